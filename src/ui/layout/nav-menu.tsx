'use client';
/**
 * A header drop-down menu (`<details>`) that closes itself after a navigation, so an opened
 * menu does not stay over the next page (client-side navigation keeps the header mounted).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

export function NavMenu({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details ref={ref} className="group relative">
      <summary className="cursor-pointer list-none font-medium hover:text-brand-600">{summary}</summary>
      {children}
    </details>
  );
}

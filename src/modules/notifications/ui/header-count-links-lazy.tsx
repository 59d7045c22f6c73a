'use client';
/**
 * The header's message and notification links (./header-count-links.tsx) loaded as their own
 * chunk (issue 13 §5: ≤ 150 KB of first-view JavaScript on public pages): only signed-in pages
 * render this, so visitors never download the counts, the live stream or the API client for
 * them. Until the chunk arrives (at once after hydration) two empty 36 px squares keep the
 * header from shifting.
 */
import { useLazyModule } from '@/ui/primitives/lazy';

const loadLinks = () => import('./header-count-links');

export function LazyHeaderCountLinks() {
  const { mod } = useLazyModule(loadLinks, { now: true });
  if (mod) return <mod.HeaderCountLinks />;
  return (
    <>
      <span aria-hidden="true" className="size-9" />
      <span aria-hidden="true" className="size-9" />
    </>
  );
}

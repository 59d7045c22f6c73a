'use client';
/** The header's mobile menu: a toggle that shows the navigation links under 768 px. */
import { useState, type ReactNode } from 'react';

export function MobileMenu({
  openLabel,
  closeLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-lg leading-none"
      >
        {open ? '×' : '☰'}
      </button>
      {open && (
        <nav
          className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 py-3 shadow-md"
          onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
        >
          {children}
        </nav>
      )}
    </div>
  );
}

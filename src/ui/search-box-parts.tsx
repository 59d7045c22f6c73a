/**
 * Pieces the search-as-you-type boxes share (the header's global search, the startup search box):
 * the magnifier of a compact Search button and the hint that floats under a box ("Type at least
 * 2 characters"). Pure markup.
 */
import type { ReactNode } from 'react';

/** The magnifier icon of a Search button whose text is its aria-label. */
export function SearchIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
      <circle cx="8.5" cy="8.5" r="5.5" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A status line under the box (`id`: the input's aria-describedby). */
export function FloatingHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="status"
      className="absolute top-full left-0 z-40 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
    >
      {children}
    </p>
  );
}

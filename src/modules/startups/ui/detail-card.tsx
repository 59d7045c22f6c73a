/**
 * The startup page's building blocks (spec public-and-account §2 `/startup/{seoUrl}`): `Card`
 * — a titled white section (`title`, `children`, `testId?`); `Chips` — a list of labels
 * (`items`, `tone` brand or slate).
 */
import type { ReactNode } from 'react';

export function Chips({ items, tone = 'brand' }: { items: string[]; tone?: 'brand' | 'slate' }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className={`rounded-full px-2.5 py-0.5 text-sm ${tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700'}`}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

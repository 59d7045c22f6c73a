/**
 * Small shared parts of the admin area's server-rendered screens: a state badge, the buttons of
 * a list page's filter form, reading one query value of a list page, and the label of an admin
 * role entity (`admin`, `yc-admin`, `rapor-admin`). No browser code.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { roleOf } from '../roles';

const TONES = {
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  blue: 'bg-brand-50 text-brand-700 ring-brand-100',
} as const;

/** A small coloured label (text carries the meaning; the colour only repeats it). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** One query value of a page address (the first when repeated), trimmed and cut to `max` characters. */
export function queryValue(value: string | string[] | undefined, max = 40): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, max);
}

/**
 * The label of an admin role entity id through `label(kind, source)`: `admin` → super,
 * `rapor-admin` → reports, `<source>-admin` → admin with its source.
 */
export function roleLabel(
  entityId: string,
  label: (kind: 'super' | 'admin' | 'reports', source: string) => string,
): string {
  const role = roleOf(entityId);
  return label(role.kind, role.source ?? '');
}

/**
 * The end of a list page's filter form (a GET form): the submit button `applyLabel`, and, when
 * `filtered`, a link `clearLabel` back to `clearHref` (the list without filters).
 */
export function FilterActions({
  applyLabel,
  clearLabel,
  clearHref,
  filtered,
}: {
  applyLabel: string;
  clearLabel: string;
  clearHref: ComponentProps<typeof Link>['href'];
  filtered: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <button
        type="submit"
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {applyLabel}
      </button>
      {filtered && (
        <Link href={clearHref} className="py-2 font-semibold text-brand-700 underline">
          {clearLabel}
        </Link>
      )}
    </div>
  );
}

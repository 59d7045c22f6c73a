'use client';
/**
 * The report management submenu (D §2 admin routes `report-management/…`; D §6 "Reports
 * submenu"): the overview, categories, reports, types, versions and the download list, the
 * current screen marked with `aria-current`. Wraps at 390 px.
 */
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

const BASE = '/admin/management/report-management';
const ENTRIES = [
  ['home', BASE],
  ['category', `${BASE}/category`],
  ['reportList', `${BASE}/report-list`],
  ['reportType', `${BASE}/report-type`],
  ['reportVersion', `${BASE}/report-version`],
  ['downloadList', `${BASE}/download-list`],
] as const;

/** The report management submenu; marks the current screen with aria-current. */
export function ReportAdminNav() {
  const t = useTranslations('reportAdmin.nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-4 gap-y-1 px-4 py-2 text-sm">
        {ENTRIES.map(([key, href]) => {
          const current = pathname === href || (key === 'category' && pathname.startsWith(`${BASE}/report/`));
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`inline-block py-1 font-semibold ${
                  current
                    ? 'text-ink underline decoration-2 underline-offset-4'
                    : 'text-brand-700 hover:underline'
                }`}
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

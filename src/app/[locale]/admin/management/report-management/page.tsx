/**
 * /admin/management/report-management (TR /yonetici/yonetim/rapor-yonetimi; issue 16 §2; D §2
 * admin routes; D §6 "Reports submenu"): the report management overview — the screens with what
 * each is for and how many rows it holds — and, for super admins, who the report admins are
 * (appoint by e-mail, remove). Super admins and report admins only (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { isSuperAdmin } from '@/modules/access/permissions';
import {
  listCategoriesForAdmin,
  listReportAdmins,
  listReportsForAdmin,
  listTypesForAdmin,
  listVersionsForAdmin,
  REPORT_MANAGEMENT_GUARD,
} from '@/modules/reports/admin';
import { ReportAdmins } from '@/modules/reports/ui/admin-report-admins';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('reportAdmin', 'title');

export default async function ReportManagementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const superAdmin = isSuperAdmin(ctx.viewer.access);
  const [t, categories, reports, types, versions, admins] = await Promise.all([
    getTranslations('reportAdmin'),
    listCategoriesForAdmin(ctx),
    listReportsForAdmin(ctx, { pageSize: 1 }),
    listTypesForAdmin(ctx),
    listVersionsForAdmin(ctx, { pageSize: 1 }),
    superAdmin ? listReportAdmins(ctx) : Promise.resolve([]),
  ]);
  const screens = [
    ['category', '/admin/management/report-management/category', categories.length],
    ['reportList', '/admin/management/report-management/report-list', reports.totalCount],
    ['reportType', '/admin/management/report-management/report-type', types.length],
    ['reportVersion', '/admin/management/report-management/report-version', versions.totalCount],
    ['downloadList', '/admin/management/report-management/download-list', null],
  ] as const;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="report-management">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <h2 className="mt-8 text-lg font-bold">{t('screens')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {screens.map(([key, href, rows]) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link href={href} className="font-semibold text-brand-700 underline">
              {t(`nav.${key}`)}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{t(`about.${key}`)}</p>
            {rows !== null && <p className="mt-1 text-sm">{t('rows', { count: rows })}</p>}
          </li>
        ))}
      </ul>
      {superAdmin && (
        <section aria-labelledby="report-admins" className="mt-10">
          <h2 id="report-admins" className="text-lg font-bold">
            {t('admins.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admins.intro')}</p>
          <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <ReportAdmins admins={admins} />
          </div>
        </section>
      )}
    </section>
  );
}

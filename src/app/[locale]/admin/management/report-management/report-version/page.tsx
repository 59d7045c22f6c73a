/**
 * /admin/management/report-management/report-version (TR …/rapor-yonetimi/rapor-surumu; issue 16
 * §2 "versions (language, price, is-free, file type, file)"; D §2 `report-management/
 * report-version`): a new version's form (the report chosen from `?reportId=`), then the versions
 * (one report's or all, 50 a page, `?page=`) with language, prices or "free", file type and size,
 * purchases and downloads, each with its edit form (file replacement) and delete button.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatFileSize, formatPrice } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { privatePageMetadata } from '@/ui/seo';
import { listReportChoices, listVersionsForAdmin, REPORT_MANAGEMENT_GUARD } from '@/modules/reports/admin';
import { DeleteButton } from '@/modules/reports/ui/admin-delete-button';
import { VersionForm } from '@/modules/reports/ui/admin-version-form';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('reportAdmin', 'version.title');

const PATH = '/admin/management/report-management/report-version';
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const whole = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export default async function ReportVersionsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const query = await searchParams;
  const reportId = whole(one(query.reportId));
  const page = whole(one(query.page)) ?? 1;
  const [t, reports, versions] = await Promise.all([
    getTranslations('reportAdmin'),
    listReportChoices(ctx),
    listVersionsForAdmin(ctx, { reportId, pageIndex: page }),
  ]);
  const choices = reports.map((r) => ({ id: r.id, name: r.title }));
  const chosen = reportId ? choices.find((r) => r.id === reportId) : undefined;
  const pages = Math.max(1, Math.ceil(versions.totalCount / versions.pageSize));
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="report-versions">
      <h1 className="text-2xl font-black">{t('version.title')}</h1>
      <p className="mt-1 text-slate-600">{t('version.intro')}</p>
      <section
        aria-labelledby="version-new"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="version-new" className="mb-4 text-lg font-bold">
          {chosen ? t('version.newOf', { title: chosen.name }) : t('version.new')}
        </h2>
        {choices.length === 0 ? (
          <p className="text-sm text-slate-600">{t('version.needsReport')}</p>
        ) : (
          <VersionForm
            key={reportId ?? 'any'}
            reports={choices}
            initial={{ reportId: chosen?.id ?? '' }}
            testId="version-new-form"
          />
        )}
      </section>
      <h2 id="version-list" tabIndex={-1} className="mt-10 text-lg font-bold">
        {chosen
          ? t('version.listOf', { count: versions.totalCount, title: chosen.name })
          : t('version.list', { count: versions.totalCount })}
      </h2>
      <form
        method="get"
        className="mt-3 flex flex-wrap items-end gap-3 text-sm"
        role="search"
        aria-label={t('common.filter')}
      >
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="version-filter-report" className="mb-1 block font-medium">
            {t('version.report')}
          </label>
          <select
            id="version-filter-report"
            name="reportId"
            defaultValue={reportId ?? ''}
            className={`${inputClass} bg-white sm:w-80`}
          >
            <option value="">{t('common.allReports')}</option>
            {choices.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('common.filter')}
        </button>
        {reportId && (
          <Link href={PATH} className="py-2 font-semibold text-brand-700 underline">
            {t('common.clear')}
          </Link>
        )}
      </form>
      {versions.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('version.none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {versions.data.map((v) => {
            const label = t('version.label', {
              title: v.reportTitle,
              name: v.name,
              language: t(`common.language_${v.language}`),
            });
            return (
              <li
                key={v.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                data-testid={`version-${v.id}`}
              >
                <h3 className="text-base font-bold break-words">{label}</h3>
                <p className="mt-1 text-sm">
                  {v.isFree
                    ? t('version.free')
                    : `${formatPrice(v.priceUsdMinor, 'USD', locale)} · ${formatPrice(v.priceTryMinor, 'TRY', locale)}`}{' '}
                  ·{' '}
                  {v.hasFile ? (
                    <a
                      href={`/api/v2/reports/management/versions/${v.id}/file`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t('version.openFile', {
                        type: v.fileType.toUpperCase(),
                        size: formatFileSize(v.fileSize, locale),
                      })}
                    </a>
                  ) : (
                    t('version.noFile')
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {t('version.sales', { purchases: v.purchaseCount, downloads: v.downloadCount })} ·{' '}
                  {t('common.order')} {v.sortOrder}
                </p>
                <div className="mt-2 text-sm">
                  <DeleteButton kind="version" id={v.id} name={label} headingId="version-list" />
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('common.editOf', { name: label })}
                  </summary>
                  <div className="mt-3">
                    <VersionForm
                      id={v.id}
                      reports={choices}
                      initial={{
                        reportId: v.reportId,
                        name: v.name,
                        language: v.language,
                        isFree: v.isFree,
                        priceUsdMinor: v.priceUsdMinor,
                        priceTryMinor: v.priceTryMinor,
                        sortOrder: v.sortOrder,
                      }}
                    />
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({
          pathname: PATH,
          query: { ...(reportId ? { reportId: String(reportId) } : {}), page: String(n) },
        })}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          pageOf: t('common.pageOf', { page, pages }),
        }}
      />
    </section>
  );
}

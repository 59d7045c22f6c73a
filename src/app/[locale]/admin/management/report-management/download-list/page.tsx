/**
 * /admin/management/report-management/download-list (TR …/rapor-yonetimi/indirme-listesi; issue 16
 * §2 "the download list (who downloaded what, Excel export)"; D §2 `report-management/
 * download-list`; D §7 "admin excel export"): every granted download — date (UTC), user, e-mail,
 * report, version, language, basis — newest first, 20 a page, filtered by report and a range of
 * days (`?reportId=&from=&to=&page=`), and the same list as an Excel file. The table scrolls
 * inside its own box on a phone.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatCount, formatDateTime } from '@/lib/format';
import { ValidationError } from '@/server/errors';
import { translateError } from '@/server/i18n';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { inputClass } from '@/ui/form';
import { Pager } from '@/ui/pager';
import { ScrollRegion } from '@/ui/scroll-region';
import { privatePageMetadata } from '@/ui/seo';
import {
  DOWNLOAD_EXPORT_MAX_ROWS,
  listDownloads,
  listReportChoices,
  REPORT_MANAGEMENT_GUARD,
} from '@/modules/reports/admin';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('reportAdmin', 'downloads.title');

const PATH = '/admin/management/report-management/download-list';
const one = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').slice(0, 12);

export default async function DownloadListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, REPORT_MANAGEMENT_GUARD);
  const query = await searchParams;
  const filter = { reportId: one(query.reportId), from: one(query.from), to: one(query.to) };
  const pageText = one(query.page);
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [t, reports] = await Promise.all([getTranslations('reportAdmin'), listReportChoices(ctx)]);
  const { downloads, problem } = await listDownloads(ctx, { ...filter, pageIndex: page }).then(
    (found) => ({ downloads: found, problem: null as string | null }),
    (error: unknown) => {
      if (!(error instanceof ValidationError)) throw error;
      const key = Object.values(error.fields ?? {})[0] ?? error.key;
      return {
        downloads: { data: [], pageIndex: 1, pageSize: 20, totalCount: 0 },
        problem: translateError(key, error.params, locale),
      };
    },
  );
  const filterQuery = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
  const fileQuery = new URLSearchParams(filterQuery).toString();
  const pages = Math.max(1, Math.ceil(downloads.totalCount / downloads.pageSize));
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="download-list">
      <h1 className="text-2xl font-black">{t('downloads.title')}</h1>
      <p className="mt-1 text-slate-600">{t('downloads.intro')}</p>
      <form
        method="get"
        className="mt-6 grid gap-3 text-sm sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        role="search"
        aria-label={t('common.filter')}
      >
        <div className="min-w-0">
          <label htmlFor="downloads-report" className="mb-1 block font-medium">
            {t('downloads.report')}
          </label>
          <select
            id="downloads-report"
            name="reportId"
            defaultValue={filter.reportId}
            className={`${inputClass} bg-white`}
          >
            <option value="">{t('common.allReports')}</option>
            {reports.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="downloads-from" className="mb-1 block font-medium">
            {t('downloads.from')}
          </label>
          <input
            id="downloads-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="downloads-to" className="mb-1 block font-medium">
            {t('downloads.to')}
          </label>
          <input id="downloads-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('common.filter')}
          </button>
          {fileQuery && (
            <Link href={PATH} className="font-semibold text-brand-700 underline">
              {t('common.clear')}
            </Link>
          )}
        </div>
      </form>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('downloads.count', { count: downloads.totalCount })}</h2>
        <a
          href={`/api/v2/reports/management/downloads/file${fileQuery ? `?${fileQuery}` : ''}`}
          download
          className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('downloads.excel')}
        </a>
      </div>
      {downloads.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('downloads.none')}</p>
      ) : (
        <ScrollRegion label={t('downloads.table')} className="mt-4" testId="downloads-table">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('downloads.table')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['date', 'user', 'email', 'report', 'version', 'language', 'basis'] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pr-3">
                    {t(`downloads.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {downloads.data.map((d) => (
                <tr key={d.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.createdAt, locale)}</td>
                  <td className="py-2 pr-3">{d.userName}</td>
                  <td className="py-2 pr-3 break-all">{d.email}</td>
                  <td className="py-2 pr-3">{d.reportTitle}</td>
                  <td className="py-2 pr-3">{d.versionName}</td>
                  <td className="py-2 pr-3">{d.language.toUpperCase()}</td>
                  <td className="py-2 pr-3">{t(`basis.${d.basis}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: PATH, query: { ...filterQuery, page: String(n) } })}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          pageOf: t('common.pageOf', { page, pages }),
        }}
      />
      <p className="mt-4 text-xs text-slate-600">
        {t('downloads.note', { rows: formatCount(DOWNLOAD_EXPORT_MAX_ROWS, locale) })}
      </p>
    </section>
  );
}

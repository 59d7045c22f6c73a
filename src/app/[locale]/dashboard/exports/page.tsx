/**
 * /dashboard/exports (TR /panel/disa-aktarimlar; issue 16 §3; P §7 "Export …; column list;
 * previous exports"): exporting the startup list the viewer came from (`?list=` its address, as
 * the list's Export link gives it) — columns, rows, file type, the rows it uses of this month's
 * limit, the job's progress — and the previous exports of the last 30 days with their files.
 * Premium packages only; others are shown the plans. Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { countActiveFilters } from '@/ui/filter-count';
import { parseStartupAddress } from '@/modules/startups/filter';
import { exportColumns, listExports, MAX_EXPORT_ROWS, previewExport } from '@/modules/startups/export';
import { ExportForm } from '@/modules/startups/ui/export-form';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('startupExport', 'title');

/** The startup list's filter from its address (`/startups/{sectors}?…` or `/tr/girisimler/…`), or null. */
function listState(list: string | undefined, locale: Locale) {
  if (!list) return null;
  let url: URL;
  try {
    url = new URL(list, 'http://list.invalid');
  } catch {
    return null;
  }
  const m = /^(?:\/tr)?\/(?:startups|girisimler)(?:\/([^/]+))?\/?$/.exec(url.pathname);
  if (!m) return null;
  const parsed = parseStartupAddress(m[1], url.searchParams, locale);
  return parsed.success ? { ...parsed.state, href: `${url.pathname}${url.search}` } : null;
}

export default async function ExportsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const query = await searchParams;
  const t = await getTranslations('startupExport');
  const state = listState(typeof query.list === 'string' ? query.list : undefined, locale);
  const [previous, preview] = await Promise.all([
    listExports(ctx),
    state && ctx.viewer.isPremium
      ? previewExport(ctx, state.filter, MAX_EXPORT_ROWS).catch(() => null)
      : null,
  ]);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="text-slate-600">{t('intro')}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {!ctx.viewer.isPremium ? (
          <p>
            {t('exportPremium')}:{' '}
            <Link href="/payment-plans" className="font-semibold text-brand-700 underline">
              {t('exportButton')}
            </Link>
          </p>
        ) : state && preview ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              {t('fromList', { count: preview.matching, filters: countActiveFilters(state.filter) })}{' '}
              <a href={state.href} className="font-semibold text-brand-700 underline">
                {t('backToList')}
              </a>
            </p>
            <ExportForm
              filter={state.filter}
              sort={state.sort}
              matching={preview.matching}
              allowance={{ used: preview.used, remaining: preview.remaining, limit: preview.limit }}
              columns={exportColumns(locale)}
              maxRows={MAX_EXPORT_ROWS}
            />
          </>
        ) : (
          <p>
            <Link href="/startups" className="font-semibold text-brand-700 underline">
              {t('noList')}
            </Link>
          </p>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="font-bold">{t('previous')}</h2>
        {previous.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('noPrevious')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="previous-exports">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3">
                    {t('created')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('rows')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('type')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('state')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('expires')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {previous.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {e.state === 'ready' ? (
                        <a
                          href={`/api/v2/startups/exports/${e.id}/file`}
                          download
                          className="font-semibold text-brand-700 underline"
                          aria-label={t('download', { name: e.fileName })}
                        >
                          {formatDate(e.createdAt, locale)}
                        </a>
                      ) : (
                        formatDate(e.createdAt, locale)
                      )}
                    </td>
                    <td className="py-2 pr-3 text-right">{e.rowCount.toLocaleString(locale)}</td>
                    <td className="py-2 pr-3 uppercase">{e.fileType}</td>
                    <td className="py-2 pr-3">{t(`state_${e.state}`)}</td>
                    <td className="py-2 whitespace-nowrap">{formatDate(e.expiresAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * /admin/management/data-add-tool/{runId} (TR /yonetici/yonetim/veri-ekleme-araci/{runId};
 * issue 17 §3): one import — while it is `uploaded`: 1. the column and category mapping, 2. the
 * preview of the first rows as they will be stored with each row's outcome and reasons, 3. the dry
 * run and its counts, 4. the start button; once started: the progress bar with cancel, the
 * processed rows (filter by outcome) and the Excel report. Everyone but a super admin gets 404.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { formatDateTime } from '@/lib/format';
import { IMPORT_GUARD } from '@/modules/imports/access';
import { getImport, listRunRows, previewImport, PREVIEW_ROWS } from '@/modules/imports/imports';
import type { ReasonView } from '@/modules/imports/imports';
import { ImportsIntl } from '@/modules/imports/ui/imports-intl';
import { MappingForm } from '@/modules/imports/ui/mapping-form';
import { DryRunButton, RunProgress, StartButton } from '@/modules/imports/ui/run-actions';

type Props = {
  params: Promise<{ locale: Locale; runId: string }>;
  searchParams: Promise<{ outcome?: string }>;
};

export const generateMetadata = privatePageMetadata('dataAddTool', 'title');

const OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
const OUTCOME_TONE: Record<string, string> = {
  created: 'bg-emerald-50 text-emerald-800',
  updated: 'bg-sky-50 text-sky-800',
  skipped: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-50 text-red-800',
};

function Reasons({ reasons }: { reasons: ReasonView[] }) {
  if (!reasons.length) return <>—</>;
  return (
    <ul className="space-y-0.5">
      {reasons.map((r, i) => (
        <li key={i} className="break-words">
          {r.message}
        </li>
      ))}
    </ul>
  );
}

export default async function ImportRunPage({ params, searchParams }: Props) {
  const { locale, runId } = await params;
  const { outcome: outcomeParam } = await searchParams;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, IMPORT_GUARD);
  const id = Number(runId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const detail = await orNotFound(getImport(ctx, id));
  const run = detail.run;
  const uploaded = run.status === 'uploaded';
  const outcome = (OUTCOMES as readonly string[]).includes(outcomeParam ?? '')
    ? (outcomeParam as (typeof OUTCOMES)[number])
    : undefined;
  const [t, preview, rows] = await Promise.all([
    getTranslations('dataAddTool'),
    uploaded ? previewImport(ctx, id) : Promise.resolve([]),
    uploaded ? Promise.resolve(null) : listRunRows(ctx, id, { outcome, pageSize: 200 }),
  ]);
  const dry = run.dryRun;
  const rowList = rows?.data ?? [];
  const size = `${(run.fileSize / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 2 })} MB`;
  const card = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
  return (
    <ImportsIntl>
      <section className="mx-auto max-w-6xl px-4 py-8" data-testid="import-run">
        <Link href="/admin/management/data-add-tool" className="text-sm text-brand-700 hover:underline">
          ← {t('detail.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-black break-all">{run.fileName}</h1>
        <p className="mt-1 text-slate-600">
          {t('detail.summary', {
            rows: run.totalRows.toLocaleString(locale),
            size,
            date: formatDateTime(run.createdAt, locale),
          })}{' '}
          · <span data-testid="run-status">{t(`status.${run.status}`)}</span>
        </p>

        {uploaded ? (
          <>
            <section aria-labelledby="mapping-title" className={card}>
              <h2 id="mapping-title" className="text-lg font-bold">
                {t('mapping.title')}
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">{t('mapping.intro')}</p>
              <MappingForm
                runId={run.id}
                columns={run.columns}
                fields={detail.fields}
                categories={detail.categories}
                sectors={detail.sectors}
              />
            </section>

            <section aria-labelledby="preview-title" className={card}>
              <h2 id="preview-title" className="text-lg font-bold">
                {t('preview.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('preview.intro', { count: PREVIEW_ROWS })}</p>
              {preview.length === 0 ? (
                <p className="mt-2 text-sm">{t('preview.none')}</p>
              ) : (
                <ScrollRegion label={t('preview.caption')} className="mt-4">
                  <table className="w-full min-w-[48rem] text-left text-sm" data-testid="import-preview">
                    <caption className="sr-only">{t('preview.caption')}</caption>
                    <thead>
                      <tr className="border-b border-slate-200 align-bottom">
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.row')}
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.name')}
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.outcome')}
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.values')}
                        </th>
                        <th scope="col" className="py-2">
                          {t('preview.reasons')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.map((p) => (
                        <tr
                          key={p.rowNumber}
                          className="border-b border-slate-100 align-top"
                          data-testid={`preview-row-${p.rowNumber}`}
                        >
                          <td className="py-2 pr-3">{p.rowNumber}</td>
                          <th scope="row" className="py-2 pr-3 font-semibold break-words">
                            {p.name || t('preview.empty')}
                          </th>
                          <td className="py-2 pr-3">
                            <span
                              className={`rounded px-1.5 py-0.5 text-xs font-semibold ${OUTCOME_TONE[p.outcome]}`}
                            >
                              {t(`outcome.${p.outcome}`)}
                            </span>
                          </td>
                          <td className="py-2 pr-3">
                            <dl className="space-y-0.5 text-xs">
                              {Object.entries(p.values)
                                .filter(
                                  ([key]) =>
                                    !['countryId', 'cityId', 'sectorIds', 'operatingStatusId'].includes(key),
                                )
                                .map(([key, value]) => (
                                  <div key={key} className="flex gap-1">
                                    <dt className="text-slate-500">{t(`fields.${key}` as 'fields.name')}:</dt>
                                    <dd className="min-w-0 break-all">{String(value).slice(0, 80)}</dd>
                                  </div>
                                ))}
                              {Object.entries(p.labels).map(([key, value]) => (
                                <div key={key} className="flex gap-1">
                                  <dt className="text-slate-500">{t(`fields.${key}` as 'fields.name')}:</dt>
                                  <dd className="min-w-0 break-words">{value}</dd>
                                </div>
                              ))}
                            </dl>
                          </td>
                          <td className="py-2 text-xs">
                            <Reasons reasons={p.reasons} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </section>

            <section aria-labelledby="dry-run-title" className={card} data-testid="dry-run-section">
              <h2 id="dry-run-title" className="text-lg font-bold">
                {t('dryRun.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('dryRun.intro')}</p>
              {dry ? (
                <>
                  <p className="mt-3 text-sm font-semibold">
                    {t('dryRun.result', {
                      date: formatDateTime(dry!.at, locale),
                      total: dry!.total,
                    })}
                  </p>
                  <dl
                    className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
                    data-testid="dry-run-counts"
                  >
                    {OUTCOMES.map((k) => (
                      <div key={k} className="rounded-lg border border-slate-200 p-2">
                        <dt className="text-slate-600">{t(`dryRun.${k}`)}</dt>
                        <dd className="text-lg font-bold" data-testid={`dry-${k}`}>
                          {dry![k]}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {dry!.rows.length > 0 && (
                    <ScrollRegion label={t('dryRun.rowsCaption')} className="mt-4">
                      <table className="w-full min-w-[32rem] text-left text-sm">
                        <caption className="sr-only">{t('dryRun.rowsCaption')}</caption>
                        <thead>
                          <tr className="border-b border-slate-200">
                            <th scope="col" className="py-2 pr-3">
                              {t('preview.row')}
                            </th>
                            <th scope="col" className="py-2 pr-3">
                              {t('preview.name')}
                            </th>
                            <th scope="col" className="py-2 pr-3">
                              {t('preview.outcome')}
                            </th>
                            <th scope="col" className="py-2">
                              {t('preview.reasons')}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {dry!.rows.map((r) => (
                            <tr key={r.rowNumber} className="border-b border-slate-100 align-top">
                              <td className="py-2 pr-3">{r.rowNumber}</td>
                              <th scope="row" className="py-2 pr-3 font-medium break-words">
                                {r.name || t('preview.empty')}
                              </th>
                              <td className="py-2 pr-3">{t(`outcome.${r.outcome}`)}</td>
                              <td className="py-2 text-xs">
                                <Reasons reasons={r.reasons} />
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </ScrollRegion>
                  )}
                </>
              ) : (
                <p className="mt-3 text-sm">{t('dryRun.none')}</p>
              )}
              <div className="mt-4">
                <DryRunButton runId={run.id} />
              </div>
            </section>

            <section aria-labelledby="start-title" className={card}>
              <h2 id="start-title" className="text-lg font-bold">
                {t('start.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('start.intro')}</p>
              {!dry && <p className="mt-2 text-sm text-amber-800">{t('start.needsDryRun')}</p>}
              <div className="mt-4">
                <StartButton runId={run.id} />
              </div>
            </section>
          </>
        ) : (
          <>
            <section aria-labelledby="progress-title" className={card}>
              <h2 id="progress-title" className="mb-3 text-lg font-bold">
                {t('progress.title')}
              </h2>
              <RunProgress runId={run.id} initial={run} />
            </section>
            <section aria-labelledby="rows-title" className={card}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="rows-title" className="text-lg font-bold">
                  {t('results.title')}
                </h2>
                <a
                  href={`/api/v2/admin/imports/${run.id}/report`}
                  download
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:border-brand-500"
                  data-testid="import-report"
                >
                  {t('results.download')}
                </a>
              </div>
              <nav aria-label={t('results.filter')} className="mt-3 flex flex-wrap gap-2 text-sm">
                {[undefined, ...OUTCOMES].map((o) => (
                  <Link
                    key={o ?? 'all'}
                    href={{
                      pathname: '/admin/management/data-add-tool/[runId]',
                      params: { runId: String(run.id) },
                      query: o ? { outcome: o } : {},
                    }}
                    aria-current={o === outcome ? 'page' : undefined}
                    className={`rounded-full border px-3 py-1 ${o === outcome ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300'}`}
                  >
                    {o ? t(`outcome.${o}`) : t('results.all')}
                  </Link>
                ))}
              </nav>
              {rowList.length === 0 ? (
                <p className="mt-3 text-sm">{t('results.none')}</p>
              ) : (
                <ScrollRegion label={t('results.caption')} className="mt-4">
                  <table className="w-full min-w-[32rem] text-left text-sm" data-testid="import-rows">
                    <caption className="sr-only">{t('results.caption')}</caption>
                    <thead>
                      <tr className="border-b border-slate-200">
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.row')}
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.name')}
                        </th>
                        <th scope="col" className="py-2 pr-3">
                          {t('preview.outcome')}
                        </th>
                        <th scope="col" className="py-2">
                          {t('preview.reasons')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rowList.map((r) => (
                        <tr key={r.rowNumber} className="border-b border-slate-100 align-top">
                          <td className="py-2 pr-3">{r.rowNumber}</td>
                          <th scope="row" className="py-2 pr-3 font-medium break-words">
                            {r.startupSeoUrl ? (
                              <Link
                                href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: r.startupSeoUrl } }}
                                className="text-brand-700 underline"
                              >
                                {r.name}
                              </Link>
                            ) : (
                              r.name || t('preview.empty')
                            )}
                          </th>
                          <td className="py-2 pr-3">{t(`outcome.${r.outcome}`)}</td>
                          <td className="py-2 text-xs">
                            <Reasons reasons={r.reasons} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </section>
          </>
        )}
      </section>
    </ImportsIntl>
  );
}

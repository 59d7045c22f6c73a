/**
 * /admin/management/data-add-tool (TR /yonetici/yonetim/veri-ekleme-araci; issue 17 §3; spec
 * dashboard §2 admin routes, §6 "Super admin: … data-add tools"): the upload form and the list of
 * imports with their status and counts. Everyone but a super admin gets the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { formatDateTime } from '@/lib/format';
import { IMPORT_GUARD } from '@/modules/imports/access';
import { listImports } from '@/modules/imports/imports';
import { ImportsIntl } from '@/modules/imports/ui/imports-intl';
import { UploadForm } from '@/modules/imports/ui/upload-form';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('dataAddTool', 'title');

export default async function DataAddToolPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, IMPORT_GUARD);
  const [t, runs] = await Promise.all([getTranslations('dataAddTool'), listImports(ctx, { pageSize: 50 })]);
  return (
    <ImportsIntl>
      <section className="mx-auto max-w-5xl px-4 py-8" data-testid="data-add-tool">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
        <section
          aria-labelledby="upload-title"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="upload-title" className="mb-4 text-lg font-bold">
            {t('upload.title')}
          </h2>
          <UploadForm />
        </section>
        <h2 className="mt-10 text-lg font-bold">{t('runs.title')}</h2>
        {runs.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('runs.none')}</p>
        ) : (
          <ScrollRegion label={t('runs.caption')} className="mt-4">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="import-runs">
              <caption className="sr-only">{t('runs.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t('runs.file')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('runs.uploaded')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('runs.status')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('runs.rows')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('runs.results')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {runs.data.map((run) => (
                  <tr key={run.id} className="border-b border-slate-100" data-testid={`import-run-${run.id}`}>
                    <th scope="row" className="py-2 pr-3 font-semibold break-all">
                      <Link
                        href={{
                          pathname: '/admin/management/data-add-tool/[runId]',
                          params: { runId: String(run.id) },
                        }}
                        className="text-brand-700 underline"
                        aria-label={t('runs.open', { name: run.fileName })}
                      >
                        {run.fileName}
                      </Link>
                    </th>
                    <td className="py-2 pr-3">
                      {formatDateTime(run.createdAt, locale)}
                      {run.createdBy ? (
                        <span className="block text-xs text-slate-500">
                          {t('runs.by', { name: run.createdBy })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{t(`status.${run.status}`)}</td>
                    <td className="py-2 pr-3 text-right">
                      {run.processedRows.toLocaleString(locale)} / {run.totalRows.toLocaleString(locale)}
                    </td>
                    <td className="py-2 text-right">
                      {[run.createdCount, run.updatedCount, run.skippedCount, run.failedCount].join(' / ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </ImportsIntl>
  );
}

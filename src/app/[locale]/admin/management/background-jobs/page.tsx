/**
 * /admin/management/background-jobs (TR /tr/yonetici/yonetim/arka-plan-isleri; issue 15 §1): the
 * job queue as admins see it — jobs per queue and state, and the jobs that failed after their
 * retries (the dead-letter state) with the error and "send again". Non-admins get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { formatDateTime } from '@/lib/format';
import { listFailedJobs, queueCounts } from '@/modules/platform/background-jobs';
import { RetryJobButton } from '@/modules/platform/ui/retry-job-button';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'jobs.title');

export default async function BackgroundJobsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminPage(ctx, 'super');
  const [t, counts, failed] = await Promise.all([
    getTranslations('admin.jobs'),
    queueCounts(ctx),
    listFailedJobs(ctx),
  ]);
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" data-testid="background-jobs">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t('countsCaption')}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t('countsCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4">
                {t('queue')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('waiting')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('running')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('completed')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('failed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.queue} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {row.queue}
                </th>
                <td className="py-2 pr-4 text-right">{number(row.waiting)}</td>
                <td className="py-2 pr-4 text-right">{number(row.running)}</td>
                <td className="py-2 pr-4 text-right">{number(row.completed)}</td>
                <td className="py-2 text-right">{number(row.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-10 text-xl font-bold">{t('failedTitle')}</h2>
      {failed.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('noneFailed')}</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="failed-jobs">
          {failed.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-semibold break-words">
                <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{job.queue}</span>
                {job.summary}
              </p>
              <p className="mt-1 break-words text-red-700">{job.error}</p>
              <p className="mt-1 text-slate-600">
                {t('failedAt', { date: formatDateTime(job.failedAt, locale), attempts: job.attempts })}
              </p>
              <p className="mt-2">
                <RetryJobButton queue={job.queue} id={job.id} summary={job.summary} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /dashboard/jobs (TR /panel/ilanlarim; issue 15 §2; dashboard-and-operations §2 "my jobs"): the
 * jobs of every startup the viewer may manage (WRITE), newest first, each with its startup, its
 * publication and expiration dates (expired and not-yet-published ones marked), its applicants
 * (all and new ones) linking to the applicant tracking screen, and edit and delete. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate, todayUtc } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listManagedJobs } from '@/modules/jobs/jobs';
import { DashboardJobActions } from '@/modules/jobs/ui/dashboard-job-actions';
import { JobDashboardIntl } from '@/modules/jobs/ui/dashboard-intl';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('jobDashboard', 'listTitle');

const HEADING_ID = 'my-jobs-heading';

export default async function MyJobsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, jobs] = await Promise.all([getTranslations('jobDashboard'), listManagedJobs(ctx)]);
  const today = todayUtc();
  const createLink = (
    <Link
      href={{ pathname: '/dashboard/add-job/[[...seoUrl]]', params: { seoUrl: undefined } }}
      className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {t('create')}
    </Link>
  );
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-black">
          {t('listTitle')}
        </h1>
        {jobs.length > 0 && createLink}
      </div>
      {jobs.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="font-semibold">{t('none')}</p>
          <p className="mb-4 mt-1 text-slate-600">{t('noneHint')}</p>
          {createLink}
        </div>
      ) : (
        <JobDashboardIntl>
          <ul className="mt-6 space-y-3" data-testid="my-jobs">
            {jobs.map((job) => (
              <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h2 className="min-w-0 break-words text-lg font-bold">
                    <Link
                      href={{ pathname: '/job/[seoUrl]', params: { seoUrl: job.seoUrl } }}
                      className="underline"
                    >
                      {job.title}
                    </Link>
                  </h2>
                  {job.isExpired ? (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {t('expired')}
                    </span>
                  ) : job.publishedOn > today ? (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('scheduled')}
                    </span>
                  ) : null}
                </div>
                <p className="text-sm text-slate-600">{job.startup.name}</p>
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t('publishedOn')}:</dt>
                    <dd>{formatDate(job.publishedOn, locale)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t('expiresOn')}:</dt>
                    <dd>{formatDate(job.expiresOn, locale)}</dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                  <Link
                    href={{ pathname: '/dashboard/job-applications', query: { jobId: String(job.id) } }}
                    className="font-semibold text-brand-700 underline"
                    data-testid="job-applicants"
                  >
                    {t('applicants', { count: job.applicationCount })}
                    {job.newApplicationCount > 0 && (
                      <span className="ml-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900">
                        {t('newApplicants', { count: job.newApplicationCount })}
                      </span>
                    )}
                    <span className="sr-only"> — {job.title}</span>
                  </Link>
                  <Link
                    aria-label={`${t('edit')}: ${job.title}`}
                    href={{ pathname: '/dashboard/add-job/[[...seoUrl]]', params: { seoUrl: [job.seoUrl] } }}
                    className="underline"
                  >
                    {t('edit')}
                  </Link>
                  <DashboardJobActions
                    id={job.id}
                    title={job.title}
                    applicationCount={job.applicationCount}
                    headingId={HEADING_ID}
                  />
                </div>
              </li>
            ))}
          </ul>
        </JobDashboardIntl>
      )}
    </section>
  );
}

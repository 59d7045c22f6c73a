/**
 * /dashboard/job-applications?jobId=&view= (TR /panel/ilanlarima-basvurular; issue 15 §2;
 * dashboard-and-operations §2 "applications to my jobs", §3 "Job application", §4 status changes
 * after a confirmation): applicant tracking for the job's team (any access to its startup, or an
 * admin; others and visitors get 404). `view` switches between a list and a pipeline with one
 * column per status in the list's order (the columns scroll sideways inside their own region,
 * never the page). Managers (WRITE) move applications between statuses; the rest of the team
 * sees the statuses. Without `jobId`: the viewer's jobs to choose from.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { listJobApplications } from '@/modules/jobs/applications';
import { listManagedJobs } from '@/modules/jobs/jobs';
import { AtsApplicationCard } from '@/modules/jobs/ui/ats-application-card';
import { atsViewOf, pipelineColumns, type AtsView } from '@/modules/jobs/ui/ats-columns';
import { AtsFocusKeeper } from '@/modules/jobs/ui/ats-status-control';
import { JobDashboardIntl } from '@/modules/jobs/ui/dashboard-intl';
import { getPlaceNames, getTypeList } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { toOptions } from '@/modules/reference/options';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ jobId?: string; view?: string | string[] }>;
};

export const generateMetadata = privatePageMetadata('jobDashboard', 'applicationsTitle');

export default async function JobApplicationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const query = await searchParams;
  const t = await getTranslations('jobDashboard');
  if (query.jobId === undefined) {
    const jobs = await listManagedJobs(ctx);
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-black">{t('applicationsTitle')}</h1>
        {jobs.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('noJobs')}</p>
        ) : (
          <>
            <h2 className="mt-4 font-semibold">{t('chooseJob')}</h2>
            <ul className="mt-2 space-y-2" data-testid="ats-jobs">
              {jobs.map((job) => (
                <li key={job.id} className="break-words">
                  <Link
                    href={{ pathname: '/dashboard/job-applications', query: { jobId: String(job.id) } }}
                    className="font-semibold underline"
                  >
                    {job.title}
                  </Link>{' '}
                  <span className="text-sm text-slate-600">
                    ({job.startup.name} · {t('applicants', { count: job.applicationCount })})
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  }
  const jobId = Number(query.jobId);
  if (!Number.isInteger(jobId) || jobId <= 0 || jobId > 2_147_483_647) notFound();
  const { job, applications } = await orNotFound(listJobApplications(ctx, jobId));
  const view = atsViewOf(query.view);
  const [statuses, places] = await Promise.all([
    getTypeList(ctx.db, TYPE_LIST_IDS.jobApplicationStatus, locale).then(toOptions),
    getPlaceNames(
      ctx.db,
      [],
      applications.flatMap((a) => (a.applicant.cityId ? [a.applicant.cityId] : [])),
      locale,
    ),
  ]);
  const card = (a: (typeof applications)[number], compact: boolean) => (
    <AtsApplicationCard
      application={a}
      cityName={a.applicant.cityId ? (places.cities.get(a.applicant.cityId) ?? null) : null}
      statuses={statuses}
      canManage={job.canManage}
      canMessage={a.applicant.userId !== ctx.viewer.userId}
      compact={compact}
      headingLevel={compact ? 3 : 2}
    />
  );
  const viewLink = (to: AtsView, label: string) => (
    <Link
      href={{ pathname: '/dashboard/job-applications', query: { jobId: String(jobId), view: to } }}
      aria-current={view === to ? 'true' : undefined}
      className={`rounded-full px-3 py-1 text-sm font-semibold ${view === to ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'}`}
    >
      {label}
    </Link>
  );
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('applicationsTitle')}</h1>
      <p className="mt-1 break-words text-lg font-semibold">
        <Link href={{ pathname: '/job/[seoUrl]', params: { seoUrl: job.seoUrl } }} className="underline">
          {job.title}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <nav aria-label={t('viewLabel')} className="flex flex-wrap items-center gap-2">
          {viewLink('list', t('viewList'))}
          {viewLink('pipeline', t('viewPipeline'))}
        </nav>
        {job.canManage && (
          <Link href="/dashboard/jobs" className="ml-auto text-sm underline">
            {t('allJobs')}
          </Link>
        )}
      </div>
      {!job.canManage && (
        <p role="note" className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          {t('readOnly')}
        </p>
      )}
      {applications.length === 0 && <p className="mt-6 text-slate-600">{t('noApplications')}</p>}
      <JobDashboardIntl>
        <AtsFocusKeeper>
          {view === 'list' && applications.length > 0 && (
            <ul className="mt-6 space-y-3" data-testid="ats-list">
              {applications.map((a) => (
                <li key={a.id}>{card(a, false)}</li>
              ))}
            </ul>
          )}
          {view === 'pipeline' && (
            <ScrollRegion label={t('pipeline')} className="mt-6 pb-2" testId="ats-pipeline">
              <div className="flex items-start gap-3">
                {pipelineColumns(
                  statuses.map((s) => s.id),
                  applications,
                ).map((column) => {
                  const name = statuses.find((s) => s.id === column.statusId)?.name ?? '';
                  const headingId = `ats-column-${column.statusId}`;
                  return (
                    <section
                      key={column.statusId}
                      aria-labelledby={headingId}
                      className="w-72 shrink-0 rounded-xl bg-slate-100 p-3"
                      data-testid="ats-column"
                    >
                      <h2 id={headingId} className="flex items-baseline justify-between gap-2 font-bold">
                        {name}
                        <span className="text-xs font-normal text-slate-700">
                          {t('columnCount', { count: column.applications.length })}
                        </span>
                      </h2>
                      {column.applications.length === 0 ? (
                        <p className="mt-2 text-sm text-slate-700">{t('emptyColumn')}</p>
                      ) : (
                        <ul className="mt-2 space-y-2">
                          {column.applications.map((a) => (
                            <li key={a.id}>{card(a, true)}</li>
                          ))}
                        </ul>
                      )}
                    </section>
                  );
                })}
              </div>
            </ScrollRegion>
          )}
        </AtsFocusKeeper>
      </JobDashboardIntl>
    </section>
  );
}

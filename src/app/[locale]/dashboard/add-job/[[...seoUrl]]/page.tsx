/**
 * /dashboard/add-job/{seoUrl?}?startupId= (TR /panel/ilan-ekle/{seoUrl?}; issue 15 §2;
 * dashboard-and-operations §2 "create or edit a job", §3 "Job", §5 "Job" rules): without a seoUrl
 * a new job for one of the startups the viewer may manage (WRITE; `startupId` chooses it), with
 * one the job's edit form for those who may manage it (others, and visitors, get 404). A viewer
 * without such a startup is sent to add one.
 */
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { todayUtc } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { entityIdsOf } from '@/modules/access/permissions';
import { getJob } from '@/modules/jobs/jobs';
import { JobDashboardIntl } from '@/modules/jobs/ui/dashboard-intl';
import { JobForm } from '@/modules/jobs/ui/job-form';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { toOptions } from '@/modules/reference/options';
import { listMyStartups } from '@/modules/startups/edit-view';

type Props = {
  params: Promise<{ locale: Locale; seoUrl?: string[] }>;
  searchParams: Promise<{ startupId?: string }>;
};

/** The tab's title: "Create a job", or "Edit the job" with a seoUrl. */
export async function generateMetadata({ params }: Pick<Props, 'params'>) {
  const { locale, seoUrl } = await params;
  const key = seoUrl?.length ? 'editTitle' : 'addTitle';
  return privatePageMetadata('jobDashboard', key)({ params: Promise.resolve({ locale }) });
}

export default async function AddJobPage({ params, searchParams }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  if (seoUrl && seoUrl.length > 1) notFound();
  const job = seoUrl?.[0] ? await orNotFound(getJob(ctx, { seoUrl: decodeURIComponent(seoUrl[0]) })) : null;
  if (job && !job.canManage) notFound();
  const writable = new Set(entityIdsOf(ctx.viewer.access, 'startup', 'WRITE'));
  const startups = job ? [] : (await listMyStartups(ctx)).filter((s) => writable.has(s.id));
  const asked = (await searchParams).startupId;
  let initialStartupId: number | null = startups.length === 1 ? startups[0]!.id : null;
  if (!job && asked !== undefined) {
    const id = Number(asked);
    if (!startups.some((s) => s.id === id)) notFound();
    initialStartupId = id;
  }
  const list = async (id: number) => toOptions(await getTypeList(ctx.db, id, locale));
  const [t, countries, payPlans, professions, employmentTypes, workingPlans, technicalSkills, socialSkills] =
    await Promise.all([
      getTranslations('jobDashboard'),
      listCountries(ctx.db, locale).then(toOptions),
      list(TYPE_LIST_IDS.payPlan),
      list(TYPE_LIST_IDS.profession),
      list(TYPE_LIST_IDS.employmentType),
      list(TYPE_LIST_IDS.jobWorkingPlan),
      list(TYPE_LIST_IDS.skill),
      list(TYPE_LIST_IDS.softSkill),
    ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">{job ? `${t('editTitle')}: ${job.title}` : t('addTitle')}</h1>
      {job && <p className="mt-1 text-slate-600">{t('startupFor', { name: job.startup.name })}</p>}
      <div className="mt-6">
        {!job && startups.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6" data-testid="job-no-startup">
            <p>{t('noStartups')}</p>
            <Link
              href="/profile/add-startup"
              className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {t('addStartup')}
            </Link>
          </div>
        ) : (
          <JobDashboardIntl>
            <JobForm
              job={job}
              startups={startups}
              initialStartupId={initialStartupId}
              today={todayUtc()}
              options={{
                countries,
                payPlans,
                professions,
                employmentTypes,
                workingPlans,
                technicalSkills,
                socialSkills,
              }}
            />
          </JobDashboardIntl>
        )}
      </div>
    </section>
  );
}

/**
 * /job/{seoUrl} (TR /is-ilani/{seoUrl}; issue 15 §2; dashboard-and-operations §3 "Job", §4, §6):
 * everything of a job — the startup, pay per currency and pay plan, share range, working plans
 * (the working model), employment type, profession, technical and social skills, description,
 * responsibilities and requirements as plain text with their line breaks (never HTML), publication
 * and expiration dates. An expired job says 'This job posting has expired.' and offers no Apply;
 * the viewer's own application shows its date and status; those who may manage the job get Edit
 * and Applications. SEO: title, description, canonical, hreflang, OpenGraph and JSON-LD JobPosting.
 * Unpublished jobs and jobs of hidden startups answer 404 except to the startup's team.
 */
import type { Metadata } from 'next';
import { cache } from 'react';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { AbstractIntlMessages } from 'next-intl';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { formatDate, todayUtc } from '@/lib/format';
import { getJob, type JobDetail } from '@/modules/jobs/jobs';
import { APPLIED_STATUS } from '@/modules/jobs/applications';
import { loadJobNames } from '@/modules/jobs/ui/job-list-names';
import { jobPlaceOf, shareRangeOf, typeNamesOf, wageRangeOf } from '@/modules/jobs/ui/job-list-format';
import { jobPostingJsonLd, jsonLdText } from '@/modules/jobs/ui/job-detail-json-ld';
import { ApplyToJob } from '@/modules/jobs/ui/apply-dialog';
import { JobMessages } from '@/modules/jobs/ui/apply-messages';
import { Card, Chips } from '@/modules/startups/ui/detail-card';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import { absoluteUrl, alternatesFor, siteTitle } from '@/ui/seo';
import { FactList } from '@/ui/fact-list';
import { InTextLanguage } from '@/ui/language-note';
import { Provenance } from '@/ui/provenance';
import { PlainText } from '@/ui/plain-text';

type Props = { params: Promise<{ locale: Locale; seoUrl: string }> };

const load = cache(async (locale: Locale, seoUrl: string): Promise<JobDetail> =>
  orNotFound(getJob(await pageCtx(locale), { seoUrl: decodeURIComponent(seoUrl) })),
);

const hrefOf = (seoUrl: string) => ({ pathname: '/job/[seoUrl]' as const, params: { seoUrl } });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, seoUrl } = await params;
  const job = await load(locale, seoUrl);
  const href = hrefOf(job.seoUrl);
  const title = `${job.title} — ${job.startup.name}`;
  const description = job.description.replace(/\s+/g, ' ').trim().slice(0, 160);
  return {
    title: siteTitle(title),
    description,
    alternates: alternatesFor(locale, href),
    // Expired and not yet published jobs stay out of search results.
    ...(job.isExpired || job.publishedOn > todayUtc() ? { robots: { index: false } } : {}),
    openGraph: {
      type: 'website',
      title,
      description,
      url: absoluteUrl(href, locale),
      siteName: 'Startup Atlas',
      locale: locale === 'tr' ? 'tr_TR' : 'en_US',
    },
  };
}

export default async function JobPage({ params }: Props) {
  const { locale, seoUrl } = await params;
  setRequestLocale(locale);
  const job = await load(locale, seoUrl);
  const ctx = await pageCtx(locale);
  const [t, te, names, messages] = await Promise.all([
    getTranslations('jobs'),
    getTranslations('errors'),
    loadJobNames(ctx.db, [job], locale),
    getMessages(),
  ]);
  const href = hrefOf(job.seoUrl);
  const startupHref = { pathname: '/startup/[seoUrl]' as const, params: { seoUrl: job.startup.seoUrl } };
  const isPublished = job.publishedOn <= todayUtc();
  const place = jobPlaceOf(job, names);
  const wage = wageRangeOf(job, locale, t);
  const payPlan = names.types.get(job.payPlanId);
  const technical = typeNamesOf(job.technicalSkillIds, names);
  const social = typeNamesOf(job.socialSkillIds, names);
  const facts: Array<[string, string | null]> = [
    [t('wage'), wage && (payPlan ? `${wage} · ${payPlan}` : wage)],
    [t('share'), shareRangeOf(job, locale, t)],
    [t('workingModel'), typeNamesOf(job.workingPlanIds, names).join(', ') || null],
    [t('employmentType'), job.employmentTypeId ? (names.types.get(job.employmentTypeId) ?? null) : null],
    [t('profession'), names.types.get(job.professionId) ?? null],
    [t('location'), place || null],
    [t('publishedOn'), formatDate(job.publishedOn, locale)],
    [t('expiresOn'), formatDate(job.expiresOn, locale)],
  ];
  const jsonLd = jobPostingJsonLd(
    job,
    { job: absoluteUrl(href, locale), startup: absoluteUrl(startupHref, locale) },
    { city: names.cities.get(job.cityId), country: names.countries.get(job.countryId) },
    { responsibilities: t('responsibilities'), requirements: t('requirements') },
  );
  const texts: Array<[string, string | null, string]> = [
    [t('description'), job.description, 'job-description'],
    [t('responsibilities'), job.responsibilities, 'job-responsibilities'],
    [t('requirements'), job.requirements, 'job-requirements'],
  ];
  const myStatus = job.myApplication ? names.types.get(job.myApplication.statusId) : undefined;

  return (
    <article className="mx-auto max-w-6xl px-4 py-6" data-testid="job-detail">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <Link href="/jobs" className="text-sm text-brand-700 hover:underline">
        ← {t('backToList')}
      </Link>
      <header className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-start gap-4">
          <span className="shrink-0">
            <StartupLogo name={job.startup.name} logoUrl={job.startup.logoUrl} size={64} />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-black wrap-break-word sm:text-3xl">{job.title}</h1>
            <p className="mt-1 text-slate-700">
              <Link href={startupHref} className="font-semibold text-brand-700 hover:underline">
                {job.startup.name}
              </Link>
              {place && <span className="text-slate-600"> · {place}</span>}
            </p>
          </div>
        </div>
        {job.isExpired && (
          <p
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
            data-testid="job-expired"
          >
            {te('job.expired')}
          </p>
        )}
        {!isPublished && (
          <p
            className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
            data-testid="job-unpublished"
          >
            {t('notPublished', { date: formatDate(job.publishedOn, locale) })}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {!job.isExpired && isPublished && (
            <JobMessages messages={messages.jobs as AbstractIntlMessages}>
              <ApplyToJob
                jobId={job.id}
                jobTitle={job.title}
                isSignedIn={ctx.viewer.isAuthenticated}
                returnTo={getPathname({ href, locale })}
                application={
                  job.myApplication
                    ? { createdAt: job.myApplication.createdAt, statusName: myStatus ?? '' }
                    : null
                }
                appliedStatusName={names.types.get(APPLIED_STATUS) ?? ''}
              />
            </JobMessages>
          )}
          {/* An expired job still shows the viewer's application and its status. */}
          {job.isExpired && job.myApplication && (
            <p
              className="rounded-lg bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
              data-testid="job-application-status"
            >
              {t('apply.appliedOn', { date: formatDate(job.myApplication.createdAt, locale) })}{' '}
              <span className="font-semibold">{t('apply.status', { status: myStatus ?? '' })}</span>
            </p>
          )}
          {job.canManage && (
            <>
              <Link
                href={{ pathname: '/dashboard/add-job/[[...seoUrl]]', params: { seoUrl: [job.seoUrl] } }}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-brand-500"
                data-testid="job-edit"
              >
                {t('edit')}
              </Link>
              <Link
                href={{ pathname: '/dashboard/job-applications', query: { jobId: String(job.id) } }}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-brand-500"
                data-testid="job-applications"
              >
                {job.applicationCount != null
                  ? t('applicationsCount', { count: job.applicationCount })
                  : t('applications')}
              </Link>
            </>
          )}
        </div>
      </header>

      {/* minmax(0, …) and min-w-0: long words wrap inside their card, never widen the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          {texts.map(([title, text, testId]) =>
            text ? (
              <Card key={testId} title={title} testId={testId}>
                <InTextLanguage text={text} locale={locale}>
                  <div className="space-y-3">
                    <PlainText text={text} className="leading-relaxed wrap-break-word text-slate-800" />
                  </div>
                </InTextLanguage>
              </Card>
            ) : null,
          )}
        </div>
        <aside className="min-w-0 space-y-6">
          <Card title={t('details')} testId="job-facts">
            <FactList
              facts={facts}
              className="grid gap-3 text-sm"
              valueClassName="font-medium text-slate-900"
            />
          </Card>
          {(technical.length > 0 || social.length > 0) && (
            <Card title={t('skills')} testId="job-skills">
              {technical.length > 0 && (
                <>
                  <h3 className="mb-2 text-sm font-semibold">{t('technicalSkills')}</h3>
                  <Chips items={technical} />
                </>
              )}
              {social.length > 0 && (
                <>
                  <h3 className={`mb-2 text-sm font-semibold ${technical.length ? 'mt-4' : ''}`}>
                    {t('socialSkills')}
                  </h3>
                  <Chips items={social} tone="slate" />
                </>
              )}
            </Card>
          )}
        </aside>
      </div>
      <Provenance source={job.source} updatedAt={job.updatedAt} locale={locale} className="mt-6" />
    </article>
  );
}

/**
 * Home (spec public §2 "/ and /tr"; issue 18 §6): slogan, search, real ecosystem counts (with open
 * jobs, issue 15 §2), entry points by sector, then discover sections from the lists' own services
 * (startups, talents, jobs, ecosystem, investors, providers, reports; src/modules/site/home.ts),
 * the media items, up to six testimonials and the partners an admin edits (a section with no item
 * is not shown), and a sign-up card for visitors.
 * Visitors get `/tr` from the page cache (src/server/page-cache.ts); `/` answers in the browser's
 * language and is rendered each time, from the same cached lists as the discovery pages.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { getEcosystemCounts } from '@/modules/startups/stats';
import { countOpenJobs } from '@/modules/jobs/jobs';
import { getTypeItems } from '@/modules/reference/reference';
import { isSeededTypeId } from '@/modules/reference/data/type-lists';
import { StartupSearchBox } from '@/modules/startups/ui/startup-search-box';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { alternatesFor } from '@/ui/seo';
import { getHomeData } from '@/modules/site/home';
import { StartupCards } from '@/modules/startups/ui/startup-cards';
import { TalentCards } from '@/modules/profiles/ui/talent-card';
import { TechCenterCards } from '@/modules/organizations/ui/tech-center-cards';
import { JobCard } from '@/modules/jobs/ui/job-list-card';
import { loadJobNames } from '@/modules/jobs/ui/job-list-names';
import type { ReactNode } from 'react';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternates: alternatesFor(locale, { pathname: '/' }),
  };
}

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const tj = await getTranslations('jobs');
  const ctx = await pageCtx(locale);
  const [counts, sectors, openJobs, home] = await Promise.all([
    getEcosystemCounts(ctx),
    getTypeItems(ctx.db, 'startupSector'),
    countOpenJobs(ctx.db),
    getHomeData(ctx),
  ]);
  const jobNames = await loadJobNames(ctx.db, home.jobs, locale);
  const figures = [
    { label: t('countStartups'), value: formatCount(counts.startups, locale), testId: 'count-startups' },
    { label: t('countInvestors'), value: formatCount(counts.investors, locale), testId: 'count-investors' },
    { label: t('countFounders'), value: formatCount(counts.founders, locale), testId: 'count-founders' },
    { label: t('countRounds'), value: formatCount(counts.fundingRounds, locale), testId: 'count-rounds' },
    {
      label: t('countFunding'),
      value: formatMoney(counts.totalFundingUsd, 'USD', locale),
      testId: 'count-funding',
    },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-transparent">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('slogan')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('lead')}</p>
          <div className="mx-auto mt-8 max-w-xl text-left">
            <StartupSearchBox placeholder={t('searchPlaceholder')} />
          </div>
          <Link
            href="/startups"
            className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700"
          >
            {t('discover')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="counts" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="counts" className="text-center text-xl font-bold">
          {t('countsTitle')}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map((f) => (
            <div
              key={f.label}
              className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm"
            >
              <dd className="text-2xl font-black text-brand-700" data-testid={f.testId}>
                {f.value}
              </dd>
              <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
            </div>
          ))}
          {/* Open jobs, linking to the job list (issue 15 §2). */}
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <dd className="text-2xl font-black text-brand-700" data-testid="count-jobs">
              {formatCount(openJobs, locale)}
            </dd>
            <dt className="mt-1 text-sm">
              <Link href="/jobs" className="text-brand-700 underline hover:text-brand-800">
                {tj('homeCount')}
              </Link>
            </dt>
          </div>
        </dl>
        <p className="mt-2 text-center text-xs text-slate-500">{t('fundingNote')}</p>
      </section>
      <section aria-labelledby="entry" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="entry" className="text-xl font-bold">
          {t('entryTitle')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <Link
            href={{ pathname: '/startups/[[...filter]]', query: { country: '792' } }}
            className="rounded-xl border border-slate-200 bg-white p-5 font-semibold shadow-sm hover:border-brand-500"
          >
            {t('entryTurkey')} →
          </Link>
          <Link
            href={{ pathname: '/startups/[[...filter]]', query: { sort: 'funding' } }}
            className="rounded-xl border border-slate-200 bg-white p-5 font-semibold shadow-sm hover:border-brand-500"
          >
            {t('entryFunded')} →
          </Link>
          <Link
            href="/data-sources"
            className="rounded-xl border border-slate-200 bg-white p-5 font-semibold shadow-sm hover:border-brand-500"
          >
            {t('entryData')} →
          </Link>
        </div>
        <h3 className="mt-8 font-semibold">{t('entrySectors')}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sectors.map((s) => (
            <li key={s.id}>
              <Link
                href={{
                  pathname: '/startups/[[...filter]]',
                  // A sector an admin added has no address word the list knows: its id (filter.ts).
                  params: {
                    filter: [isSeededTypeId(s.id) ? (locale === 'tr' ? s.slugTr : s.slugEn) : String(s.id)],
                  },
                }}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700"
              >
                {locale === 'tr' ? s.nameTr : s.nameEn}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {!ctx.viewer.isAuthenticated && (
        <section
          aria-labelledby="join"
          className="mx-auto mt-4 max-w-6xl rounded-2xl bg-brand-700 px-6 py-8 text-white sm:px-10"
          data-testid="home-signup"
        >
          <h2 id="join" className="text-2xl font-black">
            {t('join.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t('join.lead')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              href="/register"
              className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('join.register')}
            </Link>
            <Link href="/login" className="rounded-lg border border-white px-5 py-2.5 font-semibold">
              {t('join.login')}
            </Link>
          </div>
        </section>
      )}
      <HomeSection id="home-startups" title={t('sections.startups')} all="/startups" allLabel={t('seeAll')}>
        <StartupCards startups={home.startups} locale={locale} />
      </HomeSection>
      {home.talents.length > 0 && (
        <HomeSection id="home-talents" title={t('sections.talents')} all="/talents" allLabel={t('seeAll')}>
          <TalentCards talents={home.talents} locale={locale} />
        </HomeSection>
      )}
      {home.jobs.length > 0 && (
        <HomeSection id="home-jobs" title={t('sections.jobs')} all="/jobs" allLabel={t('seeAll')}>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {home.jobs.map((job) => (
              <li key={job.id} className="flex min-w-0">
                <JobCard job={job} names={jobNames} locale={locale} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {home.ecosystem.length > 0 && (
        <HomeSection
          id="home-ecosystem"
          title={t('sections.ecosystem')}
          all="/tech-centers"
          allLabel={t('seeAll')}
        >
          <TechCenterCards
            organizations={home.ecosystem}
            locale={locale}
            headingLevel={3}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          />
        </HomeSection>
      )}
      {home.investors.length > 0 && (
        <HomeSection
          id="home-investors"
          title={t('sections.investors')}
          all="/investor-relation-map"
          allLabel={t('investorGraph')}
        >
          <TechCenterCards
            organizations={home.investors}
            locale={locale}
            headingLevel={3}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          />
        </HomeSection>
      )}
      {home.providers.length > 0 && (
        <HomeSection
          id="home-providers"
          title={t('sections.providers')}
          all="/providers"
          allLabel={t('seeAll')}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {home.providers.map((p) => (
              <li key={p.id}>
                <Link
                  href={{ pathname: '/providers/[seoUrl]', params: { seoUrl: p.seoUrl } }}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
                >
                  <h3 className="font-bold wrap-break-word">{p.name}</h3>
                  <p className="text-sm text-slate-600">
                    {[p.industries[0], p.city].filter(Boolean).join(' · ')}
                  </p>
                  {p.slogan && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{p.slogan}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {home.reports.length > 0 && (
        <HomeSection id="home-reports" title={t('sections.reports')} all="/reports" allLabel={t('seeAll')}>
          <ul className="grid gap-4 sm:grid-cols-3">
            {home.reports.map((r) => (
              <li key={r.id}>
                <Link
                  href={{ pathname: '/report/[seoUrl]', params: { seoUrl: r.seoUrl } }}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
                >
                  <p className="text-xs font-semibold text-brand-700 uppercase">{r.category.name}</p>
                  <h3 className="mt-1 font-bold">{r.title}</h3>
                  <p className="mt-1 line-clamp-3 text-sm text-slate-700">{r.summary}</p>
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {home.media.length > 0 && (
        <HomeSection id="home-media" title={t('sections.media')}>
          <ul className="grid gap-4 sm:grid-cols-3" data-testid="home-media-items">
            {home.media.map((m) => (
              <li key={`${m.url} ${m.titleEn}`}>
                <a
                  href={m.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
                >
                  <p className="text-xs font-semibold text-brand-700 uppercase">
                    {[m.outlet, m.publishedOn ? formatDate(m.publishedOn, locale) : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <h3 className="mt-1 font-bold wrap-break-word">
                    {locale === 'tr' ? m.titleTr : m.titleEn}
                  </h3>
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {home.testimonials.length > 0 && (
        <section aria-labelledby="home-testimonials" className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="home-testimonials" className="text-xl font-bold">
            {t('sections.testimonials')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-testimonials">
            {home.testimonials.map((q, i) => (
              <li key={i} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <figure>
                  <blockquote className="text-slate-800">
                    “{locale === 'tr' ? q.quoteTr : q.quoteEn}”
                  </blockquote>
                  <figcaption className="mt-3 text-sm">
                    <span className="font-semibold">{q.name}</span>
                    {(locale === 'tr' ? q.roleTr : q.roleEn) && (
                      <span className="block text-slate-600">{locale === 'tr' ? q.roleTr : q.roleEn}</span>
                    )}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {home.partners.length > 0 && (
        <section aria-labelledby="home-partners" className="mx-auto max-w-6xl px-4 pt-4 pb-12">
          <h2 id="home-partners" className="text-xl font-bold">
            {t('sections.partners')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3" data-testid="home-partners">
            {home.partners.map((p) => (
              <li key={p.name} className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm">
                {p.url ? (
                  <a
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    {p.name}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                ) : (
                  <span className="font-semibold">{p.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One discover section: its heading and a "see all" link to the list it comes from (when it has one). */
function HomeSection({
  id,
  title,
  all,
  allLabel,
  children,
}: {
  id: string;
  title: string;
  all?:
    | '/startups'
    | '/talents'
    | '/jobs'
    | '/tech-centers'
    | '/investor-relation-map'
    | '/providers'
    | '/reports';
  allLabel?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {all && (
          <Link href={all} className="text-sm font-semibold text-brand-700 underline">
            {allLabel} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

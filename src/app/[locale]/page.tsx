/** Home (spec §2 "/"): slogan, search, real ecosystem counts (with open jobs, issue 15 §2) and entry points. */
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
import { formatCount, formatMoney } from '@/lib/format';
import { alternatesFor } from '@/ui/seo';

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
  const [counts, sectors, openJobs] = await Promise.all([
    getEcosystemCounts(ctx),
    getTypeItems(ctx.db, 'startupSector'),
    countOpenJobs(ctx.db),
  ]);
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
    </>
  );
}

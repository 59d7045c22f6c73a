/**
 * /jobs (TR /is-ilanlari; issue 15 §2; public-and-account §2 "Job filter"; dashboard-and-operations
 * §9 "jobs filter default page 1, size 6, descending"): open jobs of visible startups, newest
 * first, 6 a page, filtered by working plans, sectors, skills, country then city and a text of at
 * least 2 characters. The address holds the filter and the page (./job-list-query.ts), so the
 * first view is rendered here without JavaScript and a result can be shared. No premium gating.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { ValidationError } from '@/server/errors';
import { searchJobs } from '@/modules/jobs/jobs';
import { JobCard } from '@/modules/jobs/ui/job-list-card';
import { JobListFilter } from '@/modules/jobs/ui/job-list-filter';
import { loadJobNames } from '@/modules/jobs/ui/job-list-names';
import {
  buildJobListQuery,
  countJobFilters,
  parseJobListQuery,
  toJobFilter,
} from '@/modules/jobs/ui/job-list-query';
import { getTypeList, listCities, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { toOptions } from '@/modules/reference/options';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { ListSearchForm } from '@/ui/list-search-form';
import { FilterDrawerButton } from '@/ui/filter-drawer';
import { FilterListLayout } from '@/ui/filter-list-layout';
import { SaveSearchButton } from '@/modules/lists/ui/save-search-button';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return {
    title: siteTitle(t('title')),
    description: t('lead'),
    alternates: alternatesFor(locale, '/jobs'),
  };
}

export default async function JobsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { query, page } = parseJobListQuery(await searchParams);
  const ctx = await pageCtx(locale);
  const t = await getTranslations('jobs');
  const tf = await getTranslations('filter');
  // A one-character text is refused by the service (spec §5): the list then ignores it and says why.
  const attempt = await searchJobs(ctx, toJobFilter(query, page)).catch((error: unknown) => {
    if (error instanceof ValidationError) return null;
    throw error;
  });
  const textTooShort = attempt === null;
  const result = attempt ?? (await searchJobs(ctx, toJobFilter({ ...query, q: undefined }, page)));
  const list = (id: number) => getTypeList(ctx.db, id, locale);
  const [names, plans, sectors, skills, softSkills, countries, cities] = await Promise.all([
    loadJobNames(ctx.db, result.items, locale),
    list(TYPE_LIST_IDS.jobWorkingPlan),
    list(TYPE_LIST_IDS.startupSector),
    list(TYPE_LIST_IDS.skill),
    list(TYPE_LIST_IDS.softSkill),
    listCountries(ctx.db, locale),
    query.country ? listCities(ctx.db, query.country, locale) : Promise.resolve([]),
  ]);
  const basePath = getPathname({ href: '/jobs', locale });
  const pages = Math.max(1, Math.ceil(result.totalCount / result.pageSize));
  const filterKey = JSON.stringify(query);
  // A filter, a text or a page past the end: the empty state offers the whole list.
  const narrowed = Object.keys(buildJobListQuery(query, page)).length > 0;
  return (
    // Phones: results first, the panel in the "Filters (N)" drawer; from md up: the sidebar.
    <FilterListLayout
      filterKey={filterKey}
      panel={
        <JobListFilter
          key={filterKey}
          query={query}
          action={basePath}
          options={{
            workingPlans: toOptions(plans),
            sectors: toOptions(sectors),
            // Technical and social skills: a job matches when it asks for any of them.
            skills: toOptions([...skills, ...softSkills]),
            countries: toOptions(countries),
            cities: toOptions(cities),
          }}
          labels={{ workingModel: t('workingModel'), sectors: t('sectors'), skills: t('skills') }}
        />
      }
    >
      <section aria-labelledby="jobs-title" className="min-w-0">
        <h1 id="jobs-title" className="text-2xl font-black">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="job-count" role="status">
          {t('count', { count: result.totalCount })}
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <FilterDrawerButton label={tf('drawerButton', { count: countJobFilters(query) })} />
          <ListSearchForm
            key={query.q ?? ''}
            action={basePath}
            keep={buildJobListQuery({ ...query, q: undefined })}
            defaultValue={query.q ?? ''}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={t('searchSubmit')}
            minLengthHint={t('searchHint')}
            testId="job-search"
          />
          <SaveSearchButton
            kind="job"
            query={new URLSearchParams(buildJobListQuery(query)).toString()}
            text={query.q}
          />
        </div>
        {textTooShort && (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('searchHint')}
          </p>
        )}
        {result.items.length === 0 ? (
          <div className="mt-4 rounded-xl bg-white p-8 text-center text-slate-700" data-testid="job-empty">
            <p>{narrowed ? t('noResults') : t('noJobs')}</p>
            {narrowed && (
              <Link href="/jobs" className="mt-3 inline-block font-semibold text-brand-700 underline">
                {t('showAll')}
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {result.items.map((job) => (
              <li key={job.id} className="flex min-w-0">
                <JobCard job={job} names={names} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={result.page}
          pages={pages}
          href={(n) => ({ pathname: '/jobs', query: buildJobListQuery(query, n) })}
          labels={{
            previous: t('previous'),
            next: t('next'),
            pageOf: t('pageOf', { page: result.page, pages }),
          }}
        />
      </section>
    </FilterListLayout>
  );
}

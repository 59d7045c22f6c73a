/**
 * /talents (TR /tr/yetenekler; spec public-and-account §2 talent list with the talent filter,
 * §4 filter apply and premium block, §9 nine a page). The address holds the filter and page;
 * the server checks premium groups (block instead of results) and the visitor maximum.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { PaymentRequiredError, ValidationError } from '@/server/errors';
import {
  parseTalentQuery,
  buildTalentQuery,
  talentPremiumFiltersUsed,
} from '@/modules/profiles/talent-filter';
import { searchTalents, type TalentPage } from '@/modules/profiles/talents';
import { TalentCards } from '@/modules/profiles/ui/talent-card';
import { TalentFilterPanel } from '@/modules/profiles/ui/talent-filter-panel';
import {
  getTypeList,
  getUniversityNames,
  listCities,
  listCountries,
  listLanguages,
} from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { ListSearchForm } from '@/ui/list-search-form';
import { FilterDrawerButton } from '@/ui/filter-drawer';
import { FilterListLayout } from '@/ui/filter-list-layout';
import { countActiveFilters } from '@/ui/filter-count';
import { toOptions } from '@/modules/reference/options';
import { SaveSearchButton } from '@/modules/lists/ui/save-search-button';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'talents' });
  return {
    title: siteTitle(t('title')),
    description: t('lead'),
    alternates: alternatesFor(locale, '/talents'),
  };
}

export default async function TalentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { filter, page } = parseTalentQuery(await searchParams);
  const ctx = await pageCtx(locale);
  const t = await getTranslations('talents');
  const tf = await getTranslations('filter');
  let result: TalentPage | null = null;
  let problem: 'premium' | 'visitorLimit' | null = null;
  try {
    result = await searchTalents(ctx, { filter, page });
  } catch (error) {
    if (error instanceof PaymentRequiredError) problem = 'premium';
    else if (error instanceof ValidationError) problem = 'visitorLimit';
    else throw error;
  }
  const [countries, cities, plans, professions, skills, statuses, languages, schoolNames] = await Promise.all(
    [
      listCountries(ctx.db, locale),
      filter.country ? listCities(ctx.db, filter.country, locale) : Promise.resolve([]),
      getTypeList(ctx.db, TYPE_LIST_IDS.jobWorkingPlan, locale),
      getTypeList(ctx.db, TYPE_LIST_IDS.profession, locale),
      getTypeList(ctx.db, TYPE_LIST_IDS.skill, locale),
      getTypeList(ctx.db, TYPE_LIST_IDS.jobSearchStatus, locale),
      listLanguages(ctx.db, locale),
      getUniversityNames(ctx.db, filter.schools),
    ],
  );
  const basePath = getPathname({ href: '/talents', locale });
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;
  const pageHref = (n: number) => ({ pathname: '/talents' as const, query: buildTalentQuery(filter, n) });
  const mayUsePremium =
    ctx.viewer.isPremium || ctx.viewer.isAdmin || ctx.viewer.packages.includes('talent-search-personal');
  return (
    // Phones: results first, the panel in a drawer ("Filters (N)"); from md up: the sidebar.
    <FilterListLayout
      filterKey={JSON.stringify(filter)}
      panel={
        <TalentFilterPanel
          key={JSON.stringify(filter)}
          filter={filter}
          options={{
            countries: toOptions(countries),
            cities: toOptions(cities),
            workingPlans: toOptions(plans),
            professions: toOptions(professions),
            skills: toOptions(skills),
            jobSearchStatus: toOptions(statuses),
            languages,
            schools: filter.schools.flatMap((id) => {
              const name = schoolNames.get(id);
              return name ? [{ id, name }] : [];
            }),
          }}
          isAuthenticated={ctx.viewer.isAuthenticated}
          mayUsePremium={mayUsePremium}
          basePath={basePath}
        />
      }
    >
      <section aria-labelledby="talents-title" className="min-w-0">
        <h1 id="talents-title" className="text-2xl font-black">
          {t('title')}
        </h1>
        {result && (
          <p className="mt-1 text-sm text-slate-600" data-testid="talent-count">
            {t('count', { count: result.totalCount })}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <FilterDrawerButton
            label={tf('drawerButton', { count: countActiveFilters(filter, ['q', 'salaryCurrency']) })}
          />
          <ListSearchForm
            key={filter.q ?? ''}
            action={basePath}
            keep={buildTalentQuery({ ...filter, q: undefined })}
            defaultValue={filter.q ?? ''}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={t('searchSubmit')}
            minLengthHint={t('searchHint')}
            testId="talent-search"
          />
          <SaveSearchButton
            kind="talent"
            query={new URLSearchParams(buildTalentQuery(filter)).toString()}
            text={filter.q}
          />
        </div>
        {problem === 'premium' && (
          <div
            role="alert"
            data-testid="talent-premium-block-page"
            className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900"
          >
            {t('premiumNotice', {
              filters: talentPremiumFiltersUsed(filter)
                .map((g) => t(`groups.${g}`))
                .join(', '),
            })}{' '}
            <Link href="/payment-plans" target="_blank" className="font-semibold underline">
              {t('plans')}
            </Link>
          </div>
        )}
        {problem === 'visitorLimit' && (
          <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
            {t('visitorLimit')}
          </p>
        )}
        {result && result.data.length === 0 && (
          <p className="mt-4 rounded-xl bg-white p-8 text-center text-slate-600">{t('noResults')}</p>
        )}
        {result && result.data.length > 0 && (
          <TalentCards talents={result.data} locale={locale} className="mt-4" />
        )}
        <Pager
          page={page}
          pages={pages}
          href={pageHref}
          labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages: pages }) }}
        />
      </section>
    </FilterListLayout>
  );
}

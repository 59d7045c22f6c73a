/**
 * /tech-centers (TR /teknoloji-merkezleri; spec public-and-account §2): ecosystem organizations
 * with the organization filter and a search box (`q`), 6 a page, institutions (technoparks,
 * incubators, accelerators…) before investors, newest first, with their open-program count.
 * A tagline in the other language carries its language note (issue 13 §1).
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { getTypeList, listCities, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { searchTechCenters } from '@/modules/organizations/tech-centers';
import { buildTechCenterQuery, parseTechCenterQuery } from '@/modules/organizations/tech-center-filter';
import { TechCenterFilterPanel } from '@/modules/organizations/ui/tech-center-filter-panel';
import { TechCenterCards } from '@/modules/organizations/ui/tech-center-cards';
import { ListSearchForm } from '@/ui/list-search-form';
import { FilterDrawerButton } from '@/ui/filter-drawer';
import { FilterListLayout } from '@/ui/filter-list-layout';
import { countActiveFilters } from '@/ui/filter-count';
import { toOptions } from '@/modules/reference/options';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'techCenters' });
  return {
    title: siteTitle(t('title')),
    description: t('metaDescription'),
    alternates: alternatesFor(locale, '/tech-centers'),
  };
}

export default async function TechCentersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { filter, page } = parseTechCenterQuery(await searchParams);
  const ctx = await pageCtx(locale);
  const t = await getTranslations('techCenters');
  const tf = await getTranslations('filter');
  const list = (id: number) => getTypeList(ctx.db, id, locale);
  const [result, types, countries, cities, stages, sectors, markets, programTypes] = await Promise.all([
    searchTechCenters(ctx, { filter, page }),
    list(TYPE_LIST_IDS.organizationType),
    listCountries(ctx.db, locale),
    filter.country ? listCities(ctx.db, filter.country, locale) : Promise.resolve([]),
    list(TYPE_LIST_IDS.startupStage),
    list(TYPE_LIST_IDS.startupSector),
    list(TYPE_LIST_IDS.targetMarket),
    list(TYPE_LIST_IDS.programType),
  ]);
  const pages = Math.max(1, Math.ceil(result.totalCount / result.pageSize));
  const basePath = getPathname({ href: '/tech-centers', locale });
  const pageHref = (n: number) => ({
    pathname: '/tech-centers' as const,
    query: buildTechCenterQuery(filter, n),
  });
  return (
    // Phones: results first, the panel in a drawer ("Filters (N)"); from md up: the sidebar.
    <FilterListLayout
      filterKey={JSON.stringify(filter)}
      panel={
        <TechCenterFilterPanel
          key={JSON.stringify(filter)}
          filter={filter}
          basePath={basePath}
          options={{
            types: toOptions(types),
            countries: toOptions(countries),
            cities: toOptions(cities),
            stages: toOptions(stages),
            sectors: toOptions(sectors),
            markets: toOptions(markets),
            programTypes: toOptions(programTypes),
          }}
        />
      }
    >
      <section aria-labelledby="tech-centers-title" className="min-w-0">
        <h1 id="tech-centers-title" className="text-2xl font-black">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('listLead')}</p>
        <p className="mt-1 text-sm text-slate-600" data-testid="tech-center-count">
          {t('count', { count: result.totalCount })}
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <FilterDrawerButton label={tf('drawerButton', { count: countActiveFilters(filter) })} />
          <ListSearchForm
            key={filter.q ?? ''}
            action={basePath}
            keep={buildTechCenterQuery({ ...filter, q: undefined })}
            defaultValue={filter.q ?? ''}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={t('searchSubmit')}
            minLengthHint={t('searchHint')}
            testId="tech-center-search"
          />
        </div>
        {result.data.length === 0 && (
          <p className="mt-4 rounded-xl bg-white p-8 text-center text-slate-600">{t('noResults')}</p>
        )}
        <TechCenterCards
          organizations={result.data}
          locale={locale}
          headingLevel={2}
          className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        />
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

/**
 * /patents (TR /patentler; issue 18 §3, spec public §1–§2 "/patents … Turkish locale only in the
 * menu"): the patents of startups and organizations, most mature first, 12 a page, with the
 * patent filter (sector, TRL, needs, owner type, city) and a search box (`q`). Each card links
 * to the patent's page and to its owner's.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { ListSearchForm } from '@/ui/list-search-form';
import { FilterDrawerButton } from '@/ui/filter-drawer';
import { FilterListLayout } from '@/ui/filter-list-layout';
import { countActiveFilters } from '@/ui/filter-count';
import { ClientMessages } from '@/ui/client-messages';
import { getTypeList } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { toOptions } from '@/modules/reference/options';
import { patentFilterFacets, searchAllPatents } from '@/modules/patents/patents';
import { buildPatentQuery, parsePatentQuery } from '@/modules/patents/filter';
import { PatentFilterPanel } from '@/modules/patents/ui/patent-filter-panel';
import { PatentCardView } from '@/modules/patents/ui/patent-card';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'patents' });
  return {
    title: siteTitle(t('title')),
    description: t('metaDescription'),
    alternates: alternatesFor(locale, '/patents'),
  };
}

export default async function PatentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { filter, page } = parsePatentQuery(await searchParams);
  const ctx = await pageCtx(locale);
  const t = await getTranslations('patents');
  const tf = await getTranslations('filter');
  const [result, facets, sectors, needs] = await Promise.all([
    searchAllPatents(ctx, filter, page),
    patentFilterFacets(ctx),
    getTypeList(ctx.db, TYPE_LIST_IDS.startupSector, locale),
    getTypeList(ctx.db, TYPE_LIST_IDS.patentNeed, locale),
  ]);
  const pages = Math.max(1, Math.ceil(result.totalCount / result.pageSize));
  const basePath = getPathname({ href: '/patents', locale });
  return (
    <FilterListLayout
      filterKey={JSON.stringify(filter)}
      panel={
        <ClientMessages namespaces={['patents', 'filter']}>
          <PatentFilterPanel
            key={JSON.stringify(filter)}
            filter={filter}
            basePath={basePath}
            options={{
              sectors: toOptions(sectors),
              needs: toOptions(needs),
              ownerTypes: facets.ownerTypes,
              cities: facets.cities,
            }}
          />
        </ClientMessages>
      }
    >
      <section aria-labelledby="patents-title" className="min-w-0">
        <h1 id="patents-title" className="text-2xl font-black">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
        <p className="mt-1 text-sm text-slate-600" data-testid="patent-count">
          {t('count', { count: result.totalCount })}
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <FilterDrawerButton label={tf('drawerButton', { count: countActiveFilters(filter) })} />
          <ListSearchForm
            key={filter.q ?? ''}
            action={basePath}
            keep={buildPatentQuery({ ...filter, q: undefined })}
            defaultValue={filter.q ?? ''}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            submitLabel={t('searchSubmit')}
            minLengthHint={t('searchHint')}
            testId="patent-search"
          />
        </div>
        {result.data.length === 0 && (
          <p className="mt-4 rounded-xl bg-white p-8 text-center text-slate-600">{t('noResults')}</p>
        )}
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {result.data.map((p) => (
            <li key={p.id} data-testid="patent-card">
              <PatentCardView patent={p} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={pages}
          href={(n) => ({ pathname: '/patents' as const, query: buildPatentQuery(filter, n) })}
          labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
        />
      </section>
    </FilterListLayout>
  );
}

/**
 * /startups/{filterSlug?} (TR /tr/girisimler/...): the startup list with the filter panel,
 * list or table view, sorting and previous/next paging (spec §2, §4, §9).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { gatedFilterGroups, getPremiumSettings } from '@/modules/access/premium';
import { pageCtx } from '@/server/page-context';
import { PaymentRequiredError, ValidationError } from '@/server/errors';
import {
  parseStartupAddress,
  premiumFiltersUsed,
  STARTUP_SORTS,
  type AddressState,
} from '@/modules/startups/filter';
import { searchStartups, type Paged } from '@/modules/startups/search';
import type { StartupSummary } from '@/modules/startups/summaries';
import { getStartupFilterOptions } from '@/modules/startups/filter-options';
import { FilterPanel } from '@/modules/startups/ui/filter-panel-lazy';
import { StartupCards } from '@/modules/startups/ui/startup-cards';
import { StartupTable } from '@/modules/startups/ui/startup-table-lazy';
import { editableStartupIds } from '@/modules/startups/editing';
import { SortSelect } from '@/modules/startups/ui/sort-select';
import { StartupSearchBox } from '@/modules/startups/ui/startup-search-box';
import { startupListHref } from '@/modules/startups/ui/list-href';
import { formatCount } from '@/lib/format';
import { absoluteUrl, siteTitle } from '@/ui/seo';
import { FilterDrawerButton } from '@/ui/filter-drawer';
import { FilterListLayout } from '@/ui/filter-list-layout';
import { localizedPath } from '@/i18n/paths';
import { countActiveFilters } from '@/ui/filter-count';
import { SaveSearchButton } from '@/modules/lists/ui/save-search-button';
import { startupSavedQuery } from '@/modules/lists/saved-searches';

interface Props {
  params: Promise<{ locale: Locale; filter?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function readState({ params, searchParams }: Props): Promise<{ locale: Locale; state: AddressState }> {
  const { locale, filter } = await params;
  if (filter && filter.length > 1) notFound();
  const parsed = parseStartupAddress(filter?.[0], await searchParams, locale);
  if (!parsed.success) notFound();
  return { locale, state: parsed.state };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, state } = await readState(props);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const base = { filter: { ...state.filter }, page: state.page };
  return {
    title: siteTitle(t('startupsTitle')),
    description: t('startupsDescription'),
    alternates: {
      canonical: absoluteUrl(startupListHref(base, locale), locale),
      languages: {
        en: absoluteUrl(startupListHref(base, 'en'), 'en'),
        tr: absoluteUrl(startupListHref(base, 'tr'), 'tr'),
      },
    },
  };
}

export default async function StartupsPage(props: Props) {
  const { locale, state } = await readState(props);
  setRequestLocale(locale);
  const t = await getTranslations('startups');
  const tf = await getTranslations('filter');
  const te = await getTranslations('startupExport');
  const ctx = await pageCtx(locale);
  const { filter, page, sort, view } = state;

  const gatedGroups = gatedFilterGroups(await getPremiumSettings(ctx.db));
  let result: Paged<StartupSummary> | null = null;
  let problem: { kind: 'premium'; filters: string[] } | { kind: 'invalid'; message: string } | null = null;
  try {
    result = await searchStartups(ctx, { filter, page, sort });
  } catch (error) {
    if (error instanceof PaymentRequiredError)
      problem = { kind: 'premium', filters: premiumFiltersUsed(filter, gatedGroups) };
    else if (error instanceof ValidationError) problem = { kind: 'invalid', message: tf('maxOneAnonymous') };
    else throw error;
  }
  const options = await getStartupFilterOptions(
    ctx,
    filter.countries.length === 1 ? filter.countries[0] : undefined,
    filter.investors,
  );
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;
  const href = (patch: Partial<AddressState>) => startupListHref({ ...state, ...patch }, locale);
  const sortHrefs = Object.fromEntries(
    STARTUP_SORTS.map((s) => [s, getPathname({ href: href({ sort: s, page: 1 }), locale })]),
  ) as Record<(typeof STARTUP_SORTS)[number], string>;
  const sortLabels = {
    sort: t('sort'),
    realFirst: t('sortRealFirst'),
    newest: t('sortNewest'),
    name: t('sortName'),
    funding: t('sortFunding'),
    lastRound: t('sortLastRound'),
  };

  return (
    // Phones: results first, the panel in a drawer ("Filters (N)"); from md up: the sidebar.
    <FilterListLayout
      filterKey={JSON.stringify(filter)}
      wideSidebar
      asideFooter={
        !ctx.viewer.isAuthenticated && (
          <div className="rounded-xl md:mt-4 border border-brand-100 bg-brand-50 p-4 text-sm">
            <p className="font-semibold">{t('signUpCardTitle')}</p>
            <p className="mt-1 text-slate-600">{t('signUpCardText')}</p>
          </div>
        )
      }
      panel={
        <FilterPanel
          key={JSON.stringify(filter)}
          filter={filter}
          options={options}
          isAuthenticated={ctx.viewer.isAuthenticated}
          isPremium={ctx.viewer.isPremium || ctx.viewer.isAdmin}
          gatedGroups={gatedGroups}
          sort={sort}
          view={view}
        />
      }
    >
      <section aria-labelledby="results-title" className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="results-title" className="text-2xl font-black">
            {t('title')}
          </h1>
          {result && (
            <p className="text-sm text-slate-600" data-testid="result-count">
              {result.countCapped
                ? t('resultCountAtLeast', { count: result.totalCount })
                : t('resultCount', { count: result.totalCount })}
            </p>
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <div className="w-full min-w-0 sm:w-auto sm:min-w-64 sm:flex-1">
            <StartupSearchBox
              key={filter.q ?? ''}
              defaultValue={filter.q ?? ''}
              list={href({ filter: { ...filter, q: undefined }, page: 1 })}
            />
          </div>
          <FilterDrawerButton label={tf('drawerButton', { count: countActiveFilters(filter) })} />
          <SortSelect value={sort} hrefs={sortHrefs} labels={sortLabels} />
          <div
            role="group"
            aria-label={t('view')}
            className="flex overflow-hidden rounded-lg border border-slate-300 text-sm"
          >
            <Link
              href={href({ view: 'list' })}
              aria-current={view === 'list' ? 'page' : undefined}
              className={`px-3 py-1.5 ${view === 'list' ? 'bg-brand-600 text-white' : 'bg-white'}`}
            >
              {t('listView')}
            </Link>
            <Link
              href={href({ view: 'table' })}
              aria-current={view === 'table' ? 'page' : undefined}
              className={`px-3 py-1.5 ${view === 'table' ? 'bg-brand-600 text-white' : 'bg-white'}`}
            >
              {t('tableView')}
            </Link>
          </div>
          {/* Issue 16 §3: premium users export this list; others are shown the plans. */}
          <a
            href={
              ctx.viewer.isPremium
                ? localizedPath(
                    '/dashboard/exports',
                    locale,
                    {},
                    {
                      list: getPathname({ href: href({ page: 1 }), locale }).replace(/\?$/, ''),
                    },
                  )
                : localizedPath('/payment-plans', locale)
            }
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
            data-testid="export-link"
          >
            {ctx.viewer.isPremium ? te('exportButton') : te('exportPremium')}
          </a>
          <SaveSearchButton kind="startup" query={startupSavedQuery(filter)} text={filter.q} />
        </div>

        <div className="mt-4">
          {problem?.kind === 'premium' && (
            <div
              role="alert"
              data-testid="premium-block-page"
              className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900"
            >
              <p>
                {tf('premiumNotice', {
                  filters: problem.filters.map((g) => tf(`groups.${g}` as 'groups.stage')).join(', '),
                })}
              </p>
              <Link
                href="/payment-plans"
                target="_blank"
                rel="noopener"
                className="mt-2 inline-block font-semibold underline"
              >
                {tf('premiumLink')} ↗
              </Link>
            </div>
          )}
          {problem?.kind === 'invalid' && (
            <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
              {problem.message}
            </p>
          )}
          {result && result.data.length === 0 && !result.limitedTo && (
            <p className="rounded-xl bg-white p-8 text-center text-slate-600">{t('noResults')}</p>
          )}
          {result &&
            result.data.length > 0 &&
            (view === 'table' ? (
              <StartupTable
                startups={result.data}
                editable={editableStartupIds(
                  ctx.viewer,
                  result.data.map((r) => r.id),
                )}
              />
            ) : (
              <StartupCards startups={result.data} locale={locale} />
            ))}
          {result?.limitedTo !== undefined &&
            result.totalCount > result.limitedTo &&
            page * result.pageSize >= result.limitedTo && (
              <p
                data-testid="free-limit"
                className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-sm"
              >
                {t('freeLimit', { count: result.limitedTo })}{' '}
                <Link
                  href="/payment-plans"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  {tf('premiumLink')}
                </Link>
              </p>
            )}
        </div>

        {result && result.totalCount > 0 && (
          <nav
            aria-label={t('pageOf', { page, pages })}
            className="mt-6 flex items-center justify-between text-sm"
          >
            {page > 1 ? (
              <Link
                href={href({ page: page - 1 })}
                rel="prev"
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium hover:border-brand-500"
              >
                ← {t('previous')}
              </Link>
            ) : (
              <span className="rounded-lg border border-slate-200 px-4 py-2 text-slate-400" aria-disabled>
                ← {t('previous')}
              </span>
            )}
            <span data-testid="page-of">
              {t('pageOf', { page: formatCount(page, locale), pages: formatCount(pages, locale) })}
            </span>
            {page < pages ? (
              <Link
                href={href({ page: page + 1 })}
                rel="next"
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium hover:border-brand-500"
              >
                {t('next')} →
              </Link>
            ) : (
              <span className="rounded-lg border border-slate-200 px-4 py-2 text-slate-400" aria-disabled>
                {t('next')} →
              </span>
            )}
          </nav>
        )}
      </section>
    </FilterListLayout>
  );
}

/**
 * /search (TR /arama; issue 18 §4, spec public §4 "Header search", §5 at least 2 characters): the
 * header search's "see all results". The text (`q`) searched in six kinds — people, startups,
 * organizations, programs, service providers, open jobs — as tabs (`type`) with their counts
 * (capped at 1,000), 20 results a page (`page`), names beginning with the text first. Without a
 * `type` the first tab with results is open. Turkish letters and case do not matter. Not in the
 * page cache: every text is a new address, and the search itself is an index lookup.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { ListSearchForm } from '@/ui/list-search-form';
import { normalizeSearchText } from '@/lib/text';
import {
  COUNT_LIMIT,
  countKinds,
  RESULTS_PAGE_SIZE,
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  searchKind,
  type SearchKind,
} from '@/modules/search/global-search';
import { SearchHitRow } from '@/modules/search/ui/search-hit-row';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = one((await searchParams).q)
    .trim()
    .slice(0, 100);
  const t = await getTranslations({ locale, namespace: 'search' });
  return {
    title: siteTitle(q ? t('titleFor', { q }) : t('title')),
    description: t('metaDescription'),
    alternates: alternatesFor(locale, '/search'),
    // Result pages are not worth indexing; the pages they lead to are.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const q = one(query.q).trim().slice(0, 100);
  const asked = one(query.type) as SearchKind;
  const page = Math.max(
    1,
    Math.min(COUNT_LIMIT / RESULTS_PAGE_SIZE, Number.parseInt(one(query.page), 10) || 1),
  );
  const t = await getTranslations('search');
  const ctx = await pageCtx(locale);
  const searchable = normalizeSearchText(q).length >= SEARCH_MIN_LENGTH;
  const counts = searchable ? await countKinds(ctx, q) : null;
  const type: SearchKind = SEARCH_KINDS.includes(asked)
    ? asked
    : (SEARCH_KINDS.find((k) => (counts?.[k] ?? 0) > 0) ?? 'startup');
  const result = searchable ? await searchKind(ctx, type, q, page) : null;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;
  const href = (kind: SearchKind, n = 1) => ({
    pathname: '/search' as const,
    query: { q, type: kind, ...(n > 1 ? { page: String(n) } : {}) },
  });
  return (
    <section aria-labelledby="search-title" className="mx-auto max-w-4xl px-4 py-8">
      <h1 id="search-title" className="text-2xl font-black">
        {q ? t('titleFor', { q }) : t('title')}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      <div className="mt-4">
        <ListSearchForm
          key={q}
          action={getPathname({ href: '/search', locale })}
          keep={SEARCH_KINDS.includes(asked) ? { type: asked } : {}}
          defaultValue={q}
          label={t('inputLabel')}
          placeholder={t('placeholder')}
          submitLabel={t('submit')}
          minLengthHint={t('hint')}
          testId="search-page-form"
        />
      </div>
      {!searchable && (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-slate-600" data-testid="search-prompt">
          {q ? t('hint') : t('prompt')}
        </p>
      )}
      {counts && result && (
        <>
          <nav aria-label={t('tabsLabel')} className="mt-6 border-b border-slate-200">
            <ul className="-mb-px flex flex-wrap gap-x-1">
              {SEARCH_KINDS.map((kind) => (
                <li key={kind}>
                  <Link
                    href={href(kind)}
                    aria-current={kind === type ? 'page' : undefined}
                    data-testid={`search-tab-${kind}`}
                    className={`inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium ${
                      kind === type
                        ? 'border-brand-600 text-brand-700'
                        : 'border-transparent text-slate-600 hover:text-brand-700'
                    }`}
                  >
                    {t(`tab.${kind}`)}
                    <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-700">
                      {counts[kind] >= COUNT_LIMIT ? `${COUNT_LIMIT}+` : counts[kind]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-3 text-sm text-slate-600" data-testid="search-count">
            {result.totalCount >= COUNT_LIMIT
              ? t('countCapped', { count: COUNT_LIMIT })
              : t('count', { count: result.totalCount })}
          </p>
          {result.data.length === 0 ? (
            <p className="mt-4 rounded-xl bg-white p-8 text-center text-slate-600">{t('noResults', { q })}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2">
              {result.data.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} data-testid="search-hit">
                  <SearchHitRow hit={hit} kindLabel={t(`kind.${hit.kind}`)} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={result.page}
            pages={pages}
            href={(n) => href(type, n)}
            labels={{
              previous: t('previous'),
              next: t('next'),
              pageOf: t('pageOf', { page: result.page, pages }),
            }}
          />
        </>
      )}
    </section>
  );
}

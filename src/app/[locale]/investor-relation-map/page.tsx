/**
 * /investor-relation-map (TR /yatirimci-iliski-haritasi; issue 18 §2; spec public §2 "Maps", §3
 * graph nodes and edges): investors and startups as a graph built from the funding rounds, laid
 * out on the server, drawn in the browser with sigma.js (InvestorGraphView), with filters by
 * sector, country and years (a GET form: works without JavaScript), node search, neighbourhood
 * focus, click-through and the shortest path between two nodes. Without JavaScript the first view
 * still lists the most active investors with links.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { ClientMessages } from '@/ui/client-messages';
import { getTypeList, listCountries } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { filterGraph, getInvestorGraph, parseGraphFilter } from '@/modules/graph/graph';
import { InvestorGraphView } from '@/modules/graph/ui/investor-graph-view';
import { MapsNav } from '@/modules/maps/ui/maps-nav';
import { CountTable } from '@/modules/maps/ui/count-table';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'investorGraph' });
  return {
    title: siteTitle(t('title')),
    description: t('meta'),
    alternates: alternatesFor(locale, '/investor-relation-map'),
  };
}

const FIELD =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none';

export default async function InvestorRelationMapPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const filter = parseGraphFilter(query);
  const ctx = await pageCtx(locale);
  const t = await getTranslations('investorGraph');
  const [full, sectors, countries] = await Promise.all([
    getInvestorGraph(ctx),
    getTypeList(ctx.db, TYPE_LIST_IDS.startupSector, locale),
    listCountries(ctx.db, locale),
  ]);
  const graph = filterGraph(full, filter);
  // Only the countries some startup of the graph is in.
  const present = new Set(full.nodes.map((n) => n.country).filter(Boolean));
  const countryOptions = countries.filter((c) => present.has(c.id));
  const top = graph.nodes
    .filter((n) => n.kind === 'investor')
    .sort((a, b) => b.degree - a.degree || a.label.localeCompare(b.label))
    .slice(0, 20);
  const basePath = getPathname({ href: '/investor-relation-map', locale });
  const filtered = Object.values(filter).some((v) => v !== undefined);
  const viewQuery = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('lead')}</p>
      <MapsNav current="/investor-relation-map" />
      <form
        method="get"
        action={basePath}
        className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t('filters')}
      >
        <label className="block text-sm font-semibold text-slate-800">
          {t('sector')}
          <select name="sector" defaultValue={filter.sector ?? ''} className={FIELD}>
            <option value="">{t('any')}</option>
            {sectors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t('country')}
          <select name="country" defaultValue={filter.country ?? ''} className={FIELD}>
            <option value="">{t('any')}</option>
            {countryOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t('yearFrom')}
          <input
            name="yearFrom"
            type="number"
            min={1900}
            max={2100}
            defaultValue={filter.yearFrom}
            className={FIELD}
          />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t('yearTo')}
          <input
            name="yearTo"
            type="number"
            min={1900}
            max={2100}
            defaultValue={filter.yearTo}
            className={FIELD}
          />
        </label>
        <div className="flex items-end gap-3">
          <button
            type="submit"
            className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('apply')}
          </button>
          {filtered ? (
            <Link href="/investor-relation-map" className="py-2 text-sm text-slate-700 underline">
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </form>
      <ClientMessages namespaces={['investorGraph']}>
        <InvestorGraphView key={JSON.stringify(viewQuery)} query={viewQuery} />
      </ClientMessages>
      <section aria-labelledby="top-investors-title" className="mt-8">
        <h2 id="top-investors-title" className="text-lg font-bold">
          {t('topTitle')}
        </h2>
        <CountTable
          caption={t('topCaption')}
          headers={[t('investor'), t('topStartups')]}
          locale={locale}
          bodyTestId="top-investors"
          rows={top.map((n) => ({
            key: n.id,
            head: (
              <Link
                href={{
                  pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                  params: { seoUrl: n.seoUrl, fromHeader: [] },
                }}
                className="text-sky-800 hover:underline"
              >
                {n.label}
              </Link>
            ),
            counts: [n.degree],
          }))}
        />
      </section>
    </div>
  );
}

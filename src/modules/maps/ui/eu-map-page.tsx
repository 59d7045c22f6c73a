/**
 * The body of /ecosystem-map-eu (issue 18 §1; spec public §2 "Maps"): Europe's countries
 * (Natural Earth via world-atlas) coloured by their number of approved EU ecosystem organizations
 * (managed by super admins under /admin/management/eu-ecosystem-management) of the organization
 * types the visitor keeps switched on (every type present by default), the chosen country's
 * organizations of those types with their type, city and website, and a table of the same
 * numbers (one column per type when several are on). Countries outside the map's set are drawn
 * grey for context. Address: `country` (ISO 3166 alpha-2, any case) and `show` (organization type
 * ids, comma-separated; `show=` alone: none).
 */
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { Ctx } from '@/server/context';
import { listApprovedEuOrganizations, listEuCountries } from '@/modules/organizations/eu-organizations';
import { getTypeNameIndex } from '@/modules/reference/reference';
import { europeShapes } from '../geometry';
import { colourClasses, colourOf } from '../scale';
import { ChoroplethSvg, MapLegend } from './choropleth';
import { CategoryForm } from './category-form';
import { chosenKeys, mapHref } from '../switches';
import { MapsNav } from './maps-nav';
import { CountTable } from './count-table';

const CONTEXT_FILL = '#e2e8f0';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function EuMapPage({
  ctx,
  locale,
  searchParams,
}: {
  ctx: Ctx;
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations('maps');
  const [countries, typeNames] = await Promise.all([listEuCountries(ctx), getTypeNameIndex(ctx.db, locale)]);
  // The switches: every organization type some approved organization has, by name, with its total.
  const typeTotals = new Map<string, number>();
  for (const c of countries)
    for (const [key, n] of Object.entries(c.byType)) typeTotals.set(key, (typeTotals.get(key) ?? 0) + n);
  const typeLabel = (key: string) => typeNames.get(Number(key)) ?? key;
  const typeKeys = [...typeTotals.keys()].sort((a, b) => typeLabel(a).localeCompare(typeLabel(b), locale));
  const show = first(searchParams.show);
  const chosen = chosenKeys(typeKeys, show);
  const isDefault = chosen.length === typeKeys.length;
  const totalOf = (byType: Record<string, number>) =>
    chosen.reduce((sum, key) => sum + (byType[key] ?? 0), 0);
  const asked = first(searchParams.country)?.trim().toUpperCase();
  const selected = asked ? countries.find((c) => c.iso2 === asked) : undefined;
  const chosenIds = new Set(chosen.map(Number));
  const organizations = selected
    ? (await listApprovedEuOrganizations(ctx, selected.id)).filter((o) => chosenIds.has(o.typeId))
    : [];
  const basePath = getPathname({ href: '/ecosystem-map-eu', locale });
  const hrefFor = (iso2?: string) =>
    mapHref(basePath, isDefault ? undefined : chosen.join(','), iso2?.toLowerCase(), 'country');
  /** Hover text: the country's total, then one line per chosen type it has ("Accelerator: 2"). */
  const countryTitle = (name: string, byType: Record<string, number>) =>
    [
      t('countryTitle', { name, total: totalOf(byType) }),
      ...(chosen.length > 1
        ? chosen.flatMap((key) =>
            byType[key] ? [t('regionCategory', { label: typeLabel(key), count: byType[key] })] : [],
          )
        : []),
    ].join('\n');
  const byId = new Map(countries.map((c) => [c.id, c]));
  const classes = colourClasses(Math.max(0, ...countries.map((c) => totalOf(c.byType))));
  const shapes = europeShapes();
  const perType = chosen.length > 1 ? chosen : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black">{t('euTitle')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('euLead')}</p>
      <MapsNav current="/ecosystem-map-eu" />
      {typeKeys.length > 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <CategoryForm
            action={basePath}
            keep={selected ? { name: 'country', value: selected.iso2.toLowerCase() } : undefined}
            legend={t('show')}
            applyLabel={t('apply')}
            categories={typeKeys.map((key) => ({
              key,
              chosen: chosen.includes(key),
              label: t('categoryCount', { label: typeLabel(key), count: typeTotals.get(key) ?? 0 }),
            }))}
          />
        </div>
      ) : null}
      {typeKeys.length > 0 && chosen.length === 0 ? (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('noneChosen')}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 lg:col-span-2">
          <ChoroplethSvg
            width={shapes.width}
            height={shapes.height}
            testId="eu-map"
            regions={shapes.shapes.map((shape, i) => {
              const country = byId.get(shape.id);
              if (!country) return { key: `context-${i}`, d: shape.d, fill: CONTEXT_FILL, title: shape.name };
              return {
                key: country.iso2.toLowerCase(),
                d: shape.d,
                fill: colourOf(totalOf(country.byType), classes),
                href: hrefFor(country.iso2),
                title: countryTitle(country.name, country.byType),
                selected: country.id === selected?.id,
                marker: shape.markerRadius
                  ? { x: shape.centroid[0], y: shape.centroid[1], r: shape.markerRadius }
                  : undefined,
              };
            })}
          />
          <MapLegend classes={classes} />
          <figcaption className="mt-2 text-xs text-slate-600">
            <span className="sr-only">{t('euMapLabel')}. </span>
            {t('euAttribution')}
          </figcaption>
        </figure>
        <section
          aria-labelledby="country-panel-title"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
          data-testid="country-panel"
        >
          {selected ? (
            <div>
              <div className="flex items-start justify-between gap-2">
                <h2 id="country-panel-title" className="text-xl font-bold">
                  {t('countryHeading', { name: selected.name })}
                </h2>
                <a href={hrefFor()} className="text-sm text-slate-600 underline hover:text-slate-900">
                  {t('closeProvince')}
                </a>
              </div>
              <p className="text-sm text-slate-600">{t('countryTotal', { total: organizations.length })}</p>
              <ul className="mt-3 space-y-3 text-sm">
                {organizations.map((o) => (
                  <li key={o.id} data-testid="eu-organization">
                    <p className="font-semibold text-slate-900">{o.name}</p>
                    <p className="text-xs text-slate-600">
                      {[o.typeName, o.city].filter(Boolean).join(' · ')}
                    </p>
                    {o.description ? <p className="mt-0.5 text-slate-700">{o.description}</p> : null}
                    {o.website ? (
                      <a
                        href={o.website}
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                        className="text-sky-800 underline"
                      >
                        {t('website')}
                        <span className="sr-only">: {o.name}</span>
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p id="country-panel-title" className="text-sm text-slate-600">
              {t('pickCountry')}
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="map-table-title" className="mt-6">
        <h2 id="map-table-title" className="text-lg font-bold">
          {t('tableTitle')}
        </h2>
        <CountTable
          caption={t('euTableCaption')}
          headers={[t('country'), t('organizations'), ...perType.map(typeLabel)]}
          locale={locale}
          testId="country-table"
          rows={[...countries]
            .sort((a, b) => totalOf(b.byType) - totalOf(a.byType) || a.name.localeCompare(b.name, locale))
            .map((c) => ({
              key: c.id,
              head: (
                <a
                  href={hrefFor(c.iso2)}
                  className="text-sky-800 hover:underline"
                  aria-current={c.id === selected?.id ? 'true' : undefined}
                >
                  {c.name}
                </a>
              ),
              counts: [totalOf(c.byType), ...perType.map((key) => c.byType[key] ?? 0)],
            }))}
        />
      </section>
    </div>
  );
}

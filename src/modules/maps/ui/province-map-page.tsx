/**
 * The body of the three Türkiye maps (issue 18 §1): /ecosystem-map (every category),
 * /map/ecosystem-map-gov (public support institutions) and /map/types (organization types the
 * visitor picks). Server-rendered: the category switches (a GET form), the map with its legend
 * and the OpenStreetMap attribution, the chosen province's startups and organizations with links
 * to each and to the full lists, and a table of the same numbers (the map's keyboard and
 * screen-reader counterpart). Address: `show` (category keys; see chosenCategories) and
 * `province` (its slug).
 */
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { Ctx } from '@/server/context';
import { startupListHref } from '@/modules/startups/ui/list-href';
import { EMPTY_FILTER } from '@/modules/startups/filter-address';
import { buildTechCenterQuery } from '@/modules/organizations/tech-center-filter';
import { TURKEY_ID } from '@/modules/reference/seed';
import { provinceShapes } from '../geometry';
import {
  chosenCategories,
  getProvinceActors,
  getProvinceMap,
  mapCategories,
  showValue,
  type MapScope,
  type ProvinceActors,
} from '../province-map';
import { colourClasses, colourOf } from '../scale';
import { ChoroplethSvg, MapLegend } from './choropleth';
import { CategoryForm } from './category-form';
import { MapsNav } from './maps-nav';
import { CountTable } from './count-table';
import { mapHref } from '../switches';

export type ProvinceMapPath = '/ecosystem-map' | '/map/ecosystem-map-gov' | '/map/types';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

export async function ProvinceMapPage({
  ctx,
  locale,
  scope,
  pathname,
  title,
  lead,
  searchParams,
}: {
  ctx: Ctx;
  locale: Locale;
  scope: MapScope;
  pathname: ProvinceMapPath;
  title: string;
  lead: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations('maps');
  const categories = await mapCategories(ctx, scope);
  const show = first(searchParams.show);
  const chosen = chosenCategories(categories, show, scope);
  const isDefault = showValue(chosen) === showValue(chosenCategories(categories, undefined, scope));
  const provinceParam = first(searchParams.province)?.trim() || undefined;
  const [data, actors] = await Promise.all([
    getProvinceMap(ctx, categories, chosen),
    provinceParam && chosen.length
      ? getProvinceActors(ctx, provinceParam, chosen).catch(() => undefined)
      : undefined,
  ]);
  const basePath = getPathname({ href: pathname, locale });
  const hrefFor = (province?: string) =>
    mapHref(basePath, isDefault ? undefined : showValue(chosen), province);
  const classes = colourClasses(data.max);
  const byName = new Map(data.provinces.map((p) => [p.name, p]));
  const shapes = provinceShapes();
  const keepProvince = actors?.province.slug ?? data.provinces.find((p) => p.slug === provinceParam)?.slug;
  /** Hover text: the region's total, then one line per chosen category it has ("Startups: 12"). */
  const regionTitle = (head: string, counts: Record<string, number> | undefined) =>
    [
      head,
      ...(chosen.length > 1
        ? chosen.flatMap((c) => {
            const count = counts?.[c.key] ?? 0;
            return count > 0 ? [t('regionCategory', { label: c.label, count })] : [];
          })
        : []),
    ].join('\n');
  const what = chosen.length === 1 ? chosen[0]!.label.toLocaleLowerCase(locale) : t('allKinds');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black">{title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{lead}</p>
      <MapsNav current={pathname} />
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <CategoryForm
          action={basePath}
          keep={keepProvince ? { name: 'province', value: keepProvince } : undefined}
          legend={t('show')}
          applyLabel={t('apply')}
          categories={data.categories.map((c) => ({
            key: c.key,
            chosen: c.chosen,
            label: t('categoryCount', { label: c.label, count: c.total }),
          }))}
        />
      </div>
      {chosen.length === 0 ? (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('noneChosen')}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 lg:col-span-2">
          <ChoroplethSvg
            width={shapes.width}
            height={shapes.height}
            testId="province-map"
            regions={shapes.shapes.map((shape) => {
              const p = byName.get(shape.name);
              const total = p?.total ?? 0;
              return {
                key: p?.slug ?? shape.code,
                d: shape.d,
                fill: colourOf(total, classes),
                href: hrefFor(p?.slug),
                title: regionTitle(t('regionTitle', { name: shape.name, total }), p?.counts),
                selected: p !== undefined && p.slug === actors?.province.slug,
              };
            })}
          />
          <MapLegend classes={classes} />
          <figcaption className="mt-2 text-xs text-slate-600">
            <span className="sr-only">{t('mapLabel', { place: 'Türkiye', what })}. </span>
            <a
              href="https://www.openstreetmap.org/copyright"
              className="underline hover:text-slate-900"
              rel="noopener noreferrer"
            >
              {t('attribution')}
            </a>
          </figcaption>
        </figure>
        <section
          aria-labelledby="province-panel-title"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
          data-testid="province-panel"
        >
          {actors ? (
            <ProvincePanel actors={actors} locale={locale} closeHref={hrefFor()} />
          ) : (
            <p id="province-panel-title" className="text-sm text-slate-600">
              {t('pickProvince')}
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="map-table-title" className="mt-6">
        <h2 id="map-table-title" className="text-lg font-bold">
          {t('tableTitle')}
        </h2>
        <CountTable
          caption={t('tableCaption', { what })}
          headers={[t('province'), t('total'), ...(chosen.length > 1 ? chosen.map((c) => c.label) : [])]}
          locale={locale}
          testId="province-table"
          rows={[...data.provinces]
            .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'tr'))
            .map((p) => ({
              key: p.cityId,
              head: (
                <a
                  href={hrefFor(p.slug)}
                  className="text-sky-800 hover:underline"
                  aria-current={p.slug === actors?.province.slug ? 'true' : undefined}
                >
                  {p.name}
                </a>
              ),
              counts: [p.total, ...(chosen.length > 1 ? chosen.map((c) => p.counts[c.key] ?? 0) : [])],
            }))}
        />
      </section>
    </div>
  );
}

/** The chosen province: each category's first actors with links, "see all" to the full list. */
async function ProvincePanel({
  actors,
  locale,
  closeHref,
}: {
  actors: ProvinceActors;
  locale: Locale;
  closeHref: string;
}) {
  const t = await getTranslations('maps');
  const { province, groups } = actors;
  const total = groups.reduce((sum, g) => sum + g.totalCount, 0);
  return (
    <div>
      <div className="flex items-start justify-between gap-2">
        <h2 id="province-panel-title" className="text-xl font-bold">
          {t('provinceHeading', { name: province.name })}
        </h2>
        <a href={closeHref} className="text-sm text-slate-600 underline hover:text-slate-900">
          {t('closeProvince')}
        </a>
      </div>
      <p className="text-sm text-slate-600">{t('provinceTotal', { total })}</p>
      {groups
        .filter((g) => g.totalCount > 0)
        .map((g) => (
          <section
            key={g.key}
            aria-labelledby={`group-${g.key}`}
            className="mt-4"
            data-testid={`group-${g.key}`}
          >
            <h3 id={`group-${g.key}`} className="text-sm font-semibold text-slate-800">
              {t('groupHeading', { label: g.label, count: g.totalCount })}
            </h3>
            <ul className="mt-1 space-y-1 text-sm">
              {g.startups?.map((s) => (
                <li key={s.id}>
                  <Link
                    href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: s.seoUrl } }}
                    className="text-sky-800 hover:underline"
                  >
                    {s.name}
                  </Link>
                </li>
              ))}
              {g.organizations?.map((o) => (
                <li key={o.id}>
                  <Link
                    href={{
                      pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
                      params: { seoUrl: o.seoUrl, fromHeader: [] },
                    }}
                    className="text-sky-800 hover:underline"
                  >
                    {o.name}
                  </Link>
                </li>
              ))}
            </ul>
            {g.totalCount > (g.startups?.length ?? g.organizations?.length ?? 0) ? (
              <Link
                className="mt-1 inline-block text-sm font-medium text-sky-800 underline"
                href={
                  g.typeId === undefined
                    ? startupListHref(
                        { filter: { ...EMPTY_FILTER, countries: [TURKEY_ID], cities: [province.cityId] } },
                        locale,
                      )
                    : {
                        pathname: '/tech-centers',
                        query: buildTechCenterQuery({
                          types: [g.typeId],
                          country: TURKEY_ID,
                          city: province.cityId,
                          stages: [],
                          sectors: [],
                          markets: [],
                          programTypes: [],
                        }),
                      }
                }
              >
                {t('seeAll', { count: g.totalCount })}
              </Link>
            ) : null}
          </section>
        ))}
    </div>
  );
}

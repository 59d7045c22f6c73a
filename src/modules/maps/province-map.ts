/**
 * The Türkiye ecosystem maps (issue 18 §1; spec public-and-account §1 "an ecosystem map by city
 * and institution category", §2 /ecosystem-map, /map/ecosystem-map-gov, /map/types): how many
 * ecosystem actors each of the 81 provinces has, per category, and who they are.
 *
 * A category is either `startups` (visible startups, exactly those the startup list shows for
 * Türkiye and the province) or one organization type of P §3 (approved, visible organizations,
 * exactly those /tech-centers lists for the type, Türkiye and the province), keyed by the type's
 * English slug (`incubation-center`, `science-park`, …) in both languages. The counts are read
 * once for every category and kept in the shared result cache, emptied when startups or
 * organizations change in any process (src/modules/startups/search-cache.ts).
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { slugify } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { getTypeItems, getTypeNameIndex } from '@/modules/reference/reference';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { cities } from '@/modules/reference/schema';
import { organizations } from '@/modules/organizations/schema';
import { startupFacets } from '@/modules/startups/schema';
import { searchStartups } from '@/modules/startups/search';
import { EMPTY_FILTER } from '@/modules/startups/filter-address';
import type { StartupSummary } from '@/modules/startups/summaries';
import { cachedResult, MAP_RESULT_PREFIX } from '@/modules/startups/search-cache';
import { chosenKeys } from './switches';

/** The key of the startups category. */
export const STARTUPS = 'startups';

/** Which categories a map offers: every one, organization types only, or public support ones. */
export type MapScope = 'all' | 'types' | 'gov';

export interface MapCategory {
  /** `startups` or the organization type's English slug. */
  key: string;
  /** In the viewer's language. */
  label: string;
  /** The organization type; absent for startups. */
  typeId?: number;
}

/**
 * The public support institutions of /map/ecosystem-map-gov: development agencies, KOSGEB and
 * TÜBİTAK offices, and technology development zones (science parks: teknoparks are TGBs by law).
 */
export const GOV_TYPE_IDS: readonly number[] = [
  'Development agency',
  'KOSGEB service centre',
  'TÜBİTAK unit',
  'Science park',
].map((name) => typeIdByName('organizationType', name));

/** What /map/types shows before the visitor chooses: the three kinds of startup support. */
export const DEFAULT_TYPE_IDS: readonly number[] = ['Incubation center', 'Accelerator', 'Science park'].map(
  (name) => typeIdByName('organizationType', name),
);

/**
 * The categories of a map in the viewer's language: `all` = startups, then every active
 * organization type in list order; `types` = the organization types only; `gov` = those of
 * {@link GOV_TYPE_IDS}.
 */
export async function mapCategories(ctx: Ctx, scope: MapScope): Promise<MapCategory[]> {
  const items = await getTypeItems(ctx.db, 'organizationType');
  const types = items
    .filter((t) => scope !== 'gov' || GOV_TYPE_IDS.includes(t.id))
    .map((t) => ({ key: t.slugEn, label: ctx.locale === 'tr' ? t.nameTr : t.nameEn, typeId: t.id }));
  if (scope !== 'all') return types;
  return [{ key: STARTUPS, label: ctx.locale === 'tr' ? 'Girişimler' : 'Startups' }, ...types];
}

/**
 * The chosen categories of an address's `show` value (comma-separated keys): the known ones in
 * the map's order; an empty value = none; unknown keys only (or no value) = the map's default — every category, or for the
 * `types` scope {@link DEFAULT_TYPE_IDS}.
 */
export function chosenCategories(
  categories: readonly MapCategory[],
  show: string | undefined,
  scope: MapScope,
) {
  const defaults =
    scope === 'types'
      ? categories.filter((c) => c.typeId && DEFAULT_TYPE_IDS.includes(c.typeId)).map((c) => c.key)
      : undefined;
  const keys = chosenKeys(
    categories.map((c) => c.key),
    show,
    defaults,
  );
  return categories.filter((c) => keys.includes(c.key));
}

/** One province with its counts. */
export interface ProvinceCount {
  /** ref_cities id (the startup and organization filters' `city`). */
  cityId: number;
  name: string;
  /** The province in the map's address (`province=istanbul`). */
  slug: string;
  /** Count per category key (every category of the map, chosen or not). */
  counts: Record<string, number>;
  /** Sum over the chosen categories. */
  total: number;
}

interface RawCounts {
  provinces: Array<{ cityId: number; name: string }>;
  startups: Array<[number, number]>;
  organizations: Array<[number, number, number]>;
}

/** Every province with its startups per city and organizations per (city, type): one cached read. */
async function rawCounts(ctx: Ctx): Promise<RawCounts> {
  return cachedResult(ctx.db, `${MAP_RESULT_PREFIX}provinces`, async () => {
    const [provinces, startupRows, organizationRows] = await Promise.all([
      ctx.db
        .select({ cityId: cities.id, name: cities.nameTr })
        .from(cities)
        .where(eq(cities.countryId, TURKEY_ID))
        .orderBy(asc(cities.sortOrder)),
      ctx.db
        .select({ cityId: startupFacets.cityId, n: sql<number>`count(*)::int` })
        .from(startupFacets)
        .where(and(eq(startupFacets.countryId, TURKEY_ID), isNotNull(startupFacets.cityId)))
        .groupBy(startupFacets.cityId),
      ctx.db
        .select({ cityId: organizations.cityId, typeId: organizations.typeId, n: sql<number>`count(*)::int` })
        .from(organizations)
        .where(
          and(
            eq(organizations.isApproved, true),
            eq(organizations.isVisible, true),
            eq(organizations.countryId, TURKEY_ID),
            isNotNull(organizations.cityId),
          ),
        )
        .groupBy(organizations.cityId, organizations.typeId),
    ]);
    return {
      provinces,
      startups: startupRows.map((r) => [r.cityId!, r.n] as [number, number]),
      organizations: organizationRows.map((r) => [r.cityId!, r.typeId, r.n] as [number, number, number]),
    };
  });
}

export interface ProvinceMapData {
  categories: Array<MapCategory & { total: number; chosen: boolean }>;
  /** Every province, by name in the viewer's language. */
  provinces: ProvinceCount[];
  /** The largest province total (the colour scale's top). */
  max: number;
}

/**
 * The counts of the Türkiye map for the chosen categories (`GET /api/v2/maps/provinces`).
 * @param chosen keys of `categories` summed into each province's total.
 * @returns every province (81) with per-category counts and the total of the chosen ones, and
 *   each category's national total.
 */
export async function getProvinceMap(
  ctx: Ctx,
  categories: readonly MapCategory[],
  chosen: readonly MapCategory[],
): Promise<ProvinceMapData> {
  const raw = await rawCounts(ctx);
  const keyByType = new Map(categories.flatMap((c) => (c.typeId ? [[c.typeId, c.key] as const] : [])));
  const offersStartups = categories.some((c) => c.key === STARTUPS);
  const byCity = new Map<number, Record<string, number>>(
    raw.provinces.map((p) => [p.cityId, Object.fromEntries(categories.map((c) => [c.key, 0]))]),
  );
  if (offersStartups)
    for (const [cityId, n] of raw.startups) {
      const counts = byCity.get(cityId);
      if (counts) counts[STARTUPS] = n;
    }
  for (const [cityId, typeId, n] of raw.organizations) {
    const key = keyByType.get(typeId);
    const counts = byCity.get(cityId);
    if (key && counts) counts[key] = (counts[key] ?? 0) + n;
  }
  const chosenKeys = new Set(chosen.map((c) => c.key));
  const provinces = raw.provinces
    .map((p) => {
      const counts = byCity.get(p.cityId)!;
      const total = [...chosenKeys].reduce((sum, key) => sum + (counts[key] ?? 0), 0);
      return { cityId: p.cityId, name: p.name, slug: slugify(p.name), counts, total };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return {
    categories: categories.map((c) => ({
      ...c,
      chosen: chosenKeys.has(c.key),
      total: provinces.reduce((sum, p) => sum + (p.counts[c.key] ?? 0), 0),
    })),
    provinces,
    max: Math.max(0, ...provinces.map((p) => p.total)),
  };
}

/** How many a province panel lists of each category before "see all". */
export const PROVINCE_LIST_LIMIT = 12;

export interface ProvinceActors {
  province: { cityId: number; name: string; slug: string };
  /** The chosen categories with their actors in the province (first {@link PROVINCE_LIST_LIMIT}). */
  groups: Array<{
    key: string;
    label: string;
    typeId?: number;
    /** Every actor of the category in the province (the list behind "see all" has as many). */
    totalCount: number;
    startups?: StartupSummary[];
    organizations?: Array<{
      id: number;
      seoUrl: string;
      name: string;
      type: string | null;
      logoUrl: string | null;
    }>;
  }>;
}

/** The province of an address value (`istanbul`, or the ref_cities id), or NotFoundError 'map.province_not_found'. */
export async function findProvince(ctx: Ctx, value: string) {
  const { provinces } = await rawCounts(ctx);
  const province = provinces.find((p) => slugify(p.name) === value || String(p.cityId) === value);
  if (!province) throw new NotFoundError('map.province_not_found');
  return { ...province, slug: slugify(province.name) };
}

/**
 * The startups and organizations of one province in the chosen categories
 * (`GET /api/v2/maps/provinces/{province}`): startups in the startup list's default order (the
 * visitor's free-view limit applies as on /startups), organizations by name.
 * @throws NotFoundError 'map.province_not_found'
 */
export async function getProvinceActors(
  ctx: Ctx,
  provinceValue: string,
  chosen: readonly MapCategory[],
): Promise<ProvinceActors> {
  const province = await findProvince(ctx, provinceValue);
  const typeIds = chosen.flatMap((c) => (c.typeId ? [c.typeId] : []));
  const [startupPage, orgRows, counts, typeNames] = await Promise.all([
    chosen.some((c) => c.key === STARTUPS)
      ? searchStartups(ctx, {
          filter: { ...EMPTY_FILTER, countries: [TURKEY_ID], cities: [province.cityId] },
          page: 1,
          pageSize: PROVINCE_LIST_LIMIT,
        })
      : undefined,
    typeIds.length ? firstOrganizations(ctx, province.cityId, typeIds) : [],
    typeIds.length
      ? ctx.db
          .select({ typeId: organizations.typeId, n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(organizationsIn(province.cityId, typeIds))
          .groupBy(organizations.typeId)
      : [],
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const countBy = new Map(counts.map((c) => [c.typeId, c.n]));
  return {
    province: { cityId: province.cityId, name: province.name, slug: province.slug },
    groups: chosen.map((c) =>
      c.typeId === undefined
        ? {
            key: c.key,
            label: c.label,
            totalCount: startupPage?.totalCount ?? 0,
            startups: startupPage?.data ?? [],
          }
        : {
            key: c.key,
            label: c.label,
            typeId: c.typeId,
            totalCount: countBy.get(c.typeId) ?? 0,
            organizations: orgRows
              .filter((o) => o.typeId === c.typeId)
              .map((o) => ({
                id: o.id,
                seoUrl: o.seoUrl,
                name: o.name,
                type: typeNames.get(o.typeId) ?? null,
                logoUrl: o.logoUrl,
              })),
          },
    ),
  };
}

/** The /tech-centers conditions for Türkiye, one province and some types. */
const organizationsIn = (cityId: number, typeIds: number[]) =>
  and(
    eq(organizations.isApproved, true),
    eq(organizations.isVisible, true),
    eq(organizations.countryId, TURKEY_ID),
    eq(organizations.cityId, cityId),
    inArray(organizations.typeId, typeIds),
  );

/** The first {@link PROVINCE_LIST_LIMIT} organizations of each type in a province, by name. */
function firstOrganizations(ctx: Ctx, cityId: number, typeIds: number[]) {
  const ranked = ctx.db
    .select({
      id: organizations.id,
      seoUrl: organizations.seoUrl,
      name: organizations.name,
      typeId: organizations.typeId,
      logoUrl: organizations.logoUrl,
      rank: sql<number>`row_number() over (partition by ${organizations.typeId} order by ${organizations.name}, ${organizations.id})`.as(
        'rank',
      ),
    })
    .from(organizations)
    .where(organizationsIn(cityId, typeIds))
    .as('ranked');
  return ctx.db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, PROVINCE_LIST_LIMIT))
    .orderBy(asc(ranked.name), asc(ranked.id));
}

/** The locale-independent address value of a set of categories (`show=startups,accelerator`). */
export const showValue = (chosen: readonly MapCategory[]) => chosen.map((c) => c.key).join(',');

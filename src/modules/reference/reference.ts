/**
 * Reference-data service (spec public-and-account §3 "Reference lists", §7 "Reference data").
 * Lists are read-mostly: the typed lists are cached per process after the first read
 * (spec: "Lists are loaded once and cached while non-empty").
 */
import { containsPattern, escapeLike } from '@/lib/like';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { onDataChange } from '@/server/data-changes';
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { searchTermOf } from '@/lib/text';
import { NotFoundError } from '@/server/errors';
import { cities, contents, counties, countries, currencies, languages, types, universities } from './schema';
import { TYPE_LIST_IDS, type TypeListKey } from './data/type-lists';

export interface RefItem {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
}

export interface TypeRow {
  id: number;
  parentId: number | null;
  key: string;
  slugEn: string;
  slugTr: string;
  nameEn: string;
  nameTr: string;
  sortOrder: number;
  /** False: not offered for new choices (selects, filter panels); stored references still show (issue 17 §1 types). */
  active: boolean;
}

const nameCol = (locale: Locale, t: { nameEn: PgColumn; nameTr: PgColumn }) =>
  sql<string>`${locale === 'tr' ? t.nameTr : t.nameEn}`;

const listCache = new WeakMap<Db, Map<string, Promise<RefItem[]>>>();
const cityNameCache = new WeakMap<Db, LRUCache<string, string>>();
const typeCache = new WeakMap<Db, Promise<TypeRow[]>>();
// Reference lists change only by seeding or import; when they do, in any process, these empty
// (src/server/data-changes.ts). Each copy of this module has caches of its own, hence the unique name.
onDataChange(`reference-lists:${randomUUID()}`, (db, change) => {
  if (change !== 'reference') return;
  listCache.delete(db);
  cityNameCache.delete(db);
  typeCache.delete(db);
});

/** Reference lists are read-mostly: each (list, locale) is read once per process and kept while non-empty. */
function cachedList(db: Db, key: string, load: () => Promise<RefItem[]>): Promise<RefItem[]> {
  let lists = listCache.get(db);
  if (!lists) listCache.set(db, (lists = new Map()));
  let entry = lists.get(key);
  if (!entry) {
    entry = load();
    lists.set(key, entry);
    entry.then(
      (rows) => rows.length === 0 && lists.delete(key),
      () => lists.delete(key),
    );
  }
  return entry;
}

/** Every country, top countries first then by name in the viewer's language. */
export async function listCountries(db: Db, locale: Locale): Promise<RefItem[]> {
  return cachedList(db, `countries:${locale}`, () => queryCountries(db, locale));
}

/** Whether `id` is a listed country (ref_countries, ISO 3166 numeric), from the cached list. */
export async function isCountryId(db: Db, id: number): Promise<boolean> {
  return (await listCountries(db, 'en')).some((c) => c.id === id);
}

async function queryCountries(db: Db, locale: Locale): Promise<RefItem[]> {
  const name = nameCol(locale, countries);
  return db
    .select({ id: countries.id, name, parentId: sql<null>`null`, sortOrder: countries.sortOrder })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(name));
}

/** The countries marked top (Türkiye first), for quick pickers. */
export async function listTopCountries(db: Db, locale: Locale): Promise<RefItem[]> {
  const name = nameCol(locale, countries);
  return db
    .select({ id: countries.id, name, parentId: sql<null>`null`, sortOrder: countries.sortOrder })
    .from(countries)
    .where(eq(countries.isTop, true))
    .orderBy(asc(countries.sortOrder));
}

/** Cities of one country by name; parentId = country id. Cached like every reference list. */
export async function listCities(db: Db, countryId: number, locale: Locale): Promise<RefItem[]> {
  return cachedList(db, `cities:${countryId}:${locale}`, () => queryCities(db, countryId, locale));
}

async function queryCities(db: Db, countryId: number, locale: Locale): Promise<RefItem[]> {
  const name = nameCol(locale, cities);
  return db
    .select({ id: cities.id, name, parentId: cities.countryId, sortOrder: cities.sortOrder })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(name));
}

/** Counties (districts) of one city; parentId = city id. */
export async function listCounties(db: Db, cityId: number, locale: Locale): Promise<RefItem[]> {
  const name = nameCol(locale, counties);
  return db
    .select({ id: counties.id, name, parentId: counties.cityId, sortOrder: counties.sortOrder })
    .from(counties)
    .where(eq(counties.cityId, cityId))
    .orderBy(asc(counties.sortOrder), asc(name));
}

/**
 * Names of countries and cities by id, in the viewer's language. Countries come from the
 * cached list; city names are kept in a per-process LRU, so warm lookups need no query.
 */
export async function getPlaceNames(
  db: Db,
  countryIds: number[],
  cityIds: number[],
  locale: Locale,
): Promise<{ countries: Map<number, string>; cities: Map<number, string> }> {
  const countryList = countryIds.length ? await listCountries(db, locale) : [];
  const wanted = new Set(countryIds);
  let cache = cityNameCache.get(db);
  if (!cache) cityNameCache.set(db, (cache = new LRUCache<string, string>({ max: 20_000 })));
  const cityNames = new Map<number, string>();
  const missing: number[] = [];
  for (const id of new Set(cityIds)) {
    const hit = cache.get(`${locale}:${id}`);
    if (hit === undefined) missing.push(id);
    else cityNames.set(id, hit);
  }
  if (missing.length) {
    const rows = await db
      .select({ id: cities.id, name: nameCol(locale, cities) })
      .from(cities)
      .where(inArray(cities.id, missing));
    for (const row of rows) {
      cache.set(`${locale}:${row.id}`, row.name);
      cityNames.set(row.id, row.name);
    }
  }
  return {
    countries: new Map(countryList.filter((c) => wanted.has(c.id)).map((c) => [c.id, c.name])),
    cities: cityNames,
  };
}

/** The country id for an ISO alpha-2 code, or undefined. */
export async function findCountryIdByIso2(db: Db, iso2: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, iso2.toUpperCase()));
  return row?.id;
}

/** The id of the named city in a country, creating the city when the reference list lacks it. */
export async function findOrCreateCity(db: Db, countryId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryId, countryId), ilike(cities.nameEn, escapeLike(name))))
    .limit(1);
  if (row) return row.id;
  const [created] = await db
    .insert(cities)
    .values({ countryId, nameEn: name, nameTr: name })
    .returning({ id: cities.id });
  return created!.id;
}

/** Every university (id, name, parentId = country id). */
export async function listUniversities(db: Db): Promise<RefItem[]> {
  return db
    .select({
      id: universities.id,
      name: universities.name,
      parentId: universities.countryId,
      sortOrder: sql<number>`0`,
    })
    .from(universities)
    .orderBy(asc(universities.name));
}

export interface UniversitySearchInput {
  searchText?: string;
  /** Restricts to one country id. */
  filter?: { countryId?: number };
  isDescending?: boolean;
  /** 1-based page. */
  pageIndex: number;
  pageSize: number;
}

/** Paged, case- and diacritic-insensitive university search (spec §7, page size 15). */
export async function searchUniversities(db: Db, input: UniversitySearchInput) {
  const conditions = [];
  const { term, matchesNothing } = searchTermOf(input.searchText);
  if (matchesNothing) conditions.push(sql`false`);
  if (term) conditions.push(sql`${universities.searchText} like ${containsPattern(term)}`);
  if (input.filter?.countryId !== undefined)
    conditions.push(eq(universities.countryId, input.filter.countryId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: universities.id,
        name: universities.name,
        countryId: universities.countryId,
        webPage: universities.webPage,
      })
      .from(universities)
      .where(where)
      .orderBy(input.isDescending ? sql`${universities.name} desc` : asc(universities.name))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(universities)
      .where(where),
  ]);
  return { data: rows, pageIndex: input.pageIndex, pageSize: input.pageSize, totalCount: count?.n ?? 0 };
}

/** Every typed-list row (categories and items), cached per database handle. */
export function loadTypes(db: Db): Promise<TypeRow[]> {
  let cached = typeCache.get(db);
  if (!cached) {
    // A Drizzle query runs again on every await: keep the promise of one execution.
    cached = (async () => db.select().from(types).orderBy(asc(types.parentId), asc(types.sortOrder)))();
    cached.then(
      (rows) => rows.length === 0 && typeCache.delete(db),
      () => typeCache.delete(db),
    );
    typeCache.set(db, cached);
  }
  return cached;
}

/** The active items of a typed list by its key, in sort order (what filter panels and forms offer). */
export async function getTypeItems(db: Db, list: TypeListKey): Promise<TypeRow[]> {
  const parentId = TYPE_LIST_IDS[list];
  return (await loadTypes(db)).filter((t) => t.parentId === parentId && t.active);
}

const toItem = (t: TypeRow, locale: Locale): RefItem => ({
  id: t.id,
  name: locale === 'tr' ? t.nameTr : t.nameEn,
  parentId: t.parentId,
  sortOrder: t.sortOrder,
});

/**
 * `GET /apiCommon/Type/GetTypeList?parentId=`: the active children of a list (or the categories for
 * no parent). Inactive items are left out: they are not offered for new choices (issue 17 §1 types);
 * names of stored references come from {@link getTypeNameIndex}, which keeps them.
 */
export async function getTypeList(db: Db, parentId: number | null, locale: Locale): Promise<RefItem[]> {
  return (await loadTypes(db))
    .filter((t) => t.parentId === parentId && t.active)
    .map((t) => toItem(t, locale));
}

/**
 * The options of a form's select for list `parentId`: its active items plus the inactive ones in
 * `keepIds` (the record's stored choices), so editing a record never drops or shows a bare id for
 * a choice that was deactivated later (issue 17 §1 types). In sort order.
 */
export async function getTypeListKeeping(
  db: Db,
  parentId: number,
  locale: Locale,
  keepIds: readonly number[],
): Promise<RefItem[]> {
  const keep = new Set(keepIds);
  return (await loadTypes(db))
    .filter((t) => t.parentId === parentId && (t.active || keep.has(t.id)))
    .map((t) => toItem(t, locale));
}

/**
 * `GET /apiCommon/Type/GetTypeListByChildId?id=`: the list that contains item `id` — its active
 * items, plus item `id` itself when it is inactive (a form showing a stored choice keeps it).
 * @throws NotFoundError for an unknown id.
 */
export async function getTypeListByChildId(db: Db, id: number, locale: Locale): Promise<RefItem[]> {
  const all = await loadTypes(db);
  const child = all.find((t) => t.id === id);
  if (!child) throw new NotFoundError('reference.type_not_found');
  return all
    .filter((t) => t.parentId === child.parentId && (t.active || t.id === id))
    .map((t) => toItem(t, locale));
}

/** Name of a typed-list item in the viewer's language, from the cached lists. */
export async function getTypeNameIndex(db: Db, locale: Locale): Promise<Map<number, string>> {
  return new Map((await loadTypes(db)).map((t) => [t.id, locale === 'tr' ? t.nameTr : t.nameEn]));
}

/**
 * `GET /apiCommon/Content/GetContent?id=`: a content block in the viewer's language with its
 * last-updated time (issue 17 §2).
 * @throws NotFoundError for an unknown id.
 */
export async function getContent(db: Db, id: string, locale: Locale) {
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  if (!row) throw new NotFoundError('content.not_found');
  return {
    id: row.id,
    title: locale === 'tr' ? row.titleTr : row.titleEn,
    body: locale === 'tr' ? row.bodyTr : row.bodyEn,
    /** Last edit (the page's "Last updated" date), UTC ISO-8601. */
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The currencies of spec §3 with symbol, code and locale. */
export async function listCurrencies(db: Db) {
  return db.select().from(currencies).orderBy(asc(currencies.sortOrder));
}

/** The spoken languages (TR=0, EN=1, …) in the viewer's language, in sort order. */
export async function listLanguages(db: Db, locale: Locale): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map((r) => ({ id: r.id, name: locale === 'tr' ? r.nameTr : r.nameEn }));
}

/** Names of the universities with these ids. */
export async function getUniversityNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(inArray(universities.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** City ids of country `countryId` by their Turkish name (sample-data generators). */
export async function cityIdsByName(db: Db, countryId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: cities.id, name: cities.nameTr })
    .from(cities)
    .where(eq(cities.countryId, countryId));
  return new Map(rows.map((c) => [c.name, c.id]));
}

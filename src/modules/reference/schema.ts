/**
 * Reference lists (spec public-and-account §3 "Reference lists", "Currencies"): every list
 * has an id, an English and a Turkish name, a parent id and a sort order.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Countries; `id` is the ISO 3166-1 numeric code (Türkiye = 792, USA = 840). */
export const countries = pgTable(
  'ref_countries',
  {
    id: integer('id').primaryKey(),
    iso2: text('iso2').notNull(),
    iso3: text('iso3').notNull(),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr').notNull(),
    phoneCode: text('phone_code'),
    sortOrder: integer('sort_order').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
  },
  (t) => [uniqueIndex('ref_countries_iso2_uq').on(t.iso2)],
);

/** Cities; for Türkiye these are the 81 provinces (il), elsewhere country-state-city's cities. */
export const cities = pgTable(
  'ref_cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('ref_cities_country_idx').on(t.countryId, t.nameEn)],
);

/** Counties (Turkish districts, ilçe) under a city. */
export const counties = pgTable(
  'ref_counties',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('ref_counties_city_idx').on(t.cityId)],
);

export const universities = pgTable(
  'ref_universities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id'),
    webPage: text('web_page'),
    domain: text('domain'),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('ref_universities_country_idx').on(t.countryId)],
);

/** Currencies; ids USD=0, EUR=1, TRY=2 as the spec's profile filter set, GBP=3. */
export const currencies = pgTable('ref_currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  symbol: text('symbol').notNull(),
  locale: text('locale').notNull(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Languages; ids TR=0, EN=1 as in the spec, then the rest. */
export const languages = pgTable('ref_languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Typed lists: a category is a row with parentId null (for example `startupSector`); its
 * items are its children. Ids are stable: category id × 1000 + position.
 */
export const types = pgTable(
  'ref_types',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    key: text('key').notNull(),
    slugEn: text('slug_en').notNull(),
    slugTr: text('slug_tr').notNull(),
    nameEn: text('name_en').notNull(),
    nameTr: text('name_tr').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Inactive items are not offered for new choices; stored references keep working (issue 17 §1 types). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('ref_types_parent_idx').on(t.parentId, t.sortOrder)],
);

/** Static content blocks served by `GET /apiCommon/Content/GetContent?id=`. */
export const contents = pgTable('contents', {
  id: text('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleTr: text('title_tr').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyTr: text('body_tr').notNull(),
  /** Last edit (shown as the page's last-updated date), UTC. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedByUserId: text('updated_by_user_id'),
});

/**
 * Ecosystem organizations (spec public-and-account §3 "Organization"): investors imported
 * with the real startups (venture capital, angel investors, accelerators) live here too.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    name: text('name').notNull(),
    /** ref_types id in the `organizationType` list. */
    typeId: integer('type_id').notNull(),
    tagline: text('tagline'),
    website: text('website'),
    logoUrl: text('logo_url'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    isApproved: boolean('is_approved').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_seo_url_uq').on(t.seoUrl), index('organizations_type_idx').on(t.typeId)],
);

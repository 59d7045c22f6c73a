/**
 * Service providers (dashboard-and-operations §3 "Provider": name (fixed after creation),
 * e-mail, slogan, phone, website, social links, presentation video link, year of foundation,
 * company size, country, city, description, about, address, service industries, team members
 * (title, founder), visibility).
 */
import { intArray } from '@/server/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    slogan: text('slogan'),
    /** E.164. */
    phone: text('phone'),
    website: text('website'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    videoUrl: text('video_url'),
    foundationYear: integer('foundation_year'),
    /** ref_types id in `employeeCount`. */
    companySizeId: integer('company_size_id'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    description: text('description'),
    /** Rich text (spec §5 allow-list). */
    about: text('about'),
    address: text('address'),
    /** ref_types ids in `serviceIndustry` (at least one). */
    serviceIndustryIds: intArray('service_industry_ids'),
    isVisible: boolean('is_visible').notNull().default(true),
    createdByUserId: text('created_by_user_id'),
    searchText: text('search_text').notNull(),
    /** Where the row came from (lib/provenance): `generated` (sample data) or `user`. */
    source: text('source').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Last change of the row (provenance "Updated"); every drizzle update sets it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('providers_seo_url_uq').on(t.seoUrl),
    // Header search (issue 18 §4): prefix matches in name order (btree), substrings (trigram).
    index('providers_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    index('providers_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('providers_visible_created_idx').on(t.isVisible, t.createdAt),
  ],
);

/** A provider's team (at least one member). */
export const providerTeamMembers = pgTable(
  'provider_team_members',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname'),
    title: text('title'),
    isFounder: boolean('is_founder').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('provider_team_members_provider_idx').on(t.providerId, t.sortOrder)],
);

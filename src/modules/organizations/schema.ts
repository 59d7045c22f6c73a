/**
 * Ecosystem organizations (spec public-and-account §3 "Organization"): investors imported
 * with the real startups (venture capital, angel investors, accelerators) live here too.
 */
import { intArray } from '@/server/db/columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    email: text('email'),
    phone: text('phone'),
    /** Short plain-text description (cards); `about` is rich text (spec §5 allow-list). */
    description: text('description'),
    about: text('about'),
    facilities: text('facilities'),
    address: text('address'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    coverUrl: text('cover_url'),
    /** ref_types ids in `angelInvestorNetwork` the organization belongs to. */
    angelInvestorNetworkIds: intArray('angel_investor_network_ids'),
    /** Startups the organization hosts or backs (startups.id). */
    startupIds: intArray('startup_ids'),
    /**
     * Startups the organization lists that their team has not confirmed yet (issue 12 §4):
     * shown only to the organization's managers and the startup's team until confirmed,
     * when they move to `startupIds`.
     */
    pendingStartupIds: intArray('pending_startup_ids'),
    /** The user who created it in the dashboard (null for imported and generated ones). */
    createdByUserId: text('created_by_user_id'),
    isApproved: boolean('is_approved').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    searchText: text('search_text').notNull(),
    /** Where the row came from (lib/provenance): `yc` (investors of the real data), `generated`, `user`. */
    source: text('source').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Last change of the row (provenance "Updated"); every drizzle update sets it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('organizations_seo_url_uq').on(t.seoUrl),
    index('organizations_type_idx').on(t.typeId),
    // Header search (issue 18 §4): prefix matches in name order (btree), substrings (trigram).
    index('organizations_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    index('organizations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Programs run by organizations (dashboard-and-operations §3 "Program"): incubation,
 * acceleration, competitions… Open = today within [applyStartDate, applyEndDate].
 * Jury, questions and review categories are child tables (issue 5).
 */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seoUrl: text('seo_url').notNull(),
    name: text('name').notNull(),
    /** ref_types id in `programType`. */
    typeId: integer('type_id').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    applyStartDate: date('apply_start_date', { mode: 'string' }),
    applyEndDate: date('apply_end_date', { mode: 'string' }),
    /** ref_types id in `investmentType`; amounts in `investmentCurrency`; share percent 0–100. */
    investmentTypeId: integer('investment_type_id'),
    minInvestment: numeric('min_investment', { precision: 20, scale: 2, mode: 'number' }),
    maxInvestment: numeric('max_investment', { precision: 20, scale: 2, mode: 'number' }),
    investmentCurrency: text('investment_currency'),
    minShare: numeric('min_share', { precision: 6, scale: 3, mode: 'number' }),
    maxShare: numeric('max_share', { precision: 6, scale: 3, mode: 'number' }),
    isGrant: boolean('is_grant').notNull().default(false),
    description: text('description'),
    facilities: text('facilities'),
    conditions: text('conditions'),
    awards: text('awards'),
    evaluationCriteria: text('evaluation_criteria'),
    prerequisites: text('prerequisites'),
    stageIds: intArray('stage_ids'),
    sectorIds: intArray('sector_ids'),
    targetMarketIds: intArray('target_market_ids'),
    technologyIds: intArray('technology_ids'),
    isVisible: boolean('is_visible').notNull().default(true),
    /**
     * The folded name (Turkish letters to ASCII, lower case, runs of other characters to one
     * space), as normalizeSearchText folds it, kept by the database (issue 18 §4 header search).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(regexp_replace(lower(translate(name, 'ÇçĞğİıÖöŞşÜüÂâÎîÛû', 'ccggiioossuuaaiiuu')), '[^a-z0-9]+', ' ', 'g'))`,
      ),
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
    uniqueIndex('programs_seo_url_uq').on(t.seoUrl),
    index('programs_organization_idx').on(t.organizationId, t.applyEndDate),
    // Header search (issue 18 §4): prefix matches in name order (btree), substrings (trigram).
    index('programs_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    index('programs_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** An organization's team (D §3 "team members (type, title)"). */
export const organizationTeamMembers = pgTable(
  'organization_team_members',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** ref_types id in `organizationTeamMemberType`. */
    typeId: integer('type_id'),
    name: text('name').notNull(),
    surname: text('surname'),
    title: text('title'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('organization_team_members_org_idx').on(t.organizationId, t.sortOrder)],
);

/**
 * Patents an organization holds or offers (D §3 Patent: name, application numbers, inventor
 * name, photo, value and currency, technology readiness level 1–9, needs and description,
 * problem solved, protection start and end date, technological advantage, sectors, target
 * markets, market size).
 */
/**
 * The ids of every patent, of organizations and of startups alike (issue 18 §3): one sequence, so
 * `/patent/patent-detail/{id}` names one patent whichever owner it has (migration 0037).
 */
export const patentIdSequence = pgSequence('patent_id_seq');

/** The `id` column of a patent table: drawn from {@link patentIdSequence}. */
export const patentId = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('patent_id_seq')`);

export const organizationPatents = pgTable(
  'organization_patents',
  {
    id: patentId(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One or more application numbers (e.g. TR 2023/012345, EP 4123456). */
    applicationNumbers: text('application_numbers').array().notNull(),
    inventorName: text('inventor_name'),
    photoUrl: text('photo_url'),
    /** In `valueCurrency` (ISO 4217). */
    value: numeric('value', { precision: 20, scale: 2, mode: 'number' }),
    valueCurrency: text('value_currency'),
    /** Technology readiness level 1–9. */
    trl: integer('trl'),
    /** ref_types ids in `patentNeed`. */
    needIds: intArray('need_ids'),
    needsDescription: text('needs_description'),
    problemSolved: text('problem_solved'),
    protectionStartDate: date('protection_start_date', { mode: 'string' }),
    protectionEndDate: date('protection_end_date', { mode: 'string' }),
    technologicalAdvantage: text('technological_advantage'),
    sectorIds: intArray('sector_ids'),
    targetMarketIds: intArray('target_market_ids'),
    /** In `marketSizeCurrency`. */
    marketSize: numeric('market_size', { precision: 20, scale: 2, mode: 'number' }),
    marketSizeCurrency: text('market_size_currency'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('organization_patents_org_idx').on(t.organizationId, t.sortOrder)],
);

/**
 * EU ecosystem organizations shown on the EU map (issue 17 §1 eu-ecosystem-management; spec
 * public §2 /ecosystem-map-eu). Managed by super admins: added one by one or imported, shown
 * once `status` is `approved` (`pending` otherwise). `countryId` is the ISO 3166 numeric code
 * (ref_countries.id), `typeId` an `organizationType` item; coordinates are WGS 84 degrees.
 */
export const euOrganizations = pgTable(
  'eu_organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeId: integer('type_id').notNull(),
    countryId: integer('country_id').notNull(),
    city: text('city').notNull().default(''),
    website: text('website'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTr: text('description_tr').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').notNull().default('pending'),
    /** `admin` (typed in) or `import:<file name>`. */
    source: text('source').notNull().default('admin'),
    createdByUserId: text('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('eu_organizations_country_idx').on(t.countryId, t.status),
    uniqueIndex('eu_organizations_name_country_idx').on(t.countryId, t.name),
  ],
);

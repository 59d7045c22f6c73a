/**
 * Startups and their child collections (spec public-and-account §3 "Startup", "Funding").
 * Multi-valued reference links that the filter panel searches (sectors, technologies,
 * business and revenue models, programs, government supports) are integer arrays with GIN
 * indexes, so an "any of" filter is one `&&` test; child rows with their own data
 * (funding rounds, team, patents, supports with dates, updates, competitors) are tables.
 */
import { intArray } from '@/server/db/columns';
import { patentId } from '@/modules/organizations/schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

export const startups = pgTable(
  'startups',
  {
    // Fixed-width columns first, then short variable ones, arrays and long texts: filters deform fewer bytes.
    id: serial('id').primaryKey(),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Set when an admin hid the startup (issue 17 §1): owners cannot show it again; `isVisible` is false. */
    adminHiddenAt: timestamp('admin_hidden_at', { withTimezone: true, mode: 'date' }),
    adminHiddenReason: text('admin_hidden_reason'),
    hasInvestment: boolean('has_investment').notNull().default(false),
    hasPatent: boolean('has_patent').notNull().default(false),
    hasGovernmentSupport: boolean('has_government_support').notNull().default(false),
    incorporated: boolean('incorporated'),
    stageId: integer('stage_id'),
    employeeCountId: integer('employee_count_id'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    countyId: integer('county_id'),
    operatingStatusId: integer('operating_status_id'),
    /** Who acquired the startup, as written by an import or an admin (issue 17 §3); null when unknown. */
    acquirerName: text('acquirer_name'),
    investmentSeekingStatusId: integer('investment_seeking_status_id'),
    investmentSeekingTourId: integer('investment_seeking_tour_id'),
    investmentSeekingTypeId: integer('investment_seeking_type_id'),
    foundationDate: date('foundation_date', { mode: 'string' }),
    lastRoundDate: date('last_round_date', { mode: 'string' }),
    seekingStartDate: date('seeking_start_date', { mode: 'string' }),
    seekingEndDate: date('seeking_end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Last change of the row (provenance "Updated"); every drizzle update sets it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Sum of round amounts converted to USD at the fixed rates of lib/money (sorting only). */
    totalFundingUsd: money('total_funding_usd').notNull().default(0),
    seekingInvestmentAmount: money('seeking_investment_amount'),
    seekingValuation: money('seeking_valuation'),
    marketSize: money('market_size'),
    /** The currency the startup reports in (ISO 4217). */
    currency: text('currency').notNull().default('USD'),
    seekingInvestmentCurrency: text('seeking_investment_currency'),
    marketSizeCurrency: text('market_size_currency'),
    /**
     * Where the row came from (lib/provenance): `yc` (real data, CC BY-SA 4.0), `generated`
     * (sample data of the seed) or `user` (created in the product; the default).
     */
    source: text('source').notNull().default('user'),
    ycBatch: text('yc_batch'),
    /** First element is the main sector; ref_types ids of `startupSector`. */
    sectorIds: intArray('sector_ids'),
    technologyIds: intArray('technology_ids'),
    businessModelIds: intArray('business_model_ids'),
    revenueModelIds: intArray('revenue_model_ids'),
    /** ref_types ids of `acceleratorProgramOrganization`; derived from startup_acceleration_programs. */
    programIds: intArray('program_ids'),
    /** Organizations (incubation centers, technoparks, accelerators) the startup was hosted by. */
    incubationCenterIds: intArray('incubation_center_ids'),
    governmentSupportIds: intArray('government_support_ids'),
    /*
     * Round summary (issue 14): kept by the funding_rounds triggers of migration 0021 on every
     * round write (with has_investment, total_funding_usd and last_round_date), so round filters
     * test the startup's own row instead of joining all rounds. Amounts are in each round's
     * currency; the currency lists hold every round's currency (ISO 4217).
     */
    /** Distinct `investmentTour` ids of the startup's rounds. */
    roundTourIds: intArray('round_tour_ids'),
    roundAmountCurrencies: text('round_amount_currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roundValuationCurrencies: text('round_valuation_currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roundAmountMin: money('round_amount_min'),
    roundAmountMax: money('round_amount_max'),
    roundValuationMin: money('round_valuation_min'),
    roundValuationMax: money('round_valuation_max'),
    firstRoundDate: date('first_round_date', { mode: 'string' }),
    seoUrl: text('seo_url').notNull(),
    name: text('name').notNull(),
    /** Lower-cased, diacritic-free name + taglines (lib/text normalizeSearchText). */
    searchText: text('search_text').notNull(),
    officialName: text('official_name'),
    tagline: text('tagline'),
    taglineTr: text('tagline_tr'),
    website: text('website'),
    linkedin: text('linkedin'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    targetGroup: text('target_group'),
    competitiveAdvantage: text('competitive_advantage'),
    revenueModelDescription: text('revenue_model_description'),
    description: text('description'),
    descriptionTr: text('description_tr'),
  },
  (t) => [
    uniqueIndex('startups_seo_url_uq').on(t.seoUrl),
    // One partial index per sort order of the list (visible rows only), matching its ORDER BY.
    index('startups_sort_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isVisible}`),
    index('startups_sort_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isVisible}`),
    index('startups_sort_funding_idx')
      .on(t.totalFundingUsd.desc(), t.id.desc())
      .where(sql`${t.isVisible}`),
    // The default order (issue 13 §4): real records (not `generated`) first, then most funded.
    index('startups_sort_real_first_idx')
      .on(sql`(${t.source} = 'generated')`, t.totalFundingUsd.desc(), t.id.desc())
      .where(sql`${t.isVisible}`),
    index('startups_sort_last_round_idx')
      .on(t.lastRoundDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.isVisible}`),
    // Prefix search on the folded name: `search_text like 'term%' order by search_text`.
    index('startups_search_prefix_idx')
      .on(sql`${t.searchText} text_pattern_ops`)
      .where(sql`${t.isVisible}`),
    // Scalar filters of visible startups: a btree each, so the planner can BitmapAnd them with the GIN array indexes.
    index('startups_stage_idx')
      .on(t.stageId)
      .where(sql`${t.isVisible}`),
    index('startups_employee_count_idx')
      .on(t.employeeCountId)
      .where(sql`${t.isVisible}`),
    index('startups_foundation_date_idx')
      .on(t.foundationDate)
      .where(sql`${t.isVisible}`),
    index('startups_seeking_status_idx')
      .on(t.investmentSeekingStatusId)
      .where(sql`${t.isVisible}`),
    index('startups_seeking_amount_idx')
      .on(t.seekingInvestmentCurrency, t.seekingInvestmentAmount)
      .where(sql`${t.isVisible}`),
    index('startups_sector_gin').using('gin', t.sectorIds),
    index('startups_technology_gin').using('gin', t.technologyIds),
    index('startups_business_model_gin').using('gin', t.businessModelIds),
    index('startups_revenue_model_gin').using('gin', t.revenueModelIds),
    index('startups_program_gin').using('gin', t.programIds),
    index('startups_gov_support_gin').using('gin', t.governmentSupportIds),
    index('startups_round_tour_gin').using('gin', t.roundTourIds),
    index('startups_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The narrow filter table of the startup list (issue 14 "Counts that do not cost the query";
 * decision 0017): one row per **visible** startup with only what the list filters and sorts on
 * (about 400 bytes a row against 1.2–2.4 KB in `startups`), kept by the statement triggers of
 * migration 0024 on every write to `startups` (and so on every round write, whose summary
 * triggers update `startups`, and the round triggers' own refresh). A list query scans or indexes
 * this table alone, so its pages stay in the database's own cache. An empty key list is NULL.
 * Units as in `startups`: amounts in the round's or the startup's currency (ISO 4217),
 * `total_funding_usd` in USD, dates UTC.
 */
export const startupFacets = pgTable(
  'startup_facets',
  {
    startupId: integer('startup_id')
      .primaryKey()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** `source = 'generated'` (sample data sorts after real records by default). */
    generated: boolean('generated').notNull(),
    hasInvestment: boolean('has_investment').notNull(),
    hasPatent: boolean('has_patent').notNull(),
    hasGovernmentSupport: boolean('has_government_support').notNull(),
    incorporated: boolean('incorporated'),
    stageId: integer('stage_id'),
    employeeCountId: integer('employee_count_id'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    investmentSeekingStatusId: integer('investment_seeking_status_id'),
    foundationDate: date('foundation_date', { mode: 'string' }),
    firstRoundDate: date('first_round_date', { mode: 'string' }),
    lastRoundDate: date('last_round_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    totalFundingUsd: money('total_funding_usd').notNull(),
    seekingInvestmentAmount: money('seeking_investment_amount'),
    seekingInvestmentCurrency: text('seeking_investment_currency'),
    roundAmountMin: money('round_amount_min'),
    roundAmountMax: money('round_amount_max'),
    roundValuationMin: money('round_valuation_min'),
    roundValuationMax: money('round_valuation_max'),
    /**
     * Every id the list's "any of" and same-round filters test, in one GIN-indexed array (see
     * `facetKeys` in ./facet-keys.ts for the encoding): the reference ids of the startup's sectors,
     * technologies, business and revenue models, programs, government supports and round types
     * (already unique across lists), its rounds' currencies, and per round the (type, currency)
     * pair and (type, currency, amount decade) and (currency, amount decade) keys.
     */
    filterKeys: integer('filter_keys').array(),
    /** For the name order only. */
    name: text('name').notNull(),
    /**
     * The startup's `search_text` (folded name and taglines): a text search with other filters
     * reads this table alone (a join to `startups` for it cost 47-56 ms a capped count).
     */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // One index per list order, matching its ORDER BY exactly (search.ts ORDER).
    index('startup_facets_newest_idx').on(t.createdAt.desc(), t.startupId.desc()),
    index('startup_facets_name_idx').on(t.name, t.startupId),
    index('startup_facets_funding_idx').on(t.totalFundingUsd.desc(), t.startupId.desc()),
    index('startup_facets_real_first_idx').on(t.generated, t.totalFundingUsd.desc(), t.startupId.desc()),
    index('startup_facets_last_round_idx').on(t.lastRoundDate.desc().nullsLast(), t.startupId.desc()),
    index('startup_facets_country_idx').on(t.countryId, t.cityId),
    index('startup_facets_stage_idx').on(t.stageId),
    index('startup_facets_employee_count_idx').on(t.employeeCountId),
    index('startup_facets_foundation_date_idx').on(t.foundationDate),
    index('startup_facets_seeking_status_idx').on(t.investmentSeekingStatusId),
    index('startup_facets_seeking_amount_idx').on(t.seekingInvestmentCurrency, t.seekingInvestmentAmount),
    index('startup_facets_keys_gin').using('gin', t.filterKeys),
    index('startup_facets_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A funding round (spec §3 "Funding"). `amount` null = undisclosed amount. */
export const fundingRounds = pgTable(
  'funding_rounds',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    announcedDate: date('announced_date', { mode: 'string' }),
    /** ref_types id in `investmentTour` (pre-seed, seed, Series A …). */
    tourId: integer('tour_id'),
    /** ref_types id in `investmentType` (equity, convertible note, grant …). */
    investmentTypeId: integer('investment_type_id'),
    amount: money('amount'),
    amountCurrency: text('amount_currency').notNull().default('USD'),
    amountUsd: money('amount_usd'),
    preMoneyValuation: money('pre_money_valuation'),
    valuationCurrency: text('valuation_currency'),
    /** Investors' share of the company after the round, percent 0–100. */
    shareRatio: numeric('share_ratio', { precision: 6, scale: 3, mode: 'number' }),
    /** How much of `amount` has arrived so far (same currency). */
    amountReceived: money('amount_received'),
    /** When the round opened and closed (spec §3 "start and end date"); the announced date is the funding date. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('funding_rounds_startup_idx').on(t.startupId),
    index('funding_rounds_tour_idx').on(t.tourId, t.startupId),
    index('funding_rounds_amount_idx').on(t.amountCurrency, t.amount),
    index('funding_rounds_valuation_idx').on(t.valuationCurrency, t.preMoneyValuation),
    index('funding_rounds_date_idx').on(t.announcedDate),
  ],
);

export const fundingRoundInvestors = pgTable(
  'funding_round_investors',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => fundingRounds.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    isLead: boolean('is_lead').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.organizationId] }), index('fri_org_idx').on(t.organizationId)],
);

/**
 * Investors of a startup whose round is not known (issue 13 §1): the real data names who
 * invested in a startup, rarely in which round. A round lists only investors known to be in
 * it (funding_round_investors); every known investor of the startup is here. `source` says
 * where the link came from (`yc`, `generated`, `user`).
 */
export const startupInvestors = pgTable(
  'startup_investors',
  {
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    source: text('source').notNull().default('user'),
  },
  (t) => [
    primaryKey({ columns: [t.startupId, t.organizationId] }),
    index('startup_investors_org_idx').on(t.organizationId),
  ],
);

export const startupTeamMembers = pgTable(
  'startup_team_members',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    personId: integer('person_id'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    title: text('title'),
    /** ref_types id in `teamMemberPosition`. */
    positionId: integer('position_id'),
    isMentor: boolean('is_mentor').notNull().default(false),
    /** Cap table share, percent 0–100. */
    shareValue: numeric('share_value', { precision: 6, scale: 3, mode: 'number' }),
    /** ref_types id in `profession`. */
    professionId: integer('profession_id'),
    /** Free text: how long the founders have known this person, and where they met. */
    howLongKnown: text('how_long_known'),
    whereMet: text('where_met'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('startup_team_members_startup_idx').on(t.startupId)],
);

export const startupPatents = pgTable(
  'startup_patents',
  {
    /** Shared with organization patents (patent_id_seq, migration 0037). */
    id: patentId(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    applicationNumber: text('application_number').notNull(),
  },
  (t) => [index('startup_patents_startup_idx').on(t.startupId)],
);

export const startupGovernmentSupports = pgTable(
  'startup_government_supports',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    supportDate: date('support_date', { mode: 'string' }),
  },
  (t) => [index('startup_gov_supports_startup_idx').on(t.startupId)],
);

export const startupImportantUpdates = pgTable(
  'startup_important_updates',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updateDate: date('update_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('startup_updates_startup_idx').on(t.startupId)],
);

export const startupCompetitors = pgTable(
  'startup_competitors',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    competitorName: text('competitor_name').notNull(),
    competitorWebsite: text('competitor_website'),
  },
  (t) => [index('startup_competitors_startup_idx').on(t.startupId)],
);

/** Acceleration programs the startup took part in (spec §3 "acceleration programs (organization, date)"). */
export const startupAccelerationPrograms = pgTable(
  'startup_acceleration_programs',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** ref_types id in the `acceleratorProgramOrganization` list. */
    typeId: integer('type_id').notNull(),
    programDate: date('program_date', { mode: 'string' }),
  },
  (t) => [index('startup_acceleration_programs_startup_idx').on(t.startupId)],
);

/** Startup exports (issue 16 §3): their own file, read with this module's tables. */
export { startupExports } from './export-schema';

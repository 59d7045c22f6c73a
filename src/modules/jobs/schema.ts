/**
 * Jobs of startups and the applications to them (dashboard-and-operations §3 "Job", "Job
 * application"; issue 15 §2). Multi-valued reference links (working plans, technical and social
 * skills) are integer arrays with GIN indexes, as on startups, so a filter's "any of" is one `&&`
 * test; the spec's JobSkill and JobWorkingPlan child calls add to and remove from them.
 *
 * Reference lists (ids of ref_types): working plans `jobWorkingPlan` (on-site, remote, hybrid —
 * the job's working model), employment type `employmentType`, profession `profession`, technical
 * skills `skill`, social skills `softSkill`, pay plan `payPlan`, application status
 * `jobApplicationStatus`. Money is per bound: an amount and its ISO 4217 currency code.
 */
import { intArray, ts } from '@/server/db/columns';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/schema';
import { startups } from '@/modules/startups/schema';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').notNull(),
    cityId: integer('city_id').notNull(),
    countyId: integer('county_id'),
    professionId: integer('profession_id').notNull(),
    payPlanId: integer('pay_plan_id').notNull(),
    employmentTypeId: integer('employment_type_id'),
    /** UTC dates (YYYY-MM-DD): shown from publication; no application after expiration. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    minWage: money('min_wage'),
    minWageCurrency: text('min_wage_currency'),
    maxWage: money('max_wage'),
    maxWageCurrency: text('max_wage_currency'),
    /** Equity share offered, percent 0–100. */
    minShare: percent('min_share'),
    maxShare: percent('max_share'),
    workingPlanIds: intArray('working_plan_ids'),
    technicalSkillIds: intArray('technical_skill_ids'),
    socialSkillIds: intArray('social_skill_ids'),
    title: text('title').notNull(),
    /** Plain text (line breaks kept); rendered as text, never as HTML. */
    description: text('description').notNull(),
    responsibilities: text('responsibilities'),
    requirements: text('requirements'),
    /** Folded title, description and the startup's name, for the text search. */
    searchText: text('search_text').notNull().default(''),
    /** Where the job came from (lib/provenance): `user`, or `generated` (the seed's sample jobs). */
    source: text('source').notNull().default('user'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('jobs_seo_url_idx').on(t.seoUrl),
    // Header search (issue 18 §4): prefix matches in name order (btree), substrings (trigram).
    index('jobs_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    index('jobs_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('jobs_startup_idx').on(t.startupId),
    index('jobs_published_idx').on(t.publishedOn, t.id),
    index('jobs_place_idx').on(t.countryId, t.cityId),
    index('jobs_working_plans_gin').using('gin', t.workingPlanIds),
    index('jobs_technical_skills_gin').using('gin', t.technicalSkillIds),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantUserId: text('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ref_types id in `jobApplicationStatus` (applied, in review, interview, offer, hired, rejected). */
    statusId: integer('status_id').notNull(),
    coverNote: text('cover_note').notNull(),
    /** The applicant's phone (E.164), LinkedIn link and CV at the time of applying. */
    phone: text('phone').notNull(),
    linkedin: text('linkedin').notNull(),
    /**
     * Legacy public address of the CV (before CVs became private); emptied by the storage step
     * (profiles/cv-storage.ts) once the file is copied to `cvKey`.
     */
    cvUrl: text('cv_url'),
    /** Private storage key of the CV as it was when the person applied (a copy; decision 0025). */
    cvKey: text('cv_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_once_idx').on(t.jobId, t.applicantUserId),
    index('job_applications_applicant_idx').on(t.applicantUserId, t.createdAt),
  ],
);

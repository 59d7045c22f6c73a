/**
 * Personal profiles of users (talents) and their lists (spec public-and-account §3 "User /
 * talent" with education, communication, technical and soft skills, work experience and
 * professions). One profile row per user; list rows belong to their user and go with them.
 * Reference values are ids of the typed lists (reference module) and of places/universities.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/schema';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    seoUrl: text('seo_url').notNull(),
    title: text('title'),
    /** female, male, other, or null (not said). */
    gender: text('gender'),
    birthday: date('birthday'),
    /** E.164 (+905321234567). */
    phone: text('phone'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    countyId: integer('county_id'),
    /** Sanitized rich text (spec §5 allow-list). */
    about: text('about'),
    jobSearchStatusId: integer('job_search_status_id'),
    openToWork: boolean('open_to_work').notNull().default(false),
    workingPlanIds: intArray('working_plan_ids'),
    employmentTypeIds: intArray('employment_type_ids'),
    salaryMin: numeric('salary_min', { precision: 14, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 14, scale: 2, mode: 'number' }),
    /** One currency for both salary bounds (spec §5). */
    salaryCurrency: text('salary_currency'),
    /** Expected equity share, percent 0–100. */
    shareMin: numeric('share_min', { precision: 5, scale: 2, mode: 'number' }),
    shareMax: numeric('share_max', { precision: 5, scale: 2, mode: 'number' }),
    /** network → URL (twitter, linkedin, github, …), each checked against its hosts. */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    /** Variant name → URL (pP_512, pP_256, pP_64). */
    photo: jsonb('photo').$type<Record<string, string>>(),
    /** Variant name → URL (pC_High, pC_Medium, pC_Low). */
    cover: jsonb('cover').$type<Record<string, string>>(),
    /** Legacy public address of the CV; emptied by the storage step (cv-storage.ts). */
    cvUrl: text('cv_url'),
    /** Private storage key of the current CV (`private/users/<id>/cv/<random>.pdf`; decision 0025). */
    cvKey: text('cv_key'),
    /**
     * The person chose to be listed in the talent directory, on the home page and at their talent
     * page (spec P§5 privacy; off for new accounts, decision 0025).
     */
    isListed: boolean('is_listed').notNull().default(false),
    /** Preferred language id (TR=0, EN=1). */
    languageId: integer('language_id'),
    /** Folded name, title and skills for talent search. */
    searchText: text('search_text').notNull().default(''),
    /** Where the profile came from (lib/provenance): `user` (its owner) or `generated` (sample talents of the seed). */
    source: text('source').notNull().default('user'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_seo_url_idx').on(t.seoUrl),
    // Header search (issue 18 §4): prefix matches in name order (btree), substrings (trigram).
    index('profiles_search_prefix_idx').on(sql`${t.searchText} text_pattern_ops`),
    index('profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('profiles_city_idx').on(t.countryId, t.cityId),
  ],
);

export const profileEducations = pgTable(
  'profile_educations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    universityId: integer('university_id'),
    schoolName: text('school_name'),
    department: text('department'),
    degreeId: integer('degree_id'),
    graduateStatusId: integer('graduate_status_id'),
    grade: text('grade'),
    description: text('description'),
    startDate: date('start_date'),
    endDate: date('end_date'),
  },
  (t) => [index('profile_educations_user_idx').on(t.userId)],
);

export const profileLanguages = pgTable(
  'profile_languages',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    languageId: integer('language_id').notNull(),
    levelId: integer('level_id'),
  },
  (t) => [uniqueIndex('profile_languages_unique').on(t.userId, t.languageId)],
);

export const profileSkills = pgTable(
  'profile_skills',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    isSoft: boolean('is_soft').notNull().default(false),
    positionId: integer('position_id'),
    skillId: integer('skill_id').notNull(),
    levelId: integer('level_id'),
  },
  (t) => [uniqueIndex('profile_skills_unique').on(t.userId, t.skillId)],
);

export const profileExperiences = pgTable(
  'profile_experiences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    description: text('description'),
    stillWorking: boolean('still_working').notNull().default(false),
    startDate: date('start_date'),
    endDate: date('end_date'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    countyId: integer('county_id'),
    employmentTypeId: integer('employment_type_id'),
  },
  (t) => [index('profile_experiences_user_idx').on(t.userId)],
);

export const profileProfessions = pgTable(
  'profile_professions',
  {
    userId: owner(),
    professionId: integer('profession_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.professionId] })],
);

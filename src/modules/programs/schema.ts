/**
 * A program's jury, questions, review categories, applications and jury reviews
 * (dashboard-and-operations §3 "Program": jury members, questions, review categories (name,
 * description, weight); "Program application": programApplyId, startup, answers, presentation
 * file, public result, private status, review scores, average score; "Jury answer review").
 * The program row itself lives in the organizations module (`programs`).
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { programs } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';

const programId = () =>
  integer('program_id')
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' });

/** Questions every applicant answers, in `position` order. */
export const programQuestions = pgTable(
  'program_questions',
  {
    id: serial('id').primaryKey(),
    programId: programId(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
  },
  (t) => [index('program_questions_program_idx').on(t.programId, t.position)],
);

/** What jurors score; `weight` is a percent (0–100) and a program's weights sum to 100. */
export const programReviewCategories = pgTable(
  'program_review_categories',
  {
    id: serial('id').primaryKey(),
    programId: programId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    weight: integer('weight').notNull(),
  },
  (t) => [index('program_review_categories_program_idx').on(t.programId, t.position)],
);

/** Jury members: users with an account, added by the program's managers. */
export const programJuryMembers = pgTable(
  'program_jury_members',
  {
    programId: programId(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] })],
);

/** Public results of an application (spec: inspecting, approved, declined). */
export const PUBLIC_RESULTS = ['inspecting', 'approved', 'declined'] as const;
export type PublicResult = (typeof PUBLIC_RESULTS)[number];

/** A startup's application to a program (once per startup per program). */
export const programApplications = pgTable(
  'program_applications',
  {
    id: serial('id').primaryKey(),
    programId: programId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    applicantUserId: text('applicant_user_id').notNull(),
    /** Storage key of the PDF presentation (≤ 5 MB), or null. */
    presentationKey: text('presentation_key'),
    publicResult: text('public_result').$type<PublicResult>().notNull().default('inspecting'),
    /** The managers' own note, never shown to the applicant. */
    privateStatus: text('private_status'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_applications_once_uq').on(t.programId, t.companyId),
    index('program_applications_applicant_idx').on(t.applicantUserId),
  ],
);

export const programApplicationAnswers = pgTable(
  'program_application_answers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => programQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('program_application_answers_uq').on(t.applicationId, t.questionId)],
);

/**
 * One juror's review of one application. A draft until `submittedAt` is set; a declared
 * conflict of interest excludes the juror from the application (no scores count).
 */
export const programReviews = pgTable(
  'program_reviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    juryUserId: text('jury_user_id').notNull(),
    conflictOfInterest: boolean('conflict_of_interest').notNull().default(false),
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('program_reviews_uq').on(t.applicationId, t.juryUserId)],
);

/** A juror's score (0–10) for one review category ("ProgramApplicantReviewCategoryReview"). */
export const programCategoryScores = pgTable(
  'program_category_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => programReviews.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => programReviewCategories.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.categoryId] })],
);

/** A juror's score (0–10) for one answer ("ProgramApplicantsAnswersReviews"). */
export const programAnswerScores = pgTable(
  'program_answer_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => programReviews.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => programApplicationAnswers.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.answerId] })],
);

/**
 * Users a startup's managers allowed to apply to programs for it without edit rights
 * (D §7 "POST Company/SetProgramApplyToken?userId&companyId").
 */
export const programApplyDelegates = pgTable(
  'program_apply_delegates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    grantedByUserId: text('granted_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('program_apply_delegates_user_idx').on(t.userId),
  ],
);

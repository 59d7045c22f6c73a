/**
 * Jury review of program applications (dashboard-and-operations §2
 * /dashboard/review-the-program/{programSeoUrl}/{programApplyId}; §3 "review scores", "Jury
 * answer review: juryMemberId, applicantId, answerProgramId"; §6 "Jury member: reviews program
 * applications"). Only the program's jury members review. A juror scores every review category
 * (0–10) and may score each answer (0–10); a draft becomes final when submitted. Other jurors'
 * scores stay hidden from a juror until they submit their own. A juror who declares a conflict
 * of interest is excluded from that application: no scores, no view of the peers' scores.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { programs } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';
import { applicationForUser, presentationUrl } from './applications';
import {
  programAnswerScores,
  programApplicationAnswers,
  programApplications,
  programCategoryScores,
  programJuryMembers,
  programQuestions,
  programReviewCategories,
  programReviews,
} from './schema';
import { MAX_SCORE, MIN_SCORE, scoreApplications, weightedTotal, type ReviewScores } from './scoring';

export type LoadedReview = ReviewScores & {
  id: number;
  comment: string | null;
  /** answerId → score. */
  answerScoreById: Map<number, number>;
};

/** Every review of the applications of program `programId`, with their scores. */
export async function loadReviews(db: Db, programId: number): Promise<LoadedReview[]> {
  const reviews = await db
    .select({
      id: programReviews.id,
      applicationId: programReviews.applicationId,
      juryUserId: programReviews.juryUserId,
      conflictOfInterest: programReviews.conflictOfInterest,
      submittedAt: programReviews.submittedAt,
      comment: programReviews.comment,
    })
    .from(programReviews)
    .innerJoin(programApplications, eq(programApplications.id, programReviews.applicationId))
    .where(eq(programApplications.programId, programId));
  if (!reviews.length) return [];
  const ids = reviews.map((r) => r.id);
  const [cats, answers] = await Promise.all([
    db.select().from(programCategoryScores).where(inArray(programCategoryScores.reviewId, ids)),
    db.select().from(programAnswerScores).where(inArray(programAnswerScores.reviewId, ids)),
  ]);
  return reviews.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    juryUserId: r.juryUserId,
    conflictOfInterest: r.conflictOfInterest,
    comment: r.comment,
    submitted: r.submittedAt !== null,
    categoryScores: new Map(cats.filter((c) => c.reviewId === r.id).map((c) => [c.categoryId, c.score])),
    answerScores: answers.filter((a) => a.reviewId === r.id).map((a) => a.score),
    answerScoreById: new Map(answers.filter((a) => a.reviewId === r.id).map((a) => [a.answerId, a.score])),
  }));
}

/** The categories of program `programId` in order. */
export function loadCategories(db: Db, programId: number) {
  return db
    .select({
      id: programReviewCategories.id,
      name: programReviewCategories.name,
      description: programReviewCategories.description,
      weight: programReviewCategories.weight,
    })
    .from(programReviewCategories)
    .where(eq(programReviewCategories.programId, programId))
    .orderBy(asc(programReviewCategories.position));
}

/** The application and its program, when the viewer is on the program's jury. */
async function juryApplication(ctx: Ctx, applicationId: number) {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const row = await applicationForUser(ctx.db, applicationId, userId);
  if (!row) throw new NotFoundError('program.application_not_found');
  if (!row.isJuror) throw new ForbiddenError('program.not_juror');
  return { ...row, userId };
}

export interface ReviewSheet {
  program: { id: number; seoUrl: string; name: string };
  application: {
    id: number;
    startup: { name: string; seoUrl: string };
    presentationUrl: string | null;
    answers: Array<{ id: number; question: string; answer: string }>;
  };
  categories: Array<{ id: number; name: string; description: string | null; weight: number }>;
  mine: {
    conflictOfInterest: boolean;
    submitted: boolean;
    comment: string | null;
    categoryScores: Record<number, number>;
    answerScores: Record<number, number>;
    /** Weighted total 0–10 when every category is scored. */
    total: number | null;
  };
  /** Other jurors' submitted reviews; null while the viewer's own is not submitted. */
  peers: Array<{
    juror: string;
    conflictOfInterest: boolean;
    total: number | null;
    categoryScores: Record<number, number>;
  }> | null;
  /** Raw and normalized averages, shown with the peers (null while hidden). */
  averages: { rawAverage: number | null; normalizedAverage: number | null } | null;
}

/**
 * The juror's review sheet of application `applicationId` of program `programSeoUrl` (null:
 * any program).
 * @throws UnauthorizedError; NotFoundError (no such application in that program);
 * ForbiddenError 'program.not_juror'.
 */
export async function getReviewSheet(
  ctx: Ctx,
  programSeoUrl: string | null,
  applicationId: number,
): Promise<ReviewSheet> {
  const { a, program, userId } = await juryApplication(ctx, applicationId);
  if (programSeoUrl !== null && program.seoUrl !== programSeoUrl)
    throw new NotFoundError('program.application_not_found');
  const [[startup], answers, categories, reviews] = await Promise.all([
    ctx.db
      .select({ name: startups.name, seoUrl: startups.seoUrl })
      .from(startups)
      .where(eq(startups.id, a.companyId)),
    ctx.db
      .select({
        id: programApplicationAnswers.id,
        question: programQuestions.question,
        answer: programApplicationAnswers.answer,
      })
      .from(programApplicationAnswers)
      .innerJoin(programQuestions, eq(programQuestions.id, programApplicationAnswers.questionId))
      .where(eq(programApplicationAnswers.applicationId, a.id))
      .orderBy(asc(programQuestions.position)),
    loadCategories(ctx.db, program.id),
    loadReviews(ctx.db, program.id),
  ]);
  const mine = reviews.find((r) => r.applicationId === a.id && r.juryUserId === userId);
  const showPeers = mine?.submitted === true && !mine.conflictOfInterest;
  let peers: ReviewSheet['peers'] = null;
  let averages: ReviewSheet['averages'] = null;
  if (showPeers) {
    const others = reviews.filter((r) => r.applicationId === a.id && r.juryUserId !== userId && r.submitted);
    const names = await jurorNames(
      ctx.db,
      others.map((r) => r.juryUserId),
    );
    peers = others.map((r) => ({
      juror: names.get(r.juryUserId) ?? '',
      conflictOfInterest: r.conflictOfInterest,
      total: r.conflictOfInterest ? null : weightedTotal(r.categoryScores, categories),
      categoryScores: Object.fromEntries(r.categoryScores),
    }));
    const score = scoreApplications([a.id], categories, reviews).get(a.id)!;
    averages = { rawAverage: score.rawAverage, normalizedAverage: score.normalizedAverage };
  }
  return {
    program: { id: program.id, seoUrl: program.seoUrl, name: program.name },
    application: {
      id: a.id,
      startup: startup!,
      presentationUrl: presentationUrl(a.id, a.presentationKey),
      answers,
    },
    categories,
    mine: {
      conflictOfInterest: mine?.conflictOfInterest ?? false,
      submitted: mine?.submitted ?? false,
      comment: mine?.comment ?? null,
      categoryScores: Object.fromEntries(mine?.categoryScores ?? []),
      answerScores: Object.fromEntries(mine?.answerScoreById ?? []),
      total: mine ? weightedTotal(mine.categoryScores, categories) : null,
    },
    peers,
    averages,
  };
}

/** Display names of users by id. */
export async function jurorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, `${u.name} ${u.surname}`.trim()]));
}

export interface ReviewInput {
  /** True excludes the juror from this application (scores are cleared). */
  conflictOfInterest?: boolean;
  /** Whole scores 0–10 by review category id; sent categories replace the stored ones. */
  categoryScores?: Array<{ categoryId: number; score: number }>;
  /** Whole scores 0–10 by answer id. */
  answerScores?: Array<{ answerId: number; score: number }>;
  /** The juror's note (plain text, ≤ 5,000 characters). */
  comment?: string | null;
  /** Make the review final (every category must be scored). */
  submit?: boolean;
}

/**
 * Saves the viewer's review of application `applicationId` in one transaction.
 * @throws UnauthorizedError; NotFoundError; ForbiddenError 'program.not_juror';
 * ValidationError 'program.score_range' (not a whole 0–10, or a category/answer of another
 * application) | 'program.scores_incomplete' (submitting without every category).
 */
export async function saveReview(ctx: Ctx, applicationId: number, input: ReviewInput): Promise<void> {
  const { a, program, userId } = await juryApplication(ctx, applicationId);
  const categories = await loadCategories(ctx.db, program.id);
  const answerIds = new Set(
    (
      await ctx.db
        .select({ id: programApplicationAnswers.id })
        .from(programApplicationAnswers)
        .where(eq(programApplicationAnswers.applicationId, a.id))
    ).map((r) => r.id),
  );
  const validScore = (s: number) => Number.isInteger(s) && s >= MIN_SCORE && s <= MAX_SCORE;
  const fields: Record<string, string> = {};
  for (const c of input.categoryScores ?? [])
    if (!validScore(c.score) || !categories.some((k) => k.id === c.categoryId))
      fields[`categoryScores.${c.categoryId}`] = 'program.score_range';
  for (const s of input.answerScores ?? [])
    if (!validScore(s.score) || !answerIds.has(s.answerId))
      fields[`answerScores.${s.answerId}`] = 'program.score_range';
  if (Object.keys(fields).length) throw new ValidationError('program.score_range', fields);

  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(programReviews)
      .where(and(eq(programReviews.applicationId, a.id), eq(programReviews.juryUserId, userId)));
    const conflict = input.conflictOfInterest ?? existing?.conflictOfInterest ?? false;
    const comment =
      input.comment === undefined ? {} : { comment: input.comment?.trim().slice(0, 5000) || null };
    const [review] = existing
      ? await tx
          .update(programReviews)
          .set({ conflictOfInterest: conflict, updatedAt: new Date(), ...comment })
          .where(eq(programReviews.id, existing.id))
          .returning()
      : await tx
          .insert(programReviews)
          .values({ applicationId: a.id, juryUserId: userId, conflictOfInterest: conflict, ...comment })
          .returning();
    const reviewId = review!.id;
    if (conflict) {
      await tx.delete(programCategoryScores).where(eq(programCategoryScores.reviewId, reviewId));
      await tx.delete(programAnswerScores).where(eq(programAnswerScores.reviewId, reviewId));
      await tx.update(programReviews).set({ submittedAt: new Date() }).where(eq(programReviews.id, reviewId));
      return;
    }
    for (const c of input.categoryScores ?? [])
      await tx
        .insert(programCategoryScores)
        .values({ reviewId, categoryId: c.categoryId, score: c.score })
        .onConflictDoUpdate({
          target: [programCategoryScores.reviewId, programCategoryScores.categoryId],
          set: { score: c.score },
        });
    for (const s of input.answerScores ?? [])
      await tx
        .insert(programAnswerScores)
        .values({ reviewId, answerId: s.answerId, score: s.score })
        .onConflictDoUpdate({
          target: [programAnswerScores.reviewId, programAnswerScores.answerId],
          set: { score: s.score },
        });
    if (input.submit || review!.submittedAt) {
      const scored = await tx
        .select({ categoryId: programCategoryScores.categoryId })
        .from(programCategoryScores)
        .where(eq(programCategoryScores.reviewId, reviewId));
      if (scored.length < categories.length)
        throw new ValidationError('program.scores_incomplete', {
          categoryScores: 'program.scores_incomplete',
        });
      if (!review!.submittedAt)
        await tx
          .update(programReviews)
          .set({ submittedAt: new Date() })
          .where(eq(programReviews.id, reviewId));
    }
  });
}

export interface JuryAssignment {
  applicationId: number;
  program: { name: string; seoUrl: string };
  startupName: string;
  state: 'todo' | 'draft' | 'submitted' | 'conflict';
}

/** Applications of the programs the viewer is a juror of, oldest first. */
export async function listJuryAssignments(ctx: Ctx): Promise<JuryAssignment[]> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select({
      applicationId: programApplications.id,
      programName: programs.name,
      programSeoUrl: programs.seoUrl,
      startupName: startups.name,
      submittedAt: programReviews.submittedAt,
      conflict: programReviews.conflictOfInterest,
      reviewId: programReviews.id,
    })
    .from(programJuryMembers)
    .innerJoin(programs, eq(programs.id, programJuryMembers.programId))
    .innerJoin(programApplications, eq(programApplications.programId, programs.id))
    .innerJoin(startups, eq(startups.id, programApplications.companyId))
    .leftJoin(
      programReviews,
      and(eq(programReviews.applicationId, programApplications.id), eq(programReviews.juryUserId, userId)),
    )
    .where(eq(programJuryMembers.userId, userId))
    .orderBy(asc(programApplications.createdAt), asc(programApplications.id));
  return rows.map((r) => ({
    applicationId: r.applicationId,
    program: { name: r.programName, seoUrl: r.programSeoUrl },
    startupName: r.startupName,
    state: r.conflict ? 'conflict' : r.submittedAt ? 'submitted' : r.reviewId ? 'draft' : 'todo',
  }));
}

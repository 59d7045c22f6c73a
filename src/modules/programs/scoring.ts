/**
 * Jury score arithmetic (dashboard-and-operations §3 "review scores, average score"; §9
 * "review weights sum 100"). Pure functions, no database.
 *
 * - A juror's **weighted total** for an application is Σ(category score × weight) / 100, on the
 *   same 0–10 scale as the scores. Only submitted reviews that score every category and do not
 *   declare a conflict of interest count.
 * - The **raw average** of an application is the mean of its counted totals.
 * - Jurors grade on different scales (a harsh and a lenient juror), so each counted total is
 *   also turned into a **z-score** within its juror: (total − juror's mean) / juror's population
 *   standard deviation over every application that juror counted in the program (0 when the
 *   juror's totals are all equal or there is only one). The **normalized average** is the mean
 *   of an application's z-scores: above 0 means jurors liked it more than their usual.
 */
import { mean, standardDeviation } from 'simple-statistics';

/** Scores are whole numbers from 0 to 10. */
export const MIN_SCORE = 0;
export const MAX_SCORE = 10;

export interface CategoryWeight {
  id: number;
  /** Percent 0–100; a program's weights sum to 100. */
  weight: number;
}

export interface ReviewScores {
  applicationId: number;
  juryUserId: string;
  conflictOfInterest: boolean;
  submitted: boolean;
  /** categoryId → score 0–10. */
  categoryScores: Map<number, number>;
  /** Scores 0–10 given to the application's answers. */
  answerScores: number[];
}

export interface ApplicationScore {
  applicationId: number;
  /** How many reviews count (submitted, complete, no conflict). */
  reviewCount: number;
  /** Mean weighted total, 0–10; null before any review counts. */
  rawAverage: number | null;
  /** Mean per-juror z-score; null before any review counts. */
  normalizedAverage: number | null;
  /** Mean of the counted reviews' answer scores, 0–10; null when none. */
  answerAverage: number | null;
  /** Each counted juror's weighted total and z-score. */
  byJuror: Array<{ juryUserId: string; total: number; zScore: number }>;
}

/**
 * Σ(score × weight) / 100 of one review, or null when a category has no score.
 * @param scores categoryId → 0–10. @returns 0–10.
 */
export function weightedTotal(scores: Map<number, number>, categories: CategoryWeight[]): number | null {
  let sum = 0;
  for (const c of categories) {
    const s = scores.get(c.id);
    if (s === undefined) return null;
    sum += s * c.weight;
  }
  return sum / 100;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Raw and z-score–normalized averages of every application in `applicationIds` (those without
 * counted reviews get nulls), computed from all `reviews` of one program.
 */
export function scoreApplications(
  applicationIds: number[],
  categories: CategoryWeight[],
  reviews: ReviewScores[],
): Map<number, ApplicationScore> {
  const counted = reviews.flatMap((r) => {
    if (!r.submitted || r.conflictOfInterest) return [];
    const total = weightedTotal(r.categoryScores, categories);
    return total === null ? [] : [{ ...r, total }];
  });
  const jurorStats = new Map<string, { mean: number; sd: number }>();
  for (const juror of new Set(counted.map((r) => r.juryUserId))) {
    const totals = counted.filter((r) => r.juryUserId === juror).map((r) => r.total);
    jurorStats.set(juror, { mean: mean(totals), sd: standardDeviation(totals) });
  }
  const out = new Map<number, ApplicationScore>();
  for (const applicationId of applicationIds) {
    const mine = counted.filter((r) => r.applicationId === applicationId);
    const byJuror = mine.map((r) => {
      const { mean: m, sd } = jurorStats.get(r.juryUserId)!;
      return {
        juryUserId: r.juryUserId,
        total: round(r.total),
        zScore: sd > 0 ? round((r.total - m) / sd) : 0,
      };
    });
    const answers = mine.flatMap((r) => r.answerScores);
    out.set(applicationId, {
      applicationId,
      reviewCount: mine.length,
      rawAverage: mine.length ? round(mean(byJuror.map((j) => j.total))) : null,
      normalizedAverage: mine.length ? round(mean(byJuror.map((j) => j.zScore))) : null,
      answerAverage: answers.length ? round(mean(answers)) : null,
      byJuror,
    });
  }
  return out;
}

export type RankBy = 'raw' | 'normalized';

/** Applications best first by `by`; unscored ones last; ties by application id. */
export function rankApplications(scores: ApplicationScore[], by: RankBy): ApplicationScore[] {
  const key = (s: ApplicationScore) => (by === 'raw' ? s.rawAverage : s.normalizedAverage);
  return [...scores].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null)
      return ka === kb ? a.applicationId - b.applicationId : ka === null ? 1 : -1;
    return kb - ka || a.applicationId - b.applicationId;
  });
}

/**
 * Problems of a review category list: at least one, names filled, whole weights 0–100 that sum
 * to 100. @returns field → message key (empty when valid).
 */
export function reviewCategoryProblems(
  categories: Array<{ name?: string | null; weight?: number | null }>,
): Record<string, string> {
  const f: Record<string, string> = {};
  if (!categories.length) f.reviewCategories = 'program.review_category_required';
  categories.forEach((c, i) => {
    if (!c.name?.trim()) f[`reviewCategories.${i}.name`] = 'validation.required';
    if (c.weight == null || !Number.isInteger(c.weight) || c.weight < 0 || c.weight > 100)
      f[`reviewCategories.${i}.weight`] = 'validation.percent';
  });
  const sum = categories.reduce((s, c) => s + (c.weight ?? 0), 0);
  if (categories.length && sum !== 100) f.reviewCategories = 'program.weights_sum';
  return f;
}

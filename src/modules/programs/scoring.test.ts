import { describe, expect, it } from 'vitest';
import {
  rankApplications,
  reviewCategoryProblems,
  scoreApplications,
  weightedTotal,
  type ReviewScores,
} from './scoring';

// Two categories: Team 60 %, Market 40 %.
const categories = [
  { id: 1, weight: 60 },
  { id: 2, weight: 40 },
];
const review = (
  applicationId: number,
  juryUserId: string,
  team: number,
  market: number,
  extra: Partial<ReviewScores> = {},
): ReviewScores => ({
  applicationId,
  juryUserId,
  conflictOfInterest: false,
  submitted: true,
  categoryScores: new Map([
    [1, team],
    [2, market],
  ]),
  answerScores: [],
  ...extra,
});
const X = 1;
const Y = 2;
const Z = 3;

describe('weightedTotal', () => {
  it('weights each category score by its percent', () => {
    // 8 × 0.6 + 6 × 0.4 = 4.8 + 2.4
    expect(
      weightedTotal(
        new Map([
          [1, 8],
          [2, 6],
        ]),
        categories,
      ),
    ).toBeCloseTo(7.2, 10);
  });
  it('is null while a category has no score', () => {
    expect(weightedTotal(new Map([[1, 8]]), categories)).toBeNull();
  });
});

describe('scoreApplications', () => {
  // Lenient juror L: X (9, 9) = 9.0, Y (8, 7) = 4.8 + 2.8 = 7.6, conflict on Z.
  // Harsh juror H: X (3, 4) = 1.8 + 1.6 = 3.4, Z (6, 5) = 3.6 + 2.0 = 5.6, Y only a draft.
  const reviews = [
    review(X, 'L', 9, 9, { answerScores: [7, 9] }),
    review(Y, 'L', 8, 7),
    review(Z, 'L', 10, 10, { conflictOfInterest: true }),
    review(X, 'H', 3, 4, { answerScores: [2] }),
    review(Z, 'H', 6, 5),
    review(Y, 'H', 1, 1, { submitted: false }),
  ];
  const scores = scoreApplications([X, Y, Z, 4], categories, reviews);

  it('averages the weighted totals of submitted, conflict-free reviews', () => {
    expect(scores.get(X)!.rawAverage).toBeCloseTo((9 + 3.4) / 2, 6); // 6.2
    expect(scores.get(Y)!.rawAverage).toBeCloseTo(7.6, 6); // the draft does not count
    expect(scores.get(Z)!.rawAverage).toBeCloseTo(5.6, 6); // the conflicted juror is excluded
    expect(scores.get(Y)!.reviewCount).toBe(1);
    expect(scores.get(4)).toMatchObject({ reviewCount: 0, rawAverage: null, normalizedAverage: null });
  });

  it('normalizes each juror to z-scores (L: mean 8.3, sd 0.7; H: mean 4.5, sd 1.1)', () => {
    const x = scores.get(X)!;
    expect(x.byJuror.find((j) => j.juryUserId === 'L')!.zScore).toBeCloseTo((9 - 8.3) / 0.7, 6); // 1
    expect(x.byJuror.find((j) => j.juryUserId === 'H')!.zScore).toBeCloseTo((3.4 - 4.5) / 1.1, 6); // -1
    expect(x.normalizedAverage).toBeCloseTo(0, 6);
    expect(scores.get(Y)!.normalizedAverage).toBeCloseTo(-1, 6);
    expect(scores.get(Z)!.normalizedAverage).toBeCloseTo(1, 6);
  });

  it('averages the answer scores of the counted reviews', () => {
    expect(scores.get(X)!.answerAverage).toBeCloseTo((7 + 9 + 2) / 3, 6);
    expect(scores.get(Y)!.answerAverage).toBeNull();
  });

  it('ranks differently by raw and by normalized averages', () => {
    const all = [...scores.values()];
    expect(rankApplications(all, 'raw').map((s) => s.applicationId)).toEqual([Y, X, Z, 4]);
    // The harsh juror's favourite (Z) comes first once each juror's scale is removed.
    expect(rankApplications(all, 'normalized').map((s) => s.applicationId)).toEqual([Z, X, Y, 4]);
  });

  it('gives a juror with one review (no spread) a z-score of 0', () => {
    const one = scoreApplications([X], categories, [review(X, 'L', 5, 5)]);
    expect(one.get(X)!.normalizedAverage).toBe(0);
  });
});

describe('reviewCategoryProblems', () => {
  it('needs at least one category', () => {
    expect(reviewCategoryProblems([])).toEqual({ reviewCategories: 'program.review_category_required' });
  });
  it('needs weights that sum to 100', () => {
    expect(
      reviewCategoryProblems([
        { name: 'Team', weight: 60 },
        { name: 'Market', weight: 30 },
      ]),
    ).toEqual({ reviewCategories: 'program.weights_sum' });
    expect(
      reviewCategoryProblems([
        { name: 'Team', weight: 60 },
        { name: 'Market', weight: 40 },
      ]),
    ).toEqual({});
  });
  it('names unnamed categories and weights outside 0–100', () => {
    expect(reviewCategoryProblems([{ name: ' ', weight: 120 }])).toMatchObject({
      'reviewCategories.0.name': 'validation.required',
      'reviewCategories.0.weight': 'validation.percent',
    });
  });
});

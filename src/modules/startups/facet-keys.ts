/**
 * The keys of `startup_facets.filter_keys` (issue 14, decision 0017): one GIN-indexed integer
 * array holds everything the startup list tests with "any of", so a filter is `filter_keys && {…}`
 * and the same-round conditions most asked together (round type + currency + amount) need no
 * join over the rounds. Migration 0024's SQL functions `startup_currency_key` and
 * `startup_amount_decade` compute the same numbers when the triggers write the keys; the
 * integration tests compare every filter with a semi-join over the rounds.
 *
 * Ranges (all int4, disjoint):
 * - reference ids as stored (`list id × 1000 + n`: sectors 13xxx, technologies 16xxx, round
 *   types 19xxx, …) — already unique across lists;
 * - 1,000,000 + currency: a round in that amount currency; 2,000,000 + currency: a valuation in it;
 * - 10,000,000 + type × 17,576 + currency: a round of that type (n of 19xxx) in that currency;
 * - 50,000,000 + currency × 18 + decade: a round in that currency with an amount of that decade;
 * - 100,000,000 + (type × 17,576 + currency) × 18 + decade: the same with the round type.
 * A currency is its ISO 4217 code read as three base-26 letters (0–17,575); an amount's decade is
 * 0 below 10, else ⌊log10 amount⌋ (at most 17).
 */
import { isTypeOf, TYPE_LIST_IDS, type TypeListKey } from '@/modules/reference/data/type-list-ids';

export const AMOUNT_CURRENCY_BASE = 1_000_000;
export const VALUATION_CURRENCY_BASE = 2_000_000;
export const TOUR_CURRENCY_BASE = 10_000_000;
export const CURRENCY_DECADE_BASE = 50_000_000;
export const TOUR_CURRENCY_DECADE_BASE = 100_000_000;
export const DECADES = 18;
const CURRENCIES = 26 ** 3;

const TOUR_LIST = TYPE_LIST_IDS.investmentTour;

/**
 * The ids of `values` that belong to the reference list `key` (ids outside it cannot match a
 * startup through that filter, and must not match through another list's range).
 */
export function idsOfList(key: TypeListKey, values: number[]): number[] {
  return values.filter((v) => isTypeOf(key, v));
}

/** An ISO 4217 code as a number 0–17,575, or undefined for anything but three letters A–Z. */
export function currencyKey(code: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  return [...code].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 65), 0);
}

/** The decade of a non-negative amount: 0 below 10, else ⌊log10 amount⌋, at most 17. */
export function amountDecade(amount: number): number {
  let d = 0;
  while (d < DECADES - 1 && 10 ** (d + 1) <= amount) d += 1;
  return d;
}

/** The amounts of decade `d`: [low, high) (high Infinity for the last decade). */
const decadeRange = (d: number): [number, number] => [
  d === 0 ? 0 : 10 ** d,
  d === DECADES - 1 ? Infinity : 10 ** (d + 1),
];

export interface SameRoundKeys {
  /** A startup has a round meeting every condition only if its keys overlap these. */
  candidates: number[];
  /**
   * Keys that prove it: a startup whose keys overlap these has such a round. Candidates without
   * one (their amount is in the bound's own decade) need the rounds checked.
   */
  proven: number[];
}

/**
 * Keys for "one round of any of `tours`, in `currency`, with an amount in [min, max]" (tours and
 * bounds optional; at least the currency). Undefined when a tour id is not a round type.
 */
export function sameRoundKeys(input: {
  tours: number[];
  currency: string;
  min?: number;
  max?: number;
}): SameRoundKeys | undefined {
  const cur = currencyKey(input.currency);
  if (cur === undefined) return undefined;
  const tourIdx = input.tours.map((t) => t - TOUR_LIST * 1000);
  if (tourIdx.some((i) => !Number.isInteger(i) || i < 1 || i > 999)) return undefined;
  const { min, max } = input;
  if (min === undefined && max === undefined) {
    // Type and currency of one round, no amount: exact.
    const keys = tourIdx.map((i) => TOUR_CURRENCY_BASE + i * CURRENCIES + cur);
    return { candidates: keys, proven: keys };
  }
  const from = min === undefined ? 0 : amountDecade(min);
  const to = max === undefined ? DECADES - 1 : amountDecade(max);
  const candidates: number[] = [];
  const proven: number[] = [];
  for (let d = from; d <= to; d += 1) {
    const [low, high] = decadeRange(d);
    // Proven only where the whole decade is inside the bounds; `high <= max` rather than
    // `high - 0.01 <= max`: cents are not exact in a double past 10^13, and a round in a decade not
    // proven is only checked against its rounds, never lost.
    const inside = (min === undefined || low >= min) && (max === undefined || high <= max);
    const keys = tourIdx.length
      ? tourIdx.map((i) => TOUR_CURRENCY_DECADE_BASE + (i * CURRENCIES + cur) * DECADES + d)
      : [CURRENCY_DECADE_BASE + cur * DECADES + d];
    candidates.push(...keys);
    if (inside) proven.push(...keys);
  }
  return { candidates, proven };
}

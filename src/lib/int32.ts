/**
 * Whole numbers that fit the database's `integer` columns (PostgreSQL int4: −2,147,483,648 …
 * 2,147,483,647). Every id and count the API reads is validated against this range, so a
 * value beyond it is a 400 with the field named, never a database error (issue 12 §2).
 */
import { z } from 'zod';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A JSON number that is a whole number within the integer column range. */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/**
 * A path or query value (text) read as a whole number within the integer column range, and
 * within `bounds` when given. Text is turned into a number before validation (a preprocess, not
 * `z.coerce`, so the OpenAPI document shows a required integer, not an optional nullable one).
 * Anything that is not a decimal whole number ('abc', '1.5', '0x10', '') fails with the field named.
 */
export const coercedInt32 = (bounds: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[+-]?\d{1,12}$/.test(value.trim()) ? Number(value) : value),
    int32()
      .min(Math.max(INT32_MIN, bounds.min ?? INT32_MIN))
      .max(Math.min(INT32_MAX, bounds.max ?? INT32_MAX)),
  );

/** True when `n` is a whole number within the integer column range. */
export const isInt32 = (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;

/**
 * The rows of a raw `db.execute(sql…)` result: postgres.js answers an array, PGlite an object
 * with `rows`. Input: the result; output: its rows typed as `T` (not checked).
 */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

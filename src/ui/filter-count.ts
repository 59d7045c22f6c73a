/** The N of a list page's "Filters (N)" button (issue 13 §3): pure, for the server pages. */

/**
 * Number of filter fields in use: non-empty lists and set values (false counts: "no patents"
 * is a choice). `ignore` names keys that are not filters of the panel (the search text `q`).
 */
export function countActiveFilters(filter: object, ignore: readonly string[] = ['q']): number {
  return Object.entries(filter).filter(
    ([key, value]) =>
      !ignore.includes(key) &&
      (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== ''),
  ).length;
}

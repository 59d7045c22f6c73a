/**
 * `toOptions(items)` → `[{ id, name }]`: a reference list (types, countries, cities…) cut to
 * what a select or multi-select in the browser needs, so no other column (parent, sort order)
 * travels to the page. Pure; no database.
 */
export function toOptions(
  items: ReadonlyArray<{ id: number; name: string }>,
): Array<{ id: number; name: string }> {
  return items.map(({ id, name }) => ({ id, name }));
}

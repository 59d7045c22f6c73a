/**
 * Where a record comes from (issue 13 §2 "provenance"): every startup, talent, organization,
 * program and provider row has a `source` column with one of these values, shown on its page
 * and returned by the API with the row's last update time.
 * - `yc`: the real Y Combinator 2005–2014 dataset (CC BY-SA 4.0, Alice Corona);
 * - `generated`: sample data made by the seed (fictional);
 * - `user`: created in the product by a user (the columns' default);
 * - `import`: created by an admin's data-add tool import from a file (issue 17 §3; which file
 *   gave which fact is in startup_fact_sources);
 * - `reference`: a real public institution or university seeded for the maps (issue 18 §1):
 *   real names at their seats, compiled from public knowledge and world-universities.json.
 */
export const RECORD_SOURCES = ['yc', 'generated', 'user', 'import', 'reference'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

/** The known source of a stored `source` value; anything else counts as `user`. */
export function recordSourceOf(value: string | null | undefined): RecordSource {
  return (RECORD_SOURCES as readonly string[]).includes(value ?? '') ? (value as RecordSource) : 'user';
}

/** Whether the record's source is described on the data-sources page (real data and sample data). */
export function isDocumentedSource(source: RecordSource): boolean {
  return source === 'yc' || source === 'generated' || source === 'reference';
}

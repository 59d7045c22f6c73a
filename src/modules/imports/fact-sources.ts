/**
 * Where a startup's imported facts came from (issue 17 §3 "Every imported fact keeps its source
 * (file name and date) so a startup page can say where a fact came from"): its
 * startup_fact_sources rows grouped by file and day, for the startup page's line
 * "Website, founding date, city: from ‘yc-export.csv’, imported 26.11.2026". A fact stops being
 * an imported one when its owner changes it ({@link forgetEditedFacts}).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { startupFactSources } from './schema';

/** One file's facts: our field names (`website`, `foundationDate`, `cityId` …), file name, day (YYYY-MM-DD, UTC). */
export interface FactSourceGroup {
  fields: string[];
  fileName: string;
  importedOn: string;
}

/** The startup's imported facts grouped by (file, day), newest first. Output: [] when none came from an import. */
export async function factSourcesOf(db: Db, startupId: number): Promise<FactSourceGroup[]> {
  const rows = await db
    .select()
    .from(startupFactSources)
    .where(eq(startupFactSources.startupId, startupId))
    .orderBy(asc(startupFactSources.field));
  const groups = new Map<string, FactSourceGroup & { at: number }>();
  for (const row of rows) {
    const importedOn = row.importedAt.toISOString().slice(0, 10);
    const key = `${row.fileName}\u0000${importedOn}`;
    const group = groups.get(key) ?? {
      fields: [],
      fileName: row.fileName,
      importedOn,
      at: row.importedAt.getTime(),
    };
    group.fields.push(row.field);
    group.at = Math.max(group.at, row.importedAt.getTime());
    groups.set(key, group);
  }
  const order = [
    'name',
    'website',
    'foundationDate',
    'countryId',
    'cityId',
    'sectorIds',
    'operatingStatusId',
    'acquirerName',
  ];
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  return [...groups.values()]
    .sort((a, b) => b.at - a.at)
    .map(({ fields, fileName, importedOn }) => ({
      fields: fields.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
      fileName,
      importedOn,
    }));
}

/** Stored value as comparable text: dates as YYYY-MM-DD, arrays and objects as JSON, empty as ''. */
function comparable(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Drops the import source of every field an owner's edit changes, so the startup page no longer
 * says it came from a file. Call it in the edit's transaction with `tx`.
 * Input: the startup id, its row before the edit and the columns written (startups property
 * names, the same names startup_fact_sources keeps). Output: the fields whose source was dropped.
 */
export async function forgetEditedFacts(
  tx: Db,
  startupId: number,
  before: Record<string, unknown>,
  written: Record<string, unknown>,
): Promise<string[]> {
  const changed = Object.keys(written).filter(
    (field) => field in before && comparable(before[field]) !== comparable(written[field]),
  );
  if (!changed.length) return [];
  const dropped = await tx
    .delete(startupFactSources)
    .where(and(eq(startupFactSources.startupId, startupId), inArray(startupFactSources.field, changed)))
    .returning({ field: startupFactSources.field });
  return dropped.map((d) => d.field);
}

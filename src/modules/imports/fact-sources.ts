/**
 * Where a startup's imported facts came from (issue 17 §3 "Every imported fact keeps its source
 * (file name and date) so a startup page can say where a fact came from"): its
 * startup_fact_sources rows grouped by file and day, for the startup page's line
 * "Website, founding date, city: from ‘yc-export.csv’, imported 26.11.2026".
 */
import { asc, eq } from 'drizzle-orm';
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

/**
 * The writes of one decided import row (spec D§2 data-add-tool): the
 * startup created with `source = 'import'` or updated, the source of each fact it set
 * (startup_fact_sources: field, run, file name, date) and an audit row — all in the caller's
 * transaction (./run.ts writes each row inside a savepoint of its batch).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/modules/access/schema';
import { entityKey } from '@/modules/access/permissions';
import { startups } from '@/modules/startups/schema';
import { prefixPattern } from '@/lib/like';
import { normalizeSearchText, slugify, uniqueSlug } from '@/lib/text';
import type { Decision } from './plan';
import type { NormalizedRow, StartupValues } from './normalize';
import { startupFactSources } from './schema';

/** The run a row belongs to: its id, file name (the facts' source) and the admin who started it. */
export interface RunInfo {
  id: number;
  fileName: string;
  actor: string | null;
}

/** Stored field names of a created startup's facts. */
const factFields = (values: Partial<StartupValues>) => ['name', ...Object.keys(values)];

/**
 * Writes one decided row inside transaction `tx`. Output: the startup id the row created,
 * updated or matched, or null (a failed row, a duplicate in the file).
 * @throws the database error of a refused write (the caller rolls the row back).
 */
export async function applyDecision(
  tx: Db,
  run: RunInfo,
  row: NormalizedRow,
  decision: Decision,
): Promise<number | null> {
  const now = new Date();
  let startupId: number | null = null;
  let fields: string[] = [];
  if (decision.outcome === 'created') {
    const base = slugify(row.name) || 'startup';
    const taken = await tx
      .select({ s: startups.seoUrl })
      .from(startups)
      .where(sql`${startups.seoUrl} LIKE ${prefixPattern(base)}`);
    const v = decision.values;
    const [created] = await tx
      .insert(startups)
      .values({
        ...v,
        sectorIds: v.sectorIds ?? [],
        name: row.name,
        seoUrl: uniqueSlug(base, new Set(taken.map((r) => r.s))),
        source: 'import',
        searchText: normalizeSearchText(row.name, v.tagline, v.taglineTr),
      })
      .returning({ id: startups.id });
    startupId = created!.id;
    fields = factFields(v);
  } else if (decision.outcome === 'updated') {
    startupId = decision.startupId;
    const changes = decision.changes;
    const extra: Partial<typeof startups.$inferInsert> = {};
    if (changes.tagline !== undefined || changes.taglineTr !== undefined) {
      const [current] = await tx
        .select({ name: startups.name, tagline: startups.tagline, taglineTr: startups.taglineTr })
        .from(startups)
        .where(eq(startups.id, startupId));
      extra.searchText = normalizeSearchText(
        current!.name,
        changes.tagline ?? current!.tagline,
        changes.taglineTr ?? current!.taglineTr,
      );
    }
    await tx
      .update(startups)
      .set({ ...changes, ...extra, updatedAt: now })
      .where(eq(startups.id, startupId));
    fields = Object.keys(changes);
  } else if (decision.outcome === 'skipped') startupId = decision.startupId;

  if (fields.length && startupId !== null) {
    const id = startupId;
    await tx
      .insert(startupFactSources)
      .values(
        fields.map((field) => ({
          startupId: id,
          field,
          runId: run.id,
          fileName: run.fileName,
          importedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [startupFactSources.startupId, startupFactSources.field],
        set: { runId: run.id, fileName: run.fileName, importedAt: now },
      });
    await tx.insert(auditLog).values({
      actorUserId: run.actor,
      action: decision.outcome === 'created' ? 'admin.import.startup.create' : 'admin.import.startup.update',
      entityId: entityKey('startup', id),
      details: { runId: run.id, rowNumber: row.rowNumber, fields },
    });
  }
  return startupId;
}

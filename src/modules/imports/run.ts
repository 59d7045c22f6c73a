/**
 * The `import-run` job (issue 17 §3 "Runs on the queue with a progress bar; an import can be
 * cancelled, and one that fails or is killed leaves no half-written startup (each row in its own
 * transaction, the job resumable)"; decision 0018).
 *
 * Each file row is one transaction that locks the run row, checks for a cancel request, skips a
 * row already in import_run_rows (the resume point), takes the import row lock and reads the
 * startups created since (by a concurrent run too), then writes together: the startup (created
 * with `source = 'import'`, or updated), its startup_fact_sources rows (field, run, file name,
 * date), an audit row, the import_run_rows row and the run's counters. A killed worker's open
 * transaction is rolled back by the database; the queue retries the job after its expiry and
 * the run resumes at the first row without an import_run_rows row. A job works for at most
 * {@link CHUNK_SECONDS} and then queues its continuation, so a killed chunk is retried soon.
 * A row whose write fails is recorded `failed` ('write_failed'); an error outside a row (file
 * gone, database down) marks the run failed with its message and is thrown for the queue's retry.
 * The startup list's caches are emptied after every {@link CACHE_BATCH} rows and at the end
 * (decision 0015; each commit also notifies other processes through the startups triggers).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { enqueue } from '@/server/queue';
import { auditLog } from '@/modules/access/schema';
import { startups } from '@/modules/startups/schema';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { prefixPattern } from '@/lib/like';
import { normalizeSearchText, slugify, uniqueSlug } from '@/lib/text';
import { entityKey } from '@/modules/access/permissions';
import { planContext, loadRun } from './imports';
import { decideRow, EXISTING_COLUMNS, FileState, StartupMatcher, type Decision } from './plan';
import type { NormalizedRow, Reason, StartupValues } from './normalize';
import { importRunRows, importRuns, startupFactSources } from './schema';

/** Seconds one job works before queueing its continuation. */
export const CHUNK_SECONDS = 60;
/** Rows between two cache emptyings. */
export const CACHE_BATCH = 100;
/**
 * Key of the transaction-scoped advisory lock each import row takes before it decides: rows of
 * concurrent runs (two admins, two workers) are written one after another, and each sees the
 * startups the others created, so the same startup is never created twice.
 */
const IMPORT_ROW_LOCK = 720_117;

/** Test hooks: inside each row's transaction after its writes (before the commit), and after its commit. */
export interface RunHooks {
  inRowTransaction?: (rowNumber: number) => Promise<void>;
  /** After a row's transaction committed. */
  afterRow?: (rowNumber: number) => Promise<void>;
}

class Cancelled extends Error {}
/** A hook's error: aborts the run as a crash would (the row's transaction rolls back). */
class HookAbort extends Error {}

/** Stored field names of a created startup's facts. */
const factFields = (values: Partial<StartupValues>) => ['name', ...Object.keys(values)];

/** Writes one decided row (inside its transaction). Output: the startup id, if any. */
async function applyDecision(
  tx: Db,
  run: { id: number; fileName: string; actor: string | null },
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
    await tx
      .insert(startupFactSources)
      .values(
        fields.map((field) => ({
          startupId: startupId!,
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
      entityId: entityKey('startup', startupId),
      details: { runId: run.id, rowNumber: row.rowNumber, fields },
    });
  }
  return startupId;
}

/** Records row `rowNumber` and bumps the run's counters (inside the row's transaction). */
async function recordRow(
  tx: Db,
  runId: number,
  row: NormalizedRow,
  outcome: Decision['outcome'],
  startupId: number | null,
  reasons: Reason[],
) {
  await tx
    .insert(importRunRows)
    .values({ runId, rowNumber: row.rowNumber, outcome, startupId, name: row.name.slice(0, 300), reasons });
  const one = (o: Decision['outcome']) => sql`${outcome === o ? 1 : 0}`;
  await tx
    .update(importRuns)
    .set({
      processedRows: sql`${importRuns.processedRows} + 1`,
      createdCount: sql`${importRuns.createdCount} + ${one('created')}`,
      updatedCount: sql`${importRuns.updatedCount} + ${one('updated')}`,
      skippedCount: sql`${importRuns.skippedCount} + ${one('skipped')}`,
      failedCount: sql`${importRuns.failedCount} + ${one('failed')}`,
    })
    .where(eq(importRuns.id, runId));
}

/**
 * Works run `runId` for at most `seconds` (default {@link CHUNK_SECONDS}). Output: `done`,
 * `more` (time is up; rows remain), `cancelled`, or `idle` (nothing to do: not queued or running).
 * @throws on an error outside a row (the caller marks the run failed and the queue retries).
 */
export async function processImportRun(
  db: Db,
  runId: number,
  options: { seconds?: number; hooks?: RunHooks } = {},
): Promise<'done' | 'more' | 'cancelled' | 'idle'> {
  const deadline = Date.now() + (options.seconds ?? CHUNK_SECONDS) * 1000;
  // Claim: queued, running (a retry or continuation) and failed (a retry after a failure) resume.
  const [claimed] = await db
    .update(importRuns)
    .set({ status: 'running', error: null, startedAt: sql`coalesce(${importRuns.startedAt}, now())` })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ['queued', 'running', 'failed'])))
    .returning();
  if (!claimed) return 'idle';
  if (claimed.cancelRequestedAt) return finish(db, runId, 'cancelled');

  const plan = await planContext(db, claimed);
  const matcher = await StartupMatcher.load(db);
  const done = new Map(
    (
      await db
        .select({
          rowNumber: importRunRows.rowNumber,
          outcome: importRunRows.outcome,
          startupId: importRunRows.startupId,
          reasons: importRunRows.reasons,
        })
        .from(importRunRows)
        .where(eq(importRunRows.runId, runId))
    ).map((r) => [r.rowNumber, r]),
  );
  const file = new FileState();
  const run = { id: runId, fileName: claimed.fileName, actor: claimed.createdByUserId };
  let sinceNotify = 0;
  let worked = 0;
  try {
    for (let index = 0; index < plan.file.rows.length; index += 1) {
      const row = plan.normalize(index);
      const previous = done.get(row.rowNumber);
      if (previous) {
        // Rebuild the file's duplicate state from the rows already done, as decideRow remembered them.
        if (previous.outcome === 'created') file.remember(row, null);
        else if (previous.outcome === 'updated' || (previous.reasons as Reason[])[0]?.code === 'no_changes')
          file.remember(row, previous.startupId);
        continue;
      }
      if (worked > 0 && Date.now() > deadline) {
        notifyStartupsChanged(db);
        return 'more';
      }
      await processRow(db, run, row, matcher, file, options.hooks);
      await options.hooks?.afterRow?.(row.rowNumber);
      worked += 1;
      if (++sinceNotify >= CACHE_BATCH) {
        notifyStartupsChanged(db);
        sinceNotify = 0;
      }
    }
  } catch (error) {
    notifyStartupsChanged(db);
    if (error instanceof Cancelled) return finish(db, runId, 'cancelled');
    throw error;
  }
  notifyStartupsChanged(db);
  return finish(db, runId, 'done');
}

/** One row in its own transaction (see the module comment). */
async function processRow(
  db: Db,
  run: { id: number; fileName: string; actor: string | null },
  row: NormalizedRow,
  matcher: StartupMatcher,
  file: FileState,
  hooks: RunHooks | undefined,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ cancel: importRuns.cancelRequestedAt })
        .from(importRuns)
        .where(eq(importRuns.id, run.id))
        .for('update');
      if (current?.cancel) throw new Cancelled();
      const [exists] = await tx
        .select({ n: importRunRows.rowNumber })
        .from(importRunRows)
        .where(and(eq(importRunRows.runId, run.id), eq(importRunRows.rowNumber, row.rowNumber)));
      if (exists) return;
      // One import row at a time across runs and processes: a run started beside this one may
      // have created this row's startup after our matcher was loaded, so read what is new first.
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_ROW_LOCK}::bigint)`);
      await matcher.catchUp(tx);
      const decided = await decideRow(row, matcher, file, async (id) => {
        const [found] = await tx
          .select(EXISTING_COLUMNS)
          .from(startups)
          .where(eq(startups.id, id))
          .for('update');
        return found;
      });
      const startupId = await applyDecision(tx, run, row, decided);
      await recordRow(tx, run.id, row, decided.outcome, startupId, decided.reasons);
      if (decided.outcome === 'created' && startupId !== null)
        matcher.add(startupId, row.domain, row.nameKey);
      if (hooks?.inRowTransaction)
        await hooks.inRowTransaction(row.rowNumber).catch((error: unknown) => {
          throw new HookAbort(error instanceof Error ? error.message : String(error));
        });
    });
  } catch (error) {
    if (error instanceof Cancelled || error instanceof HookAbort) throw error;
    // The row's writes were refused (rolled back): the row is recorded as failed on its own.
    const message = error instanceof Error ? error.message.slice(0, 200) : String(error);
    await db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ n: importRunRows.rowNumber })
        .from(importRunRows)
        .where(and(eq(importRunRows.runId, run.id), eq(importRunRows.rowNumber, row.rowNumber)));
      if (exists) return;
      await recordRow(tx, run.id, row, 'failed', null, [
        { field: 'row', code: 'write_failed', value: message },
      ]);
    });
  }
}

async function finish(db: Db, runId: number, status: 'done' | 'cancelled'): Promise<'done' | 'cancelled'> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(importRuns)
      .set({ status, finishedAt: new Date() })
      .where(and(eq(importRuns.id, runId), eq(importRuns.status, 'running')))
      .returning();
    if (row)
      await tx.insert(auditLog).values({
        actorUserId: row.createdByUserId,
        action: status === 'done' ? 'admin.import.finish' : 'admin.import.cancelled',
        entityId: `import:${runId}`,
        details: {
          processedRows: row.processedRows,
          created: row.createdCount,
          updated: row.updatedCount,
          skipped: row.skippedCount,
          failed: row.failedCount,
        },
      });
  });
  return status;
}

/** Marks run `runId` failed with `message` (an error outside a row; the queue may retry it). */
export async function failImportRun(db: Db, runId: number, message: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ status: 'failed', error: message.slice(0, 500) })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ['queued', 'running'])));
}

/**
 * The queue's handler of `import-run` (src/server/workers.ts): one chunk of the run, then its
 * continuation when rows remain. A failure marks the run failed and is rethrown (retry).
 */
export async function runImportJob(
  db: Db,
  runId: number,
  options: { seconds?: number; hooks?: RunHooks } = {},
) {
  try {
    const result = await processImportRun(db, runId, options);
    if (result === 'more') await enqueue(db, 'import-run', { runId });
    return result;
  } catch (error) {
    await failImportRun(db, runId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

export { loadRun };

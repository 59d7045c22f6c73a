/**
 * The `import-run` job of the data-add tool (spec D§2 admin route data-add-tool, D§6 super
 * admin; decision 0018 "Leases and batches"): a run on the queue with a progress bar, which can
 * be cancelled and resumed, and which leaves no half-written startup when it fails or is killed.
 *
 * The run goes through the file in batches: one transaction of at most {@link BATCH_ROWS} rows
 * and {@link BATCH_MS} ms, then a pause of {@link YIELD_MS} ms. The embedded database has one
 * session and runs its queries on this thread, so a long transaction, or transactions back to
 * back, would stall every request of the server until the run ends.
 *
 * A batch locks the run row, stops if a cancel was asked for, reads the run's cursor
 * (`processed_rows`: rows 1 … cursor are done), takes the import lock and reads the startups
 * created since (by a concurrent run too). Each row is written inside a savepoint: the startup
 * (created with `source = 'import'`, or updated), its startup_fact_sources rows, an audit row and
 * its import_run_rows row; a row whose writes are refused is rolled back to its savepoint and
 * recorded `failed` ('write_failed'). The batch ends by moving the cursor and the counters in the
 * same transaction, so a batch is written whole or not at all, and whoever goes on with the run
 * (the queue's retry, another worker after a kill, a resume) starts right after the last
 * committed batch: no row is imported twice. Two workers on one run take turns batch by batch.
 *
 * A job works for at most {@link CHUNK_SECONDS}, or until its signal aborts (shutdown, lease
 * lost), and then queues its continuation. An error outside a row (file gone, database down)
 * marks the run failed with its message and is thrown for the queue's retry. The startup list's
 * caches are emptied every {@link CACHE_BATCH} rows and at the end (decision 0015).
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { enqueue } from '@/server/queue';
import { LeaseLostError } from '@/server/job-lease';
import { auditLog } from '@/modules/access/schema';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { planContext, loadRun } from './imports';
import { startups } from '@/modules/startups/schema';
import { applyDecision, type RunInfo } from './run-write';
import { decideRow, EXISTING_COLUMNS, FileState, StartupMatcher, type Outcome } from './plan';
import type { NormalizedRow, Reason } from './normalize';
import { importRunRows, importRuns } from './schema';

/** Seconds one job works before queueing its continuation. */
export const CHUNK_SECONDS = 60;
/** Most rows one batch (one transaction) writes. */
export const BATCH_ROWS = 100;
/**
 * Milliseconds after which a batch takes no further row: about what another request waits at
 * most on the embedded database (plus the row in progress, 10–30 ms once warm).
 */
export const BATCH_MS = 50;
/** Milliseconds the run pauses between batches, so requests waiting for the database go first. */
export const YIELD_MS = 10;
/** Rows between two cache emptyings. */
export const CACHE_BATCH = 100;
/**
 * Key of the transaction-scoped advisory lock each batch takes before it decides: batches of
 * concurrent runs (two admins, two workers) are written one after another, and each sees the
 * startups the others created, so the same startup is never created twice.
 */
const IMPORT_ROW_LOCK = 720_117;

/** Test hooks. */
export interface RunHooks {
  /** Inside the batch's transaction after row `rowNumber`'s writes; a throw aborts the batch as a crash would. */
  inRowTransaction?: (rowNumber: number) => Promise<void>;
  /** After a batch committed, with the run's cursor (rows done). */
  afterBatch?: (processedRows: number) => Promise<void>;
}

/** How one job works a run. */
export interface RunOptions {
  /** Seconds before the job hands on to a continuation (default {@link CHUNK_SECONDS}). */
  seconds?: number;
  /** Most rows per batch (default {@link BATCH_ROWS}). */
  batchRows?: number;
  /** Milliseconds per batch (default {@link BATCH_MS}). */
  batchMs?: number;
  hooks?: RunHooks;
  /** Aborted: stop after the current batch (the worker stops, or lost the job's lease). */
  signal?: AbortSignal;
}

/** A hook's error: aborts the batch as a crash would (its transaction rolls back). */
class HookAbort extends Error {}

/** What this job knows of the file between batches: the rows before `position` are done. */
interface Progress {
  position: number;
  file: FileState;
}

type Plan = Awaited<ReturnType<typeof planContext>>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Brings `progress` to `cursor` (rows 1 … cursor done, by this job or another): the file's
 * duplicate state is rebuilt from the rows done, as decideRow remembered them. Reads in pages,
 * pausing between them, so a resume after many rows does not hold the database.
 */
async function catchUpTo(db: Db, runId: number, plan: Plan, progress: Progress, cursor: number) {
  if (cursor < progress.position) {
    progress.position = 0;
    progress.file = new FileState();
  }
  while (progress.position < cursor) {
    const upTo = Math.min(cursor, progress.position + 1000);
    const done = await db
      .select({
        rowNumber: importRunRows.rowNumber,
        outcome: importRunRows.outcome,
        startupId: importRunRows.startupId,
        reasons: importRunRows.reasons,
      })
      .from(importRunRows)
      .where(
        and(
          eq(importRunRows.runId, runId),
          gt(importRunRows.rowNumber, progress.position),
          lte(importRunRows.rowNumber, upTo),
        ),
      );
    for (const previous of done) {
      if (previous.rowNumber > plan.file.rows.length) continue;
      const row = plan.normalize(previous.rowNumber - 1);
      if (previous.outcome === 'created') progress.file.remember(row, null);
      else if (previous.outcome === 'updated' || (previous.reasons as Reason[])[0]?.code === 'no_changes')
        progress.file.remember(row, previous.startupId);
    }
    progress.position = upTo;
    if (progress.position < cursor) await pause(YIELD_MS);
  }
}

/** Records row `row` of run `runId` (inside the batch's transaction; the counters move with the batch). */
async function recordRow(
  tx: Db,
  runId: number,
  row: NormalizedRow,
  outcome: Outcome,
  startupId: number | null,
  reasons: Reason[],
) {
  await tx
    .insert(importRunRows)
    .values({ runId, rowNumber: row.rowNumber, outcome, startupId, name: row.name.slice(0, 300), reasons });
}

/** One row inside its savepoint of the batch's transaction `tx`. Output: its outcome. */
async function processRow(
  tx: Db,
  run: RunInfo,
  row: NormalizedRow,
  matcher: StartupMatcher,
  file: FileState,
  hooks: RunHooks | undefined,
): Promise<Outcome> {
  try {
    return await tx.transaction(async (sp) => {
      const decided = await decideRow(row, matcher, file, async (id) => {
        const [found] = await sp
          .select(EXISTING_COLUMNS)
          .from(startups)
          .where(eq(startups.id, id))
          .for('update');
        return found;
      });
      const startupId = await applyDecision(sp, run, row, decided);
      await recordRow(sp, run.id, row, decided.outcome, startupId, decided.reasons);
      if (hooks?.inRowTransaction)
        await hooks.inRowTransaction(row.rowNumber).catch((error: unknown) => {
          throw new HookAbort(error instanceof Error ? error.message : String(error));
        });
      if (decided.outcome === 'created' && startupId !== null)
        matcher.add(startupId, row.domain, row.nameKey);
      return decided.outcome;
    });
  } catch (error) {
    if (error instanceof HookAbort) throw error;
    // The row's writes were refused (rolled back to its savepoint): recorded as failed on its own.
    const message = error instanceof Error ? error.message.slice(0, 200) : String(error);
    await recordRow(tx, run.id, row, 'failed', null, [
      { field: 'row', code: 'write_failed', value: message },
    ]);
    return 'failed';
  }
}

/**
 * One batch in one transaction (see the module comment). Output: `ok` with the rows written,
 * `cancelled` (a cancel was asked for; nothing written), `stopped` (the run is no longer running).
 */
async function processBatch(
  db: Db,
  run: RunInfo,
  plan: Plan,
  matcher: StartupMatcher,
  progress: Progress,
  options: RunOptions,
): Promise<{ status: 'ok' | 'cancelled' | 'stopped'; rows: number }> {
  const maxRows = options.batchRows ?? BATCH_ROWS;
  const maxMs = options.batchMs ?? BATCH_MS;
  const total = plan.file.rows.length;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: importRuns.status,
        cancel: importRuns.cancelRequestedAt,
        cursor: importRuns.processedRows,
      })
      .from(importRuns)
      .where(eq(importRuns.id, run.id))
      .for('update');
    if (!current || current.status !== 'running') return { status: 'stopped', rows: 0 };
    if (current.cancel) return { status: 'cancelled', rows: 0 };
    // Usually nothing to read: only when another worker wrote batches of this run meanwhile.
    await catchUpTo(tx, run.id, plan, progress, current.cursor);
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_ROW_LOCK}::bigint)`);
    await matcher.catchUp(tx);
    const counts: Record<Outcome, number> = { created: 0, updated: 0, skipped: 0, failed: 0 };
    const started = Date.now();
    let rows = 0;
    while (progress.position < total && rows < maxRows && (rows === 0 || Date.now() - started < maxMs)) {
      const row = plan.normalize(progress.position);
      counts[await processRow(tx, run, row, matcher, progress.file, options.hooks)] += 1;
      progress.position += 1;
      rows += 1;
    }
    await tx
      .update(importRuns)
      .set({
        processedRows: progress.position,
        createdCount: sql`${importRuns.createdCount} + ${counts.created}`,
        updatedCount: sql`${importRuns.updatedCount} + ${counts.updated}`,
        skippedCount: sql`${importRuns.skippedCount} + ${counts.skipped}`,
        failedCount: sql`${importRuns.failedCount} + ${counts.failed}`,
      })
      .where(eq(importRuns.id, run.id));
    return { status: 'ok', rows };
  });
}

/**
 * Works run `runId` for at most `options.seconds` (default {@link CHUNK_SECONDS}) or until
 * `options.signal` aborts, batch by batch (spec D§2 data-add-tool). Output: `done`, `more` (time
 * is up or the signal aborted; rows remain), `cancelled`, or `idle` (nothing to do: the run is not
 * queued or running, or another worker finished it).
 * @throws on an error outside a row (the caller marks the run failed and the queue retries); the
 *   batch in progress is rolled back whole.
 */
export async function processImportRun(
  db: Db,
  runId: number,
  options: RunOptions = {},
): Promise<'done' | 'more' | 'cancelled' | 'idle'> {
  const deadline = Date.now() + (options.seconds ?? CHUNK_SECONDS) * 1000;
  // Claim: queued, running (a retry, a continuation, a takeover) and failed (a retry) go on.
  const [claimed] = await db
    .update(importRuns)
    .set({ status: 'running', error: null, startedAt: sql`coalesce(${importRuns.startedAt}, now())` })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ['queued', 'running', 'failed'])))
    .returning();
  if (!claimed) return 'idle';
  if (claimed.cancelRequestedAt) return finish(db, runId, 'cancelled');

  const plan = await planContext(db, claimed);
  const matcher = await StartupMatcher.load(db);
  const progress: Progress = { position: 0, file: new FileState() };
  await catchUpTo(db, runId, plan, progress, claimed.processedRows);
  const run = { id: runId, fileName: claimed.fileName, actor: claimed.createdByUserId };
  let sinceNotify = 0;
  // Reading the file and the startups took the thread a while: let waiting requests go first.
  await pause(YIELD_MS);
  try {
    for (let batch = 0; ; batch += 1) {
      if (batch > 0 && (Date.now() > deadline || options.signal?.aborted)) return 'more';
      const { status, rows } = await processBatch(db, run, plan, matcher, progress, options);
      if (status === 'cancelled') return await finish(db, runId, 'cancelled');
      if (status === 'stopped') return 'idle';
      sinceNotify += rows;
      if (sinceNotify >= CACHE_BATCH) {
        notifyStartupsChanged(db);
        sinceNotify = 0;
      }
      await options.hooks?.afterBatch?.(progress.position);
      if (progress.position >= plan.file.rows.length) return await finish(db, runId, 'done');
      await pause(YIELD_MS);
    }
  } finally {
    if (sinceNotify > 0) notifyStartupsChanged(db);
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

/**
 * Marks run `runId` failed with `message` (an error outside a row; the queue may retry it, the
 * admin may resume it; spec D§2 data-add-tool). Nothing happens to a run no longer queued or running.
 */
export async function failImportRun(db: Db, runId: number, message: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ status: 'failed', error: message.slice(0, 500) })
    .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ['queued', 'running'])));
}

/**
 * The queue's handler of `import-run` (src/server/workers.ts; spec D§2 data-add-tool): one chunk
 * of the run, then its continuation when rows remain — unless the job's lease was lost, when the
 * worker that took the job over goes on. Output: as {@link processImportRun}.
 * @throws the error of {@link processImportRun}, after marking the run failed (the queue retries).
 */
export async function runImportJob(db: Db, runId: number, options: RunOptions = {}) {
  const leaseLost = () => options.signal?.reason instanceof LeaseLostError;
  try {
    const result = await processImportRun(db, runId, options);
    if (result === 'more' && !leaseLost()) await enqueue(db, 'import-run', { runId });
    return result;
  } catch (error) {
    if (!leaseLost()) await failImportRun(db, runId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

export { loadRun };

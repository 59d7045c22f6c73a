/**
 * Starting, resuming and cancelling a data-add tool run (spec D§2 admin route `data-add-tool`,
 * D§6 super admin; decision 0018 "Leases and batches"). Each call requires a
 * super admin and writes its audit row in the transaction of its change; the job that works the
 * run is ./run.ts, which reads a cancel between two batches (within about a second).
 *
 * Run states: `uploaded` → `queued` → `running` → `done`; `failed` (an error outside the rows,
 * after the queue's retries) and `cancelled` can be resumed, and go on after the last committed
 * batch.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError, ValidationError } from '@/server/errors';
import { enqueue } from '@/server/queue';
import { requireImportAdmin } from './access';
import { cleanMapping } from './fields';
import { audit, loadRun, toView, type RunView } from './imports';
import { importRuns } from './schema';

/**
 * Starts a run: `queued`, with the `import-run` job queued in the same transaction.
 * Output: the run. @throws UnauthorizedError, ForbiddenError; NotFoundError; ConflictError
 *   'import.not_editable' (already started); ValidationError 'import.name_unmapped' (no column
 *   gives the name).
 */
export async function startImport(ctx: Ctx, id: number): Promise<RunView> {
  const actor = requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  if (row.status !== 'uploaded') throw new ConflictError('import.not_editable');
  if (cleanMapping(row.mapping, row.columns.length).name === undefined)
    throw new ValidationError('import.name_unmapped', { 'mapping.name': 'import.name_unmapped' });
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({ status: 'queued', error: null })
      .where(and(eq(importRuns.id, id), eq(importRuns.status, 'uploaded')))
      .returning();
    if (!updated) throw new ConflictError('import.not_editable');
    await audit(tx, actor, 'admin.import.start', id, { rows: row.totalRows });
    await enqueue(tx, 'import-run', { runId: id });
    return updated;
  });
  return toView(saved, ctx.locale);
}

/**
 * Resumes a run that was cancelled, or that stopped on an error outside its rows (the queue gave
 * up after its retries): `queued` again, its cancel request cleared, with a new `import-run` job
 * in the same transaction. The run goes on after its last committed batch; rows done stay done
 * and are never imported again.
 * Output: the run. @throws UnauthorizedError, ForbiddenError; NotFoundError; ConflictError
 *   'import.not_resumable' (the run is not cancelled or failed, e.g. still running or done).
 */
export async function resumeImport(ctx: Ctx, id: number): Promise<RunView> {
  const actor = requireImportAdmin(ctx);
  const before = await loadRun(ctx.db, id);
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({ status: 'queued', error: null, finishedAt: null, cancelRequestedAt: null })
      .where(
        and(
          eq(importRuns.id, id),
          or(
            eq(importRuns.status, 'cancelled'),
            and(eq(importRuns.status, 'failed'), isNull(importRuns.cancelRequestedAt)),
          ),
        ),
      )
      .returning();
    if (!updated) throw new ConflictError('import.not_resumable');
    await audit(tx, actor, 'admin.import.resume', id, {
      processedRows: updated.processedRows,
      from: before.status,
    });
    await enqueue(tx, 'import-run', { runId: id });
    return updated;
  });
  return toView(saved, ctx.locale);
}

/**
 * Asks a queued or running run to stop: the job stops before its next batch (within about a
 * second; rows done stay done). A run not started yet, or stopped by a failure, is cancelled at
 * once. Output: the run. @throws UnauthorizedError, ForbiddenError; NotFoundError; ConflictError
 *   'import.not_running'.
 */
export async function cancelImport(ctx: Ctx, id: number): Promise<RunView> {
  const actor = requireImportAdmin(ctx);
  const row = await loadRun(ctx.db, id);
  if (!['queued', 'running', 'failed'].includes(row.status)) throw new ConflictError('import.not_running');
  const saved = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(importRuns)
      .set({
        cancelRequestedAt: sql`coalesce(${importRuns.cancelRequestedAt}, ${now.toISOString()}::timestamptz)`,
        // Not yet picked up (or stopped by a failure): nothing runs that could stop by itself.
        status: sql`case when ${importRuns.status} in ('queued', 'failed') then 'cancelled' else ${importRuns.status} end`,
        finishedAt: sql`case when ${importRuns.status} in ('queued', 'failed') then ${now.toISOString()}::timestamptz else ${importRuns.finishedAt} end`,
      })
      .where(and(eq(importRuns.id, id), inArray(importRuns.status, ['queued', 'running', 'failed'])))
      .returning();
    if (!updated) throw new ConflictError('import.not_running');
    await audit(tx, actor, 'admin.import.cancel', id, { processedRows: updated.processedRows });
    return updated;
  });
  return toView(saved, ctx.locale);
}

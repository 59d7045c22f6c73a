/**
 * The admins' view of the job queue (issue 15 §1 "a dead-letter state visible to admins",
 * decision 0018): how many jobs each queue holds per state, the jobs that used up their retries
 * (`failed`, in pg-boss's job table or its archive), and "send again", which puts a failed
 * job's data back on its queue as a new job and removes the failed row — in one transaction.
 *
 * Mail jobs carry rendered messages whose text holds sign-in secrets (reset links, verification
 * codes), so only the recipient and the subject are shown, never the body.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { auditLog } from '@/modules/access/schema';
import { requireAdminRole } from '@/modules/admin/access';
import { NotFoundError } from '@/server/errors';
import { enqueue, QUEUES, wakeWorkers, type QueueName } from '@/server/queue';
import { rowsOf } from '@/server/db/rows';

export interface QueueCounts {
  queue: string;
  /** Waiting (created or retry), running (active), done (completed), failed, in pg-boss's job table. */
  waiting: number;
  running: number;
  completed: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  /** What the job was for: a mail's recipient and subject, or the queue's data keys. */
  summary: string;
  /** Attempts made (the first plus retries). */
  attempts: number;
  /** The last error's message. */
  error: string;
  /** UTC ISO-8601: when it was queued and when it failed for good. */
  createdAt: string;
  failedAt: string;
}

/**
 * Super admins only (the admin menu's `backgroundJobs` entry, src/modules/admin/menu.ts).
 * @throws UnauthorizedError for visitors, ForbiddenError ('access.invalid') for everyone else.
 */
function requireQueueAdmin(ctx: Ctx): void {
  requireAdminRole(ctx, 'super');
}

function summaryOf(queue: string, data: unknown): string {
  const value = (data ?? {}) as Record<string, unknown>;
  if (queue === 'mail') return `${String(value.to ?? '')} — ${String(value.subject ?? '')}`;
  return Object.keys(value).join(', ');
}

/**
 * Counts of every product queue by state, admins only.
 * Output: one row per queue of src/server/queue.ts QUEUES, in that order.
 * @throws UnauthorizedError for visitors; ForbiddenError ('access.invalid') for anyone but a super admin.
 */
export async function queueCounts(ctx: Ctx): Promise<QueueCounts[]> {
  requireQueueAdmin(ctx);
  const rows = rowsOf<{ name: string; state: string; n: number | string }>(
    await ctx.db.execute(sql`select name, state::text as state, count(*) as n from pgboss.job group by 1, 2`),
  );
  return Object.keys(QUEUES).map((queue) => {
    const of = (...states: string[]) =>
      rows.filter((r) => r.name === queue && states.includes(r.state)).reduce((s, r) => s + Number(r.n), 0);
    return {
      queue,
      waiting: of('created', 'retry'),
      running: of('active'),
      completed: of('completed'),
      failed: of('failed'),
    };
  });
}

/**
 * The failed jobs (retries used up), newest first, at most `limit` (default 100), from the job
 * table and the archive. Super admins only. @throws ForbiddenError ('access.invalid').
 */
export async function listFailedJobs(ctx: Ctx, limit = 100): Promise<FailedJob[]> {
  requireQueueAdmin(ctx);
  const rows = rowsOf<{
    id: string;
    name: string;
    data: unknown;
    retry_count: number;
    output: unknown;
    created_on: string | Date;
    completed_on: string | Date | null;
  }>(
    await ctx.db.execute(sql`
      select id::text as id, name, data, retry_count, output, created_on, completed_on
        from pgboss.job where state = 'failed'
      union all
      select id::text, name, data, retry_count, output, created_on, completed_on
        from pgboss.archive where state = 'failed'
      order by completed_on desc nulls last
      limit ${limit}`),
  );
  return rows.map((r) => {
    const output = (typeof r.output === 'string' ? JSON.parse(r.output) : r.output) as {
      message?: string;
    } | null;
    const data = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
    return {
      id: r.id,
      queue: r.name,
      summary: summaryOf(r.name, data),
      attempts: Number(r.retry_count) + 1,
      error: output?.message ?? '',
      createdAt: new Date(r.created_on).toISOString(),
      failedAt: new Date(r.completed_on ?? r.created_on).toISOString(),
    };
  });
}

/**
 * Puts failed job `id` of `queue` back as a new job with the same data and removes the failed
 * row (job table or archive), in one transaction, with an audit row. Super admins only.
 * Output: the new job's id.
 * @throws ForbiddenError ('access.invalid'); NotFoundError ('generic.not_found') when no such
 * failed job exists (already sent again, or removed by retention).
 */
export async function retryFailedJob(ctx: Ctx, queue: string, id: string): Promise<string> {
  requireQueueAdmin(ctx);
  if (!(queue in QUEUES)) throw new NotFoundError();
  const newId = await ctx.db.transaction(async (tx) => {
    const removed = rowsOf<{ data: unknown }>(
      await tx.execute(sql`
        with a as (delete from pgboss.job where name = ${queue} and id = ${id}::uuid and state = 'failed' returning data),
             b as (delete from pgboss.archive where name = ${queue} and id = ${id}::uuid and state = 'failed' returning data)
        select data from a union all select data from b`),
    );
    if (!removed.length) throw new NotFoundError();
    const data = typeof removed[0]!.data === 'string' ? JSON.parse(removed[0]!.data) : removed[0]!.data;
    const created = await enqueue(tx, queue as QueueName, (data ?? {}) as object);
    await tx.insert(auditLog).values({
      actorUserId: ctx.viewer.userId,
      action: 'queue.retry',
      entityId: `queue:${queue}`,
      details: { failedJobId: id, newJobId: created },
    });
    return created!;
  });
  wakeWorkers(queue);
  return newId;
}

/**
 * The health check for load balancers (issue 17 §4 "/api/health (database reachable, queue
 * lag)"): the database answers `select 1`, and the queue lag is the age in seconds of the oldest
 * pg-boss job waiting to run — in state `created` or `retry` with its start time passed (decision
 * 0018); 0 when none waits, null when the queue's schema cannot be read. Two cheap queries, each
 * given {@link HEALTH_TIMEOUT_MS} at most, so a stuck database fails the check instead of hanging it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** Milliseconds each query may take before the check counts it as failed. */
export const HEALTH_TIMEOUT_MS = 3_000;

export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'error';
  /** Seconds the oldest waiting job has waited (whole seconds); null when unknown. */
  queueLagSeconds: number | null;
}

function withTimeout<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The health of this process's database and queue. `db` is a function so that failing to open
 * the database counts as `database: 'error'` too. Never throws.
 */
export async function checkHealth(db: () => Promise<Db>, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  let handle: Db;
  try {
    handle = await withTimeout(db(), timeoutMs);
    await withTimeout(Promise.resolve(handle.execute(sql`select 1`)), timeoutMs);
  } catch {
    return { status: 'error', database: 'error', queueLagSeconds: null };
  }
  let queueLagSeconds: number | null = null;
  try {
    const [row] = rowsOf<{ lag: number | string | null }>(
      await withTimeout(
        Promise.resolve(
          handle.execute(sql`
            select extract(epoch from now() - min(start_after))::float8 as lag
            from pgboss.job where state < 'active' and start_after <= now()`),
        ),
        timeoutMs,
      ),
    );
    queueLagSeconds = row?.lag == null ? 0 : Math.max(0, Math.round(Number(row.lag)));
  } catch {
    queueLagSeconds = null;
  }
  return { status: 'ok', database: 'ok', queueLagSeconds };
}

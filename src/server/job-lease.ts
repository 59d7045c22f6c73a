/**
 * Leased jobs (decision 0018, "Leases and batches"): pg-boss 10 has no heartbeat, and a job it hands to
 * `work()` is failed after its `expireInSeconds` even while its handler still runs. So a queue
 * whose jobs may run long (an import chunk, an export) is worked here instead: its
 * `expireInSeconds` is a lease that the worker renews every third of it while the handler runs.
 * A healthy job of any length keeps its job row; the job of a process that died lapses within one
 * lease, and the expiry check of any live worker process (pg-boss's `expire()`, every
 * {@link EXPIRY_CHECK_SECONDS}) hands it back to the queue for its retry.
 *
 * A job's attempt is its id and retry count (an expired job comes back with the same id and a
 * higher count), so a worker that lost its lease never renews, completes or fails the next
 * attempt: its handler's signal aborts with {@link LeaseLostError} instead.
 */
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from './db/client';
import { rowsOf } from './db/rows';

/** Seconds between two expiry checks of a worker process (leases that lapsed go back to the queue). */
export const EXPIRY_CHECK_SECONDS = 10;

/** The reason of a handler's aborted signal: the job's lease lapsed; another worker may hold it. */
export class LeaseLostError extends Error {
  constructor() {
    super('the job lease was lost');
    this.name = 'LeaseLostError';
  }
}

/** The reason of a handler's aborted signal: this process's workers are stopping. */
export class WorkerStoppingError extends Error {
  constructor() {
    super('the worker is stopping');
    this.name = 'WorkerStoppingError';
  }
}

/** What a handler gets besides the job's data. */
export interface JobContext {
  /** Aborts when the handler should stop soon: reason {@link LeaseLostError} or {@link WorkerStoppingError}. */
  signal: AbortSignal;
}

/**
 * Renews the lease of job `jobId` of queue `name`, attempt `retryCount`: it now lapses
 * `leaseSeconds` from now. Output: false when that attempt is no longer active (it lapsed and was
 * handed back, or was completed, failed or deleted).
 * @throws the database error.
 */
export async function renewLease(
  db: Db,
  name: string,
  jobId: string,
  retryCount: number,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => ${leaseSeconds}::float8)
      where name = ${name} and id = ${jobId}::uuid and state = 'active' and retry_count = ${retryCount}
      returning id`),
  );
  return rows.length > 0;
}

export interface LeasedWorkerOptions {
  /** Seconds between fetches of an idle worker. */
  pollingIntervalSeconds: number;
  /** Seconds a renewal keeps the lease (the queue's expireInSeconds). */
  leaseSeconds: number;
  /** Called with a handler's error before the job is failed for its retry (never throws). */
  onError: (error: unknown, jobId: string) => Promise<void>;
}

export interface LeasedWorker {
  /** Fetches now instead of at the next poll. */
  wake(): void;
  /** Stops fetching, aborts the running handler's signal and waits for it, up to `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Works queue `name` one job at a time with `handler`, renewing each job's lease while the
 * handler runs; completes the job when the handler returns and fails it (for the queue's retry)
 * when it throws — both only while the lease is still this worker's.
 * Input: a started pg-boss `queue` (fetch, complete, fail) and the database for the renewals.
 */
export function startLeasedWorker(
  queue: PgBoss,
  db: Db,
  name: string,
  handler: (data: unknown, job: JobContext) => Promise<void>,
  options: LeasedWorkerOptions,
): LeasedWorker {
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  // A wake while busy (fetching, working) makes the next idle wait return at once.
  let woken = false;
  let running: AbortController | undefined;
  const report = (error: unknown) =>
    queue.emit('error', error instanceof Error ? error : new Error(String(error)));

  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) {
        woken = false;
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, options.pollingIntervalSeconds * 1000);
      wakeUp = done;
    });

  async function work(job: PgBoss.JobWithMetadata) {
    const lease = () => renewLease(db, name, job.id, job.retryCount, options.leaseSeconds);
    // The first renewal starts this worker's lease (the job row holds the queue's until now).
    if (!(await lease().catch(() => true))) return;
    const controller = new AbortController();
    // Fetched while stopping: one step of work, then the handler hands on (as on a stop).
    if (stopping) controller.abort(new WorkerStoppingError());
    running = controller;
    const renewals = setInterval(
      () =>
        void lease()
          .then((held) => held || controller.abort(new LeaseLostError()))
          .catch(report),
      (options.leaseSeconds * 1000) / 3,
    );
    let failure: { error: unknown } | undefined;
    try {
      await handler(job.data, { signal: controller.signal });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(renewals);
      running = undefined;
    }
    if (failure) await options.onError(failure.error, job.id);
    // A last renewal proves the attempt is still ours just before it is closed.
    if (controller.signal.reason instanceof LeaseLostError || !(await lease())) return;
    if (failure) await queue.fail(name, job.id, failure.error as object);
    else await queue.complete(name, job.id);
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        woken = false;
        const [job] = await queue.fetch<object>(name, { batchSize: 1, includeMetadata: true });
        if (job) await work(job);
        else await idle();
      } catch (error) {
        report(error);
        await pause(options.pollingIntervalSeconds * 1000);
      }
    }
  })();

  return {
    wake: () => {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop(timeoutMs) {
      stopping = true;
      wakeUp?.();
      running?.abort(new WorkerStoppingError());
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}

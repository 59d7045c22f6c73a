/**
 * The background workers of a server process (issue 15 §1, decision 0018): what each queue of
 * src/server/queue.ts does with a job, and the schedules. Every server process starts them
 * (src/instrumentation-node.ts) and stops them before it closes the database (scripts/serve.ts);
 * on PostgreSQL the processes share the queues (a job runs in one of them) and a schedule fires
 * once per period across all of them (pg-boss's timekeeper).
 */
import PgBoss from 'pg-boss';
import { env } from './env';
import type { Db, DbHandle } from './db/client';
import { EXPIRY_CHECK_SECONDS, startLeasedWorker, type JobContext, type LeasedWorker } from './job-lease';
import {
  openQueue,
  QUEUES,
  registerWorkerWake,
  transactionQueueDb,
  type Queue,
  type QueueDefinition,
  type QueueName,
} from './queue';

/** A queue's handler: the job's data and, from a worker, its context (a signal to stop soon). */
export type JobHandler = (db: Db, data: unknown, job?: JobContext) => Promise<void>;

/**
 * What a job of each worked queue does; a throw makes pg-boss retry it (then dead-letter it).
 * Mutable so a test's worker process can wrap a handler (tests/helpers/import-run-child.ts).
 */
export const JOB_HANDLERS: Partial<Record<QueueName, JobHandler>> = {
  mail: async (db, data) => {
    const { sendMail } = await import('./mail');
    // Recorded in the e-mail log of this database (issue 17 §4).
    await sendMail(data as import('./mail').MailMessage, db);
  },
  'notification-mail': async (db, data) => {
    const { sendNotificationMail } = await import('@/modules/notifications/notifications');
    await sendNotificationMail(db, (data as { notificationId: number }).notificationId);
  },
  'message-mail': async (db, data) => {
    const { sendUnreadMessageMail } = await import('@/modules/messaging/messaging');
    await sendUnreadMessageMail(db, data as { conversationId: number; recipientUserId: string });
  },
  'mail-digest': async (db) => {
    const { sendDailyDigests } = await import('@/modules/notifications/digest');
    const queued = await sendDailyDigests(db);
    if (queued) console.log(`[queue mail-digest] queued ${queued} digest(s)`);
  },
  'payment-event': async (db, data) => {
    const { processPaymentEvent } = await import('@/modules/payments/payment-events');
    await processPaymentEvent(db, (data as { eventRowId: number }).eventRowId);
  },
  'test-provider-webhook': async (_db, data) => {
    const { deliverTestWebhook } = await import('@/modules/payments/providers/test-provider');
    await deliverTestWebhook(data as { body: string });
  },
  'startup-export': async (db, data) => {
    const { runExport, failExport } = await import('@/modules/startups/export');
    const { exportId } = data as { exportId: string };
    try {
      await runExport(db, exportId);
    } catch (error) {
      // Shown as failed until a retry starts it again (or for good after the last retry).
      await failExport(db, exportId, (error as Error).message);
      throw error;
    }
  },
  'import-run': async (db, data, job) => {
    const { runImportJob } = await import('@/modules/imports/run');
    await runImportJob(db, (data as { runId: number }).runId, { signal: job?.signal });
  },
  'investor-graph': async (db) => {
    const { refreshInvestorGraph } = await import('@/modules/graph/graph');
    console.log(`[queue investor-graph] ${await refreshInvestorGraph(db)}`);
  },
  'purge-exports': async (db) => {
    const { purgeExpiredExports } = await import('@/modules/startups/export');
    const purged = await purgeExpiredExports(db);
    if (purged) console.log(`[queue purge-exports] deleted ${purged} expired export(s)`);
  },
  'saved-search-alerts': async (db) => {
    const { runSavedSearchAlerts } = await import('@/modules/lists/saved-search-alerts');
    const mails = await runSavedSearchAlerts(db);
    if (mails) console.log(`[queue saved-search-alerts] queued ${mails} alert mail(s)`);
  },
  'purge-accounts': async (db) => {
    const { purgeDueAccounts } = await import('@/modules/identity/deletion');
    const { purged } = await purgeDueAccounts(db);
    if (purged.length) console.log(`[queue purge-accounts] purged ${purged.length} account(s)`);
  },
};

/**
 * The schedules (cron in UTC): the account purge at minute 17 of every hour; the saved-search
 * alerts at minute 23 of every hour; the daily digest at 07:00 (10:00 in Türkiye); expired export
 * files at 03:40.
 */
export const SCHEDULES: Partial<Record<QueueName, string>> = {
  'purge-accounts': '17 * * * *',
  'saved-search-alerts': '23 * * * *',
  'mail-digest': '0 7 * * *',
  'purge-exports': '40 3 * * *',
};

/**
 * Puts a failed job attempt in the error log (issue 17 §4; origin `job`, route `queue:<name>`,
 * the job id as request id). Never throws: the job's own failure handling goes on.
 */
async function recordJobFailure(db: Db, name: string, jobId: string, error: unknown): Promise<void> {
  try {
    const { recordUnexpectedError } = await import('@/modules/operations/error-log');
    recordUnexpectedError({
      error,
      requestId: jobId,
      origin: 'job',
      method: '',
      route: `queue:${name}`,
      viewerUserId: null,
      db,
    });
  } catch {
    // The error log is best effort.
  }
}

interface RunningWorkers {
  queue: Promise<Queue>;
  leased: LeasedWorker[];
  stopExpiryCheck: () => void;
}
const globalForWorkers = globalThis as unknown as { __atlasWorkers?: RunningWorkers };

export interface StartWorkersOptions {
  /** Seconds between polls of an idle worker (default QUEUE_POLL_SECONDS or 2). */
  pollingIntervalSeconds?: number;
  /** Seconds between expiry checks of leased jobs (default {@link EXPIRY_CHECK_SECONDS}). */
  expiryCheckSeconds?: number;
  /** Seconds a renewal keeps a leased job (default each leased queue's expireInSeconds; tests). */
  leaseSeconds?: number;
}

/** A job context whose signal never aborts (pg-boss's own workers, {@link runQueuedJobs}). */
const steadyJob = (): JobContext => ({ signal: new AbortController().signal });

/**
 * Starts pg-boss on `handle` with a worker per queue of {@link JOB_HANDLERS} (one job at a time
 * each) and the {@link SCHEDULES}; once per process (a second call returns the first queue).
 * Leased queues (`lease` in src/server/queue.ts) are worked by src/server/job-lease.ts, and this
 * process checks every `expiryCheckSeconds` for leases that lapsed (a dead worker's jobs).
 * Output: the running queue. @throws what pg-boss's start throws.
 */
export function startWorkers(handle: DbHandle, options: StartWorkersOptions = {}): Promise<Queue> {
  if (globalForWorkers.__atlasWorkers) return globalForWorkers.__atlasWorkers.queue;
  const leased: LeasedWorker[] = [];
  let expiryCheck: ReturnType<typeof setInterval> | undefined;
  const started = (async () => {
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? env().QUEUE_POLL_SECONDS;
    const queue = await openQueue(handle, { pollingIntervalSeconds });
    for (const [name, handler] of Object.entries(JOB_HANDLERS)) {
      const definition: QueueDefinition = QUEUES[name as QueueName];
      if (definition.lease) {
        const worker = startLeasedWorker(
          queue,
          handle.db,
          name,
          (data, job) => handler(handle.db, data, job),
          {
            pollingIntervalSeconds,
            leaseSeconds: options.leaseSeconds ?? definition.expireInSeconds,
            onError: (error, jobId) => recordJobFailure(handle.db, name, jobId, error),
          },
        );
        leased.push(worker);
        registerWorkerWake(name, () => worker.wake());
        continue;
      }
      const id = await queue.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        try {
          await handler(handle.db, job!.data, steadyJob());
        } catch (error) {
          await recordJobFailure(handle.db, name, job!.id, error);
          throw error;
        }
      });
      registerWorkerWake(name, () => queue.notifyWorker(id));
    }
    for (const [name, cron] of Object.entries(SCHEDULES)) await queue.schedule(name, cron, {}, { tz: 'UTC' });
    // pg-boss's own maintenance expires jobs every 2 minutes; a dead worker's lease is found sooner.
    expiryCheck = setInterval(
      () => void queue.expire().catch((error: Error) => queue.emit('error', error)),
      (options.expiryCheckSeconds ?? EXPIRY_CHECK_SECONDS) * 1000,
    );
    return queue;
  })();
  globalForWorkers.__atlasWorkers = {
    queue: started,
    leased,
    stopExpiryCheck: () => clearInterval(expiryCheck),
  };
  return started;
}

/**
 * Stops this process's workers (call before closing the database): leased jobs are asked to
 * stop (an import hands on to a continuation after its current batch), running jobs get up to
 * 8 s to finish.
 */
export async function stopWorkers(): Promise<void> {
  const started = globalForWorkers.__atlasWorkers;
  if (!started) return;
  globalForWorkers.__atlasWorkers = undefined;
  const queue = await started.queue.catch(() => undefined);
  started.stopExpiryCheck();
  for (const name of Object.keys(JOB_HANDLERS)) registerWorkerWake(name, undefined);
  await Promise.all(started.leased.map((worker) => worker.stop(8_000)));
  await queue?.stop({ wait: true, graceful: true, timeout: 8_000 });
}

/**
 * Works every job waiting on queue `name` of `db` now, in this call, with the queue's handler
 * (tests and scripts; a server's workers do this by themselves). Output: how many jobs ran.
 * A failing job is marked failed for pg-boss's retry; the error is not rethrown.
 */
export async function runQueuedJobs(db: Db, name: QueueName): Promise<number> {
  const handler = JOB_HANDLERS[name];
  if (!handler) throw new Error(`no handler for queue ${name}`);
  const boss = new PgBoss({ schema: 'pgboss', db: transactionQueueDb(db) });
  let ran = 0;
  for (;;) {
    const jobs = await boss.fetch(name, { batchSize: 20 });
    if (!jobs.length) return ran;
    for (const job of jobs) {
      try {
        await handler(db, job.data, steadyJob());
        await boss.complete(name, job.id);
      } catch (error) {
        await recordJobFailure(db, name, job.id, error);
        await boss.fail(name, job.id, { message: (error as Error).message });
      }
      ran += 1;
    }
  }
}

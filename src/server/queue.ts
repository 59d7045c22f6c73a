/**
 * The durable job queue (issue 15 §1, decision 0018): pg-boss 10 in the database the process
 * already uses — the embedded PGlite through pg-boss's `db` option, PostgreSQL through pg-boss's
 * own small pool (3 connections). Jobs are rows, so they survive a restart and `kill -9`; a job
 * whose handler throws is retried with the queue's delay and backoff, then marked `failed` and
 * copied to the queue's dead-letter queue; on PostgreSQL several server processes share the
 * queues without running a job twice (`SKIP LOCKED`), and a schedule fires once per period.
 *
 * Rule (decision 0018): inside `db.transaction()` enqueue only through {@link enqueue} with that
 * transaction. On PGlite the transaction holds the one session, and a send outside it waits for
 * ever; on PostgreSQL it would not be atomic with the transaction's data.
 */
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, DbHandle } from './db/client';

export type Queue = PgBoss;

/** pg-boss's parameters as `pg` would send them: undefined is NULL. */
const nullForUndefined = (values: unknown[] | undefined) =>
  (values ?? []).map((v) => (v === undefined ? null : v));

/**
 * pg-boss's `db` for the embedded database. pg-boss sends either one statement with parameters
 * (PGlite's `query`) or several statements without (`exec`: schema install, migrations and
 * maintenance blocks such as `BEGIN; SELECT pg_advisory_xact_lock(…); …; COMMIT;`). The second
 * kind runs inside `client.transaction()`, so a failing statement is rolled back instead of
 * leaving the application's only session in an aborted transaction, and no other caller's query
 * runs in the middle of the block.
 * Input: the PGlite client. Output: `{ executeSql(text, values) → { rows } }`.
 */
export function pgliteQueueDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, nullForUndefined(values));
      const results = await client.transaction((tx) => tx.exec(text));
      // A RETURNING before the block's COMMIT is kept: the rows of every statement, in order.
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}

/**
 * pg-boss's `db` for calls made through a Drizzle database or transaction `tx` (PGlite or
 * PostgreSQL), so a job exists if and only if the transaction commits. The statement goes to
 * the driver as pg-boss wrote it (PGlite's `query`, postgres.js's `unsafe`), with its `$n`
 * placeholders: pg-boss uses one parameter several times in different roles (`right($5, 1)` and
 * `CAST($5 as timestamptz)` in one CASE), which only works as one parameter of one type. As `pg`
 * does, undefined becomes NULL and a plain object JSON text.
 */
export function transactionQueueDb(tx: Db): PgBoss.Db {
  const client = (tx as unknown as { session: { client: DriverClient } }).session.client;
  return {
    async executeSql(text, values) {
      const params = nullForUndefined(values).map((v) =>
        v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v)
          ? JSON.stringify(v)
          : v,
      );
      if (typeof client.unsafe === 'function') return { rows: [...(await client.unsafe(text, params))] };
      return client.query!(text, params);
    },
  };
}

/** The driver client under a Drizzle session: PGlite (or its transaction) or postgres.js. */
interface DriverClient {
  query?: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
  unsafe?: (text: string, params: unknown[]) => Promise<Iterable<unknown>>;
}

export interface OpenQueueOptions {
  /** How often an idle worker asks for work, in seconds (pg-boss's default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Run pg-boss's maintenance (expiry, archiving) in this process (default true). */
  supervise?: boolean;
  /** Fire schedules from this process (default true). */
  schedule?: boolean;
  /** Seconds between maintenance runs (pg-boss's default 120). */
  maintenanceIntervalSeconds?: number;
}

/**
 * Starts pg-boss on `handle`'s database (installing or migrating its schema `pgboss` on first
 * use, under an advisory lock) and returns it; stop it with `queue.stop({ wait: true })` before
 * closing the database (its timers keep the process alive until then).
 * @throws what pg-boss's start throws (the database unreachable, a schema it cannot migrate).
 */
export async function openQueue(handle: DbHandle, options: OpenQueueOptions = {}): Promise<Queue> {
  const target = handle.queueTarget;
  const boss = new PgBoss({
    schema: 'pgboss',
    ...(target.kind === 'pglite'
      ? { db: pgliteQueueDb(target.client) }
      : { connectionString: target.url, max: 3, application_name: 'atlas-queue' }),
    ...options,
  });
  boss.on('error', (error) => console.error(`[queue] ${error.message}`));
  await boss.start();
  return boss;
}

/** The named queues of the product and their retry policy (decision 0018). */
export interface QueueDefinition {
  /** Attempts after the first before the job fails (pg-boss retryLimit). */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Seconds a started job may run before it counts as failed (and is retried). */
  expireInSeconds: number;
  /** Where a job that used up its retries is copied for admins (pg-boss deadLetter). */
  deadLetter?: string;
  /**
   * `expireInSeconds` is a lease its worker renews while the handler runs (src/server/job-lease.ts):
   * a job of any length keeps it, and the job of a process that died is retried soon after.
   */
  lease?: boolean;
}

/** Dead-letter queue of every product queue: nobody works it; admins look and retry. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/**
 * Every queue the product uses. `mail`: one rendered message `{ to, subject, text, html }` per
 * job (src/server/mail.ts), retried 5 times from 30 s with backoff (about 15 minutes in all).
 * `purge-accounts`: the hourly account purge (spec §4 "Account deletion"), a schedule.
 * `notification-mail`: renders one notice's e-mail in its user's language and queues it on `mail`
 * (src/modules/notifications). `message-mail`: the e-mail of a message still unread a few minutes
 * after it was sent, once per conversation (src/modules/messaging). `mail-digest`: the daily
 * digest of unread notices to the users who turned it on, a schedule
 * (src/modules/notifications/digest.ts).
 */
export const QUEUES = {
  mail: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  'purge-accounts': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 900 },
  'mail-digest': { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900 },
  'notification-mail': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  'message-mail': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // A webhook event applied to entitlements (decision 0020 §2): idempotent, so retried freely.
  'payment-event': {
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // The test provider calling the app's webhook over HTTP, as a provider retries a delivery.
  'test-provider-webhook': {
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    deadLetter: DEAD_LETTER_QUEUE,
  },
  // A startup export's file (spec P§7 Export): seconds; a retry starts it again (the rows were
  // counted once, when it was accepted). Leased: a killed worker's export is retried within a minute.
  'startup-export': {
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 30,
    deadLetter: DEAD_LETTER_QUEUE,
    lease: true,
  },
  'purge-exports': { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900 },
  // A data-add tool run (spec D§2): chunks of at most a minute (src/modules/imports/run.ts).
  // Leased: a killed worker's chunk is retried within a minute (lease 30 s + expiry check 10 s +
  // retry delay 5 s + polling 2 s) and resumes after the last committed batch.
  'import-run': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 30,
    deadLetter: DEAD_LETTER_QUEUE,
    lease: true,
  },
  // The investor-relation graph's layout (issue 18 §2, src/modules/graph): seconds to a minute; queued
  // once (singleton) when a read finds the data changed.
  'investor-graph': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  // Saved-search alerts (issue 18 §5, src/modules/lists/saved-searches.ts): hourly; each search
  // in its own transaction, so a retry only looks at the searches still due.
  'saved-search-alerts': { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900 },
  [DEAD_LETTER_QUEUE]: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
} satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof QUEUES;

/**
 * Installs (or migrates) pg-boss's schema `pgboss` on `handle` and creates every queue of
 * {@link QUEUES}, updating the policy of those that exist. Part of preparing a database
 * (src/server/db/migrate.ts), so a job can be enqueued on any migrated database.
 * @throws the database error when the schema cannot be installed.
 */
export async function installQueues(handle: DbHandle): Promise<void> {
  const boss = await openQueue(handle, { supervise: false, schedule: false });
  try {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    // The dead-letter queue first: the others name it.
    const names = Object.keys(QUEUES).sort(
      (a, b) => Number(b === DEAD_LETTER_QUEUE) - Number(a === DEAD_LETTER_QUEUE),
    );
    for (const name of names) {
      // `lease` is ours (src/server/workers.ts), not a pg-boss queue option.
      const options: QueueDefinition & { name: string } = { name, ...QUEUES[name as QueueName] };
      delete options.lease;
      if (existing.has(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ wait: true, graceful: false });
  }
}

// pg-boss's send needs no started instance: it runs one INSERT through the `db` it is given.
let sender: PgBoss | undefined;
const senderBoss = () =>
  (sender ??= new PgBoss({
    schema: 'pgboss',
    db: {
      executeSql: () => Promise.reject(new Error("enqueue: pg-boss must run through the caller's database")),
    },
  }));

/**
 * Puts a job on queue `name` through `db` — the process database or, inside
 * `db.transaction()`, that transaction, so the job exists if and only if it commits (on PGlite
 * the only way that cannot wait for ever, decision 0018). Input: the job's data (stored as
 * JSON; keep it small) and pg-boss send options (startAfter, singletonKey, retry settings
 * overriding the queue's). Output: the job id, or null when a singleton option refused it.
 * This process's workers of `name` are woken at once (others find the job within their polling
 * interval); a job sent inside a transaction is picked up after the transaction, at the latest
 * by the next poll.
 * @throws the database error (for example the queue schema missing on an unmigrated database).
 */
export async function enqueue(
  db: Db,
  name: QueueName,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const id = await senderBoss().send(name, data, { ...options, db: transactionQueueDb(db) });
  // Woken on the next turn, so a caller that commits right after has usually done so.
  setTimeout(() => wakeWorkers(name), 20).unref?.();
  return id;
}

interface WorkerRegistry {
  wake: Map<string, () => void>;
}
// On globalThis: Next's bundles and the server script load their own copies of this module.
const registry = ((globalThis as unknown as { __atlasQueueWorkers?: WorkerRegistry }).__atlasQueueWorkers ??=
  {
    wake: new Map(),
  });

/** Registers how to wake this process's worker of queue `name` (src/server/workers.ts). */
export function registerWorkerWake(name: string, wake: (() => void) | undefined): void {
  if (wake) registry.wake.set(name, wake);
  else registry.wake.delete(name);
}

/** Wakes this process's worker of `name`, if any, so it fetches now instead of at its next poll. */
export function wakeWorkers(name: string): void {
  registry.wake.get(name)?.();
}

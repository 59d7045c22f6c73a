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
import { sql } from 'drizzle-orm';
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
 * pg-boss's `db` for one call made inside a Drizzle transaction `tx` (PGlite or PostgreSQL), so a
 * job exists if and only if the transaction commits. pg-boss's `$n` placeholders become Drizzle
 * parameters; as `pg` does, undefined becomes NULL and a plain object JSON text.
 */
export function transactionQueueDb(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const params = nullForUndefined(values).map((v) =>
        v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v)
          ? JSON.stringify(v)
          : v,
      );
      // "a $1 b $2 c" splits into text, index, text, index, text.
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
      );
      const result = (await tx.execute(query)) as unknown;
      return { rows: Array.isArray(result) ? [...result] : ((result as { rows?: unknown[] }).rows ?? []) };
    },
  };
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

/**
 * Puts a job on queue `name` (made before with `queue.createQueue`), inside `tx` when given.
 * Input: the job's data (stored as JSON; keep it small) and pg-boss send options (startAfter,
 * singletonKey, retry settings overriding the queue's). Output: the job id, or null when a
 * singleton or throttle option refused it.
 */
export function enqueue(
  queue: Queue,
  name: string,
  data: object,
  options: PgBoss.SendOptions = {},
  tx?: Db,
): Promise<string | null> {
  return queue.send(name, data, tx ? { ...options, db: transactionQueueDb(tx) } : options);
}

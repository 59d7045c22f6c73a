/**
 * Database client: PGlite (embedded, in `PGLITE_DATA_DIR`) by default, PostgreSQL when
 * `DATABASE_URL` is set (ARCHITECTURE.md "Stack"). Created lazily as a globalThis singleton,
 * never at import time, so `next build` and hot reloads do not open the database twice.
 *
 * The embedded data folder is locked for one process: a second opener fails at once with
 * {@link DatabaseLockedError} and touches nothing (ARCHITECTURE.md "Known pitfalls"); the lock
 * of a crashed process of this host is taken over at once (issue 12 §4).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { schema, type Schema } from './schema';
import { env } from '../env';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue reaches this database (src/server/queue.ts, decision 0018): the embedded
   * database's own client, or PostgreSQL's URL (the queue keeps a small pool of its own).
   */
  queueTarget: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close: () => Promise<void>;
  /**
   * Subscribes to the notification channel `channel` (LISTEN): `onNotify` gets each payload,
   * `onListen` runs once listening starts and again after every reconnection (PostgreSQL), when
   * notifications may have been missed. Resolves to the unsubscribe function.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<() => Promise<void>>;
}

/**
 * Raised when the embedded database folder is held by another process. `owner` describes the
 * holder ("pid 123 on host h: scripts/seed.ts"), empty when unknown; `isOwnerKnown` false means
 * its liveness could not be checked (no owner note, or another host), so the message tells when
 * the lock is taken over by itself.
 */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, owner: string, isOwnerKnown = true) {
    super(
      `The embedded database at ${dataDir} is already open in another process${owner ? ` (${owner})` : ''}. ` +
        (isOwnerKnown
          ? 'Stop that process first (a running server, seed or import), or set DATABASE_URL to use PostgreSQL.'
          : `Its owner cannot be checked from here; if no process uses the folder any more, the lock is taken over automatically once it has gone ${LOCK_STALE_MS / 1000} s without updates: retry then. Otherwise stop that process first, or set DATABASE_URL to use PostgreSQL.`),
    );
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens a PGlite database with pg_trgm and unaccent loaded.
 * @param dataDir folder to persist in; undefined = in memory (tests). A folder is locked first.
 * @param loadDataDir a database dumped with PGlite's `dumpDataDir` (tar) to start from instead of
 * an empty one (tests start from one migrated database: creating one costs about 5 s, loading 1).
 * @throws DatabaseLockedError when another process holds the folder.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DbHandle> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) release = await lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: { pg_trgm, unaccent },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = announceCommits(drizzle(client, { schema }) as unknown as Db);
    return {
      db,
      kind: 'pglite',
      queueTarget: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        await release?.();
      },
      // One embedded connection: it hears its own commits, and no other process can write.
      listen: async (channel, onNotify, onListen) => {
        const unlisten = await client.listen(channel, onNotify);
        onListen?.();
        return () => unlisten();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** Opens a PostgreSQL connection pool for `url` (max 10 connections). */
export async function openPostgres(url: string, max = 10): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, { max, onnotice: () => undefined });
  const db = announceCommits(drizzle(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    queueTarget: { kind: 'postgres', url },
    close: () => client.end({ timeout: 5 }),
    // postgres-js listens on a connection of its own and listens again after it reconnects.
    listen: async (channel, onNotify, onListen) => {
      const request = await client.listen(channel, onNotify, onListen);
      return () => request.unlisten();
    },
  };
}

/**
 * Makes every committed transaction of `db` tell this process's signed-in viewer cache at once
 * (src/server/viewer.ts): access rows, packages, sessions and account states are written in
 * transactions, and the process that wrote them must not answer its user's next request from
 * the cache before the database's notice arrives (decision 0015). Other processes hear the
 * notice; a write here is rare next to reads, so emptying the viewers on each costs little.
 */
function announceCommits(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const result = await transaction(...args);
    const { dataChanged } = await import('../data-changes');
    dataChanged(db, 'access');
    return result;
  }) as Db['transaction'];
  return db;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function openConfiguredDb(): Promise<DbHandle> {
  const { DATABASE_URL, PGLITE_DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(path.resolve(PGLITE_DATA_DIR));
}

/** A lock not refreshed for this long is stale and taken over (proper-lockfile refreshes it every 5 s). */
const LOCK_STALE_MS = 15_000;

/** What `<dataDir>.owner` says of the process holding the lock. */
interface LockOwner {
  pid: number;
  hostname: string;
  /** Start time of the process (/proc/<pid>/stat field 22, clock ticks since boot); tells a reused pid apart. */
  startTime?: string;
  /** The owner's PID namespace (/proc/self/ns/pid): pids are only comparable inside one. */
  pidNamespace?: string;
  command: string;
}

/** This process's PID namespace id (Linux), or undefined elsewhere. */
function pidNamespace(): string | undefined {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

/**
 * State and start time of process `pid` from /proc/<pid>/stat (Linux: fields 3 and 22, the start
 * in clock ticks since boot); undefined elsewhere or when the process is gone.
 */
function readProcessStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/** The owner note, or undefined when it is missing, being written or from an older version. */
function readLockOwner(ownerFile: string): LockOwner | undefined {
  try {
    const note = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as Partial<LockOwner>;
    if (typeof note.pid !== 'number' || typeof note.hostname !== 'string') return undefined;
    return {
      pid: note.pid,
      hostname: note.hostname,
      startTime: note.startTime,
      pidNamespace: note.pidNamespace,
      command: note.command ?? '',
    };
  } catch {
    return undefined;
  }
}

/**
 * True when the owner ran on this host and its process is gone: no such pid (ESRCH), a zombie
 * left by a kill, or the pid reused by a process started at another time.
 */
function isLockOwnerGone(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return false;
  // Containers sharing a host name and the data folder see each other's pids as absent.
  if (owner.pidNamespace !== pidNamespace()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const stat = readProcessStat(owner.pid);
  if (!stat) return false;
  return (
    stat.state === 'Z' ||
    stat.state === 'X' ||
    (owner.startTime !== undefined && stat.startTime !== owner.startTime)
  );
}

/**
 * Locks the embedded data folder for this process (docs/decisions/0001, issue 12 §4).
 * The lock is `<dataDir>.lock` (proper-lockfile, refreshed every 5 s, stale after 15 s); the owner
 * note `<dataDir>.owner` records pid, host, process start time and command. When the lock is held
 * by a process of this host that no longer runs (a crash, `kill -9`), the lock is taken over at
 * once instead of after 15 s. Taking the lock and writing the note happen under a short guard
 * lock (`<dataDir>.owner.lock`), so an opener never judges a fresh lock by its predecessor's note.
 * @returns the release function (removes the note, then the lock).
 * @throws DatabaseLockedError when a live process (or one that cannot be checked) holds the folder.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfile = await import('proper-lockfile');
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const ownerFile = `${dataDir}.owner`;
  const lock = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      retries: 0,
      stale: LOCK_STALE_MS,
      update: 5_000,
      realpath: false,
      onCompromised: (err) => {
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Exiting to protect the data.`);
        process.exit(70);
      },
    });
  // The guard is held for milliseconds; a guard left by a crashed opener is stale after 5 s.
  const releaseGuard = await lockfile.lock(ownerFile, {
    lockfilePath: `${ownerFile}.lock`,
    stale: 5_000,
    retries: { retries: 40, factor: 1.5, minTimeout: 50, maxTimeout: 250 },
    realpath: false,
    onCompromised: () => undefined,
  });
  try {
    let release: () => Promise<void>;
    // A note left by another process means its lock was not released: proper-lockfile may take
    // such a lock over by itself once it is stale (its owner's event loop stalled or it died
    // long ago). Say so, as for the takeover below.
    const previous = readLockOwner(ownerFile);
    try {
      release = await lock();
      if (previous && previous.pid !== process.pid) {
        console.warn(
          `Taking over the lock on ${dataDir}: its owner (pid ${previous.pid} on host ${previous.hostname}${previous.command ? `: ${previous.command}` : ''}) is no longer running or stopped updating it for ${LOCK_STALE_MS / 1000} s.`,
        );
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = readLockOwner(ownerFile);
      const described = owner
        ? `pid ${owner.pid} on host ${owner.hostname}${owner.command ? `: ${owner.command}` : ''}`
        : '';
      if (!owner || !isLockOwnerGone(owner)) {
        throw new DatabaseLockedError(dataDir, described, owner?.hostname === os.hostname());
      }
      console.warn(`Taking over the lock on ${dataDir}: its owner (${described}) is no longer running.`);
      fs.rmSync(ownerFile, { force: true });
      fs.rmSync(lockPath, { recursive: true, force: true });
      try {
        release = await lock();
      } catch (retryError) {
        if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED')
          throw new DatabaseLockedError(dataDir, '', false);
        throw retryError;
      }
    }
    const note: LockOwner = {
      pid: process.pid,
      hostname: os.hostname(),
      startTime: readProcessStat(process.pid)?.startTime,
      pidNamespace: pidNamespace(),
      command: process.argv.slice(1, 3).join(' '),
    };
    // Written whole then renamed, so a reader never sees half a note.
    fs.writeFileSync(`${ownerFile}.${process.pid}`, JSON.stringify(note));
    fs.renameSync(`${ownerFile}.${process.pid}`, ownerFile);
    return async () => {
      if (readLockOwner(ownerFile)?.pid === process.pid) fs.rmSync(ownerFile, { force: true });
      await release();
    };
  } finally {
    await releaseGuard();
  }
}

const globalForDb = globalThis as unknown as { __atlasDb?: Promise<DbHandle> };

/** The process-wide database handle, opened on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__atlasDb) {
    globalForDb.__atlasDb = openConfiguredDb()
      .then(async (handle) => {
        // Caches of this process empty themselves when any process changes public data (decision 0015).
        const { watchDataChanges } = await import('../data-changes');
        await watchDataChanges(handle);
        return handle;
      })
      .catch((error: unknown) => {
        globalForDb.__atlasDb = undefined;
        throw error;
      });
  }
  return globalForDb.__atlasDb;
}

/** The process-wide Drizzle database. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Makes `handle` the process-wide database (tests and scripts that open their own). */
export function setDbHandle(handle: DbHandle): void {
  // Listening before it is handed out, as getDbHandle does, so caches hear every write.
  globalForDb.__atlasDb = import('../data-changes').then(async ({ watchDataChanges }) => {
    await watchDataChanges(handle);
    return handle;
  });
}

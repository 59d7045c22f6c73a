/**
 * Database client: PGlite (embedded, in `PGLITE_DATA_DIR`) by default, PostgreSQL when
 * `DATABASE_URL` is set (ARCHITECTURE.md "Stack"). Created lazily as a globalThis singleton,
 * never at import time, so `next build` and hot reloads do not open the database twice.
 *
 * The embedded data folder is locked for one process: a second opener fails at once with
 * {@link DatabaseLockedError} and touches nothing (ARCHITECTURE.md "Known pitfalls").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema, type Schema } from './schema';
import { env } from '../env';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Raised when the embedded database folder is already held by another process. */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `The embedded database at ${dataDir} is already open in another process${owner ? ` (${owner})` : ''}. ` +
        'Stop that process first (a running server, seed or import), or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens a PGlite database with pg_trgm and unaccent loaded.
 * @param dataDir folder to persist in; undefined = in memory (tests). A folder is locked first.
 * @throws DatabaseLockedError when another process holds the folder.
 */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) release = await lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await release?.();
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
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function openConfiguredDb(): Promise<DbHandle> {
  const { DATABASE_URL, PGLITE_DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(path.resolve(PGLITE_DATA_DIR));
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfile = await import('proper-lockfile');
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const ownerFile = `${dataDir}.owner`;
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      retries: 0,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (err) => {
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Exiting to protect the data.`);
        process.exit(70);
      },
    });
    fs.writeFileSync(ownerFile, `pid ${process.pid}: ${process.argv.slice(1, 3).join(' ')}`);
    return async () => {
      fs.rmSync(ownerFile, { force: true });
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      let owner = '';
      try {
        owner = fs.readFileSync(ownerFile, 'utf8');
      } catch {
        // the owner note is informative only
      }
      throw new DatabaseLockedError(dataDir, owner);
    }
    throw error;
  }
}

const globalForDb = globalThis as unknown as { __atlasDb?: Promise<DbHandle> };

/** The process-wide database handle, opened on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__atlasDb) {
    globalForDb.__atlasDb = openConfiguredDb().catch((error: unknown) => {
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
  globalForDb.__atlasDb = Promise.resolve(handle);
}

/**
 * Applies the committed SQL migrations in `drizzle/` with drizzle-orm's own migrator, on
 * PGlite or PostgreSQL alike (drizzle-kit migrate fails silently on PGlite extensions).
 */
import path from 'node:path';
import type { DbHandle } from './client';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

/**
 * Runs every pending migration on `handle`, then installs the job queue's schema and queues
 * (src/server/queue.ts); idempotent. Throws the database error on failure.
 */
export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The handle's db is a PgliteDatabase at runtime; the shared Db type hides the driver.
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
  }
  const { installQueues } = await import('../queue');
  await installQueues(handle);
}

/**
 * "The database is ready": migrated and seeded by the production server (scripts/serve.ts)
 * while Next starts, so start-up work that needs the tables waits for it (issue 14 "Start fast").
 * Where nobody prepares the database in-process (`next dev`, tests), it is ready at once.
 * Kept on globalThis: the server script and Next's bundles load their own copies of this module.
 */
const globalForReady = globalThis as unknown as { __atlasDbReady?: Promise<void> };

/** Records the server's preparation of the database; `databaseReady()` resolves when it does. */
export function setDatabaseReady(preparation: Promise<unknown>): void {
  globalForReady.__atlasDbReady = preparation.then(() => undefined);
}

/** Resolves once the database is prepared (at once when no preparation was recorded); rejects if it failed. */
export function databaseReady(): Promise<void> {
  return globalForReady.__atlasDbReady ?? Promise.resolve();
}

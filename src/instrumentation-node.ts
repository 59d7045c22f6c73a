/**
 * Node-only start-up: open the database (and its lock) or stop the process with the reason,
 * then start the background workers and schedules (src/server/workers.ts: mail, the hourly
 * account purge of spec §4 "Account deletion") once the server has prepared the database.
 */
import { getDbHandle } from './server/db/client';
import { databaseReady } from './server/db/ready';
import { nextRuntime } from './server/env';
import { startWorkers } from './server/workers';

if (!nextRuntime.isBuildPhase()) {
  try {
    const handle = await getDbHandle();
    // After the server has migrated the database (scripts/serve.ts prepares it while Next starts).
    void databaseReady().then(
      () =>
        startWorkers(handle).catch((error: unknown) =>
          console.error(`[queue] the background workers did not start: ${(error as Error).message}`),
        ),
      () => undefined, // the server stops with the reason itself
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

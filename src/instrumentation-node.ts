/**
 * Node-only start-up: open the database (and its lock) or stop the process with the reason,
 * then start the periodic jobs (account purge: spec §4 "Account deletion", hourly).
 */
import { getDbHandle } from './server/db/client';
import { databaseReady } from './server/db/ready';
import { nextRuntime } from './server/env';
import { scheduleJob } from './server/jobs';
import { purgeDueAccounts } from './modules/identity/deletion';

if (!nextRuntime.isBuildPhase()) {
  try {
    const handle = await getDbHandle();
    // After the server has migrated the database (scripts/serve.ts prepares it while Next starts).
    void databaseReady().then(
      () =>
        scheduleJob('purge-deleted-accounts', 60 * 60 * 1000, async () => {
          const { purged } = await purgeDueAccounts(handle.db);
          if (purged.length) console.log(`[job purge-deleted-accounts] purged ${purged.length} account(s)`);
        }),
      () => undefined, // the server stops with the reason itself
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * Node-only start-up: open the database (and its lock) or stop the process with the reason,
 * then start the periodic jobs (account purge: spec §4 "Account deletion", hourly).
 */
import { getDbHandle } from './server/db/client';
import { nextRuntime } from './server/env';
import { scheduleJob } from './server/jobs';
import { purgeDueAccounts } from './modules/identity/deletion';

if (!nextRuntime.isBuildPhase()) {
  try {
    const handle = await getDbHandle();
    scheduleJob('purge-deleted-accounts', 60 * 60 * 1000, async () => {
      const { purged } = await purgeDueAccounts(handle.db);
      if (purged.length) console.log(`[job purge-deleted-accounts] purged ${purged.length} account(s)`);
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

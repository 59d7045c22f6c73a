/** Node-only start-up: open the database (and its lock) or stop the process with the reason. */
import { getDbHandle } from './server/db/client';
import { nextRuntime } from './server/env';

if (!nextRuntime.isBuildPhase()) {
  try {
    await getDbHandle();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** `npm run migrate`: applies pending migrations to the configured database (PGlite or DATABASE_URL). */
import './load-env';
import { openDbOrExit } from './open-db';
import { migrateDb } from '@/server/db/migrate';
import { runStorageSteps } from './storage-steps';

const handle = await openDbOrExit();
try {
  await migrateDb(handle);
  const moved = await runStorageSteps(handle.db);
  console.log(
    `Migrations applied (${handle.kind}); private files moved: ${moved.profileCvs} CVs, ${moved.applicationCvs} application CVs.`,
  );
} finally {
  await handle.close();
}

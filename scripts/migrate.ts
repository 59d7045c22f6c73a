/** `npm run migrate`: applies pending migrations to the configured database (PGlite or DATABASE_URL). */
import './load-env';
import { openDbOrExit } from './open-db';
import { migrateDb } from '@/server/db/migrate';

const handle = await openDbOrExit();
try {
  await migrateDb(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}

/** `npm run migrate`: applies pending migrations to the configured database (PGlite or DATABASE_URL). */
import './load-env';
import { openConfiguredDb } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';

const handle = await openConfiguredDb();
try {
  await migrateDb(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}

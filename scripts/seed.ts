/**
 * `npm run seed -- [--startups N] [--rounds-per-startup R] [--seed S] [--if-empty] [--skip-real]`
 * Seeds the configured database (migrating first). Without --if-empty it refuses a database
 * that already holds data, so nothing stored is overwritten.
 */
import './load-env';
import { parseArgs } from 'node:util';
import { openDbOrExit } from './open-db';
import { migrateDb } from '@/server/db/migrate';
import { env } from '@/server/env';
import { isDatabaseEmpty, seedDatabase } from './seed-database';
import { ensureSuperAdmin } from '@/modules/identity/admin';

const { values } = parseArgs({
  options: {
    startups: { type: 'string' },
    'rounds-per-startup': { type: 'string' },
    seed: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    'skip-real': { type: 'boolean', default: false },
  },
});

const handle = await openDbOrExit();
try {
  await migrateDb(handle);
  if (!(await isDatabaseEmpty(handle.db))) {
    if (values['if-empty']) {
      console.log('Database already seeded; nothing to do.');
    } else {
      console.error('The database already holds data; seed only runs on an empty database (drop it first).');
      process.exitCode = 1;
    }
  } else {
    await seedDatabase(handle.db, {
      startups: values.startups ? Number(values.startups) : env().SEED_STARTUPS,
      roundsPerStartup: values['rounds-per-startup'] ? Number(values['rounds-per-startup']) : undefined,
      seed: values.seed ? Number(values.seed) : undefined,
      skipRealData: values['skip-real'],
      log: (line) => console.log(line),
    });
  }
  const admin = await ensureSuperAdmin(handle.db, {
    email: env().ADMIN_EMAIL,
    password: env().ADMIN_PASSWORD,
  });
  if (admin === 'created') console.log(`Super admin ${env().ADMIN_EMAIL} created.`);
} finally {
  await handle.close();
}

/**
 * `npm run seed -- [--startups N] [--rounds-per-startup R] [--seed S] [--if-empty] [--skip-real]`
 * Seeds the configured database (migrating first) in recorded steps (issue 12 §4, see
 * scripts/seed-database.ts).
 * - `--if-empty` (what `npm start` runs): seeds a fresh database, finishes an interrupted first
 *   seed (only its missing steps), does nothing on a seeded one.
 * - Without it: seeds a fresh database only. A seeded database is refused (nothing stored is
 *   overwritten); an unfinished seed is refused with the command that finishes it (exit 1).
 */
import './load-env';
import { parseArgs } from 'node:util';
import { openDbOrExit } from './open-db';
import { migrateDb } from '@/server/db/migrate';
import { inspectSeed } from './seed-state';
import { prepareDatabase } from './prepare-database';

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
  const state = await inspectSeed(handle.db);
  const done = [...state.recorded, ...state.found];
  if (done.length > 0 && !values['if-empty']) {
    if (state.missing.length === 0) {
      console.error('The database already holds data; seed only runs on an empty database (drop it first).');
    } else {
      console.error(
        `The database holds an unfinished first seed (done: ${done.join(', ')}; left: ${state.missing.join(', ')}). ` +
          'Run `npm run seed -- --if-empty` to finish it (`npm start` does so too).',
      );
    }
    process.exitCode = 1;
  } else {
    // Records a legacy seed's steps, then runs only what is missing (nothing when complete); creates the super admin.
    await prepareDatabase(handle, {
      startups: values.startups ? Number(values.startups) : undefined,
      roundsPerStartup: values['rounds-per-startup'] ? Number(values['rounds-per-startup']) : undefined,
      seed: values.seed ? Number(values.seed) : undefined,
      skipRealData: values['skip-real'],
    });
  }
} finally {
  await handle.close();
}

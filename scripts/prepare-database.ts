/**
 * What `npm start` does to the database before serving (issue 14 "Start fast"), in the server's
 * own process and on its own handle, so the embedded database is opened once:
 * 1. migrate (applies only migrations not yet recorded), then the storage steps that move files
 *    an older version kept at public addresses (scripts/storage-steps.ts);
 * 2. read the recorded seed steps (`seed_steps`: one indexed read on a seeded database, no
 *    counting) and run only the missing ones — all of them on a fresh database, the rest of an
 *    interrupted first seed, none on a seeded one;
 * 3. create the first super admin when ADMIN_EMAIL and ADMIN_PASSWORD are set.
 * Input: an open handle and a logger. Output: which steps ran. Throws what migration or a seed
 * step throws (a failed step is rolled back whole; see scripts/seed-database.ts).
 */
import type { DbHandle } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { env } from '@/server/env';
import { inspectSeed, type SeedStep } from './seed-state';
import { runStorageSteps } from './storage-steps';

export interface PrepareOptions {
  /** Generated startups of a first seed (default SEED_STARTUPS). */
  startups?: number;
  roundsPerStartup?: number;
  seed?: number;
  skipRealData?: boolean;
  log?: (line: string) => void;
}

export async function prepareDatabase(
  handle: DbHandle,
  options: PrepareOptions = {},
): Promise<{ ran: SeedStep[]; admin: 'created' | 'exists' | 'not-configured' }> {
  const log = options.log ?? ((line: string) => console.log(line));
  await migrateDb(handle);
  const moved = await runStorageSteps(handle.db);
  if (moved.applicationCvs + moved.profileCvs)
    log(`Private files moved: ${moved.profileCvs} CVs, ${moved.applicationCvs} application CVs.`);
  let ran: SeedStep[] = [];
  // A seeded database answers from its recorded steps alone (inspectSeed reads seed_steps only);
  // a legacy one (data without recorded steps) gets its steps recorded once by seedDatabase.
  const state = await inspectSeed(handle.db);
  if (state.missing.length > 0 || state.found.length > 0) {
    // The seed's generators (faker …) load only when there is something to seed.
    const { seedDatabase } = await import('./seed-database');
    ({ ran } = await seedDatabase(handle.db, {
      startups: options.startups ?? env().SEED_STARTUPS,
      roundsPerStartup: options.roundsPerStartup,
      seed: options.seed,
      skipRealData: options.skipRealData,
      log,
    }));
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env();
  // better-auth (about a second of modules) loads only when an admin is configured.
  const admin =
    email && password
      ? await (await import('@/modules/identity/admin')).ensureSuperAdmin(handle.db, { email, password })
      : 'not-configured';
  if (admin === 'created') log(`Super admin ${env().ADMIN_EMAIL} created.`);
  return { ran, admin };
}

/**
 * Vitest global set-up (vitest.config.ts): creates one in-memory PGlite database, migrates it
 * with the committed migrations and dumps it (PGlite `dumpDataDir`, a tar file in the temporary
 * folder), so each test file's database (tests/helpers/db.ts createTestDb) loads it in about a
 * second instead of creating and migrating its own in about five. Provides the file's path as
 * `pgliteTemplate`; removes it after the run. Does nothing when TEST_DATABASE=postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite database dump, or '' when there is none. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const handle = await openPglite();
  await migrateDb(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `atlas-test-db-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}

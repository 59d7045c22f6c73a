/**
 * Vitest global set-up (vitest.config.ts): migrates one database with the committed migrations
 * for the whole run, so each test file's database (tests/helpers/db.ts createTestDb) is a copy of
 * it instead of a new database migrated on its own (about five seconds each).
 * - PGlite (default): an in-memory database dumped with `dumpDataDir` to a tar file in the
 *   temporary folder, provided as `pgliteTemplate` (loading it takes about a second).
 * - PostgreSQL (TEST_DATABASE=postgres): a database `atlas_template_<pid>` on TEST_DATABASE_URL,
 *   provided as `postgresTemplate`; each file's database is `create database … template` of it.
 * Both are removed after the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { openPglite, openPostgres } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite database dump, or '' when there is none. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database, or '' when there is none. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    project.provide('pgliteTemplate', '');
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `atlas_template_${process.pid}`;
    const admin = postgres(base, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString(), 1);
    await migrateDb(handle);
    // No session may stay connected to a template while databases are copied from it.
    await handle.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  project.provide('postgresTemplate', '');
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

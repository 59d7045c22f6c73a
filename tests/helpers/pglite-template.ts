/**
 * Vitest global set-up (vitest.config.ts): migrates one database with the committed migrations
 * for the whole run, so each test file's database (tests/helpers/db.ts createTestDb) is a copy of
 * it instead of a new database migrated on its own (about five seconds each). A second template
 * also holds the reference tables (seedReference with Türkiye's provinces and districts and no
 * other country's cities), which most API tests need: a copy of it replaces a seed of 2–4 s
 * per file.
 * - PGlite (default): in-memory databases dumped with `dumpDataDir` to tar files in the
 *   temporary folder, provided as `pgliteTemplate` and `pgliteReferenceTemplate` (loading one
 *   takes about a second).
 * - PostgreSQL (TEST_DATABASE=postgres): databases `atlas_template_<pid>` and
 *   `atlas_template_<pid>_ref` on TEST_DATABASE_URL, provided as `postgresTemplate` and
 *   `postgresReferenceTemplate`; each file's database is `create database … template` of one.
 * All are removed after the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { seedTestReference } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite database dump, or '' when there is none. */
    pgliteTemplate: string;
    /** Path of the migrated PGlite dump with the reference tables filled, or ''. */
    pgliteReferenceTemplate: string;
    /** Name of the migrated PostgreSQL template database, or '' when there is none. */
    postgresTemplate: string;
    /** Name of the migrated PostgreSQL template with the reference tables filled, or ''. */
    postgresReferenceTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteReferenceTemplate', '');
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `atlas_template_${process.pid}`;
    const reference = `${name}_ref`;
    const admin = postgres(base, { max: 1, onnotice: () => undefined });
    const open = (db: string) => {
      const url = new URL(base);
      url.pathname = `/${db}`;
      return openPostgres(url.toString(), 1);
    };
    for (const db of [reference, name]) await admin.unsafe(`drop database if exists ${db} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const handle = await open(name);
    await migrateDb(handle);
    // No session may stay connected to a template while databases are copied from it.
    await handle.close();
    await admin.unsafe(`create database ${reference} template ${name}`);
    const referenceHandle = await open(reference);
    await seedTestReference(referenceHandle);
    await referenceHandle.close();
    project.provide('postgresTemplate', name);
    project.provide('postgresReferenceTemplate', reference);
    return async () => {
      for (const db of [reference, name]) await admin.unsafe(`drop database if exists ${db} with (force)`);
      await admin.end();
    };
  }
  project.provide('postgresTemplate', '');
  project.provide('postgresReferenceTemplate', '');
  const dump = async (handle: DbHandle, suffix: string) => {
    const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
      .$client;
    const file = path.join(os.tmpdir(), `atlas-test-db-${process.pid}-${Date.now()}${suffix}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const handle = await openPglite();
  await migrateDb(handle);
  const file = await dump(handle, '');
  await seedTestReference(handle);
  const referenceFile = await dump(handle, '-ref');
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteReferenceTemplate', referenceFile);
  return () => {
    fs.rmSync(file, { force: true });
    fs.rmSync(referenceFile, { force: true });
  };
}

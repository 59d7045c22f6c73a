/**
 * Upgrading a database migrated by an earlier release applies every later migration
 * (src/server/db/migrate.ts; drizzle's migrator applies a migration only when its journal date
 * is later than the newest one the database has). Two databases as earlier releases left them:
 * one at 0039, which skipped 0040 while 0040 was dated before 0039; one migrated fresh while
 * 0040 had that first date (0040 applied, 0039's date the newest). Both end with every column
 * and every migration of today's journal, 0040 running twice where it had run.
 * @database-engine: runs on PGlite and PostgreSQL: migrations and DDL run on each engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb, type TestDb } from '../helpers/db';
import { migrateDb, MIGRATIONS_FOLDER } from '@/server/db/migrate';
import { rowsOf } from '@/server/db/rows';

type Entry = { idx: number; when: number; tag: string };
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: Entry[];
};
/** 0040's journal date before it was moved after 0039's (2026-12-07T12:54:41.759Z). */
const FIRST_0040_DATE = 1796648081759;

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

/** A copy of the migrations folder whose journal holds `entries` only. */
function olderRelease(entries: Entry[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-migrations-'));
  folders.push(folder);
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** The migrations of the release that dated 0040 before 0039 (up to 0040, with that date). */
const releaseWithFirst0040 = () =>
  olderRelease(
    journal.entries
      .map((e) => (e.idx === 40 ? { ...e, when: FIRST_0040_DATE } : e))
      .filter((e) => e.idx <= 40),
  );

const columns = async (db: TestDb) =>
  rowsOf<{ column_name: string }>(
    await db.db.execute(sql`select column_name from information_schema.columns
      where table_name = 'profiles' and column_name in ('cv_key', 'is_listed') order by column_name`),
  ).map((r) => r.column_name);
const applied = async (db: TestDb) =>
  rowsOf<{ n: number }>(
    await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  )[0]!.n;

describe('upgrading a database of an earlier release', () => {
  it('applies 0040 and everything after it to a database at 0039', { timeout: 120_000 }, async () => {
    const db = await createEmptyTestDb();
    try {
      await migrateDb(db, olderRelease(journal.entries.filter((e) => e.idx <= 39)));
      expect(await columns(db)).toEqual([]);
      // The release that dated 0040 before 0039 upgraded it to nothing: the private-CV columns never came.
      await migrateDb(db, releaseWithFirst0040());
      expect(await columns(db)).toEqual([]);
      await migrateDb(db);
      expect(await columns(db)).toEqual(['cv_key', 'is_listed']);
      expect(await applied(db)).toBe(journal.entries.length);
    } finally {
      await db.drop();
    }
  });

  it(
    'runs 0040 again without harm on a database that took it under its first date, then the rest',
    { timeout: 120_000 },
    async () => {
      const db = await createEmptyTestDb();
      try {
        await migrateDb(db, releaseWithFirst0040());
        expect(await columns(db)).toEqual(['cv_key', 'is_listed']);
        await migrateDb(db);
        expect(await columns(db)).toEqual(['cv_key', 'is_listed']);
        // 41 rows of the first release, then 0040 again, 0041 and every later one.
        expect(await applied(db)).toBe(41 + journal.entries.length - 40);
      } finally {
        await db.drop();
      }
    },
  );
});

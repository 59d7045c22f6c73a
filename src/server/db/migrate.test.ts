/**
 * The migration journal's order is the order drizzle's migrator applies (src/server/db/migrate.ts):
 * it runs a migration only when its `when` is later than the newest one a database has applied.
 * A migration dated before an earlier one is skipped on every database that already has that
 * one (0040 was, until it was re-dated), so the dates must rise strictly with the index.
 * `drizzle-kit generate` dates a new migration with the clock: when this test fails for a new
 * one, give it a `when` one millisecond after the last.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe('migration journal', () => {
  it('numbers the migrations in order and dates each one after the one before', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('has the SQL file of every entry', () => {
    for (const e of journal.entries)
      expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`)), e.tag).toBe(true);
  });
});

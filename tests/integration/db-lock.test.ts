/** The embedded database folder is opened by one process only (issue 2 §1, ARCHITECTURE.md pitfalls). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite, type DbHandle } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { sql } from 'drizzle-orm';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-lock-')), 'db');
let holder: DbHandle;

beforeAll(async () => {
  holder = await openPglite(dir);
  await migrateDb(holder);
});
afterAll(async () => {
  await holder?.close();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second opener in the same process with a clear message', async () => {
    const error = await openPglite(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toMatch(/already open in another process \(pid \d+/);
  });

  it('makes a seed run in another process fail at once and change nothing', async () => {
    const started = Date.now();
    const result = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--startups', '5'], {
      env: { ...process.env, PGLITE_DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('is already open in another process');
    expect(Date.now() - started).toBeLessThan(30_000);
    const rows = await holder.db.execute(sql`select count(*)::int as n from ref_countries`);
    const n = ((rows as unknown as { rows: Array<{ n: number }> }).rows ?? [])[0]?.n;
    expect(n).toBe(0);
  });

  it('opens again once the holder has closed', async () => {
    await holder.close();
    holder = await openPglite(dir);
    expect(holder.kind).toBe('pglite');
  });
});

/**
 * Caches of public data empty when the data changes, in every process (issue 14, decision 0015):
 * migration 0022's triggers announce a committed write on "atlas_data_changed", and the process
 * listening on its handle empties its startup result cache and its anonymous page cache. On
 * PostgreSQL a second connection pool stands for another server process.
 * @database-engine: runs on PGlite and PostgreSQL: LISTEN/NOTIFY between two connection pools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/db';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { dataChanged, watchDataChanges } from '@/server/data-changes';
import { cachedResult } from '@/modules/startups/search-cache';
import { readCachedPage, storeCachedPage } from '@/server/page-cache';

let db: TestDb;
let stopWatching: () => Promise<void>;
/** Writes as another process would: a pool of its own on PostgreSQL, the one connection on PGlite. */
let other: DbHandle;

beforeAll(async () => {
  db = await createTestDb();
  stopWatching = await watchDataChanges(db);
  other = db.url ? await openPostgres(db.url, 1) : db;
});
afterAll(async () => {
  await stopWatching?.();
  if (other && other !== db) await other.close();
  await db?.drop();
});

const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<html>old</html>') };
const cachedPage = (key: string) => readCachedPage(key, 60)?.body.toString();
/** A result cached for `key` (compute runs only when nothing is cached). */
const cached = (key: string) => cachedResult(db.db, key, async () => `computed ${Math.random()}`);
const until = async (check: () => boolean) => {
  await expect.poll(check, { timeout: 5_000, interval: 20 }).toBe(true);
};

describe('data-change events', () => {
  it('a committed startup write empties the results and the pages', async () => {
    const first = await cached('data-changes:startups');
    expect(await cached('data-changes:startups')).toBe(first);
    storeCachedPage('id /startup/some-startup', page, 60);
    expect(cachedPage('id /startup/some-startup')).toBe('<html>old</html>');

    await other.db.execute(sql`update startups set name = name where id = -1`);
    await until(() => cachedPage('id /startup/some-startup') === undefined);
    expect(await cached('data-changes:startups')).not.toBe(first);
  });

  it('a profile write empties the pages and keeps the startup results', async () => {
    const first = await cached('data-changes:profile');
    storeCachedPage('id /talent/some-talent', page, 60);
    await other.db.execute(sql`update profiles set about = about where false`);
    await until(() => cachedPage('id /talent/some-talent') === undefined);
    expect(await cached('data-changes:profile')).toBe(first);
  });

  it('a rolled-back write announces nothing', async () => {
    storeCachedPage('id /tech-centers', page, 60);
    await other.db
      .transaction(async (tx) => {
        await tx.execute(sql`update organizations set name = name where false`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // A committed write after it is announced; the rolled-back one before it was not.
    storeCachedPage('id /providers', page, 60);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cachedPage('id /tech-centers')).toBe('<html>old</html>');
    await other.db.execute(sql`update organizations set name = name where false`);
    await until(
      () => cachedPage('id /tech-centers') === undefined && cachedPage('id /providers') === undefined,
    );
  });

  it('a result computed while the data changed is not kept', async () => {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      if (runs === 1) dataChanged(db.db, 'startups'); // a write lands during the first computation
      return `run ${runs}`;
    };
    expect(await cachedResult(db.db, 'data-changes:race', compute)).toBe('run 1');
    expect(await cachedResult(db.db, 'data-changes:race', compute)).toBe('run 2');
    expect(await cachedResult(db.db, 'data-changes:race', compute)).toBe('run 2');
  });
});

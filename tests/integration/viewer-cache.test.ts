/**
 * Signed-in viewers are cached per process by session cookie (issue 14: the session lookup and
 * the access rows cost queries on every signed-in request), and the cache follows every change
 * at once: a package ended or a session ended by another process (another connection pool on
 * PostgreSQL; on PGlite the one connection) reaches it through the database's notice, and a
 * transaction of this process empties it before its next request (decision 0015).
 * @database-engine: runs on PGlite and PostgreSQL: the viewer cache is emptied by trigger NOTIFY from another pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiTestDb, ORIGIN, privateOutbox } from '../helpers/api';

privateOutbox();
const testDb = apiTestDb();
const { openPostgres } = await import('@/server/db/client');
const { getApi } = await import('@/app/_api/app');
const { resolveViewer } = await import('@/server/viewer');
const { ensureBenchPremiumUser, signInForBench } = await import('../../scripts/bench-session');

let other: Awaited<ReturnType<typeof openPostgres>> | undefined;
beforeAll(async () => {
  const url = testDb().url;
  if (url) other = await openPostgres(url, 1);
});
afterAll(async () => {
  await other?.close();
});

const fetchApi = (request: Request) => getApi().fetch(request);
/** Another process's write: its own pool on PostgreSQL, outside any transaction of this process. */
const elsewhere = (query: ReturnType<typeof sql>) => (other ?? testDb()).db.execute(query);

describe('the signed-in viewer cache', () => {
  it('follows a package ended and a session ended elsewhere, and this process’s own writes at once', async () => {
    const id = await ensureBenchPremiumUser(testDb().db);
    const cookie = await signInForBench(fetchApi, ORIGIN);
    const viewer = () => resolveViewer(new Headers({ cookie }));
    expect(await viewer()).toMatchObject({ isAuthenticated: true, isPremium: true, userId: id });
    // Served from the cache: a change nobody announces (its trigger off) is not seen.
    await elsewhere(
      sql`alter table premium_entitlements disable trigger premium_entitlements_viewer_changed`,
    );
    await elsewhere(
      sql`update premium_entitlements set ends_at = now() - interval '1 day' where user_id = ${id}`,
    );
    expect((await viewer()).isPremium).toBe(true);
    await elsewhere(sql`alter table premium_entitlements enable trigger premium_entitlements_viewer_changed`);

    await elsewhere(
      sql`update premium_entitlements set ends_at = now() - interval '1 day' where user_id = ${id}`,
    );
    await expect.poll(async () => (await viewer()).isPremium, { timeout: 5_000, interval: 20 }).toBe(false);

    // This process's own transaction: seen by the very next request.
    await testDb().db.transaction(async (tx) => {
      await tx.execute(
        sql`update premium_entitlements set ends_at = now() + interval '30 days' where user_id = ${id}`,
      );
    });
    expect((await viewer()).isPremium).toBe(true);

    await elsewhere(sql`delete from sessions where user_id = ${id}`);
    await expect
      .poll(async () => (await viewer()).isAuthenticated, { timeout: 5_000, interval: 20 })
      .toBe(false);
  });
});

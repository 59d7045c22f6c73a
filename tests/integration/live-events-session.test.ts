/**
 * Live streams end with their session (decision 0019; spec P§4 "Authentication"): an open
 * `GET /api/v2/events` stream closes once its session is signed out, revoked from elsewhere or
 * expired, or its API key is revoked or its account locked, and delivers no event after that. The
 * changes are made through the auth API or, as another server process would, straight in the
 * database on another connection (PostgreSQL) — with no trigger notice for API keys, so the
 * periodic check alone must find them. The check runs every LIVE_STREAM_RECHECK_SECONDS (1 s here).
 * @database-engine: runs on PGlite and PostgreSQL: live events over pg_notify, sessions ended from another connection.
 */
// Before any module reads the environment (modules load lazily): a short recheck interval.
process.env.LIVE_STREAM_RECHECK_SECONDS = '1';
process.env.MESSAGE_SEND_LIMIT = '100';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { eq, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { ensureProfile } = await import('@/modules/profiles/profile');
const { openPostgres } = await import('@/server/db/client');

const PASSWORD = 'Kapadokya!52';
const seo: Record<string, string> = {};
const ids: Record<string, string> = {};
let sender = '';
const streams: Array<{ cancel: () => Promise<void> }> = [];

afterAll(async () => {
  for (const s of streams) await s.cancel().catch(() => undefined);
});

/** A verified user with a profile (messages are addressed by profile); returns the session cookie. */
async function person(key: string, email: string) {
  const cookie = await signedInCookie(testDb(), email, { name: key, surname: 'Test' });
  const [row] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  ids[key] = row!.id;
  await ensureProfile(testDb().db, row!.id);
  const [profile] = await testDb()
    .db.select({ seoUrl: profiles.seoUrl })
    .from(profiles)
    .where(eq(profiles.userId, row!.id));
  seo[key] = profile!.seoUrl;
  return cookie;
}

const send = (to: string, content: string) =>
  apiRequest('POST', '/apiMessage/Message/Post', { receiverSeoUrl: seo[to], content }, { cookie: sender });

/** Opens the event stream with `headers` and reads it in the background. */
async function openStream(headers: Record<string, string>) {
  const res = await apiRequest('GET', '/api/v2/events', undefined, headers);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const state = { events: [] as string[], closedAt: 0, cancel: () => reader.cancel() };
  streams.push(state);
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) state.events.push(/^event: (.*)$/m.exec(block)?.[1] ?? '');
    }
    state.closedAt = Date.now();
  })();
  await expect.poll(() => state.events.includes('counts'), { timeout: 5_000 }).toBe(true);
  return state;
}

/**
 * Another server process's hand on the database: a connection of its own on PostgreSQL; on the
 * embedded database (one process only) plain SQL that bypasses every service of this one.
 */
async function elsewhere(statement: ReturnType<typeof sql>) {
  const url = testDb().url;
  if (process.env.TEST_DATABASE !== 'postgres' || !url) return void (await testDb().db.execute(statement));
  const other = await openPostgres(url, 1);
  try {
    await other.db.execute(statement);
  } finally {
    await other.close();
  }
}

beforeAll(async () => {
  sender = await person('sender', 'sender.live@example.com');
});

describe('a stream ends with its session', () => {
  it('stays open while the session is valid and delivers new messages', async () => {
    const cookie = await person('steady', 'steady.live@example.com');
    const stream = await openStream({ cookie });
    // Several periodic checks pass: the stream stays.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(stream.closedAt).toBe(0);
    expect((await send('steady', 'Still here?')).status).toBe(200);
    await expect.poll(() => stream.events.includes('message'), { timeout: 5_000 }).toBe(true);
    expect(stream.closedAt).toBe(0);
  });

  it('closes on sign-out and delivers no event after it', async () => {
    const cookie = await person('leaver', 'leaver.live@example.com');
    const stream = await openStream({ cookie });
    const before = stream.events.length;
    const out = await apiRequest('POST', '/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    const signedOutAt = Date.now();
    // A message sent right after the sign-out must not reach the closed stream.
    expect((await send('leaver', 'Are you gone?')).status).toBe(200);
    await expect.poll(() => stream.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(stream.closedAt - signedOutAt).toBeLessThan(3_000);
    expect(stream.events.slice(before)).not.toContain('message');
    expect(stream.events.slice(before)).not.toContain('counts');
    // The same cookie cannot open a new stream.
    expect((await apiRequest('GET', '/api/v2/events', undefined, { cookie })).status).toBe(401);
  });

  it('closes when another process ends the session, or the session expires', async () => {
    for (const [key, end] of [
      ['revoked', (id: string) => sql`delete from sessions where user_id = ${id}`],
      [
        'expired',
        (id: string) =>
          sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${id}`,
      ],
    ] as const) {
      const cookie = await person(key, `${key}.live@example.com`);
      const stream = await openStream({ cookie });
      const before = stream.events.length;
      await elsewhere(end(ids[key]!));
      await expect.poll(() => stream.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
      expect((await send(key, 'Anyone?')).status).toBe(200);
      expect(stream.events.slice(before), key).not.toContain('message');
    }
  });
});

describe('a stream opened with an API key ends with the key', () => {
  /** A key of the user of `cookie`. */
  async function keyOf(cookie: string) {
    const res = await apiRequest('POST', '/api/v2/users/me/api-keys', { name: 'Live' }, { cookie });
    return ((await res.json()) as { data: { id: number; key: string } }).data;
  }

  it('closes within the recheck interval when the key is revoked elsewhere (no notice at all)', async () => {
    const cookie = await person('scripted', 'scripted.live@example.com');
    const { id, key } = await keyOf(cookie);
    const stream = await openStream({ 'x-api-key': key });
    const before = stream.events.length;
    await elsewhere(sql`update api_keys set revoked_at = now() where id = ${id}`);
    const revokedAt = Date.now();
    await expect.poll(() => stream.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    // The periodic check (1 s here) found it, not a notice.
    expect(stream.closedAt - revokedAt).toBeLessThan(3_000);
    expect((await send('scripted', 'Hello script')).status).toBe(200);
    expect(stream.events.slice(before)).not.toContain('message');
  });

  it('checks before each event: a message right after the revocation is not delivered', async () => {
    const cookie = await person('hasty', 'hasty.live@example.com');
    const { id, key } = await keyOf(cookie);
    const stream = await openStream({ 'x-api-key': key });
    const before = stream.events.length;
    // Sent before the next periodic check can have run: the check before delivering stops it.
    await elsewhere(sql`update api_keys set revoked_at = now() where id = ${id}`);
    expect((await send('hasty', 'Quick one')).status).toBe(200);
    await expect.poll(() => stream.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(stream.events.slice(before)).toEqual([]);
  });

  it('closes when the account is locked, and when a password change revokes the key', async () => {
    const cookie = await person('locked', 'locked.live@example.com');
    const locked = await openStream({ 'x-api-key': (await keyOf(cookie)).key });
    await elsewhere(sql`update users set locked = true where id = ${ids.locked!}`);
    await expect.poll(() => locked.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);

    const owner = await person('changer', 'changer.live@example.com');
    const keyed = await openStream({ 'x-api-key': (await keyOf(owner)).key });
    const change = await apiRequest(
      'POST',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Yeni!Sifre-48x', revokeOtherSessions: true },
      { cookie: owner },
    );
    expect(change.status).toBe(200);
    await expect.poll(() => keyed.closedAt, { timeout: 5_000 }).toBeGreaterThan(0);
  });
});

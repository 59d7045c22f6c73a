/**
 * Personal API keys over HTTP (issue 12 §5, decision 0010): a key acts as its user with exactly
 * the user's rights, the list never shows the secret and records the last use, revoked and
 * expired keys answer 401, another user's key is not found, names are validated in both
 * languages, each key has its own per-minute limit (429 with Retry-After) and key-only writes
 * pass the cross-site guard.
 */
// Before any module reads the environment (modules load lazily): a small per-key limit.
process.env.API_KEY_RATE_LIMIT = '5';

import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';

const PATH = '/api/v2/users/me/api-keys';
const testDb = apiTestDb();
const cookies = { owner: '', other: '' };
let companyId = 0;

interface Body<T = unknown> {
  data: T;
  status: { code: number; value: string };
  message: string | null;
}
interface KeyRow {
  id: number;
  name: string;
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  key?: string;
}

const body = async <T>(res: Response) => (await res.json()) as Body<T>;

/** Creates a key for the user of `cookie`; returns its row with the secret. */
async function createKey(cookie: string, input: object = { name: 'Nightly export' }) {
  const res = await apiRequest('POST', PATH, input, { cookie });
  expect(res.status).toBe(200);
  const { data } = await body<KeyRow & { key: string }>(res);
  return data;
}

const listKeys = async (cookie: string) =>
  (await body<KeyRow[]>(await apiRequest('GET', PATH, undefined, { cookie }))).data;

/** GET /api/v2/users/me with the key in `x-api-key`. */
const me = (key: string, headers: Record<string, string> = {}) =>
  apiRequest('GET', '/api/v2/users/me', undefined, { 'x-api-key': key, ...headers });

beforeAll(async () => {
  cookies.owner = await signedInCookie(testDb(), 'owner@example.com');
  cookies.other = await signedInCookie(testDb(), 'other@example.com', { name: 'Mehmet', surname: 'Kaya' });
  const created = await apiRequest(
    'POST',
    '/apiCommon/Company/Post',
    { name: 'Anahtar Yazılım', sectorIds: [13001], teamMembers: [{ name: 'Ayşe', surname: 'Demir' }] },
    { cookie: cookies.owner },
  );
  expect(created.status).toBe(200);
  companyId = (await body<{ id: number }>(created)).data.id;
});

describe('personal API keys', () => {
  it('creates a key whose secret acts as its user, with exactly that user’s rights', async () => {
    const created = await createKey(cookies.owner, { name: '  Nightly export  ', expiresInDays: 30 });
    expect(created.key).toMatch(/^atlas_[A-Za-z0-9_-]{43}$/);
    expect(created.name).toBe('Nightly export');
    expect(created.start).toBe(created.key.slice(0, 12));
    expect(created.lastUsedAt).toBeNull();
    const days = (new Date(created.expiresAt!).getTime() - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);

    const asOwner = await me(created.key);
    expect(asOwner.status).toBe(200);
    expect((await body<{ email: string }>(asOwner)).data.email).toBe('owner@example.com');
    // The same key as a bearer credential (it cannot be mistaken for a session token).
    const bearer = await apiRequest('GET', '/api/v2/users/me', undefined, {
      authorization: `Bearer ${created.key}`,
    });
    expect((await body<{ email: string }>(bearer)).data.email).toBe('owner@example.com');
    expect((await apiRequest('GET', '/api/v2/users/me')).status).toBe(401);

    // The owner's key edits the owner's startup; the other user's key is refused like the other user.
    const own = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Edited by a script' },
      { 'x-api-key': created.key },
    );
    expect(own.status).toBe(200);
    const otherKey = await createKey(cookies.other, { name: 'Not mine' });
    const foreign = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Hijacked' },
      { 'x-api-key': otherKey.key, 'accept-language': 'tr' },
    );
    expect(foreign.status).toBe(403);
    expect((await body(foreign)).message).toBe('Geçersiz erişim');
  });

  it('lists the keys without their secret, newest first, and records the last use', async () => {
    const first = await createKey(cookies.owner, { name: 'First' });
    const second = await createKey(cookies.owner, { name: 'Second' });
    const res = await apiRequest('GET', PATH, undefined, { cookie: cookies.owner });
    const text = await res.text();
    expect(text).not.toContain(first.key);
    expect(text).not.toContain(second.key);
    const rows = (JSON.parse(text) as Body<KeyRow[]>).data;
    expect(rows.map((r) => r.name).slice(0, 2)).toEqual(['Second', 'First']);
    const row = rows.find((r) => r.id === first.id)!;
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'start']);
    expect(row).toMatchObject({ start: first.key.slice(0, 12), lastUsedAt: null, expiresAt: null });

    expect((await me(first.key)).status).toBe(200);
    const used = (await listKeys(cookies.owner)).find((r) => r.id === first.id)!;
    expect(used.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(used.lastUsedAt!)).toBeLessThan(60_000);
    // Another user's list holds only their own keys.
    expect((await listKeys(cookies.other)).some((r) => r.id === first.id || r.id === second.id)).toBe(false);
  });

  it('answers 401 for a revoked, expired or unknown key; another user cannot revoke it (404)', async () => {
    const created = await createKey(cookies.owner, { name: 'To revoke' });
    const theirs = await apiRequest('DELETE', `${PATH}/${created.id}`, undefined, { cookie: cookies.other });
    expect(theirs.status).toBe(404);
    expect((await me(created.key)).status).toBe(200);

    const revoked = await apiRequest('DELETE', `${PATH}/${created.id}`, undefined, { cookie: cookies.owner });
    expect(revoked.status).toBe(200);
    const refused = await me(created.key);
    expect(refused.status).toBe(401);
    const refusal = await body(refused);
    expect(refusal.data).toBeNull();
    expect(refusal.status.value).toBe('apiKey.invalid');
    expect(refusal.message).toBe('The API key is not valid: it is wrong, expired or revoked.');
    expect((await listKeys(cookies.owner)).some((r) => r.id === created.id)).toBe(false);
    expect(
      (await apiRequest('DELETE', `${PATH}/${created.id}`, undefined, { cookie: cookies.owner })).status,
    ).toBe(404);

    const expiring = await createKey(cookies.owner, { name: 'Expiring', expiresInDays: 1 });
    const { apiKeys } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    await testDb()
      .db.update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    const expired = await me(expiring.key, { 'accept-language': 'tr' });
    expect(expired.status).toBe(401);
    expect((await body(expired)).message).toBe(
      'API anahtarı geçersiz: yanlış, süresi dolmuş ya da iptal edilmiş.',
    );

    expect((await me(`atlas_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await me('not-a-key')).status).toBe(401);
    // A key decides alone: a bad key beside a valid session cookie is still refused.
    expect((await me('not-a-key', { cookie: cookies.owner })).status).toBe(401);
  });

  it('stops the keys of a locked account and of one awaiting deletion (401)', async () => {
    const cookie = await signedInCookie(testDb(), 'leaving@example.com');
    const created = await createKey(cookie, { name: 'Leaving' });
    expect((await me(created.key)).status).toBe(200);
    const { users } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    const set = (values: { locked?: boolean; deletionRequestedAt?: Date | null }) =>
      testDb().db.update(users).set(values).where(eq(users.email, 'leaving@example.com'));
    await set({ locked: true });
    expect((await me(created.key)).status).toBe(401);
    await set({ locked: false, deletionRequestedAt: new Date() });
    expect((await me(created.key)).status).toBe(401);
    await set({ deletionRequestedAt: null });
    expect((await me(created.key)).status).toBe(200);
  });

  it('does not let a key manage keys (403), so a leaked key cannot mint others', async () => {
    const created = await createKey(cookies.owner, { name: 'Manager?' });
    const list = await apiRequest('GET', PATH, undefined, { 'x-api-key': created.key });
    expect(list.status).toBe(403);
    expect((await body(list)).status.value).toBe('apiKey.session_required');
    const create = await apiRequest('POST', PATH, { name: 'Minted' }, { 'x-api-key': created.key });
    expect(create.status).toBe(403);
    const revoke = await apiRequest('DELETE', `${PATH}/${created.id}`, undefined, {
      authorization: `Bearer ${created.key}`,
    });
    expect(revoke.status).toBe(403);
    // Nor ask for the account's deletion (which would also let it try passwords): 403, nothing stored.
    const deletion = await apiRequest(
      'POST',
      '/api/v2/identity/account-deletion',
      { password: 'Wrong!pass77' },
      { 'x-api-key': created.key },
    );
    expect(deletion.status).toBe(403);
    expect((await body(deletion)).status.value).toBe('apiKey.session_required');
    expect((await me(created.key)).status).toBe(200);
  });

  it('validates the name and the expiry, in English and Turkish (400)', async () => {
    const empty = await apiRequest('POST', PATH, { name: '   ' }, { cookie: cookies.owner });
    expect(empty.status).toBe(400);
    const en = await body<{ fields: Record<string, string> }>(empty);
    expect(en.message).toBe('Please fill all the required fields.');
    expect(en.data.fields.name).toBe('Give the key a name of 1 to 60 characters.');

    const long = await apiRequest(
      'POST',
      PATH,
      { name: 'x'.repeat(61) },
      { cookie: cookies.owner, 'accept-language': 'tr' },
    );
    expect(long.status).toBe(400);
    const tr = await body<{ fields: Record<string, string> }>(long);
    expect(tr.message).toBe('Lütfen tüm zorunlu alanları doldurun.');
    expect(tr.data.fields.name).toBe('Anahtara 1 ile 60 karakter arasında bir ad verin.');

    for (const expiresInDays of [0, 366, 1.5]) {
      const res = await apiRequest(
        'POST',
        PATH,
        { name: 'Expiry', expiresInDays },
        { cookie: cookies.owner },
      );
      expect(res.status, String(expiresInDays)).toBe(400);
      expect((await body<{ fields: Record<string, string> }>(res)).data.fields.expiresInDays).toBe(
        'Choose an expiry between 1 and 365 days.',
      );
    }
    expect((await apiRequest('POST', PATH, { name: 'x'.repeat(60) }, { cookie: cookies.owner })).status).toBe(
      200,
    );
    expect((await apiRequest('POST', PATH, { name: 'Visitor' })).status).toBe(401);
  });

  it('limits each key to API_KEY_RATE_LIMIT requests a minute: 429 with Retry-After', async () => {
    const busy = await createKey(cookies.owner, { name: 'Busy script' });
    const quiet = await createKey(cookies.owner, { name: 'Quiet script' });
    for (let i = 0; i < 5; i++) expect((await me(busy.key)).status, `call ${i + 1}`).toBe(200);
    const limited = await me(busy.key, { 'accept-language': 'tr' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const refusal = await body(limited);
    expect(refusal.status.value).toBe('generic.too_many_requests');
    expect(refusal.message).toBe(`Çok fazla istek. ${retryAfter} saniye bekleyip tekrar deneyin.`);
    // The limit is the key's, not the user's: another key of the same user still works.
    expect((await me(quiet.key)).status).toBe(200);
    // The owner's own session is not limited by the key either.
    expect((await apiRequest('GET', '/api/v2/users/me', undefined, { cookie: cookies.owner })).status).toBe(
      200,
    );
  });

  it('lets a key-only write from a foreign origin through the cross-site guard, but not one with a cookie', async () => {
    const created = await createKey(cookies.owner, { name: 'Partner app' });
    const keyOnly = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'From a partner' },
      { 'x-api-key': created.key, origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(keyOnly.status).toBe(200);
    const withCookie = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId, tagline: 'Hacked' },
      { 'x-api-key': created.key, cookie: cookies.owner, origin: 'https://evil.example' },
    );
    expect(withCookie.status).toBe(403);
    expect((await body(withCookie)).status.value).toBe('generic.cross_site');
  });
});

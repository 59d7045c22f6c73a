/**
 * Credentials follow the password (decision 0010): a password change (with or without ending
 * the other sessions), a password reset and signing out everywhere (the user's own, all or all
 * but this session, and an admin's) revoke every personal API key of the user: the keys answer
 * 401 at once, the auth answer lists what was revoked (`revokedApiKeys`), the admin action counts
 * and audits them, and nobody else's keys are touched. A key minted by a stolen session dies when
 * the owner resets the password. (Locked accounts and accounts awaiting deletion: api-keys.test.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess, signedInCookie } from '../helpers/api';

const PATH = '/api/v2/users/me/api-keys';
const PASSWORD = 'Kapadokya!52';
const testDb = apiTestDb();
const { and, eq, like } = await import('drizzle-orm');
const { sessions, users, verifications } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Revoked = { id: number; name: string; start: string };
const json = async <T>(res: Response) => (await res.json()) as T;

let bystanderKey = '';

/** Creates a key named `name` with the session `cookie`; returns its id and secret. */
async function createKey(cookie: string, name: string) {
  const res = await apiRequest('POST', PATH, { name }, { cookie });
  expect(res.status).toBe(200);
  return (await json<Envelope<{ id: number; key: string }>>(res)).data;
}

/** The status of GET /api/v2/users/me made with `key`. */
const statusWith = async (key: string) =>
  (await apiRequest('GET', '/api/v2/users/me', undefined, { 'x-api-key': key })).status;

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
const signIn = async (email: string, password = PASSWORD) => {
  const res = await apiRequest('POST', '/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return cookieOf(res);
};

async function idOf(email: string) {
  const [row] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A new verified, signed-in user with two keys (an older and a newer one). */
async function userWithKeys(email: string) {
  const cookie = await signedInCookie(testDb(), email);
  const first = await createKey(cookie, 'Nightly export');
  const second = await createKey(cookie, 'CRM sync');
  expect(await statusWith(first.key)).toBe(200);
  return { cookie, keys: [first, second] };
}

beforeAll(async () => {
  const cookie = await signedInCookie(testDb(), 'bystander@example.com');
  bystanderKey = (await createKey(cookie, 'Someone else')).key;
});

describe('a password change revokes the API keys', () => {
  it('with the other sessions ended: the keys answer 401 and the answer names them', async () => {
    const { cookie, keys } = await userWithKeys('change.all@example.com');
    const res = await apiRequest(
      'POST',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Yeni!Sifre-48x', revokeOtherSessions: true },
      { cookie },
    );
    expect(res.status).toBe(200);
    const answer = await json<{ token: string | null; revokedApiKeys: Revoked[] }>(res);
    expect(answer.token).toBeTruthy();
    expect(answer.revokedApiKeys.map((k) => k.name)).toEqual(['Nightly export', 'CRM sync']);
    expect(answer.revokedApiKeys[0]!.start).toBe(keys[0]!.key.slice(0, 12));
    for (const key of keys) expect(await statusWith(key.key)).toBe(401);
    // The new session still manages keys, and the list is empty; nobody else's key changed.
    const list = await apiRequest('GET', PATH, undefined, { cookie: cookieOf(res) });
    expect((await json<Envelope<unknown[]>>(list)).data).toEqual([]);
    expect(await statusWith(bystanderKey)).toBe(200);
  });

  it('without ending the other sessions too; a wrong current password revokes nothing', async () => {
    const { cookie, keys } = await userWithKeys('change.keep@example.com');
    const wrong = await apiRequest(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'Nope!nope-77', newPassword: 'Yeni!Sifre-48x' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await statusWith(keys[0]!.key)).toBe(200);
    const res = await apiRequest(
      'POST',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Yeni!Sifre-48x', revokeOtherSessions: false },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await json<{ revokedApiKeys: Revoked[] }>(res)).revokedApiKeys).toHaveLength(2);
    for (const key of keys) expect(await statusWith(key.key)).toBe(401);
    // A change with no key left answers an empty list.
    const again = await apiRequest(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'Yeni!Sifre-48x', newPassword: 'Baska!Sifre-59x' },
      { cookie },
    );
    expect((await json<{ revokedApiKeys: Revoked[] }>(again)).revokedApiKeys).toEqual([]);
  });
});

describe('a password reset revokes the API keys', () => {
  /** Asks for a reset of `email`; returns the token of the mailed link. */
  async function resetToken(email: string) {
    await apiRequest('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const [row] = await testDb()
      .db.select({ identifier: verifications.identifier })
      .from(verifications)
      .where(
        and(eq(verifications.value, await idOf(email)), like(verifications.identifier, 'reset-password:%')),
      );
    return row!.identifier.slice('reset-password:'.length);
  }

  it('revokes the keys a stolen session made, ends that session and names the keys', async () => {
    const email = 'reset.owner@example.com';
    const { keys } = await userWithKeys(email);
    // Someone else signed in with the password and minted a key of their own.
    const thief = await signIn(email);
    const stolen = await createKey(thief, 'Backdoor');
    expect(await statusWith(stolen.key)).toBe(200);

    const bad = await apiRequest('POST', '/api/auth/reset-password', {
      newPassword: 'Yeni!Sifre-48x',
      token: 'not-a-token',
    });
    expect(bad.status).toBe(400);
    expect(await statusWith(stolen.key)).toBe(200);

    const res = await apiRequest('POST', '/api/auth/reset-password', {
      newPassword: 'Yeni!Sifre-48x',
      token: await resetToken(email),
    });
    expect(res.status).toBe(200);
    const answer = await json<{ status: boolean; revokedApiKeys: Revoked[] }>(res);
    expect(answer.status).toBe(true);
    expect(answer.revokedApiKeys.map((k) => k.name)).toEqual(['Nightly export', 'CRM sync', 'Backdoor']);
    for (const key of [...keys, stolen]) expect(await statusWith(key.key)).toBe(401);
    expect((await apiRequest('GET', PATH, undefined, { cookie: thief })).status).toBe(401);
    expect(await statusWith(bystanderKey)).toBe(200);
  });
});

describe('signing out everywhere revokes the API keys', () => {
  it('the user’s own: every session, or every other session', async () => {
    for (const [path, email] of [
      ['/api/auth/revoke-sessions', 'out.all@example.com'],
      ['/api/auth/revoke-other-sessions', 'out.others@example.com'],
    ] as const) {
      const { cookie, keys } = await userWithKeys(email);
      const res = await apiRequest('POST', path, {}, { cookie });
      expect(res.status, path).toBe(200);
      expect((await json<{ revokedApiKeys: Revoked[] }>(res)).revokedApiKeys, path).toHaveLength(2);
      for (const key of keys) expect(await statusWith(key.key), path).toBe(401);
    }
    // Ending one other session is not "everywhere": the keys stay.
    const { cookie, keys } = await userWithKeys('out.one@example.com');
    await signIn('out.one@example.com');
    const [session] = await testDb()
      .db.select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, await idOf('out.one@example.com')))
      .limit(1);
    const one = await apiRequest('POST', '/api/auth/revoke-session', { token: session!.token }, { cookie });
    expect(one.status).toBe(200);
    expect(await statusWith(keys[0]!.key)).toBe(200);
    expect(await statusWith(bystanderKey)).toBe(200);
  });

  it('an admin’s: counted in the answer and audited by name', async () => {
    const admin = await cookieWithAccess(testDb(), 'keys.admin@example.com', 'admin');
    const { keys } = await userWithKeys('out.admin@example.com');
    const id = await idOf('out.admin@example.com');
    const res = await apiRequest('POST', `/api/v2/admin/users/${id}/sign-out`, undefined, { cookie: admin });
    expect(res.status).toBe(200);
    const { data } = await json<Envelope<{ sessionsEnded: number; apiKeysRevoked: number }>>(res);
    expect(data).toMatchObject({ sessionsEnded: 1, apiKeysRevoked: 2 });
    for (const key of keys) expect(await statusWith(key.key)).toBe(401);
    const [audit] = await testDb()
      .db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user.sign_out'), eq(auditLog.entityId, `user:${id}`)));
    expect(audit!.details).toMatchObject({
      sessionsEnded: 1,
      apiKeysRevoked: ['Nightly export', 'CRM sync'],
    });
    // Once more: nothing left to revoke.
    const again = await apiRequest('POST', `/api/v2/admin/users/${id}/sign-out`, undefined, {
      cookie: admin,
    });
    expect((await json<Envelope<{ apiKeysRevoked: number }>>(again)).data.apiKeysRevoked).toBe(0);
    expect(await statusWith(bystanderKey)).toBe(200);
  });
});

/**
 * Account life cycle beyond sign-in (issue 3): verification by mailed code, bearer tokens for
 * API clients, closed OTP sign-in, account deletion with its 14-day purge and recovery,
 * cross-site form posts to the product API.
 * @database-engine: runs on PGlite and PostgreSQL: the purge takes accounts with FOR UPDATE SKIP LOCKED and deletes queue rows by a JSON operator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, ORIGIN, apiTestDb, deliveredOutbox, privateOutbox } from '../helpers/api';

privateOutbox();

const { ctxFor } = await import('../helpers/db');
const { getApi } = await import('@/app/_api/app');
const { resolveViewer } = await import('@/server/viewer');
const { eq, inArray, sql } = await import('drizzle-orm');
const { users, sessions, accounts } = await import('@/modules/identity/schema');
const { startups } = await import('@/modules/startups/schema');
const { auditLog } = await import('@/modules/access/schema');
const { contactMessages } = await import('@/modules/site/schema');
const { spamEvents } = await import('@/modules/moderation/schema');
const { emailLog, errorLogs } = await import('@/modules/operations/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { entityKey } = await import('@/modules/access/permissions');
const { purgeDueAccounts, DELETION_GRACE_DAYS, deletionPreview } =
  await import('@/modules/identity/deletion');

const testDb = apiTestDb();
const call = apiRequest;
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  call('POST', p, body, headers);
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;

async function register(email: string, password = 'Kapadokya!52', locale = 'en') {
  const res = await post('/api/auth/sign-up/email', {
    name: 'Deniz',
    surname: 'Kaya',
    email,
    password,
    locale,
    acceptTerms: true,
  });
  expect(res.status).toBe(200);
}
const codeFor = async (email: string) =>
  (await deliveredOutbox())
    .filter((m) => m.to === email)
    .at(-1)!
    .text.match(/: (\d{6})\s*$/m)![1]!;

describe('e-mail verification by code', () => {
  it('mails a link and a 6-digit code; a wrong code is refused, the right one verifies', async () => {
    await register('code@example.com', 'Kapadokya!52', 'tr');
    const mail = (await deliveredOutbox()).find((m) => m.to === 'code@example.com')!;
    expect(mail.text).toContain('Ya da bu kodu e-posta doğrulama sayfasına girin');
    const code = await codeFor('code@example.com');
    const wrong = await post('/api/auth/email-otp/verify-email', {
      email: 'code@example.com',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const right = await post('/api/auth/email-otp/verify-email', { email: 'code@example.com', otp: code });
    expect(right.status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'code@example.com',
      password: 'Kapadokya!52',
    });
    expect(signIn.status).toBe(200);
  });

  it('keeps the e-mail OTP sign-in and reset routes closed (only the code verification is open)', async () => {
    for (const p of [
      '/api/auth/sign-in/email-otp',
      '/api/auth/email-otp/send-verification-otp',
      '/api/auth/email-otp/reset-password',
    ])
      expect((await post(p, { email: 'code@example.com', type: 'sign-in', otp: '123456' })).status).toBe(404);
  });

  it('a registration needs a surname', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'Tek',
      surname: ' ',
      email: 'tek@example.com',
      password: 'Kapadokya!52',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
  });
});

describe('bearer tokens for API clients', () => {
  it('a session token sent as Authorization: Bearer identifies the user', async () => {
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'code@example.com',
      password: 'Kapadokya!52',
    });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const viewer = await resolveViewer(new Headers({ authorization: `Bearer ${token}` }));
    expect(viewer).toMatchObject({ isAuthenticated: true, name: 'Deniz Kaya' });
    const packages = await call('GET', '/api/v2/identity/packages', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(packages.status).toBe(200);
    expect((await resolveViewer(new Headers({ authorization: 'Bearer forged' }))).isAuthenticated).toBe(
      false,
    );
  });
});

describe('account deletion', () => {
  const email = 'leaving@example.com';
  let userId = '';
  let cookie = '';
  let soloStartup = 0;
  let sharedStartup = 0;

  beforeAll(async () => {
    await register(email);
    await post('/api/auth/email-otp/verify-email', { email, otp: await codeFor(email) });
    const [u] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userId = u!.id;
    await testDb()
      .db.insert(users)
      .values({ id: 'co-owner', name: 'Co', email: 'co@example.com', emailVerified: true });
    const rows = await testDb()
      .db.insert(startups)
      .values([
        { name: 'Solo Labs', seoUrl: 'solo-labs', searchText: 'solo labs' },
        { name: 'Shared Labs', seoUrl: 'shared-labs', searchText: 'shared labs' },
      ])
      .returning({ id: startups.id });
    [soloStartup, sharedStartup] = rows.map((r) => r.id) as [number, number];
    await grantAccessInternal(testDb().db, {
      userId,
      entityId: entityKey('startup', soloStartup),
      scopes: ['FULL_ACCESS'],
    });
    await grantAccessInternal(testDb().db, {
      userId,
      entityId: entityKey('startup', sharedStartup),
      scopes: ['FULL_ACCESS'],
    });
    await grantAccessInternal(testDb().db, {
      userId: 'co-owner',
      entityId: entityKey('startup', sharedStartup),
      scopes: ['FULL_ACCESS'],
    });
  });

  it('visitors cannot request deletion (401)', async () => {
    expect((await post('/api/v2/identity/account-deletion', { password: 'x' })).status).toBe(401);
  });

  it('the settings page names the startups that will be hidden (no other owner)', async () => {
    const viewer = await resolveViewer(
      new Headers({
        cookie: cookieOf(await post('/api/auth/sign-in/email', { email, password: 'Kapadokya!52' })),
      }),
    );
    expect(await deletionPreview(ctxFor(testDb(), viewer))).toEqual({
      hasPassword: true,
      startupsToHide: ['Solo Labs'],
    });
  });

  it("a wrong password is refused in the viewer's language and nothing changes", async () => {
    cookie = cookieOf(await post('/api/auth/sign-in/email', { email, password: 'Kapadokya!52' }));
    const res = await post(
      '/api/v2/identity/account-deletion',
      { password: 'Wrong!pass77' },
      { cookie, 'accept-language': 'tr' },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Geçersiz kimlik bilgileri');
    const [u] = await testDb().db.select().from(users).where(eq(users.id, userId));
    expect(u!.deletionRequestedAt).toBeNull();
  });

  it('a request schedules deletion in 14 days, ends every session and clears the cookie', async () => {
    const other = cookieOf(await post('/api/auth/sign-in/email', { email, password: 'Kapadokya!52' }));
    const res = await post('/api/v2/identity/account-deletion', { password: 'Kapadokya!52' }, { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { requestedAt: string; scheduledFor: string } };
    expect(Date.parse(data.scheduledFor) - Date.parse(data.requestedAt)).toBe(
      DELETION_GRACE_DAYS * 86_400_000,
    );
    expect(res.headers.get('set-cookie')).toMatch(/better-auth\.session_token=;/);
    expect(await testDb().db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    for (const c of [cookie, other])
      expect((await resolveViewer(new Headers({ cookie: c }))).isAuthenticated).toBe(false);
  });

  it('signing in within 14 days reports the pending deletion; the recovery call cancels it', async () => {
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'Kapadokya!52' });
    expect(signIn.status).toBe(200);
    const body = (await signIn.json()) as { user: { deletionRequestedAt: string | null } };
    expect(body.user.deletionRequestedAt).toBeTruthy();
    cookie = cookieOf(signIn);
    expect((await resolveViewer(new Headers({ cookie }))).deletionRequestedAt).toBeTruthy();
    const status = await call('GET', '/api/v2/identity/account-deletion', undefined, { cookie });
    expect(((await status.json()) as { data: unknown }).data).not.toBeNull();
    expect((await call('DELETE', '/api/v2/identity/account-deletion', undefined, { cookie })).status).toBe(
      200,
    );
    expect((await resolveViewer(new Headers({ cookie }))).deletionRequestedAt).toBeNull();
    // Not due: nothing is purged.
    expect((await purgeDueAccounts(testDb().db)).purged).not.toContain(userId);
  });

  it('after 14 days the purge removes the account, its sessions and links; sole-owned startups are hidden, shared ones stay', async () => {
    const requested = await post(
      '/api/v2/identity/account-deletion',
      { password: 'Kapadokya!52' },
      { cookie },
    );
    expect(requested.status).toBe(200);
    // What operations and moderation recorded about them (issue 17): gone or unlinked by the purge.
    const db = testDb().db;
    await db
      .insert(contactMessages)
      .values({ name: 'Deniz Kaya', email, subject: 'Soru', message: 'Merhaba', userId });
    await db.insert(spamEvents).values({ kind: 'banned-word', userId, email, detail: 'x' });
    await db
      .insert(emailLog)
      .values({ kind: 'verify-email', recipient: email, subject: 'Kod', status: 'sent' });
    const [error] = await db
      .insert(errorLogs)
      .values({ requestId: 'r-purge', origin: 'api', route: '/x', viewerUserId: userId, message: 'boom' })
      .returning({ id: errorLogs.id });
    const day13 = new Date(Date.now() + 13 * 86_400_000);
    expect((await purgeDueAccounts(testDb().db, day13)).purged).not.toContain(userId);
    const day15 = new Date(Date.now() + 15 * 86_400_000);
    const result = await purgeDueAccounts(testDb().db, day15);
    expect(result.purged).toEqual([userId]);
    expect(result.hiddenStartups).toEqual([soloStartup]);
    expect(await testDb().db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await testDb().db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
    const visibility = await testDb()
      .db.select({ id: startups.id, isVisible: startups.isVisible })
      .from(startups)
      .where(inArray(startups.id, [soloStartup, sharedStartup]));
    expect(Object.fromEntries(visibility.map((v) => [v.id, v.isVisible]))).toEqual({
      [soloStartup]: false,
      [sharedStartup]: true,
    });
    const audit = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `user:${userId}`));
    expect(audit.map((a) => a.action)).toContain('account.purged');
    expect(JSON.stringify(audit)).not.toContain(email);
    // Their mail jobs (address and text) are gone from the queue's tables too.
    const mailJobs = (await testDb().db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'to' = ${email}`,
    )) as unknown as { n: number }[] | { rows: { n: number }[] };
    expect(Number((Array.isArray(mailJobs) ? mailJobs : mailJobs.rows)[0]!.n)).toBe(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    expect(await db.select().from(spamEvents).where(eq(spamEvents.userId, userId))).toHaveLength(0);
    expect(await db.select().from(emailLog).where(eq(emailLog.recipient, email))).toHaveLength(0);
    const [kept] = await db.select().from(errorLogs).where(eq(errorLogs.id, error!.id));
    expect(kept).toMatchObject({ message: 'boom', viewerUserId: null });
    // The address is free again, and signing in with it fails like any unknown address.
    expect((await post('/api/auth/sign-in/email', { email, password: 'Kapadokya!52' })).status).toBe(401);
    // A second run finds nothing to do.
    expect((await purgeDueAccounts(testDb().db, day15)).purged).toEqual([]);
  });
});

describe('cross-site requests to the product API', () => {
  it('refuses a cross-site form post and accepts a same-origin one', async () => {
    const form = (origin: string) =>
      getApi().fetch(
        new Request(`${ORIGIN}/api/v2/identity/account-deletion`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          body: 'password=x',
        }),
      );
    expect((await form('https://evil.example')).status).toBe(403);
    expect((await form(ORIGIN)).status).not.toBe(403);
  });
});

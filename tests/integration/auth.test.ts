/**
 * @database-engine: runs on PGlite and PostgreSQL: a password change ends the other sessions through a NOTIFY that another connection hears.
 */
/** Registration, e-mail verification and sign-in through better-auth's endpoints (issue 3). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-outbox-'));
process.env.OUTBOX_DIR = outbox;

const { createTestDb } = await import('../helpers/db');
const { setDbHandle } = await import('@/server/db/client');
const { getApi } = await import('@/app/_api/app');
const { deliveredOutbox } = await import('../helpers/api');
const { resolveViewer } = await import('@/server/viewer');

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
  setDbHandle(db);
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const ORIGIN = 'http://localhost:3000';
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  getApi().fetch(
    new Request(`${ORIGIN}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    }),
  );

const user = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  password: 'Kapadokya!52',
  locale: 'tr',
  acceptTerms: true,
};

describe('accounts', () => {
  it("refuses a registration without the terms accepted: 'You must read and approve the privacy policy.'", async () => {
    const res = await post('/api/auth/sign-up/email', { ...user, acceptTerms: false });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You must read and approve the privacy policy.',
    );
  });

  it('refuses a password that breaks the rule, naming the rules', async () => {
    const res = await post('/api/auth/sign-up/email', { ...user, password: 'password123' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('consecutive');
  });

  it('registers, mails a verification link in the user language and refuses sign-in until verified', async () => {
    const res = await post('/api/auth/sign-up/email', user);
    expect(res.status).toBe(200);
    const mail = (await deliveredOutbox()).find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Startup Atlas için e-postanızı doğrulayın');
    const early = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('verifies the e-mail from the mailed link, then signs in with a 180-day session cookie', async () => {
    const link = (await deliveredOutbox()).find((m) => m.to === user.email)!.text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    const verified = await getApi().fetch(new Request(`${ORIGIN}${url.pathname}${url.search}`));
    expect([200, 302]).toContain(verified.status);
    const res = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(Number(cookie.match(/Max-Age=(\d+)/i)?.[1])).toBe(180 * 24 * 60 * 60);
    const viewer = await resolveViewer(new Headers({ cookie: cookie.split(';')[0]! }));
    expect(viewer).toMatchObject({ isAuthenticated: true, isPremium: false, name: 'Ayşe Yılmaz' });
  });

  it('without remember me the session cookie lasts for the browser session', async () => {
    const res = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: false,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/better-auth\.session_token=[^;]+;[^,]*Max-Age/i);
  });

  it('answers the same for a wrong password and an unknown address (no enumeration)', async () => {
    const wrong = await post('/api/auth/sign-in/email', { email: user.email, password: 'Wrong!pass77' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Wrong!pass77',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('a request without a session is a visitor', async () => {
    expect(await resolveViewer(new Headers())).toMatchObject({ isAuthenticated: false, userId: null });
    expect(await resolveViewer(new Headers({ cookie: 'better-auth.session_token=forged' }))).toMatchObject({
      isAuthenticated: false,
    });
  });
});

describe('account rules', () => {
  it("says 'This E-Mail is already in use' for a taken address", async () => {
    const res = await post('/api/auth/sign-up/email', { ...user, email: 'AYSE@example.com' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('EMAIL_IN_USE');
  });

  it('refuses a locked account with its own message', async () => {
    const { users } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    await db.db.update(users).set({ locked: true }).where(eq(users.email, user.email));
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    await db.db.update(users).set({ locked: false }).where(eq(users.email, user.email));
  });
});

describe('first-run super admin', () => {
  it('is created only from both variables, with a rule-abiding password, once', async () => {
    const { ensureSuperAdmin } = await import('@/modules/identity/admin');
    const { loadViewerAccess } = await import('@/modules/access/access');
    const { isSuperAdmin } = await import('@/modules/access/permissions');
    const { users } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    expect(await ensureSuperAdmin(db.db, { email: 'root@example.com' })).toBe('not-configured');
    await expect(
      ensureSuperAdmin(db.db, { email: 'root@example.com', password: 'password' }),
    ).rejects.toThrow(/password rule/);
    expect(await ensureSuperAdmin(db.db, { email: 'root@example.com', password: 'Root!Pass-42x' })).toBe(
      'created',
    );
    expect(await ensureSuperAdmin(db.db, { email: 'root@example.com', password: 'Root!Pass-42x' })).toBe(
      'exists',
    );
    const [root] = await db.db.select().from(users).where(eq(users.email, 'root@example.com'));
    expect(root!.emailVerified).toBe(true);
    expect(isSuperAdmin((await loadViewerAccess(db.db, root!.id)).access)).toBe(true);
    const res = await post('/api/auth/sign-in/email', {
      email: 'root@example.com',
      password: 'Root!Pass-42x',
    });
    expect(res.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After after too many sign-in attempts from one address', async () => {
    const { createAuth } = await import('@/server/auth');
    const limited = createAuth(db.db, { rateLimit: true });
    const attempt = () =>
      limited.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-atlas-client-ip': '203.0.113.9' },
          body: JSON.stringify({ email: user.email, password: 'Wrong!pass77' }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Through the API the answer carries Retry-After (API.md).
    const viaApi = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'Wrong!pass77' },
      { 'x-atlas-client-ip': '203.0.113.9' },
    );
    expect([401, 429]).toContain(viaApi.status);
  });
});

describe('verification mail rate limit', () => {
  it("answers 429 with Retry-After after 3 verification mails in 5 minutes ('Too many e-mail verification requests')", async () => {
    const { createAuth } = await import('@/server/auth');
    const { withRetryAfter } = await import('@/app/_api/app');
    const limited = createAuth(db.db, { rateLimit: true });
    const ask = () =>
      limited.handler(
        new Request(`${ORIGIN}/api/auth/send-verification-email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            'x-atlas-client-ip': '203.0.113.77',
          },
          body: JSON.stringify({ email: user.email }),
        }),
      );
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await ask();
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(Number(withRetryAfter(last!).headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('session security', () => {
  it('refuses cross-site POSTs that carry the session cookie (origin check)', async () => {
    const signIn = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'Evil!Change-77x' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('a password change ends the other sessions', async () => {
    const first = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const second = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const [a, b] = [cookieOf(first), cookieOf(second)];
    expect((await resolveViewer(new Headers({ cookie: b }))).isAuthenticated).toBe(true);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'Yeni!Sifre-48x', revokeOtherSessions: true },
      { cookie: a },
    );
    expect(change.status).toBe(200);
    expect((await resolveViewer(new Headers({ cookie: b }))).isAuthenticated).toBe(false);
    const wrongOld = await post(
      '/api/auth/change-password',
      { currentPassword: 'Nope!nope-77', newPassword: 'Baska!Sifre-59x' },
      { cookie: cookieOf(change) || a },
    );
    expect(wrongOld.status).toBe(400);
  });
});

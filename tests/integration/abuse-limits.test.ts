/**
 * Issue 12 §1: sign-in and e-mail limits that hold behind a proxy. A real HTTP server (the
 * same client-address step as scripts/serve.ts in front of the API app) on a random port:
 * - a client cannot pick its own address with X-Forwarded-For (the forwarded-header bypass);
 * - behind a trusted proxy, clients are told apart, so one attacker cannot lock everyone out;
 * - wrong passwords for one account from many addresses end in 429 with Retry-After;
 * - the account's owner, on a browser that signed in before (device cookie), still signs in
 *   while an attacker holds the account at its limit;
 * - verification and reset mails are limited per recipient, in the spec's words, EN and TR;
 * - the counters live in the database (shared by every process).
 * @database-engine: runs on PGlite and PostgreSQL: the shared abuse limits are counted in SQL under concurrent requests.
 */
process.env.AUTH_RATE_LIMIT = 'on';

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestDb, ORIGIN } from '../helpers/api';

const testDb = apiTestDb();
const PASSWORD = 'Kapadokya!52';

let servers: http.Server[] = [];
/** Starts the API behind the client-address step with `trusted` proxies; returns its base URL. */
async function startServer(trusted: string[]): Promise<string> {
  const { getRequestListener } = await import('@hono/node-server');
  const { getApi } = await import('@/app/_api/app');
  const { compileTrust, markClientAddress } = await import('@/server/client-address');
  const trust = compileTrust(trusted);
  const listener = getRequestListener(getApi().fetch);
  const server = http.createServer((req, res) => {
    markClientAddress(req, trust);
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text };
}

/** A verified account (created straight through the app, each from its own made-up address). */
async function account(email: string) {
  const { getApi } = await import('@/app/_api/app');
  const { users } = await import('@/modules/identity/schema');
  const { eq } = await import('drizzle-orm');
  await getApi().fetch(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-atlas-client-ip': `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: JSON.stringify({ name: 'Deniz', surname: 'Kaya', email, password: PASSWORD, acceptTerms: true }),
    }),
  );
  await testDb().db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}

beforeAll(async () => {
  await account('victim@example.com');
  await account('bystander@example.com');
  await account('target@example.com');
  await account('mailbox@example.com');
  await account('guessed@example.com');
  await account('owner@example.com');
  await account('formed@example.com');
});

describe('the client address', () => {
  it('is not taken from X-Forwarded-For sent by the client: 50 spoofed guesses end in 429', async () => {
    const base = await startServer([]);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await post(
        base,
        '/api/auth/sign-in/email',
        { email: 'victim@example.com', password: `Wrong!pass${i}` },
        { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-atlas-client-ip': `198.51.100.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // The right password from the same client is still refused while the limit lasts.
    const right = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'victim@example.com', password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.200' },
    );
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
  });

  it('behind a trusted proxy tells clients apart: one attacker does not lock others out', async () => {
    const base = await startServer(['loopback']);
    for (let i = 0; i < 8; i += 1) {
      await post(
        base,
        '/api/auth/sign-in/email',
        { email: 'bystander@example.com', password: `Wrong!pass${i}` },
        { 'x-forwarded-for': '203.0.113.50' },
      );
    }
    const attacker = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'target@example.com', password: 'Wrong!pass' },
      { 'x-forwarded-for': '203.0.113.50' },
    );
    expect(attacker.status).toBe(429);
    const someoneElse = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'target@example.com', password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.51' },
    );
    expect(someoneElse.status).toBe(200);
  });

  it('follows the forwarded chain only as far as the proxies are trusted', async () => {
    const { compileTrust } = await import('@/server/client-address');
    const proxyaddr = (await import('proxy-addr')).default;
    const req = {
      socket: { remoteAddress: '127.0.0.1' },
      connection: { remoteAddress: '127.0.0.1' },
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    } as unknown as http.IncomingMessage;
    // The client made up 6.6.6.6; the trusted proxy saw 203.0.113.7.
    expect(proxyaddr(req, compileTrust(['loopback']))).toBe('203.0.113.7');
    expect(proxyaddr(req, compileTrust([]))).toBe('127.0.0.1');
  });
});

describe('per-account sign-in limit', () => {
  it('answers 429 with Retry-After after 10 wrong passwords from 10 addresses, and only for that account', async () => {
    const base = await startServer(['loopback']);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post(
        base,
        '/api/auth/sign-in/email',
        { email: 'guessed@example.com', password: `Wrong!pass${i}` },
        { 'x-forwarded-for': `198.18.0.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'guessed@example.com', password: PASSWORD },
      { 'x-forwarded-for': '198.18.1.1', 'accept-language': 'tr' },
    );
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(60);
    expect(JSON.parse(right.body).message).toMatch(
      /^Çok fazla istek\. \d+ saniye bekleyip tekrar deneyin\.$/,
    );
    const other = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'mailbox@example.com', password: PASSWORD },
      { 'x-forwarded-for': '198.18.1.2' },
    );
    expect(other.status).toBe(200);
    // The counters are rows every process reads.
    const { rateLimitCounters } = await import('@/modules/platform/schema');
    const rows = await testDb().db.select().from(rateLimitCounters);
    expect(rows.some((r) => r.key === 'sign-in-failures:guessed@example.com' && r.points >= 10)).toBe(true);
  });
});

describe('form-encoded sign-in', () => {
  it('counts against the account like a JSON one', async () => {
    const base = await startServer(['loopback']);
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          // A script sets the site's own Origin, which better-auth's form check accepts.
          origin: ORIGIN,
          'x-forwarded-for': `198.21.0.${i + 1}`,
        },
        body: new URLSearchParams({ email: 'formed@example.com', password: `Wrong!pass${i}` }).toString(),
      });
      expect(res.status).toBe(401);
    }
    const next = await post(
      base,
      '/api/auth/sign-in/email',
      { email: 'formed@example.com', password: PASSWORD },
      { 'x-forwarded-for': '198.21.1.1' },
    );
    expect(next.status).toBe(429);
  });
});

describe('device cookies', () => {
  it("keep the owner's known browser signing in while the account is under attack; new browsers wait", async () => {
    const base = await startServer(['loopback']);
    const signIn = (password: string, headers: Record<string, string>) =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: JSON.stringify({ email: 'owner@example.com', password }),
      });
    const first = await signIn(PASSWORD, { 'x-forwarded-for': '198.20.0.1' });
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('atlas_device_'))!
      .split(';')[0]!;
    expect(first.headers.getSetCookie().find((c) => c.startsWith('atlas_device_'))).toMatch(/HttpOnly/);
    // The attack: wrong passwords from many addresses until the account's limit.
    for (let i = 0; i < 10; i += 1)
      await signIn(`Wrong!pass${i}`, { 'x-forwarded-for': `198.20.1.${i + 1}` });
    expect((await signIn(PASSWORD, { 'x-forwarded-for': '198.20.2.1' })).status).toBe(429);
    // The owner's browser passes; a forged device cookie does not.
    expect((await signIn(PASSWORD, { 'x-forwarded-for': '198.20.0.1', cookie: device })).status).toBe(200);
    const forged = `${device.split('=')[0]}=abc.def`;
    expect((await signIn(PASSWORD, { 'x-forwarded-for': '198.20.0.1', cookie: forged })).status).toBe(429);
    // Guessing from a stolen device cookie is limited on its own counter.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await signIn(`Wrong!dev${i}`, { 'x-forwarded-for': `198.20.3.${i + 1}`, cookie: device })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('per-recipient mail limit', () => {
  it("sends at most 3 verification or reset mails to one address, whoever asks ('Too many e-mail verification requests')", async () => {
    const base = await startServer(['loopback']);
    const results = [];
    for (let i = 0; i < 5; i += 1) {
      results.push(
        await post(
          base,
          i % 2 ? '/api/auth/request-password-reset' : '/api/auth/send-verification-email',
          { email: 'Mailbox@Example.com', redirectTo: '/reset-password' },
          { 'x-forwarded-for': `198.19.0.${i + 1}`, 'accept-language': i === 4 ? 'tr' : 'en' },
        ),
      );
    }
    expect(results.slice(0, 3).every((r) => r.status !== 429)).toBe(true);
    expect(results[3]!.status).toBe(429);
    expect(JSON.parse(results[3]!.body).message).toBe(
      'Too many e-mail verification requests, wait a few minutes',
    );
    expect(Number(results[3]!.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(results[4]!.body).message).toBe(
      'Çok fazla doğrulama e-postası istendi, birkaç dakika bekleyin',
    );
  });
});

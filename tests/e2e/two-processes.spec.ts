/**
 * Issue 15 §1 "Events across processes", tested with two real server processes on one
 * PostgreSQL database (the production build of the journeys, `npm start` with DATABASE_URL):
 * - a message sent through one process reaches, at once, a reader whose live event stream
 *   (`GET /api/v2/events`) is connected to the other;
 * - a startup created through one process is on the other's cached discovery page at once, not
 *   after the page cache's 60-second lifetime;
 * - a mail queued by a sign-up is sent once although both processes run the mail worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import postgres from 'postgres';
import { expect, test } from './fixtures';
import { mailTo } from './helpers';

const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = `atlas_e2e_two_${process.pid}`;
const DB_URL = (() => {
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();
const OUTBOX = 'var/e2e-two-outbox';
const PORTS = [4021, 4022] as const;
const origin = (port: number) => `http://localhost:${port}`;
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

/** Starts `npm start` on `port` over the shared database; resolves once it is ready. */
async function startServer(port: number): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_ORIGIN: origin(port),
    SKIP_BUILD: '1',
    DATABASE_URL: DB_URL,
    OUTBOX_DIR: OUTBOX,
    UPLOAD_DIR: 'var/e2e-two-uploads',
    SEED_STARTUPS: '20',
    AUTH_SECRET: 'e2e-two-processes-test-only-secret-0123456789',
    AUTH_RATE_LIMIT: 'off',
    PAGE_CACHE_REPORT: 'on',
    QUEUE_POLL_SECONDS: '0.5',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  let output = '';
  const server = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(server);
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 220_000;
  while (!/Startup Atlas ready on /.test(output)) {
    if (server.exitCode !== null) throw new Error(`npm start (port ${port}) exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start (port ${port}) did not get ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fs.rmSync(OUTBOX, { recursive: true, force: true });
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  await admin.end();
  // The first migrates and seeds; the second then starts on the prepared database.
  await startServer(PORTS[0]);
  await startServer(PORTS[1]);
});

test.afterAll(async () => {
  for (const server of servers)
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
});

/** Registers `email` through the server on `port`, verifies it from the mail and signs in; returns the cookie. */
async function account(port: number, email: string, name: string): Promise<string> {
  const headers = { origin: origin(port), 'content-type': 'application/json' };
  const signUp = await fetch(`${origin(port)}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, surname: 'İki', email, password: 'Kapadokya!52', acceptTerms: true }),
  });
  expect(signUp.status).toBe(200);
  const link = new URL((await mailTo(email, { outbox: OUTBOX })).text.match(/https?:\/\/\S+/)![0]);
  await fetch(`${origin(port)}${link.pathname}${link.search}`, { redirect: 'manual' });
  const signIn = await fetch(`${origin(port)}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Kapadokya!52' }),
  });
  expect(signIn.status).toBe(200);
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}

test('a message sent through one process reaches a reader connected to the other at once', async () => {
  const stamp = Date.now();
  const writer = await account(PORTS[0], `writer.${stamp}@example.com`, 'Yazan');
  const reader = await account(PORTS[1], `reader.${stamp}@example.com`, 'Okuyan');
  // Each verification mail was sent once, though both processes work the mail queue.
  const files = fs.readdirSync(OUTBOX).map((f) => fs.readFileSync(`${OUTBOX}/${f}`, 'utf8'));
  expect(files.filter((f) => f.includes(`reader.${stamp}@example.com`))).toHaveLength(1);
  const me = await fetch(`${origin(PORTS[1])}/api/v2/users/me`, { headers: { cookie: reader } });
  const readerSeoUrl = ((await me.json()) as { data: { seoUrl: string } }).data.seoUrl;

  const stream = await fetch(`${origin(PORTS[1])}/api/v2/events`, { headers: { cookie: reader } });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const events = stream.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const waitFor = async (pattern: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(received) && Date.now() < deadline) {
      const chunk = await Promise.race([
        events.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (chunk && !chunk.done) received += decoder.decode(chunk.value);
    }
    return pattern.test(received);
  };
  expect(await waitFor(/event: counts/, 5_000)).toBe(true);

  const sentAt = Date.now();
  const sent = await fetch(`${origin(PORTS[0])}/apiMessage/Message/Post`, {
    method: 'POST',
    headers: { cookie: writer, origin: origin(PORTS[0]), 'content-type': 'application/json' },
    body: JSON.stringify({ receiverSeoUrl: readerSeoUrl, content: 'Öteki sunucudan merhaba' }),
  });
  expect(sent.status).toBe(200);
  expect(await waitFor(/event: message/, 5_000)).toBe(true);
  expect(Date.now() - sentAt).toBeLessThan(5_000);
  expect(await waitFor(/"messages":1/, 5_000)).toBe(true);
  await events.cancel();
});

test("a startup created through one process is on the other's cached discovery page at once", async () => {
  const page2 = `${origin(PORTS[1])}/startups?sort=newest`;
  // The other process serves the page from its cache (once no other write has just emptied it).
  await expect
    .poll(async () => (await fetch(page2)).headers.get('x-page-cache'), { timeout: 10_000 })
    .toBe('hit');
  const founder = await account(PORTS[0], `founder.${Date.now()}@example.com`, 'Kurucu');
  const name = `Çift Süreç ${Date.now() % 100000}`;
  const created = await fetch(`${origin(PORTS[0])}/apiCommon/Company/Post`, {
    method: 'POST',
    headers: { cookie: founder, origin: origin(PORTS[0]), 'content-type': 'application/json' },
    body: JSON.stringify({ name, sectorIds: [13001], teamMembers: [{ name: 'Kurucu', surname: 'İki' }] }),
  });
  expect(created.status).toBe(200);
  // The other process's page cache emptied on the database's notice: the next visit renders anew.
  await expect
    .poll(
      async () => {
        const res = await fetch(page2);
        return (await res.text()).includes(name);
      },
      { timeout: 5_000 },
    )
    .toBe(true);
});

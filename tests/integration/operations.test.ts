/**
 * Operations (issue 17 §4): an API 500 is answered with its request id and stored in the error
 * log under that id (route, method, viewer, stack), the request id travels in `x-request-id`
 * (the caller's when sensible), page and queue-job errors are stored too, a configured
 * Sentry-compatible endpoint receives the error with its request id, sendMail records every mail
 * in the e-mail log (outbox, dropped, failed), and /api/health answers 200 with the queue lag
 * (503 when the database does not answer). PGlite and PostgreSQL.
 * @database-engine: runs on PGlite and PostgreSQL: queue lag is measured by raw SQL over the queue tables.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, privateOutbox, signedInCookie } from '../helpers/api';

// A Sentry-compatible endpoint on this machine: the DSN is set before the env module loads.
const received: string[] = [];
const sentry = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push(`${req.url}\n${Buffer.concat(chunks).toString('utf8')}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

const outbox = privateOutbox();
const testDb = apiTestDb();

const { desc, eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { emailLog, errorLogs } = await import('@/modules/operations/schema');
const { errorLogsSettled } = await import('@/modules/operations/error-log');
const { recordPageError } = await import('@/modules/operations/page-errors');
const { checkHealth } = await import('@/modules/operations/health');
const { sendMail } = await import('@/server/mail');
const { apiCtx } = await import('@/server/api/router');
const { getApi } = await import('@/app/_api/app');
const { enqueue } = await import('@/server/queue');
const { JOB_HANDLERS, runQueuedJobs } = await import('@/server/workers');
const { createLogger, logLevel, withLogger } = await import('@/server/logger');
const { browserReplayConfig } = await import('@/server/error-reporting');
const { env } = await import('@/server/env');

// A call that fails unexpectedly after resolving its viewer (added before the first request).
getApi().get('/api/v2/operations-test/boom', async (c) => {
  await apiCtx(c);
  throw new Error('Beklenmeyen arıza: ışık söndü');
});

type Envelope = { data: unknown; status: { code: number; value: string }; message: string | null };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('error log', () => {
  it('stores an API 500 under the request id its message shows, with route, method, viewer and stack', async () => {
    const cookie = await signedInCookie(testDb(), 'hata.avcisi@example.com');
    const [user] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hata.avcisi@example.com'));
    const res = await apiRequest('GET', '/api/v2/operations-test/boom', undefined, {
      cookie,
      'accept-language': 'tr',
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as Envelope;
    // The answer's text is unchanged: the catalogue's sentence and the id in brackets, no stack.
    expect(body.status.value).toBe('generic.unexpected');
    expect(body.message).toMatch(/^Bir şeyler ters gitti\. Tekrar deneyin\. \(.+\)$/);
    expect(JSON.stringify(body)).not.toContain('ışık söndü');
    const requestId = /\(([^)]+)\)$/.exec(body.message!)![1]!;
    expect(requestId).toMatch(UUID);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    await errorLogsSettled();
    const rows = await testDb().db.select().from(errorLogs).where(eq(errorLogs.requestId, requestId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      origin: 'api',
      method: 'GET',
      route: '/api/v2/operations-test/boom',
      status: 500,
      viewerUserId: user!.id,
      message: 'Beklenmeyen arıza: ışık söndü',
    });
    expect(rows[0]!.stack).toContain('Error: Beklenmeyen arıza');

    // The configured Sentry-compatible endpoint got the error, tagged with the same request id.
    await expect.poll(() => received.join('\n'), { timeout: 5_000 }).toContain(requestId);
    const event = received.find((r) => r.includes(requestId))!;
    expect(event.split('\n')[0]).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    expect(event).toContain('Beklenmeyen arıza');
  });

  it("keeps a caller's sensible x-request-id and answers it; replaces a bad one", async () => {
    const mine = 'lb-trace-0123456789';
    const ok = await apiRequest('GET', '/api/v2/operations-test/boom', undefined, { 'x-request-id': mine });
    expect(ok.headers.get('x-request-id')).toBe(mine);
    expect(((await ok.json()) as Envelope).message).toContain(`(${mine})`);
    await errorLogsSettled();
    const [row] = await testDb().db.select().from(errorLogs).where(eq(errorLogs.requestId, mine));
    expect(row).toMatchObject({ origin: 'api', viewerUserId: null });

    const bad = await apiRequest('GET', '/api/v2/reference/none-such', undefined, {
      'x-request-id': 'not a valid id <script>',
    });
    expect(bad.headers.get('x-request-id')).toMatch(UUID);
    // Every answer carries one, successes included.
    const health = await apiRequest('GET', '/api/health');
    expect(health.headers.get('x-request-id')).toMatch(UUID);
  });

  it('stores a page error under its digest (the "Error id" of the error page) with the viewer', async () => {
    const cookie = await signedInCookie(testDb(), 'sayfa.hatasi@example.com');
    const [user] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sayfa.hatasi@example.com'));
    const error = Object.assign(new Error('render failed'), { digest: '2712345678' });
    await recordPageError(
      error,
      { path: '/tr/yonetici/yonetim?x=1', method: 'GET', headers: { cookie } },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/admin/management',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );
    const [row] = await testDb().db.select().from(errorLogs).where(eq(errorLogs.requestId, '2712345678'));
    expect(row).toMatchObject({
      origin: 'page',
      method: 'GET',
      route: '/tr/yonetici/yonetim',
      viewerUserId: user!.id,
      message: 'render failed',
    });
  });

  it('stores a failed queue job attempt with the job id', async () => {
    const send = JOB_HANDLERS.mail!;
    JOB_HANDLERS.mail = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    try {
      const id = await enqueue(
        testDb().db,
        'mail',
        { kind: 'verify-email', to: 'kuyruk@example.com', subject: 'x', text: 'x', html: 'x' },
        { retryLimit: 0 },
      );
      await runQueuedJobs(testDb().db, 'mail');
      await errorLogsSettled();
      const [row] = await testDb().db.select().from(errorLogs).where(eq(errorLogs.requestId, id!));
      expect(row).toMatchObject({
        origin: 'job',
        route: 'queue:mail',
        message: 'connect ECONNREFUSED 127.0.0.1:25',
      });
    } finally {
      JOB_HANDLERS.mail = send;
    }
  });

  it('keeps test output quiet (log level silent under the tests)', () => {
    expect(logLevel()).toBe('silent');
  });

  it('logs one JSON line per call with the request id it answers, the route, status and viewer', async () => {
    const lines: string[] = [];
    const cookie = await signedInCookie(testDb(), 'ops.logged@example.com');
    const [user] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ops.logged@example.com'));
    const res = await withLogger(
      createLogger('info', { write: (line: string) => void lines.push(line) }),
      () => apiRequest('GET', '/api/v2/users/me', undefined, { cookie }),
    );
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e.msg === 'request' && e.requestId === requestId);
    expect(entry).toMatchObject({
      level: 'info',
      service: 'startup-atlas',
      method: 'GET',
      path: '/api/v2/users/me',
      status: 200,
      viewerUserId: user!.id,
    });
    expect(String(entry!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entry!.ms).toEqual(expect.any(Number));
  });

  it("reports with the spec's sample rates by default (P §9: traces 1, sessions 0.1, replay on error 1)", () => {
    expect(env().SENTRY_TRACES_SAMPLE_RATE).toBe(1);
    expect(browserReplayConfig()).toMatchObject({
      dsn: process.env.SENTRY_DSN,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });
});

describe('browser error reports', () => {
  it("forwards the browser SDK's envelopes for the configured DSN through this site, and no others", async () => {
    const envelope = (dsn: string) =>
      `${JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', dsn })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'tarayıcı hatası 42' })}`;
    const send = (body: string) =>
      getApi().fetch(
        new Request('http://localhost:3000/api/v2/error-reports', {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:3000' },
          body,
        }),
      );
    const ok = await send(envelope(process.env.SENTRY_DSN!));
    expect(ok.status).toBe(200);
    await expect.poll(() => received.join('\n'), { timeout: 5_000 }).toContain('tarayıcı hatası 42');
    const foreign = await send(envelope('https://key@sentry.example.com/7'));
    expect(foreign.status).toBe(400);
    expect((await send('not an envelope')).status).toBe(400);
  });

  it('refuses a flood from one address (429 with Retry-After) and still takes another address', async () => {
    const { ERROR_REPORTS_PER_MINUTE } = await import('@/modules/operations/api');
    const send = (address: string) =>
      getApi().fetch(
        new Request('http://localhost:3000/api/v2/error-reports', {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-atlas-client-ip': address },
          body: 'not an envelope',
        }),
      );
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i += 1)
      expect((await send('203.0.113.9')).status).toBe(400);
    const refused = await send('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('203.0.113.10')).status).toBe(400);
  });
});

describe('e-mail log', () => {
  it('records mail written to the outbox, dropped for reserved addresses, and failed with the error', async () => {
    const db = testDb().db;
    await sendMail({
      kind: 'contact-answer',
      to: 'zeynep@example.com',
      subject: 'Yanıtınız',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
    });
    await sendMail({
      kind: 'team-invitation',
      to: 'ornek@talents.sample.invalid',
      subject: 'Davet',
      text: 'x',
      html: 'x',
    });
    // The outbox folder turned into a file: writing fails, is logged as failed and rethrown.
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.writeFileSync(outbox, 'not a folder');
    try {
      await expect(
        sendMail({ kind: 'password-reset', to: 'ali@example.com', subject: 'Şifre', text: 'x', html: 'x' }),
      ).rejects.toThrow();
    } finally {
      fs.rmSync(outbox, { force: true });
      fs.mkdirSync(outbox, { recursive: true });
    }
    const rows = await db.select().from(emailLog).orderBy(desc(emailLog.id)).limit(3);
    expect(rows.map((r) => [r.kind, r.recipient, r.subject, r.status])).toEqual([
      ['password-reset', 'ali@example.com', 'Şifre', 'failed'],
      ['team-invitation', 'ornek@talents.sample.invalid', 'Davet', 'dropped'],
      ['contact-answer', 'zeynep@example.com', 'Yanıtınız', 'outbox'],
    ]);
    expect(rows[0]!.error).toBeTruthy();
    expect(rows[1]!.error).toBeNull();
  });

  it('records the kind a queued mail carries (the verification mail of a sign-up)', async () => {
    await signedInCookie(testDb(), 'kayit.postasi@example.com');
    await runQueuedJobs(testDb().db, 'mail');
    const rows = await testDb()
      .db.select()
      .from(emailLog)
      .where(eq(emailLog.recipient, 'kayit.postasi@example.com'));
    expect(rows.map((r) => [r.kind, r.status])).toContainEqual(['verify-email', 'outbox']);
  });
});

describe('/api/health', () => {
  it('answers 200 with the database and the queue lag, never cached, without signing in', async () => {
    await enqueue(testDb().db, 'purge-exports', {});
    const res = await apiRequest('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; database: string; queueLagSeconds: number | null };
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(typeof body.queueLagSeconds).toBe('number');
    expect(body.queueLagSeconds).toBeGreaterThanOrEqual(0);
  });

  it('says the database is in error when it does not answer', async () => {
    expect(await checkHealth(() => Promise.reject(new Error('ECONNREFUSED')))).toEqual({
      status: 'error',
      database: 'error',
      queueLagSeconds: null,
    });
    const stuck = { execute: () => new Promise(() => undefined) } as never;
    expect(await checkHealth(async () => stuck, 50)).toMatchObject({ database: 'error' });
  });
});

/**
 * Mail on the durable queue (issue 15 §1): a server's workers send a queued mail within seconds
 * and the hourly purge is scheduled; a mail whose SMTP server refuses it is retried, then failed,
 * listed for admins (recipient and subject only, never the body) and sent again by an admin;
 * on PostgreSQL two workers send each queued mail once.
 * @database-engine: runs on PGlite and PostgreSQL: two queue workers send each mail once (SKIP LOCKED).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess, privateOutbox, signedInCookie } from '../helpers/api';
import { ctxFor, SIGNED_IN_VIEWER } from '../helpers/db';

privateOutbox();
const testDb = apiTestDb();

const { readOutbox } = await import('@/server/mail');
const { enqueue, openQueue } = await import('@/server/queue');
const { startWorkers, stopWorkers, runQueuedJobs, JOB_HANDLERS } = await import('@/server/workers');
const { listFailedJobs, queueCounts, retryFailedJob } = await import('@/modules/platform/background-jobs');

afterAll(() => stopWorkers());

const mail = (to: string, subject = 'Merhaba') => ({
  to,
  subject,
  text: `Secret code 123456`,
  html: '<p>x</p>',
});

describe('mail on the queue', () => {
  it("a server's workers send a queued mail within seconds and schedule the hourly purge, the daily digest and the export purge", async () => {
    const queue = await startWorkers(testDb(), { pollingIntervalSeconds: 0.5 });
    const id = await enqueue(testDb().db, 'mail', mail('ayse@example.com'));
    await expect
      .poll(() => readOutbox().filter((m) => m.to === 'ayse@example.com').length, { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(async () => (await queue.getJobById('mail', id!))?.state, { timeout: 5_000 })
      .toBe('completed');
    expect(
      (await queue.getSchedules()).map((s) => [s.name, s.cron]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['mail-digest', '0 7 * * *'],
      ['purge-accounts', '17 * * * *'],
      ['purge-exports', '40 3 * * *'],
      ['saved-search-alerts', '23 * * * *'],
    ]);
    await stopWorkers();
  }, 20_000);

  it('retries a mail the SMTP server refuses, then lists it for admins, who send it again', async () => {
    // A refusing transport for this job only: the handler throws as nodemailer would.
    const send = JOB_HANDLERS.mail!;
    JOB_HANDLERS.mail = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    const db = testDb().db;
    const admin = ctxFor(testDb(), {
      ...SIGNED_IN_VIEWER,
      userId: 'queue-admin',
      isAdmin: true,
      access: [{ entityId: 'admin', scopes: ['FULL_ACCESS'] }],
    });
    try {
      await enqueue(db, 'mail', mail('mehmet@example.com', 'Şifre sıfırlama'), {
        retryLimit: 1,
        retryDelay: 1,
      });
      // The retry waits its delay (about a second, with backoff), then fails for good.
      await expect
        .poll(
          async () => {
            await runQueuedJobs(db, 'mail');
            return (await listFailedJobs(admin)).length;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
    } finally {
      JOB_HANDLERS.mail = send;
    }
    const [failed] = await listFailedJobs(admin);
    expect(failed).toMatchObject({
      queue: 'mail',
      summary: 'mehmet@example.com — Şifre sıfırlama',
      attempts: 2,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Never the body: it can hold reset links and verification codes.
    expect(JSON.stringify(failed)).not.toContain('123456');
    expect((await queueCounts(admin)).find((q) => q.queue === 'mail')).toMatchObject({ failed: 1 });
    // The dead-letter queue holds the copy.
    expect((await queueCounts(admin)).find((q) => q.queue === 'dead-letter')).toMatchObject({ waiting: 1 });

    // Everyone else is refused, on the API as well.
    await expect(listFailedJobs(ctxFor(testDb(), SIGNED_IN_VIEWER))).rejects.toMatchObject({ status: 403 });
    const plain = await signedInCookie(testDb(), 'plain-queue@example.com');
    expect(
      (await apiRequest('GET', '/api/v2/admin/background-jobs', undefined, { cookie: plain })).status,
    ).toBe(403);

    await retryFailedJob(admin, 'mail', failed!.id);
    expect(await listFailedJobs(admin)).toEqual([]);
    await expect(retryFailedJob(admin, 'mail', failed!.id)).rejects.toMatchObject({ status: 404 });
    await runQueuedJobs(db, 'mail');
    expect(readOutbox().filter((m) => m.to === 'mehmet@example.com')).toHaveLength(1);
  }, 30_000);

  it('background jobs over HTTP: 401 to visitors, 403 to users, source admins and report admins, served to super admins', async () => {
    const cookieWith = (email: string, entityId?: string) => cookieWithAccess(testDb(), email, entityId);
    const audience: Array<[string, string | undefined, number]> = [
      ['visitor', undefined, 401],
      ['user', await cookieWith('jobs.user@example.com'), 403],
      ['source admin', await cookieWith('jobs.yc@example.com', 'yc-admin'), 403],
      ['report admin', await cookieWith('jobs.rapor@example.com', 'rapor-admin'), 403],
      ['super admin', await cookieWith('jobs.root@example.com', 'admin'), 200],
    ];
    const unknownJob = '/api/v2/admin/background-jobs/mail/00000000-0000-4000-8000-000000000000/retry';
    for (const [who, cookie, expected] of audience) {
      const headers = { 'accept-language': 'tr', ...(cookie ? { cookie } : {}) };
      const list = await apiRequest('GET', '/api/v2/admin/background-jobs', undefined, headers);
      expect(list.status, `${who} GET`).toBe(expected);
      const retry = await apiRequest('POST', unknownJob, undefined, headers);
      // The right is checked before the job is looked up: only a super admin learns it is missing.
      expect(retry.status, `${who} POST retry`).toBe(expected === 200 ? 404 : expected);
      if (expected === 403) {
        const body = (await retry.json()) as { status: { value: string }; message: string };
        expect(body.status.value).toBe('access.invalid');
        expect(body.message).toBe('Geçersiz erişim');
      }
    }
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'two workers on one PostgreSQL database send each of 30 queued mails once',
    async () => {
      const workers = await Promise.all(
        [1, 2].map(() => openQueue(testDb(), { pollingIntervalSeconds: 0.5 })),
      );
      try {
        for (const w of workers)
          await w.work('mail', { pollingIntervalSeconds: 0.5 }, async ([job]) =>
            JOB_HANDLERS.mail!(testDb().db, job!.data),
          );
        for (let n = 0; n < 30; n += 1) await enqueue(testDb().db, 'mail', mail(`twice${n}@example.com`));
        const sent = () => readOutbox().filter((m) => m.to.startsWith('twice'));
        await expect.poll(() => sent().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(sent()).toHaveLength(30);
        expect(new Set(sent().map((m) => m.to)).size).toBe(30);
      } finally {
        for (const w of workers) await w.stop({ wait: true, graceful: false });
      }
    },
    45_000,
  );
});

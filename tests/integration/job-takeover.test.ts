/**
 * Killed work comes back within a minute (decision 0018 "Leases and batches"; spec D§2
 * data-add-tool, P§7 Export, P§9 export limits), on PGlite and PostgreSQL: a leased job
 * whose worker died after taking it — job row active, its last lease renewal two seconds long,
 * its run or export left `running` — is found by a live worker's expiry check and taken over
 * within 60 s. The import goes on after the dead worker's last committed batch and imports each
 * row once; the export is written once and its rows stay counted once (when it was accepted).
 * On PostgreSQL also for real: kill -9 of a worker process (tests/helpers/import-run-child.ts)
 * in the middle of a batch, with the production lease, expiry check and polling.
 * @database-engine: runs on PGlite and PostgreSQL: a job lease expires in SQL and another process takes over after kill -9 (PostgreSQL only).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiTestDb, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });
const { and, eq, sql } = await import('drizzle-orm');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { SYSTEM_VIEWER } = await import('@/server/context');
const { uploadImport } = await import('@/modules/imports/imports');
const { startImport } = await import('@/modules/imports/run-control');
const { processImportRun } = await import('@/modules/imports/run');
const { importRunRows, importRuns } = await import('@/modules/imports/schema');
const { startups } = await import('@/modules/startups/schema');
const { startupExports } = await import('@/modules/startups/export-schema');
const { startExport } = await import('@/modules/startups/export');
const { startupFilterSchema } = await import('@/modules/startups/filter');
const { premiumEntitlements, premiumUsage } = await import('@/modules/access/schema');
const { usageMonth } = await import('@/modules/access/premium');
const { notifications } = await import('@/modules/notifications/schema');
const { users } = await import('@/modules/identity/schema');
const { openQueue } = await import('@/server/queue');
const { renewLease } = await import('@/server/job-lease');
const { rowsOf } = await import('@/server/db/rows');
const { startWorkers, stopWorkers } = await import('@/server/workers');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-takeover-'));
const admin = () => ({ db: testDb().db, viewer: SYSTEM_VIEWER, locale: 'en' as const });

beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
}, 180_000);
afterEach(() => stopWorkers());
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

/**
 * A worker that takes the next job of `queue`, renews its lease for 2 s and dies (as kill -9
 * leaves it: the job row active, nobody renewing). `work` runs what it did before dying.
 * Output: the job, and when it died (ms since the epoch).
 */
async function takeAndDie(queue: 'import-run' | 'startup-export', work: () => Promise<void>) {
  const dying = await openQueue(testDb(), { supervise: false, schedule: false });
  const [job] = await dying.fetch<object>(queue, { batchSize: 1, includeMetadata: true });
  expect(job).toBeDefined();
  await work();
  expect(await renewLease(testDb().db, queue, job!.id, job!.retryCount, 2)).toBe(true);
  await dying.stop({ wait: true, graceful: false });
  return { job: job!, diedAt: Date.now() };
}

/** The job row's state and retry count. */
const jobState = async (id: string) =>
  rowsOf<{ state: string; retry_count: number }>(
    await testDb().db.execute(sql`select state, retry_count from pgboss.job where id = ${id}::uuid`),
  )[0];

/** A live worker process: polls every 0.5 s, checks for lapsed leases every second. */
const liveWorker = () => startWorkers(testDb(), { pollingIntervalSeconds: 0.5, expiryCheckSeconds: 1 });

/** A CSV of `rows` new startups `<prefix> 1 …` with their own websites, then `extra` lines. */
const csvOf = (prefix: string, rows: number, extra: string[] = []) =>
  Buffer.from(
    [
      'Company,Homepage,Country',
      ...Array.from(
        { length: rows },
        (_, i) => `${prefix} ${i + 1},https://${prefix.toLowerCase()}-${i + 1}.com.tr,Türkiye`,
      ),
      ...extra,
    ].join('\n'),
  );

const runOf = async (id: number) =>
  (await testDb().db.select().from(importRuns).where(eq(importRuns.id, id)))[0]!;

/**
 * Run `id` imported each of its `created` startups once: one `created` row per row number, no
 * row twice, one startup per website among those named `<prefix> …`.
 */
async function expectEachRowOnce(id: number, prefix: string, created: number, total = created) {
  expect(await runOf(id)).toMatchObject({
    status: 'done',
    processedRows: total,
    createdCount: created,
    failedCount: 0,
  });
  const [rows] = await testDb()
    .db.select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct row_number)::int` })
    .from(importRunRows)
    .where(eq(importRunRows.runId, id));
  expect(rows).toEqual({ n: total, distinct: total });
  const [made] = await testDb()
    .db.select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct website)::int` })
    .from(startups)
    .where(sql`${startups.name} like ${`${prefix} %`}`);
  expect(made).toEqual({ n: created, distinct: created });
}

describe('a job whose worker died', () => {
  it('is an import taken over within 60 s that imports each row once', async () => {
    const run = await uploadImport(admin(), 'devral.csv', csvOf('Devral', 300));
    await startImport(admin(), run.id);
    // Before dying it wrote one batch of 40 rows.
    const { job, diedAt } = await takeAndDie('import-run', async () => {
      expect(
        await processImportRun(testDb().db, run.id, { seconds: 0, batchRows: 40, batchMs: 60_000 }),
      ).toBe('more');
    });
    expect(await runOf(run.id)).toMatchObject({ status: 'running', processedRows: 40 });

    await liveWorker();
    await expect
      .poll(async () => (await runOf(run.id)).processedRows, { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(40);
    const takenOverIn = Date.now() - diedAt;
    await expect
      .poll(async () => (await runOf(run.id)).status, { timeout: 60_000, interval: 200 })
      .toBe('done');
    console.log(
      `[job-takeover import ${process.env.TEST_DATABASE ?? 'pglite'}] taken over in ${takenOverIn} ms`,
    );
    expect(takenOverIn).toBeLessThanOrEqual(60_000);

    await expectEachRowOnce(run.id, 'Devral', 300);
    // The dead attempt was handed back once, and the retry completed the job.
    expect(await jobState(job.id)).toMatchObject({ state: 'completed', retry_count: 1 });
  }, 120_000);

  it('is an export taken over within 60 s, written once, its rows counted once', async () => {
    await testDb()
      .db.insert(startups)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: `Dışa ${i + 1}`,
          seoUrl: `disa-${i + 1}`,
          searchText: `disa ${i + 1}`,
          source: 'user',
        })),
      );
    await signedInCookie(testDb(), 'takeover.export@example.com');
    const [user] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'takeover.export@example.com'));
    await testDb()
      .db.insert(premiumEntitlements)
      .values({
        userId: user!.id,
        packageKey: 'personal-monthly',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
      });
    const viewer = {
      userId: user!.id,
      isAuthenticated: true,
      access: [],
      packages: ['personal-monthly'],
      isPremium: true,
      isAdmin: false,
    };
    const ctx = { db: testDb().db, viewer, locale: 'en' as const };
    const accepted = await startExport(ctx, {
      filterRules: startupFilterSchema.parse({}),
      limit: 50,
      fileType: 'csv',
    });
    const exportOf = async () =>
      (await testDb().db.select().from(startupExports).where(eq(startupExports.id, accepted.id)))[0]!;
    const used = async () =>
      (
        await testDb()
          .db.select({ n: premiumUsage.startupDownloadedRow })
          .from(premiumUsage)
          .where(and(eq(premiumUsage.userId, user!.id), eq(premiumUsage.month, usageMonth())))
      )[0]?.n;
    expect(await used()).toBe(accepted.rowCount);
    // It had started writing when it died.
    const { job, diedAt } = await takeAndDie('startup-export', async () => {
      await testDb()
        .db.update(startupExports)
        .set({ state: 'running', rowsWritten: 10 })
        .where(eq(startupExports.id, accepted.id));
    });

    await liveWorker();
    await expect.poll(async () => (await exportOf()).state, { timeout: 60_000, interval: 100 }).toBe('ready');
    const takenOverIn = Date.now() - diedAt;
    console.log(
      `[job-takeover export ${process.env.TEST_DATABASE ?? 'pglite'}] ready ${takenOverIn} ms after`,
    );
    expect(takenOverIn).toBeLessThanOrEqual(60_000);
    expect(await exportOf()).toMatchObject({ rowsWritten: accepted.rowCount });
    expect(await used()).toBe(accepted.rowCount);
    const ready = await testDb()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.kind, 'export_ready')));
    expect(ready).toHaveLength(1);
    expect(await jobState(job.id)).toMatchObject({ state: 'completed', retry_count: 1 });
  }, 120_000);
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'is an import taken over within 60 s after kill -9 of its worker process in the middle of a batch, each row imported once (PostgreSQL, production settings)',
    async () => {
      const run = await uploadImport(admin(), 'oldur.csv', csvOf('Öldür', 10, ['ÖLDÜR 2,,Türkiye']));
      await startImport(admin(), run.id);
      // A server process takes the queued job and works it slowly (each row 400 ms).
      const child = spawn('node_modules/.bin/tsx', ['tests/helpers/import-run-child.ts'], {
        env: {
          ...process.env,
          IMPORT_DB_URL: testDb().url!,
          IMPORT_RUN_ID: String(run.id),
          IMPORT_ROW_DELAY_MS: '400',
          UPLOAD_DIR: uploads,
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no row 4 from the worker: ${output}`)), 60_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          // Row 4's writes are done and its batch's transaction is open: kill the whole process group.
          if (/row 4\n/.test(output)) {
            clearTimeout(timer);
            process.kill(-child.pid!, 'SIGKILL');
            resolve();
          }
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.on('exit', () => reject(new Error(`worker exited early: ${output}`)));
      });
      const killedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A row takes longer than a batch may, so each batch held one row: rows 1–3 are committed.
      expect(await runOf(run.id)).toMatchObject({ status: 'running', processedRows: 3 });
      const [fourth] = await testDb().db.select().from(startups).where(eq(startups.name, 'Öldür 4'));
      expect(fourth).toBeUndefined();

      // Another server process (this one, production settings) finds the lapsed lease; the
      // queue's retry goes on at row 4.
      await startWorkers(testDb());
      await expect
        .poll(async () => (await runOf(run.id)).processedRows, { timeout: 60_000, interval: 250 })
        .toBeGreaterThan(3);
      const takenOverIn = Date.now() - killedAt;
      await expect
        .poll(async () => (await runOf(run.id)).status, { timeout: 30_000, interval: 250 })
        .toBe('done');
      console.log(`[job-takeover kill -9 postgres] taken over ${takenOverIn} ms after the kill`);
      expect(takenOverIn).toBeLessThanOrEqual(60_000);
      // The eleventh row repeats the second (same name, no website): skipped, not created.
      await expectEachRowOnce(run.id, 'Öldür', 10, 11);
      expect(await runOf(run.id)).toMatchObject({ skippedCount: 1, updatedCount: 0 });
    },
    150_000,
  );
});

/**
 * The durable job queue (issue 15 §1, decision 0018) on the embedded database and on PostgreSQL:
 * a job is worked, a failing one is retried and then lands in `failed` and its dead-letter queue,
 * a job enqueued in a transaction exists only if the transaction commits, a queued job survives
 * closing and reopening the database (PGlite folder), and two queues on one PostgreSQL database
 * never run a job twice.
 * @database-engine: runs on PGlite and PostgreSQL: the durable queue survives a restart and two queues never run a job twice (SKIP LOCKED).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/db';
import { openPglite } from '@/server/db/client';
import { enqueue, openQueue, type Queue } from '@/server/queue';

let db: TestDb;
let queue: Queue;

beforeAll(async () => {
  db = await createTestDb();
  queue = await openQueue(db, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await queue?.stop({ wait: true, graceful: false });
  await db?.drop();
});

describe('job queue', () => {
  it('works a queued job once and marks it completed', async () => {
    await queue.createQueue('test-work');
    const seen: unknown[] = [];
    await queue.work<{ to: string }>('test-work', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data);
    });
    const id = await queue.send('test-work', { to: 'ayse@example.com' });
    await expect
      .poll(async () => (await queue.getJobById('test-work', id!))?.state, { timeout: 15_000 })
      .toBe('completed');
    expect(seen).toEqual([{ to: 'ayse@example.com' }]);
    await queue.offWork('test-work');
  });

  it('retries a failing job, then marks it failed and copies it to the dead-letter queue', async () => {
    await queue.createQueue('test-dead');
    await queue.createQueue('test-flaky', {
      name: 'test-flaky',
      retryLimit: 2,
      retryDelay: 1,
      deadLetter: 'test-dead',
    });
    let attempts = 0;
    await queue.work('test-flaky', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts += 1;
      throw new Error(`smtp down (attempt ${attempts})`);
    });
    const id = await queue.send('test-flaky', { to: 'mehmet@example.com' });
    await expect
      .poll(async () => (await queue.getJobById('test-flaky', id!))?.state, { timeout: 25_000 })
      .toBe('failed');
    expect(attempts).toBe(3);
    const failed = await queue.getJobById('test-flaky', id!);
    expect(failed).toMatchObject({ retryCount: 2, output: { message: 'smtp down (attempt 3)' } });
    // The dead-letter copy waits there with the same data for an admin to look at.
    const [dead] = await queue.fetch<{ to: string }>('test-dead');
    expect(dead?.data).toEqual({ to: 'mehmet@example.com' });
    await queue.offWork('test-flaky');
  }, 40_000);

  it('keeps a job enqueued in a transaction only when the transaction commits', async () => {
    await db.db.transaction(async (tx) => {
      await enqueue(tx, 'mail', { to: 'kept@example.com' });
    });
    await expect(
      db.db.transaction(async (tx) => {
        await enqueue(tx, 'mail', { to: 'dropped@example.com' });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const rows = await db.db.execute(sql`select data->>'to' as "to" from pgboss.job where name = 'mail'`);
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { to: string }[] }).rows) as {
      to: string;
    }[];
    expect(list.map((r) => r.to)).toEqual(['kept@example.com']);
  });

  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'keeps a queued job across closing and reopening the embedded database',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-queue-'));
      const dataDir = path.join(folder, 'db');
      try {
        let handle = await openPglite(dataDir);
        let boss = await openQueue(handle, { supervise: false, schedule: false });
        await boss.createQueue('test-durable');
        const id = await boss.send('test-durable', { to: 'zeynep@example.com' });
        await boss.stop({ wait: true, graceful: false });
        await handle.close();

        handle = await openPglite(dataDir);
        boss = await openQueue(handle, { supervise: false, schedule: false });
        const seen: unknown[] = [];
        await boss.work('test-durable', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          seen.push(job!.data);
        });
        await expect
          .poll(async () => (await boss.getJobById('test-durable', id!))?.state, { timeout: 15_000 })
          .toBe('completed');
        expect(seen).toEqual([{ to: 'zeynep@example.com' }]);
        await boss.stop({ wait: true, graceful: false });
        await handle.close();
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    40_000,
  );

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'two queues on one PostgreSQL database work 60 jobs, each exactly once',
    async () => {
      const other = await openQueue(db, { pollingIntervalSeconds: 0.5 });
      try {
        await queue.createQueue('test-shared');
        const runs = new Map<number, string[]>();
        const worker = (who: string) => async (jobs: { data: { n: number } }[]) => {
          for (const job of jobs) runs.set(job.data.n, [...(runs.get(job.data.n) ?? []), who]);
        };
        await queue.work('test-shared', { pollingIntervalSeconds: 0.5, batchSize: 5 }, worker('first'));
        await other.work('test-shared', { pollingIntervalSeconds: 0.5, batchSize: 5 }, worker('second'));
        for (let n = 0; n < 60; n += 1) await queue.send('test-shared', { n });
        await expect.poll(() => runs.size, { timeout: 30_000 }).toBe(60);
        // Let any double delivery show itself before counting.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
        await queue.offWork('test-shared');
      } finally {
        await other.stop({ wait: true, graceful: false });
      }
    },
    45_000,
  );
});

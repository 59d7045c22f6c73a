/**
 * The shared abuse limits on Redis (REDIS_URL set): two limiter instances — two server
 * processes — count into the same keys, and refuse past the limit with the seconds left.
 * Skipped with a notice when no Redis answers on REDIS_TEST_URL (default 127.0.0.1:6379).
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
process.env.REDIS_URL = url;

const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!reachable) console.warn(`⚠ Redis not reachable at ${url}: the Redis limit test is skipped.`);

describe.skipIf(!reachable)('abuse limits on Redis', () => {
  afterAll(async () => {
    const redis = (globalThis as { __atlasRedis?: { quit(): Promise<unknown> } }).__atlasRedis;
    await redis?.quit();
  });

  it('counts across limiter instances and refuses past the limit with Retry-After seconds', async () => {
    const { sharedLimit } = await import('@/server/rate-limit');
    const { createTestDb } = await import('../helpers/db');
    const dbA = await createTestDb();
    const dbB = await createTestDb();
    const rule = { name: `redis-test-${Date.now()}`, points: 3, durationSeconds: 120 };
    const a = sharedLimit(dbA.db, rule);
    const b = sharedLimit(dbB.db, rule);
    const states = [await a.consume('k'), await b.consume('k'), await a.consume('k'), await b.consume('k')];
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states[3]!.retryAfterSeconds).toBeGreaterThan(100);
    // Nothing went to the databases: the counters are in Redis.
    const { rateLimitCounters } = await import('@/modules/platform/schema');
    expect(await dbA.db.select().from(rateLimitCounters)).toEqual([]);
    await a.reset('k');
    expect((await b.peek('k')).allowed).toBe(true);
    await dbA.drop();
    await dbB.drop();
  });
});

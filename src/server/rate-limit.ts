/**
 * Abuse limits every server process shares (issue 12 §1), on rate-limiter-flexible: counters
 * live in the database (`rate_limit_counters`, RateLimiterDrizzle) or in Redis when REDIS_URL
 * is set (RateLimiterRedis on ioredis), never in one process's memory.
 *
 * A limit is `points` events per `durationSeconds` for one key (an e-mail address, an API key
 * id); past it, callers get the seconds until the window ends.
 */
import {
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from './db/client';
import { env } from './env';
import { rateLimitCounters } from '@/modules/platform/schema';

export interface LimitRule {
  /** Prefix of the stored keys: one counter space per limit. */
  name: string;
  /** Events allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
}

export interface LimitState {
  /** False once the key has used every point of the window. */
  allowed: boolean;
  /** Events counted in the current window. */
  used: number;
  /** Seconds until the window ends (at least 1 when refused). */
  retryAfterSeconds: number;
}

/**
 * A shared limit: `consume` counts one event (atomically, so parallel requests cannot all
 * pass), `refund` takes one back (an attempt that turned out not to count), `peek` reads
 * without counting, `reset` forgets the key.
 */
export interface Limit {
  consume(key: string): Promise<LimitState>;
  refund(key: string): Promise<void>;
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

type RedisClient = import('ioredis').Redis;
const globalForRedis = globalThis as unknown as { __atlasRedis?: RedisClient };

/** The process's Redis client for REDIS_URL (created once), or undefined without REDIS_URL. */
async function redisClient(): Promise<RedisClient | undefined> {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  if (!globalForRedis.__atlasRedis) {
    const { Redis } = await import('ioredis');
    globalForRedis.__atlasRedis = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
  }
  return globalForRedis.__atlasRedis;
}

const limiters = new WeakMap<Db, Map<string, Promise<RateLimiterAbstract>>>();

async function limiterFor(db: Db, rule: LimitRule): Promise<RateLimiterAbstract> {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let limiter = byName.get(id);
  if (!limiter) {
    limiter = (async () => {
      const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
      const redis = await redisClient();
      if (redis) return new RateLimiterRedis({ ...options, storeClient: redis });
      // Expired counters are deleted by the library's own timer (unref'd); it needs no table creation.
      return new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimitCounters });
    })();
    byName.set(id, limiter);
  }
  return limiter;
}

const stateOf = (res: RateLimiterRes | null, points: number): LimitState => ({
  allowed: !res || res.consumedPoints <= points,
  used: res?.consumedPoints ?? 0,
  retryAfterSeconds: res ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0,
});

/**
 * The limit `rule` over `db` (or Redis when configured).
 * Store errors propagate (a limit that cannot be checked is not silently skipped).
 */
export function sharedLimit(db: Db, rule: LimitRule): Limit {
  return {
    async consume(key) {
      const limiter = await limiterFor(db, rule);
      try {
        return stateOf(await limiter.consume(key), rule.points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return stateOf(rejection, rule.points);
        throw rejection;
      }
    },
    async refund(key) {
      const limiter = await limiterFor(db, rule);
      await limiter.reward(key, 1);
    },
    async peek(key) {
      const limiter = await limiterFor(db, rule);
      const res = await limiter.get(key);
      const state = stateOf(res, rule.points);
      // Peeking asks "may one more happen": refused once every point is used.
      return { ...state, allowed: state.used < rule.points };
    },
    async reset(key) {
      const limiter = await limiterFor(db, rule);
      await limiter.delete(key);
    },
  };
}

/**
 * Result cache of the startup list and fuzzy search (per process, per database handle).
 * Results depend only on the (already authorized) filter, paging, sort and locale, never on
 * who asks, so one entry serves every viewer. Any startup write must call
 * `notifyStartupsChanged()`, which also empties the anonymous page cache.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { invalidateStartupPages } from '@/server/page-cache';

// On globalThis: the production server's API and the Next bundles of one process share it.
const globalForCache = globalThis as unknown as {
  __atlasResultCaches?: WeakMap<Db, LRUCache<string, { value: unknown }>>;
};
const caches = (globalForCache.__atlasResultCaches ??= new WeakMap());

function cacheFor(db: Db): LRUCache<string, { value: unknown }> | undefined {
  const ttl = env().PAGE_CACHE_TTL_SECONDS;
  if (ttl <= 0) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 5000, ttl: ttl * 1000 });
    caches.set(db, cache);
  }
  return cache;
}

/** Returns the cached value for `key`, or computes, stores and returns it. */
export async function cachedResult<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheFor(db);
  const hit = cache?.get(key);
  if (hit) return hit.value as T;
  const value = await compute();
  cache?.set(key, { value });
  return value;
}

/** Empties the result cache of `db` and the anonymous page cache (call after any startup write). */
export function notifyStartupsChanged(db: Db): void {
  caches.get(db)?.clear();
  invalidateStartupPages();
}

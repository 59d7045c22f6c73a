/**
 * Result cache of the startup list and fuzzy search, and of the job list (keys starting
 * JOB_RESULT_PREFIX, also emptied when jobs change: a `pages` change) — per process, per database
 * handle.
 * Results depend only on the (already authorized) filter, paging, sort and locale, never on
 * who asks, so one entry serves every viewer. It empties when startup data changes in any
 * process (src/server/data-changes.ts, decision 0015); a writer also calls
 * `notifyStartupsChanged()` after its commit so its own next read is fresh at once.
 * Bounded by RESULT_CACHE_MAX_MB of JSON and 5,000 entries; entries live PAGE_CACHE_TTL_SECONDS.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { dataChanged, dataGeneration, onDataChange } from '@/server/data-changes';

interface Entry {
  value: unknown;
  /** Approximate bytes (length of the value as JSON). */
  size: number;
}

// On globalThis: the production server's API and the Next bundles of one process share it.
const globalForCache = globalThis as unknown as {
  __atlasResultCaches?: WeakMap<Db, LRUCache<string, Entry>>;
};
const caches = (globalForCache.__atlasResultCaches ??= new WeakMap());

/** Most results one process keeps per database, whatever their size. */
export const RESULT_CACHE_MAX_ENTRIES = 5000;

function cacheFor(db: Db): LRUCache<string, Entry> | undefined {
  const { PAGE_CACHE_TTL_SECONDS: ttl, RESULT_CACHE_MAX_MB: maxMb } = env();
  if (ttl <= 0) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Entry>({
      max: RESULT_CACHE_MAX_ENTRIES,
      maxSize: maxMb * 1024 * 1024,
      sizeCalculation: (entry, key) => entry.size + key.length + 64,
      ttl: ttl * 1000,
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Returns the cached value for `key`, or computes, stores and returns it. A value whose
 * computation overlapped a data change is returned but not stored.
 */
export async function cachedResult<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheFor(db);
  const hit = cache?.get(key);
  if (hit) return hit.value as T;
  const generation = dataGeneration();
  const value = await compute();
  if (cache && generation === dataGeneration()) {
    cache.set(key, { value, size: JSON.stringify(value)?.length ?? 0 });
  }
  return value;
}

/** Startup data of `db` changed (call after the write commits): empties this process's caches at once. */
export function notifyStartupsChanged(db: Db): void {
  dataChanged(db, 'startups');
}

/** Keys of job-list results (src/modules/jobs/jobs.ts) start with this: jobs change as `pages`. */
export const JOB_RESULT_PREFIX = 'jobs:';
/**
 * Keys of the ecosystem maps' counts (src/modules/maps) start with this: they count startups and
 * organizations, so they empty on a `startups` change (like every entry) and on a `pages` one.
 */
export const MAP_RESULT_PREFIX = 'maps:';
/** The investor graph's stored layout (src/modules/graph): organizations are in it too. */
export const GRAPH_RESULT_PREFIX = 'graph:';
const PAGES_PREFIXES = [JOB_RESULT_PREFIX, MAP_RESULT_PREFIX, GRAPH_RESULT_PREFIX];

onDataChange('startup-results', (db, change) => {
  const cache = caches.get(db);
  if (change === 'startups' || change === 'reference') cache?.clear();
  else if (change === 'pages' && cache)
    for (const key of [...cache.keys()]) if (PAGES_PREFIXES.some((p) => key.startsWith(p))) cache.delete(key);
});

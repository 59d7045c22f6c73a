/**
 * Page cache for anonymous discovery pages (issue 2 §6: "cache anonymous list pages,
 * invalidated when a startup changes"). The proxy serves a cached HTML answer for a GET of a
 * startup-list address by a visitor without a session; on a miss it renders the page once
 * through the server itself (concurrent misses share one render) and keeps it for
 * PAGE_CACHE_TTL_SECONDS. `invalidateStartupPages()` empties it; startup writes call it.
 * The cache is per process (globalThis, shared by the proxy and route bundles).
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  body: ArrayBuffer;
  headers: Array<[string, string]>;
}

/** Header that marks the internal render request (and tells the proxy not to cache it again). */
export const BYPASS_HEADER = 'x-atlas-page-cache';
/** Cookies whose presence means a signed-in viewer (better-auth session cookies). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** Addresses of the startup list in either language. */
const LIST_PATH = /^\/(?:tr\/girisimler|startups)(?:\/[^/]*)?$/;
const KEPT_HEADERS = new Set(['content-type', 'link', 'x-robots-tag', 'content-language']);

type Store = { cache: LRUCache<string, CachedPage, { url: string; headers: Headers }>; ttl: number };
const globalForCache = globalThis as unknown as { __atlasPageCache?: Store };

function store(ttlSeconds: number): Store {
  if (!globalForCache.__atlasPageCache || globalForCache.__atlasPageCache.ttl !== ttlSeconds) {
    globalForCache.__atlasPageCache = {
      ttl: ttlSeconds,
      cache: new LRUCache<string, CachedPage, { url: string; headers: Headers }>({
        max: 2000,
        ttl: ttlSeconds * 1000,
        fetchMethod: async (_key, _stale, { context }) => {
          const headers = new Headers(context.headers);
          headers.set(BYPASS_HEADER, 'render');
          const res = await fetch(context.url, { headers, redirect: 'manual' });
          if (res.status !== 200 || res.headers.has('set-cookie') || !res.headers.get('content-type')?.includes('text/html')) {
            return undefined;
          }
          return {
            body: await res.arrayBuffer(),
            headers: [...res.headers.entries()].filter(([name]) => KEPT_HEADERS.has(name)),
          };
        },
      }),
    };
  }
  return globalForCache.__atlasPageCache;
}

/** True when this request may be answered from the page cache. */
export function isCacheable(method: string, pathname: string, headers: Headers, ttlSeconds: number): boolean {
  return (
    ttlSeconds > 0 &&
    method === 'GET' &&
    LIST_PATH.test(pathname) &&
    !headers.has(BYPASS_HEADER) &&
    !headers.has('rsc') &&
    !headers.has('next-router-prefetch') &&
    !headers.get('authorization') &&
    !SESSION_COOKIE.test(headers.get('cookie') ?? '')
  );
}

/**
 * The cached page for `url` (path + query), rendering it on a miss with `headers`
 * (the original request's, minus cookies). Returns undefined when the page is not cacheable
 * (an error, a redirect, a cookie being set).
 */
export async function getCachedPage(url: URL, headers: Headers, ttlSeconds: number): Promise<{ page: CachedPage; hit: boolean } | undefined> {
  const { cache } = store(ttlSeconds);
  const key = url.pathname + url.search;
  const hit = cache.has(key);
  const forwarded = new Headers({ 'accept-language': headers.get('accept-language') ?? '', 'user-agent': headers.get('user-agent') ?? '' });
  const page = await cache.fetch(key, { context: { url: url.toString(), headers: forwarded } });
  return page ? { page, hit } : undefined;
}

/** Drops every cached startup-list page; call after any startup write. */
export function invalidateStartupPages(): void {
  globalForCache.__atlasPageCache?.cache.clear();
}

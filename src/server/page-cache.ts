/**
 * Page cache for anonymous discovery pages (issue 2 §6: "cache anonymous list pages,
 * invalidated when a startup changes"). The HTTP server (scripts/serve.ts) answers a GET of
 * a startup-list address by a visitor without a session from here; on a miss Next renders
 * the page and the server stores the answer for PAGE_CACHE_TTL_SECONDS.
 * `invalidateStartupPages()` empties it; startup writes call it through
 * `notifyStartupsChanged()`. The store lives on globalThis, so the server and the Next
 * bundles of the same process share it.
 */
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from './session-cookie';
import { createNonce, nonceOf } from './security-headers';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Addresses of the startup list in either language. */
const LIST_PATH = /^\/(?:tr\/girisimler|startups)(?:\/[^/?]*)?(?:\?.*)?$/;

type Store = { cache: LRUCache<string, CachedPage>; ttl: number };
const globalForCache = globalThis as unknown as { __atlasPageCache?: Store };

function store(ttlSeconds: number): Store {
  const current = globalForCache.__atlasPageCache;
  if (current && current.ttl === ttlSeconds) return current;
  const created: Store = {
    ttl: ttlSeconds,
    cache: new LRUCache<string, CachedPage>({
      max: 2000,
      maxSize: 256 * 1024 * 1024,
      sizeCalculation: (p) => p.body.length + 512,
      ttl: ttlSeconds * 1000,
    }),
  };
  globalForCache.__atlasPageCache = created;
  return created;
}

type HeaderValue = string | string[] | undefined;
const header = (headers: Record<string, HeaderValue>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * The cache key of a request, or undefined when it must not use the cache: only GETs of
 * startup-list addresses by visitors (no session cookie, no bearer token), never client
 * navigations (RSC requests). The key separates gzip and identity answers.
 */
export function pageCacheKey(
  method: string,
  url: string,
  headers: Record<string, HeaderValue>,
  ttlSeconds: number,
): string | undefined {
  if (ttlSeconds <= 0 || method !== 'GET' || !LIST_PATH.test(url)) return undefined;
  if (
    headers.rsc ||
    headers['next-router-prefetch'] ||
    headers['next-router-state-tree'] ||
    headers.authorization
  )
    return undefined;
  if (url.includes('_rsc=') || SESSION_COOKIE.test(header(headers, 'cookie'))) return undefined;
  const gzip = /\bgzip\b/.test(header(headers, 'accept-encoding'));
  return `${gzip ? 'gz' : 'id'} ${url}`;
}

/** The cached answer for `key`, if fresh. */
export function readCachedPage(key: string, ttlSeconds: number): CachedPage | undefined {
  return store(ttlSeconds).cache.get(key);
}

/** Stores a rendered answer when it is a plain 200 HTML page that sets no cookie. */
export function storeCachedPage(key: string, page: CachedPage, ttlSeconds: number): boolean {
  if (
    page.status !== 200 ||
    page.headers['set-cookie'] ||
    !page.headers['content-type']?.includes('text/html')
  )
    return false;
  store(ttlSeconds).cache.set(key, page);
  return true;
}

/**
 * The cached `page` with a fresh CSP nonce (issue 12 §3): every answer gets its own nonce,
 * cached or not. The nonce is replaced in the CSP header and the HTML (gzip bodies are
 * unpacked and packed again). A page without a nonce is returned as it is.
 */
export function withFreshNonce(page: CachedPage): CachedPage {
  const cspName = Object.keys(page.headers).find((h) => h.toLowerCase() === 'content-security-policy');
  const old = cspName ? nonceOf(page.headers[cspName]) : undefined;
  if (!cspName || !old) return page;
  const nonce = createNonce();
  const gzip = /\bgzip\b/.test(page.headers['content-encoding'] ?? '');
  const html = (gzip ? zlib.gunzipSync(page.body) : page.body).toString('utf8').replaceAll(old, nonce);
  const body = gzip ? zlib.gzipSync(html) : Buffer.from(html, 'utf8');
  return {
    ...page,
    headers: { ...page.headers, [cspName]: page.headers[cspName]!.replaceAll(old, nonce) },
    body,
  };
}

/** Drops every cached startup-list page; call after any startup write. */
export function invalidateStartupPages(): void {
  globalForCache.__atlasPageCache?.cache.clear();
}

/**
 * Page cache for discovery pages (issue 2 §6, issue 14 "Visitors' detail, talent and
 * tech-center pages get the same anonymous page cache"; signed-in viewers' pages per viewer
 * class, decision 0016 and answerClassRender). The HTTP server (scripts/serve.ts)
 * answers a GET of a public discovery page by a visitor without a session from here; on a miss
 * Next renders the page and the server stores the answer for PAGE_CACHE_TTL_SECONDS.
 * Cached: the startup list and a startup's page, the talent list and a talent's page, the tech
 * center list and a tech center's pages, the provider list and a provider's page, a program's
 * page, the job list and a job's page, the static and legal pages — in English and Turkish (CACHED_PATH). The Turkish home `/tr` for visitors. Not cached: `/` (it picks the language from the
 * browser), signed-in requests, client navigations.
 * It empties when public data changes in any process (src/server/data-changes.ts, decision
 * 0015) and is bounded by PAGE_CACHE_MAX_MB of stored bytes and 5,000 pages.
 * The store lives on globalThis, so the server and the Next bundles of one process share it.
 */
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from './session-cookie';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { createNonce, nonceOf } from './security-headers';
import { dataGeneration, onDataChange, PUBLIC_DATA_CHANGES } from './data-changes';
import { env } from './env';
import { CLASS_CACHED_PATH, CLASS_PAGE_PATTERNS, classMarker, pagePath, slotMarkers } from './viewer-class';
import type { SlotName } from '@/ui/viewer-slots';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The static and legal pages in either language (issue 17 §2; path words of src/i18n/routing.ts,
 * checked by src/modules/content/pages.test.ts): their text changes only when a super admin edits
 * it, and the `contents` trigger empties the cache then. Not `/contact-us` (a form).
 */
export const STATIC_PAGE_PATTERNS = [
  '(?:about-us|hakkimizda)',
  '(?:cookie-policy|cerez-politikasi)',
  '(?:grant-incentive|hibe-tesvik)',
  '(?:recruitment-consultancy|ise-alim-danismanligi)',
  '(?:terms-of-service|kullanim-kosullari)',
  '(?:service-agreement|hizmet-sozlesmesi)',
  '(?:talent-general-terms|yetenek-genel-kosullari)',
  '(?:privacy-and-security|gizlilik-ve-guvenlik)',
  '(?:privacy-and-cookies-policy|gizlilik-ve-cerez-politikasi)',
  'kisisel-verilerin-korunmasi',
  '(?:earthquake-help|deprem-yardimi)',
];

/**
 * Public discovery pages in either language (src/i18n/routing.ts): the startup list (with its
 * filter segment) and a startup, talents and a talent, tech centers and a tech center (with its
 * tab segment), providers and a provider, a program, the job list and a job (visitors only: a
 * signed-in viewer's job page shows their application), the static pages, the ecosystem maps,
 * the patents and the innovation-index monitor.
 */
/**
 * The home pages (issue 18 §6 "Cached like the discovery pages"), for visitors: `/tr` is Turkish
 * for everyone; `/` is the English page only for a request the locale routing (src/proxy.ts)
 * answers in English, which `englishHomeRequest` decides.
 */
const TURKISH_HOME = /^\/tr\/?(?:\?.*)?$/;
const HOME = /^\/(?:\?.*)?$/;

/**
 * True when the locale routing surely answers `/` with the English page rather than sending the
 * browser to `/tr`: the locale cookie (LOCALE_COOKIE) says `en`; or, without that cookie, the
 * browser sends no Accept-Language, or ranks an English tag first and names no Turkish one.
 * Anything else (a Turkish cookie or browser, another first language, a malformed header) is
 * false and goes to Next uncached, which may redirect. Input: the request's headers.
 */
export function englishHomeRequest(headers: Record<string, HeaderValue>): boolean {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header(headers, 'cookie'));
  if (cookie) return cookie[1] === 'en';
  const accept = header(headers, 'accept-language').trim();
  if (!accept) return true;
  const ranked = accept
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (
    ranked.length > 0 && /^en(?:-|$)/.test(ranked[0]!.tag) && !ranked.some((l) => /^tr(?:-|$)/.test(l.tag))
  );
}

const CACHED_PATH = pagePath([
  ...CLASS_PAGE_PATTERNS,
  'program/[^/?]+',
  '(?:job|is-ilani)/[^/?]+',
  ...STATIC_PAGE_PATTERNS,
  // The ecosystem maps (issue 18 §1): /ecosystem-map, /ecosystem-map-eu, /map/ecosystem-map-gov, /map/types.
  '(?:ecosystem-map(?:-eu)?|ekosistem-haritasi(?:-ab)?)',
  '(?:map|harita)/(?:ecosystem-map-gov|types|kamu-destek-kurumlari|kurum-turleri)',
  // The investor graph's page (issue 18 §2; the graph itself comes from the API).
  '(?:investor-relation-map|yatirimci-iliski-haritasi)',
  // The innovation-index monitor (issue 18 §6): its summary and its dashboard.
  '(?:azerbaijan-gii|azerbaycan-gii)(?:/(?:dashboard|panel))?',
  // Patents (issue 18 §3): the list and a patent's page.
  '(?:patents|patentler)',
  'patent/(?:patent-detail|patent-detayi)/[^/?]+',
]);

/**
 * A page as stored: its body split at the CSP nonce and at the personal slots of a class-rendered
 * page (identity bytes), so each answer can carry a fresh nonce and its viewer's values without
 * re-encoding the HTML; a gzip page also keeps each piece deflated on its own (raw deflate
 * ending in a sync flush), so a gzip answer is stitched together rather than compressed again
 * (issue 12 §3: a nonce per answer, at cache speed; issue 14: signed-in pages per viewer class).
 */
interface StoredPage {
  status: number;
  /** Headers without content-length; the CSP's nonce replaced by NONCE_SLOT. */
  headers: Record<string, string>;
  /** Identity body pieces; `slots[i]` goes between `pieces[i]` and `pieces[i + 1]`. */
  pieces: Buffer[];
  slots: Array<'nonce' | SlotName>;
  /** For gzip pages: each piece as raw deflate data ending on a byte boundary (sync flush). */
  deflated?: Buffer[];
  size: number;
}

const NONCE_SLOT = '\u0000nonce\u0000';
const SYNC_FLUSH = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
/** gzip header (no name, mtime 0, unknown OS) and the final empty deflate block. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

type Store = { cache: LRUCache<string, StoredPage>; ttl: number };
const globalForCache = globalThis as unknown as { __atlasPageCache?: Store };

/** Most pages one process keeps, whatever their size. */
export const PAGE_CACHE_MAX_PAGES = 5000;

function store(ttlSeconds: number): Store {
  const current = globalForCache.__atlasPageCache;
  if (current && current.ttl === ttlSeconds) return current;
  const created: Store = {
    ttl: ttlSeconds,
    cache: new LRUCache<string, StoredPage>({
      max: PAGE_CACHE_MAX_PAGES,
      maxSize: env().PAGE_CACHE_MAX_MB * 1024 * 1024,
      sizeCalculation: (p) => p.size + 512,
      ttl: ttlSeconds * 1000,
    }),
  };
  globalForCache.__atlasPageCache = created;
  return created;
}

/** `body` split at every occurrence of the `markers`, with the kind of each occurrence in order. */
function split<K extends string>(
  body: Buffer,
  markers: Array<[K, string]>,
): { pieces: Buffer[]; slots: K[] } {
  const hits: Array<{ at: number; length: number; kind: K }> = [];
  for (const [kind, marker] of markers) {
    const needle = Buffer.from(marker, 'utf8');
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
      hits.push({ at, length: needle.length, kind });
    }
  }
  hits.sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  const slots: K[] = [];
  let from = 0;
  for (const hit of hits) {
    if (hit.at < from) continue;
    pieces.push(body.subarray(from, hit.at));
    slots.push(hit.kind);
    from = hit.at + hit.length;
  }
  pieces.push(body.subarray(from));
  return { pieces, slots };
}

const cspHeader = (headers: Record<string, string>) =>
  Object.keys(headers).find((h) => h.toLowerCase() === 'content-security-policy');

/**
 * `page` as stored; `personal`: split at this process's slot markers too; `encodeAsGzip`: an
 * identity page is kept gzip-encoded (its pieces deflated here, so a class render is not
 * compressed by Next only to be unpacked again).
 */
function prepare(
  page: CachedPage,
  personal: boolean,
  encodeAsGzip = false,
): StoredPage & { identity: Buffer } {
  const headers = { ...page.headers };
  delete headers['content-length'];
  const encoded = /\bgzip\b/.test(headers['content-encoding'] ?? '');
  const gzip = encoded || (encodeAsGzip && !headers['content-encoding']);
  if (gzip && !encoded) {
    headers['content-encoding'] = 'gzip';
    if (!/accept-encoding/i.test(headers.vary ?? ''))
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  const cspName = cspHeader(headers);
  const nonce = cspName ? nonceOf(headers[cspName]) : undefined;
  if ((!nonce || !cspName) && !personal && !(gzip && !encoded)) {
    return {
      status: page.status,
      headers,
      pieces: [page.body],
      slots: [],
      size: page.body.length,
      identity: page.body,
    };
  }
  const identity = encoded ? zlib.gunzipSync(page.body) : page.body;
  const markers: Array<['nonce' | SlotName, string]> = personal ? slotMarkers() : [];
  if (nonce && cspName) {
    headers[cspName] = headers[cspName]!.replaceAll(nonce, NONCE_SLOT);
    markers.push(['nonce', nonce]);
  }
  const { pieces, slots } = split(identity, markers);
  const deflated = gzip ? pieces.map((p) => zlib.deflateRawSync(p, SYNC_FLUSH)) : undefined;
  const size = identity.length + (deflated?.reduce((n, d) => n + d.length, 0) ?? 0);
  return { status: page.status, headers, pieces, slots, deflated, size, identity };
}

/**
 * The stored page as an answer, with a fresh nonce when it has one and `values` in its personal
 * slots (empty when none are given).
 */
function materialize(stored: StoredPage, values?: Record<SlotName, string>): CachedPage {
  if (stored.slots.length === 0 && !stored.headers[cspHeader(stored.headers) ?? '']?.includes(NONCE_SLOT)) {
    return { status: stored.status, headers: stored.headers, body: stored.pieces[0]! };
  }
  const nonce = createNonce();
  const cspName = cspHeader(stored.headers);
  const headers = cspName
    ? { ...stored.headers, [cspName]: stored.headers[cspName]!.replaceAll(NONCE_SLOT, nonce) }
    : stored.headers;
  const fill = stored.slots.map((slot) =>
    Buffer.from(slot === 'nonce' ? nonce : (values?.[slot] ?? ''), 'utf8'),
  );
  const interleave = <T>(parts: T[], glue: T[]): T[] =>
    parts.flatMap((p, i) => (i === 0 ? [p] : [glue[i - 1]!, p]));
  const identity = Buffer.concat(interleave(stored.pieces, fill));
  if (!stored.deflated) return { status: stored.status, headers, body: identity };
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(identity) >>> 0, 0);
  trailer.writeUInt32LE(identity.length >>> 0, 4);
  const body = Buffer.concat([
    GZIP_HEADER,
    ...interleave(
      stored.deflated,
      fill.map((f) => zlib.deflateRawSync(f, SYNC_FLUSH)),
    ),
    FINAL_BLOCK,
    trailer,
  ]);
  return { status: stored.status, headers, body };
}

type HeaderValue = string | string[] | undefined;
const header = (headers: Record<string, HeaderValue>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/**
 * The cache key of a request, or undefined when it must not use the cache: only GETs of the
 * public discovery pages (CACHED_PATH) by visitors (no session cookie, no bearer token), never
 * client navigations (RSC requests). With `viewerClass` (src/server/viewer-class.ts), the key of
 * a signed-in viewer of that class asking for one of CLASS_CACHED_PATH. The key separates gzip
 * and identity answers.
 */
export function pageCacheKey(
  method: string,
  url: string,
  headers: Record<string, HeaderValue>,
  ttlSeconds: number,
  viewerClass?: string,
): string | undefined {
  if (ttlSeconds <= 0 || method !== 'GET') return undefined;
  const cacheable =
    viewerClass === undefined
      ? CACHED_PATH.test(url) || TURKISH_HOME.test(url) || (HOME.test(url) && englishHomeRequest(headers))
      : CLASS_CACHED_PATH.test(url);
  if (!cacheable) return undefined;
  if (
    headers.rsc ||
    headers['next-router-prefetch'] ||
    headers['next-router-state-tree'] ||
    headers.authorization
  )
    return undefined;
  if (url.includes('_rsc=')) return undefined;
  if (viewerClass === undefined && SESSION_COOKIE.test(header(headers, 'cookie'))) return undefined;
  const gzip = /\bgzip\b/.test(header(headers, 'accept-encoding'));
  return `${gzip ? 'gz' : 'id'} ${viewerClass === undefined ? '' : `@${viewerClass} `}${url}`;
}

/**
 * True when a request may be answered from a viewer class's page (then scripts/serve.ts resolves
 * the viewer for pageCacheKey's `viewerClass`): a GET of CLASS_CACHED_PATH carrying a session
 * cookie and no bearer token, not a client navigation.
 */
export function mayUseClassPage(method: string, url: string, headers: Record<string, HeaderValue>): boolean {
  return (
    method === 'GET' &&
    CLASS_CACHED_PATH.test(url) &&
    SESSION_COOKIE.test(header(headers, 'cookie')) &&
    !headers.authorization &&
    !headers.rsc &&
    !headers['next-router-prefetch'] &&
    !headers['next-router-state-tree'] &&
    !url.includes('_rsc=')
  );
}

/**
 * The cached answer for `key`, if fresh — with a CSP nonce of its own (header and HTML), so
 * no two answers share one, cached or not (issue 12 §3), and a class page's slots filled with
 * `values` (src/server/viewer-class.ts slotValues).
 */
export function readCachedPage(
  key: string,
  ttlSeconds: number,
  values?: Record<SlotName, string>,
): CachedPage | undefined {
  const stored = store(ttlSeconds).cache.get(key);
  return stored && materialize(stored, values);
}

/**
 * Whether a rendered answer may be kept under `key`: a plain 200 HTML page that sets no cookie,
 * encoded as the key says (none or gzip: a client asking for deflate only must not leave an
 * unreadable page under a key other visitors use), and no data changed while it was rendered
 * (`generation`: `dataGeneration()` taken when the render began; omitted, no such check).
 */
function storable(key: string, page: CachedPage, generation?: number): boolean {
  if (generation !== undefined && generation !== dataGeneration()) return false;
  const encoding = (page.headers['content-encoding'] ?? '').trim().toLowerCase();
  const encodingFits = key.startsWith('gz ')
    ? encoding === 'gzip'
    : encoding === '' || encoding === 'identity';
  return (
    page.status === 200 &&
    !page.headers['set-cookie'] &&
    Boolean(page.headers['content-type']?.includes('text/html')) &&
    encodingFits
  );
}

/** Stores a visitor's rendered answer under `key` when it is storable (above). */
export function storeCachedPage(
  key: string,
  page: CachedPage,
  ttlSeconds: number,
  generation?: number,
): boolean {
  if (!storable(key, page, generation)) return false;
  const stored: StoredPage & { identity?: Buffer } = prepare(page, false);
  delete stored.identity;
  store(ttlSeconds).cache.set(key, stored);
  return true;
}

/**
 * A render for `viewerClass` (src/server/viewer-class.ts), answered to one viewer: an HTML page
 * gets a fresh nonce and `values` in its slots, gzip-encoded here when `key` is a gzip key and
 * the render came plain (scripts/serve.ts asks Next for plain HTML); anything else goes as it came. The page is
 * stored under `key` when storable (above) and it truly was rendered for that class — it
 * carries `classMarker(viewerClass)`, so a render that turned out personal (the viewer's rights
 * changed meanwhile) is never shared. Returns the answer and whether it was stored.
 */
export function answerClassRender(
  key: string,
  page: CachedPage,
  ttlSeconds: number,
  generation: number,
  viewerClass: string,
  values: Record<SlotName, string>,
): { answer: CachedPage; stored: boolean } {
  const encoding = (page.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (!page.headers['content-type']?.includes('text/html') || !['', 'identity', 'gzip'].includes(encoding)) {
    return { answer: page, stored: false };
  }
  const { identity, ...prepared } = prepare(page, true, key.startsWith('gz '));
  const stored =
    storable(key, { ...page, headers: prepared.headers }, generation) &&
    identity.includes(classMarker(viewerClass));
  if (stored) store(ttlSeconds).cache.set(key, prepared);
  return { answer: materialize(prepared, values), stored };
}

/** Drops every cached page of this process (writers go through src/server/data-changes.ts). */
export function invalidateStartupPages(): void {
  globalForCache.__atlasPageCache?.cache.clear();
}

// Any change of public data, from any process, empties the pages.
onDataChange('page-cache', (_db, change) => {
  if (PUBLIC_DATA_CHANGES.has(change)) invalidateStartupPages();
});

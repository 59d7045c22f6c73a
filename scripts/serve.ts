/**
 * The production HTTP server: Next.js (custom server) behind the page cache of
 * src/server/page-cache.ts. Cached discovery pages are answered before Next runs; a miss
 * is rendered by Next while the answer is copied into the cache. A signed-in viewer's discovery
 * page comes from the page of their viewer class with their own values written in
 * (src/server/viewer-class.ts, issue 14). The REST API goes straight to its Hono app.
 * Binds HOSTNAME_BIND (default localhost — not 127.0.0.1, see ARCHITECTURE.md) and PORT.
 * Before Next starts, the database is prepared on the process-wide handle (scripts/prepare-database.ts:
 * migrate, seed only what the recorded steps lack, first super admin), so `npm start` opens the
 * embedded database once; a seeded one is only checked, not counted (issue 14 "Start fast").
 */
import './load-env';
import fs from 'node:fs';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { env } from '@/server/env';
import {
  answerClassRender,
  type CachedPage,
  mayUseClassPage,
  pageCacheKey,
  readCachedPage,
  storeCachedPage,
} from '@/server/page-cache';
import { RENDER_CLASS_HEADER, slotValues, viewerClassOf } from '@/server/viewer-class';
import { dataGeneration } from '@/server/data-changes';
import { compileTrust, markClientAddress } from '@/server/client-address';
import { DatabaseLockedError, getDbHandle } from '@/server/db/client';
import { setDatabaseReady } from '@/server/db/ready';
import { prepareDatabase } from './prepare-database';

const {
  HOSTNAME_BIND: hostname,
  PORT: port,
  PAGE_CACHE_TTL_SECONDS: ttl,
  TRUSTED_PROXIES,
  PUBLIC_ORIGIN: publicOrigin,
  PAGE_CACHE_REPORT: reportCache,
} = env();
const trust = compileTrust(TRUSTED_PROXIES);
/** Seconds since the process started, for the start-up line. */
const since = () => process.uptime().toFixed(1);
const loadedAt = since();
// The database is prepared (migrated, seeded when empty) while Next loads; Next's start-up jobs
// (src/instrumentation-node.ts) wait for it through databaseReady(), and no request is taken
// before both are done.
let preparedAt = '';
const database = getDbHandle()
  .then((db) => prepareDatabase(db))
  .then(() => {
    preparedAt = since();
  });
setDatabaseReady(database);
// Next's resolved configuration as the build recorded it (`.next/required-server-files.json`),
// handed over the way Next's own standalone server does, so starting does not compile and run
// next.config.ts again (it ran twice, about 0.2 s each; issue 14 "Start fast"). Next then loads no
// `.env*` files of its own: the server's settings come from the environment and `.env`
// (./load-env, as docs/configuration.md says), read before this line.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  (JSON.parse(fs.readFileSync('.next/required-server-files.json', 'utf8')) as { config: unknown }).config,
);
// Next loads only now, while the database opens (its WebAssembly compiles and its files are read
// off this thread), instead of before the open starts.
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
try {
  await Promise.all([database, app.prepare()]);
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The REST API is answered by its Hono app directly, without Next's route handlers (docs/decisions/0003).
// The listener is made here, after Next prepared and before the first request, because making it
// replaces the global Request/Response with @hono/node-server's own: made later, Next's proxy
// returned a Response of the other class ("Expected an instance of Response", issue 14 CI). The
// app itself (every module's router, better-auth) loads on the first API request or shortly after
// the server listens, so it does not delay the first page (issue 14 "Start fast").
type Api = ReturnType<(typeof import('@/app/_api/app'))['getApi']>;
let apiApp: Promise<Api> | undefined;
const loadApi = () => (apiApp ??= import('@/app/_api/app').then((module) => module.getApi()));
const api = getRequestListener(async (request, env) => (await loadApi()).fetch(request, env));
const API_PATH = /^\/(?:apiCommon|apiJob|apiMessage|apiPayment|api)\//;
// The viewer resolution (better-auth and the access rows) loads with the first signed-in page.
const loadViewer = () => import('@/server/viewer');

/**
 * The headers set on `res` as one string each, without content-length, transfer-encoding and
 * the names in `skip` (lower case).
 */
function headersOf(res: http.ServerResponse, skip: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (
      value === undefined ||
      name === 'content-length' ||
      name === 'transfer-encoding' ||
      skip.includes(name)
    )
      continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Holds back everything Next writes to `res` (status, headers, body) and hands the whole answer
 * to `done` once, which returns what to send; it goes out through the original methods. Should
 * `done` throw, the held answer goes out as it came.
 */
function holdAnswer(res: http.ServerResponse, done: (page: CachedPage) => CachedPage) {
  const chunks: Buffer[] = [];
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  let ended = false;
  const bytes = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((r) => typeof r === 'object' && r !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string);
    }
    return res;
  }) as typeof res.writeHead;
  res.flushHeaders = () => undefined;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (ended) return false;
    if (chunk) chunks.push(bytes(chunk, rest[0]));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const callback = [chunk, ...rest].find((r) => typeof r === 'function') as (() => void) | undefined;
    if (ended) return res;
    ended = true;
    if (chunk && typeof chunk !== 'function') chunks.push(bytes(chunk, rest[0]));
    Object.assign(res, original);
    const cookies = res.getHeader('set-cookie');
    const headers = headersOf(res, ['set-cookie']);
    const held: CachedPage = { status: res.statusCode, headers, body: Buffer.concat(chunks) };
    let answer = held;
    try {
      answer = done(held);
    } catch (error) {
      console.error('page cache: a class page could not be answered from its render', error);
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const out: http.OutgoingHttpHeaders = { ...answer.headers, 'content-length': String(answer.body.length) };
    if (cookies !== undefined) out['set-cookie'] = cookies as string | string[];
    res.writeHead(answer.status, out);
    res.end(answer.body, callback);
    return res;
  }) as typeof res.end;
}

/**
 * A signed-in viewer's discovery page (issue 14, decision 0016): from the page of their viewer
 * class (src/server/viewer-class.ts) with their own values in its slots, rendered for the class
 * on a miss; rendered for them alone when they have no class. Unlike a visitor's page it says
 * nothing of hit or miss (that would tell whether someone of the same class asked for the page
 * lately) unless PAGE_CACHE_REPORT is on, as in the journeys.
 */
async function classPage(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  let viewerClass: string | undefined;
  let values: ReturnType<typeof slotValues> | undefined;
  try {
    const viewer = await (await loadViewer()).resolveViewer(headers);
    viewerClass = viewerClassOf(viewer);
    values = slotValues(viewer);
  } catch {
    viewerClass = undefined;
  }
  const key = viewerClass && pageCacheKey(req.method ?? 'GET', req.url ?? '/', req.headers, ttl, viewerClass);
  if (!key || !values || !viewerClass) {
    void handle(req, res);
    return;
  }
  const report = (state: string): Record<string, string> => (reportCache ? { 'x-page-cache': state } : {});
  const cached = readCachedPage(key, ttl, values);
  if (cached) {
    res.writeHead(cached.status, {
      ...cached.headers,
      ...report('hit'),
      'content-length': String(cached.body.length),
    });
    res.end(cached.body);
    return;
  }
  // Rendered for the class, held back, stored (unless data or the viewer's rights changed
  // meanwhile, or the render turned out personal) and answered with this viewer's values. Next
  // is asked for plain HTML, so the slots can be read; the cache gzips it when the key says so.
  const set = (name: string, value: string) => {
    req.headers[name] = value;
    req.rawHeaders = req.rawHeaders.filter((_, i, raw) => raw[i - (i % 2)]!.toLowerCase() !== name);
    req.rawHeaders.push(name, value);
  };
  set(RENDER_CLASS_HEADER, '1');
  set('accept-encoding', 'identity');
  const generation = dataGeneration();
  const viewerClassOfKey = viewerClass;
  holdAnswer(res, (page) => {
    const { answer } = answerClassRender(key, page, ttl, generation, viewerClassOfKey, values);
    return { ...answer, headers: { ...answer.headers, ...report('miss') } };
  });
  void handle(req, res);
}

const server = http.createServer((req, res) => {
  // The client address from the socket and TRUSTED_PROXIES only; untrusted forwarding headers dropped.
  markClientAddress(req, trust);
  if (API_PATH.test(req.url ?? '')) {
    void api(req, res);
    return;
  }
  const key = pageCacheKey(req.method ?? 'GET', req.url ?? '/', req.headers, ttl);
  if (key) {
    const cached = readCachedPage(key, ttl);
    if (cached) {
      res.writeHead(cached.status, {
        ...cached.headers,
        'x-page-cache': 'hit',
        'content-length': String(cached.body.length),
      });
      res.end(cached.body);
      return;
    }
    // Copy what Next writes; store it when the answer is complete and cacheable, unless public
    // data changed while it was rendered (it may show the old data).
    const generation = dataGeneration();
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.setHeader('x-page-cache', 'miss');
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk) chunks.push(Buffer.from(chunk as Uint8Array));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array));
      const headers = headersOf(res, ['x-page-cache']);
      storeCachedPage(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) }, ttl, generation);
      return end(chunk, ...rest);
    }) as typeof res.end;
  } else if (ttl > 0 && mayUseClassPage(req.method ?? 'GET', req.url ?? '/', req.headers)) {
    void classPage(req, res);
    return;
  }
  void handle(req, res);
});
server.listen(port, hostname, () => {
  setTimeout(() => void loadApi(), 1500).unref();
  console.log(
    `Startup Atlas ready on ${publicOrigin} (listening on ${hostname}:${port}; links in pages and mails use ${publicOrigin}) ` +
      `in ${since()} s: code loaded at ${loadedAt} s, database ready at ${preparedAt} s`,
  );
});
// A stop closes the database too: the embedded one then writes its checkpoint and frees its lock,
// so the next start neither replays the log nor waits to take the lock over (issue 14 "Start fast").
// Ctrl-C reaches this process twice (from the terminal and from npm start), hence `stopping`.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    setTimeout(() => process.exit(0), 10_000).unref();
    void app
      .close()
      // The workers first: a running job finishes (or is handed back) while the database is open.
      .then(() => import('@/server/workers'))
      .then(({ stopWorkers }) => stopWorkers())
      .then(() => getDbHandle())
      .then((db) => db.close())
      .finally(() => process.exit(0));
  });
}

/**
 * The production HTTP server: Next.js (custom server) behind the anonymous page cache of
 * src/server/page-cache.ts. Cached startup-list pages are answered before Next runs; a miss
 * is rendered by Next while the answer is copied into the cache. The REST API goes straight
 * to its Hono app.
 * Binds HOSTNAME_BIND (default localhost — not 127.0.0.1, see ARCHITECTURE.md) and PORT.
 * Before Next starts, the database is prepared on the process-wide handle (scripts/prepare-database.ts:
 * migrate, seed only what the recorded steps lack, first super admin), so `npm start` opens the
 * embedded database once and a seeded one answers within about a second (issue 14 "Start fast").
 */
import './load-env';
import http from 'node:http';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import { getApi } from '@/app/_api/app';
import { env } from '@/server/env';
import { pageCacheKey, readCachedPage, storeCachedPage } from '@/server/page-cache';
import { compileTrust, markClientAddress } from '@/server/client-address';
import { DatabaseLockedError, getDbHandle } from '@/server/db/client';
import { prepareDatabase } from './prepare-database';

const {
  HOSTNAME_BIND: hostname,
  PORT: port,
  PAGE_CACHE_TTL_SECONDS: ttl,
  TRUSTED_PROXIES,
  PUBLIC_ORIGIN: publicOrigin,
} = env();
const trust = compileTrust(TRUSTED_PROXIES);
// Migrated and seeded before Next starts: its start-up jobs (instrumentation-node.ts) need the tables.
try {
  await prepareDatabase(await getDbHandle());
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The REST API is answered by its Hono app directly, without Next's route handlers (docs/decisions/0003).
// Loaded before Next prepares, as Next's own routes use the same app: loaded later, its answers
// were not the Response class Next checks for ("Expected an instance of Response", issue 14 CI).
const api = getRequestListener(getApi().fetch);
const API_PATH = /^\/(?:apiCommon|api)\//;

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
    // Copy what Next writes; store it when the answer is complete and cacheable.
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
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (
          value !== undefined &&
          name !== 'x-page-cache' &&
          name !== 'content-length' &&
          name !== 'transfer-encoding'
        ) {
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
      }
      storeCachedPage(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) }, ttl);
      return end(chunk, ...rest);
    }) as typeof res.end;
  }
  void handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(
    `Startup Atlas ready on ${publicOrigin} (listening on ${hostname}:${port}; links in pages and mails use ${publicOrigin})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

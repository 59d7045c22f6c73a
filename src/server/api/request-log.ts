/**
 * The request log of the API (issue 17 §4 "Structured JSON logs (pino) with request ids"): every
 * call gets a request id — the caller's `x-request-id` when it sent a sensible one (a load
 * balancer's or a gateway's), else a fresh UUID — answered in the `x-request-id` header, shown
 * in a 500's message and stored with its error log; when the call ends one JSON line is logged
 * with the id, method, path, status, duration in milliseconds and the viewer's user id (when
 * the call resolved one). Health checks log at debug level, so a load balancer's polling does
 * not fill the log.
 */
import type { MiddlewareHandler } from 'hono';
import { logger } from '../logger';
import { knownViewerId, setRequestId, VALID_REQUEST_ID } from './request-info';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Paths logged at debug rather than info level. */
const QUIET_PATHS = new Set(['/api/health']);

/** Hono middleware: request id in and out, one log line per call (see the module comment). */
export const requestLog: MiddlewareHandler = async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  setRequestId(c.req.raw, requestId);
  const started = performance.now();
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // Immutable headers (a fetched response): Hono's setter copies it into a mutable one.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  }
  const log = logger();
  const level = QUIET_PATHS.has(c.req.path) ? 'debug' : 'info';
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      viewerUserId: await knownViewerId(c.req.raw),
    },
    'request',
  );
};

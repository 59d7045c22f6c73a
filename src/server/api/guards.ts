/**
 * Middleware in front of every REST call (issue 12 §2–§3):
 * - `apiSecurityHeaders`: the fixed security headers, and a CSP that forbids everything but
 *   the interactive reference's own page (API answers are data, never documents to run);
 * - `requestBodyLimit`: JSON and other non-multipart bodies over 1 MB answer 413 before they
 *   are read; multipart bodies get the upload limit (5 MB; 50 MB for the report management calls
 *   that take a report file; routes that take files check their own);
 * - `sameOriginWrites`: POST, PUT, PATCH and DELETE from another site's page are refused with
 *   403, whatever their content type. A browser always sends `Origin` on such requests
 *   (`Sec-Fetch-Site` too); a request that carries the session cookie must come from this
 *   site. Clients with a bearer token or a personal API key (`x-api-key`) and no cookie
 *   (scripts, apps) are not browsers riding a victim's session and pass. Payment providers'
 *   webhooks (`/api/v2/payments/webhooks/*`) pass too: they use no session and are verified by
 *   signature.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { env } from '../env';
import { ForbiddenError } from '../errors';
import { staticSecurityHeaders } from '../security-headers';
import { SESSION_COOKIE } from '../session-cookie';
import { apiKeyFromHeaders } from '../api-key-header';
import { errorResponse } from './envelope';
import { importFileBodyLimit, reportFileBodyLimit, uploadBodyLimit } from './uploads';

/** Largest JSON body any call accepts (the biggest forms are well under 100 kB). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The Swagger UI page needs its own script and styles; every other answer runs nothing. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(staticSecurityHeaders())) c.res.headers.set(name, value);
  c.res.headers.set('Content-Security-Policy', c.req.path === '/api/docs' ? DOCS_CSP : DATA_CSP);
};

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES });

/** The data-add tool's upload (issue 17 §3): a CSV or xlsx of at most 20 MB. */
const IMPORT_FILE_UPLOAD = '/api/v2/admin/imports';
/** The calls that take a report file (50 MB) rather than an image or a PDF (5 MB): reports and versions. */
const REPORT_FILE_UPLOADS = /^\/api\/v2\/reports\/management\/(?:reports|versions)(?:\/\d+)?$/;

export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return jsonLimit(c, next);
  if (c.req.path === IMPORT_FILE_UPLOAD) return importFileBodyLimit(c, next);
  return REPORT_FILE_UPLOADS.test(c.req.path) ? reportFileBodyLimit(c, next) : uploadBodyLimit(c, next);
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAYMENT_WEBHOOKS = '/api/v2/payments/webhooks/';

/** True when `origin` is this site (the public origin, or the origin the request was sent to). */
const isOwnOrigin = (origin: string, requestUrl: string) =>
  origin === new URL(requestUrl).origin || origin === new URL(env().PUBLIC_ORIGIN).origin;

export const sameOriginWrites: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  // Payment providers' webhooks, and iyzico's browser callback from its own page: no session is
  // used there, and each delivery is verified by the provider's signature (decision 0020 §2).
  if (c.req.path.startsWith(PAYMENT_WEBHOOKS)) return next();
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const cookie = c.req.header('cookie') ?? '';
  // A bearer token or a personal API key without the session cookie: a script or an app, not a browser.
  const credential =
    /^bearer\s/i.test(c.req.header('authorization') ?? '') ||
    apiKeyFromHeaders(c.req.raw.headers) !== undefined;
  if (credential && !SESSION_COOKIE.test(cookie)) return next();
  const foreign =
    (origin !== undefined && (origin === 'null' || !isOwnOrigin(origin, c.req.url))) ||
    (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none');
  if (foreign) return errorResponse(c, new ForbiddenError('generic.cross_site'));
  return next();
};

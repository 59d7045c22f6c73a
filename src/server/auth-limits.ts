/**
 * Per-account and per-recipient limits around better-auth's endpoints (issue 12 §1), on top
 * of better-auth's own per-address limits (src/server/auth.ts, keyed by the client address
 * scripts/serve.ts puts in CLIENT_IP_HEADER):
 * - sign-in: after AUTH_ACCOUNT_FAILURE_LIMIT wrong passwords for one e-mail within
 *   AUTH_ACCOUNT_WINDOW_SECONDS, from any number of addresses, that account's sign-in answers
 *   429 with Retry-After until the window ends; a successful sign-in clears the count. Only
 *   failures count, so one attacker guessing other accounts cannot lock out everyone;
 * - verification, code and reset mails: AUTH_MAIL_RECIPIENT_LIMIT per recipient per window
 *   ('Too many e-mail verification requests, wait a few minutes').
 * - device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 *   that signed in to an account before carries a signed, HttpOnly cookie for it; its attempts
 *   count against that device alone, so an attacker who drives the account's counter to its
 *   limit locks out only browsers the account never used — not its owner.
 * Counters are shared by every process (src/server/rate-limit.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/client';
import { authSecret, env } from './env';
import { translateError } from './i18n';
import { sharedLimit } from './rate-limit';
import type { Locale } from '@/i18n/locales';

/** The header carrying the client address that scripts/serve.ts resolved (never the client's own). */
export const CLIENT_IP_HEADER = 'x-atlas-client-ip';

const SIGN_IN = '/sign-in/email';
/** better-auth paths that send a mail to the address in the body. */
const MAIL_PATHS = new Set([
  '/send-verification-email',
  '/request-password-reset',
  '/forget-password',
  '/email-otp/send-verification-otp',
]);

const accountFailures = (db: Db) =>
  sharedLimit(db, {
    name: 'sign-in-failures',
    points: env().AUTH_ACCOUNT_FAILURE_LIMIT,
    durationSeconds: env().AUTH_ACCOUNT_WINDOW_SECONDS,
  });
const deviceFailures = (db: Db) =>
  sharedLimit(db, {
    name: 'sign-in-device-failures',
    points: env().AUTH_ACCOUNT_FAILURE_LIMIT,
    durationSeconds: env().AUTH_ACCOUNT_WINDOW_SECONDS,
  });
const recipientMails = (db: Db) =>
  sharedLimit(db, {
    name: 'mail-recipient',
    points: env().AUTH_MAIL_RECIPIENT_LIMIT,
    durationSeconds: env().AUTH_ACCOUNT_WINDOW_SECONDS,
  });

/**
 * The e-mail in an auth request's body, read the way better-auth reads bodies: JSON, or a
 * form (urlencoded or multipart) — a form-encoded sign-in must count like a JSON one.
 */
async function emailOf(request: Request): Promise<string | undefined> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  let value: unknown;
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    value = (
      await request
        .clone()
        .formData()
        .catch(() => null)
    )?.get('email');
  } else {
    value = (
      (await request
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null
    )?.email;
  }
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return email ? email.slice(0, 320) : undefined;
}

const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The device cookie's name for `email`: one per account, so a shared browser keeps each. */
const deviceCookieName = (email: string) =>
  `atlas_device_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

const deviceSignature = (email: string, nonce: string) =>
  createHmac('sha256', authSecret()).update(`device\n${email}\n${nonce}`).digest('base64url');

/** The device id in `request`'s device cookie for `email` when its signature holds, else undefined. */
function trustedDevice(request: Request, email: string): string | undefined {
  const name = deviceCookieName(email);
  // Every cookie of that name is tried: a bogus one planted first (another path) must not hide the real one.
  for (const cookie of (request.headers.get('cookie') ?? '').split(';')) {
    const trimmed = cookie.trim();
    if (!trimmed.startsWith(`${name}=`)) continue;
    const [nonce, signature] = trimmed.slice(name.length + 1).split('.');
    if (!nonce || !signature) continue;
    const expected = Buffer.from(deviceSignature(email, nonce));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return nonce;
  }
  return undefined;
}

/** `response` with a device cookie for `email` (device id `nonce`) added. */
function withDeviceCookie(response: Response, email: string, nonce: string): Response {
  const secure = env().PUBLIC_ORIGIN.startsWith('https://') ? '; Secure' : '';
  const headers = new Headers(response.headers);
  headers.append(
    'set-cookie',
    `${deviceCookieName(email)}=${nonce}.${deviceSignature(email, nonce)}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** 429 in better-auth's error shape (`code`, `message`) with Retry-After, in the viewer's language. */
function tooMany(key: string, retryAfterSeconds: number, locale: Locale): Response {
  return Response.json(
    {
      code: 'TOO_MANY_REQUESTS',
      message: translateError(key, { retryAfter: retryAfterSeconds }, locale),
      status: { code: 429, value: key },
    },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/**
 * Runs `handle` (better-auth's handler) for `request` under the per-account and per-recipient
 * limits. Input: the auth request (path under `/api/auth`); output: better-auth's response, or
 * 429 with Retry-After when a limit is used up. Limits are off when `enabled` is false.
 */
export async function withAccountLimits(
  db: Db,
  request: Request,
  locale: Locale,
  handle: (request: Request) => Promise<Response>,
  enabled: boolean,
): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  if (!enabled || request.method !== 'POST' || !(path === SIGN_IN || MAIL_PATHS.has(path))) {
    return handle(request);
  }
  const email = await emailOf(request);
  if (!email) return handle(request);
  if (path === SIGN_IN) {
    // Counted before the password is checked, so parallel guesses cannot all slip through;
    // given back when the attempt was not a wrong password, cleared by a successful sign-in.
    // A known device counts against itself only; any other attempt against the account.
    const device = trustedDevice(request, email);
    const failures = device ? deviceFailures(db) : accountFailures(db);
    const key = device ? `${email}:${device}` : email;
    const state = await failures.consume(key);
    if (!state.allowed) {
      await failures.refund(key);
      return tooMany('generic.too_many_requests', state.retryAfterSeconds, locale);
    }
    const response = await handle(request);
    if (response.ok) {
      await failures.reset(key);
      return withDeviceCookie(response, email, device ?? randomBytes(16).toString('base64url'));
    }
    if (response.status !== 401) await failures.refund(key);
    return response;
  }
  const state = await recipientMails(db).consume(email);
  if (!state.allowed) return tooMany('auth.too_many_verification', state.retryAfterSeconds, locale);
  return handle(request);
}

/**
 * Optional Sentry-compatible error reporting (issue 17 §4; P §9 sample rates; decision 0021).
 * Off unless SENTRY_DSN is set: then `@sentry/core`'s server client is loaded on the first
 * error (never before, never without a DSN) and each unexpected server error is sent to the DSN's
 * store with its request id, origin, route, method and viewer id as tags. The transport is the
 * platform's `fetch`; Sentry, GlitchTip, Bugsink and other servers speaking Sentry's envelope
 * protocol all accept it. Traces go to OpenTelemetry (src/server/telemetry.ts), not here; the
 * trace rate is passed on for completeness.
 */
import type { ServerRuntimeClient } from '@sentry/core/server';
import { env } from './env';
import { logger } from './logger';

/** What the error log knows of an error's request (tags of the reported event). */
export interface ErrorReportContext {
  requestId: string;
  origin: 'api' | 'page' | 'job';
  method: string;
  route: string;
  viewerUserId: string | null;
}

const globalForSentry = globalThis as unknown as {
  __atlasSentry?: Promise<ServerRuntimeClient | null>;
};

/** The client for SENTRY_DSN (created once), or null when no DSN is configured. */
function sentryClient(): Promise<ServerRuntimeClient | null> {
  globalForSentry.__atlasSentry ??= (async () => {
    const { SENTRY_DSN, SENTRY_ENVIRONMENT, SENTRY_RELEASE, SENTRY_TRACES_SAMPLE_RATE, NODE_ENV } = env();
    if (!SENTRY_DSN) return null;
    const S = await import('@sentry/core/server');
    const client = new S.ServerRuntimeClient({
      dsn: SENTRY_DSN,
      environment: SENTRY_ENVIRONMENT ?? NODE_ENV,
      release: SENTRY_RELEASE,
      tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
      platform: 'node',
      runtime: { name: 'node', version: process.version },
      integrations: [S.dedupeIntegration(), S.linkedErrorsIntegration(), S.functionToStringIntegration()],
      stackParser: S.createStackParser(S.nodeStackLineParser()),
      transport: (options) =>
        S.createTransport(options, async (request) => {
          const res = await fetch(options.url, {
            method: 'POST',
            headers: options.headers,
            body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
            signal: AbortSignal.timeout(10_000),
          });
          return {
            statusCode: res.status,
            headers: {
              'x-sentry-rate-limits': res.headers.get('x-sentry-rate-limits'),
              'retry-after': res.headers.get('retry-after'),
            },
          };
        }),
    });
    client.init();
    return client;
  })();
  return globalForSentry.__atlasSentry;
}

/** True when SENTRY_DSN is set (the reporter will load on the first error). */
export function errorReportingEnabled(): boolean {
  return Boolean(env().SENTRY_DSN);
}

/**
 * Sends `error` to the Sentry-compatible endpoint when SENTRY_DSN is set (else does nothing) and
 * waits at most `flushMs` for it to leave. Never throws: a failure is logged at warn level.
 */
export async function reportServerError(
  error: unknown,
  context: ErrorReportContext,
  flushMs = 2_000,
): Promise<void> {
  if (!errorReportingEnabled()) return;
  try {
    const client = await sentryClient();
    if (!client) return;
    const { Scope } = await import('@sentry/core/server');
    const scope = new Scope();
    scope.setTags({
      request_id: context.requestId,
      origin: context.origin,
      method: context.method || 'none',
      route: context.route,
    });
    if (context.viewerUserId) scope.setUser({ id: context.viewerUserId });
    scope.setTransactionName(`${context.method} ${context.route}`.trim());
    client.captureException(error, { mechanism: { type: 'startup-atlas', handled: false } }, scope);
    await client.flush(flushMs);
  } catch (failure) {
    logger().warn({ err: failure }, 'error reporting failed');
  }
}

/** Largest browser envelope forwarded (bytes): a replay segment is far smaller. */
export const BROWSER_ENVELOPE_MAX_BYTES = 1024 * 1024;

/**
 * Forwards one envelope of the browser SDK (session replay after consent, decision 0021) to the
 * configured endpoint: the browser posts to this site (`tunnel`), so the page's Content-Security
 * Policy stays `connect-src 'self'` and no visitor talks to a third party directly. Only
 * envelopes whose header names SENTRY_DSN are forwarded.
 * Output: the endpoint's status, or 404 when reporting is off, 400 for a foreign or broken
 * envelope. Never throws.
 */
export async function forwardBrowserEnvelope(body: Uint8Array): Promise<number> {
  const { SENTRY_DSN } = env();
  if (!SENTRY_DSN) return 404;
  try {
    if (body.byteLength > BROWSER_ENVELOPE_MAX_BYTES) return 413;
    const newline = body.indexOf(10);
    const header = JSON.parse(new TextDecoder().decode(newline < 0 ? body : body.subarray(0, newline))) as {
      dsn?: unknown;
    };
    const S = await import('@sentry/core/server');
    const mine = S.dsnFromString(SENTRY_DSN);
    const theirs = typeof header.dsn === 'string' ? S.dsnFromString(header.dsn) : undefined;
    if (!mine || !theirs || theirs.host !== mine.host || theirs.projectId !== mine.projectId) return 400;
    const res = await fetch(S.getEnvelopeEndpointWithUrlEncodedAuth(mine), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  } catch (failure) {
    logger().warn({ err: failure }, 'a browser error report could not be forwarded');
    return 400;
  }
}

/** What the browser needs to start session replay, or null when SENTRY_DSN is unset. */
export function browserReplayConfig(): {
  dsn: string;
  environment: string;
  release?: string;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
} | null {
  const e = env();
  if (!e.SENTRY_DSN) return null;
  return {
    dsn: e.SENTRY_DSN,
    environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    ...(e.SENTRY_RELEASE ? { release: e.SENTRY_RELEASE } : {}),
    replaysSessionSampleRate: e.SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: e.SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  };
}

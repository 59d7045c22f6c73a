/**
 * The error log (issue 17 §4 "every 500 is stored with its request id (the id the user sees in
 * the message), route, viewer id and stack, shown in `ErrorLogs`"; D §7 Management `ErrorLogs`).
 * One entry point for every unexpected error — an API 500 (src/server/api/envelope.ts), a page's
 * render or route error (Next's `onRequestError`, src/instrumentation.ts) and a failed queue job
 * (src/server/workers.ts): it is logged (pino, level error), stored in `error_logs` and, when
 * SENTRY_DSN is set, reported. Storing and reporting never throw into the caller: a failure is
 * logged and forgotten.
 */
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { reportServerError, type ErrorReportContext } from '@/server/error-reporting';
import { errorLogs } from './schema';

/** Longest message and stack stored (characters); longer ones are cut. */
export const ERROR_MESSAGE_MAX = 2_000;
export const ERROR_STACK_MAX = 20_000;

/** One unexpected error and what is known of its request. */
export interface UnexpectedError extends Omit<ErrorReportContext, 'viewerUserId'> {
  error: unknown;
  /** The signed-in viewer's id, null for visitors; may still be on its way (a promise). */
  viewerUserId: string | null | Promise<string | null>;
  /** HTTP status answered (500 unless a page answered otherwise). */
  status?: number;
  /** The database to store it in; default the process database. */
  db?: Db;
}

// Writes still under way; tests wait for them (errorLogsSettled).
const pending = new Set<Promise<void>>();

/** The message and stack of any thrown value (non-errors as text). */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    const cause =
      error.cause instanceof Error ? `\nCaused by: ${error.cause.stack ?? error.cause.message}` : '';
    return {
      message: (error.message || error.name).slice(0, ERROR_MESSAGE_MAX),
      stack: `${error.stack ?? ''}${cause}`.slice(0, ERROR_STACK_MAX),
    };
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    text = String(error);
  }
  return { message: (text || 'Unknown error').slice(0, ERROR_MESSAGE_MAX), stack: '' };
}

async function store(entry: UnexpectedError & { viewerUserId: string | null }): Promise<void> {
  const { message, stack } = describeError(entry.error);
  try {
    const db = entry.db ?? (await (await import('@/server/db/client')).getDb());
    await db.insert(errorLogs).values({
      requestId: entry.requestId.slice(0, 128),
      origin: entry.origin,
      method: entry.method.slice(0, 16),
      route: entry.route.slice(0, 500),
      status: entry.status ?? 500,
      viewerUserId: entry.viewerUserId,
      message,
      stack,
    });
  } catch (failure) {
    logger().warn({ err: failure, requestId: entry.requestId }, 'the error log could not be stored');
  }
}

/**
 * Logs, stores and (with SENTRY_DSN) reports an unexpected error, in the background: returns at
 * once and never throws. Await {@link errorLogsSettled} to know the row is written (tests).
 */
export function recordUnexpectedError(entry: UnexpectedError): void {
  const work = (async () => {
    const viewerUserId = await Promise.resolve(entry.viewerUserId).catch(() => null);
    const { error } = entry;
    const context: ErrorReportContext & { status?: number } = {
      requestId: entry.requestId,
      origin: entry.origin,
      method: entry.method,
      route: entry.route,
      viewerUserId,
      ...(entry.status !== undefined ? { status: entry.status } : {}),
    };
    logger().error({ err: error, ...context }, 'unexpected error');
    await Promise.all([store({ ...entry, viewerUserId }), reportServerError(error, context)]);
  })().catch((failure: unknown) => {
    try {
      logger().warn({ err: failure, requestId: entry.requestId }, 'the error log failed');
    } catch {
      // Nothing left to tell.
    }
  });
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** Resolves when every error log write started so far has finished (tests, shutdown). */
export async function errorLogsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

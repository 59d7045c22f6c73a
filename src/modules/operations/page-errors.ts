/**
 * Page errors into the error log (issue 17 §4): Next's `onRequestError` (src/instrumentation.ts)
 * hands over every render, route handler and server action error; it is recorded with Next's
 * digest as its request id — the "Error id" the error page shows (src/app/[locale]/error.tsx) —
 * the path, method and, best effort, the signed-in viewer (from the session cookie, given
 * {@link VIEWER_LOOKUP_MS} at most; the viewer cache usually answers at once).
 */
import type { Instrumentation } from 'next';
import { errorLogsSettled, recordUnexpectedError } from './error-log';

/** Milliseconds the viewer lookup may take before the error is stored without a viewer. */
export const VIEWER_LOOKUP_MS = 500;

type RequestInfo = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/** The request's headers as a Headers object (Node's header dictionary). */
function headersOf(request: RequestInfo): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** The signed-in viewer's id for these headers, or null (visitor, lookup failed or slow). */
async function viewerIdOf(headers: Headers): Promise<string | null> {
  if (!headers.get('cookie')) return null;
  try {
    const { resolveViewer } = await import('@/server/viewer');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), VIEWER_LOOKUP_MS);
    });
    const id = await Promise.race([resolveViewer(headers).then((v) => v.userId), late]);
    clearTimeout(timer);
    return id;
  } catch {
    return null;
  }
}

/**
 * Records a page error (see the module comment) and waits until it is written (Next's advice for
 * this hook: await the work it starts). Never throws.
 */
export async function recordPageError(
  error: unknown,
  request: RequestInfo,
  context: ErrorContext,
): Promise<void> {
  try {
    const digest = (error as { digest?: unknown } | null)?.digest;
    const requestId = typeof digest === 'string' && digest ? digest : crypto.randomUUID();
    const path = (request.path ?? '').split('?')[0] || context.routePath;
    recordUnexpectedError({
      error,
      requestId,
      origin: 'page',
      method: request.method ?? '',
      route: path,
      viewerUserId: viewerIdOf(headersOf(request)),
    });
    await errorLogsSettled();
  } catch {
    // The error log is best effort; Next logs the error itself.
  }
}

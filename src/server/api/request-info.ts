/**
 * What the API knows of a request beyond Hono's context (issue 17 §4): its request id (set by
 * ./request-log.ts, shown in a 500's message and stored with its error log) and its viewer once
 * resolved (./router.ts `apiCtx`), for the request log and the error log. Keyed by the request
 * object, so nothing outlives the request.
 */
import type { Viewer } from '../context';

const requestIds = new WeakMap<Request, string>();
const viewers = new WeakMap<Request, Promise<Viewer>>();

/** A request id a client may hand us in `x-request-id` (a UUID, a load balancer's trace id). */
export const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Records `id` as `request`'s request id. */
export function setRequestId(request: Request, id: string): void {
  requestIds.set(request, id);
}

/** The request id of `request`, or undefined when the request log did not run (a direct call). */
export function requestIdOf(request: Request): string | undefined {
  return requestIds.get(request);
}

/** The viewer promise of `request`, if one was started (./router.ts). */
export function viewerOf(request: Request): Promise<Viewer> | undefined {
  return viewers.get(request);
}

/** Remembers the viewer promise of `request` (resolved once per request). */
export function rememberViewer(request: Request, viewer: Promise<Viewer>): void {
  viewers.set(request, viewer);
}

/**
 * The signed-in viewer's user id when the request's viewer was resolved, else null (visitors,
 * calls that never looked, refused API keys). Never throws.
 */
export async function knownViewerId(request: Request): Promise<string | null> {
  const viewer = viewers.get(request);
  if (!viewer) return null;
  return viewer.then(
    (v) => v.userId,
    () => null,
  );
}

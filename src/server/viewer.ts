/**
 * Resolves the viewer of a request from its session cookie (better-auth) or bearer token.
 * Premium packages and admin scopes are added by the access module (issue 3, in progress);
 * until then a signed-in viewer is a registered, non-premium user.
 */
import { ANONYMOUS_VIEWER, type Viewer } from './context';
import { getAuth } from './auth';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The viewer for these request headers. */
export async function resolveViewer(headers: Headers): Promise<Viewer> {
  // Most requests are anonymous: skip the session lookup when no credential is present.
  if (!SESSION_COOKIE.test(headers.get('cookie') ?? '') && !headers.get('authorization'))
    return ANONYMOUS_VIEWER;
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return ANONYMOUS_VIEWER;
  return { userId: session.user.id, isAuthenticated: true, isPremium: false, isAdmin: false };
}

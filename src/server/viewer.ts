/**
 * Resolves the viewer of a request from its session cookie (better-auth) or bearer token.
 * A signed-in viewer carries their entity access rows and active packages: premium = an
 * active business or personal package, admin = FULL_ACCESS on `admin` (spec §6).
 */
import { ANONYMOUS_VIEWER, type Viewer } from './context';
import { SESSION_COOKIE } from './session-cookie';
import { getAuth } from './auth';
import { getDb } from './db/client';
// Viewer resolution needs the access rows: the one place server code reads a module's service (decision 0004).
import { holdsPremium, loadViewerAccess } from '@/modules/access/access';
import { isAdmin } from '@/modules/access/permissions';

/** The viewer for these request headers. */
export async function resolveViewer(headers: Headers): Promise<Viewer> {
  // Most requests are anonymous: skip the session lookup when no credential is present.
  if (!SESSION_COOKIE.test(headers.get('cookie') ?? '') && !headers.get('authorization'))
    return ANONYMOUS_VIEWER;
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return ANONYMOUS_VIEWER;
  const { access, packages } = await loadViewerAccess(await getDb(), session.user.id);
  return {
    userId: session.user.id,
    name: `${session.user.name} ${(session.user as { surname?: string }).surname ?? ''}`.trim(),
    isAuthenticated: true,
    access,
    packages,
    isPremium: holdsPremium(packages),
    isAdmin: isAdmin(access),
    deletionRequestedAt: toIso(
      (session.user as { deletionRequestedAt?: Date | string | null }).deletionRequestedAt,
    ),
  };
}

const toIso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Resolves the viewer of a request from its session cookie (better-auth), bearer token or,
 * on API calls, a personal API key (decision 0010). A signed-in viewer carries their entity
 * access rows and active packages: premium = an active business or personal package,
 * admin = FULL_ACCESS on `admin` (spec §6). A key's viewer is its user's, with the same rights.
 */
import { LRUCache } from 'lru-cache';
import { ANONYMOUS_VIEWER, type Viewer } from './context';
import { SESSION_COOKIE, sessionCookieValue } from './session-cookie';
import { dataGeneration, onDataChange } from './data-changes';
import { getAuth } from './auth';
import { getDb } from './db/client';
import { apiKeyFromHeaders } from './api-key-header';
// Viewer resolution needs the access rows and the key check: the places server code reads a module's service (decisions 0004, 0010).
import { holdsPremium, loadViewerAccess } from '@/modules/access/access';
import { isAdmin } from '@/modules/access/permissions';
import { authenticateApiKey } from '@/modules/identity/api-keys';

export interface ResolveOptions {
  /**
   * Accept a personal API key (`x-api-key`, or `Authorization: Bearer atlas_…`) — REST calls
   * only; pages ignore keys. A key, when present, decides alone: an invalid one is refused even
   * beside a valid session cookie.
   */
  apiKeys?: boolean;
}

/**
 * Signed-in viewers by session cookie (issue 14: the session lookup and the viewer's access rows
 * cost two or three queries on every signed-in request). An entry lives at most VIEWER_CACHE_TTL_MS
 * and never past its session's expiry; it is dropped in every process when any session or user
 * row changes (sign-out, expiry refresh, lock, deletion) or any access row or package changes
 * (migration 0023's triggers, src/server/data-changes.ts). At most 10,000 entries per process.
 */
const VIEWER_CACHE_TTL_MS = 30_000;
const globalForViewers = globalThis as unknown as {
  __atlasViewers?: LRUCache<string, { viewer: Viewer; expiresAt: number }>;
};
const viewers = (globalForViewers.__atlasViewers ??= new LRUCache({ max: 10_000, ttl: VIEWER_CACHE_TTL_MS }));
onDataChange('viewers', (_db, change) => {
  if (change === 'sessions' || change === 'access') viewers.clear();
});

/**
 * The viewer for these request headers.
 * @throws UnauthorizedError 'apiKey.invalid' / TooManyRequestsError (per-key limit) — only
 * with `options.apiKeys` and a key in the headers.
 */
export async function resolveViewer(headers: Headers, options: ResolveOptions = {}): Promise<Viewer> {
  const key = options.apiKeys ? apiKeyFromHeaders(headers) : undefined;
  if (key !== undefined) {
    const owner = await authenticateApiKey(await getDb(), key);
    return signedInViewer({ id: owner.userId, name: owner.name, surname: owner.surname }, owner.keyId);
  }
  // Most requests are anonymous: skip the session lookup when no credential is present.
  if (!SESSION_COOKIE.test(headers.get('cookie') ?? '') && !headers.get('authorization'))
    return ANONYMOUS_VIEWER;
  const token = sessionCookieValue(headers.get('cookie') ?? '');
  const hit = token !== undefined ? viewers.get(token) : undefined;
  if (hit && hit.expiresAt > Date.now()) return hit.viewer;
  const generation = dataGeneration();
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return ANONYMOUS_VIEWER;
  const user = session.user as typeof session.user & {
    surname?: string;
    deletionRequestedAt?: Date | string | null;
  };
  const viewer = await signedInViewer(user);
  // Kept unless a session, user or access row changed meanwhile (it may be the old state).
  if (token !== undefined && generation === dataGeneration()) {
    viewers.set(token, { viewer, expiresAt: new Date(session.session.expiresAt).getTime() });
  }
  return viewer;
}

async function signedInViewer(
  user: { id: string; name: string; surname?: string; deletionRequestedAt?: Date | string | null },
  apiKeyId?: number,
): Promise<Viewer> {
  const { access, packages } = await loadViewerAccess(await getDb(), user.id);
  return {
    userId: user.id,
    name: `${user.name} ${user.surname ?? ''}`.trim(),
    isAuthenticated: true,
    access,
    packages,
    isPremium: holdsPremium(packages),
    isAdmin: isAdmin(access),
    deletionRequestedAt: toIso(user.deletionRequestedAt),
    ...(apiKeyId !== undefined ? { apiKeyId } : {}),
  };
}

const toIso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

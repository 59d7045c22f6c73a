/**
 * The credential behind a long-lived request — a session or a personal API key — and whether it
 * is still valid in the database (spec P§4 "Authentication", decision 0010; decision 0019 for
 * the live event stream, which must end with its session). The answer comes from the shared
 * database, never from a process's memory, so every server process agrees on it.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Viewer } from '@/server/context';
import { getAuth } from '@/server/auth';
import { apiKeys, sessions, users } from './schema';

/** A session (by its row id) or a personal API key (by its id). */
export type Credential = { kind: 'session'; id: string } | { kind: 'apiKey'; id: number };

/**
 * The credential a request of `viewer` was made with: the viewer's API key, else the session of
 * the request's cookie or bearer token (looked up once, when the long-lived request starts).
 * Output: null when the request carries no valid credential of that viewer.
 * @throws the database error of the session lookup.
 */
export async function credentialOf(headers: Headers, viewer: Viewer): Promise<Credential | null> {
  if (!viewer.userId) return null;
  if (viewer.apiKeyId !== undefined) return { kind: 'apiKey', id: viewer.apiKeyId };
  const session = await (await getAuth()).api.getSession({ headers });
  return session && session.user.id === viewer.userId ? { kind: 'session', id: session.session.id } : null;
}

/**
 * Whether `credential` is still valid at `now`: the session row exists, has not expired and its
 * user is not locked; or the key is not revoked or expired and its user is neither locked nor
 * awaiting deletion (the rules of `authenticateApiKey`). One primary-key lookup joined to the user.
 * @throws the database error.
 */
export async function isCredentialValid(db: Db, credential: Credential, now = new Date()): Promise<boolean> {
  const rows =
    credential.kind === 'session'
      ? await db
          .select({ id: sessions.id })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, credential.id), gt(sessions.expiresAt, now), eq(users.locked, false)))
          .limit(1)
      : await db
          .select({ id: apiKeys.id })
          .from(apiKeys)
          .innerJoin(users, eq(users.id, apiKeys.userId))
          .where(
            and(
              eq(apiKeys.id, credential.id),
              isNull(apiKeys.revokedAt),
              or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
              eq(users.locked, false),
              isNull(users.deletionRequestedAt),
            ),
          )
          .limit(1);
  return rows.length > 0;
}

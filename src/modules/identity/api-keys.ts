/**
 * Personal API keys (issue 12 §5, decision 0010): a signed-in user creates named keys for
 * scripts and third-party clients, sees when each was last used, and revokes them. A key
 * acts as its user with exactly the user's rights (the viewer is resolved from it in
 * src/server/viewer.ts); it cannot manage keys itself, so a leaked key cannot mint others.
 *
 * Keys are `atlas_` + 32 random bytes (base64url); only their SHA-256 is stored. Each key
 * may make API_KEY_RATE_LIMIT requests a minute (shared counters: database or Redis).
 * Credentials follow the password: a password change or reset and signing out everywhere revoke
 * every key of the user ({@link revokeAllApiKeys}), so a key minted by a stolen session dies
 * with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { DATA_CHANGED_CHANNEL } from '@/server/data-changes';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { API_KEY_PREFIX } from '@/server/api-key-header';
import { sharedLimit } from '@/server/rate-limit';
import { apiKeys, users } from './schema';
import {
  apiKeyCreateInput,
  type ApiKeyCreateInput,
  type ApiKeySummary,
  type CreatedApiKey,
} from './validation';

/** Keys a user may hold at once (not revoked, not expired). */
export const MAX_ACTIVE_API_KEYS = 25;
/** Characters of a key kept in clear to recognise it: the prefix and 6 more. */
const START_LENGTH = API_KEY_PREFIX.length + 6;
/** `atlas_` + 43 base64url characters (32 bytes). */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Last use is written at most once a minute per key, not on every request. */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** Hex SHA-256 of a key: what the table stores and looks up. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The per-key request limit (API_KEY_RATE_LIMIT a minute), shared by every process. */
const keyLimit = (db: Db) =>
  sharedLimit(db, { name: 'api-key', points: env().API_KEY_RATE_LIMIT, durationSeconds: 60 });

/**
 * The signed-in user managing their keys. @throws UnauthorizedError for visitors;
 * ForbiddenError 'apiKey.session_required' when the request itself was made with an API key.
 */
function requireKeyOwner(ctx: Ctx): string {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) throw new UnauthorizedError();
  if (ctx.viewer.apiKeyId) throw new ForbiddenError('apiKey.session_required');
  return ctx.viewer.userId;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const summaryColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.start,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
};

const toSummary = (row: {
  id: number;
  name: string;
  start: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  start: row.start,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  expiresAt: iso(row.expiresAt),
});

/**
 * The viewer's keys that are not revoked (expired ones included, so the owner sees why a key
 * stopped working), newest first. Never the secret.
 * @throws UnauthorizedError (visitor); ForbiddenError 'apiKey.session_required' (called with a key).
 */
export async function listApiKeys(ctx: Ctx): Promise<ApiKeySummary[]> {
  const userId = requireKeyOwner(ctx);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toSummary);
}

/**
 * Creates a key named `input.name` (1–60 characters, trimmed) that expires after
 * `input.expiresInDays` days (1–365) or never. The secret is in the answer and nowhere else.
 * @throws UnauthorizedError; ForbiddenError 'apiKey.session_required'; ValidationError with
 * `fields` ('apiKey.name_length', 'apiKey.expiry_range'); 409 'apiKey.too_many' past
 * {@link MAX_ACTIVE_API_KEYS} active keys.
 */
export async function createApiKey(ctx: Ctx, input: ApiKeyCreateInput): Promise<CreatedApiKey> {
  const userId = requireKeyOwner(ctx);
  const parsed = apiKeyCreateInput.safeParse(input);
  if (!parsed.success)
    throw new ValidationError(
      'generic.invalid_input',
      Object.fromEntries(
        parsed.error.issues.map((i) => [
          String(i.path[0] ?? 'body'),
          i.message.includes('.') ? i.message : 'generic.invalid_field',
        ]),
      ),
    );
  const { name, expiresInDays } = parsed.data;
  const now = new Date();
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return ctx.db.transaction(async (tx) => {
    // One row lock per user serialises concurrent creations, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), notExpired(now)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw new DomainError(409, 'apiKey.too_many', { max: MAX_ACTIVE_API_KEYS });
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name,
        start: key.slice(0, START_LENGTH),
        keyHash: hashApiKey(key),
        createdAt: now,
        expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
      })
      .returning(summaryColumns);
    return { ...toSummary(row!), key };
  });
}

const notExpired = (now: Date) => or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now));

/**
 * Revokes the viewer's key `id` at once: later requests with it answer 401.
 * @throws UnauthorizedError; ForbiddenError 'apiKey.session_required'; NotFoundError when the
 * key is not the viewer's or is already revoked (another user's key is not revealed).
 */
export async function revokeApiKey(ctx: Ctx, id: number): Promise<void> {
  const userId = requireKeyOwner(ctx);
  const revoked = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw new NotFoundError();
  await announceRevocation(ctx.db);
}

/** A key revoked with all of its user's keys: what the user is told afterwards. */
export interface RevokedApiKey {
  id: number;
  name: string;
  /** The key's shown start (`atlas_` and 6 characters). */
  start: string;
}

/**
 * Revokes every key of `userId` not revoked yet (expired ones too): called when the password
 * changes or is reset and when the user is signed out everywhere (decision 0010), because then
 * whatever the user's sessions created may be in a stranger's hands.
 * Input: the database or the caller's transaction (the revocation commits with it).
 * Output: the keys revoked now, oldest first; [] when there were none.
 * @throws the database error.
 */
export async function revokeAllApiKeys(db: Db, userId: string): Promise<RevokedApiKey[]> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, start: apiKeys.start, createdAt: apiKeys.createdAt });
  if (!revoked.length) return [];
  await announceRevocation(db);
  return revoked
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map(({ id, name, start }) => ({ id, name, start }));
}

/**
 * Names of the viewer's keys that are not revoked, oldest first: what a password change is
 * about to revoke (the form says so before). [] for visitors and for requests made with a key.
 */
export async function apiKeyNamesBeforePasswordChange(ctx: Ctx): Promise<string[]> {
  if (!ctx.viewer.userId || ctx.viewer.apiKeyId) return [];
  const rows = await ctx.db
    .select({ name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, ctx.viewer.userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map((r) => r.name);
}

/**
 * Tells every process that credentials ended (the `sessions` data change): open event streams
 * recheck theirs at once instead of at their next periodic check. Leaves on commit.
 */
const announceRevocation = (db: Db) => db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, 'sessions')`);

/** The user a valid key acts for. */
export interface ApiKeyUser {
  keyId: number;
  userId: string;
  name: string;
  surname: string;
}

/**
 * Authenticates a request's API key and counts the request against the key's limit; records
 * the last use (at most once a minute).
 * @throws UnauthorizedError 'apiKey.invalid' for an unknown, revoked or expired key, or one of
 * a locked account or an account awaiting deletion; TooManyRequestsError (Retry-After seconds)
 * past API_KEY_RATE_LIMIT requests in the key's current minute.
 */
export async function authenticateApiKey(db: Db, key: string): Promise<ApiKeyUser> {
  if (!KEY_PATTERN.test(key)) throw new UnauthorizedError('apiKey.invalid');
  const now = new Date();
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      locked: users.locked,
      deletionRequestedAt: users.deletionRequestedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (
    !row ||
    row.revokedAt ||
    (row.expiresAt && row.expiresAt <= now) ||
    row.locked ||
    row.deletionRequestedAt
  )
    throw new UnauthorizedError('apiKey.invalid');
  const limit = await keyLimit(db).consume(String(row.keyId));
  if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.keyId));
  return { keyId: row.keyId, userId: row.userId, name: row.name, surname: row.surname };
}

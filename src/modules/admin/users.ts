/**
 * The admin area's users (issue 17 §1 "users: search, see details, lock/unlock ('Your account is
 * locked, contact support'), verify, delete (14-day process), sign out everywhere"; D §6 "Admin:
 * … user list; can delete … users"). Admins (role `admin`) only.
 *
 * Every action is audited in its own transaction (`admin.user.lock`, `admin.user.unlock`,
 * `admin.user.verify`, `admin.user.sign_out`, `admin.user.delete`; entity `user:<id>`).
 * Nobody locks, deletes or signs out their own account here, and only a super admin acts so on a
 * super admin's account. Locking ends every session of the user at once; a locked account gets
 * no new session by any sign-in method (src/server/auth.ts) and its API keys stop working;
 * signing out everywhere revokes the API keys for good.
 * Deleting starts the 14-day deletion process of the identity module (the user may recover it
 * by signing in, unless locked).
 */
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { dataChanged } from '@/server/data-changes';
import { containsPattern } from '@/lib/like';
import { foldText } from '@/lib/text';
import { sessions, users } from '@/modules/identity/schema';
import { adminRequestDeletion, deletionDate } from '@/modules/identity/deletion';
import { revokeAllApiKeys } from '@/modules/identity/api-keys';
import { auditLog, entityAccess, premiumEntitlements } from '@/modules/access/schema';
import { managedEntitiesOf, type ManagedEntity } from '@/modules/access/managed';
import { ADMIN_ENTITY_PATTERN, isSuperAdmin, type EntityKind } from '@/modules/access/permissions';
import { pageOf, requireAdminRole, writeAudit, type Paged } from './access';
import { parseInput, userListQuery, type UserListQuery } from './validation';

export { ADMIN_ENTITY_PATTERN } from '@/modules/access/permissions';

/** One user of the admin list. Dates UTC ISO-8601. */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  locked: boolean;
  lockedAt: string | null;
  deletionRequestedAt: string | null;
  createdAt: string;
  /** When the newest of the user's sessions began (sessions end on sign-out), or null. */
  lastSignInAt: string | null;
  /** Admin roles held with FULL_ACCESS (`admin`, `yc-admin`, `rapor-admin`). */
  adminRoles: string[];
}

// Sub-selects name their tables in full: in a one-table select drizzle renders columns unqualified.
const lastSignIn = sql<Date | null>`(select max("s"."created_at") from "sessions" "s" where "s"."user_id" = "users"."id")`;
const adminRoles = sql<
  string[]
>`(select coalesce(array_agg("ea"."entity_id" order by "ea"."entity_id"), '{}') from "entity_access" "ea" where "ea"."user_id" = "users"."id" and "ea"."entity_id" ~ ${ADMIN_ENTITY_PATTERN} and 'FULL_ACCESS' = any("ea"."scopes"))`;
const holdsAdminRole = sql`exists (select 1 from "entity_access" "ea" where "ea"."user_id" = "users"."id" and "ea"."entity_id" ~ ${ADMIN_ENTITY_PATTERN} and 'FULL_ACCESS' = any("ea"."scopes"))`;

const TURKISH_FROM = 'çÇğĞıİöÖşŞüÜ';
const TURKISH_TO = 'cCgGiIoOsSuU';

const ORDER = {
  newest: [desc(users.createdAt), asc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(users.name), asc(users.surname), asc(users.id)],
  email: [asc(users.email)],
  lastSignIn: [sql`${lastSignIn} desc nulls last`, asc(users.id)],
} as const;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Users for the admin list: `q` matches part of the full name or e-mail (case-insensitive,
 * Turkish letters folded: `yildiz` finds Yıldız); `filter` all, locked, unverified, pendingDeletion or admins (any admin
 * role); `sort` newest (default), oldest, name, email, lastSignIn; `pageIndex` from 1,
 * `pageSize` default 20, at most 100.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'; ValidationError for bad input.
 */
export async function listUsersForAdmin(ctx: Ctx, query: UserListQuery = {}): Promise<Paged<AdminUserRow>> {
  requireAdminRole(ctx, 'admin');
  const q = parseInput(userListQuery, query);
  const { pageIndex, pageSize, offset } = pageOf(q);
  const conditions: Array<SQL | undefined> = [];
  if (q.q) {
    // Turkish letters folded on both sides (ı/I/İ → i, ş → s…): 'YILDIZ' and 'yildiz' find Yıldız.
    conditions.push(
      sql`lower(translate("users"."name" || ' ' || "users"."surname" || ' ' || "users"."email", ${TURKISH_FROM}, ${TURKISH_TO})) like ${containsPattern(foldText(q.q))}`,
    );
  }
  if (q.filter === 'locked') conditions.push(eq(users.locked, true));
  if (q.filter === 'unverified') conditions.push(eq(users.emailVerified, false));
  if (q.filter === 'pendingDeletion') conditions.push(isNotNull(users.deletionRequestedAt));
  if (q.filter === 'admins') conditions.push(holdsAdminRole);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        emailVerified: users.emailVerified,
        locked: users.locked,
        lockedAt: users.lockedAt,
        deletionRequestedAt: users.deletionRequestedAt,
        createdAt: users.createdAt,
        lastSignInAt: lastSignIn,
        adminRoles,
      })
      .from(users)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: `${r.name} ${r.surname}`.trim(),
      email: r.email,
      emailVerified: r.emailVerified,
      locked: r.locked,
      lockedAt: iso(r.lockedAt),
      deletionRequestedAt: iso(r.deletionRequestedAt),
      createdAt: r.createdAt.toISOString(),
      lastSignInAt: iso(r.lastSignInAt),
      adminRoles: r.adminRoles ?? [],
    })),
    pageIndex,
    pageSize,
    totalCount: total?.n ?? 0,
  };
}

/** Everything the admin user page shows about one user. Dates UTC ISO-8601. */
export interface AdminUserDetails {
  id: string;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  locale: string;
  emailVerified: boolean;
  locked: boolean;
  lockedAt: string | null;
  createdAt: string;
  termsAcceptedAt: string | null;
  deletionRequestedAt: string | null;
  /** When the account will be purged unless recovered (null without a pending deletion). */
  deletionScheduledFor: string | null;
  lastSignInAt: string | null;
  isSuperAdmin: boolean;
  sessions: Array<{
    createdAt: string;
    updatedAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }>;
  access: Array<{ entityId: string; scopes: string[] }>;
  packages: Array<{
    packageKey: string;
    startsAt: string;
    endsAt: string;
    active: boolean;
    fromColleague: boolean;
  }>;
  entities: Record<EntityKind, ManagedEntity[]>;
  /** The newest audit rows about the user (entity `user:<id>`, or naming them as `userId`), at most 50. */
  audit: Array<{
    id: number;
    action: string;
    actorEmail: string | null;
    createdAt: string;
    details: unknown;
  }>;
}

/**
 * The details of user `userId` for admins: profile basics, sign-up and last sign-in, open
 * sessions (newest first, at most 20), verification, lock state, access entries, packages, the
 * startups/organizations/providers/programs they hold access on, and audit rows about them.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'admin.user_not_found'.
 */
export async function getUserForAdmin(ctx: Ctx, userId: string, now = new Date()): Promise<AdminUserDetails> {
  requireAdminRole(ctx, 'admin');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('admin.user_not_found');
  const actor = sql<
    string | null
  >`(select "u"."email" from "users" "u" where "u"."id" = "audit_log"."actor_user_id")`;
  const [sessionRows, access, packages, audit] = await Promise.all([
    ctx.db
      .select({
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(20),
    ctx.db
      .select({ entityId: entityAccess.entityId, scopes: entityAccess.scopes })
      .from(entityAccess)
      .where(eq(entityAccess.userId, userId))
      .orderBy(asc(entityAccess.entityId)),
    ctx.db
      .select({
        packageKey: premiumEntitlements.packageKey,
        startsAt: premiumEntitlements.startsAt,
        endsAt: premiumEntitlements.endsAt,
        ownerUserId: premiumEntitlements.ownerUserId,
      })
      .from(premiumEntitlements)
      .where(eq(premiumEntitlements.userId, userId))
      .orderBy(desc(premiumEntitlements.endsAt)),
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorEmail: actor,
        createdAt: auditLog.createdAt,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(or(eq(auditLog.entityId, `user:${userId}`), sql`"audit_log"."details"->>'userId' = ${userId}`))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(50),
  ]);
  const entities = await managedEntitiesOf(ctx, access);
  const [newest] = sessionRows;
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    image: user.image,
    locale: user.locale,
    emailVerified: user.emailVerified,
    locked: user.locked,
    lockedAt: iso(user.lockedAt),
    createdAt: user.createdAt.toISOString(),
    termsAcceptedAt: iso(user.termsAcceptedAt),
    deletionRequestedAt: iso(user.deletionRequestedAt),
    deletionScheduledFor: user.deletionRequestedAt
      ? deletionDate(user.deletionRequestedAt).toISOString()
      : null,
    lastSignInAt: iso(newest?.createdAt),
    isSuperAdmin: isSuperAdmin(access),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    access,
    packages: packages.map((p) => ({
      packageKey: p.packageKey,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      active: p.startsAt <= now && p.endsAt > now,
      fromColleague: p.ownerUserId !== null,
    })),
    entities,
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

/** What an action did to a user: their state afterwards. */
export interface UserActionResult {
  id: string;
  locked: boolean;
  emailVerified: boolean;
  deletionRequestedAt: string | null;
  /** Sessions the action ended. */
  sessionsEnded: number;
  /** Personal API keys the action revoked (signing out everywhere revokes them all). */
  apiKeysRevoked: number;
}

type Target = { id: string; email: string; locked: boolean; emailVerified: boolean; isSuper: boolean };

/**
 * The acting admin and the target user, after the target rules: never oneself (`self` false
 * only for actions harmless to oneself), a super admin's account only by a super admin.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid', 'admin.self', 'admin.super_only';
 *   NotFoundError 'admin.user_not_found'.
 */
async function actOn(
  ctx: Ctx,
  userId: string,
  rules: { self: boolean },
): Promise<{ actor: string; target: Target }> {
  const actor = requireAdminRole(ctx, 'admin');
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, locked: users.locked, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError('admin.user_not_found');
  if (rules.self && user.id === actor) throw new ForbiddenError('admin.self');
  const [superRow] = await ctx.db
    .select({ userId: entityAccess.userId })
    .from(entityAccess)
    .where(
      and(
        eq(entityAccess.userId, userId),
        eq(entityAccess.entityId, 'admin'),
        sql`'FULL_ACCESS' = ANY(${entityAccess.scopes})`,
      ),
    );
  const isSuper = superRow !== undefined;
  if (isSuper && !isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('admin.super_only');
  return { actor, target: { ...user, isSuper } };
}

async function stateOf(
  ctx: Ctx,
  userId: string,
  sessionsEnded: number,
  apiKeysRevoked = 0,
): Promise<UserActionResult> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      locked: users.locked,
      emailVerified: users.emailVerified,
      deletionRequestedAt: users.deletionRequestedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('admin.user_not_found');
  return { ...row, deletionRequestedAt: iso(row.deletionRequestedAt), sessionsEnded, apiKeysRevoked };
}

/**
 * Locks a user's account: `locked` on with the time, every session ended (signed out everywhere
 * at once), audited `admin.user.lock`. Locking a locked account changes nothing and is not audited.
 * @throws as `actOn` ('admin.self', 'admin.super_only', 'admin.user_not_found').
 */
export async function lockUser(ctx: Ctx, userId: string): Promise<UserActionResult> {
  const { actor, target } = await actOn(ctx, userId, { self: true });
  if (target.locked) return stateOf(ctx, userId, 0);
  const ended = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ locked: true, lockedAt: now, updatedAt: now }).where(eq(users.id, userId));
    const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await writeAudit(tx, actor, 'admin.user.lock', `user:${userId}`, {
      email: target.email,
      sessionsEnded: gone.length,
    });
    return gone.length;
  });
  // This process's signed-in viewers forget the user at once (other processes hear the triggers).
  dataChanged(ctx.db, 'sessions');
  return stateOf(ctx, userId, ended);
}

/**
 * Unlocks a user's account (they may sign in again), audited `admin.user.unlock`; nothing
 * happens to an account that is not locked.
 * @throws as `actOn` (a super admin's account only by a super admin).
 */
export async function unlockUser(ctx: Ctx, userId: string): Promise<UserActionResult> {
  const { actor, target } = await actOn(ctx, userId, { self: false });
  if (!target.locked) return stateOf(ctx, userId, 0);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ locked: false, lockedAt: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await writeAudit(tx, actor, 'admin.user.unlock', `user:${userId}`, { email: target.email });
  });
  return stateOf(ctx, userId, 0);
}

/**
 * Marks a user's e-mail address verified (they may sign in without the mailed code), audited
 * `admin.user.verify`; nothing happens to a verified address.
 * @throws as `actOn`.
 */
export async function verifyUserEmail(ctx: Ctx, userId: string): Promise<UserActionResult> {
  const { actor, target } = await actOn(ctx, userId, { self: false });
  if (target.emailVerified) return stateOf(ctx, userId, 0);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeAudit(tx, actor, 'admin.user.verify', `user:${userId}`, { email: target.email });
  });
  return stateOf(ctx, userId, 0);
}

/**
 * Signs a user out everywhere: every session of theirs ends and every personal API key is
 * revoked (a key minted by a stolen session must not outlive it; decision 0010), audited
 * `admin.user.sign_out` with the sessions ended and the keys revoked (names), in one transaction.
 * @throws as `actOn` ('admin.self': one's own sessions end from the account settings).
 */
export async function signOutUserEverywhere(ctx: Ctx, userId: string): Promise<UserActionResult> {
  const { actor, target } = await actOn(ctx, userId, { self: true });
  const { ended, keys } = await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    const revoked = await revokeAllApiKeys(tx, userId);
    await writeAudit(tx, actor, 'admin.user.sign_out', `user:${userId}`, {
      email: target.email,
      sessionsEnded: gone.length,
      apiKeysRevoked: revoked.map((k) => k.name),
    });
    return { ended: gone.length, keys: revoked.length };
  });
  dataChanged(ctx.db, 'sessions');
  return stateOf(ctx, userId, ended, keys);
}

/**
 * Starts the 14-day deletion of a user's account (the identity module's process: sessions end,
 * the account is purged 14 days later unless the user signs in and recovers it), audited
 * `admin.user.delete` with the purge date.
 * @throws as `actOn`.
 */
export async function deleteUserAsAdmin(
  ctx: Ctx,
  userId: string,
  now = new Date(),
): Promise<UserActionResult> {
  const { target } = await actOn(ctx, userId, { self: true });
  const [open] = await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  await adminRequestDeletion(ctx, userId, now, {
    action: 'admin.user.delete',
    details: { email: target.email, sessionsEnded: open?.n ?? 0 },
  });
  dataChanged(ctx.db, 'sessions');
  return stateOf(ctx, userId, open?.n ?? 0);
}

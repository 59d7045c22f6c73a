/**
 * Account deletion (issue 3; spec public-and-account §4 "Account deletion", §9: 14 days;
 * dashboard-and-operations §5). A user asks for deletion in settings: their sessions end at
 * once and the account is purged 14 days later unless they sign in and recover it on the
 * recovery screen. The schedule lives in `users.deletion_requested_at`, so the purge job
 * (`purgeDueAccounts`, run at server start, hourly, and by `npm run purge-accounts`)
 * survives restarts.
 *
 * Purging removes the user row and with it (cascades) sessions, linked social accounts,
 * entity access rows and package entitlements; pending verification codes and tokens for the
 * address go too. Startups the user held FULL_ACCESS on stay with the remaining FULL_ACCESS
 * holders; a startup left without one is hidden (not deleted: its public data may be cited).
 * The audit row keeps only the opaque user id.
 */
import { getStorage, userPrivateFolder } from '@/server/storage';
import { and, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { auditLog, entityAccess, premiumEntitlements } from '@/modules/access/schema';
import { isSuperAdmin, parseEntityKey } from '@/modules/access/permissions';
import { hideStartups } from '@/modules/startups/visibility';
import { startups } from '@/modules/startups/schema';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { contactMessages } from '@/modules/site/schema';
import { spamEvents } from '@/modules/moderation/schema';
import { emailLog, errorLogs } from '@/modules/operations/schema';
import { accounts, sessions, users, verifications } from './schema';

export const DELETION_GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletionStatus {
  /** When deletion was requested (UTC ISO-8601). */
  requestedAt: string;
  /** When the account will be purged unless recovered (UTC ISO-8601). */
  scheduledFor: string;
}

/** The purge date for a request made at `requestedAt`. */
export function deletionDate(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
}

/**
 * The signed-in user's id. Account deletion and recovery need a session: an API key (a script)
 * may not ask for them, nor try passwords through them.
 * @throws UnauthorizedError for visitors; ForbiddenError `apiKey.session_required` for API keys.
 */
function requireUser(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (ctx.viewer.apiKeyId) throw new ForbiddenError('apiKey.session_required');
  return ctx.viewer.userId;
}

/** The viewer's pending deletion, or null. @throws UnauthorizedError for visitors. */
export async function getDeletionStatus(ctx: Ctx): Promise<DeletionStatus | null> {
  const userId = requireUser(ctx);
  const [row] = await ctx.db
    .select({ requestedAt: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.requestedAt) return null;
  return {
    requestedAt: row.requestedAt.toISOString(),
    scheduledFor: deletionDate(row.requestedAt).toISOString(),
  };
}

/** Startups whose only FULL_ACCESS holder is `userId` (they will be hidden by the purge). */
export async function soleOwnedStartupIds(db: Db, userId: string): Promise<number[]> {
  const owned = await db
    .select({ entityId: entityAccess.entityId })
    .from(entityAccess)
    .where(and(eq(entityAccess.userId, userId), sql`'FULL_ACCESS' = ANY(${entityAccess.scopes})`));
  const startupKeys = owned.map((o) => o.entityId).filter((id) => parseEntityKey(id)?.kind === 'startup');
  if (!startupKeys.length) return [];
  const coOwned = await db
    .selectDistinct({ entityId: entityAccess.entityId })
    .from(entityAccess)
    .where(
      and(
        inArray(entityAccess.entityId, startupKeys),
        ne(entityAccess.userId, userId),
        sql`'FULL_ACCESS' = ANY(${entityAccess.scopes})`,
      ),
    );
  const kept = new Set(coOwned.map((c) => c.entityId));
  return startupKeys.filter((k) => !kept.has(k)).map((k) => parseEntityKey(k)!.id);
}

/**
 * What deletion will do for the viewer (settings page): whether the account has a password
 * to confirm with, and the names of the startups that will be hidden (no other owner).
 * @throws UnauthorizedError for visitors.
 */
export async function deletionPreview(ctx: Ctx): Promise<{ hasPassword: boolean; startupsToHide: string[] }> {
  const userId = requireUser(ctx);
  const [credential] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    );
  const ids = await soleOwnedStartupIds(ctx.db, userId);
  const rows = ids.length
    ? await ctx.db.select({ name: startups.name }).from(startups).where(inArray(startups.id, ids))
    : [];
  return { hasPassword: !!credential, startupsToHide: rows.map((r) => r.name).sort() };
}

/**
 * Schedules the viewer's account for deletion and ends every session of theirs.
 * Input: the current password (accounts with one) or, for social-only accounts, the e-mail
 * address typed as confirmation.
 * @throws UnauthorizedError for visitors; ValidationError `auth.invalid_credentials` when the
 *   password or confirmation is wrong.
 */
export async function requestAccountDeletion(
  ctx: Ctx,
  input: { password?: string; confirmation?: string },
  now = new Date(),
): Promise<DeletionStatus> {
  const userId = requireUser(ctx);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new UnauthorizedError();
  const [credential] = await ctx.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    );
  const confirmed = credential?.password
    ? !!input.password && (await verifyPassword({ hash: credential.password, password: input.password }))
    : input.confirmation?.trim().toLowerCase() === user.email;
  if (!confirmed) throw new ValidationError('auth.invalid_credentials');
  return scheduleDeletion(ctx.db, userId, userId, now);
}

/**
 * Marks `userId` for deletion at `now`, ends their sessions and audits `actorUserId` (`audit`:
 * the action, default `account.deletion_requested`, and its details), in one transaction.
 */
async function scheduleDeletion(
  db: Db,
  userId: string,
  actorUserId: string,
  now: Date,
  audit: { action?: string; details?: Record<string, unknown> } = {},
): Promise<DeletionStatus> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletionRequestedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(auditLog).values({
      actorUserId,
      action: audit.action ?? 'account.deletion_requested',
      entityId: `user:${userId}`,
      details: { ...audit.details, scheduledFor: deletionDate(now).toISOString() },
    });
  });
  return { requestedAt: now.toISOString(), scheduledFor: deletionDate(now).toISOString() };
}

/**
 * An admin schedules another user's account for deletion (spec §7 Users v1 `Delete/{id}`; the
 * admin area's users screen, issue 17 §1): the same 14-day process as a user's own request (the
 * user may still recover it by signing in). Only a super admin may schedule a super admin's
 * (FULL_ACCESS on `admin`) account. `audit` names the audit row's action and details (default
 * `account.deletion_requested`).
 * @throws ForbiddenError `access.invalid` for non-admins, `admin.super_only` for a super admin's
 *   account asked by another admin; NotFoundError `auth.delete_user_not_found` ('The user to be
 *   deleted was not found') for an unknown id.
 */
export async function adminRequestDeletion(
  ctx: Ctx,
  userId: string,
  now = new Date(),
  audit: { action?: string; details?: Record<string, unknown> } = {},
): Promise<DeletionStatus> {
  const adminId = requireUser(ctx);
  if (!ctx.viewer.isAdmin) throw new ForbiddenError('access.invalid');
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('auth.delete_user_not_found');
  if (!isSuperAdmin(ctx.viewer.access)) {
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
    if (superRow) throw new ForbiddenError('admin.super_only');
  }
  return scheduleDeletion(ctx.db, userId, adminId, now, audit);
}

/** Cancels the viewer's pending deletion (the recovery screen). Idempotent. @throws UnauthorizedError. */
export async function cancelAccountDeletion(ctx: Ctx): Promise<void> {
  const userId = requireUser(ctx);
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ deletionRequestedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt)))
      .returning({ id: users.id });
    if (changed.length)
      await tx
        .insert(auditLog)
        .values({ actorUserId: userId, action: 'account.deletion_cancelled', entityId: `user:${userId}` });
  });
}

/**
 * Purges every account whose deletion was requested 14 days or more before `now`, one
 * transaction per account (rows locked, so concurrent runs never purge twice).
 * Output: the purged user ids and the startups hidden because no owner remained.
 */
export async function purgeDueAccounts(
  db: Db,
  now = new Date(),
): Promise<{ purged: string[]; hiddenStartups: number[] }> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, cutoff)));
  const purged: string[] = [];
  const hiddenStartups: number[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ email: users.email, requestedAt: users.deletionRequestedAt })
        .from(users)
        .where(eq(users.id, id))
        .for('update', { skipLocked: true });
      // Recovered (or purged by another process) since the first query.
      if (!user?.requestedAt || user.requestedAt > cutoff) return;
      const hidden = await hideStartups(tx, await soleOwnedStartupIds(tx, id));
      // Seats this user gave colleagues end now (their own entitlement rows cascade with the user).
      await tx
        .update(premiumEntitlements)
        .set({ endsAt: now })
        .where(and(eq(premiumEntitlements.ownerUserId, id), gt(premiumEntitlements.endsAt, now)));
      // Codes and tokens for the address (identifiers end with it) or the user (reset tokens hold the id).
      await tx
        .delete(verifications)
        .where(
          or(
            sql`right(${verifications.identifier}, ${user.email.length}) = ${user.email}`,
            eq(verifications.value, id),
          ),
        );
      // Mail jobs hold the address and the message (decision 0018): waiting, failed and archived ones go too.
      for (const table of [sql`pgboss.job`, sql`pgboss.archive`])
        await tx.execute(
          sql`delete from ${table} where name in ('mail', 'dead-letter') and data->>'to' = ${user.email}`,
        );
      // What the operations and moderation records hold about the person (issue 17 §1, §4): their
      // contact-form messages, spam events and the log of mails sent to them go; error logs keep
      // the failure without the viewer.
      await tx
        .delete(contactMessages)
        .where(or(eq(contactMessages.userId, id), eq(contactMessages.email, user.email)));
      await tx.delete(spamEvents).where(or(eq(spamEvents.userId, id), eq(spamEvents.email, user.email)));
      await tx.delete(emailLog).where(eq(emailLog.recipient, user.email));
      await tx.update(errorLogs).set({ viewerUserId: null }).where(eq(errorLogs.viewerUserId, id));
      await tx.delete(users).where(eq(users.id, id));
      await tx.insert(auditLog).values({
        actorUserId: null,
        action: 'account.purged',
        entityId: `user:${id}`,
        details: { hiddenStartups: hidden },
      });
      purged.push(id);
      hiddenStartups.push(...hidden);
    });
  }
  // Private files (CVs and the copies sent with job applications) go after the rows are gone.
  const storage = purged.length ? await getStorage() : null;
  for (const id of purged) await storage!.removeFolder(userPrivateFolder(id));
  if (hiddenStartups.length) notifyStartupsChanged(db);
  return { purged, hiddenStartups };
}

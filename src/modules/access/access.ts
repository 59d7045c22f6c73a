/**
 * Entity access and premium entitlements (issue 3; spec §3 "Entity access", §6 roles, §7
 * Identity: entity access GET list, GET by entity, PUT scopes; packages). Every write checks
 * the viewer first, never grants more than the granter holds, and writes an audit row in the
 * same transaction.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { auditLog, entityAccess, premiumEntitlements } from './schema';
import {
  ADMIN_ENTITY_PATTERN,
  effectiveScopes,
  isAdmin,
  isPremiumPackage,
  isSuperAdmin,
  PACKAGE_KEYS,
  SCOPES,
  type AccessEntry,
  type PackageKey,
} from './permissions';

/** SQL condition: the entitlement is active at `now` (started, not ended). */
export const activeAt = (now: Date) =>
  and(lte(premiumEntitlements.startsAt, now), gt(premiumEntitlements.endsAt, now));

/** The access list and active packages of a user (viewer resolution). */
export async function loadViewerAccess(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ access: AccessEntry[]; packages: string[] }> {
  const [access, packages] = await Promise.all([
    db
      .select({ entityId: entityAccess.entityId, scopes: entityAccess.scopes })
      .from(entityAccess)
      .where(eq(entityAccess.userId, userId)),
    db
      .select({ packageKey: premiumEntitlements.packageKey })
      .from(premiumEntitlements)
      .where(and(eq(premiumEntitlements.userId, userId), activeAt(now))),
  ]);
  return { access, packages: [...new Set(packages.map((p) => p.packageKey))] };
}

/** True when active `packages` include a business or personal package. */
export function holdsPremium(packages: readonly string[]): boolean {
  return packages.some(isPremiumPackage);
}

function requireUser(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  return ctx.viewer.userId;
}

/** The viewer's own access list. @throws UnauthorizedError (401) for visitors. */
export async function listMyAccess(ctx: Ctx): Promise<AccessEntry[]> {
  const userId = requireUser(ctx);
  return ctx.db
    .select({ entityId: entityAccess.entityId, scopes: entityAccess.scopes })
    .from(entityAccess)
    .where(eq(entityAccess.userId, userId));
}

/**
 * Every user's scopes on `entityId`; only for holders of an IAM read scope on it, or admins.
 * @throws UnauthorizedError (401), ForbiddenError (403 'Invalid access').
 */
export async function listEntityAccess(ctx: Ctx, entityId: string) {
  requireUser(ctx);
  const held = effectiveScopes(ctx.viewer.access, entityId);
  if (
    !isAdmin(ctx.viewer.access) &&
    !['STARTUP_IAM_READ', 'ORGANIZATION_IAM_READ', 'IAM_FULL_ACCESS'].some((s) => held.has(s))
  ) {
    throw new ForbiddenError('access.invalid');
  }
  return ctx.db
    .select({ userId: entityAccess.userId, entityId: entityAccess.entityId, scopes: entityAccess.scopes })
    .from(entityAccess)
    .where(eq(entityAccess.entityId, entityId));
}

/**
 * The admin roles (`admin`, `rapor-admin`, `<source>-admin`) change only through the admins
 * screen's calls (src/modules/admin/admins.ts: super admins only, never one's own or the last
 * super admin, audited as admin.role.*), never through the generic scope calls.
 * @throws ForbiddenError (403 'Invalid access').
 */
function refuseAdminRoleEntity(entityId: string) {
  if (new RegExp(ADMIN_ENTITY_PATTERN).test(entityId)) throw new ForbiddenError('access.invalid');
}

export interface PutAccessInput {
  userId: string;
  entityId: string;
  scopes: string[];
}

/**
 * Replaces a user's scopes on an entity (PUT scopes). Only a holder of FULL_ACCESS or
 * IAM_FULL_ACCESS on the entity may do it, and never grant a scope they do not hold.
 * @throws UnauthorizedError (401); ValidationError (400 'Invalid scope') for unknown scopes;
 *   ForbiddenError (403 'Invalid access') without the right or when granting more than held;
 *   NotFoundError (404 'Update access not found') when the user has no access row there.
 */
export async function putAccess(ctx: Ctx, input: PutAccessInput): Promise<AccessEntry> {
  const actor = requireUser(ctx);
  refuseAdminRoleEntity(input.entityId);
  const unknown = input.scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length || input.scopes.length === 0)
    throw new ValidationError('access.invalid_scope', { scopes: 'access.invalid_scope' });
  const held = effectiveScopes(ctx.viewer.access, input.entityId);
  if (!held.has('FULL_ACCESS') && !held.has('IAM_FULL_ACCESS')) throw new ForbiddenError('access.invalid');
  if (input.scopes.some((s) => !held.has(s))) throw new ForbiddenError('access.invalid');
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(entityAccess)
      .set({ scopes: [...new Set(input.scopes)], updatedAt: new Date() })
      .where(and(eq(entityAccess.userId, input.userId), eq(entityAccess.entityId, input.entityId)))
      .returning({ entityId: entityAccess.entityId, scopes: entityAccess.scopes });
    if (updated.length === 0) throw new NotFoundError('access.update_not_found');
    await tx
      .insert(auditLog)
      .values({ actorUserId: actor, action: 'access.update', entityId: input.entityId, details: input });
    return updated[0]!;
  });
}

/**
 * Removes a user's access to an entity; same rights as putAccess.
 * @throws NotFoundError (404 'Delete access not found').
 */
export async function deleteAccess(ctx: Ctx, input: { userId: string; entityId: string }): Promise<void> {
  const actor = requireUser(ctx);
  refuseAdminRoleEntity(input.entityId);
  const held = effectiveScopes(ctx.viewer.access, input.entityId);
  if (!held.has('FULL_ACCESS') && !held.has('IAM_FULL_ACCESS')) throw new ForbiddenError('access.invalid');
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(entityAccess)
      .where(and(eq(entityAccess.userId, input.userId), eq(entityAccess.entityId, input.entityId)))
      .returning({ userId: entityAccess.userId });
    if (removed.length === 0) throw new NotFoundError('access.delete_not_found');
    await tx
      .insert(auditLog)
      .values({ actorUserId: actor, action: 'access.delete', entityId: input.entityId, details: input });
  });
}

/**
 * Grants `scopes` on an entity to a user without checks: for trusted internal callers only
 * (entity creation makes the creator FULL_ACCESS; first-run admin; the admin area's role
 * management). Upserts and audits (`action`, default `access.grant`) in one transaction.
 */
export async function grantAccessInternal(
  db: Db,
  input: PutAccessInput & { actorUserId?: string | null; action?: string },
): Promise<void> {
  const { action = 'access.grant', ...details } = input;
  await db.transaction(async (tx) => {
    await tx
      .insert(entityAccess)
      .values({ userId: input.userId, entityId: input.entityId, scopes: input.scopes })
      .onConflictDoUpdate({
        target: [entityAccess.userId, entityAccess.entityId],
        set: { scopes: input.scopes, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      actorUserId: input.actorUserId ?? null,
      action,
      entityId: input.entityId,
      details,
    });
  });
}

/**
 * Takes a user's access row on an entity away without checks: for trusted internal callers
 * that checked the viewer's right themselves (the admin area's role management, issue 17 §1).
 * Runs in one transaction (a savepoint inside the caller's) with its audit row (`action`,
 * default `access.revoke`; details: userId, entityId and the scopes taken away).
 * Output: the scopes the row held, or null when there was none (nothing written then).
 */
export async function revokeAccessInternal(
  db: Db,
  input: { userId: string; entityId: string; actorUserId: string | null; action?: string },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(entityAccess)
      .where(and(eq(entityAccess.userId, input.userId), eq(entityAccess.entityId, input.entityId)))
      .returning({ scopes: entityAccess.scopes });
    if (!removed) return null;
    await tx.insert(auditLog).values({
      actorUserId: input.actorUserId,
      action: input.action ?? 'access.revoke',
      entityId: input.entityId,
      details: { userId: input.userId, entityId: input.entityId, scopes: removed.scopes },
    });
    return removed.scopes;
  });
}

export interface GrantPackageInput {
  userId: string;
  packageKey: PackageKey;
  /** UTC; defaults to now. */
  startsAt?: Date;
  /** Length of the entitlement in months (1–36). */
  months: number;
}

/**
 * Gives a user a package by hand: one new entitlement of `months` months from `startsAt`
 * (default now), audited `premium.grant` in the same transaction. Premium management is the
 * super admin's alone (spec D§6 "Super admin: … permission and premium management"): a source
 * admin (`yc-admin`) or a report admin (`rapor-admin`) must not hand out paid packages.
 * Output: the stored entitlement row (id, userId, packageKey, startsAt, endsAt UTC, grantedBy).
 * @throws UnauthorizedError (401) for visitors; ForbiddenError (403 'access.invalid', 'Invalid
 *   access', D§8) unless the viewer is a super admin; ValidationError (400) for an unknown
 *   package or months outside 1–36.
 */
export async function grantPackage(ctx: Ctx, input: GrantPackageInput) {
  const actor = requireUser(ctx);
  if (!isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  if (!PACKAGE_KEYS.includes(input.packageKey))
    throw new ValidationError('premium.invalid_package', { packageKey: 'premium.invalid_package' });
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 36)
    throw new ValidationError('generic.invalid_input', { months: 'generic.invalid_field' });
  const startsAt = input.startsAt ?? new Date();
  const endsAt = new Date(startsAt);
  endsAt.setUTCMonth(endsAt.getUTCMonth() + input.months);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(premiumEntitlements)
      .values({ userId: input.userId, packageKey: input.packageKey, startsAt, endsAt, grantedBy: actor })
      .returning();
    await tx.insert(auditLog).values({
      actorUserId: actor,
      action: 'premium.grant',
      entityId: `user:${input.userId}`,
      details: { ...input, endsAt },
    });
    return row!;
  });
}

/** Number of audit rows for an entity (tests and admin screens). */
export async function countAudit(db: Db, entityId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
  return row?.n ?? 0;
}

/**
 * Permission management of the admin area (issue 17 §1 "admins: grant and revoke admin, super
 * admin and rapor-admin (never beyond one's own role; audited)"; D §2 `admins`; D §6 "Super
 * admin: … permission … management"). Super admins only — the only role that holds every other,
 * so nobody grants beyond their own role; checked on the server for every call.
 *
 * Roles are FULL_ACCESS rows of the access module: super admin = `admin`, admin = a source admin
 * `<source>-admin` (`yc-admin`), report admin = `rapor-admin`. Grants and revokes go through the
 * access module's internal helpers, audited `admin.role.grant` / `admin.role.revoke` in the same
 * transaction. The last super admin cannot be revoked, nor one's own super admin role (a super
 * admin could otherwise lock the platform out of its admin area).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError, ForbiddenError, NotFoundError } from '@/server/errors';
import { dataChanged } from '@/server/data-changes';
import { users } from '@/modules/identity/schema';
import { entityAccess } from '@/modules/access/schema';
import { grantAccessInternal, revokeAccessInternal } from '@/modules/access/access';
import { requireAdminRole } from './access';
import { ADMIN_ENTITY_PATTERN } from './users';
import { entityOfRole, roleOf } from './roles';
import { listStartupSources } from './startups';
import { adminGrantInput, parseInput, type AdminGrantInput, type AdminRoleKind } from './validation';

/** One admin role held (FULL_ACCESS on an admin entity). Dates UTC ISO-8601. */
export interface AdminRoleRow {
  userId: string;
  name: string;
  email: string;
  /** `admin`, `<source>-admin` or `rapor-admin`. */
  entityId: string;
  kind: AdminRoleKind;
  /** The source of a source admin (`yc` of `yc-admin`), else null. */
  source: string | null;
  grantedAt: string;
}

/**
 * Every admin role held, super admins first, then admins by source and report admins, each by
 * e-mail.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid' (not a super admin).
 */
export async function listAdminRoles(ctx: Ctx): Promise<AdminRoleRow[]> {
  requireAdminRole(ctx, 'super');
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      entityId: entityAccess.entityId,
      grantedAt: entityAccess.createdAt,
    })
    .from(entityAccess)
    .innerJoin(users, eq(users.id, entityAccess.userId))
    .where(
      and(
        sql`${entityAccess.entityId} ~ ${ADMIN_ENTITY_PATTERN}`,
        sql`'FULL_ACCESS' = ANY(${entityAccess.scopes})`,
      ),
    )
    .orderBy(asc(users.email));
  const rank = { super: 0, admin: 1, reports: 2 } as const;
  return rows
    .map((r) => ({
      userId: r.userId,
      name: `${r.name} ${r.surname}`.trim(),
      email: r.email,
      entityId: r.entityId,
      ...roleOf(r.entityId),
      grantedAt: r.grantedAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        rank[a.kind] - rank[b.kind] ||
        (a.source ?? '').localeCompare(b.source ?? '') ||
        a.email.localeCompare(b.email),
    );
}

/**
 * The sources a source admin may be given: every startup `source` and every source of an
 * existing `<source>-admin` role, sorted (the grant form's suggestions; any valid text is allowed).
 * @throws UnauthorizedError; ForbiddenError (not a super admin).
 */
export async function listAdminSources(ctx: Ctx): Promise<string[]> {
  requireAdminRole(ctx, 'super');
  const [fromStartups, fromRoles] = await Promise.all([
    listStartupSources(ctx),
    ctx.db
      .selectDistinct({ entityId: entityAccess.entityId })
      .from(entityAccess)
      .where(sql`${entityAccess.entityId} ~ ${ADMIN_ENTITY_PATTERN}`),
  ]);
  const sources = new Set(fromStartups);
  for (const { entityId } of fromRoles) {
    const role = roleOf(entityId);
    if (role.source) sources.add(role.source);
  }
  return [...sources].sort();
}

/**
 * Gives the registered user with `email` an admin role (FULL_ACCESS on its entity), audited
 * `admin.role.grant`. Granting a role already held changes nothing (no second audit row).
 * Output: every admin role (as {@link listAdminRoles}).
 * @throws UnauthorizedError; ForbiddenError (not a super admin); ValidationError
 *   'admin.email_invalid', 'admin.source_invalid'; NotFoundError 'admin.email_not_found'.
 */
export async function grantAdminRole(ctx: Ctx, input: AdminGrantInput): Promise<AdminRoleRow[]> {
  const actor = requireAdminRole(ctx, 'super');
  const v = parseInput(adminGrantInput, input);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, v.email));
  if (!user) throw new NotFoundError('admin.email_not_found');
  const entityId = entityOfRole(v.role, v.source);
  const [held] = await ctx.db
    .select({ scopes: entityAccess.scopes })
    .from(entityAccess)
    .where(and(eq(entityAccess.userId, user.id), eq(entityAccess.entityId, entityId)));
  if (!held?.scopes.includes('FULL_ACCESS'))
    await grantAccessInternal(ctx.db, {
      userId: user.id,
      entityId,
      scopes: ['FULL_ACCESS'],
      actorUserId: actor,
      action: 'admin.role.grant',
    });
  // The user's cached viewer (their rights) refreshes at once in this process.
  dataChanged(ctx.db, 'access');
  return listAdminRoles(ctx);
}

/**
 * Takes the admin role on `entityId` away from user `userId`, audited `admin.role.revoke`. The
 * super admin role is never taken from oneself nor from the last super admin (checked with the
 * super admins' rows locked, so two super admins revoking each other at once leave one).
 * Output: every admin role.
 * @throws UnauthorizedError; ForbiddenError (not a super admin), 'admin.own_super';
 *   ConflictError 'admin.last_super'; NotFoundError 'admin.role_not_found'.
 */
export async function revokeAdminRole(
  ctx: Ctx,
  input: { userId: string; entityId: string },
): Promise<AdminRoleRow[]> {
  const actor = requireAdminRole(ctx, 'super');
  if (!new RegExp(ADMIN_ENTITY_PATTERN).test(input.entityId)) throw new NotFoundError('admin.role_not_found');
  if (input.entityId === 'admin' && input.userId === actor) throw new ForbiddenError('admin.own_super');
  await ctx.db.transaction(async (tx) => {
    if (input.entityId === 'admin') {
      const supers = await tx
        .select({ userId: entityAccess.userId })
        .from(entityAccess)
        .where(and(eq(entityAccess.entityId, 'admin'), sql`'FULL_ACCESS' = ANY(${entityAccess.scopes})`))
        .orderBy(asc(entityAccess.userId))
        .for('update');
      const others = supers.filter((s) => s.userId !== input.userId);
      if (supers.length > others.length && others.length === 0) throw new ConflictError('admin.last_super');
    }
    const removed = await revokeAccessInternal(tx, {
      userId: input.userId,
      entityId: input.entityId,
      actorUserId: actor,
      action: 'admin.role.revoke',
    });
    if (!removed) throw new NotFoundError('admin.role_not_found');
  });
  dataChanged(ctx.db, 'access');
  return listAdminRoles(ctx);
}

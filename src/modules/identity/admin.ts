/**
 * First-run super admin (issue 3): when ADMIN_EMAIL and ADMIN_PASSWORD are set and no user has
 * that address, an account is created through better-auth (hashed password, verified e-mail)
 * with FULL_ACCESS on `admin`. There is no default password: without both variables nothing is
 * created, and a password that breaks the §5 rule is refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Ctx } from '@/server/context';
import { ForbiddenError } from '@/server/errors';
import { premiumEntitlements } from '@/modules/access/schema';
import { authFor } from '@/server/auth';
import { passwordProblems } from '@/lib/password';
import { activeAt, grantAccessInternal } from '@/modules/access/access';
import { users } from './schema';

/** Creates the super admin if needed; returns what happened. Throws on a weak password. */
export async function ensureSuperAdmin(
  db: Db,
  input: { email?: string; password?: string },
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!input.email || !input.password) return 'not-configured';
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return 'exists';
  const problems = passwordProblems(input.password);
  if (problems.length) throw new Error(`ADMIN_PASSWORD breaks the password rule: ${problems.join(', ')}`);
  // acceptTerms is read by the sign-up hook; it is not a user field, hence the widened body type.
  const body = { name: 'Site', surname: 'Admin', email, password: input.password, acceptTerms: true };
  const { user } = await authFor(db).api.signUpEmail({
    body: body as { name: string; surname: string; email: string; password: string },
  });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await grantAccessInternal(db, {
    userId: user.id,
    entityId: 'admin',
    scopes: ['FULL_ACCESS'],
    actorUserId: null,
  });
  return 'created';
}

/**
 * Figures for the Admin Panel home (spec dashboard §2 admin routes, §6 "Admin"): users,
 * verified users, accounts waiting for deletion, active package holders.
 * @throws ForbiddenError `access.invalid` unless the viewer is an admin.
 */
export async function adminOverview(ctx: Ctx) {
  if (!ctx.viewer.isAdmin) throw new ForbiddenError('access.invalid');
  const now = new Date();
  const [[counts], [packages]] = await Promise.all([
    ctx.db
      .select({
        users: sql<number>`count(*)::int`,
        verified: sql<number>`count(*) filter (where ${users.emailVerified})::int`,
        pendingDeletion: sql<number>`count(*) filter (where ${users.deletionRequestedAt} is not null)::int`,
      })
      .from(users),
    ctx.db
      .select({ holders: sql<number>`count(distinct ${premiumEntitlements.userId})::int` })
      .from(premiumEntitlements)
      .where(activeAt(now)),
  ]);
  return {
    users: counts?.users ?? 0,
    verified: counts?.verified ?? 0,
    pendingDeletion: counts?.pendingDeletion ?? 0,
    packageHolders: packages?.holders ?? 0,
  };
}

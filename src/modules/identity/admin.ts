/**
 * First-run super admin (issue 3): when ADMIN_EMAIL and ADMIN_PASSWORD are set and no user has
 * that address, an account is created through better-auth (hashed password, verified e-mail)
 * with FULL_ACCESS on `admin`. There is no default password: without both variables nothing is
 * created, and a password that breaks the §5 rule is refused.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authFor } from '@/server/auth';
import { passwordProblems } from '@/lib/password';
import { grantAccessInternal } from '@/modules/access/access';
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
  const body = { name: 'Admin', surname: '', email, password: input.password, acceptTerms: true };
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

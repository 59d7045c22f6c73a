/**
 * The benchmark's premium viewer (issue 14 "The benchmark"): a real account, signed in over
 * HTTP the way a browser signs in, so the "premium" rows measure what a paying user gets.
 *
 * - `ensureBenchPremiumUser(db, account)` creates the account through better-auth (hashed
 *   password), marks its e-mail verified and grants `personal-monthly` for one month when it
 *   holds no active package. Idempotent: a second run changes nothing while the grant is active.
 * - `signInForBench(fetch, origin, account)` posts to better-auth's `/api/auth/sign-in/email`
 *   with the `Origin` header a browser sends and returns the `Cookie` header value
 *   (`better-auth.session_token=…`).
 * - `assertPremiumSession(fetch, origin, cookie)` asks `GET /api/v2/identity/packages` with that
 *   cookie and throws unless the server answers 200 with at least one active package.
 *
 * Every failure throws an Error naming the step and the HTTP status, so a refused session stops
 * the benchmark instead of silently measuring a visitor (the fault issue 14 found).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authFor } from '@/server/auth';
import { users } from '@/modules/identity/schema';
import { SYSTEM_VIEWER } from '@/server/context';
import { premiumEntitlements } from '@/modules/access/schema';
import { activeAt, grantPackage } from '@/modules/access/access';

export interface BenchAccount {
  email: string;
  password: string;
}

/** The account the benchmark signs in with (its own database only). */
export const BENCH_ACCOUNT: BenchAccount = {
  email: 'bench.premium@example.com',
  password: 'Kapadokya!52Bench',
};

type Fetch = (request: Request) => Response | Promise<Response>;

/** Creates (or keeps) a verified account holding an active premium package; returns its user id. */
export async function ensureBenchPremiumUser(db: Db, account: BenchAccount = BENCH_ACCOUNT): Promise<string> {
  const email = account.email.toLowerCase();
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    // acceptTerms is read by the sign-up hook; it is not a user field, hence the widened body type.
    const body = { name: 'Bench', surname: 'Premium', email, password: account.password, acceptTerms: true };
    const created = await authFor(db).api.signUpEmail({
      body: body as { name: string; surname: string; email: string; password: string },
    });
    user = { id: created.user.id };
  }
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const [active] = await db
    .select({ id: premiumEntitlements.id })
    .from(premiumEntitlements)
    .where(and(eq(premiumEntitlements.userId, user.id), activeAt(new Date())))
    .limit(1);
  if (!active) {
    await grantPackage(
      { db, viewer: SYSTEM_VIEWER, locale: 'en' },
      { userId: user.id, packageKey: 'personal-monthly', months: 1 },
    );
  }
  return user.id;
}

/** Signs in over HTTP; returns the Cookie header value. Throws when the server refuses. */
export async function signInForBench(
  fetchFn: Fetch,
  origin: string,
  account: BenchAccount = BENCH_ACCOUNT,
): Promise<string> {
  const response = await fetchFn(
    new Request(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: account.email, password: account.password, rememberMe: true }),
    }),
  );
  const setCookie = response.headers.get('set-cookie') ?? '';
  const token = setCookie.match(/(?:__Secure-)?better-auth\.session_token=[^;]+/)?.[0];
  if (response.status !== 200 || !token) {
    throw new Error(
      `bench: sign-in as ${account.email} refused (HTTP ${response.status}: ${(await response.text()).slice(0, 200)})`,
    );
  }
  return token;
}

/** Throws unless the server takes `cookie` as a signed-in viewer holding a premium package. */
export async function assertPremiumSession(fetchFn: Fetch, origin: string, cookie: string): Promise<void> {
  const response = await fetchFn(new Request(`${origin}/api/v2/identity/packages`, { headers: { cookie } }));
  const body = (await response.json().catch(() => null)) as { data?: { packages?: string[] } } | null;
  if (response.status !== 200 || !body?.data?.packages?.length) {
    throw new Error(
      `bench: the premium session is not accepted (GET /api/v2/identity/packages → HTTP ${response.status}, packages ${JSON.stringify(body?.data?.packages ?? null)})`,
    );
  }
}

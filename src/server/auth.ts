/**
 * Authentication with better-auth and its Drizzle adapter (issue 3; spec §4 "Authentication",
 * "E-mail verification"; §5 password rule; §9: 180-day sessions). Password hashing, sessions,
 * verification and reset tokens are the library's; this file only configures it:
 * - e-mail and password with the §5 rule checked on sign-up and reset (400 with the rule names);
 * - e-mail verification required before sign-in, mail sent on sign-up, bilingual templates;
 * - sessions of 180 days (remember me) in HttpOnly cookies; rate limiting in the database.
 * - a password change or reset and signing out everywhere revoke the user's API keys (decision 0010).
 * The instance is created lazily per database handle (tests open their own databases).
 */
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { accounts, rateLimits, sessions, users, verifications } from '@/modules/identity/schema';
import { passwordProblems } from '@/lib/password';
import { authSecret, env } from './env';
import { getDb, type Db } from './db/client';
import { enqueue } from './queue';
import { authMail } from './auth-mail';
import { socialAuthOptions } from './social';
import { CAPTCHA_HEADER, captchaEnabled, verifyCaptcha } from './captcha';
import { CLIENT_IP_HEADER } from './auth-limits';
import { checkMail, recordMailRefusal } from '@/modules/moderation/banned-mails';
import { hashClientAddress, recordSpamEvent } from '@/modules/moderation/spam';
import { BANNED_WORD_KEY, findBannedWords } from '@/modules/moderation/banned-words';
import { translateError } from './i18n';
import { revokeAllApiKeys } from '@/modules/identity/api-keys';
import { isLocale } from '@/i18n/locales';
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins';

export const SESSION_DAYS = 180;

/**
 * The routes after which the user's personal API keys are revoked (decision 0010): a password
 * change or reset, and signing out everywhere (all sessions, or all but this one).
 */
const KEY_REVOKING_PATHS = new Set([
  '/change-password',
  '/reset-password',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

/** The e-mail OTP routes in use: verify with the mailed code (the code is created server-side). */
const EMAIL_OTP_PATHS = new Set(['/email-otp/verify-email', '/email-otp/create-verification-otp']);

/**
 * Builds the better-auth instance for `db`. Rate limits (database-backed, shared by every
 * process) are on unless AUTH_RATE_LIMIT=off or `options.rateLimit` says otherwise.
 */
export function createAuth(db: Db, options: { rateLimit?: boolean } = {}) {
  const social = socialAuthOptions();
  // The verification mail carries a link and a code; the code comes from the e-mail OTP plugin of this instance.
  const self: {
    auth?: {
      api: {
        createVerificationOTP(a: { body: { email: string; type: 'email-verification' } }): Promise<string>;
      };
    };
  } = {};
  const auth = betterAuth({
    appName: 'Startup Atlas',
    // Origin and CSRF checks on in every environment (better-auth turns them off under NODE_ENV=test).
    // The client address is the one scripts/serve.ts resolved from the socket and TRUSTED_PROXIES,
    // never X-Forwarded-For as the client sent it (issue 12 §1).
    advanced: {
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    baseURL: env().PUBLIC_ORIGIN,
    basePath: '/api/auth',
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Required for e-mail sign-up (checked in the hook); a social profile may lack it.
        surname: { type: 'string', required: false, defaultValue: '', input: true },
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        locked: { type: 'boolean', required: false, defaultValue: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false, returned: false },
        // Returned with the session: a pending deletion sends the user to the recovery screen.
        deletionRequestedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueue(db, 'mail', {
          kind: 'password-reset',
          to: user.email,
          ...authMail('reset', localeOf(user), url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        const code = await self.auth!.api.createVerificationOTP({
          body: { email: user.email, type: 'email-verification' },
        });
        await enqueue(db, 'mail', {
          kind: 'verify-email',
          to: user.email,
          ...authMail('verify', localeOf(user), url, code),
        });
      },
    },
    socialProviders: social.socialProviders,
    account: { accountLinking: { enabled: true } },
    plugins: [
      // `Authorization: Bearer <session token>` for API clients (spec §7: calls carry a bearer token).
      bearer(),
      // Only the verification code: sign-in stays e-mail + password or social.
      emailOTP({
        expiresIn: 60 * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        sendVerificationOTP: async () => {
          /* codes are sent inside the verification mail above */
        },
      }),
      ...(social.generic.length ? [genericOAuth({ config: social.generic })] : []),
    ],
    // Sign-up passes only with the terms accepted (before hook): record when (KVKK/GDPR consent).
    databaseHooks: {
      // Social sign-ups pass the banned-mail check here (e-mail sign-ups already did in the hook below).
      user: {
        create: {
          before: async (user, context) => {
            await refuseBannedMail(db, user.email, context?.headers);
            return { data: { ...user, termsAcceptedAt: new Date() } };
          },
        },
      },
      // A locked account gets no session by any sign-in method (e-mail, social, a session refresh):
      // 'Your account is locked, contact support' (issue 17 §1; admins lock accounts).
      session: {
        create: {
          before: async (session, context) => {
            const [user] = await db
              .select({ locked: users.locked })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (user?.locked) throw lockedError(context?.headers);
          },
        },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: options.rateLimit ?? authLimitsEnabled(),
      storage: 'database',
      window: 60,
      max: 100,
      // Brute force: AUTH_SIGN_IN_LIMIT sign-ins a minute, 3 verification or reset mails per 5 minutes, per address.
      customRules: {
        '/sign-in/email': { window: 60, max: env().AUTH_SIGN_IN_LIMIT },
        '/send-verification-email': { window: 300, max: 3 },
        '/request-password-reset': { window: 300, max: 3 },
        '/email-otp/verify-email': { window: 300, max: 10 },
        '/email-otp/send-verification-otp': { window: 300, max: 3 },
      },
    },
    hooks: {
      // Credentials follow the password: after a successful change, reset or "sign out everywhere"
      // every API key of the user is revoked, and the answer lists them (`revokedApiKeys`).
      after: createAuthMiddleware(async (ctx) => {
        if (!KEY_REVOKING_PATHS.has(ctx.path)) return;
        const userId =
          ctx.path === '/reset-password'
            ? takeResetUser(resetTokenOf(ctx.body, ctx.query))
            : ctx.context.session?.user.id;
        const returned: unknown = ctx.context.returned;
        if (!userId || !isPlainAnswer(returned)) return;
        const revokedApiKeys = await revokeAllApiKeys(db, userId);
        return ctx.json({ ...returned, revokedApiKeys });
      }),
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // The reset route knows its user only from the token it consumes: note whose it is now.
        if (ctx.path === '/reset-password') {
          const token = resetTokenOf(ctx.body, ctx.query);
          const found = token
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
          if (token && found && found.expiresAt > new Date()) noteResetUser(token, found.value);
        }
        // The e-mail OTP plugin serves only the verification code; its sign-in and reset routes stay closed.
        if (/otp/.test(ctx.path) && !EMAIL_OTP_PATHS.has(ctx.path)) {
          throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not Found' });
        }
        // Registration needs the terms and privacy policy accepted (spec §5), checked here as well as in the form.
        if (ctx.path === '/sign-up/email' && body.acceptTerms !== true) {
          throw new APIError('BAD_REQUEST', {
            code: 'PRIVACY_NOT_ACCEPTED',
            message: 'You must read and approve the privacy policy.',
          });
        }
        if (
          ctx.path === '/sign-up/email' &&
          ctx.request &&
          captchaEnabled() &&
          !(await verifyCaptcha(ctx.headers?.get(CAPTCHA_HEADER)))
        ) {
          throw new APIError('BAD_REQUEST', {
            code: 'CAPTCHA_FAILED',
            message: 'Captcha verification failed',
          });
        }
        if (ctx.path === '/sign-up/email' && !(typeof body.surname === 'string' && body.surname.trim())) {
          throw new APIError('BAD_REQUEST', { code: 'SURNAME_REQUIRED', message: 'This field required.' });
        }
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
        // Banned addresses/domains and disposable-mail domains (issue 17 §1 banned-mails).
        if (email && ctx.path === '/sign-up/email') {
          await refuseBannedMail(db, email, ctx.headers);
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          await refuseBannedNames(db, body, ctx.headers, ctx.context.session?.user.id);
        }
        if (email && (ctx.path === '/sign-up/email' || ctx.path === '/sign-in/email')) {
          const [existing] = await db
            .select({ locked: users.locked })
            .from(users)
            .where(eq(users.email, email))
            .limit(1);
          // The spec names a taken address on registration ('This E-Mail is already in use').
          if (existing && ctx.path === '/sign-up/email') {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'EMAIL_IN_USE',
              message: 'This E-Mail is already in use',
            });
          }
          if (existing?.locked && ctx.path === '/sign-in/email') throw lockedError(ctx.headers);
        }
        const password =
          ctx.path === '/sign-up/email'
            ? body.password
            : ctx.path === '/reset-password'
              ? body.newPassword
              : undefined;
        if (typeof password === 'string') {
          const problems = passwordProblems(password);
          if (problems.length) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_RULE',
              message: `Password does not meet the rules: ${problems.join(', ')}`,
            });
          }
        }
      }),
    },
  });
  self.auth = auth as unknown as typeof self.auth;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** Users of reset tokens being used right now (token → user id), between the before and after hook. */
const resetUsers = new Map<string, string>();

const resetTokenOf = (body: unknown, query: unknown): string | undefined => {
  const token =
    (body as { token?: unknown } | undefined)?.token ?? (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token ? token : undefined;
};

function noteResetUser(token: string, userId: string): void {
  // A request that died between the hooks leaves its entry: drop the oldest past a thousand.
  if (resetUsers.size >= 1_000) resetUsers.delete(resetUsers.keys().next().value ?? '');
  resetUsers.set(token, userId);
}

function takeResetUser(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const userId = resetUsers.get(token);
  resetUsers.delete(token);
  return userId;
}

/** A successful JSON answer of an auth route (not an error, not a redirect or a Response). */
const isPlainAnswer = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && !(value instanceof Response);

/**
 * Refuses a registration with a banned or disposable address (src/modules/moderation/banned-mails.ts):
 * records the spam event (with the client address's hash), then 400 `EMAIL_NOT_ALLOWED` in the
 * request's language ('This e-mail address cannot be used. Please use another address.').
 */
/** The language of an auth request: Accept-Language, else the locale cookie, else English. */
function requestLocale(headers: Headers | undefined) {
  const language = headers?.get('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  const cookie = headers?.get('cookie')?.match(/(?:^|;\s*)NEXT_LOCALE=(\w+)/)?.[1];
  return isLocale(language) ? language : isLocale(cookie) ? cookie : 'en';
}

/**
 * 400 BANNED_WORD ('This text contains a word that is not allowed: "…"', EN/TR) when a name or
 * surname written at registration or in a profile update holds a banned word (issue 17 §1
 * banned-words: user-written names); the attempt is recorded as a spam event.
 */
async function refuseBannedNames(
  db: Db,
  body: Record<string, unknown>,
  headers: Headers | undefined,
  userId: string | undefined,
): Promise<void> {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const { found, words } = await findBannedWords(db, { name: text(body.name), surname: text(body.surname) });
  if (!words.length) return;
  const who = {
    userId,
    email: text(body.email),
    clientHash: hashClientAddress(headers?.get(CLIENT_IP_HEADER)),
  };
  for (const [field, word] of Object.entries(found))
    await recordSpamEvent(db, 'banned_word', who, `${field}: ${word}`);
  throw new APIError('BAD_REQUEST', {
    code: 'BANNED_WORD',
    message: translateError(BANNED_WORD_KEY, { word: words.join(', ') }, requestLocale(headers)),
  });
}

async function refuseBannedMail(db: Db, email: string, headers: Headers | undefined): Promise<void> {
  const refusal = await checkMail(db, email);
  if (!refusal) return;
  await recordMailRefusal(db, email, refusal, {
    context: 'registration',
    who: { clientHash: hashClientAddress(headers?.get(CLIENT_IP_HEADER)) },
  });
  const locale = requestLocale(headers);
  throw new APIError('BAD_REQUEST', {
    code: 'EMAIL_NOT_ALLOWED',
    message: translateError('moderation.mail_refused', {}, locale),
  });
}

/**
 * 403 ACCOUNT_LOCKED in the request's language ('Your account is locked, contact support' /
 * 'Hesabınız kilitli, destek ile iletişime geçin'): Accept-Language, else the locale cookie.
 */
function lockedError(headers: Headers | undefined): APIError {
  const locale = requestLocale(headers);
  return new APIError('FORBIDDEN', {
    code: 'ACCOUNT_LOCKED',
    message: translateError('auth.account_locked', {}, locale),
  });
}

/** Auth rate limits (per address, per account, per recipient) are on unless AUTH_RATE_LIMIT=off (vitest.config.ts sets it off; the limit tests turn it on). */
export const authLimitsEnabled = () => env().AUTH_RATE_LIMIT === 'on';

const localeOf = (user: object) => ('locale' in user && user.locale === 'tr' ? 'tr' : 'en');

const instances = new WeakMap<Db, Auth>();

/** The auth instance of `db` (created once). */
export function authFor(db: Db): Auth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}

/** The auth instance of the process-wide database. */
export async function getAuth(): Promise<Auth> {
  return authFor(await getDb());
}

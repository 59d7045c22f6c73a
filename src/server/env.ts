/**
 * The one place that reads process.env (CONVENTIONS.md "Configuration").
 * Validated with zod at first use; a bad value stops start-up with a clear message.
 * Every variable is documented in `.env.example` and docs/configuration.md.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** OAUTH_{LINKEDIN,GOOGLE,FACEBOOK,GITHUB}_{CLIENT_ID,CLIENT_SECRET,DISCOVERY_URL}. */
function socialProviderVariables() {
  const out: Record<string, typeof optionalText | typeof optionalUrl> = {};
  for (const p of ['LINKEDIN', 'GOOGLE', 'FACEBOOK', 'GITHUB']) {
    out[`OAUTH_${p}_CLIENT_ID`] = optionalText;
    out[`OAUTH_${p}_CLIENT_SECRET`] = optionalText;
    out[`OAUTH_${p}_DISCOVERY_URL`] = optionalUrl;
  }
  return out as Record<
    `OAUTH_${'LINKEDIN' | 'GOOGLE' | 'FACEBOOK' | 'GITHUB'}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'DISCOVERY_URL'}`,
    typeof optionalText
  >;
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Folder of the embedded PGlite database (relative to the working directory). */
  PGLITE_DATA_DIR: z.string().min(1).default('var/db'),
  /** Folder holding the real data files (real/ and reference/), shared beside the project. */
  SHARED_DATA_DIR: z.string().min(1).default('../shared/data'),
  /**
   * Public origin of the site (canonical URLs, sitemap, hreflang links, mail links, the origin
   * sign-in accepts). Unset or empty: http://localhost:$PORT, the address `npm start` serves.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Interface `npm start` binds: localhost by default, 0.0.0.0 for every interface (never 127.0.0.1 with Next). */
  HOSTNAME_BIND: z.string().min(1).default('localhost'),
  /** Port `npm start` serves on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Number of generated Turkish-ecosystem startups `npm start` seeds into an empty database. */
  SEED_STARTUPS: z.coerce.number().int().min(0).max(5_000_000).default(2000),
  /**
   * Secret that signs sessions and tokens (at least 32 characters). Required in production;
   * development and tests use a fixed, clearly non-secret value.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /** E-mail of the super admin created on first run (with ADMIN_PASSWORD); no default. */
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Password of that super admin; must meet the password rule. Never committed. */
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `off` disables the auth rate limits (the end-to-end journeys only; never in production). */
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Sign-in attempts allowed per address per minute before 429 (brute-force limit). */
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Failed sign-ins allowed per account (e-mail) in AUTH_ACCOUNT_WINDOW_SECONDS, from any number
   * of addresses, before that account's sign-in answers 429 until the window ends.
   */
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  AUTH_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Verification, code and reset mails allowed per recipient in AUTH_ACCOUNT_WINDOW_SECONDS. */
  AUTH_MAIL_RECIPIENT_LIMIT: z.coerce.number().int().min(1).max(1_000).default(3),
  /**
   * Requests per minute one personal API key may make (x-api-key or `Authorization: Bearer
   * atlas_…`); past it the API answers 429 with Retry-After until the minute ends. Shared by
   * every server process (database or Redis counters).
   */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Seconds an idle background worker waits before asking the job queue again (src/server/workers.ts). */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * The built-in test payment provider (decision 0020 §3): `on` lets `npm start` sell end to end
   * offline with test cards and marks every payment screen TEST MODE; turn it `off` in a real
   * deployment, where anyone could otherwise "pay" with a test card.
   */
  PAYMENT_TEST_PROVIDER: z.enum(['on', 'off']).default('on'),
  /** Signs the test provider's webhooks (32+ characters); unset: derived from AUTH_SECRET. */
  TEST_PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Stripe's secret API key (sk_live_… / sk_test_…); Stripe is offered only with it and STRIPE_WEBHOOK_SECRET. */
  STRIPE_SECRET_KEY: optionalText,
  /** Signing secret of the Stripe webhook endpoint <PUBLIC_ORIGIN>/api/v2/payments/webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /**
   * Another address for Stripe's API (http://127.0.0.1:12111): the tests' local fake or a mock
   * server. Unset (production): https://api.stripe.com.
   */
  STRIPE_API_BASE: optionalUrl,
  /** iyzico's API key and secret key (merchant panel); iyzico is offered only with both. */
  IYZICO_API_KEY: optionalText,
  IYZICO_SECRET_KEY: optionalText,
  /** iyzico's API address: the sandbox by default; https://api.iyzipay.com for live payments. */
  IYZICO_BASE_URL: z
    .string()
    .url()
    .default('https://sandbox-api.iyzipay.com')
    .or(z.literal('').transform(() => 'https://sandbox-api.iyzipay.com')),
  /**
   * Seconds between two checks that the session or API key behind an open live event stream
   * (`GET /api/v2/events`) is still valid; a stream whose credential ended closes at its next
   * check (also before each event). At most 25, so a signed-out stream ends within 30 s.
   */
  LIVE_STREAM_RECHECK_SECONDS: z.coerce.number().min(0.1).max(25).default(15),
  /** Messages one user may send per minute (issue 15 §3 abuse limit); past it 429 with Retry-After. */
  MESSAGE_SEND_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** /contact-us messages per hour from one client address, and to one sender e-mail (issue 17 §2); past it 429. */
  CONTACT_FORM_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Host / X-Forwarded-Proto are believed, as a
   * comma list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal
   * (proxy-addr). Empty (default): none — the client is the socket's address and forwarding
   * headers are dropped.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Redis for the shared abuse-limit counters (redis://host:6379); empty = the database holds them. */
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** SMTP connection URL (smtp://user:pass@host:587); empty = mail goes to the outbox folder. */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of every mail. */
  MAIL_FROM: z.string().min(3).default('Startup Atlas <no-reply@localhost>'),
  /** Folder of the development outbox (one JSON file per mail). */
  OUTBOX_DIR: z.string().min(1).default('var/outbox'),
  /**
   * Social sign-in (spec §2 /oauth-login/{type}): a provider shows on the login and register
   * pages only when both its client id and secret are set. `*_DISCOVERY_URL` points the
   * provider at another OpenID Connect issuer (a company identity server, or the tests' local one).
   */
  ...socialProviderVariables(),
  /** `altcha`: a self-hosted proof-of-work captcha on registration; `off` (default): none. */
  CAPTCHA: z.enum(['off', 'altcha']).default('off'),
  /** Folder of uploaded files (photos, covers, logos), served at /uploads/. */
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  /**
   * Most MiB an uploaded workbook (the data-add tool's .xlsx) may unpack to, all its parts
   * together; a larger one, or a part packed more than 100:1, is refused before it is read
   * (src/server/zip-guard.ts).
   */
  IMPORT_MAX_UNCOMPRESSED_MB: z.coerce.number().int().min(1).max(4096).default(50),
  /**
   * S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Ceph…): when S3_BUCKET is set, uploads
   * go to that bucket instead of UPLOAD_DIR. S3_ENDPOINT is needed for anything but AWS;
   * S3_FORCE_PATH_STYLE=true for MinIO-like servers; S3_PUBLIC_URL (a CDN or public bucket
   * address) makes image links point there, otherwise they are served through /uploads/.
   */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  S3_PUBLIC_URL: optionalUrl,
  /** Seconds a discovery page (a visitor's, or a viewer class's, decision 0016) may be served from the page cache before it is rebuilt. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** `on`: signed-in viewers' class pages carry `x-page-cache: hit|miss` as visitors' pages do (the journeys; off by default for privacy). */
  PAGE_CACHE_REPORT: z
    .enum(['on', 'off', ''])
    .default('off')
    .transform((v) => v === 'on'),
  /** Ceiling of the anonymous page cache of one process, in MiB of stored pages (issue 14). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(128),
  /** Ceiling of the startup result cache of one process, in MiB of JSON (issue 14). */
  RESULT_CACHE_MAX_MB: z.coerce.number().int().min(1).default(32),
  /**
   * Level of the structured JSON logs (pino, src/server/logger.ts): fatal, error, warn, info,
   * debug, trace or silent. Unset: `info`, but `silent` under the tests (NODE_ENV=test).
   */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Sentry-compatible error reporting (decision 0021): with a DSN, every server error is also sent
   * there (nothing is loaded or sent without one). The sample rates are the spec's (P §9):
   * traces 1, sessions 0.1, replay on error 1 (0…1).
   */
  SENTRY_DSN: optionalUrl,
  /** The `environment` of reported errors (default NODE_ENV). */
  SENTRY_ENVIRONMENT: optionalText,
  /** The `release` of reported errors (a version or commit), if any. */
  SENTRY_RELEASE: optionalText,
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /**
   * OpenTelemetry traces (decision 0021): with an OTLP/HTTP endpoint (http://collector:4318), the
   * server registers @vercel/otel at start and exports its spans there, sampled at
   * SENTRY_TRACES_SAMPLE_RATE. Unset: no tracing code is loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The service name of the traces. */
  OTEL_SERVICE_NAME: z.string().min(1).default('startup-atlas'),
});

/** The validated environment; PUBLIC_ORIGIN is always set (derived from PORT when not given). */
export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_ORIGIN'> & { PUBLIC_ORIGIN: string };

let cached: Env | undefined;

/** Returns the validated environment; throws an Error naming every invalid variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}\nSee .env.example.`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.AUTH_SECRET && !nextRuntime.isBuildPhase()) {
    throw new Error(
      'Invalid environment configuration:\n  AUTH_SECRET: required in production (32+ characters).\nSee .env.example.',
    );
  }
  const { PUBLIC_ORIGIN, ...rest } = parsed.data;
  cached = { ...rest, PUBLIC_ORIGIN: (PUBLIC_ORIGIN ?? `http://localhost:${rest.PORT}`).replace(/\/+$/, '') };
  return cached;
}

/** The auth secret: AUTH_SECRET, or in development and tests a fixed value that is not a secret. */
export function authSecret(): string {
  return env().AUTH_SECRET ?? 'development-only-secret-not-for-production-use';
}

/** Next.js's own runtime flags (set by the framework, not configuration). */
export const nextRuntime = {
  isBuildPhase: () => process.env.NEXT_PHASE === 'phase-production-build',
};

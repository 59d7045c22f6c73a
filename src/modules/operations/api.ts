/**
 * Operations calls (issue 17 §1, §4): the health check for load balancers and the seven
 * Management lists of D §7 with their File calls (`/apiCommon/Management/{name}` and
 * `/apiCommon/Management/{name}File`, the pattern report management's ReportDownloadersList
 * had). Thin: each call hands its input to ./health.ts or ./management-lists.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { getDb } from '@/server/db/client';
import {
  DomainError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  ValidationError,
} from '@/server/errors';
import { env } from '@/server/env';
import { CLIENT_IP_HEADER } from '@/server/auth-limits';
import { sharedLimit } from '@/server/rate-limit';
import { hashClientAddress } from '@/modules/moderation/spam';
import { forwardBrowserEnvelope } from '@/server/error-reporting';
import { checkHealth } from './health';
import {
  exportManagementList,
  MANAGEMENT_DEFAULT_PAGE_SIZE,
  MANAGEMENT_EXPORT_MAX_ROWS,
  MANAGEMENT_LIST_NAMES,
  MANAGEMENT_LIST_ROLES,
  MANAGEMENT_MAX_PAGE_SIZE,
  listManagement,
  type ManagementFile,
  type ManagementListName,
} from './management-lists';
import { MANAGEMENT_ROWS } from './management-rows';

const health = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
    queueLagSeconds: z
      .number()
      .int()
      .nullable()
      .describe('Seconds the oldest job due to run has waited in the queue (0: none waits; null: unknown)'),
  })
  .openapi('Health');

const healthApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/health',
    tags: ['Operations'],
    summary:
      'Health check for load balancers: database reachable (select 1) and queue lag; no auth, no caching',
    security: [],
    responses: {
      200: { content: { 'application/json': { schema: health } }, description: 'Healthy' },
      503: {
        content: { 'application/json': { schema: health } },
        description: 'The database does not answer',
      },
    },
  }),
  async (c) => {
    const result = await checkHealth(getDb);
    c.header('Cache-Control', 'no-store');
    return c.json(result, result.database === 'ok' ? 200 : 503);
  },
);

const ROLE_TEXT = {
  admin: 'admins (FULL_ACCESS on `admin` or `<source>-admin`)',
  super: 'super admins (FULL_ACCESS on `admin`)',
  reports: 'super admins and report admins (FULL_ACCESS on `rapor-admin`)',
} as const;

const LIST_TEXT: Record<ManagementListName, string> = {
  StartupList:
    'Startups: id, name, seoUrl, source, visible, hidden by an admin (and why), created, owner e-mail',
  ProgramApplicantList:
    'Program applications: program, startup, applicant e-mail, status, average jury score, applied at',
  UserList: 'Users: id, name, e-mail, verified, locked, created, last sign-in, active packages',
  ReportDownloadersList:
    'Report downloads: who downloaded which report version, when and why (free, purchase, premium)',
  SpammersList:
    'Refused attempts (banned words and mails, disposable mails, rate limits, captchas) grouped by user, e-mail or client',
  ErrorLogs:
    'Unexpected errors: time, request id (the id the user saw), origin, method, route, viewer, message, stack',
  EmailList: 'Every mail: time, kind, recipient, subject, status (sent, outbox, dropped, failed), error',
};

const failures = (name: ManagementListName) => ({
  400: { ...json(errorEnvelope), description: 'Invalid paging, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: `Not one of the ${ROLE_TEXT[MANAGEMENT_LIST_ROLES[name]]}` },
});

const pageQuery = z.object({
  pageIndex: coercedInt32({ min: 1 }).default(1),
  pageSize: coercedInt32({ min: 1, max: MANAGEMENT_MAX_PAGE_SIZE }).default(MANAGEMENT_DEFAULT_PAGE_SIZE),
});

/** Answers a workbook for download. */
const sendFile = (c: Context, file: ManagementFile) =>
  c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Total-Count': String(file.totalCount),
    'X-Exported-Rows': String(file.rows),
  });

/** The seven lists and their File calls. */
const managementApi = createRouter();
for (const name of MANAGEMENT_LIST_NAMES) {
  const who = ROLE_TEXT[MANAGEMENT_LIST_ROLES[name]];
  managementApi.openapi(
    createRoute({
      method: 'get',
      path: `/apiCommon/Management/${name}`,
      tags: ['Management'],
      summary: `${LIST_TEXT[name]}; newest first, paged; ${who}`,
      request: { query: pageQuery },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                pageIndex: z.number().int(),
                pageSize: z.number().int(),
                totalCount: z.number().int(),
                fieldNames: z.array(z.string()).describe('The keys of each row, in column order'),
                rows: z.array(MANAGEMENT_ROWS[name]),
              }),
            ),
          ),
          description: `A page of ${name} in the Management lists’ shape (D §3)`,
        },
        ...failures(name),
      },
    }),
    // The rows are the list's own (checked by the tests); the loop's union of row types cannot say which.
    async (c) => ok(c, await listManagement(await apiCtx(c), name, c.req.valid('query'))) as never,
  );
  managementApi.openapi(
    createRoute({
      method: 'get',
      path: `/apiCommon/Management/${name}File`,
      tags: ['Management'],
      summary: `${name} as an Excel workbook (.xlsx; header row = fieldNames; the newest ${MANAGEMENT_EXPORT_MAX_ROWS.toLocaleString('en')} rows at most); ${who}`,
      responses: {
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().openapi({ format: 'binary' }),
            },
          },
          description:
            'The list as a workbook; X-Total-Count and X-Exported-Rows say whether rows were left out',
        },
        401: failures(name)[401],
        403: failures(name)[403],
      },
    }),
    async (c) => sendFile(c, await exportManagementList(await apiCtx(c), name)),
  );
}

/**
 * The browser SDK's tunnel (decision 0021): session replay and browser errors, sent only after
 * the visitor accepted all cookies and only when SENTRY_DSN is set, go through this site.
 */
/** Browser error envelopes accepted per client address per minute (POST /api/v2/error-reports). */
export const ERROR_REPORTS_PER_MINUTE = 30;

const tunnelApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/api/v2/error-reports',
    tags: ['Operations'],
    summary: 'Forwards a Sentry envelope of this site’s browser SDK to the configured SENTRY_DSN (off: 404)',
    security: [],
    request: {
      body: {
        required: true,
        content: { 'application/x-sentry-envelope': { schema: z.string().openapi({ format: 'binary' }) } },
      },
    },
    responses: {
      200: { ...json(z.object({})), description: 'Forwarded' },
      400: { ...json(errorEnvelope), description: 'Not an envelope of the configured DSN' },
      404: { ...json(errorEnvelope), description: 'Error reporting is off (no SENTRY_DSN)' },
      413: { ...json(errorEnvelope), description: 'Over 1 MB' },
      429: {
        ...json(errorEnvelope),
        description: 'Over ERROR_REPORTS_PER_MINUTE envelopes a minute from one address',
      },
      502: { ...json(errorEnvelope), description: 'The reporting endpoint refused it' },
    },
  }),
  async (c) => {
    if (!env().SENTRY_DSN) throw new NotFoundError();
    // One browser sends a handful of envelopes per error; a flood from one address is refused
    // before the body is read or anything is forwarded (the limit is shared by every process).
    const address = hashClientAddress(c.req.header(CLIENT_IP_HEADER)) ?? 'unknown';
    const limit = await sharedLimit(await getDb(), {
      name: 'error-reports',
      points: ERROR_REPORTS_PER_MINUTE,
      durationSeconds: 60,
    }).consume(address);
    if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
    const status = await forwardBrowserEnvelope(new Uint8Array(await c.req.arrayBuffer()));
    if (status >= 200 && status < 300) return c.json({}, 200);
    if (status === 404) throw new NotFoundError();
    if (status === 413) throw new PayloadTooLargeError('generic.body_too_large');
    if (status === 400) throw new ValidationError('generic.invalid_input');
    throw new DomainError(502, 'generic.unexpected');
  },
);

/** Every operations call (registered in src/app/_api/app.ts). */
export const operationsApi = createRouter()
  .route('/', healthApi)
  .route('/', tunnelApi)
  .route('/', managementApi);

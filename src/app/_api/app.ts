/**
 * The one REST API (design/API.md): every module's router under the spec's prefixes, the
 * OpenAPI 3.1 document at /api/openapi.json and its interactive reference at /api/docs.
 * Next route handlers forward requests here; no logic lives in them.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import { errorResponse, requestLocale } from '@/server/api/envelope';
import { requestLog } from '@/server/api/request-log';
import { getOpenApiDocument } from '@/server/api/openapi-document';
import { apiSecurityHeaders, requestBodyLimit, sameOriginWrites } from '@/server/api/guards';
import { withAccountLimits } from '@/server/auth-limits';
import { getDb } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { authFor, authLimitsEnabled } from '@/server/auth';
import { referenceApi } from '@/modules/reference/api';
import { startupsApi } from '@/modules/startups/api';
import { startupExportApi } from '@/modules/startups/export-api';
import { startupEditingApi } from '@/modules/startups/editing-api';
import { invitationsApi } from '@/modules/startups/invitations-api';
import { portfolioClaimsApi } from '@/modules/organizations/portfolio-claims-api';
import { startupDetailsApi } from '@/modules/startups/details-api';
import { startupCollectionsApi } from '@/modules/startups/collections-api';
import { usersV1Api } from '@/modules/profiles/users-v1-api';
import { organizationsApi } from '@/modules/organizations/api';
import { programApi } from '@/modules/programs/program-api';
import { applyApi } from '@/modules/programs/apply-api';
import { providersApi } from '@/modules/providers/api';
import { organizerApi } from '@/modules/organizations/organizer-api';
import { platformApi } from '@/modules/platform/api';
import { jobsApi } from '@/modules/jobs/api';
import { jobApplicationsApi } from '@/modules/jobs/applications-api';
import { messagingApi } from '@/modules/messaging/api';
import { liveEventsApi } from '@/modules/messaging/events-api';
import { notificationsApi } from '@/modules/notifications/api';
import { paymentsApi } from '@/modules/payments/api';
import { billingApi } from '@/modules/payments/billing-api';
import { paymentsAdminApi } from '@/modules/payments/admin-api';
import { reportsAdminApi } from '@/modules/reports/admin-api';
import { reportsApi } from '@/modules/reports/api';
import { importsApi } from '@/modules/imports/api';
import { contentAdminApi } from '@/modules/content/admin-api';
import { personalDataApi } from '@/modules/privacy/api';
import { adminAreaApi } from '@/modules/admin/api';
import { typesAdminApi } from '@/modules/reference/types-admin-api';
import { euOrganizationsApi } from '@/modules/organizations/eu-api';
import { mapsApi } from '@/modules/maps/api';
import { graphApi } from '@/modules/graph/api';
import { patentsApi } from '@/modules/patents/api';
import { searchApi } from '@/modules/search/api';
import { listsApi } from '@/modules/lists/api';
import { savedSearchesApi } from '@/modules/lists/saved-searches-api';
import { homeApi } from '@/modules/site/home-api';
import { operationsApi } from '@/modules/operations/api';
import { accessApi } from '@/modules/access/api';
import { identityApi } from '@/modules/identity/api';
import { apiKeysApi } from '@/modules/identity/api-keys-api';
import { profilesApi } from '@/modules/profiles/api';
import { talentsApi } from '@/modules/profiles/talents-api';
import { moderationApi } from '@/modules/moderation/api';
import { contactApi } from '@/modules/site/contact-api';
import { siteApi } from '@/modules/site/site-api';
import { captcha, captchaEnabled } from '@/server/captcha';

function buildApi() {
  const app = new OpenAPIHono();
  // Request ids and the JSON request log (issue 17 §4), first so every answer carries its id.
  app.use('*', requestLog);
  // Security headers on every API answer (issue 12 §3); bodies over their limit answer 413.
  app.use('*', apiSecurityHeaders);
  app.use('/api/*', requestBodyLimit);
  app.use('/apiCommon/*', requestBodyLimit);
  app.use('/apiJob/*', requestBodyLimit);
  app.use('/apiMessage/*', requestBodyLimit);
  app.use('/apiPayment/*', requestBodyLimit);
  // Sign-up, sign-in, sessions, verification and reset: better-auth's own endpoints (API.md "Auth"),
  // under per-account and per-recipient limits (issue 12 §1).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const db = await getDb();
    const auth = authFor(db);
    const limited = await withAccountLimits(
      db,
      c.req.raw,
      requestLocale(c),
      (request) => auth.handler(request),
      authLimitsEnabled(),
    );
    return withRetryAfter(limited);
  });
  // Writes from another site are refused whatever their content type (issue 12 §3).
  app.use('/api/v2/*', sameOriginWrites);
  app.use('/apiCommon/*', sameOriginWrites);
  app.use('/apiJob/*', sameOriginWrites);
  app.use('/apiMessage/*', sameOriginWrites);
  app.use('/apiPayment/*', sameOriginWrites);
  // Optional registration captcha (CAPTCHA=altcha): the widget's signed challenge.
  app.get('/api/v2/captcha/challenge', (c) =>
    captchaEnabled() ? captcha().challengeHandler(c) : errorResponse(c, new NotFoundError()),
  );
  app.route('/', referenceApi);
  // Before the startup routers: their /api/v2/startups/{id} would take /api/v2/startups/exports.
  app.route('/', startupExportApi);
  app.route('/', startupsApi);
  // Before the editing router: its POST /api/v2/startups/{id}/{kind} (logo, cover) would take these paths.
  app.route('/', invitationsApi);
  app.route('/', portfolioClaimsApi);
  app.route('/', startupDetailsApi);
  app.route('/', startupEditingApi);
  app.route('/', startupCollectionsApi);
  app.route('/', accessApi);
  app.route('/', identityApi);
  // Before profilesApi: its POST /api/v2/users/me/{kind} (photo, cover) would take /api-keys.
  app.route('/', apiKeysApi);
  app.route('/', profilesApi);
  app.route('/', talentsApi);
  app.route('/', usersV1Api);
  app.route('/', organizationsApi);
  app.route('/', organizerApi);
  app.route('/', programApi);
  app.route('/', applyApi);
  app.route('/', providersApi);
  app.route('/', platformApi);
  app.route('/', jobsApi);
  app.route('/', jobApplicationsApi);
  app.route('/', messagingApi);
  app.route('/', notificationsApi);
  app.route('/', liveEventsApi);
  app.route('/', paymentsApi);
  app.route('/', billingApi);
  app.route('/', paymentsAdminApi);
  // Report management: before the public report router, whose /api/v2/reports/{id} would take its paths.
  app.route('/', reportsAdminApi);
  // After the report management router (its /api/v2/reports/management/… paths come first).
  app.route('/', reportsApi);
  // The data-add tool (issue 17 §3): super admins only.
  app.route('/', importsApi);
  // Static and legal page texts (super admins) and the personal-data download (issue 17 §2).
  app.route('/', contentAdminApi);
  app.route('/', personalDataApi);
  // The admin area: home figures, users, admin roles, startup moderation, audit log (issue 17 §1).
  app.route('/', adminAreaApi);
  // Types management and EU ecosystem (issue 17 §1; super admins; the public EU organization read).
  app.route('/', typesAdminApi);
  app.route('/', euOrganizationsApi);
  app.route('/', mapsApi);
  app.route('/', graphApi);
  app.route('/', patentsApi);
  app.route('/', searchApi);
  app.route('/', listsApi);
  app.route('/', savedSearchesApi);
  // The home page's data and a startup's funding rounds (issue 18 §6; spec public §7 "Home", "Funding data").
  app.route('/', homeApi);
  // Health check and the Management lists (issue 17 §1, §4).
  app.route('/', operationsApi);
  app.route('/', moderationApi);
  app.route('/', contactApi);
  app.route('/', siteApi);
  // The finished document (operationIds, summaries, security schemes; lint-clean): src/server/api/openapi-document.ts.
  app.get('/api/openapi.json', (c) => c.json(getOpenApiDocument()));
  app.get('/api/docs', swaggerUI({ url: '/api/openapi.json', title: 'Startup Atlas API' }));
  app.notFound((c) => errorResponse(c, new NotFoundError()));
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

/** API.md: 429 answers carry Retry-After (better-auth sends X-Retry-After). */
export function withRetryAfter(res: Response): Response {
  const retry = res.headers.get('x-retry-after');
  if (res.status === 429 && retry && !res.headers.has('retry-after')) {
    const headers = new Headers(res.headers);
    headers.set('retry-after', retry);
    return new Response(res.body, { status: 429, statusText: res.statusText, headers });
  }
  return res;
}

const globalForApi = globalThis as unknown as { __atlasApi?: ReturnType<typeof buildApi> };

/** The API application (built once per process). */
export function getApi() {
  globalForApi.__atlasApi ??= buildApi();
  return globalForApi.__atlasApi;
}

/** A Next route handler that forwards to the API. */
export const forwardToApi = (request: Request) => getApi().fetch(request);

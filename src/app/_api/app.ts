/**
 * The one REST API (design/API.md): every module's router under the spec's prefixes, the
 * OpenAPI 3.1 document at /api/openapi.json and its interactive reference at /api/docs.
 * Next route handlers forward requests here; no logic lives in them.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { swaggerUI } from '@hono/swagger-ui';
import { errorResponse } from '@/server/api/envelope';
import { NotFoundError } from '@/server/errors';
import { getAuth } from '@/server/auth';
import { referenceApi } from '@/modules/reference/api';
import { startupsApi } from '@/modules/startups/api';
import { startupEditingApi } from '@/modules/startups/editing-api';
import { invitationsApi } from '@/modules/startups/invitations-api';
import { startupDetailsApi } from '@/modules/startups/details-api';
import { startupCollectionsApi } from '@/modules/startups/collections-api';
import { usersV1Api } from '@/modules/profiles/users-v1-api';
import { organizationsApi } from '@/modules/organizations/api';
import { programApi } from '@/modules/programs/program-api';
import { applyApi } from '@/modules/programs/apply-api';
import { providersApi } from '@/modules/providers/api';
import { organizerApi } from '@/modules/organizations/organizer-api';
import { accessApi } from '@/modules/access/api';
import { identityApi } from '@/modules/identity/api';
import { profilesApi } from '@/modules/profiles/api';
import { talentsApi } from '@/modules/profiles/talents-api';
import { csrf } from 'hono/csrf';
import { env } from '@/server/env';
import { captcha, captchaEnabled } from '@/server/captcha';

function buildApi() {
  const app = new OpenAPIHono();
  // Sign-up, sign-in, sessions, verification and reset: better-auth's own endpoints (API.md "Auth").
  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    withRetryAfter(await (await getAuth()).handler(c.req.raw)),
  );
  // Cross-site form posts (which need no CORS preflight) are refused on the product's own calls;
  // JSON calls from another origin already fail the browser's preflight.
  const sameOrigin = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || origin === env().PUBLIC_ORIGIN,
  });
  app.use('/api/v2/*', sameOrigin);
  app.use('/apiCommon/*', sameOrigin);
  // Optional registration captcha (CAPTCHA=altcha): the widget's signed challenge.
  app.get('/api/v2/captcha/challenge', (c) =>
    captchaEnabled() ? captcha().challengeHandler(c) : errorResponse(c, new NotFoundError()),
  );
  app.route('/', referenceApi);
  app.route('/', startupsApi);
  // Before the editing router: its POST /api/v2/startups/{id}/{kind} (logo, cover) would take these paths.
  app.route('/', invitationsApi);
  app.route('/', startupDetailsApi);
  app.route('/', startupEditingApi);
  app.route('/', startupCollectionsApi);
  app.route('/', accessApi);
  app.route('/', identityApi);
  app.route('/', profilesApi);
  app.route('/', talentsApi);
  app.route('/', usersV1Api);
  app.route('/', organizationsApi);
  app.route('/', organizerApi);
  app.route('/', programApi);
  app.route('/', applyApi);
  app.route('/', providersApi);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Startup Atlas API',
      version: '1.0.0',
      description:
        'Every answer is `{ data, status: { code, value }, message }`. Errors carry a stable key in `status.value` and a message in the language of `Accept-Language` (en or tr).',
    },
  });
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

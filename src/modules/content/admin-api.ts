/**
 * Content management calls (issue 17 §2 "content in EN and TR edited by admins with the
 * rich-text editor"; dashboard §6 super admin): list, read and update the static and legal
 * pages and content blocks, and preview how a body is kept. Super admins only; visitors get 401,
 * other signed-in users 403 'access.invalid'. Thin: each call hands its input to ./content.ts.
 * The public read stays `GET /apiCommon/Content/GetContent?id=` (src/modules/reference/api.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { requireAdminRole } from '@/modules/admin/access';
import { getContentForAdmin, listContentsForAdmin, previewContent, updateContent } from './content';
import { contentInput, previewInput } from './validation';

const BASE = '/api/v2/admin/content';
const tags = ['Content management'];

const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin (FULL_ACCESS on `admin`)' },
};
const notFound = { 404: { ...json(errorEnvelope), description: "'content.not_found': no such content" } };

const editor = z
  .object({ id: z.string(), name: z.string() })
  .nullable()
  .describe('Who saved it last; null for the starting text');
const listRow = z
  .object({
    id: z.string().describe('The content id: the page’s English path word (about-us) or a block id'),
    titleEn: z.string(),
    titleTr: z.string(),
    updatedAt: z.string().describe('Last edit, UTC ISO-8601'),
    updatedBy: editor,
  })
  .openapi('ContentListRow');
const adminView = listRow
  .extend({
    bodyEn: z.string().describe('English body (sanitized HTML)'),
    bodyTr: z.string().describe('Turkish body (sanitized HTML)'),
  })
  .openapi('ContentAdmin');
const idParam = z.object({
  contentId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
    .openapi({ param: { name: 'contentId', in: 'path' }, example: 'about-us' }),
});

const routes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: BASE,
      tags,
      summary: 'Every content row (static and legal pages, blocks) with its titles, last edit and editor',
      responses: { ...answer(z.array(listRow), 'Content rows by id'), ...failures },
    }),
    async (c) => ok(c, await listContentsForAdmin(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/preview`,
      tags,
      summary: 'The HTML a body becomes when saved (sanitized to the rich-text allow-list)',
      request: { body: jsonBody(previewInput) },
      responses: { ...answer(z.object({ html: z.string() }), 'The sanitized HTML'), ...failures },
    }),
    async (c) => ok(c, previewContent(await apiCtx(c), c.req.valid('json').html)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{contentId}`,
      tags,
      summary: 'One content row with both titles and bodies',
      request: { params: idParam },
      responses: { ...answer(adminView, 'The content row'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getContentForAdmin(await apiCtx(c), c.req.valid('param').contentId)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/{contentId}`,
      tags,
      summary:
        'Replace a content row’s titles and bodies (bodies sanitized; stamped with the time and editor; audited; page caches emptied)',
      request: { params: idParam, body: jsonBody(contentInput) },
      responses: { ...answer(adminView, 'The row as saved'), ...failures, ...notFound },
    }),
    async (c) =>
      ok(c, await updateContent(await apiCtx(c), c.req.valid('param').contentId, c.req.valid('json'))),
  );

/** The content admin calls; the super-admin role is checked before any parameter or body is read. */
export const contentAdminApi = createRouter()
  .use(BASE, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'super');
    await next();
  })
  .use(`${BASE}/*`, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'super');
    await next();
  })
  .route('/', routes);

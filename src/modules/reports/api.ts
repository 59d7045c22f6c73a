/**
 * The report store's public calls (issue 16 §2; D §7 Reports "list; download by id or by seoUrl and
 * fileName; GET CheckPremiumDownload?ReportId; category list, by seoUrl, by id; version languages;
 * download category report; report types"; API.md: plain REST under `/api/v2/<resource>` where
 * the spec gives no path). The management calls are in ./admin-api.ts (registered first).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { getDb } from '@/server/db/client';
import { coercedInt32, int32 } from '@/lib/int32';
import {
  checkPremiumDownload,
  fileForToken,
  requestCategoryDownload,
  requestDownload,
  requestDownloadBySeoUrl,
} from './downloads';
import {
  getReport,
  getReportCategory,
  listReportCategories,
  listReports,
  listReportTypes,
  reportLanguages,
} from './store';

const tags = ['Reports'];
const language = z.enum(['en', 'tr']);
const money = z.object({ USD: int32(), TRY: int32() }).describe('Minor units (cents, kuruş)');
const countryRef = z.object({ id: int32(), name: z.string() });
const typeView = z.object({ id: int32(), name: z.string() });
const card = z.object({
  id: int32(),
  seoUrl: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  category: z.object({ id: int32(), seoUrl: z.string(), name: z.string(), coverUrl: z.string().nullable() }),
  type: typeView,
  targetCountries: z.array(countryRef),
  languages: z.array(language),
  hasFree: z.boolean(),
  priceFrom: money.nullable().describe('The cheapest paid version; null when every version is free'),
});
const gallery = z.object({ en: z.array(z.string()), tr: z.array(z.string()) });
const detail = card.extend({
  fileName: z.string(),
  category: card.shape.category.extend({ description: z.string() }),
  covers: z.object({ en: z.string().nullable(), tr: z.string().nullable() }),
  gallery,
  versions: z.array(
    z.object({
      id: int32(),
      name: z.string(),
      language,
      isFree: z.boolean(),
      prices: money,
      fileType: z.enum(['pdf', 'xlsx']),
      fileSize: int32().describe('Bytes'),
      purchased: z.boolean(),
    }),
  ),
});
const categoryView = z.object({
  id: int32(),
  seoUrl: z.string(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  targetCountries: z.array(countryRef),
  reportCount: int32(),
});
const link = z.object({
  url: z.string().describe('Short-lived signed address of the file (5 minutes)'),
  expiresAt: z.string(),
  fileName: z.string(),
  basis: z.enum(['free', 'purchase', 'premium']),
  quota: z.object({ used: int32(), limit: int32(), remaining: int32() }).nullable(),
});
const notFound = { ...json(errorEnvelope), description: 'No such active report' };
const downloadFailures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  402: { ...json(errorEnvelope), description: "'Payment required to download this report'" },
  404: notFound,
};
const idParam = z.object({ id: coercedInt32({ min: 1 }) });
const seoParam = z.object({ seoUrl: z.string().max(200) });

/** The report store's public calls (registered after the management router in src/app/_api/app.ts). */
export const reportsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports',
      tags,
      summary: 'Active reports, filtered by category, type, target country and language',
      request: {
        query: z.object({
          categoryId: coercedInt32({ min: 1 }).optional(),
          typeId: coercedInt32({ min: 1 }).optional(),
          countryId: coercedInt32({ min: 1 }).optional(),
          language: language.optional(),
        }),
      },
      responses: { 200: { ...json(envelopeOf(z.array(card))), description: 'Reports' } },
    }),
    async (c) => ok(c, await listReports(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports/CheckPremiumDownload',
      tags,
      summary: "Whether the viewer's premium quota covers a paid version of the report this month",
      request: { query: z.object({ ReportId: coercedInt32({ min: 1 }) }) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                reportId: int32(),
                canDownload: z
                  .boolean()
                  .describe('The quota covers a paid version of this report not yet counted this month'),
                countedVersionIds: z
                  .array(int32())
                  .describe('Paid versions already counted this month: downloading them again is free'),
                isPremium: z.boolean(),
                purchasedVersionIds: z.array(int32()),
                used: int32(),
                limit: int32(),
                remaining: int32(),
              }),
            ),
          ),
          description: 'Quota',
        },
        401: downloadFailures[401],
        404: notFound,
      },
    }),
    async (c) => ok(c, await checkPremiumDownload(await apiCtx(c), c.req.valid('query').ReportId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports/by-seo-url/{seoUrl}',
      tags,
      summary: 'A report by seoUrl with its versions, covers and gallery per language',
      request: { params: seoParam },
      responses: { 200: { ...json(envelopeOf(detail)), description: 'The report' }, 404: notFound },
    }),
    async (c) => ok(c, await getReport(await apiCtx(c), { seoUrl: c.req.valid('param').seoUrl })),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/reports/download',
      tags,
      summary: 'Download by seoUrl and fileName (the version in the language asked, else the newest)',
      request: {
        body: jsonBody(
          z.object({
            seoUrl: z.string().max(200),
            fileName: z.string().max(300),
            language: language.optional(),
            versionId: int32().min(1).optional(),
          }),
        ),
      },
      responses: {
        200: { ...json(envelopeOf(link)), description: 'A signed link' },
        403: { ...json(errorEnvelope), description: "'Download url not valid'" },
        ...downloadFailures,
      },
    }),
    async (c) => ok(c, await requestDownloadBySeoUrl(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/reports/versions/{id}/download',
      tags,
      summary:
        'Download a version by id: free for signed-in users, bought versions always, paid ones within the premium monthly quota',
      request: { params: idParam },
      responses: { 200: { ...json(envelopeOf(link)), description: 'A signed link' }, ...downloadFailures },
    }),
    async (c) => ok(c, await requestDownload(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports/files/{token}',
      tags,
      summary: 'A report file through its signed link (local storage; S3 serves presigned URLs itself)',
      request: { params: z.object({ token: z.string().max(120) }) },
      responses: {
        200: {
          content: {
            'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().openapi({ format: 'binary' }),
            },
          },
          description: 'The file',
        },
        403: { ...json(errorEnvelope), description: "'Download url not valid' (tampered or expired)" },
      },
    }),
    async (c) => {
      const file = await fileForToken(await getDb(), c.req.valid('param').token);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports/{id}',
      tags,
      summary: 'A report by id',
      request: { params: idParam },
      responses: { 200: { ...json(envelopeOf(detail)), description: 'The report' }, 404: notFound },
    }),
    async (c) => ok(c, await getReport(await apiCtx(c), { id: c.req.valid('param').id })),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/reports/{id}/languages',
      tags,
      summary: 'The languages a report has downloadable versions in (version languages)',
      request: { params: idParam },
      responses: { 200: { ...json(envelopeOf(z.array(language))), description: 'Languages' }, 404: notFound },
    }),
    async (c) => ok(c, await reportLanguages(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/report-types',
      tags,
      summary: 'Report types in the viewer’s language',
      responses: { 200: { ...json(envelopeOf(z.array(typeView))), description: 'Types' } },
    }),
    async (c) => ok(c, await listReportTypes(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/report-categories',
      tags,
      summary: 'Active report categories with covers, target countries and report counts',
      responses: { 200: { ...json(envelopeOf(z.array(categoryView))), description: 'Categories' } },
    }),
    async (c) => ok(c, await listReportCategories(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/report-categories/by-seo-url/{seoUrl}',
      tags,
      summary: 'A report category by seoUrl with its gallery per language',
      request: { params: seoParam },
      responses: {
        200: { ...json(envelopeOf(categoryView.extend({ gallery }))), description: 'The category' },
        404: notFound,
      },
    }),
    async (c) => ok(c, await getReportCategory(await apiCtx(c), { seoUrl: c.req.valid('param').seoUrl })),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/report-categories/{id}',
      tags,
      summary: 'A report category by id with its gallery per language',
      request: { params: idParam },
      responses: {
        200: { ...json(envelopeOf(categoryView.extend({ gallery }))), description: 'The category' },
        404: notFound,
      },
    }),
    async (c) => ok(c, await getReportCategory(await apiCtx(c), { id: c.req.valid('param').id })),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/report-categories/{id}/download',
      tags,
      summary: "Download category report: the category's first report, newest version in the language asked",
      request: { params: idParam, query: z.object({ language: language.optional() }) },
      responses: { 200: { ...json(envelopeOf(link)), description: 'A signed link' }, ...downloadFailures },
    }),
    async (c) =>
      ok(
        c,
        await requestCategoryDownload(
          await apiCtx(c),
          c.req.valid('param').id,
          c.req.valid('query').language,
        ),
      ),
  );

/**
 * EU ecosystem calls (issue 17 §1 eu-ecosystem-management; D §6 "Super admin: … EU ecosystem"):
 * management under /api/v2/admin/eu-organizations/… for super admins only (visitors 401, anyone
 * else 403 'access.invalid', checked before any body is read), and the public read of approved
 * organizations and of the map's countries under /api/v2/eu-organizations (the EU map of a later
 * issue reads them). Thin: each call parses its input and hands it to ./eu-organizations.ts or
 * ./eu-import.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { UnsupportedMediaTypeError } from '@/server/errors';
import { requireAdminRole } from '@/modules/admin/access';
import {
  approveEuOrganizations,
  createEuOrganization,
  deleteEuOrganization,
  getEuOrganization,
  listApprovedEuOrganizations,
  listEuCountries,
  listEuOrganizations,
  updateEuOrganization,
} from './eu-organizations';
import { importEuOrganizations } from './eu-import';
import { EU_STATUSES, euIdsInput, euOrganizationInput } from './eu-validation';

const BASE = '/api/v2/admin/eu-organizations';
const tags = ['EU ecosystem'];

const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin (FULL_ACCESS on `admin`)' },
};
const notFound = { 404: { ...json(errorEnvelope), description: "'EU organization not found'" } };
const duplicate = {
  409: { ...json(errorEnvelope), description: 'The country already has an organization of this name' },
};
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const idParam = z.object({ id: coercedInt32({ min: 1 }) });
const status = z.enum(EU_STATUSES);

const adminView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    countryId: z.number().int().describe('ISO 3166 numeric code'),
    countryName: z.string(),
    city: z.string(),
    website: z.string().nullable(),
    descriptionEn: z.string(),
    descriptionTr: z.string(),
    latitude: z.number().nullable().describe('WGS 84 degrees'),
    longitude: z.number().nullable().describe('WGS 84 degrees'),
    status,
    source: z.string().describe('`admin`, `seed` or `import:<file name>`'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('EuOrganizationAdmin');

const publicView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    countryId: z.number().int(),
    countryName: z.string(),
    city: z.string(),
    website: z.string().nullable(),
    description: z.string().describe("In the request's language"),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('EuOrganization');

const importRow = z.object({
  row: z.number().int().describe('Data row number (the header row is not counted)'),
  name: z.string(),
  countryId: z.number().int().nullable(),
  countryName: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  action: z.enum(['create', 'update', 'error']),
  errors: z.record(z.string(), z.string()).describe('Field → reason, in the request language'),
});
const importResult = z
  .object({
    fileName: z.string(),
    dryRun: z.boolean(),
    approve: z.boolean(),
    totalRows: z.number().int(),
    createCount: z.number().int(),
    updateCount: z.number().int(),
    errorCount: z.number().int(),
    rows: z.array(importRow),
  })
  .openapi('EuImportResult');

const switchText = z.enum(['true', 'false']).default('false');

const admin = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: BASE,
      tags,
      summary: 'EU ecosystem organizations by name: search, filters by country, type and status; paged',
      request: {
        query: z.object({
          q: z.string().max(100).optional().describe('Words of the name or the city'),
          countryId: z.string().max(12).optional().describe('ISO 3166 numeric code'),
          typeId: z.string().max(12).optional().describe('An `organizationType` item id'),
          status: z.string().max(12).optional().describe('`pending` or `approved`'),
          pageIndex: z.string().max(12).optional(),
          pageSize: z.string().max(12).optional().describe('1…100, default 20'),
        }),
      },
      responses: {
        ...answer(
          z.object({
            data: z.array(adminView),
            pageIndex: z.number().int(),
            pageSize: z.number().int(),
            totalCount: z.number().int(),
            pendingCount: z.number().int().describe('Organizations waiting for approval, in all'),
          }),
          'A page of organizations',
        ),
        ...failures,
      },
    }),
    async (c) => ok(c, await listEuOrganizations(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: BASE,
      tags,
      summary: 'Add an organization (pending until approved)',
      request: { body: jsonBody(euOrganizationInput) },
      responses: { ...answer(adminView, 'The organization'), ...failures, ...duplicate },
    }),
    async (c) => ok(c, await createEuOrganization(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/approve`,
      tags,
      summary: 'Approve one or more organizations (up to 500)',
      request: { body: jsonBody(euIdsInput) },
      responses: {
        ...answer(z.object({ approved: z.number().int().describe('Approved now') }), 'How many'),
        ...failures,
      },
    }),
    async (c) => ok(c, await approveEuOrganizations(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/import`,
      tags,
      summary:
        'Import a CSV or XLSX file (≤ 2 MB, ≤ 2,000 rows): a preview with `dryRun=true`, else store the valid rows',
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z.object({
                file: z
                  .any()
                  .describe('CSV or XLSX: name, type, country, city, website, description, lat, lng'),
                dryRun: switchText.describe('`true`: preview only, nothing stored'),
                approve: switchText.describe('`true`: imported rows are approved at once'),
              }),
            },
          },
        },
      },
      responses: {
        ...answer(importResult, 'The preview or the report of the run'),
        ...failures,
        ...duplicate,
        413: { ...json(errorEnvelope), description: "'The file is too big (2 MB at most)'" },
        415: { ...json(errorEnvelope), description: 'Neither a CSV nor an XLSX file' },
      },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const file: unknown = form.file;
      if (!(file instanceof File) || file.size === 0) throw new UnsupportedMediaTypeError('import.file_type');
      return ok(
        c,
        await importEuOrganizations(
          await apiCtx(c),
          { bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name },
          { dryRun: form.dryRun === 'true', approve: form.approve === 'true' },
        ),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}`,
      tags,
      summary: 'One organization',
      request: { params: idParam },
      responses: { ...answer(adminView, 'The organization'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getEuOrganization(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/{id}`,
      tags,
      summary: "Replace an organization's fields (status and source stay)",
      request: { params: idParam, body: jsonBody(euOrganizationInput) },
      responses: { ...answer(adminView, 'The organization'), ...failures, ...notFound, ...duplicate },
    }),
    async (c) =>
      ok(c, await updateEuOrganization(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/{id}`,
      tags,
      summary: 'Delete an organization',
      request: { params: idParam },
      responses: {
        200: { ...json(envelopeOf(z.object({ deleted: z.literal(true) }))), description: 'Deleted' },
        ...failures,
        ...notFound,
      },
    }),
    async (c) => {
      await deleteEuOrganization(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  );

const publicRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/eu-organizations',
      tags,
      summary: 'Approved EU ecosystem organizations (of one country when asked), for the EU map',
      request: {
        query: z.object({ countryId: coercedInt32({ min: 1 }).optional().describe('ISO 3166 numeric code') }),
      },
      responses: {
        ...answer(z.array(publicView), 'Approved organizations by country, then name'),
        400: failures[400],
      },
    }),
    async (c) => ok(c, await listApprovedEuOrganizations(await apiCtx(c), c.req.valid('query').countryId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/eu-organizations/countries',
      tags,
      summary:
        'The countries of the EU map (EU, EEA, UK, Switzerland, Türkiye, Western Balkans, Ukraine, Moldova)',
      responses: {
        ...answer(
          z.array(
            z.object({
              id: z.number().int().describe('ISO 3166 numeric code (ref_countries id)'),
              iso2: z.string(),
              name: z.string(),
              group: z.enum(['eu', 'eea', 'other']),
              approvedCount: z.number().int(),
              byType: z
                .record(z.string(), z.number().int())
                .describe('Approved organizations per organization type id (only the types present)'),
            }),
          ),
          'Countries by name in the request language',
        ),
      },
    }),
    async (c) => ok(c, await listEuCountries(await apiCtx(c))),
  );

/** Every EU ecosystem call; the management right is checked before a route reads its body. */
export const euOrganizationsApi = createRouter()
  .use(`${BASE}/*`, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'super');
    await next();
  })
  .use(BASE, async (c, next) => {
    requireAdminRole(await apiCtx(c), 'super');
    await next();
  })
  .route('/', admin)
  .route('/', publicRoutes);

/**
 * Report management calls for reports and their versions (issue 16 §2; D §7 Reports "management
 * create, update, delete for … version; create and update report as multipart"). Report and
 * version files travel as multipart `file` (PDF or xlsx, ≤ 50 MB: the API's body limit is raised
 * for these paths in src/server/api/guards.ts). Part of `reportsAdminApi` (./admin-api.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { jsonBody, ok } from '@/server/api/envelope';
import { ValidationError } from '@/server/errors';
import {
  createReport,
  createVersion,
  deleteReport,
  deleteVersion,
  versionFile,
  getReportForAdmin,
  getVersionForAdmin,
  listReportsForAdmin,
  listVersionsForAdmin,
  setReportListing,
  updateReport,
  updateVersion,
  type AddedVersion,
} from './admin';
import {
  answer,
  BASE,
  bytesOf,
  conflict,
  deleted,
  failures,
  fileFailures,
  idParam,
  multipartBody,
  newVersionMultipart,
  notFound,
  reportMultipart,
  reportPage,
  reportView,
  tags,
  versionMultipart,
  versionPage,
  versionView,
} from './admin-api-schemas';

/** A version to add with a report (multipart `version` JSON text and `file`), or undefined. */
async function addedVersion(form: { version?: string; file?: unknown }): Promise<AddedVersion | undefined> {
  const file = await bytesOf(form.file);
  if (!file && !form.version) return undefined;
  if (!file) throw new ValidationError('report.file_required', { file: 'report.file_required' });
  let input: unknown = {};
  try {
    input = JSON.parse(form.version ?? '{}');
  } catch {
    throw new ValidationError('generic.invalid_input', { version: 'generic.invalid_field' });
  }
  return { input: (typeof input === 'object' && input ? input : {}) as AddedVersion['input'], file };
}

/** Reports (multipart create and update). */
export const reportsListAdminApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/reports`,
      tags,
      summary: 'Reports, active or not, by order then newest; by category and text; paged',
      request: {
        query: z.object({
          categoryId: coercedInt32({ min: 1 }).optional(),
          q: z.string().max(100).optional().describe('Words of a title or the address'),
          pageIndex: coercedInt32({ min: 1 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 100 }).default(20),
        }),
      },
      responses: { ...answer(reportPage, 'A page of reports'), ...failures },
    }),
    async (c) => ok(c, await listReportsForAdmin(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/reports`,
      tags,
      summary: 'Create a report (multipart; optionally with its first version: `version` JSON and `file`)',
      request: { body: multipartBody(reportMultipart) },
      responses: {
        ...answer(reportView, 'The report'),
        ...failures,
        ...conflict("'This address is already used'"),
        ...fileFailures,
      },
    }),
    async (c) => {
      const { version, file, ...input } = c.req.valid('form');
      return ok(c, await createReport(await apiCtx(c), input, await addedVersion({ version, file })));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/reports/{id}`,
      tags,
      summary: 'One report',
      request: { params: idParam },
      responses: { ...answer(reportView, 'The report'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getReportForAdmin(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/reports/{id}`,
      tags,
      summary: 'Update a report (multipart; optionally adding a version: `version` JSON and `file`)',
      request: { params: idParam, body: multipartBody(reportMultipart) },
      responses: {
        ...answer(reportView, 'The report'),
        ...failures,
        ...notFound,
        ...conflict("'This address is already used'"),
        ...fileFailures,
      },
    }),
    async (c) => {
      const { version, file, ...input } = c.req.valid('form');
      const added = await addedVersion({ version, file });
      return ok(c, await updateReport(await apiCtx(c), c.req.valid('param').id, input, added));
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${BASE}/reports/{id}`,
      tags,
      summary: "Set a report's order and/or active switch",
      request: {
        params: idParam,
        body: jsonBody(
          z.object({
            sortOrder: z.number().int().min(0).max(100_000).optional(),
            isActive: z.boolean().optional(),
          }),
        ),
      },
      responses: { ...answer(reportView, 'The report'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await setReportListing(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/reports/{id}`,
      tags,
      summary: 'Delete a report nobody bought or downloaded (deactivate it otherwise)',
      request: { params: idParam },
      responses: {
        ...deleted,
        ...failures,
        ...notFound,
        ...conflict('Bought or downloaded: deactivate it instead'),
      },
    }),
    async (c) => {
      await deleteReport(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  );

/** Report versions with their files (multipart). */
export const versionsAdminApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/versions`,
      tags,
      summary: "Report versions (one report's, or all), paged",
      request: {
        query: z.object({
          reportId: coercedInt32({ min: 1 }).optional(),
          pageIndex: coercedInt32({ min: 1 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 100 }).default(50),
        }),
      },
      responses: { ...answer(versionPage, 'A page of versions'), ...failures },
    }),
    async (c) => ok(c, await listVersionsForAdmin(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/versions`,
      tags,
      summary:
        'Add a version with its file (multipart: report, name, language, free or prices, `file` PDF/xlsx ≤ 50 MB)',
      request: { body: multipartBody(newVersionMultipart) },
      responses: {
        ...answer(versionView, 'The version'),
        ...failures,
        ...conflict('The report already has a version of this name in this language'),
        ...fileFailures,
      },
    }),
    async (c) => {
      const { file, ...input } = c.req.valid('form');
      return ok(c, await createVersion(await apiCtx(c), input, await bytesOf(file)));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/versions/{id}`,
      tags,
      summary: 'One report version',
      request: { params: idParam },
      responses: { ...answer(versionView, 'The version'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getVersionForAdmin(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/versions/{id}`,
      tags,
      summary: 'Update a version; a `file` replaces its file (multipart)',
      request: { params: idParam, body: multipartBody(versionMultipart) },
      responses: {
        ...answer(versionView, 'The version'),
        ...failures,
        ...notFound,
        ...conflict('The report already has a version of this name in this language'),
        ...fileFailures,
      },
    }),
    async (c) => {
      const { file, ...input } = c.req.valid('form');
      return ok(c, await updateVersion(await apiCtx(c), c.req.valid('param').id, input, await bytesOf(file)));
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/versions/{id}`,
      tags,
      summary: 'Delete a version nobody bought or downloaded, with its file',
      request: { params: idParam },
      responses: {
        ...deleted,
        ...failures,
        ...notFound,
        ...conflict('Bought or downloaded: replace its file instead'),
      },
    }),
    async (c) => {
      await deleteVersion(await apiCtx(c), c.req.valid('param').id);
      return ok(c, { deleted: true as const });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/versions/{id}/file`,
      tags,
      summary: "A version's file, for report admins to check it (any price or state)",
      request: { params: idParam },
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
        ...failures,
        ...notFound,
      },
    }),
    async (c) => {
      const file = await versionFile(await apiCtx(c), c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

/**
 * The data-add tool's calls (issue 17 §3; spec dashboard §2 `data-add-tool`, §6 "Super admin:
 * … data-add tools"), under /api/v2/admin/imports: upload (multipart `file`, CSV or xlsx, 20 MB),
 * list, one run with its mapping screen, save the mapping, preview, dry run, start, cancel, the
 * processed rows and the Excel report. Super admins only: visitors get 401 and other users 403
 * before any body is read (so nobody else can make the server read a 20 MB form).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { UnsupportedMediaTypeError } from '@/server/errors';
import { IMPORT_FIELDS } from './fields';
import { requireImportAdmin } from './access';
import {
  cancelImport,
  dryRunImport,
  getImport,
  listImports,
  listRunRows,
  mappingInput,
  previewImport,
  resumeImport,
  saveMapping,
  startImport,
  uploadImport,
} from './imports';
import { importReport } from './report';

const BASE = '/api/v2/admin/imports';
const tags = ['Data-add tool'];

const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin' },
};
const notFound = { 404: { ...json(errorEnvelope), description: 'No such run (or its file is gone)' } };
const conflict = (description: string) => ({ 409: { ...json(errorEnvelope), description } });
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const idParam = z.object({ id: coercedInt32({ min: 1 }) });

const outcome = z.enum(['created', 'updated', 'skipped', 'failed']);
const reason = z.object({
  field: z.string().describe('Our field, or `row`'),
  code: z.string().describe('Message code (dataAddTool.reasons)'),
  value: z.string().optional(),
  message: z.string().describe('In the request’s language'),
});
const mapping = z
  .object(
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.number().int().optional()])) as Record<
      (typeof IMPORT_FIELDS)[number],
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .describe('Our field → the file column’s index (0-based); absent = not imported');
const counts = {
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
};

const runView = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    fileType: z.enum(['csv', 'xlsx']),
    fileSize: z.number().int().describe('Bytes'),
    columns: z.array(z.string()),
    totalRows: z.number().int(),
    status: z.enum(['uploaded', 'queued', 'running', 'done', 'failed', 'cancelled']),
    mapping,
    dryRun: z
      .object({
        at: z.string(),
        ...counts,
        rows: z.array(
          z.object({ rowNumber: z.number().int(), name: z.string(), outcome, reasons: z.array(reason) }),
        ),
      })
      .nullable()
      .describe('The last dry run of the current mapping (counts of every row; the first noteworthy rows)'),
    processedRows: z.number().int(),
    createdCount: z.number().int(),
    updatedCount: z.number().int(),
    skippedCount: z.number().int(),
    failedCount: z.number().int(),
    error: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    cancelRequestedAt: z.string().nullable(),
  })
  .openapi('ImportRun');

const runDetail = z
  .object({
    run: runView,
    fields: z.array(
      z.object({
        field: z.enum(IMPORT_FIELDS),
        column: z.number().int().nullable(),
        suggested: z.number().int().nullable().describe('The column suggested by name similarity (EN/TR)'),
        samples: z.array(z.string()),
      }),
    ),
    categories: z.array(
      z.object({
        key: z.string().describe('The folded category value (the mapping key)'),
        value: z.string(),
        rows: z.number().int(),
        sectorId: z
          .number()
          .int()
          .nullable()
          .describe('The stored choice, else the suggestion; null = ignore'),
        mapped: z.boolean().describe('Chosen and saved (else a suggestion)'),
        suggested: z.number().int().nullable(),
      }),
    ),
    sectors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .openapi('ImportRunDetail');

const previewRow = z.object({
  rowNumber: z.number().int(),
  name: z.string(),
  outcome,
  values: z.record(z.string(), z.unknown()).describe('The values as they will be stored'),
  labels: z.record(z.string(), z.string()).describe('Names of the country, city, sectors and status'),
  reasons: z.array(reason),
});

const runRow = z.object({
  rowNumber: z.number().int(),
  name: z.string(),
  outcome,
  startupId: z.number().int().nullable(),
  startupSeoUrl: z.string().nullable(),
  reasons: z.array(reason),
});

const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });

const notEditable = conflict(
  "'This import has already started' (mapping, dry run and start need an uploaded run)",
);

const routes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: BASE,
      tags,
      summary: 'Import runs, newest first, paged',
      request: {
        query: z.object({
          pageIndex: coercedInt32({ min: 1 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 100 }).default(20),
        }),
      },
      responses: { ...answer(paged(runView), 'A page of runs'), ...failures },
    }),
    async (c) => ok(c, await listImports(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: BASE,
      tags,
      summary:
        'Upload a CSV (UTF-8 or Windows-1254; `,` `;` or tab) or Excel (.xlsx) file of startups, at most 20 MB: a new run with suggested mappings',
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z.object({
                file: z.any().describe('The CSV or .xlsx file (type read from its bytes)'),
              }),
            },
          },
        },
      },
      responses: {
        ...answer(runView, 'The new run'),
        ...failures,
        413: { ...json(errorEnvelope), description: "'The file is too big (20 MB at most)'" },
        415: { ...json(errorEnvelope), description: 'Neither a CSV text nor an Excel workbook' },
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File)) throw new UnsupportedMediaTypeError('import.file_type');
      return ok(c, await uploadImport(ctx, file.name, Buffer.from(await file.arrayBuffer())));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}`,
      tags,
      summary: 'One run with its mapping screen: our fields, the file’s category values, the sectors',
      request: { params: idParam },
      responses: { ...answer(runDetail, 'The run'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await getImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/{id}/mapping`,
      tags,
      summary: 'Save the column mapping and the category → sector mapping (clears the last dry run)',
      request: { params: idParam, body: jsonBody(mappingInput) },
      responses: { ...answer(runDetail, 'The run'), ...failures, ...notFound, ...notEditable },
    }),
    async (c) => ok(c, await saveMapping(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/preview`,
      tags,
      summary: 'The first 20 rows as they will be stored, with their outcome and reasons',
      request: { params: idParam },
      responses: { ...answer(z.array(previewRow), 'Previewed rows'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await previewImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/dry-run`,
      tags,
      summary: 'Plan every row without writing: how many would be created, updated, skipped, failed (stored)',
      request: { params: idParam },
      responses: { ...answer(runView, 'The run with its dry run'), ...failures, ...notFound, ...notEditable },
    }),
    async (c) => ok(c, await dryRunImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/start`,
      tags,
      summary: 'Start the import on the queue (in short batches, each whole or not at all; resumable)',
      request: { params: idParam },
      responses: { ...answer(runView, 'The queued run'), ...failures, ...notFound, ...notEditable },
    }),
    async (c) => ok(c, await startImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/cancel`,
      tags,
      summary: 'Stop a queued or running import before its next batch (rows done stay done)',
      request: { params: idParam },
      responses: {
        ...answer(runView, 'The run'),
        ...failures,
        ...notFound,
        ...conflict("'This import is not running'"),
      },
    }),
    async (c) => ok(c, await cancelImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/resume`,
      tags,
      summary: 'Queue a cancelled or failed import again: it goes on after its last committed batch',
      request: { params: idParam },
      responses: {
        ...answer(runView, 'The queued run'),
        ...failures,
        ...notFound,
        ...conflict("'Only an import that was cancelled or stopped on an error can be resumed'"),
      },
    }),
    async (c) => ok(c, await resumeImport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/rows`,
      tags,
      summary: 'The processed rows in file order (optionally of one outcome), paged',
      request: {
        params: idParam,
        query: z.object({
          outcome: outcome.optional(),
          pageIndex: coercedInt32({ min: 1 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 500 }).default(50),
        }),
      },
      responses: { ...answer(paged(runRow), 'A page of rows'), ...failures, ...notFound },
    }),
    async (c) => ok(c, await listRunRows(await apiCtx(c), c.req.valid('param').id, c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/report`,
      tags,
      summary: 'The run’s report as an Excel workbook (row, name, outcome, startup link, reasons)',
      request: { params: idParam },
      responses: {
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().openapi({ format: 'binary' }),
            },
          },
          description: 'The report (.xlsx), headers in the request’s language',
        },
        ...failures,
        ...notFound,
      },
    }),
    async (c) => {
      const file = await importReport(await apiCtx(c), c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

/** Every data-add tool call (registered in src/app/_api/app.ts); the right is checked before any body is read. */
export const importsApi = createRouter()
  .use(BASE, async (c, next) => {
    requireImportAdmin(await apiCtx(c));
    await next();
  })
  .use(`${BASE}/*`, async (c, next) => {
    requireImportAdmin(await apiCtx(c));
    await next();
  })
  .route('/', routes);

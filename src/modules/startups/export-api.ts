/**
 * Startup export calls (issue 16 §3; P §7 startups "Export (POST with filterRules, limit,
 * FileType); column list; previous exports list and by id"; P §5 'Invalid queryId'). Premium
 * packages only; rows count against the monthly limit (1k personal, 5k enterprise). Registered
 * before the startup routers, whose `/api/v2/startups/{id}` would otherwise take these paths.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { int32 } from '@/lib/int32';
import { startupFilterSchema } from './filter';
import { STARTUP_SORTS } from './filter-address';
import {
  exportColumns,
  exportFile,
  getExport,
  listExports,
  MAX_EXPORT_ROWS,
  previewExport,
  startExport,
} from './export';

const tags = ['Startups'];
const failures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  402: {
    ...json(errorEnvelope),
    description: 'No premium package, a premium filter, or the monthly row limit',
  },
};
const exportView = z.object({
  id: z.string().describe('24 hex characters'),
  state: z.enum(['queued', 'running', 'ready', 'failed']),
  fileType: z.enum(['xlsx', 'csv']),
  rowCount: int32(),
  rowsWritten: int32(),
  columns: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().describe('The file is deleted then (30 days)'),
  fileName: z.string(),
});
const exportId = z.object({ id: z.string().max(64) });
const limit = int32().min(1).max(MAX_EXPORT_ROWS);

export const startupExportApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/export/columns',
      tags,
      summary: "The export's columns with headers in the viewer's language (column list)",
      responses: {
        200: {
          ...json(
            envelopeOf(z.array(z.object({ key: z.string(), label: z.string(), default: z.boolean() }))),
          ),
          description: 'Columns',
        },
      },
    }),
    async (c) => ok(c, exportColumns((await apiCtx(c)).locale)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/export/preview',
      tags,
      summary: 'How many rows an export would take and what is left this month',
      request: { body: jsonBody(z.object({ filterRules: startupFilterSchema, limit })) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                matching: int32().describe(`Startups matching, counted up to ${MAX_EXPORT_ROWS}`),
                rows: int32(),
                used: int32(),
                remaining: int32(),
                limit: int32(),
              }),
            ),
          ),
          description: 'Preview',
        },
        ...failures,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return ok(c, await previewExport(await apiCtx(c), body.filterRules, body.limit));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/Export',
      tags,
      summary:
        'Export the startups of a filter to xlsx or csv (premium; queued; counted against the monthly rows)',
      request: {
        body: jsonBody(
          z.object({
            filterRules: startupFilterSchema,
            limit,
            FileType: z.enum(['xlsx', 'csv']),
            columns: z.array(z.string().max(40)).max(40).optional(),
            sort: z.enum(STARTUP_SORTS).optional(),
            queryId: z
              .string()
              .max(64)
              .nullable()
              .optional()
              .describe("Empty or 24 hex characters ('Invalid queryId')"),
          }),
        ),
      },
      responses: {
        200: { ...json(envelopeOf(exportView)), description: 'The export, queued' },
        400: { ...json(errorEnvelope), description: "'Invalid queryId'; nothing matches; bad columns" },
        ...failures,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return ok(
        c,
        await startExport(await apiCtx(c), {
          filterRules: body.filterRules,
          limit: body.limit,
          fileType: body.FileType,
          columns: body.columns,
          sort: body.sort,
          queryId: body.queryId,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/exports',
      tags,
      summary: "The viewer's previous exports of the last 30 days",
      responses: {
        200: { ...json(envelopeOf(z.array(exportView))), description: 'Exports' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listExports(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/exports/{id}',
      tags,
      summary: 'One of the viewer’s exports (progress while it is written)',
      request: { params: exportId },
      responses: {
        200: { ...json(envelopeOf(exportView)), description: 'The export' },
        400: { ...json(errorEnvelope), description: "'Invalid queryId'" },
        401: failures[401],
        404: { ...json(errorEnvelope), description: 'Not found or expired' },
      },
    }),
    async (c) => ok(c, await getExport(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/exports/{id}/file',
      tags,
      summary: "A ready export's file (its owner only, for 30 days)",
      request: { params: exportId },
      responses: {
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().openapi({ format: 'binary' }),
            },
            'text/csv': { schema: z.string() },
          },
          description: 'The file',
        },
        400: { ...json(errorEnvelope), description: "'Invalid queryId'" },
        401: failures[401],
        404: { ...json(errorEnvelope), description: 'Not found, not ready or expired' },
      },
    }),
    async (c) => {
      const file = await exportFile(await apiCtx(c), c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

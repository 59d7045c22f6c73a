/**
 * Report management calls (issue 16 §2; D §7 Reports "management create, update, delete for
 * category, type, version; cover and gallery photo upload (multipart Id, File, locale id) and
 * delete (Id, Url); create and update report as multipart; admin excel export. Category create
 * sends targetCountryIds as ids"; D §6 "super admin or rapor-admin with FULL_ACCESS"). The
 * Management call `ReportDownloadersList` and its File are served with the other Management
 * lists (src/modules/operations/api.ts), from this module's download list. Everyone else gets 401 or 403. Thin: each
 * call parses its input and hands it to ./admin.ts. Registered before the public report router,
 * whose `/api/v2/reports/{id}` would otherwise take `/api/v2/reports/management`.
 *
 * Here: the download list, its Excel export and the report admins; categories and types in
 * ./admin-api-categories.ts; reports and versions (multipart files ≤ 50 MB) in ./admin-api-reports.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiCtx, createRouter } from '@/server/api/router';
import { jsonBody, ok } from '@/server/api/envelope';
import { exportDownloads, listDownloads, listReportAdmins, setReportAdmin, type ExportedFile } from './admin';
import { reportAdminInput } from './admin-validation';
import { requireReportAdmin } from './admin-access';
import {
  answer,
  BASE,
  downloadPage,
  downloadQuery,
  failures,
  notFound,
  reportAdminRow,
  tags,
  xlsxResponse,
} from './admin-api-schemas';
import { categoriesAdminApi, typesAdminApi } from './admin-api-categories';
import { reportsListAdminApi, versionsAdminApi } from './admin-api-reports';

/** Answers an exported file for download. */
const sendFile = (c: Context, file: ExportedFile) =>
  c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
  });

/** The download list's filter from the query (blank values count as missing). */
const filterOf = (q: { reportId?: string; from?: string; to?: string }) => ({
  reportId: q.reportId,
  from: q.from,
  to: q.to,
});

const downloads = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/downloads`,
      tags,
      summary: 'Who downloaded which report version, when and why (free, purchase, premium); paged',
      request: { query: downloadQuery },
      responses: { ...answer(downloadPage, 'A page of downloads'), ...failures },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        await listDownloads(await apiCtx(c), {
          ...filterOf(q),
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/downloads/file`,
      tags,
      summary: 'The filtered download list as an Excel workbook (.xlsx)',
      request: { query: downloadQuery.omit({ pageIndex: true, pageSize: true }) },
      responses: { ...xlsxResponse, ...failures },
    }),
    async (c) => sendFile(c, await exportDownloads(await apiCtx(c), filterOf(c.req.valid('query')))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/admins`,
      tags,
      summary: 'The report admins (FULL_ACCESS on rapor-admin); super admins only',
      responses: { ...answer(z.array(reportAdminRow), 'Report admins'), ...failures },
    }),
    async (c) => ok(c, await listReportAdmins(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/admins`,
      tags,
      summary: 'Appoint a registered user report admin, or take the right away; super admins only',
      request: { body: jsonBody(reportAdminInput) },
      responses: {
        ...answer(z.array(reportAdminRow), 'Report admins'),
        ...failures,
        ...notFound,
      },
    }),
    async (c) => ok(c, await setReportAdmin(await apiCtx(c), c.req.valid('json'))),
  );

/**
 * Every report management call (one router, registered in src/app/_api/app.ts). The right is
 * checked before any route reads its body, so a visitor cannot make the server parse a 50 MB form.
 */
export const reportsAdminApi = createRouter()
  .use('/api/v2/reports/management/*', async (c, next) => {
    requireReportAdmin(await apiCtx(c));
    await next();
  })
  .route('/', categoriesAdminApi)
  .route('/', typesAdminApi)
  .route('/', reportsListAdminApi)
  .route('/', versionsAdminApi)
  .route('/', downloads);

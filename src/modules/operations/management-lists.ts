/**
 * The Management lists (D §7 Management: `GET /apiCommon/Management/{StartupList,
 * ProgramApplicantList, UserList, ReportDownloadersList, SpammersList, ErrorLogs, EmailList}
 * ?pageIndex&pageSize` and their File calls; D §3 "Management lists return pageIndex, pageSize,
 * totalCount, fieldNames, rows"; issue 17 §1). One framework for the seven: the role of each
 * (src/modules/admin/menu.ts roles), a page of rows newest first, and the whole list (at most
 * {@link MANAGEMENT_EXPORT_MAX_ROWS} rows) as an .xlsx written by exceljs's streaming writer whose
 * header row is `fieldNames`. Roles: StartupList, ProgramApplicantList, UserList → admin;
 * ReportDownloadersList → super admin or report admin (as report management); SpammersList,
 * ErrorLogs, EmailList → super admin. Visitors 401, others without the role 403.
 */
import type ExcelJS from 'exceljs';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { cooperativeWorkbook } from '@/server/xlsx-writer';
import { auditLog } from '@/modules/access/schema';
import { requireAdminRole } from '@/modules/admin/access';
import { ADMIN_LISTS, adminRoleHeld, type AdminRole } from '@/modules/admin/menu';
import { LIST_READERS } from './management-queries';
import { fieldNamesOf, MANAGEMENT_LIST_NAMES, type ManagementListName } from './management-rows';

export { MANAGEMENT_LIST_NAMES, fieldNamesOf, type ManagementListName } from './management-rows';

/** Rows per page by default and at most (the API refuses more with 400). */
export const MANAGEMENT_DEFAULT_PAGE_SIZE = 20;
export const MANAGEMENT_MAX_PAGE_SIZE = 100;
/** Rows a File holds at most (the newest); the answer says how many it left out. */
export const MANAGEMENT_EXPORT_MAX_ROWS = 50_000;
/** Rows read per query while a File is written. */
const EXPORT_BATCH = 1_000;

/** The role each list needs (the admin menu's ADMIN_LISTS, src/modules/admin/menu.ts; spec dashboard §6). */
export const MANAGEMENT_LIST_ROLES = Object.fromEntries(ADMIN_LISTS.map((l) => [l.name, l.role])) as Record<
  ManagementListName,
  AdminRole
>;

/** True when `name` is one of the seven lists. */
export function isManagementListName(name: string): name is ManagementListName {
  return (MANAGEMENT_LIST_NAMES as readonly string[]).includes(name);
}

/** The lists `access` may open, in the spec's order (the screens' tab row). */
export function managementListsFor(access: Ctx['viewer']['access']): ManagementListName[] {
  return MANAGEMENT_LIST_NAMES.filter((name) => adminRoleHeld(access, MANAGEMENT_LIST_ROLES[name]));
}

/**
 * The acting user's id when the viewer holds list `name`'s role.
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) otherwise.
 */
export function requireListRole(ctx: Ctx, name: ManagementListName): string {
  return requireAdminRole(ctx, MANAGEMENT_LIST_ROLES[name]);
}

/** A page of a Management list (D §3). `rows` hold the keys of `fieldNames`, in that order. */
export interface ManagementPage<Row = Record<string, unknown>> {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  fieldNames: string[];
  rows: Row[];
}

/**
 * Page `pageIndex` (from 1) of list `name`, `pageSize` rows (default 20, 1…100), newest first; a
 * page past the end has no rows.
 * @throws UnauthorizedError; ForbiddenError (see {@link requireListRole}); NotFoundError for
 *   an unknown list.
 */
export async function listManagement(
  ctx: Ctx,
  name: string,
  input: { pageIndex?: number; pageSize?: number } = {},
): Promise<ManagementPage> {
  if (!isManagementListName(name)) throw new NotFoundError();
  requireListRole(ctx, name);
  const pageIndex = Math.max(1, Math.floor(input.pageIndex ?? 1));
  const pageSize = Math.min(
    MANAGEMENT_MAX_PAGE_SIZE,
    Math.max(1, Math.floor(input.pageSize ?? MANAGEMENT_DEFAULT_PAGE_SIZE)),
  );
  const reader = LIST_READERS[name];
  const [totalCount, rows] = await Promise.all([
    reader.count(ctx),
    reader.rows(ctx, { limit: pageSize, offset: (pageIndex - 1) * pageSize }),
  ]);
  return {
    pageIndex,
    pageSize,
    totalCount,
    fieldNames: fieldNamesOf(name),
    rows: rows as Record<string, unknown>[],
  };
}

/** A workbook made for the viewer. */
export interface ManagementFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  /** Rows written, and rows the list had (more than written when capped). */
  rows: number;
  totalCount: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell of a row value: times (keys ending in `At`) as dates, everything else as it is. */
function cellOf(key: string, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (key.endsWith('At') && typeof value === 'string') return new Date(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * List `name` as an .xlsx (one sheet named after the list, the bold frozen header row = the
 * list's `fieldNames`, then its rows newest first, times as UTC date cells), at most
 * {@link MANAGEMENT_EXPORT_MAX_ROWS} rows, written with exceljs's streaming writer batch by batch.
 * The export of these (personal) data is audited (`admin.list.export`).
 * @throws as {@link listManagement}.
 */
export async function exportManagementList(ctx: Ctx, name: string): Promise<ManagementFile> {
  if (!isManagementListName(name)) throw new NotFoundError();
  const actor = requireListRole(ctx, name);
  const reader = LIST_READERS[name];
  const fieldNames = fieldNamesOf(name);
  const totalCount = await reader.count(ctx);

  // Between rows the event loop is given back (src/server/xlsx-writer.ts): 50,000 rows held it otherwise.
  const workbook = cooperativeWorkbook();
  workbook.book.creator = 'Startup Atlas';
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fieldNames.map((key) => ({
    key,
    width: key.endsWith('At') ? 20 : key === 'stack' || key === 'message' ? 60 : 24,
    ...(key.endsWith('At') ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
  }));
  await workbook.addRow(sheet, fieldNames, (row) => {
    row.font = { bold: true };
  });

  let written = 0;
  while (written < MANAGEMENT_EXPORT_MAX_ROWS) {
    const limit = Math.min(EXPORT_BATCH, MANAGEMENT_EXPORT_MAX_ROWS - written);
    const batch = (await reader.rows(ctx, { limit, offset: written })) as Record<string, unknown>[];
    for (const row of batch)
      await workbook.addRow(
        sheet,
        fieldNames.map((key) => cellOf(key, row[key])),
      );
    written += batch.length;
    if (batch.length < limit) break;
  }
  const bytes = await workbook.finish();

  await ctx.db.insert(auditLog).values({
    actorUserId: actor,
    action: 'admin.list.export',
    entityId: `management:${name}`,
    details: { list: name, rows: written, totalCount },
  });
  const today = new Date().toISOString().slice(0, 10);
  return {
    bytes,
    fileName: `${name}-${today}.xlsx`,
    contentType: XLSX_TYPE,
    rows: written,
    totalCount,
  };
}

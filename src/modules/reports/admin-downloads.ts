/**
 * The download list of report management (issue 16 §2 "the download list (who downloaded what,
 * Excel export)"; D §2 `report-management/download-list`; D §7 Reports "admin excel export",
 * Management `ReportDownloadersList` and its File): every granted download with the user's name
 * and e-mail, the report, the version, its language, the basis (free, purchase, premium) and the
 * time, filtered by report and by a range of UTC days; paged, or as an .xlsx file (exceljs).
 * Also who the report admins are (super admins appoint them). Super admins and report admins.
 */
import type { DownloadBasis } from './downloads';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { messagesOf } from '@/server/i18n';
import { cooperativeWorkbook } from '@/server/xlsx-writer';
import { grantAccessInternal, listEntityAccess } from '@/modules/access/access';
import { users } from '@/modules/identity/schema';
import { reportDownloads, reports, reportVersions } from './schema';
import { audit, pageOf, parseInput, requireReportAdmin, requireSuperAdmin, type Paged } from './admin-access';
import {
  downloadFilterInput,
  reportAdminInput,
  type DownloadFilterInput,
  type ReportAdminInput,
  type ReportLanguage,
} from './admin-validation';

/** Rows an Excel export holds at most (newest first). */
export const DOWNLOAD_EXPORT_MAX_ROWS = 100_000;

/** One granted download. `createdAt` UTC ISO-8601; the title in the viewer's language. */
export interface DownloadRow {
  id: number;
  userId: string;
  userName: string;
  email: string;
  reportId: number;
  reportTitle: string;
  versionId: number;
  versionName: string;
  language: ReportLanguage;
  basis: DownloadBasis;
  createdAt: string;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The filter's conditions: a report; from the start of `from` to the end of `to` (UTC). */
function conditions(filter: ReturnType<typeof downloadFilterInput.parse>): SQL | undefined {
  return and(
    filter.reportId ? eq(reportVersions.reportId, filter.reportId) : undefined,
    filter.from ? gte(reportDownloads.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(reportDownloads.createdAt, nextDay(filter.to)) : undefined,
  );
}

/**
 * Downloads matching `where` (all when undefined), newest first, `page.limit` from `page.offset`;
 * no right check (callers check: ./admin-downloads.ts here, the Management list of
 * src/modules/operations/management-lists.ts `ReportDownloadersList`).
 */
export async function loadDownloads(
  ctx: Ctx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<DownloadRow[]> {
  const rows = await ctx.db
    .select({
      id: reportDownloads.id,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      reportId: reports.id,
      titleEn: reports.titleEn,
      titleTr: reports.titleTr,
      versionId: reportVersions.id,
      versionName: reportVersions.name,
      language: reportVersions.language,
      basis: reportDownloads.basis,
      createdAt: reportDownloads.createdAt,
    })
    .from(reportDownloads)
    .innerJoin(users, eq(users.id, reportDownloads.userId))
    .innerJoin(reportVersions, eq(reportVersions.id, reportDownloads.versionId))
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(where)
    .orderBy(desc(reportDownloads.createdAt), desc(reportDownloads.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: `${r.name} ${r.surname}`.trim(),
    email: r.email,
    reportId: r.reportId,
    reportTitle: ctx.locale === 'tr' ? r.titleTr : r.titleEn,
    versionId: r.versionId,
    versionName: r.versionName,
    language: r.language as ReportLanguage,
    basis: r.basis as DownloadBasis,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Granted downloads, newest first, filtered by `reportId` and the days `from`…`to` (YYYY-MM-DD,
 * UTC, inclusive); `pageIndex` from 1, `pageSize` default 20, at most 100.
 * @throws UnauthorizedError; ForbiddenError; ValidationError 'report.date_invalid',
 *   'report.date_range_invalid' (field to).
 */
export async function listDownloads(
  ctx: Ctx,
  filter: DownloadFilterInput & { pageIndex?: number; pageSize?: number } = {},
): Promise<Paged<DownloadRow>> {
  requireReportAdmin(ctx);
  const where = conditions(parseInput(downloadFilterInput, filter));
  const { pageIndex, pageSize, offset } = pageOf(filter);
  const [rows, total] = await Promise.all([
    loadDownloads(ctx, where, { limit: pageSize, offset }),
    countDownloads(ctx, where),
  ]);
  return { data: rows, pageIndex, pageSize, totalCount: total };
}

/** How many downloads match `where` (all when undefined); no right check, as {@link loadDownloads}. */
export async function countDownloads(ctx: Ctx, where: SQL | undefined): Promise<number> {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(reportDownloads)
    .innerJoin(reportVersions, eq(reportVersions.id, reportDownloads.versionId))
    .where(where);
  return total!.n;
}

/** A file made for the viewer: its bytes, name and media type. */
export interface ExportedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * The filtered download list as an Excel workbook (one sheet, a bold frozen header in the
 * viewer's language, dates as real date cells in UTC), at most {@link DOWNLOAD_EXPORT_MAX_ROWS}
 * rows. The export of these personal data is audited.
 * @throws as {@link listDownloads}.
 */
export async function exportDownloads(ctx: Ctx, filter: DownloadFilterInput = {}): Promise<ExportedFile> {
  const actor = requireReportAdmin(ctx);
  const parsed = parseInput(downloadFilterInput, filter);
  const rows = await loadDownloads(ctx, conditions(parsed), { limit: DOWNLOAD_EXPORT_MAX_ROWS, offset: 0 });
  const t = messagesOf(ctx.locale, 'reportAdmin');
  // Streamed, giving the event loop back between rows: up to 100,000 rows held the process otherwise.
  const workbook = cooperativeWorkbook();
  workbook.book.creator = 'Startup Atlas';
  const sheet = workbook.addWorksheet(t('downloads.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    {
      header: t('downloads.date'),
      key: 'date',
      width: 20,
      style: { numFmt: ctx.locale === 'tr' ? 'dd.mm.yyyy hh:mm' : 'yyyy-mm-dd hh:mm' },
    },
    { header: t('downloads.user'), key: 'user', width: 28 },
    { header: t('downloads.email'), key: 'email', width: 32 },
    { header: t('downloads.report'), key: 'report', width: 48 },
    { header: t('downloads.version'), key: 'version', width: 24 },
    { header: t('downloads.language'), key: 'language', width: 10 },
    { header: t('downloads.basis'), key: 'basis', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    await workbook.addRow(sheet, {
      date: new Date(r.createdAt),
      user: r.userName,
      email: r.email,
      report: r.reportTitle,
      version: r.versionName,
      language: r.language.toUpperCase(),
      basis: t(`basis.${r.basis}`),
    });
  const bytes = await workbook.finish();
  await audit(ctx.db, actor, 'report.downloads.export', 'report-downloads', { ...parsed, rows: rows.length });
  const today = new Date().toISOString().slice(0, 10);
  return {
    bytes,
    fileName: `report-downloads-${today}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** A report admin (FULL_ACCESS on `rapor-admin`). */
export interface ReportAdminRow {
  userId: string;
  name: string;
  email: string;
}

/**
 * The report admins, by e-mail.
 * @throws UnauthorizedError; ForbiddenError (not a super admin).
 */
export async function listReportAdmins(ctx: Ctx): Promise<ReportAdminRow[]> {
  requireSuperAdmin(ctx);
  const holders = (await listEntityAccess(ctx, 'rapor-admin')).filter((a) =>
    a.scopes.includes('FULL_ACCESS'),
  );
  if (holders.length === 0) return [];
  const rows = await ctx.db
    .select({ userId: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        holders.map((h) => h.userId),
      ),
    )
    .orderBy(users.email);
  return rows.map((r) => ({ userId: r.userId, name: `${r.name} ${r.surname}`.trim(), email: r.email }));
}

/**
 * Appoints the user with `email` report admin (FULL_ACCESS on `rapor-admin`) or, with
 * `isReportAdmin` false, takes the right away (no scope left); audited by the access module.
 * Output: the report admins.
 * @throws UnauthorizedError; ForbiddenError (not a super admin); ValidationError
 *   'payment.email_invalid'; NotFoundError 'report.user_not_found'.
 */
export async function setReportAdmin(ctx: Ctx, input: ReportAdminInput): Promise<ReportAdminRow[]> {
  const actor = requireSuperAdmin(ctx);
  const v = parseInput(reportAdminInput, input);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, v.email));
  if (!user) throw new NotFoundError('report.user_not_found');
  await grantAccessInternal(ctx.db, {
    userId: user.id,
    entityId: 'rapor-admin',
    scopes: v.isReportAdmin ? ['FULL_ACCESS'] : [],
    actorUserId: actor,
  });
  return listReportAdmins(ctx);
}

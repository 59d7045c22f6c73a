/**
 * Report versions in report management (issue 16 §2; D §2 `report-management/report-version`;
 * D §3 "versions (language, price, is-free, file type, file)"; D §7 "management create, update,
 * delete for … version"). A version is one file of a report: its edition name, language, free or
 * priced in USD and TRY (minor units), and a PDF or xlsx file.
 *
 * Files are sniffed from their bytes and stored under private keys (./admin-files.ts). A version
 * that was bought or downloaded cannot be deleted: its buyers keep it; replace its file instead.
 */
import { and, asc, count, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, ValidationError } from '@/server/errors';
import { reports, reportVersions } from './schema';
import { paymentRequests } from '@/modules/payments/schema';
import {
  audit,
  conflict,
  isUniqueViolation,
  pageOf,
  parseInput,
  requireReportAdmin,
  type Paged,
} from './admin-access';
import {
  putReportFile,
  removeFiles,
  REPORT_CONTENT_TYPES,
  sniffReportFile,
  type ReportFileType,
} from './admin-files';
import { downloadFileName } from './downloads';
import { getStorage } from '@/server/storage';
import {
  newVersionInput,
  versionInput,
  type NewVersionInput,
  type ReportLanguage,
  type VersionInput,
  type VersionValues,
} from './admin-validation';

/** A version as report management shows it. Prices in minor units; size in bytes; dates UTC ISO-8601. */
export interface VersionAdminView {
  id: number;
  reportId: number;
  reportTitle: string;
  name: string;
  language: ReportLanguage;
  isFree: boolean;
  priceUsdMinor: number;
  priceTryMinor: number;
  fileType: ReportFileType;
  fileSize: number;
  hasFile: boolean;
  sortOrder: number;
  /** Purchases (refunded ones included) and granted downloads: either forbids deletion. */
  purchaseCount: number;
  downloadCount: number;
  createdAt: string;
  updatedAt: string;
}

const entity = (id: number) => `report-version:${id}`;

const purchaseCount = sql<number>`(select count(*)::int from "report_purchases" p where p."version_id" = "report_versions"."id")`;
const downloadCount = sql<number>`(select count(*)::int from "report_downloads" d where d."version_id" = "report_versions"."id")`;

async function loadVersions(
  ctx: Ctx,
  where: ReturnType<typeof eq> | undefined,
  page?: { limit: number; offset: number },
): Promise<VersionAdminView[]> {
  const query = ctx.db
    .select({
      version: reportVersions,
      titleEn: reports.titleEn,
      titleTr: reports.titleTr,
      purchaseCount,
      downloadCount,
    })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(where)
    .orderBy(
      desc(reports.id),
      asc(reportVersions.sortOrder),
      asc(reportVersions.language),
      asc(reportVersions.id),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ version: v, titleEn, titleTr, ...counts }) => ({
    id: v.id,
    reportId: v.reportId,
    reportTitle: ctx.locale === 'tr' ? titleTr : titleEn,
    name: v.name,
    language: v.language as ReportLanguage,
    isFree: v.isFree,
    priceUsdMinor: v.priceUsdMinor,
    priceTryMinor: v.priceTryMinor,
    fileType: v.fileType as ReportFileType,
    fileSize: v.fileSize,
    hasFile: v.fileKey !== null,
    sortOrder: v.sortOrder,
    purchaseCount: counts.purchaseCount,
    downloadCount: counts.downloadCount,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  }));
}

/**
 * The versions of report `reportId` (every report's when omitted), newest reports first, paged
 * (`pageSize` default 50, at most 100).
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listVersionsForAdmin(
  ctx: Ctx,
  filter: { reportId?: number; pageIndex?: number; pageSize?: number } = {},
): Promise<Paged<VersionAdminView>> {
  requireReportAdmin(ctx);
  const { pageIndex, pageSize, offset } = pageOf(filter, 50);
  const where = filter.reportId ? eq(reportVersions.reportId, filter.reportId) : undefined;
  const [rows, [total]] = await Promise.all([
    loadVersions(ctx, where, { limit: pageSize, offset }),
    ctx.db.select({ n: count() }).from(reportVersions).where(where),
  ]);
  return { data: rows, pageIndex, pageSize, totalCount: total!.n };
}

/**
 * One version.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.version_not_found'.
 */
export async function getVersionForAdmin(ctx: Ctx, id: number): Promise<VersionAdminView> {
  requireReportAdmin(ctx);
  const [view] = await loadVersions(ctx, eq(reportVersions.id, id));
  if (!view) throw new NotFoundError('report.version_not_found');
  return view;
}

async function assertNameFree(tx: Db, reportId: number, name: string, language: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: reportVersions.id })
    .from(reportVersions)
    .where(
      and(
        eq(reportVersions.reportId, reportId),
        eq(reportVersions.name, name),
        eq(reportVersions.language, language),
        exceptId ? ne(reportVersions.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict('report.version_duplicate', 'name');
}

/** Runs `write`; a concurrent duplicate (report, name, language) becomes the same 409 as a checked one. */
async function mapDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'report_versions_uq')) throw conflict('report.version_duplicate', 'name');
    throw error;
  }
}

/**
 * Adds a version with its (sniffed) file to report `reportId` inside the caller's transaction,
 * with its audit row. For ./admin-reports.ts (a report created with its first file) and
 * {@link createVersion}. `written` collects the stored keys.
 */
export async function insertVersion(
  tx: Db,
  actor: string,
  reportId: number,
  input: VersionValues,
  file: { type: ReportFileType; bytes: Buffer },
  written: string[],
): Promise<number> {
  await assertNameFree(tx, reportId, input.name, input.language);
  const prices = input.isFree ? { priceUsdMinor: 0, priceTryMinor: 0 } : input;
  const [row] = await tx
    .insert(reportVersions)
    .values({
      reportId,
      name: input.name,
      language: input.language,
      isFree: input.isFree,
      priceUsdMinor: prices.priceUsdMinor,
      priceTryMinor: prices.priceTryMinor,
      fileType: file.type,
      fileSize: file.bytes.length,
      sortOrder: input.sortOrder,
    })
    .returning({ id: reportVersions.id });
  const key = await putReportFile(reportId, row!.id, file.type, file.bytes, written);
  await tx.update(reportVersions).set({ fileKey: key }).where(eq(reportVersions.id, row!.id));
  await audit(tx, actor, 'report.version.create', entity(row!.id), {
    reportId,
    name: input.name,
    language: input.language,
    isFree: input.isFree,
    priceUsdMinor: prices.priceUsdMinor,
    priceTryMinor: prices.priceTryMinor,
    fileType: file.type,
    fileSize: file.bytes.length,
  });
  return row!.id;
}

/**
 * Adds a version to a report: `reportId`, `name`, `language` (en/tr), `isFree`, prices in minor
 * units (both required unless free), `sortOrder`, and its file (PDF or xlsx, ≤ 50 MB).
 * Output: the version.
 * @throws UnauthorizedError; ForbiddenError; ValidationError with fields ('validation.required',
 *   'report.price_required', 'report.price_invalid', 'report.file_required', 'report.not_found'
 *   on reportId); 409 'report.version_duplicate' (field name); 413 'report.file_too_big';
 *   415 'report.file_type'.
 */
export async function createVersion(
  ctx: Ctx,
  input: NewVersionInput,
  file: Buffer | undefined,
): Promise<VersionAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(newVersionInput, input);
  if (!file?.length) throw new ValidationError('report.file_required', { file: 'report.file_required' });
  const type = await sniffReportFile(file);
  const written: string[] = [];
  try {
    const id = await mapDuplicate(() =>
      ctx.db.transaction(async (tx) => {
        const [report] = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(eq(reports.id, v.reportId))
          .for('update');
        if (!report) throw new ValidationError('report.not_found', { reportId: 'report.not_found' });
        return insertVersion(tx, actor, v.reportId, v, { type, bytes: file }, written);
      }),
    );
    return await getVersionForAdmin(ctx, id);
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}

/**
 * Changes a version's fields and, when `file` is given, replaces its file (the old file is deleted
 * once the change is saved). Output: the version.
 * @throws as {@link createVersion} (but the file is optional); NotFoundError 'report.version_not_found'.
 */
export async function updateVersion(
  ctx: Ctx,
  id: number,
  input: VersionInput,
  file?: Buffer,
): Promise<VersionAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(versionInput, input);
  const type = file?.length ? await sniffReportFile(file) : null;
  const written: string[] = [];
  const seen: { fileKey: string | null } = { fileKey: null };
  let replaced: string | null;
  try {
    replaced = await mapDuplicate(() =>
      ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(reportVersions)
          .where(eq(reportVersions.id, id))
          .for('update');
        if (!before) throw new NotFoundError('report.version_not_found');
        seen.fileKey = before.fileKey;
        await assertNameFree(tx, before.reportId, v.name, v.language, id);
        const stored = type && file ? await putReportFile(before.reportId, id, type, file, written) : null;
        const prices = v.isFree ? { priceUsdMinor: 0, priceTryMinor: 0 } : v;
        await tx
          .update(reportVersions)
          .set({
            name: v.name,
            language: v.language,
            isFree: v.isFree,
            priceUsdMinor: prices.priceUsdMinor,
            priceTryMinor: prices.priceTryMinor,
            sortOrder: v.sortOrder,
            ...(stored && type && file ? { fileKey: stored, fileType: type, fileSize: file.length } : {}),
            updatedAt: new Date(),
          })
          .where(eq(reportVersions.id, id));
        await audit(tx, actor, 'report.version.update', entity(id), {
          reportId: before.reportId,
          from: {
            name: before.name,
            language: before.language,
            isFree: before.isFree,
            priceUsdMinor: before.priceUsdMinor,
            priceTryMinor: before.priceTryMinor,
          },
          to: { name: v.name, language: v.language, isFree: v.isFree, ...prices },
          ...(stored ? { file: { type, size: file?.length } } : {}),
        });
        return stored && before.fileKey && before.fileKey !== stored ? before.fileKey : null;
      }),
    );
  } catch (error) {
    // A file written over the old one (same type) cannot be taken back; a new key can.
    await removeFiles(written.filter((key) => key !== seen.fileKey));
    throw error;
  }
  if (replaced) await removeFiles([replaced]);
  return getVersionForAdmin(ctx, id);
}

/** Purchases and downloads of the versions matching `where` (either forbids deletion). */
export async function salesOf(db: Db, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${purchaseCount} + ${downloadCount}), 0)::int` })
    .from(reportVersions)
    .where(where);
  return row?.n ?? 0;
}

/**
 * Deletes a version that nobody bought, downloaded or is paying for (a checkout of the last 24 h),
 * and its file.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.version_not_found'; 409
 *   'report.version_has_sales'.
 */
export async function deleteVersion(ctx: Ctx, id: number): Promise<void> {
  const actor = requireReportAdmin(ctx);
  const fileKey = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reportVersions).where(eq(reportVersions.id, id)).for('update');
    if (!row) throw new NotFoundError('report.version_not_found');
    if ((await salesOf(tx, eq(reportVersions.id, id))) > 0) throw conflict('report.version_has_sales');
    // A checkout opened in the last day (providers' sessions last 24 h) may still be paid: its
    // webhook needs the version to record the purchase.
    const [pending] = await tx
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.entityType, 'report'),
          eq(paymentRequests.entityId, id),
          or(
            eq(paymentRequests.state, 'paid'),
            and(
              eq(paymentRequests.state, 'created'),
              gt(paymentRequests.createdAt, new Date(Date.now() - 86_400_000)),
            ),
          ),
        ),
      )
      .limit(1);
    if (pending) throw conflict('report.version_has_sales');
    await tx.delete(reportVersions).where(eq(reportVersions.id, id));
    await audit(tx, actor, 'report.version.delete', entity(id), {
      reportId: row.reportId,
      name: row.name,
      language: row.language,
    });
    return row.fileKey;
  });
  if (fileKey) await removeFiles([fileKey]);
}

/**
 * A version's file for report admins to check what they uploaded, whatever its price or state
 * (decision 0020: the management screens serve their files).
 * @returns bytes, content type and the name buyers' files get.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.version_not_found' (no such
 *   version, or no file stored).
 */
export async function versionFile(ctx: Ctx, id: number) {
  requireReportAdmin(ctx);
  const [row] = await ctx.db
    .select({ version: reportVersions, report: reports })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(eq(reportVersions.id, id));
  const file = row?.version.fileKey ? await (await getStorage()).get(row.version.fileKey) : null;
  if (!row || !file) throw new NotFoundError('report.version_not_found');
  return {
    bytes: file.bytes,
    contentType: REPORT_CONTENT_TYPES[row.version.fileType as ReportFileType],
    fileName: downloadFileName(row.report, row.version),
  };
}

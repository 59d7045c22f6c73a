/**
 * Reports in report management (issue 16 §2; D §2 `report-management/report-list`,
 * `report/{categoryId}`; D §3 "Report: index, seoUrl, fileName, category, type, versions …,
 * order, is-active"; D §7 "create and update report as multipart"). Super admins and report
 * admins; every change audited. A report that was bought or downloaded cannot be deleted —
 * deactivate it instead (its buyers keep their files).
 */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, ValidationError } from '@/server/errors';
import { containsPattern } from '@/lib/like';
import {
  reportCategories,
  reportCategoryLocales,
  reportDownloads,
  reportPurchases,
  reports,
  reportTypes,
  reportVersions,
} from './schema';
import {
  audit,
  conflict,
  isUniqueViolation,
  pageOf,
  parseInput,
  requireReportAdmin,
  type Paged,
} from './admin-access';
import { removeFiles, sniffReportFile } from './admin-files';
import { insertVersion, salesOf } from './admin-versions';
import { reportInput, versionInput, type ReportInput, type VersionInput } from './admin-validation';

const reportEntity = (id: number) => `report:${id}`;

/** A report as report management shows it. `publishedAt` YYYY-MM-DD (UTC); other dates ISO-8601. */
export interface ReportAdminView {
  id: number;
  seoUrl: string;
  fileName: string;
  categoryId: number;
  /** In the viewer's language (English when the category has no name in it). */
  categoryName: string;
  typeId: number;
  typeName: string;
  titleEn: string;
  titleTr: string;
  summaryEn: string;
  summaryTr: string;
  publishedAt: string;
  sortOrder: number;
  isActive: boolean;
  versionCount: number;
  /** Purchases and granted downloads of all its versions: either forbids deletion. */
  salesCount: number;
  createdAt: string;
  updatedAt: string;
}

async function loadReports(
  ctx: Ctx,
  where: ReturnType<typeof and>,
  page?: { limit: number; offset: number },
): Promise<ReportAdminView[]> {
  const tr = ctx.locale === 'tr';
  const name = (language: string) =>
    sql<
      string | null
    >`(select ${reportCategoryLocales.name} from ${reportCategoryLocales} where ${reportCategoryLocales.categoryId} = ${reports.categoryId} and ${reportCategoryLocales.language} = ${language})`;
  const query = ctx.db
    .select({
      report: reports,
      categoryName: sql<string>`coalesce(${name(tr ? 'tr' : 'en')}, ${name('en')}, ${reportCategories.seoUrl})`,
      typeName: tr ? reportTypes.nameTr : reportTypes.nameEn,
      versionCount: sql<number>`(select count(*)::int from "report_versions" v where v."report_id" = "reports"."id")`,
      salesCount: sql<number>`((select count(*) from ${reportPurchases} inner join ${reportVersions} on ${reportVersions.id} = ${reportPurchases.versionId} where ${reportVersions.reportId} = ${reports.id}) + (select count(*) from ${reportDownloads} inner join ${reportVersions} on ${reportVersions.id} = ${reportDownloads.versionId} where ${reportVersions.reportId} = ${reports.id}))::int`,
    })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .innerJoin(reportTypes, eq(reportTypes.id, reports.typeId))
    .where(where)
    .orderBy(asc(reports.sortOrder), desc(reports.publishedAt), desc(reports.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ report: r, categoryName, typeName, versionCount, salesCount }) => ({
    id: r.id,
    seoUrl: r.seoUrl,
    fileName: r.fileName,
    categoryId: r.categoryId,
    categoryName,
    typeId: r.typeId,
    typeName,
    titleEn: r.titleEn,
    titleTr: r.titleTr,
    summaryEn: r.summaryEn,
    summaryTr: r.summaryTr,
    publishedAt: r.publishedAt.toISOString().slice(0, 10),
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    versionCount,
    salesCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export interface ReportListFilter {
  categoryId?: number;
  /** Words of the title (either language) or the address. */
  q?: string;
  pageIndex?: number;
  /** Default 20, at most 100. */
  pageSize?: number;
}

/**
 * Reports, active or not, by order then newest; filtered by category and text; paged.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listReportsForAdmin(
  ctx: Ctx,
  filter: ReportListFilter = {},
): Promise<Paged<ReportAdminView>> {
  requireReportAdmin(ctx);
  const { pageIndex, pageSize, offset } = pageOf(filter);
  const q = filter.q?.trim();
  const where = and(
    filter.categoryId ? eq(reports.categoryId, filter.categoryId) : undefined,
    q
      ? or(
          ilike(reports.titleEn, containsPattern(q)),
          ilike(reports.titleTr, containsPattern(q)),
          ilike(reports.seoUrl, containsPattern(q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    loadReports(ctx, where, { limit: pageSize, offset }),
    ctx.db.select({ n: count() }).from(reports).where(where),
  ]);
  return { data: rows, pageIndex, pageSize, totalCount: total!.n };
}

/**
 * One report.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.not_found'.
 */
export async function getReportForAdmin(ctx: Ctx, id: number): Promise<ReportAdminView> {
  requireReportAdmin(ctx);
  const [view] = await loadReports(ctx, and(eq(reports.id, id)));
  if (!view) throw new NotFoundError('report.not_found');
  return view;
}

/**
 * Every report's id and title in the viewer's language, newest first (the screens' report choices).
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listReportChoices(ctx: Ctx): Promise<Array<{ id: number; title: string }>> {
  requireReportAdmin(ctx);
  const rows = await ctx.db
    .select({ id: reports.id, titleEn: reports.titleEn, titleTr: reports.titleTr })
    .from(reports)
    .orderBy(desc(reports.id));
  return rows.map((r) => ({ id: r.id, title: ctx.locale === 'tr' ? r.titleTr : r.titleEn }));
}

/** Checks the category, the type and the address of a report (inside the write's transaction). */
async function assertReportRefs(
  tx: Db,
  v: { categoryId: number; typeId: number; seoUrl: string },
  exceptId?: number,
) {
  const fields: Record<string, string> = {};
  const [category] = await tx
    .select({ id: reportCategories.id })
    .from(reportCategories)
    .where(eq(reportCategories.id, v.categoryId));
  if (!category) fields.categoryId = 'report.category_not_found';
  const [type] = await tx
    .select({ id: reportTypes.id })
    .from(reportTypes)
    .where(eq(reportTypes.id, v.typeId));
  if (!type) fields.typeId = 'report.type_not_found';
  if (Object.keys(fields).length)
    throw new ValidationError(
      Object.keys(fields).length === 1 ? Object.values(fields)[0]! : 'generic.invalid_input',
      fields,
    );
  const [taken] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.seoUrl, v.seoUrl));
  if (taken && taken.id !== exceptId) throw conflict('report.seo_url_taken', 'seoUrl');
}

/** A version (with its file) added with a report's create or update call (D §7 "report as multipart"). */
export interface AddedVersion {
  input: VersionInput;
  file: Buffer;
}

async function mapDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'reports_seo_url_uq')) throw conflict('report.seo_url_taken', 'seoUrl');
    if (isUniqueViolation(error, 'report_versions_uq'))
      throw conflict('report.version_duplicate', 'version.name');
    throw error;
  }
}

/** Parses an added version (its field errors under `version.`) and sniffs its file. */
async function prepareVersion(added: AddedVersion | undefined) {
  if (!added) return null;
  let values;
  try {
    values = parseInput(versionInput, added.input);
  } catch (error) {
    if (error instanceof ValidationError && error.fields)
      throw new ValidationError(
        error.key,
        Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [`version.${k}`, m])),
      );
    throw error;
  }
  return { values, file: { type: await sniffReportFile(added.file), bytes: added.file } };
}

/**
 * Creates a report (category, type, unique slug-shaped `seoUrl`, `fileName`, titles and summaries
 * in English and Turkish, publication date, order, active switch) and, when `added` is given, its
 * first version with its file, in one transaction. Output: the report.
 * @throws UnauthorizedError; ForbiddenError; ValidationError with fields ('validation.required',
 *   'report.seo_url_invalid', 'report.file_name_invalid', 'report.date_invalid',
 *   'report.category_not_found', 'report.type_not_found'; a version's under `version.`); 409
 *   'report.seo_url_taken'; the file errors of {@link sniffReportFile}.
 */
export async function createReport(
  ctx: Ctx,
  input: ReportInput,
  added?: AddedVersion,
): Promise<ReportAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(reportInput, input);
  const version = await prepareVersion(added);
  const written: string[] = [];
  try {
    const id = await mapDuplicate(() =>
      ctx.db.transaction(async (tx) => {
        await assertReportRefs(tx, v);
        const [row] = await tx
          .insert(reports)
          .values({ ...v, publishedAt: v.publishedAt ? new Date(`${v.publishedAt}T00:00:00Z`) : new Date() })
          .returning({ id: reports.id });
        await audit(tx, actor, 'report.create', reportEntity(row!.id), {
          seoUrl: v.seoUrl,
          categoryId: v.categoryId,
          typeId: v.typeId,
          titleEn: v.titleEn,
        });
        if (version) await insertVersion(tx, actor, row!.id, version.values, version.file, written);
        return row!.id;
      }),
    );
    return await getReportForAdmin(ctx, id);
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}

/**
 * Replaces a report's fields and, when `added` is given, adds a version with its file.
 * @throws as {@link createReport}; NotFoundError 'report.not_found'.
 */
export async function updateReport(
  ctx: Ctx,
  id: number,
  input: ReportInput,
  added?: AddedVersion,
): Promise<ReportAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(reportInput, input);
  const version = await prepareVersion(added);
  const written: string[] = [];
  try {
    await mapDuplicate(() =>
      ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
        if (!before) throw new NotFoundError('report.not_found');
        await assertReportRefs(tx, v, id);
        await tx
          .update(reports)
          .set({
            ...v,
            publishedAt: v.publishedAt ? new Date(`${v.publishedAt}T00:00:00Z`) : before.publishedAt,
            updatedAt: new Date(),
          })
          .where(eq(reports.id, id));
        await audit(tx, actor, 'report.update', reportEntity(id), {
          from: {
            seoUrl: before.seoUrl,
            categoryId: before.categoryId,
            typeId: before.typeId,
            isActive: before.isActive,
          },
          to: { seoUrl: v.seoUrl, categoryId: v.categoryId, typeId: v.typeId, isActive: v.isActive },
        });
        if (version) await insertVersion(tx, actor, id, version.values, version.file, written);
      }),
    );
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return getReportForAdmin(ctx, id);
}

/**
 * Sets a report's place in lists and/or its active switch (the report list's inline edits).
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.not_found'; ValidationError
 *   'generic.invalid_field' (order outside 0…100,000).
 */
export async function setReportListing(
  ctx: Ctx,
  id: number,
  change: { sortOrder?: number; isActive?: boolean },
): Promise<ReportAdminView> {
  const actor = requireReportAdmin(ctx);
  if (
    change.sortOrder !== undefined &&
    !(Number.isInteger(change.sortOrder) && change.sortOrder >= 0 && change.sortOrder <= 100_000)
  )
    throw new ValidationError('generic.invalid_field', { sortOrder: 'generic.invalid_field' });
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!before) throw new NotFoundError('report.not_found');
    await tx
      .update(reports)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(reports.id, id));
    await audit(tx, actor, 'report.listing', reportEntity(id), {
      from: { sortOrder: before.sortOrder, isActive: before.isActive },
      to: change,
    });
  });
  return getReportForAdmin(ctx, id);
}

/**
 * Deletes a report nobody bought or downloaded, with its versions and their files.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.not_found'; 409
 *   'report.has_sales' (deactivate it instead).
 */
export async function deleteReport(ctx: Ctx, id: number): Promise<void> {
  const actor = requireReportAdmin(ctx);
  const files = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!row) throw new NotFoundError('report.not_found');
    if ((await salesOf(tx, eq(reportVersions.reportId, id))) > 0) throw conflict('report.has_sales');
    const versions = await tx
      .select({ key: reportVersions.fileKey })
      .from(reportVersions)
      .where(eq(reportVersions.reportId, id));
    await tx.delete(reports).where(eq(reports.id, id));
    await audit(tx, actor, 'report.delete', reportEntity(id), { seoUrl: row.seoUrl, titleEn: row.titleEn });
    return versions.flatMap((r) => (r.key ? [r.key] : []));
  });
  await removeFiles(files);
}

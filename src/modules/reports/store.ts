/**
 * The public report store's reads (issue 16 §2 "Public /reports (categories, filters by type and
 * target country, cover images) and /report/{seoUrl}: choose version and language, see price or
 * 'free', gallery per language"; P §2 `/reports`, `/report/{seoUrl}`; D §3 report and report
 * category; D §7 Reports "list; … category list, by seoUrl, by id; version languages; … report
 * types"). Visitors see everything but the files; inactive reports and categories are hidden.
 * Names are in the viewer's language; prices in minor units per currency (USD, TRY).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { getStorage } from '@/server/storage';
import { countries } from '@/modules/reference/schema';
import {
  reportPurchases,
  reportCategories,
  reportCategoryImages,
  reportCategoryLocales,
  reports,
  reportTypes,
  reportVersions,
} from './schema';

type Language = 'en' | 'tr';
const lang = (ctx: Ctx): Language => (ctx.locale === 'tr' ? 'tr' : 'en');

export interface ReportTypeView {
  id: number;
  name: string;
}

export interface CountryRef {
  id: number;
  name: string;
}

/** A category as lists show it: name, description and cover in the viewer's language. */
export interface ReportCategoryView {
  id: number;
  seoUrl: string;
  name: string;
  description: string;
  coverUrl: string | null;
  targetCountries: CountryRef[];
  reportCount: number;
}

/** A report card of `/reports`. Prices: the cheapest paid version, minor units; null when all are free. */
export interface ReportCardView {
  id: number;
  seoUrl: string;
  title: string;
  summary: string;
  publishedAt: string;
  category: { id: number; seoUrl: string; name: string; coverUrl: string | null };
  type: ReportTypeView;
  targetCountries: CountryRef[];
  languages: Language[];
  hasFree: boolean;
  priceFrom: { USD: number; TRY: number } | null;
}

/** One version on `/report/{seoUrl}`. */
export interface ReportVersionView {
  id: number;
  name: string;
  language: Language;
  isFree: boolean;
  prices: { USD: number; TRY: number };
  fileType: 'pdf' | 'xlsx';
  /** Bytes. */
  fileSize: number;
  /** The viewer bought it (and it was not refunded). */
  purchased: boolean;
}

export interface ReportDetailView extends ReportCardView {
  fileName: string;
  category: ReportCardView['category'] & { description: string };
  /** Gallery image addresses per language. */
  gallery: Record<Language, string[]>;
  /** Cover image per language (falls back to the other language's). */
  covers: Record<Language, string | null>;
  versions: ReportVersionView[];
}

async function countryRefs(db: Db, ids: number[], language: Language): Promise<Map<number, CountryRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, nameEn: countries.nameEn, nameTr: countries.nameTr })
    .from(countries)
    .where(inArray(countries.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: language === 'tr' ? r.nameTr : r.nameEn }]));
}

/** Name, description and cover of each category in `language`, falling back to the other language. */
async function categoryLocales(db: Db, ids: number[], language: Language) {
  const rows = ids.length
    ? await db.select().from(reportCategoryLocales).where(inArray(reportCategoryLocales.categoryId, ids))
    : [];
  const storage = await getStorage();
  const out = new Map<
    number,
    { name: string; description: string; coverUrl: string | null; covers: Record<Language, string | null> }
  >();
  for (const id of ids) {
    const mine = rows.filter((r) => r.categoryId === id);
    const best = mine.find((r) => r.language === language) ?? mine[0];
    const cover = (l: Language) => {
      const key = mine.find((r) => r.language === l)?.coverImageKey;
      return key ? storage.publicPath(key) : null;
    };
    const covers = { en: cover('en'), tr: cover('tr') };
    out.set(id, {
      name: best?.name ?? '',
      description: best?.description ?? '',
      coverUrl: covers[language] ?? covers[language === 'tr' ? 'en' : 'tr'],
      covers,
    });
  }
  return out;
}

/** Report types in the viewer's language, in order (active only). */
export async function listReportTypes(ctx: Ctx): Promise<ReportTypeView[]> {
  const rows = await ctx.db
    .select()
    .from(reportTypes)
    .where(eq(reportTypes.isActive, true))
    .orderBy(asc(reportTypes.sortOrder), asc(reportTypes.id));
  return rows.map((r) => ({ id: r.id, name: lang(ctx) === 'tr' ? r.nameTr : r.nameEn }));
}

/** Active categories with their active report counts, in order. */
export async function listReportCategories(ctx: Ctx): Promise<ReportCategoryView[]> {
  const rows = await ctx.db
    .select({
      category: reportCategories,
      reportCount: sql<number>`(SELECT count(*)::int FROM "reports" r WHERE r."category_id" = "report_categories"."id" AND r."is_active" AND EXISTS (SELECT 1 FROM "report_versions" v WHERE v."report_id" = r."id" AND v."file_key" IS NOT NULL))`,
    })
    .from(reportCategories)
    .where(eq(reportCategories.isActive, true))
    .orderBy(asc(reportCategories.sortOrder), asc(reportCategories.id));
  const language = lang(ctx);
  const locales = await categoryLocales(
    ctx.db,
    rows.map((r) => r.category.id),
    language,
  );
  const refs = await countryRefs(
    ctx.db,
    [...new Set(rows.flatMap((r) => r.category.targetCountryIds))],
    language,
  );
  return rows.map(({ category, reportCount }) => {
    const l = locales.get(category.id)!;
    return {
      id: category.id,
      seoUrl: category.seoUrl,
      name: l.name,
      description: l.description,
      coverUrl: l.coverUrl,
      targetCountries: category.targetCountryIds.flatMap((id) => refs.get(id) ?? []),
      reportCount: Number(reportCount),
    };
  });
}

/**
 * One active category by id or seoUrl, with its gallery per language.
 * @throws NotFoundError 'report.category_not_found'.
 */
export async function getReportCategory(ctx: Ctx, key: { id?: number; seoUrl?: string }) {
  const [category] = await ctx.db
    .select()
    .from(reportCategories)
    .where(
      and(
        key.id !== undefined
          ? eq(reportCategories.id, key.id)
          : eq(reportCategories.seoUrl, key.seoUrl ?? ''),
        eq(reportCategories.isActive, true),
      ),
    );
  if (!category) throw new NotFoundError('report.category_not_found');
  const [view] = (await listReportCategories(ctx)).filter((c) => c.id === category.id);
  return { ...view!, gallery: await galleryOf(ctx.db, category.id) };
}

async function galleryOf(db: Db, categoryId: number): Promise<Record<Language, string[]>> {
  const rows = await db
    .select()
    .from(reportCategoryImages)
    .where(eq(reportCategoryImages.categoryId, categoryId))
    .orderBy(asc(reportCategoryImages.sortOrder), asc(reportCategoryImages.id));
  const storage = await getStorage();
  const of = (l: Language) => rows.filter((r) => r.language === l).map((r) => storage.publicPath(r.imageKey));
  return { en: of('en'), tr: of('tr') };
}

/** A report with at least one downloadable version (one without files has nothing to offer yet). */
const hasFile = sql`EXISTS (SELECT 1 FROM "report_versions" v WHERE v."report_id" = "reports"."id" AND v."file_key" IS NOT NULL)`;

/** Filters of `/reports` (all optional). */
export interface ReportListFilter {
  categoryId?: number;
  typeId?: number;
  /** A target country id (ref_countries). */
  countryId?: number;
  /** Reports with a version in this language. */
  language?: Language;
}

/** Active reports of active categories matching `filter`, in category then report order. */
export async function listReports(ctx: Ctx, filter: ReportListFilter = {}): Promise<ReportCardView[]> {
  const conditions = [eq(reports.isActive, true), eq(reportCategories.isActive, true), hasFile];
  if (filter.categoryId !== undefined) conditions.push(eq(reports.categoryId, filter.categoryId));
  if (filter.typeId !== undefined) conditions.push(eq(reports.typeId, filter.typeId));
  if (filter.countryId !== undefined)
    conditions.push(sql`${filter.countryId} = ANY(${reportCategories.targetCountryIds})`);
  if (filter.language)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM "report_versions" v WHERE v."report_id" = "reports"."id" AND v."file_key" IS NOT NULL AND v."language" = ${filter.language})`,
    );
  const rows = await ctx.db
    .select({ report: reports, category: reportCategories, type: reportTypes })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .innerJoin(reportTypes, eq(reportTypes.id, reports.typeId))
    .where(and(...conditions))
    .orderBy(asc(reportCategories.sortOrder), asc(reports.sortOrder), desc(reports.publishedAt))
    .limit(500);
  return cards(ctx, rows);
}

async function cards(
  ctx: Ctx,
  rows: {
    report: typeof reports.$inferSelect;
    category: typeof reportCategories.$inferSelect;
    type: typeof reportTypes.$inferSelect;
  }[],
): Promise<ReportCardView[]> {
  const language = lang(ctx);
  const ids = rows.map((r) => r.report.id);
  const versions = ids.length
    ? await ctx.db
        .select()
        .from(reportVersions)
        .where(and(inArray(reportVersions.reportId, ids), sql`${reportVersions.fileKey} IS NOT NULL`))
    : [];
  const locales = await categoryLocales(ctx.db, [...new Set(rows.map((r) => r.category.id))], language);
  const refs = await countryRefs(
    ctx.db,
    [...new Set(rows.flatMap((r) => r.category.targetCountryIds))],
    language,
  );
  return rows.map(({ report, category, type }) => {
    const mine = versions.filter((v) => v.reportId === report.id);
    const paid = mine.filter((v) => !v.isFree);
    const l = locales.get(category.id)!;
    return {
      id: report.id,
      seoUrl: report.seoUrl,
      title: language === 'tr' ? report.titleTr : report.titleEn,
      summary: language === 'tr' ? report.summaryTr : report.summaryEn,
      publishedAt: report.publishedAt.toISOString(),
      category: { id: category.id, seoUrl: category.seoUrl, name: l.name, coverUrl: l.coverUrl },
      type: { id: type.id, name: language === 'tr' ? type.nameTr : type.nameEn },
      targetCountries: category.targetCountryIds.flatMap((id) => refs.get(id) ?? []),
      languages: (['en', 'tr'] as const).filter((x) => mine.some((v) => v.language === x)),
      hasFree: mine.some((v) => v.isFree),
      priceFrom: paid.length
        ? {
            USD: Math.min(...paid.map((v) => v.priceUsdMinor)),
            TRY: Math.min(...paid.map((v) => v.priceTryMinor)),
          }
        : null,
    };
  });
}

/**
 * `/report/{seoUrl}`: the report with its versions (those with a file), which ones the viewer
 * bought, and the category's covers and gallery per language.
 * @throws NotFoundError 'report.not_found' (unknown, inactive, its category inactive, or no file yet).
 */
export async function getReport(ctx: Ctx, key: { seoUrl?: string; id?: number }): Promise<ReportDetailView> {
  const [row] = await ctx.db
    .select({ report: reports, category: reportCategories, type: reportTypes })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .innerJoin(reportTypes, eq(reportTypes.id, reports.typeId))
    .where(
      and(
        key.id !== undefined ? eq(reports.id, key.id) : eq(reports.seoUrl, key.seoUrl ?? ''),
        eq(reports.isActive, true),
        eq(reportCategories.isActive, true),
        hasFile,
      ),
    );
  if (!row) throw new NotFoundError('report.not_found');
  const [card] = await cards(ctx, [row]);
  const versions = await ctx.db
    .select()
    .from(reportVersions)
    .where(and(eq(reportVersions.reportId, row.report.id), sql`${reportVersions.fileKey} IS NOT NULL`))
    .orderBy(asc(reportVersions.sortOrder), desc(reportVersions.name), asc(reportVersions.language));
  const bought = ctx.viewer.userId
    ? await ctx.db
        .select({ versionId: reportPurchases.versionId })
        .from(reportPurchases)
        .where(
          and(
            eq(reportPurchases.userId, ctx.viewer.userId),
            inArray(reportPurchases.versionId, versions.length ? versions.map((v) => v.id) : [0]),
            sql`${reportPurchases.revokedAt} IS NULL`,
          ),
        )
    : [];
  const locales = await categoryLocales(ctx.db, [row.category.id], lang(ctx));
  const l = locales.get(row.category.id)!;
  return {
    ...card!,
    fileName: row.report.fileName,
    category: { ...card!.category, description: l.description },
    covers: l.covers,
    gallery: await galleryOf(ctx.db, row.category.id),
    versions: versions.map((v) => ({
      id: v.id,
      name: v.name,
      language: v.language as Language,
      isFree: v.isFree,
      prices: { USD: v.priceUsdMinor, TRY: v.priceTryMinor },
      fileType: v.fileType as 'pdf' | 'xlsx',
      fileSize: v.fileSize,
      purchased: bought.some((b) => b.versionId === v.id),
    })),
  };
}

/**
 * "Version languages": the languages report `reportId` has a downloadable version in.
 * @throws NotFoundError 'report.not_found'.
 */
export async function reportLanguages(ctx: Ctx, reportId: number): Promise<Language[]> {
  return (await getReport(ctx, { id: reportId })).languages;
}

/** The seoUrl of the report version `versionId` belongs to (the payment pages link back to it), or null. */
export async function reportSeoUrlOfVersion(db: Db, versionId: number): Promise<string | null> {
  const [row] = await db
    .select({ seoUrl: reports.seoUrl })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(eq(reportVersions.id, versionId));
  return row?.seoUrl ?? null;
}

/**
 * Report categories in report management (issue 16 §2; D §2 `report-management/category`; D §3
 * "Report category: targetCountryIds, reportCategoryLocales (id, language), cover images and
 * gallery images per language"; D §7 "management create, update, delete for category; cover and
 * gallery photo upload (multipart Id, File, locale id) and delete (Id, Url). Category create sends
 * targetCountryIds as ids"). Super admins and report admins only; every change audited. The
 * images' uploads and removals: ./admin-category-images.ts.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, ValidationError } from '@/server/errors';
import { getStorage } from '@/server/storage';
import { countries } from '@/modules/reference/schema';
import { imageFileKeys, removeFiles } from './admin-files';
import { reportCategories, reportCategoryImages, reportCategoryLocales, reports } from './schema';
import { audit, conflict, isUniqueViolation, parseInput, requireReportAdmin } from './admin-access';
import { categoryInput, REPORT_LANGUAGES, type CategoryInput, type ReportLanguage } from './admin-validation';

export interface CategoryLocaleView {
  /** The locale's id (the `localeId` of an image upload). */
  id: number;
  language: ReportLanguage;
  name: string;
  description: string;
  /** Public address of the cover (1200 × 675 WebP), or null. */
  coverUrl: string | null;
}

export interface GalleryImageView {
  id: number;
  language: ReportLanguage;
  /** Public address of the page (at most 1600 px each side). */
  url: string;
  /** Public address of its 400 px version. */
  thumbUrl: string;
}

/** A category as report management shows it. Dates UTC ISO-8601. */
export interface CategoryAdminView {
  id: number;
  seoUrl: string;
  targetCountryIds: number[];
  sortOrder: number;
  isActive: boolean;
  /** One per language, English first. */
  locales: CategoryLocaleView[];
  gallery: GalleryImageView[];
  reportCount: number;
  createdAt: string;
  updatedAt: string;
}

const entity = (id: number) => `report-category:${id}`;

const isLanguage = (value: string): value is ReportLanguage =>
  (REPORT_LANGUAGES as readonly string[]).includes(value);

/** The views of the categories `ids` (all when omitted), ordered by sort order then id. */
async function loadCategories(db: Db, ids?: number[]): Promise<CategoryAdminView[]> {
  const rows = await db
    .select()
    .from(reportCategories)
    .where(ids ? inArray(reportCategories.id, ids) : undefined)
    .orderBy(asc(reportCategories.sortOrder), asc(reportCategories.id));
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const [locales, images, counts, storage] = await Promise.all([
    db.select().from(reportCategoryLocales).where(inArray(reportCategoryLocales.categoryId, found)),
    db
      .select()
      .from(reportCategoryImages)
      .where(inArray(reportCategoryImages.categoryId, found))
      .orderBy(asc(reportCategoryImages.sortOrder), asc(reportCategoryImages.id)),
    db
      .select({ categoryId: reports.categoryId, n: count() })
      .from(reports)
      .where(inArray(reports.categoryId, found))
      .groupBy(reports.categoryId),
    getStorage(),
  ]);
  const url = (key: string) => storage.publicPath(key);
  return rows.map((row) => ({
    id: row.id,
    seoUrl: row.seoUrl,
    targetCountryIds: row.targetCountryIds,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    locales: REPORT_LANGUAGES.flatMap((language) =>
      locales
        .filter((l) => l.categoryId === row.id && l.language === language)
        .map((l) => ({
          id: l.id,
          language,
          name: l.name,
          description: l.description,
          coverUrl: l.coverImageKey ? url(l.coverImageKey) : null,
        })),
    ),
    gallery: images
      .filter((i) => i.categoryId === row.id && isLanguage(i.language))
      .map((i) => ({
        id: i.id,
        language: i.language as ReportLanguage,
        url: url(i.imageKey),
        thumbUrl: url(imageFileKeys(i.imageKey).at(-1)!),
      })),
    reportCount: counts.find((c) => c.categoryId === row.id)?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Every category, active or not, with its locales, images and report count.
 * @throws UnauthorizedError; ForbiddenError (not a super admin or report admin).
 */
export async function listCategoriesForAdmin(ctx: Ctx): Promise<CategoryAdminView[]> {
  requireReportAdmin(ctx);
  return loadCategories(ctx.db);
}

/**
 * One category.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.category_not_found'.
 */
export async function getCategoryForAdmin(ctx: Ctx, id: number): Promise<CategoryAdminView> {
  requireReportAdmin(ctx);
  const [view] = await loadCategories(ctx.db, [id]);
  if (!view) throw new NotFoundError('report.category_not_found');
  return view;
}

/** Refuses target countries that are not in `ref_countries`. */
async function assertCountries(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
  if (known.length !== new Set(ids).size)
    throw new ValidationError('report.country_invalid', { targetCountryIds: 'report.country_invalid' });
}

async function assertSeoUrlFree(tx: Db, seoUrl: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: reportCategories.id })
    .from(reportCategories)
    .where(eq(reportCategories.seoUrl, seoUrl));
  if (taken && taken.id !== exceptId) throw conflict('report.seo_url_taken', 'seoUrl');
}

/** Runs `write`; a concurrent duplicate address becomes the same 409 as a checked one. */
async function mapDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'report_categories_seo_url_uq'))
      throw conflict('report.seo_url_taken', 'seoUrl');
    throw error;
  }
}

/**
 * Creates a category: `seoUrl` (slug-shaped, unique), `targetCountryIds` (ids of `ref_countries`),
 * `sortOrder`, `isActive` and one locale per language (name, description).
 * @throws UnauthorizedError; ForbiddenError; ValidationError with fields ('report.seo_url_invalid',
 *   'report.country_invalid', 'validation.required', 'report.locales_invalid'); 409
 *   'report.seo_url_taken' (field seoUrl).
 */
export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<CategoryAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(categoryInput, input);
  const targetCountryIds = [...new Set(v.targetCountryIds)];
  await assertCountries(ctx.db, targetCountryIds);
  const id = await mapDuplicate(() =>
    ctx.db.transaction(async (tx) => {
      await assertSeoUrlFree(tx, v.seoUrl);
      const [row] = await tx
        .insert(reportCategories)
        .values({ seoUrl: v.seoUrl, targetCountryIds, sortOrder: v.sortOrder, isActive: v.isActive })
        .returning({ id: reportCategories.id });
      await tx.insert(reportCategoryLocales).values(v.locales.map((l) => ({ ...l, categoryId: row!.id })));
      await audit(tx, actor, 'report.category.create', entity(row!.id), {
        seoUrl: v.seoUrl,
        targetCountryIds,
        names: Object.fromEntries(v.locales.map((l) => [l.language, l.name])),
      });
      return row!.id;
    }),
  );
  return getCategoryForAdmin(ctx, id);
}

/**
 * Replaces a category's fields and both locales' names and descriptions (covers and galleries
 * stay; locale ids stay).
 * @throws as {@link createCategory}; NotFoundError 'report.category_not_found'.
 */
export async function updateCategory(ctx: Ctx, id: number, input: CategoryInput): Promise<CategoryAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(categoryInput, input);
  const targetCountryIds = [...new Set(v.targetCountryIds)];
  await assertCountries(ctx.db, targetCountryIds);
  await mapDuplicate(() =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(reportCategories)
        .where(eq(reportCategories.id, id))
        .for('update');
      if (!before) throw new NotFoundError('report.category_not_found');
      await assertSeoUrlFree(tx, v.seoUrl, id);
      await tx
        .update(reportCategories)
        .set({
          seoUrl: v.seoUrl,
          targetCountryIds,
          sortOrder: v.sortOrder,
          isActive: v.isActive,
          updatedAt: new Date(),
        })
        .where(eq(reportCategories.id, id));
      for (const l of v.locales)
        await tx
          .insert(reportCategoryLocales)
          .values({ ...l, categoryId: id })
          .onConflictDoUpdate({
            target: [reportCategoryLocales.categoryId, reportCategoryLocales.language],
            set: { name: l.name, description: l.description },
          });
      await audit(tx, actor, 'report.category.update', entity(id), {
        from: { seoUrl: before.seoUrl, targetCountryIds: before.targetCountryIds, isActive: before.isActive },
        to: { seoUrl: v.seoUrl, targetCountryIds, isActive: v.isActive },
      });
    }),
  );
  return getCategoryForAdmin(ctx, id);
}

/**
 * Deletes a category without reports, with its locales and images (files too).
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.category_not_found'; 409
 *   'report.category_in_use' (it has reports: move or delete them first).
 */
export async function deleteCategory(ctx: Ctx, id: number): Promise<void> {
  const actor = requireReportAdmin(ctx);
  const files = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reportCategories).where(eq(reportCategories.id, id)).for('update');
    if (!row) throw new NotFoundError('report.category_not_found');
    const [used] = await tx.select({ n: count() }).from(reports).where(eq(reports.categoryId, id));
    if (used!.n > 0) throw conflict('report.category_in_use', undefined, { count: used!.n });
    const covers = await tx
      .select({ key: reportCategoryLocales.coverImageKey })
      .from(reportCategoryLocales)
      .where(eq(reportCategoryLocales.categoryId, id));
    const pages = await tx
      .select({ key: reportCategoryImages.imageKey })
      .from(reportCategoryImages)
      .where(eq(reportCategoryImages.categoryId, id));
    await tx.delete(reportCategories).where(eq(reportCategories.id, id));
    await audit(tx, actor, 'report.category.delete', entity(id), { seoUrl: row.seoUrl });
    return [...covers, ...pages].flatMap((r) => (r.key ? imageFileKeys(r.key) : []));
  });
  await removeFiles(files);
}

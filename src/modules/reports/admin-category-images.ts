/**
 * A report category's images in report management (issue 16 §2 "cover and gallery per
 * language"; D §3 "cover images and gallery images per language"; D §7 "cover and gallery photo
 * upload (multipart Id, File, locale id) and delete (Id, Url)"). Public WebP files under
 * `reports/categories/<categoryId>/<language>/<upload>/`: a cover (`rc_1200`, `rc_600`, 16:9)
 * per language, replaced by a new upload, and up to {@link GALLERY_MAX_IMAGES} gallery pages
 * (`rp_1600`, `rp_400`, kept whole) per language. Each upload has its own folder, so a new image
 * has a new address; removed images' files are deleted. Super admins and report admins; audited.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, max } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { IMAGE_MODAL_LIMIT_BYTES, storeImage } from '@/server/images';
import { getStorage } from '@/server/storage';
import { reportCategories, reportCategoryImages, reportCategoryLocales } from './schema';
import { audit, conflict, requireReportAdmin, withoutQuery } from './admin-access';
import { getCategoryForAdmin, type CategoryAdminView } from './admin-categories';
import { imageFileKeys, removeFiles } from './admin-files';
import { GALLERY_MAX_IMAGES } from './admin-validation';

const entity = (id: number) => `report-category:${id}`;

export interface CategoryImageUpload {
  categoryId: number;
  /** The id of the category's locale (its language) the image belongs to. */
  localeId: number;
  kind: 'cover' | 'gallery';
  bytes: Buffer;
}

/**
 * Stores a cover (replacing the language's previous one, whose files are deleted) or adds a
 * gallery page. JPEG, PNG, WebP or GIF, sniffed from the bytes, at most 5 MB.
 * Output: the category.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.category_not_found',
 *   'report.locale_not_found'; 413 'file.too_big'; 415 'file.not_image'; 409 'report.gallery_full'.
 */
export async function uploadCategoryImage(ctx: Ctx, upload: CategoryImageUpload): Promise<CategoryAdminView> {
  const actor = requireReportAdmin(ctx);
  const { categoryId, localeId, kind } = upload;
  const [locale] = await ctx.db
    .select()
    .from(reportCategoryLocales)
    .where(and(eq(reportCategoryLocales.id, localeId), eq(reportCategoryLocales.categoryId, categoryId)));
  if (!locale) {
    const [category] = await ctx.db
      .select({ id: reportCategories.id })
      .from(reportCategories)
      .where(eq(reportCategories.id, categoryId));
    throw new NotFoundError(category ? 'report.locale_not_found' : 'report.category_not_found');
  }
  if (kind === 'gallery') await assertGalleryRoom(ctx.db, categoryId, locale.language);
  const folder = `reports/categories/${categoryId}/${locale.language}/${kind}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await storeImage(upload.bytes, kind === 'cover' ? 'reportCover' : 'reportPage', folder, {
    maxBytes: IMAGE_MODAL_LIMIT_BYTES,
    fit: kind === 'cover' ? 'cover' : 'inside',
  });
  const key = `${folder}/${kind === 'cover' ? 'rc_1200' : 'rp_1600'}.webp`;
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      // The category's row lock serialises its uploads (the gallery's limit holds) and deletion.
      const [category] = await tx
        .select({ id: reportCategories.id })
        .from(reportCategories)
        .where(eq(reportCategories.id, categoryId))
        .for('update');
      if (!category) throw new NotFoundError('report.category_not_found');
      let previous: string | null = null;
      if (kind === 'cover') {
        const [row] = await tx
          .select({ key: reportCategoryLocales.coverImageKey })
          .from(reportCategoryLocales)
          .where(eq(reportCategoryLocales.id, localeId))
          .for('update');
        previous = row?.key ?? null;
        await tx
          .update(reportCategoryLocales)
          .set({ coverImageKey: key })
          .where(eq(reportCategoryLocales.id, localeId));
      } else {
        await assertGalleryRoom(tx, categoryId, locale.language);
        const [last] = await tx
          .select({ n: max(reportCategoryImages.sortOrder) })
          .from(reportCategoryImages)
          .where(
            and(
              eq(reportCategoryImages.categoryId, categoryId),
              eq(reportCategoryImages.language, locale.language),
            ),
          );
        await tx.insert(reportCategoryImages).values({
          categoryId,
          language: locale.language,
          imageKey: key,
          sortOrder: (last?.n ?? -1) + 1,
        });
      }
      await tx
        .update(reportCategories)
        .set({ updatedAt: new Date() })
        .where(eq(reportCategories.id, categoryId));
      await audit(tx, actor, `report.category.${kind}`, entity(categoryId), {
        language: locale.language,
        key,
        replaced: previous,
      });
      return previous;
    });
  } catch (error) {
    await removeFiles(imageFileKeys(key));
    throw error;
  }
  if (replaced) await removeFiles(imageFileKeys(replaced));
  return getCategoryForAdmin(ctx, categoryId);
}

async function assertGalleryRoom(db: Db, categoryId: number, language: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(reportCategoryImages)
    .where(and(eq(reportCategoryImages.categoryId, categoryId), eq(reportCategoryImages.language, language)));
  if (row!.n >= GALLERY_MAX_IMAGES)
    throw conflict('report.gallery_full', 'file', { max: GALLERY_MAX_IMAGES });
}

/**
 * Removes the image at `url` (any of its sizes' addresses, with or without `?v=` or the site's
 * origin) from category `categoryId`: a gallery page, or a language's cover. Its files are deleted.
 * Output: the category.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.category_not_found',
 *   'report.image_not_found'.
 */
export async function deleteCategoryImage(
  ctx: Ctx,
  categoryId: number,
  url: string,
): Promise<CategoryAdminView> {
  const actor = requireReportAdmin(ctx);
  const wanted = withoutQuery(url.trim());
  const storage = await getStorage();
  const matches = (key: string) =>
    imageFileKeys(key).some((k) => {
      const address = storage.publicPath(k);
      return wanted === address || (address.startsWith('/') && wanted.endsWith(address));
    });
  const removed = await ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: reportCategories.id })
      .from(reportCategories)
      .where(eq(reportCategories.id, categoryId))
      .for('update');
    if (!category) throw new NotFoundError('report.category_not_found');
    const pages = await tx
      .select()
      .from(reportCategoryImages)
      .where(eq(reportCategoryImages.categoryId, categoryId));
    const page = pages.find((p) => matches(p.imageKey));
    if (page) {
      await tx.delete(reportCategoryImages).where(eq(reportCategoryImages.id, page.id));
      await audit(tx, actor, 'report.category.image_delete', entity(categoryId), {
        language: page.language,
        key: page.imageKey,
      });
      return page.imageKey;
    }
    const locales = await tx
      .select()
      .from(reportCategoryLocales)
      .where(eq(reportCategoryLocales.categoryId, categoryId));
    const locale = locales.find((l) => l.coverImageKey && matches(l.coverImageKey));
    if (!locale?.coverImageKey) throw new NotFoundError('report.image_not_found');
    await tx
      .update(reportCategoryLocales)
      .set({ coverImageKey: null })
      .where(eq(reportCategoryLocales.id, locale.id));
    await audit(tx, actor, 'report.category.cover_delete', entity(categoryId), {
      language: locale.language,
      key: locale.coverImageKey,
    });
    return locale.coverImageKey;
  });
  await removeFiles(imageFileKeys(removed));
  return getCategoryForAdmin(ctx, categoryId);
}

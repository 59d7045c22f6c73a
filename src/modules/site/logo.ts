/**
 * The site's logo (issue 17 §1 "logo upload"; D §2 admin route `logo`; D §5 "other uploads up to
 * 3MB"): an uploaded image — JPEG, PNG, WebP or GIF read from its bytes (src/server/images.ts),
 * at most 3 MB — stored as 4:1 WebP files (`sl_512`, `sl_256`) under `site/logo/<upload>/`, its
 * address and text alternative kept in the `logo` setting (./settings.ts). Each upload has its
 * own folder (a new logo has a new address); the replaced logo's files are deleted after the
 * change commits. Resetting returns to the built-in mark. Super admins only; audited.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { IMAGE_VARIANTS, storeImage, UPLOAD_LIMIT_BYTES } from '@/server/images';
import { getStorage } from '@/server/storage';
import { requireSiteAdmin } from './links';
import { siteSettings } from './schema';
import {
  getSiteSetting,
  setSiteSetting,
  SITE_SETTING_DEFAULTS,
  siteSettingsChanged,
  type LogoSetting,
} from './settings';

/** The storage folder of an uploaded logo address (`/uploads/site/logo/x/sl_512.webp?v=1` → `site/logo/x`), else null. */
function uploadedFolder(url: string | null): string | null {
  if (!url) return null;
  const m = /\/(site\/logo\/[A-Za-z0-9_-]+)\/sl_512\.webp(?:\?.*)?$/.exec(url);
  return m ? m[1]! : null;
}

async function removeLogoFiles(folder: string | null): Promise<void> {
  if (!folder) return;
  const storage = await getStorage();
  for (const [name] of IMAGE_VARIANTS.siteLogo)
    await storage.remove(`${folder}/${name}.webp`).catch(() => undefined);
}

/** Saves `next` as the logo setting (audited), then deletes the replaced upload's files. */
async function saveLogo(
  ctx: Ctx,
  actor: string,
  next: (before: LogoSetting) => LogoSetting,
): Promise<LogoSetting> {
  let before: LogoSetting | undefined;
  const saved = await ctx.db.transaction(async (tx) => {
    // The row is read in the transaction: two uploads at once each delete only what they replaced.
    before = await readLogoForUpdate(tx as unknown as Db);
    return setSiteSetting(tx as unknown as Db, 'logo', next(before), actor);
  });
  siteSettingsChanged(ctx.db);
  const old = uploadedFolder(before!.url);
  if (old && old !== uploadedFolder(saved.url)) await removeLogoFiles(old);
  return saved;
}

/** The stored logo setting, its row locked (a default when none is saved). */
async function readLogoForUpdate(tx: Db): Promise<LogoSetting> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'logo'))
    .for('update');
  const value = row?.value as Partial<LogoSetting> | undefined;
  return { url: value?.url ?? null, alt: value?.alt || SITE_SETTING_DEFAULTS.logo.alt };
}

/**
 * The logo setting as the admin screen shows it.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function getLogoForAdmin(ctx: Ctx): Promise<LogoSetting> {
  requireSiteAdmin(ctx);
  return getSiteSetting(ctx.db, 'logo');
}

/**
 * Stores an uploaded logo and makes it the site's logo (the text alternative is kept).
 * Output: the new setting (`url`: the 512 × 128 WebP's address).
 * @throws UnauthorizedError; ForbiddenError; PayloadTooLargeError (413) 'file.too_big' over 3 MB;
 *   UnsupportedMediaTypeError (415) 'file.not_image' (SVG, PDF, text … whatever the name says).
 */
export async function uploadLogo(ctx: Ctx, bytes: Buffer): Promise<LogoSetting> {
  const actor = requireSiteAdmin(ctx);
  const folder = `site/logo/${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const urls = await storeImage(bytes, 'siteLogo', folder, { maxBytes: UPLOAD_LIMIT_BYTES, fit: 'contain' });
  try {
    return await saveLogo(ctx, actor, (before) => ({ url: urls.sl_512!, alt: before.alt }));
  } catch (error) {
    await removeLogoFiles(folder);
    throw error;
  }
}

/**
 * Returns to the built-in mark (the uploaded files are deleted; the text alternative is kept).
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function resetLogo(ctx: Ctx): Promise<LogoSetting> {
  const actor = requireSiteAdmin(ctx);
  return saveLogo(ctx, actor, (before) => ({ url: null, alt: before.alt }));
}

/**
 * Changes the logo's text alternative (what screen readers say; 1–200 characters).
 * @throws UnauthorizedError; ForbiddenError; ValidationError `alt` 'validation.required'.
 */
export async function setLogoAlt(ctx: Ctx, alt: string): Promise<LogoSetting> {
  const actor = requireSiteAdmin(ctx);
  return saveLogo(ctx, actor, (before) => ({ url: before.url, alt }));
}

/**
 * Image uploads (issue 4; spec public-and-account §3 photo and cover sizes, §5 uploads, §8
 * 'Uploaded file is not an image', 'Uploaded file is too big', inappropriate-photo warning).
 *
 * The type is read from the bytes (file-type), never from the name: JPEG, PNG, WebP and GIF
 * pass; SVG, PDF and anything else is refused. Limits: 3 MB in general, 5 MB from the image
 * modal. Each variant is made with sharp (auto-rotated, cropped to its box, WebP, metadata
 * such as EXIF/GPS dropped) and stored through the storage interface; URLs carry `?v=<ms>`
 * so browsers fetch a replaced image.
 */
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { isZipArchive } from './zip-guard';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { getStorage } from './storage';

export const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024;
export const IMAGE_MODAL_LIMIT_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Variant names and boxes (width × height, px) per kind of image (spec §3). */
export const IMAGE_VARIANTS = {
  profilePhoto: [
    ['pP_512', 512, 512],
    ['pP_256', 256, 256],
    ['pP_64', 64, 64],
  ],
  profileCover: [
    ['pC_High', 1500, 500],
    ['pC_Medium', 1000, 334],
    ['pC_Low', 500, 167],
  ],
  logo: [
    ['logo_512', 512, 512],
    ['logo_256', 256, 256],
    ['logo_64', 64, 64],
  ],
  cover: [
    ['cover_High', 1500, 500],
    ['cover_Medium', 1000, 334],
    ['cover_Low', 500, 167],
  ],
  /** A report category's cover, 16:9 like the store's cards and the seeded covers (issue 16 §2). */
  reportCover: [
    ['rc_1200', 1200, 675],
    ['rc_600', 600, 338],
  ],
  /** A page preview in a report category's gallery; kept whole (fit `inside`), never cropped. */
  reportPage: [
    ['rp_1600', 1600, 1600],
    ['rp_400', 400, 400],
  ],
  /** The site's header logo (issue 17 §1 "logo upload"): 4:1, kept whole on a transparent box (fit `contain`). */
  siteLogo: [
    ['sl_512', 512, 128],
    ['sl_256', 256, 64],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, number, number]>>;
export type ImageKind = keyof typeof IMAGE_VARIANTS;

/** A pluggable check that may refuse a photo (spec §5 inappropriate-photo warning). */
export interface PhotoModerator {
  /** True when the image may be published. */
  allows(image: Buffer, kind: ImageKind): Promise<boolean>;
}
/** The default: every image passes (no moderation service configured). */
export const allowAllPhotos: PhotoModerator = { allows: async () => true };

/**
 * Checks and stores an uploaded image in every size of its kind under `folder`.
 * Input: the uploaded bytes; `maxBytes` 3 MB (default) or 5 MB (image modal); `fit` `cover`
 * (default: cropped to each box), `inside` (kept whole within the box, never enlarged) or
 * `contain` (kept whole, on a transparent box of exactly the variant's size, at its left).
 * Output: variant name → public URL with a cache-busting `v` parameter.
 * @throws PayloadTooLargeError (413) `file.too_big`, UnsupportedMediaTypeError (415)
 *   `file.not_image`, ValidationError (400) `file.inappropriate`.
 */
export async function storeImage(
  bytes: Buffer,
  kind: ImageKind,
  folder: string,
  options: {
    maxBytes?: number;
    moderator?: PhotoModerator;
    now?: Date;
    fit?: 'cover' | 'inside' | 'contain';
  } = {},
): Promise<Record<string, string>> {
  if (bytes.length > (options.maxBytes ?? UPLOAD_LIMIT_BYTES)) throw new PayloadTooLargeError('file.too_big');
  // A zip is never an image; file-type would inflate a part of it whatever its size.
  const type = isZipArchive(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new UnsupportedMediaTypeError('file.not_image');
  try {
    await sharp(bytes).metadata();
  } catch {
    throw new UnsupportedMediaTypeError('file.not_image');
  }
  if (!(await (options.moderator ?? allowAllPhotos).allows(bytes, kind)))
    throw new ValidationError('file.inappropriate');
  const storage = await getStorage();
  const version = (options.now ?? new Date()).getTime();
  const urls: Record<string, string> = {};
  for (const [name, width, height] of IMAGE_VARIANTS[kind]) {
    const out = await sharp(bytes, { animated: false })
      .rotate()
      .resize(width, height, {
        fit: options.fit ?? 'cover',
        position: options.fit === 'contain' ? 'left' : 'attention',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
        withoutEnlargement: options.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
    const key = `${folder}/${name}.webp`;
    await storage.put(key, out, 'image/webp');
    urls[name] = `${storage.publicPath(key)}?v=${version}`;
  }
  return urls;
}

export const PDF_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * Stores a PDF (a CV, a presentation) at the private `key` after checking its bytes are a PDF and
 * it is at most 5 MB. Such files are served only by routes that check who asks (docs/security.md).
 * @throws PayloadTooLargeError `file.too_big`; UnsupportedMediaTypeError `file.not_pdf`.
 */
export async function storePdf(bytes: Buffer, key: string): Promise<void> {
  if (bytes.length > PDF_LIMIT_BYTES) throw new PayloadTooLargeError('file.too_big');
  const type = isZipArchive(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') throw new UnsupportedMediaTypeError('file.not_pdf');
  await (await getStorage()).put(key, bytes, 'application/pdf');
}

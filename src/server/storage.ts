/**
 * File storage behind one interface (issue 4: uploads "stored through the storage interface,
 * local disk by default"). Keys are relative paths (`users/u1/pP_256.webp`); files are served
 * at `/uploads/<key>` by `src/app/uploads/[...key]/route.ts` (or at S3_PUBLIC_URL). Local disk
 * by default; `S3Storage` (s3-storage.ts) when S3_BUCKET is set.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Writes (or replaces) the file at `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file at `key` (nothing happens when there is none). */
  remove(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/` (a person's private folder). */
  removeFolder(prefix: string): Promise<void>;
  /** The public path of `key` (`/uploads/<key>`). */
  publicPath(key: string): string;
  /**
   * A short-lived address of a private file that the store itself serves (S3 presigned URLs),
   * valid `seconds`, saved as `fileName`. Absent on the local disk: the app signs its own links.
   */
  signedUrl?(key: string, seconds: number, fileName: string): Promise<string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
};

/**
 * Keys under this prefix are never served by `/uploads/<key>`: their files (CVs, program
 * presentations, import files, report files, exports) go out only through routes that check who
 * is asking (docs/security.md).
 */
export const PRIVATE_PREFIX = 'private/';

/**
 * The private folder of one person (CVs and their job-application copies): everything in it is
 * deleted when the account is purged (identity/deletion.ts).
 */
export function userPrivateFolder(userId: string): string {
  return `${PRIVATE_PREFIX}users/${userId}`;
}

/**
 * The only files `/uploads/<key>` serves: images that are public by nature (logos, covers,
 * profile photos, report covers; docs/security.md). Anything else answers 404 there even if a
 * key outside `private/` was written by mistake.
 */
export function isPublicUploadKey(key: string): boolean {
  return !key.startsWith(PRIVATE_PREFIX) && /\.(webp|png|jpe?g)$/.test(key);
}

/** Response headers of a private file sent by an access-checked route. */
export function privateFileHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}

/** Keys are made by the server; this refuses anything that could leave the folder. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split('/').some((p) => p === '..' || p === '.')
  )
    throw new Error(`Unsafe storage key: ${key}`);
}

/** Files in a folder on the local disk (UPLOAD_DIR, default var/uploads). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      assertSafeKey(key);
      const bytes = await fs.readFile(path.join(this.root, key));
      return { bytes, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }

  async removeFolder(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  publicPath(key: string): string {
    return `/uploads/${key}`;
  }
}

let storage: FileStorage | undefined;
/** The configured storage: the S3 bucket when S3_BUCKET is set, else local disk in UPLOAD_DIR. */
export async function getStorage(): Promise<FileStorage> {
  if (storage) return storage;
  const config = env();
  if (config.S3_BUCKET) {
    const { S3Storage } = await import('./s3-storage');
    storage = new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  } else storage = new LocalDiskStorage(path.resolve(config.UPLOAD_DIR));
  return storage;
}
/** Replaces the storage (tests). */
export function setStorage(next: FileStorage): void {
  storage = next;
}

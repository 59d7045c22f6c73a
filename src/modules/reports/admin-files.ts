/**
 * The files of report management (issue 16 §2): a report file's type read from its bytes (a PDF
 * starts with `%PDF-`; an xlsx is a zip whose central directory passes the report limits and whose
 * `[Content_Types].xml` names a workbook with its `xl/workbook.xml`, checked without inflating the
 * sheets, so a "zip bomb" costs nothing; at most 50 MB), its private storage key
 * `private/reports/<reportId>/<versionId>-<random>.<type>` (never served publicly: buyers get short-lived signed links, ./downloads.ts), the stored sizes
 * of a category image, and removing files whose rows are gone.
 */
import { randomBytes } from 'node:crypto';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/server/errors';
import {
  isZipArchive,
  mainContentType,
  openGuardedZip,
  XLSX_MAIN_TYPE,
  type ZipLimits,
} from '@/server/zip-guard';
import { IMAGE_VARIANTS } from '@/server/images';
import { getStorage } from '@/server/storage';
import { REPORT_FILE_MAX_BYTES } from './admin-validation';

export type ReportFileType = 'pdf' | 'xlsx';

/** The content type of each report file type. */
export const REPORT_CONTENT_TYPES: Record<ReportFileType, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Limits of a report workbook's archive: buyers download it as it is (nothing here reads its
 * sheets), so it may unpack larger than an import, but no part may be packed past 100:1.
 */
export const REPORT_ZIP_LIMITS: ZipLimits = {
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
  maxEntries: 10_000,
};

/**
 * The type of a report file read from its bytes.
 * @throws ValidationError 'report.file_required' (empty); PayloadTooLargeError (413)
 *   'report.file_too_big' (over 50 MB) or 'file.too_big' (a workbook past REPORT_ZIP_LIMITS);
 *   UnsupportedMediaTypeError (415) 'report.file_type' (anything but a PDF or an xlsx workbook,
 *   whatever its name).
 */
export async function sniffReportFile(bytes: Buffer): Promise<ReportFileType> {
  if (bytes.length === 0) throw new ValidationError('report.file_required', { file: 'report.file_required' });
  if (bytes.length > REPORT_FILE_MAX_BYTES) throw new PayloadTooLargeError('report.file_too_big');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (isZipArchive(bytes)) {
    // Read here rather than by file-type, which inflates [Content_Types].xml whatever its size.
    const zip = await openGuardedZip(bytes, REPORT_ZIP_LIMITS, 'report.file_type');
    if (zip.entries.has('xl/workbook.xml') && (await mainContentType(zip)) === XLSX_MAIN_TYPE) return 'xlsx';
  }
  throw new UnsupportedMediaTypeError('report.file_type');
}

/** The file's private key, written to storage; collected in `written` so a failed change can remove it. */
export async function putReportFile(
  reportId: number,
  versionId: number,
  type: ReportFileType,
  bytes: Buffer,
  written: string[],
) {
  // A random part: keys cannot be guessed (a misconfigured public bucket still hides them), and a
  // new file never overwrites the old one, so old signed links die and a rollback loses nothing.
  const key = `private/reports/${reportId}/${versionId}-${randomBytes(12).toString('hex')}.${type}`;
  await (await getStorage()).put(key, bytes, REPORT_CONTENT_TYPES[type]);
  written.push(key);
  return key;
}

/** Every file of the image stored at `key` (all its sizes; a key of another origin alone). */
export function imageFileKeys(key: string): string[] {
  const slash = key.lastIndexOf('/');
  const folder = key.slice(0, slash);
  const file = key.slice(slash + 1);
  const kind = file.startsWith('rc_') ? 'reportCover' : file.startsWith('rp_') ? 'reportPage' : null;
  return kind ? IMAGE_VARIANTS[kind].map(([name]) => `${folder}/${name}.webp`) : [key];
}

/** Deletes stored files; a failure is logged, never raised (the rows are already gone). */
export async function removeFiles(keys: string[]): Promise<void> {
  const storage = await getStorage();
  for (const key of keys)
    await storage
      .remove(key)
      .catch((error: unknown) => console.error(`[reports] cannot remove ${key}`, error));
}

/**
 * Reading an uploaded import file (issue 17 §3 "Upload (up to 20 MB)"): its type from its bytes
 * and its rows as text cells.
 *
 * - xlsx: a zip whose central directory passes the workbook limits (src/server/zip-guard.ts:
 *   IMPORT_MAX_UNCOMPRESSED_MB unpacked, parts packed at most 100:1, 10,000 parts), checked before
 *   anything inflates; then its first worksheet is streamed (./xlsx-reader.ts; the first non-empty
 *   row is the header). Dates become YYYY-MM-DD, numbers their decimal text, links their address.
 * - CSV: text without NUL bytes, UTF-8 (a byte-order mark is fine) or, when the bytes are not
 *   valid UTF-8, Windows-1254 (Turkish Excel's "CSV" export); the delimiter is the one of `,`,
 *   `;` and tab that splits the header line most.
 * Fully empty rows are left out; row numbers count the data rows that remain (1-based). Both
 * readers give the event loop back every few milliseconds, so a large upload does not hold the
 * other requests of the process.
 */
import { fileTypeFromBuffer } from 'file-type';
import { env } from '@/server/env';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/server/errors';
import {
  isZipArchive,
  mainContentType,
  openGuardedZip,
  WORKBOOK_ZIP_LIMITS,
  XLSX_MAIN_TYPE,
  type ZipLimits,
} from '@/server/zip-guard';
import { decodeTextPieces, parseCsvCooperatively } from './csv-reader';
import { tableOfCooperatively } from './table';
import { readFirstWorksheet } from './xlsx-reader';

export { cellText } from './cell-text';
export { decodeText, detectDelimiter, parseCsv, parseCsvCooperatively } from './csv-reader';

/** The workbook limits of an upload: WORKBOOK_ZIP_LIMITS with IMPORT_MAX_UNCOMPRESSED_MB unpacked. */
export function importZipLimits(): ZipLimits {
  return { ...WORKBOOK_ZIP_LIMITS, maxUncompressedBytes: env().IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024 };
}

/** Largest file the tool accepts (issue 17 §3): 20 MB. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type ImportFileType = 'csv' | 'xlsx';

/** A parsed file: the header's column names (blank ones named `Column N`) and the data rows. */
export interface ParsedFile {
  columns: string[];
  /** Each row's cells, trimmed, one per column (missing cells are ''). */
  rows: string[][];
  /** `utf-8` or `windows-1254` for CSV; `xlsx` otherwise. */
  encoding: string;
}

export const IMPORT_CONTENT_TYPES: Record<ImportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The type of an uploaded file, read from its bytes (never its name). A zip is checked from its
 * central directory before any part of it is inflated.
 * @throws ValidationError 'import.file_required' (empty); PayloadTooLargeError 'import.file_too_big'
 *   (over 20 MB) or 'file.too_big' (a workbook past its limits, see importZipLimits);
 *   UnsupportedMediaTypeError 'import.file_type' (neither a workbook nor text).
 */
export async function sniffImportFile(bytes: Buffer, limits = importZipLimits()): Promise<ImportFileType> {
  if (bytes.length === 0) throw new ValidationError('import.file_required', { file: 'import.file_required' });
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new PayloadTooLargeError('import.file_too_big');
  if (isZipArchive(bytes)) {
    // Not through file-type: it would inflate [Content_Types].xml whatever its size.
    const zip = await openGuardedZip(bytes, limits, 'import.file_type');
    if ((await mainContentType(zip)) === XLSX_MAIN_TYPE) return 'xlsx';
    throw new UnsupportedMediaTypeError('import.file_type');
  }
  // A truncated binary file makes the reader run out of bytes: not a file we take either.
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext === 'xlsx') return 'xlsx';
  if (type) throw new UnsupportedMediaTypeError('import.file_type');
  if ((await decodeTextPieces(bytes)) === null) throw new UnsupportedMediaTypeError('import.file_type');
  return 'csv';
}

/**
 * Parses the first worksheet of an xlsx workbook (./xlsx-reader.ts).
 * @param limits the archive's limits (default importZipLimits()).
 * @throws PayloadTooLargeError 'file.too_big' (past a limit); UnsupportedMediaTypeError
 *   'import.file_type' (a zip that is not a readable workbook); ValidationError 'import.file_empty'.
 */
export async function parseXlsx(bytes: Buffer, limits = importZipLimits()): Promise<ParsedFile> {
  return tableOfCooperatively(await readFirstWorksheet(bytes, limits), 'xlsx');
}

/** Parses a file of a sniffed type without holding the event loop. @throws as parseCsv / parseXlsx. */
export function parseImportFile(bytes: Buffer, type: ImportFileType): Promise<ParsedFile> {
  return type === 'xlsx' ? parseXlsx(bytes) : parseCsvCooperatively(bytes);
}

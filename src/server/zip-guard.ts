/**
 * Uploaded zip archives (xlsx workbooks above all) checked before anything inflates them: a
 * 99 KB workbook can unpack to gigabytes ("zip bomb"), and inflating it in a request held a
 * process for most of a minute. The archive's central directory (yauzl, which reads it without
 * inflating anything) gives every entry's sizes: the entry count, the total unpacked size and each
 * large entry's compression ratio must stay within limits. The declared sizes may lie, so every
 * entry read later is counted while it inflates (yauzl stops an entry at its declared size, and
 * the total is counted here).
 */
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';

/** Limits of one archive. */
export interface ZipLimits {
  /** Most bytes all entries may unpack to together. */
  maxUncompressedBytes: number;
  /** Most unpacked bytes per packed byte of an entry over {@link RATIO_FLOOR_BYTES}. */
  maxRatio: number;
  /** Most entries (files and folders). */
  maxEntries: number;
}

/** Entries smaller than this unpacked are not held to the ratio: small parts compress well and harm nobody. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Defaults for a workbook: 50 MB unpacked, ratio 100, 10,000 entries. */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  maxEntries: 10_000,
};

/** Whether `bytes` start like a zip archive (a local file header, or the end record of an empty one). */
export function isZipArchive(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

/** A checked archive: its entries by name, each readable as a counted, inflating stream. */
export interface GuardedZip {
  /** Entry names (a leading `/` dropped) → entries; folders left out. */
  entries: Map<string, Entry>;
  /** The declared unpacked size of all entries, bytes. */
  declaredBytes: number;
  /**
   * The unpacked bytes of entry `name` as a stream, or null when there is no such entry. The
   * stream fails with PayloadTooLargeError 'file.too_big' past the entry's declared size or the
   * archive's total limit (counted over every stream opened), and with
   * UnsupportedMediaTypeError(invalidKey) on corrupt data.
   */
  open(name: string): Promise<Readable | null>;
}

const tooBig = () => new PayloadTooLargeError('file.too_big');

/**
 * Reads and checks the central directory of the zip `bytes` without inflating any entry.
 * @param limits the archive's limits ({@link WORKBOOK_ZIP_LIMITS} for a workbook).
 * @param invalidKey the error key of a file that is not a readable zip (e.g. 'import.file_type').
 * @throws PayloadTooLargeError (413) 'file.too_big' ("Uploaded file is too big", spec P §8
 *   Files) over a limit; UnsupportedMediaTypeError (415) `invalidKey` for a broken or encrypted
 *   archive, or one whose entries use a method other than stored or deflate.
 */
export async function openGuardedZip(
  bytes: Buffer,
  limits: ZipLimits,
  invalidKey: string,
): Promise<GuardedZip> {
  const invalid = () => new UnsupportedMediaTypeError(invalidKey);
  let zip: ZipFile;
  try {
    // Names are decoded here, not by yauzl, so a workbook whose part names start with `/` still
    // opens (exceljs accepted those); sizes are checked against the actual bytes while inflating.
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw invalid();
  }
  if (zip.entryCount > limits.maxEntries) throw tooBig();
  const entries = new Map<string, Entry>();
  let declaredBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = Buffer.from(entry.fileName as unknown as Uint8Array)
        .toString('utf8')
        .replace(/^\/+/, '');
      if (name.endsWith('/')) continue;
      declaredBytes += entry.uncompressedSize;
      if (declaredBytes > limits.maxUncompressedBytes) throw tooBig();
      if (
        entry.uncompressedSize > RATIO_FLOOR_BYTES &&
        entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio
      )
        throw tooBig();
      if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod)) throw invalid();
      entries.set(name, entry);
    }
  } catch (error) {
    throw error instanceof PayloadTooLargeError || error instanceof UnsupportedMediaTypeError
      ? error
      : invalid();
  }

  let inflated = 0;
  const count = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        inflated += chunk.length;
        done(inflated > limits.maxUncompressedBytes ? tooBig() : null, chunk);
      },
    });
  return {
    entries,
    declaredBytes,
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      let raw: Readable;
      try {
        raw = await zip.openReadStreamPromise(entry);
      } catch {
        throw invalid();
      }
      const counted = count();
      // yauzl's errors become the domain's: a stream longer than its declared size is a lying
      // archive (too big), anything else a broken one.
      raw.on('error', (error: Error) =>
        counted.destroy(/too many bytes/.test(error.message) ? tooBig() : invalid()),
      );
      return raw.pipe(counted);
    },
  };
}

/** The content type of a workbook's main part (`xl/workbook.xml`) in an .xlsx. */
export const XLSX_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/**
 * The content type of an Office archive's main part, read from its `[Content_Types].xml` (as
 * file-type decides, but through the guarded, counted stream: file-type inflates that part
 * unbounded). Output: e.g. {@link XLSX_MAIN_TYPE}, or null when there is none.
 * @throws as {@link GuardedZip.open}; PayloadTooLargeError 'file.too_big' past 1 MiB of it.
 */
export async function mainContentType(zip: GuardedZip): Promise<string | null> {
  const stream = await zip.open('[Content_Types].xml');
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > 1024 * 1024) {
      stream.destroy();
      throw tooBig();
    }
    chunks.push(chunk as Buffer);
  }
  const xml = Buffer.concat(chunks).toString('utf8');
  const end = xml.indexOf('.main+xml"');
  if (end === -1) return null;
  return `${xml.slice(xml.lastIndexOf('"', end) + 1, end)}.main+xml`;
}

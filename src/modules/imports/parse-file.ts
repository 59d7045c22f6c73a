/**
 * Reading an uploaded import file (issue 17 §3 "Upload (up to 20 MB)"): its type from its bytes
 * and its rows as text cells.
 *
 * - xlsx: a zip whose OOXML parts exceljs opens (the first worksheet; its first non-empty row is
 *   the header). Dates become YYYY-MM-DD, numbers their decimal text, links their address.
 * - CSV: text without NUL bytes, UTF-8 (a byte-order mark is fine) or, when the bytes are not
 *   valid UTF-8, Windows-1254 (Turkish Excel's "CSV" export); the delimiter is the one of `,`,
 *   `;` and tab that splits the header line most.
 * Fully empty rows are left out; row numbers count the data rows that remain (1-based).
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/server/errors';

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
 * The type of an uploaded file, read from its bytes (never its name).
 * @throws ValidationError 'import.file_required' (empty); PayloadTooLargeError 'import.file_too_big'
 *   (over 20 MB); UnsupportedMediaTypeError 'import.file_type' (neither a workbook nor text).
 */
export async function sniffImportFile(bytes: Buffer): Promise<ImportFileType> {
  if (bytes.length === 0) throw new ValidationError('import.file_required', { file: 'import.file_required' });
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new PayloadTooLargeError('import.file_too_big');
  // A truncated binary file makes the reader run out of bytes: not a file we take either.
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext === 'xlsx') return 'xlsx';
  if (type) throw new UnsupportedMediaTypeError('import.file_type');
  if (decodeText(bytes) === null) throw new UnsupportedMediaTypeError('import.file_type');
  return 'csv';
}

/** The text of CSV bytes (UTF-8, else Windows-1254), or null for binary data. */
export function decodeText(bytes: Buffer): { text: string; encoding: string } | null {
  if (bytes.includes(0)) return null;
  let text: string;
  let encoding = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes);
    encoding = 'windows-1254';
  }
  // Control characters other than tab, CR and LF mean this is not a text table.
  const sample = text.slice(0, 65_536);
  const control = sample.match(/[\u0001-\u0008\u000b\u000c\u000e-\u001f]/g)?.length ?? 0;
  if (control > 0) return null;
  return { text: text.replace(/^\ufeff/, ''), encoding };
}

/** The delimiter of `text`: the one of `,`, `;` and tab found most often in its first line (outside quotes). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  let line = '';
  let quoted = false;
  for (const ch of text.slice(0, 65_536)) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || ch === '\r')) break;
    if (!quoted) line += ch;
  }
  const candidates = [',', ';', '\t'] as const;
  const counts = candidates.map((d) => [...line].filter((ch) => ch === d).length);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best]! > 0 ? candidates[best]! : ',';
}

const isBlankRow = (row: string[]) => row.every((cell) => cell === '');

/** Header and rows from a table of cells: blank header names become `Column N`, rows padded or cut. */
function tableOf(cells: string[][], encoding: string): ParsedFile {
  const rows = cells.filter((row) => !isBlankRow(row));
  const header = rows.shift();
  if (!header) throw new ValidationError('import.file_empty', { file: 'import.file_empty' });
  if (!rows.length) throw new ValidationError('import.file_empty', { file: 'import.file_empty' });
  const columns = header.map((name, i) => name || `Column ${i + 1}`);
  return {
    columns,
    rows: rows.map((row) => columns.map((_, i) => row[i] ?? '')),
    encoding,
  };
}

/**
 * Parses CSV text.
 * @throws ValidationError 'import.file_unreadable' (broken quoting), 'import.file_empty'.
 */
export function parseCsv(bytes: Buffer): ParsedFile {
  const decoded = decodeText(bytes);
  if (!decoded) throw new UnsupportedMediaTypeError('import.file_type');
  let cells: string[][];
  try {
    cells = parse(decoded.text, {
      delimiter: detectDelimiter(decoded.text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new ValidationError('import.file_unreadable', { file: 'import.file_unreadable' });
  }
  return tableOf(cells, decoded.encoding);
}

/** The text of one exceljs cell value. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel stores days without a zone: exceljs reads them as UTC midnight.
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('hyperlink' in value) {
      const text = typeof value.text === 'string' ? value.text : '';
      return (/^https?:\/\//i.test(text) ? text : value.hyperlink || text).trim();
    }
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/**
 * Parses the first worksheet of an xlsx workbook.
 * @throws UnsupportedMediaTypeError 'import.file_type' (a zip exceljs cannot open);
 *   ValidationError 'import.file_empty'.
 */
export async function parseXlsx(bytes: Buffer): Promise<ParsedFile> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnsupportedMediaTypeError('import.file_type');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ValidationError('import.file_empty', { file: 'import.file_empty' });
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) values.push(cellText(row.getCell(i).value));
    cells.push(values);
  });
  return tableOf(cells, 'xlsx');
}

/** Parses a file of a sniffed type. @throws as parseCsv / parseXlsx. */
export function parseImportFile(bytes: Buffer, type: ImportFileType): Promise<ParsedFile> | ParsedFile {
  return type === 'xlsx' ? parseXlsx(bytes) : parseCsv(bytes);
}

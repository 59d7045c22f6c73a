/**
 * Reading an uploaded CSV (spec D§2 data-add-tool): text without NUL bytes, UTF-8 (a byte-order mark is fine)
 * or, when the bytes are not valid UTF-8, Windows-1254 (Turkish Excel's "CSV" export); control
 * characters other than tab, CR and LF near its start mean it is not a table. The delimiter is the
 * one of `,`, `;` and tab that splits the header line most. The cooperative reader decodes and
 * parses a piece at a time, giving the event loop back, so a 20 MB file does not hold the process.
 */
import { parse } from 'csv-parse/sync';
import { parse as parseStream } from 'csv-parse';
import { createYielder } from '@/server/cooperate';
import { UnsupportedMediaTypeError, ValidationError } from '@/server/errors';
import type { ParsedFile } from './parse-file';
import { tableOf, tableOfCooperatively } from './table';

const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/;
const HEAD = 65_536;

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
  if (CONTROL.test(text.slice(0, HEAD))) return null;
  return { text: text.replace(/^\ufeff/, ''), encoding };
}

/** `bytes` decoded as `label` a MiB at a time. @throws TypeError when `fatal` and not valid. */
async function decodeInPieces(bytes: Buffer, label: string, fatal: boolean, yielder: () => Promise<void>) {
  const decoder = new TextDecoder(label, { fatal });
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += 1024 * 1024) {
    pieces.push(decoder.decode(bytes.subarray(start, start + 1024 * 1024), { stream: true }));
    await yielder();
  }
  pieces.push(decoder.decode());
  return pieces;
}

/**
 * {@link decodeText} in pieces (never one string of the whole file, which cost a long copy):
 * the text's pieces in order, its first 65,536 characters, and its encoding; null for binary data.
 */
export async function decodeTextPieces(bytes: Buffer, yielder = createYielder()) {
  if (bytes.includes(0)) return null;
  let pieces: string[];
  let encoding = 'utf-8';
  try {
    pieces = await decodeInPieces(bytes, 'utf-8', true, yielder);
  } catch {
    pieces = await decodeInPieces(bytes, 'windows-1254', false, yielder);
    encoding = 'windows-1254';
  }
  let head = '';
  for (let i = 0; i < pieces.length && head.length < HEAD; i += 1) head += pieces[i];
  head = head.slice(0, HEAD);
  if (CONTROL.test(head)) return null;
  const first = pieces.findIndex((piece) => piece.length > 0);
  if (first >= 0) pieces[first] = pieces[first]!.replace(/^\ufeff/, '');
  return { pieces, head: head.replace(/^\ufeff/, ''), encoding };
}

/** The delimiter of `text`: the one of `,`, `;` and tab found most often in its first line (outside quotes). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  let line = '';
  let quoted = false;
  for (const ch of text.slice(0, HEAD)) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || ch === '\r')) break;
    if (!quoted) line += ch;
  }
  const candidates = [',', ';', '\t'] as const;
  const counts = candidates.map((d) => [...line].filter((ch) => ch === d).length);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best]! > 0 ? candidates[best]! : ',';
}

/** The reading options of CSV whose text starts with `head` (its delimiter detected). */
const csvOptions = (head: string) => ({
  delimiter: detectDelimiter(head),
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
});

/**
 * Parses CSV text.
 * @throws ValidationError 'import.file_unreadable' (broken quoting), 'import.file_empty';
 *   UnsupportedMediaTypeError 'import.file_type' (binary data).
 */
export function parseCsv(bytes: Buffer): ParsedFile {
  const decoded = decodeText(bytes);
  if (!decoded) throw new UnsupportedMediaTypeError('import.file_type');
  let cells: string[][];
  try {
    cells = parse(decoded.text, csvOptions(decoded.text)) as string[][];
  } catch {
    throw new ValidationError('import.file_unreadable', { file: 'import.file_unreadable' });
  }
  return tableOf(cells, decoded.encoding);
}

/**
 * Parses CSV like {@link parseCsv} (the same records), 64 Ki characters at a time through
 * csv-parse's stream, giving the event loop back between pieces.
 * @throws as parseCsv.
 */
export async function parseCsvCooperatively(bytes: Buffer): Promise<ParsedFile> {
  const yielder = createYielder();
  const decoded = await decodeTextPieces(bytes, yielder);
  if (!decoded) throw new UnsupportedMediaTypeError('import.file_type');
  const cells: string[][] = [];
  const parser = parseStream(csvOptions(decoded.head));
  let failed = false;
  // Records are taken as they come (flowing), so the parser never holds pieces back and then
  // parses many at once.
  parser.on('data', (record: string[]) => cells.push(record));
  const done = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => {
      failed = true;
      resolve();
    });
  });
  for (const piece of decoded.pieces)
    for (let start = 0; start < piece.length && !failed; start += HEAD) {
      if (!parser.write(piece.slice(start, start + HEAD)))
        await new Promise((resolve) => parser.once('drain', resolve).once('error', resolve));
      await yielder();
    }
  if (!failed) parser.end();
  await done;
  if (failed) throw new ValidationError('import.file_unreadable', { file: 'import.file_unreadable' });
  return tableOfCooperatively(cells, decoded.encoding, yielder);
}

/**
 * The small parts of an xlsx workbook that reading its first sheet needs (spec D§2 data-add-tool): the
 * sheet list, relationships, which cell styles are dates, and the shared strings. Each part is
 * streamed out of the checked archive (src/server/zip-guard.ts) through a SAX parser, a piece at
 * a time, so a large part never holds the event loop. The meaning of each part follows exceljs
 * 4.4's reader, which the tool used before, so files read exactly as they did.
 */
import { SaxesParser } from 'saxes';
import { feedText } from '@/server/cooperate';
import { DomainError, UnsupportedMediaTypeError } from '@/server/errors';
import type { GuardedZip } from '@/server/zip-guard';

/** The error key of a file that is not a readable workbook. */
export const INVALID_WORKBOOK = 'import.file_type';

export interface XmlHandlers {
  /** An element opens: its local name (any prefix dropped) and attributes (names as written). */
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The attribute `name` with any namespace prefix (`r:id` for `id`). */
export function prefixedAttribute(attributes: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(attributes)) if (key.endsWith(`:${name}`)) return value;
  return undefined;
}

/**
 * Streams part `path` of the archive through `handlers`. Output: false when there is no such part.
 * @throws UnsupportedMediaTypeError 'import.file_type' on malformed XML; the archive's errors.
 */
export async function readPart(
  zip: GuardedZip,
  path: string,
  handlers: XmlHandlers,
  yielder: () => Promise<void>,
): Promise<boolean> {
  const stream = await zip.open(path);
  if (!stream) return false;
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) =>
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>),
  );
  // CDATA is left out, as exceljs did.
  if (handlers.text) parser.on('text', handlers.text);
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  try {
    await feedText(stream, (text) => parser.write(text), yielder);
  } catch (error) {
    stream.destroy();
    throw error instanceof DomainError ? error : new UnsupportedMediaTypeError(INVALID_WORKBOOK);
  }
  return true;
}

/** `_xHHHH_` escapes of shared and rich text (how Excel writes control characters). */
export const decodeEscapes = (text: string) =>
  text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The entity decoding exceljs applies once more to formula string results (`t="str"`). */
export const xmlDecode = (text: string) =>
  text.replace(/&([a-z]*);/g, (entity) =>
    entity === '&lt;'
      ? '<'
      : entity === '&gt;'
        ? '>'
        : entity === '&amp;'
          ? '&'
          : entity === '&apos;'
            ? "'"
            : entity === '&quot;'
              ? '"'
              : entity,
  );

export interface WorkbookInfo {
  /** Sheets in the workbook's order: their relationship ids. */
  sheets: Array<{ rId: string | undefined }>;
  /** Dates count from 1904 rather than 1900. */
  date1904: boolean;
}

/** `xl/workbook.xml`. @throws as readPart; 'import.file_type' when it is missing. */
export async function readWorkbook(zip: GuardedZip, yielder: () => Promise<void>): Promise<WorkbookInfo> {
  const info: WorkbookInfo = { sheets: [], date1904: false };
  const found = await readPart(
    zip,
    'xl/workbook.xml',
    {
      open(name, attributes) {
        if (name === 'sheet') info.sheets.push({ rId: prefixedAttribute(attributes, 'id') });
        else if (name === 'workbookPr') info.date1904 = attributes.date1904 === '1';
      },
    },
    yielder,
  );
  if (!found) throw new UnsupportedMediaTypeError(INVALID_WORKBOOK);
  return info;
}

/** A relationships part: id → target (as written). */
export async function readRelationships(
  zip: GuardedZip,
  path: string,
  yielder: () => Promise<void>,
): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  await readPart(
    zip,
    path,
    {
      open(name, attributes) {
        if (name === 'Relationship' && attributes.Id !== undefined)
          targets.set(attributes.Id, attributes.Target ?? '');
      },
    },
    yielder,
  );
  return targets;
}

/** exceljs's test of a number format that shows a date or time. */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Built-in number formats that show dates or times (of those exceljs knows the code of). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** `xl/styles.xml`: the indexes of the cell styles (cellXfs) whose number format is a date. */
export async function readDateStyles(zip: GuardedZip, yielder: () => Promise<void>): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formatIds: number[] = [];
  let section = '';
  await readPart(
    zip,
    'xl/styles.xml',
    {
      open(name, attributes) {
        if (name === 'numFmts' || name === 'cellXfs') section = name;
        else if (name === 'numFmt' && section === 'numFmts')
          custom.set(
            parseInt(attributes.numFmtId ?? '', 10),
            (attributes.formatCode ?? '').replace(/[\\](.)/g, '$1'),
          );
        else if (name === 'xf' && section === 'cellXfs')
          formatIds.push(parseInt(attributes.numFmtId ?? '', 10));
      },
      close(name) {
        if (name === section) section = '';
      },
    },
    yielder,
  );
  const dates = new Set<number>();
  formatIds.forEach((id, index) => {
    if (!id) return;
    const format = custom.get(id);
    if (format !== undefined ? isDateFormat(format) : BUILT_IN_DATE_FORMATS.has(id)) dates.add(index);
  });
  return dates;
}

/** A shared string: plain text, or rich text runs. */
export type SharedString = string | { richText: Array<{ text: string }> };

/** `xl/sharedStrings.xml` in order (phonetic runs left out). */
export async function readSharedStrings(
  zip: GuardedZip,
  yielder: () => Promise<void>,
): Promise<SharedString[]> {
  const strings: SharedString[] = [];
  let value: SharedString = '';
  let text: string[] | null = null;
  let inRun = false;
  let phonetic = 0;
  await readPart(
    zip,
    'xl/sharedStrings.xml',
    {
      open(name) {
        if (name === 'rPh') phonetic += 1;
        else if (phonetic) return;
        else if (name === 'si') value = '';
        else if (name === 'r') inRun = true;
        else if (name === 't') text = [];
      },
      text(chunk) {
        if (text && !phonetic) text.push(chunk);
      },
      close(name) {
        if (name === 'rPh') phonetic -= 1;
        else if (phonetic) return;
        else if (name === 't' && text) {
          const decoded = decodeEscapes(text.join(''));
          if (inRun) {
            if (typeof value === 'string') value = { richText: [] };
            value.richText.push({ text: decoded });
          } else value = decoded;
          text = null;
        } else if (name === 'r') inRun = false;
        else if (name === 'si') strings.push(value);
      },
    },
    yielder,
  );
  return strings;
}

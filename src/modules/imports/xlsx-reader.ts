/**
 * The first worksheet of an uploaded xlsx workbook as rows of cell texts (spec D§2 data-add-tool), read
 * without loading the workbook: the archive is checked first (src/server/zip-guard.ts: size,
 * ratio and entry limits, counted again while inflating), then the sheet is streamed through a
 * SAX parser a piece at a time, yielding to the event loop, so a large file neither fills the
 * memory nor holds other requests. exceljs's full loader, used before, took 40–50 s and 1.4 GB
 * for a 34 MB sheet and blocked the process throughout.
 *
 * The texts are those exceljs 4.4's loader gave (./cell-text.ts on the same values): shared and
 * inline strings, rich text, numbers, booleans, dates by the cell's number format (1900 or 1904
 * based), formula results, external links of the sheet's `<hyperlinks>`, and merged ranges, whose
 * cells all show the top-left cell's value. Where exceljs failed or gave "[object Object]" (a
 * formula without a cached result, or with 0 or false as its result; a string index out of range;
 * rows without numbers) the reader gives the plain result, '' or the next row.
 */
import type ExcelJS from 'exceljs';
import { createYielder } from '@/server/cooperate';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '@/server/errors';
import { openGuardedZip, type GuardedZip, type ZipLimits } from '@/server/zip-guard';
import { cellText } from './cell-text';
import {
  INVALID_WORKBOOK,
  prefixedAttribute,
  readDateStyles,
  readPart,
  readRelationships,
  readSharedStrings,
  readWorkbook,
  xmlDecode,
  decodeEscapes,
  type SharedString,
} from './xlsx-parts';

/** Most cells (row widths summed, merged ranges included) one sheet may give. */
export const MAX_SHEET_CELLS = 5_000_000;
/** Excel's last column (XFD). */
const MAX_COLUMN = 16_384;
const URL_TEXT = /^https?:\/\//i;

/** A cell reference (`C12`) as 1-based row and column; null when it is not one. */
export function decodeCellRef(ref: string): { row: number; col: number } | null {
  // A loop rather than a regular expression: it runs once per cell of sheets with millions.
  let i = ref.charCodeAt(0) === 36 ? 1 : 0;
  let col = 0;
  let letters = 0;
  for (; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
    letters += 1;
  }
  if (ref.charCodeAt(i) === 36) i += 1;
  const digits = ref.slice(i);
  if (letters < 1 || letters > 3 || !/^\d+$/.test(digits)) return null;
  return { row: parseInt(digits, 10), col };
}

/** Where the workbook's sheet list points: the part of the first worksheet, if any. */
function firstSheetPath(
  zip: GuardedZip,
  sheets: Array<{ rId: string | undefined }>,
  rels: Map<string, string>,
) {
  for (const sheet of sheets) {
    const target = sheet.rId === undefined ? undefined : rels.get(sheet.rId);
    if (!target) continue;
    // exceljs's rule: a target is relative to xl/, a leading `/xl/` dropped; chartsheets are skipped.
    const path = `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(path) && zip.entries.has(path)) return path;
  }
  return null;
}

interface SheetState {
  rows: Map<number, string[]>;
  /** Cells whose text looks like a URL but was not a plain string (a link then shows its target). */
  notPlainUrls: Set<string>;
  hyperlinks: Array<{ ref: string; rId: string | undefined }>;
  merges: string[];
  cells: number;
}

interface OpenCell {
  col: number;
  type: string | undefined;
  style: number;
  formula: string | undefined;
  sharedFormula: boolean;
  value: string | undefined;
  runs: Array<{ text: string }> | undefined;
}

const excelToDate = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** A number cell's value: a date when its style shows one. */
function numberOf(text: string, isDate: boolean, date1904: boolean): number | Date {
  const n = parseFloat(text);
  return isDate ? excelToDate(n, date1904) : n;
}

/** The exceljs-shaped value of a closed cell; undefined for a cell that is not one (no value, no style). */
function valueOf(
  cell: OpenCell,
  shared: SharedString[],
  isDate: boolean,
  date1904: boolean,
): ExcelJS.CellValue | undefined {
  const v = cell.value;
  if (cell.formula || cell.sharedFormula) {
    if (v === undefined) return null;
    if (cell.type === 'str') return xmlDecode(v);
    if (cell.type === 'b') return parseInt(v, 10) !== 0;
    if (cell.type === 'e') return { error: v as ExcelJS.CellErrorValue['error'] };
    return numberOf(v, isDate, date1904);
  }
  if (cell.runs) return { richText: cell.runs };
  if (v === undefined) return cell.style ? null : undefined;
  switch (cell.type) {
    case 's':
      return (shared[parseInt(v, 10)] as ExcelJS.CellValue | undefined) ?? '';
    case 'str':
      return xmlDecode(v);
    case 'inlineStr':
      return v;
    case 'b':
      return parseInt(v, 10) !== 0;
    case 'e':
      return { error: v as ExcelJS.CellErrorValue['error'] };
    default:
      return numberOf(v, isDate, date1904);
  }
}

/** Streams the sheet at `path` into `state`. @throws as readPart; 'file.too_big' past MAX_SHEET_CELLS. */
async function readSheet(
  zip: GuardedZip,
  path: string,
  parts: { shared: SharedString[]; dateStyles: Set<number>; date1904: boolean },
  state: SheetState,
  yielder: () => Promise<void>,
) {
  let row: { number: number; cells: string[] } | null = null;
  let lastRow = 0;
  let lastCol = 0;
  // One cell object, reset for each cell: sheets have millions of cells, and each object was garbage.
  const cell: OpenCell = {
    col: 0,
    type: undefined,
    style: 0,
    formula: undefined,
    sharedFormula: false,
    value: undefined,
    runs: undefined,
  };
  let inCell = false;
  let capture: 'value' | 'formula' | 'run' | null = null;
  let runText = '';
  let phonetic = 0;
  let inRun = false;
  const closeCell = () => {
    const value = valueOf(
      cell,
      parts.shared,
      !!cell.style && parts.dateStyles.has(cell.style),
      parts.date1904,
    );
    if (value === undefined || !row) return;
    const text = cellText(value);
    if (
      URL_TEXT.test(text) &&
      (typeof value === 'object' || (typeof value === 'string' && /^\s/.test(value)))
    )
      state.notPlainUrls.add(`${row.number}:${cell.col}`);
    row.cells[cell.col - 1] = text;
  };
  await readPart(
    zip,
    path,
    {
      open(name, attributes) {
        if (phonetic || name === 'rPh') {
          if (name === 'rPh') phonetic += 1;
          return;
        }
        if (name === 'row') {
          const number = parseInt(attributes.r ?? '', 10);
          lastRow = number > 0 ? number : lastRow + 1;
          lastCol = 0;
          row = { number: lastRow, cells: [] };
        } else if (name === 'c' && row) {
          const at = attributes.r ? decodeCellRef(attributes.r) : null;
          const col = at ? at.col : lastCol + 1;
          if (col > MAX_COLUMN) throw new UnsupportedMediaTypeError(INVALID_WORKBOOK);
          lastCol = col;
          const style = attributes.s ? parseInt(attributes.s, 10) : 0;
          Object.assign(cell, { col, type: attributes.t, style: style || 0 });
          cell.formula = cell.value = cell.runs = undefined;
          cell.sharedFormula = inRun = false;
          inCell = true;
        } else if (!inCell) {
          if (name === 'hyperlink')
            state.hyperlinks.push({ ref: attributes.ref ?? '', rId: prefixedAttribute(attributes, 'id') });
          else if (name === 'mergeCell' && attributes.ref) state.merges.push(attributes.ref);
        } else if (name === 'f') {
          cell.sharedFormula = !!attributes.t;
          capture = 'formula';
        } else if (name === 'v' || name === 't') {
          capture = inRun && name === 't' ? 'run' : 'value';
          runText = '';
        } else if (name === 'r') {
          inRun = true;
          cell.runs ??= [];
          cell.runs.push({ text: '' });
        }
      },
      text(text) {
        if (!capture || phonetic) return;
        // Appended as exceljs did: the text of <v> and of <t> outside runs make the value together.
        if (capture === 'formula') cell.formula = (cell.formula ?? '') + text;
        else if (capture === 'run') runText += text;
        else cell.value = (cell.value ?? '') + text;
      },
      close(name) {
        if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
        if (phonetic || name === 'rPh') return;
        if (inCell && (name === 'v' || name === 't' || name === 'f')) {
          const run = cell.runs?.at(-1);
          if (capture === 'run' && run) run.text += decodeEscapes(runText);
          capture = null;
        } else if (name === 'r') inRun = false;
        else if (name === 'c' && inCell) {
          closeCell();
          inCell = false;
        } else if (name === 'row' && row) {
          const cells = Array.from(row.cells, (text) => text ?? '');
          // An empty row counts as a cell too: millions of them would fill the memory just the same.
          state.cells += Math.max(1, cells.length);
          if (state.cells > MAX_SHEET_CELLS) throw new PayloadTooLargeError('file.too_big');
          if (cells.length) state.rows.set(row.number, cells);
          row = null;
        }
      },
    },
    yielder,
  );
}

/** Links of the sheet's `<hyperlinks>`: a linked cell shows its text when that is a URL, else the link's target. */
function applyHyperlinks(state: SheetState, targets: Map<string, string>) {
  for (const link of state.hyperlinks) {
    const target = link.rId === undefined ? undefined : targets.get(link.rId);
    const at = decodeCellRef(link.ref);
    const cells = at && state.rows.get(at.row);
    if (!target || !at || !cells || at.col > cells.length) continue;
    const text = cells[at.col - 1]!;
    const key = `${at.row}:${at.col}`;
    cells[at.col - 1] = URL_TEXT.test(text) && !state.notPlainUrls.has(key) ? text : target.trim();
  }
}

/** Merged ranges: every cell of a range shows the top-left cell's text (rows widened as exceljs did). */
function applyMerges(state: SheetState) {
  for (const merge of state.merges) {
    const [from, to = from] = merge.split(':');
    const a = decodeCellRef(from!);
    const b = decodeCellRef(to!);
    if (!a || !b) continue;
    const [top, bottom] = [Math.min(a.row, b.row), Math.max(a.row, b.row)];
    const [left, right] = [Math.min(a.col, b.col), Math.max(a.col, b.col)];
    state.cells += (bottom - top + 1) * (right - left + 1);
    if (state.cells > MAX_SHEET_CELLS || right > MAX_COLUMN) throw new PayloadTooLargeError('file.too_big');
    const master = state.rows.get(top)?.[left - 1] ?? '';
    for (let r = top; r <= bottom; r += 1) {
      let cells = state.rows.get(r);
      if (!cells) {
        // A row made only by the range is blank unless the range has a value.
        if (!master) continue;
        cells = [];
        state.rows.set(r, cells);
      }
      for (let c = cells.length; c < right; c += 1) cells.push('');
      for (let c = left; c <= right; c += 1) if (r !== top || c !== left) cells[c - 1] = master;
    }
  }
}

/**
 * The rows of the first worksheet of the xlsx `bytes`, in row order, each a dense array of cell
 * texts as wide as its last cell (rows without cells are left out).
 * @param limits the archive's limits (src/server/zip-guard.ts).
 * @throws PayloadTooLargeError (413) 'file.too_big' past a limit (the archive's, or
 *   MAX_SHEET_CELLS); UnsupportedMediaTypeError (415) 'import.file_type' when it is not a
 *   readable workbook.
 */
export async function readFirstWorksheet(bytes: Buffer, limits: ZipLimits): Promise<string[][]> {
  const yielder = createYielder();
  const zip = await openGuardedZip(bytes, limits, INVALID_WORKBOOK);
  const book = await readWorkbook(zip, yielder);
  const rels = await readRelationships(zip, 'xl/_rels/workbook.xml.rels', yielder);
  const path = firstSheetPath(zip, book.sheets, rels);
  if (!path) return [];
  const dateStyles = await readDateStyles(zip, yielder);
  const shared = await readSharedStrings(zip, yielder);
  const slash = path.lastIndexOf('/');
  const links = await readRelationships(
    zip,
    `${path.slice(0, slash)}/_rels/${path.slice(slash + 1)}.rels`,
    yielder,
  );
  const state: SheetState = {
    rows: new Map(),
    notPlainUrls: new Set(),
    hyperlinks: [],
    merges: [],
    cells: 0,
  };
  await readSheet(zip, path, { shared, dateStyles, date1904: book.date1904 }, state, yielder);
  applyHyperlinks(state, links);
  applyMerges(state);
  return [...state.rows.keys()].sort((x, y) => x - y).map((n) => state.rows.get(n)!);
}

/**
 * The export's file writers (issue 16 §3; decision 0020 §6): xlsx through exceljs's streaming
 * writer (the startups sheet, then "Data sources"; src/server/xlsx-writer.ts), or UTF-8 CSV with a
 * byte-order mark and formula-like cells defused. Input rows are cells in column order; output the
 * file's bytes. Both give the event loop back between rows (a 5,000-row export is written while
 * the process keeps answering).
 */
import { createYielder } from '@/server/cooperate';
import { cooperativeWorkbook } from '@/server/xlsx-writer';

export type Cell = string | number | boolean | null;

export interface SheetWriter {
  /** Adds a row; resolves at once, or after a turn of the event loop when the time slice is used up. */
  add(values: Cell[]): Promise<void>;
  finish(sources: { title: string; lines: string[] }): Promise<Buffer>;
}

/** An xlsx through exceljs's streaming writer: the startups sheet, then "Data sources". */
export function xlsxWriter(headers: string[], sheetName: string): SheetWriter {
  const workbook = cooperativeWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = workbook.addRow(sheet, headers, (row) => {
    row.font = { bold: true };
  });
  return {
    async add(values) {
      await header;
      await workbook.addRow(sheet, values);
    },
    async finish(sources) {
      await header;
      const info = workbook.addWorksheet(sources.title);
      info.getColumn(1).width = 120;
      await workbook.addRow(info, [sources.title]);
      for (const line of sources.lines) await workbook.addRow(info, [line]);
      return workbook.finish();
    },
  };
}

/**
 * A text cell a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`, tab, CR) gets a
 * leading apostrophe: startup owners write these texts and the buyer opens the CSV (OWASP "CSV
 * injection"). The xlsx writer stores text as text and needs none.
 */
export function defuseFormula(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One CSV field as exceljs's CSV writer (fast-csv) wrote it, so files stay as they were: NUL
 * removed; quoted, quotes doubled, when it holds a quote; quoted when it holds `,`, `|`, CR or LF.
 */
export function csvField(value: Cell | undefined): string {
  const text = `${value ?? ''}`.replace(/\0/g, '');
  if (text.includes('"')) return `"${text.replace(/"/g, '""')}"`;
  return /[,|\r\n]/.test(text) ? `"${text}"` : text;
}

/** One CSV line: the cells up to the last one that is not null (exceljs left trailing empty cells out). */
export function csvLine(values: Cell[]): string {
  let end = values.length;
  while (end > 0 && (values[end - 1] === null || values[end - 1] === undefined)) end -= 1;
  return values.slice(0, end).map(csvField).join(',');
}

/** UTF-8 CSV with a byte-order mark, so Excel reads Turkish letters right; lines end in LF. */
export function csvWriter(headers: string[]): SheetWriter {
  const lines = [csvLine(headers)];
  const yielder = createYielder();
  return {
    async add(values) {
      lines.push(csvLine(values.map(defuseFormula)));
      await yielder();
    },
    async finish() {
      return Buffer.from(`\ufeff${lines.join('\n')}`, 'utf8');
    },
  };
}

/**
 * The export's file writers (issue 16 §3; decision 0020 §6): xlsx through exceljs's streaming
 * writer (the startups sheet, then "Data sources"), or UTF-8 CSV through exceljs with a byte-order
 * mark and formula-like cells defused. Input rows are cells in column order; output the file's bytes.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | null;

export interface SheetWriter {
  add(values: Cell[]): void;
  finish(sources: { title: string; lines: string[] }): Promise<Buffer>;
}

/** An xlsx through exceljs's streaming writer: the startups sheet, then "Data sources". */
export function xlsxWriter(headers: string[], sheetName: string): SheetWriter {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  return {
    add(values) {
      sheet.addRow(values).commit();
    },
    async finish(sources) {
      sheet.commit();
      const info = book.addWorksheet(sources.title);
      info.getColumn(1).width = 120;
      info.addRow([sources.title]).commit();
      for (const line of sources.lines) info.addRow([line]).commit();
      info.commit();
      await book.commit();
      return Buffer.concat(chunks);
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

/** UTF-8 CSV (exceljs's writer) with a byte-order mark, so Excel reads Turkish letters right. */
export function csvWriter(headers: string[]): SheetWriter {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('startups');
  sheet.addRow(headers);
  return {
    add(values) {
      sheet.addRow(values.map(defuseFormula));
    },
    async finish() {
      const csv = Buffer.from(await book.csv.writeBuffer());
      return Buffer.concat([Buffer.from('\ufeff', 'utf8'), csv]);
    },
  };
}

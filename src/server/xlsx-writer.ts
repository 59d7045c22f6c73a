/**
 * Writing an .xlsx without holding the event loop: exceljs's streaming writer (each row turned
 * into XML and deflated as it comes, never a whole workbook model in memory), with the event loop
 * given back between rows once a time slice (src/server/cooperate.ts) is used up. Building a
 * 700-row export in one stretch had held health checks for up to 3 s.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { createYielder } from './cooperate';

/** An .xlsx being written: its sheets are added and filled in order, then `finish` gives the bytes. */
export interface CooperativeWorkbook {
  /** exceljs's streaming workbook, for workbook properties. */
  book: ExcelJS.stream.xlsx.WorkbookWriter;
  /** A new sheet (after the previous one is filled: the streaming writer fills one at a time). */
  addWorksheet(name: string, options?: Partial<ExcelJS.AddWorksheetOptions>): ExcelJS.Worksheet;
  /**
   * Appends `values` (cells in column order, or by column key) as a row of `sheet`, `style`
   * applied to it first, and gives the event loop back when the slice is used up.
   */
  addRow(
    sheet: ExcelJS.Worksheet,
    values: ExcelJS.CellValue[] | Record<string, ExcelJS.CellValue>,
    style?: (row: ExcelJS.Row) => void,
  ): Promise<void>;
  /** Commits every sheet and the workbook. Output: the file's bytes. */
  finish(): Promise<Buffer>;
}

/** A cooperative .xlsx writer (inline strings, styles kept). */
export function cooperativeWorkbook(): CooperativeWorkbook {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const yielder = createYielder();
  const sheets: ExcelJS.Worksheet[] = [];
  return {
    book,
    addWorksheet(name, options) {
      const sheet = book.addWorksheet(name, options);
      sheets.push(sheet);
      return sheet;
    },
    async addRow(sheet, values, style) {
      const row = sheet.addRow(values);
      style?.(row);
      row.commit();
      await yielder();
    },
    async finish() {
      for (const sheet of sheets) {
        sheet.commit();
        await yielder();
      }
      await book.commit();
      return Buffer.concat(chunks);
    },
  };
}

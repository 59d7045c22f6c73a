/**
 * The text of one spreadsheet cell value as the data-add tool reads it (spec D§2 data-add-tool): dates as
 * YYYY-MM-DD, numbers their decimal text, links their address, rich text its plain text, errors
 * empty. Shared by the workbook reader (./xlsx-reader.ts) and its callers.
 */
import type ExcelJS from 'exceljs';

/** The text of one exceljs-shaped cell value, trimmed. */
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

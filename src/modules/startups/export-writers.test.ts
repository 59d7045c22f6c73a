import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvWriter, defuseFormula, xlsxWriter, type Cell } from './export-writers';

describe('defuseFormula (CSV export)', () => {
  it('keeps a spreadsheet from running text that starts like a formula', () => {
    expect(defuseFormula('=HYPERLINK("http://evil.example","Click")')).toBe(
      '\'=HYPERLINK("http://evil.example","Click")',
    );
    expect(defuseFormula('+90 212 555 00 00')).toBe("'+90 212 555 00 00");
    expect(defuseFormula('-5%')).toBe("'-5%");
    expect(defuseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(defuseFormula('Ödeme altyapısı')).toBe('Ödeme altyapısı');
    expect(defuseFormula(42)).toBe(42);
    expect(defuseFormula(null)).toBe(null);
  });
});

describe('export writers', () => {
  const headers = ['Name', 'Tagline, short', 'Employees', 'Public', 'Note'];
  const rows: Cell[][] = [
    ['Bulut Ödeme', 'Pay "fast" | cheap', 12, true, null],
    ['=cmd', 'line\nbreak', 0, false, ''],
    ['Acme\0', null, -1.5, null, null],
    [null, null, null, null, null],
    ['Şirket', 'Tab\there', 1e21, false, 'trailing'],
  ];

  /** The CSV exceljs wrote before (its csv writer over a whole workbook). */
  async function legacyCsv(): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('startups');
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(row.map(defuseFormula));
    return Buffer.concat([Buffer.from('\ufeff', 'utf8'), Buffer.from(await book.csv.writeBuffer())]);
  }

  it('writes the CSV byte for byte as exceljs did', async () => {
    const writer = csvWriter(headers);
    for (const row of rows) await writer.add(row);
    const bytes = await writer.finish({ title: '', lines: [] });
    expect(bytes.toString('utf8')).toBe((await legacyCsv()).toString('utf8'));
  });

  it('writes an xlsx with the rows, then the data sources sheet', async () => {
    const writer = xlsxWriter(headers, 'Girişimler');
    for (const row of rows) await writer.add(row);
    const bytes = await writer.finish({ title: 'Data sources', lines: ['CC BY-SA 4.0'] });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    const [sheet, sources] = book.worksheets;
    expect(sheet!.name).toBe('Girişimler');
    expect(sheet!.getRow(1).values).toEqual([undefined, ...headers]);
    expect(sheet!.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet!.getRow(2).values).toEqual([undefined, 'Bulut Ödeme', 'Pay "fast" | cheap', 12, true]);
    expect(sheet!.getCell('A3').value).toBe('=cmd');
    expect(sources!.getColumn(1).values).toEqual([undefined, 'Data sources', 'CC BY-SA 4.0']);
  });
});

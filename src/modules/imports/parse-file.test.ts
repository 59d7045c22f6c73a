import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, decodeText, detectDelimiter, parseCsv, parseXlsx, sniffImportFile } from './parse-file';

const win1254 = (text: string) =>
  Buffer.from(
    [...text].map(
      (ch) =>
        ({ Ş: 0xde, ş: 0xfe, İ: 0xdd, ı: 0xfd, Ğ: 0xd0, ğ: 0xf0, ü: 0xfc, ö: 0xf6, ç: 0xe7 })[ch] ??
        ch.charCodeAt(0),
    ),
  );

describe('CSV files', () => {
  it('detects the delimiter of the header line (comma, semicolon, tab), quotes aside', () => {
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
  });
  it('reads UTF-8 with a byte-order mark and skips blank lines', () => {
    const bytes = Buffer.from('\ufeffŞirket;Şehir\r\n\r\nBulut Ödeme;İstanbul\r\n;\r\n', 'utf8');
    const table = parseCsv(bytes);
    expect(table).toEqual({
      columns: ['Şirket', 'Şehir'],
      rows: [['Bulut Ödeme', 'İstanbul']],
      encoding: 'utf-8',
    });
  });
  it('reads a Turkish Windows-1254 export', () => {
    const table = parseCsv(win1254('Şirket,Şehir\nYeşil Işık,İstanbul\n'));
    expect(table.encoding).toBe('windows-1254');
    expect(table.rows).toEqual([['Yeşil Işık', 'İstanbul']]);
  });
  it('refuses binary data, and accepts text whatever its name', async () => {
    expect(decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).toBeNull();
    await expect(
      sniffImportFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).rejects.toMatchObject({ status: 415 });
    await expect(sniffImportFile(Buffer.from('Company\nAcme\n'))).resolves.toBe('csv');
    await expect(sniffImportFile(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
  });
});

describe('xlsx files', () => {
  it('reads the first sheet: dates as days, numbers as text, links as addresses', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Girişimler');
    sheet.addRow(['Şirket', 'Kuruluş', 'Web', 'Yıl']);
    sheet.addRow([
      'Bulut Ödeme',
      new Date(Date.UTC(2015, 4, 1)),
      { text: 'site', hyperlink: 'https://bulut.com.tr' },
      2019,
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    await expect(sniffImportFile(bytes)).resolves.toBe('xlsx');
    expect(await parseXlsx(bytes)).toEqual({
      columns: ['Şirket', 'Kuruluş', 'Web', 'Yıl'],
      rows: [['Bulut Ödeme', '2015-05-01', 'https://bulut.com.tr', '2019']],
      encoding: 'xlsx',
    });
    expect(cellText({ richText: [{ text: 'A ' }, { text: 'B' }] })).toBe('A B');
  });
});

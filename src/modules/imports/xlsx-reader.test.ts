import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../tests/helpers/zip';
import { cellText } from './cell-text';
import { parseXlsx, type ParsedFile } from './parse-file';
import { decodeCellRef } from './xlsx-reader';

/** How the tool read workbooks before (exceljs's full loader): the reference of every case here. */
async function legacyParse(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[][] = [];
  book.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) values.push(cellText(row.getCell(i).value));
    cells.push(values);
  });
  return cells;
}

/** The legacy rows as the tool's table (header + data rows, blank rows left out). */
function legacyTable(cells: string[][]): ParsedFile {
  const rows = cells.filter((row) => !row.every((c) => c === ''));
  const header = rows.shift()!;
  const columns = header.map((name, i) => name || `Column ${i + 1}`);
  return { columns, rows: rows.map((row) => columns.map((_, i) => row[i] ?? '')), encoding: 'xlsx' };
}

async function expectSameAsLegacy(bytes: Buffer) {
  const legacy = legacyTable(await legacyParse(bytes));
  expect(await parseXlsx(bytes)).toEqual(legacy);
  return legacy;
}

function richWorkbook(date1904 = false) {
  const book = new ExcelJS.Workbook();
  book.properties.date1904 = date1904;
  const sheet = book.addWorksheet('Girişimler');
  book.addWorksheet('Other').addRow(['not', 'this', 'one']);
  sheet.addRow(['Şirket', 'Kuruluş', 'Web', 'Yıl', null, 'Sektör']);
  // A formatted header cell without a value widens the header (exceljs counted it).
  sheet.getCell('H1').font = { bold: true };
  sheet.addRow([
    '  Bulut Ödeme  ',
    new Date(Date.UTC(2015, 4, 1)),
    { text: 'site', hyperlink: 'https://bulut.com.tr' },
    2019,
    true,
    'Fintech',
  ]);
  sheet.addRow([
    { richText: [{ text: 'Yeşil ' }, { font: { bold: true }, text: 'Işık' }] },
    new Date(Date.UTC(2020, 11, 31, 18, 30)),
    { text: 'https://yesil.example/page', hyperlink: 'https://other.example' },
    { formula: 'B2*2', result: 4038 },
    false,
    'Enerji',
  ]);
  sheet.addRow([
    { formula: 'CONCAT("A","B")', result: 'AB' },
    { formula: 'TODAY()', result: new Date(Date.UTC(2024, 0, 2)) },
    { error: '#N/A' },
    -12.5,
    1e21,
    null,
  ]);
  sheet.mergeCells('F3:F4');
  sheet.addRow([]);
  sheet.addRow(['Tab\tand "quotes" & <angles>', 0.1 + 0.2, 'x', 'y', 'z', 'w', 'beyond', 'header']);
  sheet.mergeCells('C6:D6');
  return book;
}

describe('the streaming workbook reader gives the texts exceljs gave', () => {
  it('reads cell kinds, links, merges, a widened header and the first sheet (shared strings)', async () => {
    const bytes = Buffer.from(await richWorkbook().xlsx.writeBuffer());
    const table = await expectSameAsLegacy(bytes);
    expect(table.columns).toEqual([
      'Şirket',
      'Kuruluş',
      'Web',
      'Yıl',
      'Column 5',
      'Sektör',
      'Column 7',
      'Column 8',
    ]);
    expect(table.rows[0]!.slice(0, 4)).toEqual(['Bulut Ödeme', '2015-05-01', 'https://bulut.com.tr', '2019']);
    expect(table.rows[1]![5]).toBe('Enerji');
    expect(table.rows[2]![5]).toBe('Enerji');
  });

  it('reads a 1904-based workbook and a workbook written by the streaming writer', async () => {
    await expectSameAsLegacy(Buffer.from(await richWorkbook(true).xlsx.writeBuffer()));
    for (const useSharedStrings of [false, true]) {
      const chunks: Buffer[] = [];
      const { PassThrough } = await import('node:stream');
      const stream = new PassThrough();
      stream.on('data', (c: Buffer) => chunks.push(c));
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings });
      const sheet = book.addWorksheet('a');
      sheet.addRow(['Name', 'Founded', 'Count']).commit();
      sheet.addRow(['Acme', new Date(Date.UTC(2001, 1, 3)), 7]).commit();
      sheet.addRow([' Beta ', null, 0]).commit();
      sheet.commit();
      await book.commit();
      await expectSameAsLegacy(Buffer.concat(chunks));
    }
  });

  it('reads hand-written XML: inline rich text, escapes, phonetic runs, custom date formats, rows without numbers', async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Date</t></is></c><c r="D1" t="str"><f>X</f><v>a &amp;amp; b</v></c></row>
<row r="3"><c r="A3" t="inlineStr"><is><r><t>Rich </t></r><r><rPr><b/></rPr><t>text_x0041_</t></r></is></c><c r="B3" t="s"><v>2</v></c><c r="C3" s="1"><v>44000.5</v></c><c r="D3" s="2"><v>3.25</v></c></row>
<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" s="1"><v>1</v></c><c r="D2" t="e"><v>#DIV/0!</v></c></row>
</sheetData><hyperlinks><hyperlink ref="B3" r:id="rId1"/></hyperlinks></worksheet>`;
    const shared = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3"><si><t>Line_x000D_break</t></si><si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si><si><t xml:space="preserve"> not a url </t></si></sst>`;
    const styles = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs></styleSheet>`;
    const bytes = buildZip([
      {
        name: '[Content_Types].xml',
        data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      },
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="2" r:id="rId2"/><sheet name="First written" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="x/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>',
      },
      { name: 'xl/worksheets/sheet2.xml', data: sheet },
      {
        name: 'xl/worksheets/_rels/sheet2.xml.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x/hyperlink" Target="https://linked.example" TargetMode="External"/></Relationships>',
      },
      { name: 'xl/sharedStrings.xml', data: shared },
      { name: 'xl/styles.xml', data: styles },
    ]);
    const table = await expectSameAsLegacy(bytes);
    expect(table.columns).toEqual(['Line\rbreak', '東京', 'Date', 'a & b']);
    expect(table.rows).toEqual([
      ['東京', 'true', '1899-12-31', ''],
      ['Rich textA', 'https://linked.example', '2020-06-18', '3.25'],
    ]);
  });

  it('decodes cell references', () => {
    expect(decodeCellRef('A1')).toEqual({ row: 1, col: 1 });
    expect(decodeCellRef('XFD1048576')).toEqual({ row: 1048576, col: 16384 });
    expect(decodeCellRef('$AB$12')).toEqual({ row: 12, col: 28 });
    expect(decodeCellRef('nope')).toBeNull();
  });
});

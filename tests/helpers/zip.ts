/**
 * Zip archives built byte by byte for tests of uploads: real workbooks of any size, and hostile
 * ones — parts packed 1000:1, central directories that declare sizes other than the real ones.
 */
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** Stored rather than deflated. */
  store?: boolean;
  /** The unpacked size written in the headers (the real one when absent): a lie when it differs. */
  declaredSize?: number;
  /** zlib level (default 9). */
  level?: number;
}

/** A zip archive of `parts` (deflated unless stored), UTF-8 names, no data descriptors. */
export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8');
    const packed = part.store ? data : zlib.deflateRawSync(data, { level: part.level ?? 9 });
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? data.length;
    const crc = zlib.crc32(data);
    const method = part.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** The XML of a worksheet whose rows are `rows` of inline strings. */
export function sheetXml(rows: Iterable<string[]>): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let r = 0;
  for (const row of rows) {
    r += 1;
    out.push(`<row r="${r}">`);
    row.forEach((text, i) =>
      out.push(`<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`),
    );
    out.push('</row>');
  }
  out.push('</sheetData></worksheet>');
  return out.join('');
}

/**
 * The XML of a worksheet of `megabytes` MiB of one identical row without row numbers (as some
 * writers leave them out): it packs about 1000:1, the shape of a "zip bomb" workbook.
 */
export function repeatedSheetXml(megabytes: number, text = 'A'.repeat(4096)): string {
  const row = `<row><c t="inlineStr"><is><t>${text}</t></is></c></row>`;
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  return `${head}${row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length))}</sheetData></worksheet>`;
}

/**
 * A minimal .xlsx (one sheet) whose sheet XML is `sheet`, with extra parts and the sheet's
 * declared size overridable.
 */
export function buildWorkbook(
  sheet: string | Buffer,
  options: { declaredSize?: number; extra?: ZipPart[]; level?: number } = {},
) {
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: sheet,
      declaredSize: options.declaredSize,
      level: options.level,
    },
    ...(options.extra ?? []),
  ]);
}

import { describe, expect, it } from 'vitest';
import { buildWorkbook, buildZip, repeatedSheetXml, sheetXml } from '../../tests/helpers/zip';
import {
  isZipArchive,
  mainContentType,
  openGuardedZip,
  WORKBOOK_ZIP_LIMITS,
  XLSX_MAIN_TYPE,
} from './zip-guard';

const MB = 1024 * 1024;
const drain = async (stream: NodeJS.ReadableStream | null) => {
  let bytes = 0;
  for await (const chunk of stream!) bytes += (chunk as Buffer).length;
  return bytes;
};

describe('zip guard', () => {
  it('opens a workbook within the limits and reads its parts', async () => {
    const bytes = buildWorkbook(sheetXml([['Name'], ['Acme']]));
    expect(isZipArchive(bytes)).toBe(true);
    expect(isZipArchive(Buffer.from('Name\nAcme\n'))).toBe(false);
    const zip = await openGuardedZip(bytes, WORKBOOK_ZIP_LIMITS, 'import.file_type');
    expect([...zip.entries.keys()]).toContain('xl/worksheets/sheet1.xml');
    expect(await mainContentType(zip)).toBe(XLSX_MAIN_TYPE);
    expect(await drain(await zip.open('xl/worksheets/sheet1.xml'))).toBeGreaterThan(100);
    expect(await zip.open('xl/none.xml')).toBeNull();
  });

  it('refuses from the central directory: total unpacked size, ratio, entry count', async () => {
    const limits = WORKBOOK_ZIP_LIMITS;
    // Declared 60 MB (a lie, the part is tiny): refused on the directory alone.
    const declared = buildWorkbook(sheetXml([['a']]), { declaredSize: 60 * MB });
    await expect(openGuardedZip(declared, limits, 'x')).rejects.toMatchObject({
      status: 413,
      key: 'file.too_big',
    });
    // 8 MB of one repeated row packs about 1000:1.
    const bomb = buildWorkbook(repeatedSheetXml(8));
    expect(bomb.length).toBeLessThan(100_000);
    await expect(openGuardedZip(bomb, limits, 'x')).rejects.toMatchObject({ status: 413 });
    const many = buildZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '' })));
    await expect(openGuardedZip(many, limits, 'x')).rejects.toMatchObject({ status: 413 });
  });

  it('counts the bytes while inflating, so sizes declared too small cannot pass', async () => {
    // The sheet claims 1 KB but inflates to 30 MB: yauzl stops it at the declared size.
    const lying = buildWorkbook(repeatedSheetXml(30), { declaredSize: 1024 });
    const zip = await openGuardedZip(lying, WORKBOOK_ZIP_LIMITS, 'x');
    await expect(drain(await zip.open('xl/worksheets/sheet1.xml'))).rejects.toMatchObject({ status: 413 });
    // Parts within their declared sizes but past the total together: the running count stops them.
    const parts = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, data: Buffer.alloc(2 * MB, i) }));
    const small = { ...WORKBOOK_ZIP_LIMITS, maxUncompressedBytes: 5 * MB, maxRatio: 1e9 };
    const split = buildZip(parts.map((p) => ({ ...p, declaredSize: MB })));
    const opened = await openGuardedZip(split, small, 'x');
    await expect(
      (async () => {
        for (const p of parts) await drain(await opened.open(p.name));
      })(),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('answers the given key for what is not a readable zip', async () => {
    await expect(
      openGuardedZip(Buffer.from('PK\u0003\u0004garbage'), WORKBOOK_ZIP_LIMITS, 'report.file_type'),
    ).rejects.toMatchObject({ status: 415, key: 'report.file_type' });
  });
});

/**
 * Uploaded workbooks that would stall a process (a "zip bomb": a small .xlsx that unpacks to tens
 * of megabytes or more), through the data-add tool's HTTP upload on PGlite and PostgreSQL: refused
 * within a second, with little memory, with the spec's "Uploaded file is too big" in the viewer's
 * language, and nothing stored; a workbook whose headers understate its size is stopped while it
 * inflates. The same archives are refused by the report file check and the image and PDF checks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { buildWorkbook, repeatedSheetXml } from '../helpers/zip';

const testDb = apiTestDb();
const { eq, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { importRuns } = await import('@/modules/imports/schema');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bombs-'));
let cookie = '';
type Envelope = { data: unknown; status: { code: number; value: string }; message: string | null };

async function upload(bytes: Buffer, lang: string) {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array(bytes)], 'startups.xlsx', { type: 'application/octet-stream' }),
  );
  const { getApi } = await import('@/app/_api/app');
  return getApi().fetch(
    new Request(`${ORIGIN}/api/v2/admin/imports`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'accept-language': lang },
      body: form,
    }),
  );
}

/** The upload's answer, how long it took (ms) and how much the process's memory grew (MB). */
async function measured(bytes: Buffer, lang: string) {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const res = await upload(bytes, lang);
  const body = (await res.json()) as Envelope;
  return {
    status: res.status,
    body,
    ms: performance.now() - started,
    grewMb: (process.memoryUsage().rss - rss) / 1024 / 1024,
  };
}

const runCount = async () =>
  (
    await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(importRuns)
  )[0]!.n;
const storedFiles = () =>
  fs.existsSync(path.join(uploads, 'private/imports'))
    ? fs.readdirSync(path.join(uploads, 'private/imports'))
    : [];

beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
  cookie = await signedInCookie(testDb(), 'bombs.root@example.com');
  const [user] = await testDb()
    .db.select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'bombs.root@example.com'));
  await grantAccessInternal(testDb().db, { userId: user!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
});
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

describe('workbook uploads that would stall the process', () => {
  // 40 MB of one repeated row: about 40 KB packed (1000:1).
  const bomb = buildWorkbook(repeatedSheetXml(40));
  // Declares 60 MB unpacked (over IMPORT_MAX_UNCOMPRESSED_MB's 50) for a small sheet.
  const overTotal = buildWorkbook(repeatedSheetXml(0.01), { declaredSize: 60 * 1024 * 1024 });
  // Declares 2 KB but unpacks to 60 MB.
  const understated = buildWorkbook(repeatedSheetXml(60), { declaredSize: 2048 });

  it('refuses a zip bomb within a second, in English and Turkish, storing nothing', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const runsBefore = await runCount();
    for (const [lang, message] of [
      ['en', 'Uploaded file is too big'],
      ['tr', 'Yüklenen dosya çok büyük'],
    ] as const) {
      const answer = await measured(bomb, lang);
      expect(answer.status).toBe(413);
      expect(answer.body.status.value).toBe('file.too_big');
      expect(answer.body.message).toBe(message);
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.grewMb).toBeLessThan(100);
    }
    expect(await runCount()).toBe(runsBefore);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a workbook over the unpacked total, and one whose headers understate it while it inflates', async () => {
    for (const bytes of [overTotal, understated]) {
      const answer = await measured(bytes, 'en');
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('Uploaded file is too big');
      expect(answer.ms).toBeLessThan(1000);
      expect(answer.grewMb).toBeLessThan(100);
    }
    expect(await runCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('still takes a normal workbook', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Girişimler');
    sheet.addRow(['Şirket', 'Web sitesi', 'Kuruluş yılı']);
    sheet.addRow(['Bulut Ödeme', 'https://bulut.com.tr', 2019]);
    const answer = await measured(Buffer.from(await book.xlsx.writeBuffer()), 'tr');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      fileType: 'xlsx',
      totalRows: 1,
      columns: ['Şirket', 'Web sitesi', 'Kuruluş yılı'],
    });
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses the same archives as report files, images and PDFs without inflating them', async () => {
    // (A report file is stored, never read: an understated one is not inflated, so not refused.)
    const { sniffReportFile } = await import('@/modules/reports/admin-files');
    const { storeImage, storePdf } = await import('@/server/images');
    for (const bytes of [bomb, overTotal]) {
      const started = performance.now();
      await expect(sniffReportFile(bytes)).rejects.toMatchObject({ status: expect.any(Number) });
      await expect(storeImage(bytes, 'logo', 'test')).rejects.toMatchObject({ key: 'file.not_image' });
      await expect(storePdf(bytes, 'private/test.pdf')).rejects.toMatchObject({ key: 'file.not_pdf' });
      expect(performance.now() - started).toBeLessThan(1000);
    }
    await expect(sniffReportFile(bomb)).rejects.toMatchObject({ status: 413, key: 'file.too_big' });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Veri').addRow(['a']);
    await expect(sniffReportFile(Buffer.from(await book.xlsx.writeBuffer()))).resolves.toBe('xlsx');
  });
});

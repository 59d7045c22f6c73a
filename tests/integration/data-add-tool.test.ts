/**
 * The data-add tool (issue 17 §3; spec dashboard §2 data-add-tool, §6 super admin) through the
 * HTTP API and the queue, on PGlite and PostgreSQL: the role matrix of every call; a CSV with
 * foreign column names, bad rows, duplicates and Turkish text (tests/fixtures/imports/
 * foreign-startups.csv) imports exactly as its dry run said; re-importing it (and the same rows
 * as an .xlsx with Turkish column names) changes nothing; the imported startups are on the list
 * with their facts' sources; cancel stops a run and resume finishes it; a run that crashes
 * mid-batch resumes without a half-written startup. Killed workers:
 * tests/integration/job-takeover.test.ts; sharing the database: import-yielding.test.ts.
 * @database-engine: runs on PGlite and PostgreSQL: two imports side by side are serialized by advisory and row locks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';

const testDb = apiTestDb();
const { and, eq, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { startups } = await import('@/modules/startups/schema');
const { importRunRows, importRuns, startupFactSources } = await import('@/modules/imports/schema');
const { runQueuedJobs } = await import('@/server/workers');
const { processImportRun, runImportJob } = await import('@/modules/imports/run');
const { cancelImport } = await import('@/modules/imports/imports');
const { factSourcesOf } = await import('@/modules/imports/fact-sources');
const { SYSTEM_VIEWER } = await import('@/server/context');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-imports-'));
const FIXTURE = fs.readFileSync(path.resolve('tests/fixtures/imports/foreign-startups.csv'));
const audiences = ['visitor', 'user', 'admin', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience, string>> = {};

type Envelope<T> = { data: T; status: { code: number; value: string }; message: string | null };
type Run = {
  id: number;
  status: string;
  totalRows: number;
  mapping: Record<string, number>;
  dryRun: { total: number; created: number; updated: number; skipped: number; failed: number } | null;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
};
type Detail = {
  run: Run;
  fields: Array<{ field: string; column: number | null }>;
  categories: Array<{ key: string; value: string; sectorId: number | null }>;
  sectors: Array<{ id: number; name: string }>;
};
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId) {
    const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
  return cookie;
}

const as = (who: Audience, lang = 'en') => ({
  ...(cookies[who] ? { cookie: cookies[who]! } : {}),
  'accept-language': lang,
});

async function upload(
  bytes: Buffer,
  name: string,
  who: Audience = 'superAdmin',
  type = 'text/csv',
  lang = 'en',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const { getApi } = await import('@/app/_api/app');
  return getApi().fetch(
    new Request(`${ORIGIN}/api/v2/admin/imports`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...as(who, lang) },
      body: form,
    }),
  );
}

async function uploaded(bytes: Buffer, name: string): Promise<Run> {
  const res = await upload(bytes, name);
  expect(res.status).toBe(200);
  return (await json<Run>(res)).data;
}

const call = (method: string, url: string, body?: unknown, who: Audience = 'superAdmin', lang = 'en') =>
  apiRequest(method, url, body, as(who, lang));

async function dryRun(id: number) {
  const res = await call('POST', `/api/v2/admin/imports/${id}/dry-run`);
  expect(res.status).toBe(200);
  return (await json<Run>(res)).data.dryRun!;
}

async function runOf(id: number) {
  const [row] = await testDb().db.select().from(importRuns).where(eq(importRuns.id, id));
  return row!;
}

/** The admin's category choice of the first import: Travel ignored, the other suggestions kept. */
async function ignoreTravel(run: Run) {
  const detail = (await json<Detail>(await call('GET', `/api/v2/admin/imports/${run.id}`))).data;
  const res = await call('PUT', `/api/v2/admin/imports/${run.id}/mapping`, {
    mapping: run.mapping,
    categories: detail.categories.map((c) => ({
      key: c.key,
      sectorId: c.value === 'Travel' ? null : c.sectorId,
    })),
  });
  expect(res.status).toBe(200);
}

const counts = (r: {
  createdCount: number;
  updatedCount: number;
  skippedCount: number;
  failedCount: number;
}) => ({
  created: r.createdCount,
  updated: r.updatedCount,
  skipped: r.skippedCount,
  failed: r.failedCount,
});
const startupCount = async () =>
  (
    await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(startups)
  )[0]!.n;

/** Every imported startup is whole: its run row and fact sources exist, and no domain is there twice. */
async function expectWhole(runId: number) {
  const db = testDb().db;
  const imported = await db
    .select({ id: startups.id, website: startups.website })
    .from(startups)
    .where(eq(startups.source, 'import'));
  const runRows = await db.select().from(importRunRows).where(eq(importRunRows.runId, runId));
  for (const s of imported) {
    const sources = await db.select().from(startupFactSources).where(eq(startupFactSources.startupId, s.id));
    expect(sources.map((f) => f.field)).toContain('name');
    const rows = await db
      .select()
      .from(importRunRows)
      .where(and(eq(importRunRows.startupId, s.id), eq(importRunRows.outcome, 'created')));
    expect(rows).toHaveLength(1);
  }
  const domains = imported.map((s) => s.website?.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''));
  expect(new Set(domains).size).toBe(domains.length);
  const run = await runOf(runId);
  expect(run.processedRows).toBe(runRows.length);
  expect(run.createdCount + run.updatedCount + run.skippedCount + run.failedCount).toBe(runRows.length);
}

beforeAll(async () => {
  const { seedReference } = await import('@/modules/reference/seed');
  await seedReference(testDb().db, { cityCountries: ['TR', 'US'] });
  setStorage(new LocalDiskStorage(uploads));
  cookies.user = await cookieWith('import.user@example.com');
  cookies.admin = await cookieWith('import.admin@example.com', 'yc-admin');
  cookies.reportAdmin = await cookieWith('import.rapor@example.com', 'rapor-admin');
  cookies.superAdmin = await cookieWith('import.root@example.com', 'admin');
  // Startups already in the database: one by domain, one by name (other case and letters).
  await testDb()
    .db.insert(startups)
    .values([
      {
        name: 'Anadolu Robotik',
        seoUrl: 'anadolu-robotik',
        searchText: 'anadolu robotik',
        website: 'https://anadolurobotik.com',
        source: 'generated',
      },
      { name: 'Şirket Bulut', seoUrl: 'sirket-bulut', searchText: 'sirket bulut', source: 'user' },
    ]);
}, 180_000);
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

describe('data-add tool', () => {
  it('answers 401 to visitors and 403 to users, admins and report admins on every call', async () => {
    const run = await uploaded(FIXTURE, 'matrix.csv');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/v2/admin/imports', undefined],
      ['GET', `/api/v2/admin/imports/${run.id}`, undefined],
      ['PUT', `/api/v2/admin/imports/${run.id}/mapping`, { mapping: { name: 0 }, categories: [] }],
      ['GET', `/api/v2/admin/imports/${run.id}/preview`, undefined],
      ['POST', `/api/v2/admin/imports/${run.id}/dry-run`, undefined],
      ['POST', `/api/v2/admin/imports/${run.id}/start`, undefined],
      ['POST', `/api/v2/admin/imports/${run.id}/cancel`, undefined],
      ['GET', `/api/v2/admin/imports/${run.id}/rows`, undefined],
      ['GET', `/api/v2/admin/imports/${run.id}/report`, undefined],
    ];
    for (const who of audiences) {
      const expected = { visitor: 401, user: 403, admin: 403, reportAdmin: 403, superAdmin: 200 }[who];
      expect((await upload(FIXTURE, 'x.csv', who)).status, `upload ${who}`).toBe(expected);
      for (const [method, url, body] of calls)
        expect((await call(method, url, body, who)).status, `${method} ${url} ${who}`).toBe(expected);
    }
    // The super admin's start then cancel of this run: cancelled before its job ran, which then does nothing.
    expect((await runOf(run.id)).status).toBe('cancelled');
    // Resume: the same guards; the super admin resumes the cancelled run, then cancels it again.
    for (const who of audiences) {
      const expected = { visitor: 401, user: 403, admin: 403, reportAdmin: 403, superAdmin: 200 }[who];
      expect((await call('POST', `/api/v2/admin/imports/${run.id}/resume`, undefined, who)).status, who).toBe(
        expected,
      );
    }
    expect((await runOf(run.id)).status).toBe('queued');
    expect((await call('POST', `/api/v2/admin/imports/${run.id}/cancel`)).status).toBe(200);
    expect((await runOf(run.id)).status).toBe('cancelled');
    await runQueuedJobs(testDb().db, 'import-run');
    expect((await runOf(run.id)).processedRows).toBe(0);
    const res = await call('GET', '/api/v2/admin/imports', undefined, 'user', 'tr');
    expect((await json(res)).message).toBe('Geçersiz erişim');
  });

  it('refuses files that are neither CSV nor xlsx, and empty ones', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await upload(png, 'startups.csv')).status).toBe(415);
    expect((await upload(Buffer.from('Company\n'), 'empty.csv')).status).toBe(400);
  });

  it("refuses a file over 20 MB with 413 in the viewer's language, storing no run", async () => {
    const row = 'Şirket Bulut A.Ş.,https://example.com,2019\n';
    const big = Buffer.from(
      'Company,Homepage,Year Founded\n' + row.repeat(Math.ceil((20 * 1024 * 1024) / row.length)),
    );
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const before = await testDb().db.select().from(importRuns);
    for (const [lang, message] of [
      ['en', 'The file is too big (20 MB at most)'],
      ['tr', 'Dosya çok büyük (en fazla 20 MB)'],
    ] as const) {
      const res = await upload(big, 'big.csv', 'superAdmin', 'text/csv', lang);
      expect(res.status).toBe(413);
      expect((await json(res)).message).toBe(message);
    }
    expect(await testDb().db.select().from(importRuns)).toHaveLength(before.length);
  });

  it('removes the stored file again when the run cannot be written', async () => {
    const { uploadImport } = await import('@/modules/imports/imports');
    const folder = path.join(uploads, 'private', 'imports');
    const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
    const before = stored();
    // The database goes away between storing the file and writing its run.
    const db = testDb().db;
    const failing = new Proxy(db, {
      get: (target, prop) =>
        prop === 'transaction'
          ? () => Promise.reject(new Error('connection terminated'))
          : Reflect.get(target, prop),
    });
    const superAdmin = {
      ...SYSTEM_VIEWER,
      isAuthenticated: true,
      userId: 'import-root',
      isAdmin: true,
      access: [{ entityId: 'admin', scopes: ['FULL_ACCESS'] }],
    };
    await expect(
      uploadImport(
        { db: failing, locale: 'en', viewer: superAdmin } as never,
        'ghost.csv',
        Buffer.from('Company\nHayalet A.Ş.\n'),
      ),
    ).rejects.toThrow('connection terminated');
    expect(stored()).toBe(before);
    expect(await db.select().from(importRuns).where(eq(importRuns.fileName, 'ghost.csv'))).toEqual([]);
  });

  it('suggests the mapping, previews, dry-runs and imports the foreign CSV exactly as the dry run said', async () => {
    const before = await startupCount();
    const run = await uploaded(FIXTURE, 'foreign-startups.csv');
    expect(run.totalRows).toBe(12);
    expect(run.mapping).toEqual({
      name: 0,
      website: 1,
      foundationDate: 2,
      country: 3,
      city: 4,
      sectors: 5,
      tagline: 6,
      description: 7,
      twitter: 8,
      operatingStatus: 9,
      acquirer: 10,
    });
    const detail = (
      await json<Detail>(await call('GET', `/api/v2/admin/imports/${run.id}`, undefined, 'superAdmin', 'tr'))
    ).data;
    const sectorName = (value: string) =>
      detail.sectors.find((s) => s.id === detail.categories.find((c) => c.value === value)?.sectorId)?.name ??
      null;
    expect(sectorName('Fintech')).toBe('Finansal teknoloji');
    expect(sectorName('Payments')).toBe('Finansal teknoloji');
    expect(sectorName('Yazılım')).toBe('Kurumsal yazılım');
    expect(sectorName('Tarım')).toBe('Tarım teknolojileri');
    expect(sectorName('Crypto Kitties')).toBeNull();
    // The admin sends Travel to nothing (ignored) and keeps the other suggestions.
    const saved = await call('PUT', `/api/v2/admin/imports/${run.id}/mapping`, {
      mapping: run.mapping,
      categories: detail.categories.map((c) => ({
        key: c.key,
        sectorId: c.value === 'Travel' ? null : c.sectorId,
      })),
    });
    expect(saved.status).toBe(200);

    const preview = (
      await json<
        Array<{
          rowNumber: number;
          name: string;
          outcome: string;
          values: Record<string, unknown>;
          labels: Record<string, string>;
          reasons: Array<{ code: string; message: string }>;
        }>
      >(await call('GET', `/api/v2/admin/imports/${run.id}/preview`, undefined, 'superAdmin', 'tr'))
    ).data;
    expect(preview.map((p) => p.outcome)).toEqual([
      'created',
      'failed',
      'failed',
      'failed',
      'created',
      'failed',
      'skipped',
      'updated',
      'updated',
      'created',
      'created',
      'created',
    ]);
    expect(preview[0]).toMatchObject({
      name: 'Bulut Ödeme',
      values: {
        website: 'https://www.bulutodeme.com.tr',
        foundationDate: '2019-01-01',
        twitter: 'https://twitter.com/bulutodeme',
      },
      labels: {
        country: 'Türkiye',
        city: 'İstanbul',
        sectors: 'Finansal teknoloji',
        operatingStatus: 'Faaliyette',
      },
    });
    expect(preview[1]!.reasons[0]!.message).toBe('Ad boş.');
    expect(preview[2]!.reasons[0]!.message).toBe('“htp:/broken site” web sitesi geçerli bir bağlantı değil.');
    expect(preview[3]!.reasons[0]!.message).toBe('“Atlantis” adında bir ülke yok.');
    expect(preview[4]!.reasons.map((r) => r.code)).toEqual(['social_invalid']);
    expect(preview[5]!.reasons[0]!.code).toBe('founded_future');
    expect(preview[6]!.reasons[0]!.message).toBe('1. satırla aynı girişim.');
    expect(preview[9]!.values.operatingStatusId).toBeDefined();
    expect(preview[9]!.values.acquirerName).toBe('Koç Holding');
    expect(preview[9]!.reasons).toEqual([]);
    expect(preview[10]!.values.foundationDate).toBe('2015-05-01');
    expect(preview[11]!.labels).toMatchObject({ country: 'Türkiye', city: 'İzmir' });

    const planned = await dryRun(run.id);
    expect(planned).toMatchObject({ total: 12, created: 5, updated: 2, skipped: 1, failed: 4 });
    expect(await startupCount()).toBe(before);

    expect((await call('POST', `/api/v2/admin/imports/${run.id}/start`)).status).toBe(200);
    expect(
      (await call('PUT', `/api/v2/admin/imports/${run.id}/mapping`, { mapping: { name: 0 } })).status,
    ).toBe(409);
    await runQueuedJobs(testDb().db, 'import-run');
    const done = await runOf(run.id);
    expect(done.status).toBe('done');
    expect(done.processedRows).toBe(12);
    expect(counts(done)).toEqual({ created: 5, updated: 2, skipped: 1, failed: 4 });
    expect(await startupCount()).toBe(before + 5);
    await expectWhole(run.id);

    const db = testDb().db;
    const [yesil] = await db.select().from(startups).where(eq(startups.name, 'Yeşil Enerji'));
    expect(yesil?.acquirerName).toBe('Koç Holding');
    const [bulut] = await db.select().from(startups).where(eq(startups.name, 'Bulut Ödeme'));
    expect(bulut).toMatchObject({
      source: 'import',
      seoUrl: 'bulut-odeme',
      countryId: 792,
      foundationDate: '2019-01-01',
    });
    const [robot] = await db.select().from(startups).where(eq(startups.seoUrl, 'anadolu-robotik'));
    expect(robot).toMatchObject({
      name: 'Anadolu Robotik',
      source: 'generated',
      tagline: 'Robots for Anatolian factories',
      foundationDate: '2015-01-01',
    });
    const [sirket] = await db.select().from(startups).where(eq(startups.seoUrl, 'sirket-bulut'));
    expect(sirket).toMatchObject({
      name: 'Şirket Bulut',
      countryId: 792,
      tagline: 'Bulut yazılımı, şirketler için',
    });
    const [kus] = await db.select().from(startups).where(eq(startups.name, 'Kuş Uçuşu'));
    expect(kus!.twitter).toBeNull();
    expect(kus!.sectorIds).toEqual([]);

    // The facts' sources, for the startup page.
    const groups = await factSourcesOf(db, robot!.id);
    expect(groups).toEqual([
      {
        fields: expect.arrayContaining(['website', 'foundationDate', 'cityId', 'tagline']),
        fileName: 'foreign-startups.csv',
        importedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(groups[0]!.fields).not.toContain('name');

    // Audited in the rows' transactions.
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'admin.import.startup.create'));
    expect(audits.length).toBeGreaterThanOrEqual(5);

    // On the public list, found by a folded search.
    const list = await apiRequest('POST', '/api/v2/startups/list?pageSize=10', { q: 'bulut odeme' });
    const names = (await json<{ data: Array<{ name: string }> }>(list)).data.data.map((s) => s.name);
    expect(names).toContain('Bulut Ödeme');

    // The rows and the Excel report (Turkish headers for a Turkish viewer).
    const rows = (
      await json<{ data: Array<{ outcome: string; startupSeoUrl: string | null }>; totalCount: number }>(
        await call('GET', `/api/v2/admin/imports/${run.id}/rows?outcome=created`),
      )
    ).data;
    expect(rows.totalCount).toBe(5);
    expect(rows.data[0]!.startupSeoUrl).toBe('bulut-odeme');
    const report = await call('GET', `/api/v2/admin/imports/${run.id}/report`, undefined, 'superAdmin', 'tr');
    expect(report.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await report.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Satır',
      'Ad',
      'Sonuç',
      'Girişim sayfası',
      'Gerekçeler',
    ]);
    expect(sheet.getRow(2).getCell(3).value).toBe('Eklendi');
    expect(String(sheet.getRow(2).getCell(4).value)).toMatch(/\/tr\/girisim\/bulut-odeme$/);
    expect(sheet.getRow(3).getCell(5).value).toBe('Ad boş.');
    expect(sheet.rowCount).toBe(13);
  });

  it('changes nothing when the same file is imported again, as CSV or as xlsx with Turkish headers; an owner’s edit drops that fact’s file source', async () => {
    const before = await startupCount();
    const again = await uploaded(FIXTURE, 'foreign-startups.csv');
    await ignoreTravel(again);
    const planned = await dryRun(again.id);
    expect(planned).toMatchObject({ created: 0, updated: 0, skipped: 8, failed: 4 });
    await call('POST', `/api/v2/admin/imports/${again.id}/start`);
    await runQueuedJobs(testDb().db, 'import-run');
    expect(counts(await runOf(again.id))).toEqual({ created: 0, updated: 0, skipped: 8, failed: 4 });
    expect(await startupCount()).toBe(before);

    // The same rows in an Excel workbook with Turkish column names (a year as a number, a date as a date).
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Girişimler');
    const lines = FIXTURE.toString('utf8').replace(/^\ufeff/, '');
    const { parse } = await import('csv-parse/sync');
    const table = parse(lines) as string[][];
    sheet.addRow([
      'Şirket',
      'Web Sitesi',
      'Kuruluş Yılı',
      'Ülke',
      'Şehir',
      'Sektör',
      'Slogan',
      'Açıklama',
      'Twitter',
      'Durum',
      'Satın Alan',
    ]);
    for (const row of table.slice(1)) {
      const founded = /^\d{4}$/.test(row[2]!)
        ? Number(row[2])
        : row[2] === '01.05.2015'
          ? new Date(Date.UTC(2015, 4, 1))
          : row[2];
      sheet.addRow([row[0], row[1], founded, ...row.slice(3)]);
    }
    const xlsx = await uploaded(Buffer.from(await book.xlsx.writeBuffer()), 'girisimler.xlsx');
    expect(xlsx.mapping).toEqual(again.mapping);
    await ignoreTravel(xlsx);
    expect(await dryRun(xlsx.id)).toMatchObject({ created: 0, updated: 0, skipped: 8, failed: 4 });

    const [robot] = await testDb().db.select().from(startups).where(eq(startups.seoUrl, 'anadolu-robotik'));
    // Then its owner rewrites the tagline and keeps the website: only the tagline stops being imported.
    const ownerCookie = await cookieWith('robot.owner@example.com', `startup:${robot!.id}`);
    const edited = await apiRequest(
      'PUT',
      '/apiCommon/Company/Put',
      { companyId: robot!.id, tagline: 'Robotlar, fabrikalar için', website: robot!.website },
      { cookie: ownerCookie },
    );
    expect(edited.status).toBe(200);
    const after = (await factSourcesOf(testDb().db, robot!.id))[0]!.fields;
    expect(after).not.toContain('tagline');
    expect(after).toEqual(expect.arrayContaining(['website', 'foundationDate', 'cityId']));
  });

  it('stops before the next batch when cancelled, keeping the rows done, and resumes after them', async () => {
    const csv = Buffer.from(
      [
        'Company,Homepage',
        ...Array.from({ length: 6 }, (_, i) => `Durdur ${i + 1},https://durdur-${i + 1}.com.tr`),
      ].join('\n'),
    );
    const run = await uploaded(csv, 'durdur.csv');
    await call('POST', `/api/v2/admin/imports/${run.id}/start`);
    const ctx = { db: testDb().db, viewer: SYSTEM_VIEWER, locale: 'en' as const };
    const result = await processImportRun(testDb().db, run.id, {
      batchRows: 2,
      hooks: { afterBatch: async (n) => void (n === 2 && (await cancelImport(ctx, run.id))) },
    });
    expect(result).toBe('cancelled');
    const stopped = await runOf(run.id);
    expect(stopped).toMatchObject({ status: 'cancelled', processedRows: 2, createdCount: 2 });
    expect(stopped.finishedAt).not.toBeNull();
    expect((await call('POST', `/api/v2/admin/imports/${run.id}/cancel`)).status).toBe(409);
    await runQueuedJobs(testDb().db, 'import-run');
    expect((await runOf(run.id)).processedRows).toBe(2);
    // Resumed, it goes on at row 3 and imports each startup once.
    const resumed = await call('POST', `/api/v2/admin/imports/${run.id}/resume`);
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).data).toMatchObject({
      status: 'queued',
      processedRows: 2,
      cancelRequestedAt: null,
    });
    await runQueuedJobs(testDb().db, 'import-run');
    expect(await runOf(run.id)).toMatchObject({ status: 'done', processedRows: 6, createdCount: 6 });
    const made = await testDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(startups)
      .where(sql`${startups.name} like 'Durdur %'`);
    expect(made[0]!.n).toBe(6);
    await expectWhole(run.id);
  });

  it('creates each startup once when two admins import the same file side by side', async () => {
    const csv = Buffer.from(
      [
        'Company,Homepage,City (HQ)',
        ...Array.from({ length: 12 }, (_, i) => `Yan Yana ${i + 1},https://yan-yana-${i + 1}.com.tr,İzmir`),
      ].join('\n'),
    );
    const first = await uploaded(csv, 'yan-yana.csv');
    const second = await uploaded(csv, 'yan-yana-kopya.csv');
    for (const run of [first, second]) {
      expect(await dryRun(run.id)).toMatchObject({ created: 12 });
      expect((await call('POST', `/api/v2/admin/imports/${run.id}/start`)).status).toBe(200);
    }
    // Both runs load their view of the startups before either writes, then go row by row together.
    await Promise.all([processImportRun(testDb().db, first.id), processImportRun(testDb().db, second.id)]);
    const made = await testDb()
      .db.select({ id: startups.id, website: startups.website })
      .from(startups)
      .where(sql`${startups.name} like 'Yan Yana %'`);
    expect(made).toHaveLength(12);
    expect(new Set(made.map((m) => m.website)).size).toBe(12);
    const a = counts(await runOf(first.id));
    const b = counts(await runOf(second.id));
    expect(a.created + b.created).toBe(12);
    expect(a.skipped + b.skipped).toBe(12);
    expect(a.failed + b.failed).toBe(0);
    await expectWhole(first.id);
    await expectWhole(second.id);
  });

  it('leaves no half-written startup when a run crashes inside a row, and resumes where it stopped', async () => {
    const csv = Buffer.from(
      [
        'Company,Homepage,Country',
        ...Array.from({ length: 8 }, (_, i) => `Çöküş ${i + 1},https://cokus-${i + 1}.com.tr,Türkiye`),
        'Çöküş 1,https://cokus-1.com.tr,TR',
      ].join('\n'),
    );
    const run = await uploaded(csv, 'cokus.csv');
    const planned = await dryRun(run.id);
    expect(planned).toMatchObject({ created: 8, skipped: 1 });
    await call('POST', `/api/v2/admin/imports/${run.id}/start`);
    await expect(
      runImportJob(testDb().db, run.id, {
        hooks: {
          inRowTransaction: async (n) => {
            if (n === 4) throw new Error('worker died');
          },
        },
      }),
    ).rejects.toThrow('worker died');
    // The batch with row 4 is rolled back whole; the batches before it stay.
    const crashed = await runOf(run.id);
    expect(crashed).toMatchObject({ status: 'failed', error: 'worker died' });
    expect(crashed.processedRows).toBeLessThan(4);
    const [fourth] = await testDb().db.select().from(startups).where(eq(startups.name, 'Çöküş 4'));
    expect(fourth).toBeUndefined();
    await expectWhole(run.id);
    // The queue's retries ran out: the admin resumes the run, which queues it again and goes on after its last batch.
    const resumed = await call('POST', `/api/v2/admin/imports/${run.id}/resume`);
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).data).toMatchObject({
      status: 'queued',
      processedRows: crashed.processedRows,
      error: null,
    });
    await runQueuedJobs(testDb().db, 'import-run');
    expect(await runOf(run.id)).toMatchObject({ status: 'done', processedRows: 9 });
    expect(counts(await runOf(run.id))).toEqual({ created: 8, updated: 0, skipped: 1, failed: 0 });
    await expectWhole(run.id);
    // Only a failed or cancelled run resumes; the answer is in the viewer's language.
    const again = await call('POST', `/api/v2/admin/imports/${run.id}/resume`, undefined, 'superAdmin', 'tr');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'Yalnızca iptal edilen ya da bir hata yüzünden duran içe aktarma sürdürülebilir',
    );
  });
});

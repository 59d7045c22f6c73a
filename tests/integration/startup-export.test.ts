/**
 * Startup export (issue 16 §3; P §7 Export, column list, previous exports; P §5 'Invalid queryId';
 * P §9 row limits) through the HTTP API and the `startup-export` job: premium only, rows counted
 * against the monthly limit when the export is accepted (a new UTC month starts from zero), the
 * xlsx opened and checked (headers in the viewer's language, rows, the data-sources sheet with
 * the CC BY-SA attribution), CSV in Turkish, the owner-only file, the 30-day purge.
 * @database-engine: runs on PGlite and PostgreSQL: exports stream rows with a cursor in batches; the monthly limit is an atomic conditional UPDATE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { body } from '../helpers/payments';
import { TEST_CITY_COUNTRIES } from '../helpers/db';

const testDb = apiTestDb();
const { and, eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { premiumEntitlements, premiumUsage } = await import('@/modules/access/schema');
const { notifications } = await import('@/modules/notifications/schema');
const { startupExports } = await import('@/modules/startups/export-schema');
const { runQueuedJobs } = await import('@/server/workers');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');
const { usageMonth } = await import('@/modules/access/premium');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-exports-'));
beforeAll(async () => {
  const { seedDatabase } = await import('../../scripts/seed-database');
  await seedDatabase(testDb().db, {
    startups: 120,
    seed: 11,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
  setStorage(new LocalDiskStorage(uploads));
}, 300_000);
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

type ExportView = { id: string; state: string; rowCount: number; rowsWritten: number; fileName: string };

async function premiumUser(email: string, packageKey = 'personal-monthly') {
  const cookie = await signedInCookie(testDb(), email);
  const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const now = Date.now();
  await testDb()
    .db.insert(premiumEntitlements)
    .values({
      userId: user!.id,
      packageKey,
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
  return { cookie, userId: user!.id };
}

const exportOf = (cookie: string, payload: object, lang = 'en') =>
  apiRequest(
    'POST',
    '/api/v2/startups/Export',
    { filterRules: {}, FileType: 'xlsx', ...payload },
    {
      cookie,
      'accept-language': lang,
    },
  );

describe('startup export', () => {
  it('is for premium users only; a malformed queryId is refused (EN and TR)', async () => {
    expect(
      (await apiRequest('POST', '/api/v2/startups/Export', { filterRules: {}, limit: 5, FileType: 'xlsx' }))
        .status,
    ).toBe(401);
    const plain = await signedInCookie(testDb(), 'plain.export@example.com');
    const refused = await exportOf(plain, { limit: 5 });
    expect(refused.status).toBe(402);
    expect((await body(refused)).message).toBe('Startup export needs a personal or enterprise package');
    const { cookie } = await premiumUser('query.export@example.com');
    const bad = await exportOf(cookie, { limit: 5, queryId: 'not-hex' }, 'tr');
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe('Geçersiz queryId');
    expect((await exportOf(cookie, { limit: 1, queryId: 'a'.repeat(24) })).status).toBe(200);
  });

  it('previews, counts the rows, writes the xlsx on the queue with its data-sources sheet, and notifies', async () => {
    const { cookie, userId } = await premiumUser('xlsx.export@example.com');
    const preview = await body<{ rows: number; remaining: number; limit: number; used: number }>(
      await apiRequest('POST', '/api/v2/startups/export/preview', { filterRules: {}, limit: 50 }, { cookie }),
    );
    expect(preview.data).toMatchObject({ rows: 50, used: 0, remaining: 1000, limit: 1000 });
    const columns = await body<Array<{ key: string; label: string }>>(
      await apiRequest('GET', '/api/v2/startups/export/columns', undefined, { cookie }),
    );
    expect(columns.data.find((c) => c.key === 'totalFundingUsd')!.label).toBe('Total funding (USD)');

    const started = await body<ExportView>(
      await exportOf(cookie, { limit: 50, columns: ['name', 'country', 'totalFundingUsd', 'url'] }),
    );
    expect(started.data).toMatchObject({ state: 'queued', rowCount: 50, rowsWritten: 0 });
    expect(started.data.id).toMatch(/^[0-9a-f]{24}$/);
    const packages = await body<{ limit: { startupDownloadedRow: number } }>(
      await apiRequest('GET', '/api/v2/identity/packages', undefined, { cookie }),
    );
    expect(packages.data.limit.startupDownloadedRow).toBe(50);

    expect(await runQueuedJobs(testDb().db, 'startup-export')).toBeGreaterThanOrEqual(1);
    const ready = await body<ExportView>(
      await apiRequest('GET', `/api/v2/startups/exports/${started.data.id}`, undefined, { cookie }),
    );
    expect(ready.data).toMatchObject({ state: 'ready', rowsWritten: 50 });
    const file = await apiRequest('GET', `/api/v2/startups/exports/${started.data.id}/file`, undefined, {
      cookie,
    });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${ready.data.fileName}"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const [sheet, sources] = book.worksheets;
    expect(sheet!.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Country',
      'Total funding (USD)',
      'Startup Atlas page',
    ]);
    expect(sheet!.actualRowCount).toBe(51);
    expect(String(sheet!.getRow(2).getCell(4).value)).toMatch(/^http:\/\/localhost:3000\/startup\//);
    expect(sources!.name).toBe('Data sources');
    const text = sources!.getColumn(1).values.join(' ');
    expect(text).toContain('CC BY-SA 4.0');
    expect(text).toContain('Alice Corona');
    const notices = await testDb()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'export_ready')));
    expect(notices).toHaveLength(1);
    // Previous exports: the viewer's own only.
    const list = await body<ExportView[]>(
      await apiRequest('GET', '/api/v2/startups/exports', undefined, { cookie }),
    );
    expect(list.data.map((e) => e.id)).toEqual([started.data.id]);
    const other = await premiumUser('other.export@example.com');
    expect(
      (
        await apiRequest('GET', `/api/v2/startups/exports/${started.data.id}/file`, undefined, {
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('writes CSV with Turkish headers and a byte-order mark', async () => {
    const { cookie } = await premiumUser('csv.export@example.com');
    const started = await body<ExportView>(
      await exportOf(cookie, { limit: 5, FileType: 'csv', columns: ['name', 'city', 'hasPatent'] }, 'tr'),
    );
    await runQueuedJobs(testDb().db, 'startup-export');
    const res = await apiRequest('GET', `/api/v2/startups/exports/${started.data.id}/file`, undefined, {
      cookie,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Ad,Şehir,Patent');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/,(Evet|Hayır)$/);
  });

  it("stops at the month's row limit (nothing counted), and a new UTC month starts from zero", async () => {
    const { cookie, userId } = await premiumUser('limit.export@example.com');
    // Last month used everything: this month is fresh.
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await testDb()
      .db.insert(premiumUsage)
      .values({ userId, month: usageMonth(lastMonth), startupDownloadedRow: 1000 });
    expect((await exportOf(cookie, { limit: 10 })).status).toBe(200);
    await testDb()
      .db.update(premiumUsage)
      .set({ startupDownloadedRow: 995 })
      .where(and(eq(premiumUsage.userId, userId), eq(premiumUsage.month, usageMonth())));
    const over = await exportOf(cookie, { limit: 10 });
    expect(over.status).toBe(402);
    expect((await body(over)).message).toBe(
      "You have used this month's limit (1000). It renews on the first day of next month.",
    );
    const [usage] = await testDb()
      .db.select()
      .from(premiumUsage)
      .where(and(eq(premiumUsage.userId, userId), eq(premiumUsage.month, usageMonth())));
    expect(usage!.startupDownloadedRow).toBe(995);
    expect((await exportOf(cookie, { limit: 5 })).status).toBe(200);
  });

  it('deletes files and rows after 30 days', async () => {
    const { cookie } = await premiumUser('purge.export@example.com');
    const started = await body<ExportView>(await exportOf(cookie, { limit: 3 }));
    await runQueuedJobs(testDb().db, 'startup-export');
    const [row] = await testDb()
      .db.select()
      .from(startupExports)
      .where(eq(startupExports.id, started.data.id));
    expect(fs.existsSync(path.join(uploads, row!.storageKey!))).toBe(true);
    await testDb()
      .db.update(startupExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(startupExports.id, started.data.id));
    const { purgeExpiredExports } = await import('@/modules/startups/export');
    expect(await purgeExpiredExports(testDb().db)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(uploads, row!.storageKey!))).toBe(false);
    expect(
      (await apiRequest('GET', `/api/v2/startups/exports/${started.data.id}`, undefined, { cookie })).status,
    ).toBe(404);
  });
});

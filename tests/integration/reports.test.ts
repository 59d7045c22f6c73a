/**
 * The report store's public calls (issue 16 §2; D §7 Reports; D §8 'Payment required to download
 * this report', 'Download url not valid'; P §9 three premium downloads a month) through the HTTP
 * API: the list and detail for visitors in EN and TR, the download rules (free for signed-in users,
 * the premium quota — 3rd allowed, 4th refused, a version already counted this month not counted
 * again —, bought versions beyond the quota, refunds revoking), signed links (work, tampered,
 * expired, voided by a replaced file), and buying a version with the test provider.
 * @database-engine: runs on PGlite and PostgreSQL: two racing downloads are serialized by an advisory lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { body, deliverWebhooks, deliverWebhooksInProcess, pay } from '../helpers/payments';
import { reportFixture, tinyPdf, type ReportFixture } from '../helpers/reports';

const testDb = apiTestDb();
deliverWebhooksInProcess();
const { and, eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { premiumEntitlements, premiumUsage } = await import('@/modules/access/schema');
const { countries } = await import('@/modules/reference/schema');
const { reportDownloads, reportPurchases, reportVersions } = await import('@/modules/reports/schema');
const { payments } = await import('@/modules/payments/schema');
const { LocalDiskStorage, setStorage, getStorage } = await import('@/server/storage');
const { signToken } = await import('@/modules/reports/downloads');
const { usageMonth } = await import('@/modules/access/premium');
const testProvider = await import('@/modules/payments/providers/test-provider');
const { runQueuedJobs } = await import('@/server/workers');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-reports-'));
let fx: ReportFixture;
beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
  await testDb()
    .db.insert(countries)
    .values({ id: 792, iso2: 'TR', iso3: 'TUR', nameEn: 'Türkiye', nameTr: 'Türkiye' })
    .onConflictDoNothing();
  fx = await reportFixture(testDb().db, 792);
});
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

type Link = {
  url: string;
  basis: string;
  fileName: string;
  quota: { used: number; remaining: number } | null;
};

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

const download = (versionId: number, cookie?: string, lang = 'en') =>
  apiRequest('POST', `/api/v2/reports/versions/${versionId}/download`, undefined, {
    ...(cookie ? { cookie } : {}),
    'accept-language': lang,
  });

/** Fetches a signed link's file through the API (the path of a local-disk link). */
const fetchLink = (url: string, lang = 'en') =>
  apiRequest('GET', url, undefined, { 'accept-language': lang });

describe('the public report store', () => {
  it('lists active reports with covers, types, countries and prices, in English and Turkish', async () => {
    const en = await body<
      {
        seoUrl: string;
        title: string;
        hasFree: boolean;
        priceFrom: { USD: number } | null;
        category: { coverUrl: string };
        targetCountries: { name: string }[];
        languages: string[];
      }[]
    >(await apiRequest('GET', '/api/v2/reports'));
    expect(en.data.map((r) => r.seoUrl)).toEqual([
      'free-numbers',
      'paid-1',
      'paid-2',
      'paid-3',
      'paid-4',
      'paid-5',
    ]);
    expect(en.data[0]).toMatchObject({
      title: 'Report free-numbers',
      hasFree: true,
      priceFrom: null,
      languages: ['en', 'tr'],
      targetCountries: [{ id: 792, name: 'Türkiye' }],
      category: { name: 'Ecosystem', coverUrl: '/uploads/reports/categories/1/en/cover.webp' },
    });
    expect(en.data[1]!.priceFrom).toEqual({ USD: 4900, TRY: 199000 });
    const tr = await body<
      { title: string; category: { name: string; coverUrl: string }; type: { name: string } }[]
    >(await apiRequest('GET', '/api/v2/reports', undefined, { 'accept-language': 'tr' }));
    expect(tr.data[0]).toMatchObject({
      title: 'Rapor free-numbers',
      category: { name: 'Ekosistem', coverUrl: '/uploads/reports/categories/1/tr/cover.webp' },
      type: { name: 'Ekosistem raporu' },
    });
    // Filters: type, target country, category.
    const byType = await body<{ seoUrl: string }[]>(
      await apiRequest('GET', `/api/v2/reports?typeId=${fx.typeId}`),
    );
    expect(byType.data.map((r) => r.seoUrl)).not.toContain('paid-1');
    expect((await body<unknown[]>(await apiRequest('GET', '/api/v2/reports?countryId=840'))).data).toEqual(
      [],
    );
    expect(
      (
        await body<unknown[]>(
          await apiRequest('GET', `/api/v2/reports?countryId=792&categoryId=${fx.categoryId}`),
        )
      ).data,
    ).toHaveLength(6);
    expect((await body<unknown[]>(await apiRequest('GET', '/api/v2/reports?language=tr'))).data).toHaveLength(
      6,
    );
    const categories = await body<{ seoUrl: string; reportCount: number }[]>(
      await apiRequest('GET', '/api/v2/report-categories'),
    );
    expect(categories.data).toEqual([expect.objectContaining({ seoUrl: 'ecosystem', reportCount: 6 })]);
    const types = await body<{ name: string }[]>(
      await apiRequest('GET', '/api/v2/report-types', undefined, { 'accept-language': 'tr' }),
    );
    expect(types.data.map((t) => t.name)).toEqual(['Ekosistem raporu', 'Veri seti']);
  });

  it('shows a report by seoUrl with its versions and gallery per language, never a file path', async () => {
    const res = await apiRequest('GET', '/api/v2/reports/by-seo-url/paid-2');
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain('private/');
    const detail = (
      await body<{ versions: { language: string; isFree: boolean; purchased: boolean }[]; gallery: object }>(
        res,
      )
    ).data;
    expect(detail.versions.map((v) => v.language)).toEqual(['en', 'tr']);
    expect(detail.versions.every((v) => !v.isFree && !v.purchased)).toBe(true);
    expect(detail.gallery).toEqual({
      en: ['/uploads/reports/categories/1/en/gallery-1.webp'],
      tr: ['/uploads/reports/categories/1/tr/gallery-1.webp'],
    });
    expect(
      (await body<string[]>(await apiRequest('GET', `/api/v2/reports/${fx.free.id}/languages`))).data,
    ).toEqual(['en', 'tr']);
    const hidden = await apiRequest('GET', '/api/v2/reports/by-seo-url/hidden-report', undefined, {
      'accept-language': 'tr',
    });
    expect(hidden.status).toBe(404);
    expect((await body(hidden)).message).toBe('Rapor bulunamadı');
  });
});

describe('downloads', () => {
  it('asks visitors to sign in; a free version is downloaded by any signed-in user through a signed link', async () => {
    expect((await download(fx.free.en)).status).toBe(401);
    const cookie = await signedInCookie(testDb(), 'free.reader@example.com');
    const res = await download(fx.free.tr, cookie);
    expect(res.status).toBe(200);
    const link = (await body<Link>(res)).data;
    expect(link).toMatchObject({ basis: 'free', quota: null, fileName: 'free-numbers-2026-edition-tr.pdf' });
    expect(link.url).toMatch(/^\/api\/v2\/reports\/files\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const file = await fetchLink(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('free-numbers-2026-edition-tr.pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // A hidden category's report is not downloadable.
    expect((await download(fx.hiddenVersionId, cookie)).status).toBe(404);
  });

  it("refuses a paid version without a package or purchase: 'Payment required to download this report' (EN and TR)", async () => {
    const cookie = await signedInCookie(testDb(), 'no.package@example.com');
    const en = await download(fx.paid[0]!.en, cookie);
    expect(en.status).toBe(402);
    expect((await body(en)).message).toBe('Payment required to download this report');
    const tr = await download(fx.paid[0]!.en, cookie, 'tr');
    expect((await body(tr)).message).toBe('Bu raporu indirmek için ödeme gerekiyor');
    expect(
      await testDb().db.select().from(reportDownloads).where(eq(reportDownloads.basis, 'premium')),
    ).toHaveLength(0);
  });

  it('gives premium holders 3 paid downloads a month: the 3rd allowed, the 4th refused, a counted version again free', async () => {
    const { cookie, userId } = await premiumUser('quota@example.com');
    const check = async (reportId: number) =>
      (
        await body<{ canDownload: boolean; remaining: number; used: number; limit: number }>(
          await apiRequest('GET', `/api/v2/reports/CheckPremiumDownload?ReportId=${reportId}`, undefined, {
            cookie,
          }),
        )
      ).data;
    expect(await check(fx.paid[0]!.id)).toMatchObject({ canDownload: true, used: 0, limit: 3, remaining: 3 });
    for (const [i, report] of fx.paid.slice(0, 3).entries()) {
      const res = await download(report.en, cookie);
      expect(res.status).toBe(200);
      expect((await body<Link>(res)).data).toMatchObject({
        basis: 'premium',
        quota: { used: i + 1, remaining: 2 - i },
      });
    }
    const fourth = await download(fx.paid[3]!.en, cookie, 'tr');
    expect(fourth.status).toBe(402);
    expect((await body(fourth)).message).toBe('Bu raporu indirmek için ödeme gerekiyor');
    expect(await check(fx.paid[3]!.id)).toMatchObject({ canDownload: false, remaining: 0 });
    // The same version again this month: allowed, not counted.
    expect(await check(fx.paid[1]!.id)).toMatchObject({
      canDownload: false,
      countedVersionIds: [fx.paid[1]!.en],
    });
    const again = await download(fx.paid[1]!.en, cookie);
    expect(again.status).toBe(200);
    expect((await body<Link>(again)).data.quota).toMatchObject({ used: 3, remaining: 0 });
    const [usage] = await testDb()
      .db.select()
      .from(premiumUsage)
      .where(and(eq(premiumUsage.userId, userId), eq(premiumUsage.month, usageMonth())));
    expect(usage!.downloadedReportCount).toBe(3);
    // Free versions never count.
    expect((await body<Link>(await download(fx.free.en, cookie))).data.basis).toBe('free');
    expect(
      await testDb().db.select().from(reportDownloads).where(eq(reportDownloads.userId, userId)),
    ).toHaveLength(5);
  });

  it("refuses a tampered, expired or voided link: 'Download url not valid'", async () => {
    const cookie = await signedInCookie(testDb(), 'links@example.com');
    const { url } = (await body<Link>(await download(fx.free.en, cookie))).data;
    const tampered = url.replace(/\.(\d+)\./, (_m, s: string) => `.${Number(s) + 60}.`);
    const res = await fetchLink(tampered);
    expect(res.status).toBe(403);
    expect((await body(res)).message).toBe('Download url not valid');
    const [version] = await testDb()
      .db.select()
      .from(reportVersions)
      .where(eq(reportVersions.id, fx.free.en));
    const expired = `/api/v2/reports/files/${signToken(fx.free.en, new Date(Date.now() - 1000), version!.fileKey!)}`;
    const old = await fetchLink(expired, 'tr');
    expect(old.status).toBe(403);
    expect((await body(old)).message).toBe('İndirme bağlantısı geçerli değil');
    expect((await fetchLink('/api/v2/reports/files/../../etc/passwd')).status).not.toBe(200);
    // A replaced file voids the links handed out for the old one.
    const newKey = `private/reports/${fx.free.id}/${fx.free.en}-v2.pdf`;
    await (await getStorage()).put(newKey, await tinyPdf('v2'), 'application/pdf');
    await testDb()
      .db.update(reportVersions)
      .set({ fileKey: newKey })
      .where(eq(reportVersions.id, fx.free.en));
    expect((await fetchLink(url)).status).toBe(403);
    await testDb()
      .db.update(reportVersions)
      .set({ fileKey: version!.fileKey })
      .where(eq(reportVersions.id, fx.free.en));
    // The seoUrl + fileName form: a wrong file name is refused.
    const bySeo = await apiRequest(
      'POST',
      '/api/v2/reports/download',
      { seoUrl: 'free-numbers', fileName: 'free-numbers-2026-edition-tr.pdf', language: 'tr' },
      { cookie },
    );
    expect((await body<Link>(bySeo)).data.fileName).toBe('free-numbers-2026-edition-tr.pdf');
    const wrong = await apiRequest(
      'POST',
      '/api/v2/reports/download',
      { seoUrl: 'free-numbers', fileName: 'secrets.pdf' },
      { cookie },
    );
    expect(wrong.status).toBe(403);
    const category = await apiRequest(
      'POST',
      `/api/v2/report-categories/${fx.categoryId}/download?language=tr`,
      undefined,
      { cookie },
    );
    expect((await body<Link>(category)).data.fileName).toBe('free-numbers-2026-edition-tr.pdf');
  });
});

describe('edge rules', () => {
  it('counts a version once when two downloads of it race; another version at quota 0 is refused', async () => {
    const { cookie, userId } = await premiumUser('race@example.com');
    // Two of the three used already this month.
    await testDb()
      .db.insert(premiumUsage)
      .values({ userId, month: usageMonth(), downloadedReportCount: 2 })
      .onConflictDoUpdate({
        target: [premiumUsage.userId, premiumUsage.month],
        set: { downloadedReportCount: 2 },
      });
    const [a, b] = await Promise.all([download(fx.paid[2]!.tr, cookie), download(fx.paid[2]!.tr, cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [usage] = await testDb()
      .db.select()
      .from(premiumUsage)
      .where(and(eq(premiumUsage.userId, userId), eq(premiumUsage.month, usageMonth())));
    expect(usage!.downloadedReportCount).toBe(3);
    expect((await download(fx.paid[3]!.tr, cookie)).status).toBe(402);
  });

  it('hides reports without a file; refuses a version of another report and a language it lacks', async () => {
    const { reports, reportVersions: versions } = await import('@/modules/reports/schema');
    const [empty] = await testDb()
      .db.insert(reports)
      .values({
        seoUrl: 'no-file-yet',
        fileName: 'no-file-yet',
        categoryId: fx.categoryId,
        typeId: fx.typeId,
        titleEn: 'No file yet',
        titleTr: 'Henüz dosya yok',
      })
      .returning();
    await testDb()
      .db.insert(versions)
      .values({ reportId: empty!.id, name: 'Draft', language: 'en', isFree: true, fileType: 'pdf' });
    const list = await body<{ seoUrl: string }[]>(await apiRequest('GET', '/api/v2/reports'));
    expect(list.data.map((r) => r.seoUrl)).not.toContain('no-file-yet');
    expect((await apiRequest('GET', '/api/v2/reports/by-seo-url/no-file-yet')).status).toBe(404);
    const cookie = await signedInCookie(testDb(), 'edge.reader@example.com');
    const check = await body<{ canDownload: boolean; countedVersionIds: number[] }>(
      await apiRequest('GET', `/api/v2/reports/CheckPremiumDownload?ReportId=${empty!.id}`, undefined, {
        cookie,
      }),
    );
    expect(check.data).toMatchObject({ canDownload: false, countedVersionIds: [] });
    const foreign = await apiRequest(
      'POST',
      '/api/v2/reports/download',
      { seoUrl: 'free-numbers', fileName: 'free-numbers', versionId: fx.paid[0]!.en },
      { cookie },
    );
    expect(foreign.status).toBe(404);
    await testDb().db.delete(versions).where(eq(versions.id, fx.free.tr));
    const missing = await apiRequest(
      'POST',
      '/api/v2/reports/download',
      { seoUrl: 'free-numbers', fileName: 'free-numbers', language: 'tr' },
      { cookie },
    );
    expect(missing.status).toBe(404);
  });

  it('answers the Management list shape for ReportDownloadersList', async () => {
    const { grantAccessInternal } = await import('@/modules/access/access');
    const cookie = await signedInCookie(testDb(), 'downloads.root@example.com');
    const [user] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'downloads.root@example.com'));
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId: 'admin', scopes: ['FULL_ACCESS'] });
    const res = await apiRequest(
      'GET',
      '/apiCommon/Management/ReportDownloadersList?pageIndex=1&pageSize=5',
      undefined,
      {
        cookie,
      },
    );
    const page = (
      await body<{
        pageIndex: number;
        pageSize: number;
        totalCount: number;
        fieldNames: string[];
        rows: object[];
      }>(res)
    ).data;
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 5 });
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.fieldNames).toContain('reportTitle');
    expect(page.rows).toHaveLength(5);
    expect(Object.keys(page.rows[0]!)).toEqual(expect.arrayContaining(page.fieldNames));
    // Report admins open any version's file (here a paid one) to check it; others may not.
    const file = await apiRequest(
      'GET',
      `/api/v2/reports/management/versions/${fx.paid[0]!.en}/file`,
      undefined,
      {
        cookie,
      },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const plain = await signedInCookie(testDb(), 'not.an.admin@example.com');
    expect(
      (
        await apiRequest('GET', `/api/v2/reports/management/versions/${fx.paid[0]!.en}/file`, undefined, {
          cookie: plain,
        })
      ).status,
    ).toBe(403);
  });
});

describe('buying a report version', () => {
  const buy = (cookie: string, versionId: number, lang = 'en') =>
    apiRequest(
      'POST',
      '/apiPayment/products/payment',
      { EntityId: versionId, EntityType: 'report', Currency: 'TRY' },
      { cookie, successurl: '/payment-success', cancelurl: '/payment-fail', 'accept-language': lang },
    );

  it('grants the version for good after the webhook, beyond any quota; a refund revokes it', async () => {
    const cookie = await signedInCookie(testDb(), 'buyer.report@example.com');
    const version = fx.paid[4]!.tr;
    const res = await buy(cookie, version);
    expect(res.status).toBe(200);
    const { redirectUrl, paymentRequestId } = (
      await body<{ redirectUrl: string; paymentRequestId: string }>(res)
    ).data;
    expect(new URL(redirectUrl).origin).toBe(ORIGIN);
    // Opening the checkout grants nothing.
    expect((await download(version, cookie)).status).toBe(402);
    // While the checkout may still be paid, its version cannot be deleted.
    const { grantAccessInternal } = await import('@/modules/access/access');
    const root = await signedInCookie(testDb(), 'version.deleter@example.com');
    const [rootUser] = await testDb()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'version.deleter@example.com'));
    await grantAccessInternal(testDb().db, {
      userId: rootUser!.id,
      entityId: 'rapor-admin',
      scopes: ['FULL_ACCESS'],
    });
    const deleting = await apiRequest('DELETE', `/api/v2/reports/management/versions/${version}`, undefined, {
      cookie: root,
    });
    expect(deleting.status).toBe(409);
    const checkoutId = new URL(redirectUrl).pathname.split('/').pop()!;
    const [checkout] = await testDb()
      .db.select()
      .from((await import('@/modules/payments/schema')).testProviderCheckouts)
      .where(eq((await import('@/modules/payments/schema')).testProviderCheckouts.id, checkoutId));
    expect(checkout).toMatchObject({ currency: 'TRY', amountMinor: 199000, billingInterval: null });
    expect(checkout!.description).toBe('Report paid-5 — 2026 edition (TR)');
    expect((await pay(checkoutId, '4242 4242 4242 4242')).status).toBe(200);
    await deliverWebhooks(testDb());
    const [purchase] = await testDb()
      .db.select()
      .from(reportPurchases)
      .where(eq(reportPurchases.paymentRequestId, paymentRequestId));
    expect(purchase).toMatchObject({ versionId: version, revokedAt: null });
    const detail = (
      await body<{ versions: { id: number; purchased: boolean }[] }>(
        await apiRequest('GET', '/api/v2/reports/by-seo-url/paid-5', undefined, { cookie }),
      )
    ).data;
    expect(detail.versions.find((v) => v.id === version)!.purchased).toBe(true);
    // The billing page's list names the report; its receipt is a PDF.
    const listed = await body<
      { id: number; report: { titleTr: string; version: string; language: string } }[]
    >(await apiRequest('GET', '/api/v2/payments', undefined, { cookie }));
    expect(listed.data[0]!.report).toEqual({
      titleEn: 'Report paid-5',
      titleTr: 'Rapor paid-5',
      version: '2026 edition',
      language: 'tr',
    });
    const receipt = await apiRequest(
      'GET',
      `/api/v2/payments/${listed.data[0]!.id}/receipt?lang=tr`,
      undefined,
      { cookie },
    );
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const granted = await download(version, cookie);
    expect(granted.status).toBe(200);
    expect((await body<Link>(granted)).data.basis).toBe('purchase');
    // Bought once: a second purchase and buying a free version are refused.
    const twice = await buy(cookie, version, 'tr');
    expect(twice.status).toBe(409);
    expect((await body(twice)).message).toBe('Bu sürümü zaten satın aldınız');
    expect((await buy(cookie, fx.free.en)).status).toBe(409);
    expect((await buy(cookie, 999_999)).status).toBe(404);

    // Deactivating the report keeps the buyer's file; nobody can buy it any more.
    const { reports: reportTable } = await import('@/modules/reports/schema');
    await testDb().db.update(reportTable).set({ isActive: false }).where(eq(reportTable.id, fx.paid[4]!.id));
    expect((await download(version, cookie)).status).toBe(200);
    expect((await buy(cookie, fx.paid[4]!.en)).status).toBe(404);
    await testDb().db.update(reportTable).set({ isActive: true }).where(eq(reportTable.id, fx.paid[4]!.id));

    // A refund revokes it.
    const [payment] = await testDb()
      .db.select()
      .from(payments)
      .where(eq(payments.paymentRequestId, paymentRequestId));
    const refund = JSON.stringify({
      type: 'payment.refunded',
      eventId: 'evt_test_report_refund',
      providerPaymentId: payment!.providerPaymentId,
    });
    await apiRequest('POST', '/api/v2/payments/webhooks/test', JSON.parse(refund), {
      'atlas-test-signature': testProvider.signTestWebhook(refund),
    });
    await runQueuedJobs(testDb().db, 'payment-event');
    expect((await download(version, cookie)).status).toBe(402);
  });

  it('a premium holder may buy a report beyond the quota', async () => {
    const { cookie } = await premiumUser('premium.buyer@example.com');
    const res = await buy(cookie, fx.paid[3]!.en);
    expect(res.status).toBe(200);
  });
});

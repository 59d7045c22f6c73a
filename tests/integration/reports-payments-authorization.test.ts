/**
 * The authorization matrix of issue 16's tests ("the authorization matrix for every report and
 * payment call (visitor / user / premium / rapor-admin / super admin)") for the report store's
 * public calls and the buyers' payment calls; the management calls' matrix is in
 * reports-admin.test.ts and payments-admin.test.ts. Every cell is checked on the server: the
 * status each audience gets for each call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { body, deliverWebhooksInProcess, paidBuyer, productId } from '../helpers/payments';
import { reportFixture, type ReportFixture } from '../helpers/reports';

const testDb = apiTestDb();
deliverWebhooksInProcess();
const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { countries } = await import('@/modules/reference/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { LocalDiskStorage, setStorage } = await import('@/server/storage');

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-report-matrix-'));
let fx: ReportFixture;
const audiences = ['visitor', 'user', 'premium', 'reportAdmin', 'superAdmin'] as const;
type Audience = (typeof audiences)[number];
const cookies: Partial<Record<Audience, string>> = {};
let otherRequestId = '';
let otherPaymentId = 0;

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId) {
    const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
  return cookie;
}

beforeAll(async () => {
  setStorage(new LocalDiskStorage(uploads));
  await testDb()
    .db.insert(countries)
    .values({ id: 792, iso2: 'TR', iso3: 'TUR', nameEn: 'Türkiye', nameTr: 'Türkiye' })
    .onConflictDoNothing();
  fx = await reportFixture(testDb().db, 792, 2);
  cookies.user = await cookieWith('matrix.user@example.com');
  cookies.reportAdmin = await cookieWith('matrix.rapor@example.com', 'rapor-admin');
  cookies.superAdmin = await cookieWith('matrix.root@example.com', 'admin');
  // A premium holder who paid through the test provider: their request and payment are the
  // "someone else's" rows for everybody else.
  const premium = await paidBuyer(testDb(), 'matrix.premium@example.com', 'personal-monthly');
  cookies.premium = premium.cookie;
  otherRequestId = premium.paymentRequestId;
  const listed = await body<{ id: number }[]>(
    await apiRequest('GET', '/api/v2/payments', undefined, { cookie: premium.cookie }),
  );
  otherPaymentId = listed.data[0]!.id;
}, 120_000);
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

type Row = [
  label: string,
  method: string,
  path: () => string,
  payload: () => unknown,
  expected: Record<Audience, number>,
];
const all = (status: number): Record<Audience, number> => ({
  visitor: status,
  user: status,
  premium: status,
  reportAdmin: status,
  superAdmin: status,
});
const signedIn = (status: number, visitor = 401): Record<Audience, number> => ({ ...all(status), visitor });

const rows: Row[] = [
  ['report list', 'GET', () => '/api/v2/reports', () => undefined, all(200)],
  ['report by seoUrl', 'GET', () => '/api/v2/reports/by-seo-url/paid-1', () => undefined, all(200)],
  ['report by id', 'GET', () => `/api/v2/reports/${fx.paid[0]!.id}`, () => undefined, all(200)],
  [
    'version languages',
    'GET',
    () => `/api/v2/reports/${fx.paid[0]!.id}/languages`,
    () => undefined,
    all(200),
  ],
  ['report types', 'GET', () => '/api/v2/report-types', () => undefined, all(200)],
  ['category list', 'GET', () => '/api/v2/report-categories', () => undefined, all(200)],
  ['category by id', 'GET', () => `/api/v2/report-categories/${fx.categoryId}`, () => undefined, all(200)],
  [
    'category by seoUrl',
    'GET',
    () => '/api/v2/report-categories/by-seo-url/ecosystem',
    () => undefined,
    all(200),
  ],
  [
    'CheckPremiumDownload',
    'GET',
    () => `/api/v2/reports/CheckPremiumDownload?ReportId=${fx.paid[0]!.id}`,
    () => undefined,
    signedIn(200),
  ],
  [
    'download a free version',
    'POST',
    () => `/api/v2/reports/versions/${fx.free.en}/download`,
    () => undefined,
    signedIn(200),
  ],
  [
    'download a paid version',
    'POST',
    () => `/api/v2/reports/versions/${fx.paid[0]!.en}/download`,
    () => undefined,
    { visitor: 401, user: 402, premium: 200, reportAdmin: 402, superAdmin: 402 },
  ],
  [
    'download by seoUrl and fileName',
    'POST',
    () => '/api/v2/reports/download',
    () => ({ seoUrl: 'free-numbers', fileName: 'free-numbers' }),
    signedIn(200),
  ],
  [
    'download category report',
    'POST',
    () => `/api/v2/report-categories/${fx.categoryId}/download`,
    () => undefined,
    signedIn(200),
  ],
  [
    'a forged file link',
    'GET',
    () => `/api/v2/reports/files/1.9999999999.${'A'.repeat(43)}`,
    () => undefined,
    all(403),
  ],
  ['products on sale', 'GET', () => '/apiPayment/products', () => undefined, all(200)],
  [
    'buy a package',
    'POST',
    () => '/apiPayment/products/payment',
    () => ({ EntityId: packageId }),
    { visitor: 401, user: 200, premium: 409, reportAdmin: 200, superAdmin: 200 },
  ],
  [
    'buy a report version',
    'POST',
    () => '/apiPayment/products/payment',
    () => ({ EntityId: fx.paid[1]!.en, EntityType: 'report' }),
    signedIn(200),
  ],
  [
    'someone else’s payment request',
    'GET',
    () => `/api/v2/payments/requests/${otherRequestId}`,
    () => undefined,
    { ...signedIn(404), premium: 200 },
  ],
  ['own payments', 'GET', () => '/api/v2/payments', () => undefined, signedIn(200)],
  ['billing profile', 'GET', () => '/api/v2/payments/billing-profile', () => undefined, signedIn(200)],
  [
    'current subscription',
    'GET',
    () => '/api/v2/payments/subscriptions/current',
    () => undefined,
    signedIn(200),
  ],
  [
    'someone else’s receipt',
    'GET',
    () => `/api/v2/payments/${otherPaymentId}/receipt`,
    () => undefined,
    { ...signedIn(404), premium: 200 },
  ],
];
let packageId = 0;

describe('report and payment calls', () => {
  it('answer each audience as the access rules say', async () => {
    packageId = await productId(testDb(), 'personal-yearly');
    const got: string[] = [];
    const want: string[] = [];
    for (const [label, method, pathOf, payloadOf, expected] of rows)
      for (const audience of audiences) {
        const cookie = cookies[audience];
        const res = await apiRequest(method, pathOf(), payloadOf(), {
          ...(cookie ? { cookie } : {}),
          successurl: '/payment-success',
          cancelurl: '/payment-fail',
        });
        got.push(`${label} · ${audience}: ${res.status}`);
        want.push(`${label} · ${audience}: ${expected[audience]}`);
      }
    expect(got).toEqual(want);
  });
});

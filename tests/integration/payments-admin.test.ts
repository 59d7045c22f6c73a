/**
 * Super admins' payment calls (issue 16 §1; D §2 `premium-management`, `payment-integrations`; D §6
 * "Super admin: … payment integrations, … premium management"): the authorization matrix
 * (visitor 401, user and source admin 403, super admin 200) for every admin payment call, a
 * price change reaching the products on sale and the next checkout with an audit row, providers
 * without keys refused per currency (EN and TR), and a test billing event through the webhook.
 */
import { describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { body, deliverWebhooks, deliverWebhooksInProcess, paidBuyer, productId } from '../helpers/payments';

const testDb = apiTestDb();
deliverWebhooksInProcess();
const { eq } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { auditLog } = await import('@/modules/access/schema');
const { grantAccessInternal } = await import('@/modules/access/access');
const { paymentRequests } = await import('@/modules/payments/schema');

async function cookieWith(email: string, entityId?: string) {
  const cookie = await signedInCookie(testDb(), email);
  if (entityId) {
    const [user] = await testDb().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(testDb().db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
  return cookie;
}

describe('admin payment calls', () => {
  it('answer 401 to visitors, 403 to users and source admins, 200 to super admins', async () => {
    const user = await cookieWith('plain@example.com');
    const sourceAdmin = await cookieWith('tradmin@example.com', 'tr-admin');
    const root = await cookieWith('root@example.com', 'admin');
    const id = await productId(testDb(), 'personal-monthly');
    const calls: Array<[string, string, unknown]> = [
      ['PUT', `/api/v2/payments/products/${id}/price`, { currency: 'USD', amountMinor: 1200 }],
      ['GET', '/api/v2/payments/integrations', undefined],
      ['PUT', '/api/v2/payments/integrations', { USD: 'test', TRY: 'test' }],
      ['GET', '/api/v2/payments/test-provider/subscriptions', undefined],
    ];
    for (const [method, path, payload] of calls) {
      expect((await apiRequest(method, path, payload)).status, `${method} ${path} visitor`).toBe(401);
      expect(
        (await apiRequest(method, path, payload, { cookie: user })).status,
        `${method} ${path} user`,
      ).toBe(403);
      expect(
        (await apiRequest(method, path, payload, { cookie: sourceAdmin })).status,
        `${method} ${path} source admin`,
      ).toBe(403);
      expect(
        (await apiRequest(method, path, payload, { cookie: root })).status,
        `${method} ${path} root`,
      ).toBe(200);
    }
  });

  it('a new price shows in the products on sale and the next checkout, with an audit row', async () => {
    const root = await cookieWith('pricer@example.com', 'admin');
    const id = await productId(testDb(), 'personal-yearly');
    const res = await apiRequest(
      'PUT',
      `/api/v2/payments/products/${id}/price`,
      { currency: 'TRY', amountMinor: 399900 },
      {
        cookie: root,
      },
    );
    expect((await body<{ prices: { TRY: number } }>(res)).data.prices.TRY).toBe(399900);
    const listed = await body<Array<{ id: number; prices: { USD: number; TRY: number } }>>(
      await apiRequest('GET', '/apiPayment/products'),
    );
    expect(listed.data.find((p) => p.id === id)!.prices).toEqual({ USD: 12000, TRY: 399900 });
    const buyer = await signedInCookie(testDb(), 'lira.buyer@example.com');
    const checkout = await body<{ paymentRequestId: string }>(
      await apiRequest(
        'POST',
        '/apiPayment/products/payment',
        { EntityId: id, Currency: 'TRY' },
        { cookie: buyer },
      ),
    );
    const [request] = await testDb()
      .db.select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, checkout.data.paymentRequestId));
    expect(request).toMatchObject({ currency: 'TRY', amountMinor: 399900 });
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `payment-product:${id}`));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ['payment.price', { packageKey: 'personal-yearly', currency: 'TRY', from: 420000, to: 399900 }],
    ]);
    const zero = await apiRequest(
      'PUT',
      `/api/v2/payments/products/${id}/price`,
      { currency: 'USD', amountMinor: 0 },
      {
        cookie: root,
      },
    );
    expect(zero.status).toBe(400);
  });

  it('refuses a provider whose keys are not set, naming the currency, in English and Turkish', async () => {
    const root = await cookieWith('integrator@example.com', 'admin');
    const view = await body<{ configured: Record<string, boolean>; webhookUrls: Record<string, string> }>(
      await apiRequest('GET', '/api/v2/payments/integrations', undefined, { cookie: root }),
    );
    expect(view.data.configured).toEqual({ test: true, stripe: false, iyzico: false });
    expect(view.data.webhookUrls.stripe).toBe('http://localhost:3000/api/v2/payments/webhooks/stripe');
    const res = await apiRequest(
      'PUT',
      '/api/v2/payments/integrations',
      { USD: 'stripe', TRY: 'iyzico' },
      {
        cookie: root,
        'accept-language': 'tr',
      },
    );
    expect(res.status).toBe(400);
    expect((await body<{ fields: Record<string, string> }>(res)).data.fields).toEqual({
      USD: 'Bu sağlayıcının anahtarları sunucuda tanımlı değil',
      TRY: 'Bu sağlayıcının anahtarları sunucuda tanımlı değil',
    });
    const en = await apiRequest(
      'PUT',
      '/api/v2/payments/integrations',
      { USD: 'stripe', TRY: 'test' },
      { cookie: root },
    );
    expect((await body(en)).message).toBe("This provider's keys are not set on the server");
  });

  it('plays a renewal on a test subscription through the webhook', async () => {
    const root = await cookieWith('player@example.com', 'admin');
    const { sub } = await paidBuyer(testDb(), 'played@example.com');
    const list = await body<Array<{ id: number; currentPeriodEnd: string }>>(
      await apiRequest('GET', '/api/v2/payments/test-provider/subscriptions', undefined, { cookie: root }),
    );
    expect(list.data.map((s) => s.id)).toContain(sub.id);
    const played = await apiRequest(
      'POST',
      `/api/v2/payments/test-provider/subscriptions/${sub.id}/renew`,
      {},
      {
        cookie: root,
      },
    );
    expect(played.status).toBe(200);
    await deliverWebhooks(testDb());
    const after = await body<Array<{ id: number; currentPeriodEnd: string }>>(
      await apiRequest('GET', '/api/v2/payments/test-provider/subscriptions', undefined, { cookie: root }),
    );
    const end = new Date(after.data.find((s) => s.id === sub.id)!.currentPeriodEnd).getTime();
    expect(end - sub.currentPeriodEnd.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    const missing = await apiRequest(
      'POST',
      '/api/v2/payments/test-provider/subscriptions/999999/refund',
      {},
      {
        cookie: root,
      },
    );
    expect(missing.status).toBe(404);
  });
});

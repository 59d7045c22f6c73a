/**
 * Buying a premium package with the built-in test provider (issue 16 §1; D §4 payment flow, §7
 * `POST /apiPayment/products/payment`, §8 payment errors; decision 0020 §2–3), end to end through
 * the HTTP API: the checkout call, the provider's hosted-checkout calls, its signed webhooks
 * (delivered by the queued `test-provider-webhook` job into the app's webhook endpoint) and the
 * `payment-event` worker. Entitlements come only from verified webhooks: a wrong signature is
 * refused, a repeated event grants once, landing on the success page grants nothing; renewal,
 * cancellation at period end, a failed renewal's grace period and a refund move the package.
 */
import { describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import {
  body,
  deliverWebhooks as deliverWebhooksOf,
  openCheckout as openCheckoutOf,
  paidBuyer as paidBuyerOf,
  pay,
  productId as productIdOf,
  deliverWebhooksInProcess,
} from '../helpers/payments';

const testDb = apiTestDb();
const { and, eq } = await import('drizzle-orm');
const { premiumEntitlements, auditLog } = await import('@/modules/access/schema');
const { paymentRequests, paymentWebhookEvents, payments, subscriptions } =
  await import('@/modules/payments/schema');
const { runQueuedJobs } = await import('@/server/workers');
const testProvider = await import('@/modules/payments/providers/test-provider');

const DAY = 86_400_000;
deliverWebhooksInProcess();
const deliverWebhooks = () => deliverWebhooksOf(testDb());
const productId = (key: string) => productIdOf(testDb(), key);
const openCheckout = (cookie: string, key?: string) => openCheckoutOf(testDb(), cookie, key);
const paidBuyer = (email: string) => paidBuyerOf(testDb(), email);

async function startCheckout(cookie: string, packageKey: string, headers: Record<string, string> = {}) {
  const res = await apiRequest(
    'POST',
    '/apiPayment/products/payment',
    { EntityId: await productId(packageKey), Currency: 'USD' },
    { cookie, successurl: '/payment-success', cancelurl: '/payment-fail', ...headers },
  );
  return res;
}

async function requestState(cookie: string, id: string) {
  const res = await apiRequest('GET', `/api/v2/payments/requests/${id}`, undefined, { cookie });
  return {
    httpStatus: res.status,
    ...(await body<{ state: string; endsAt: string | null; failureReason: string | null }>(res)),
  };
}

async function packagesOf(cookie: string) {
  const res = await apiRequest('GET', '/api/v2/identity/packages', undefined, { cookie });
  return (await body<{ packages: string[] }>(res)).data.packages;
}

async function entitlementsOf(userEmail: string) {
  const { users } = await import('@/modules/identity/schema');
  return testDb()
    .db.select({ key: premiumEntitlements.packageKey, endsAt: premiumEntitlements.endsAt })
    .from(premiumEntitlements)
    .innerJoin(users, eq(users.id, premiumEntitlements.userId))
    .where(eq(users.email, userEmail));
}

describe('starting a payment', () => {
  it('needs a signed-in user and a product on sale; return addresses must be on this site', async () => {
    const visitor = await apiRequest('POST', '/apiPayment/products/payment', { EntityId: 1 });
    expect(visitor.status).toBe(401);
    const cookie = await signedInCookie(testDb(), 'starter@example.com');
    const unknown = await apiRequest(
      'POST',
      '/apiPayment/products/payment',
      { EntityId: 999999 },
      { cookie, 'accept-language': 'tr' },
    );
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).message).toBe('Ürün bulunamadı');
    const foreign = await startCheckout(cookie, 'personal-monthly', {
      successurl: 'https://evil.example/ok',
    });
    expect(foreign.status).toBe(400);
    const fields = (await body<{ fields: Record<string, string> }>(foreign)).data.fields;
    expect(fields.successUrl).toBe('The return address must be on this site');
    const report = await apiRequest(
      'POST',
      '/apiPayment/products/payment',
      { EntityId: await productId('personal-monthly'), EntityType: 'gift-card' },
      { cookie },
    );
    expect(report.status).toBe(400);
    expect((await body(report)).message).toBe('The payment type is not supported');
  });

  it('answers the hosted checkout address; the return addresses carry entityType, entityId and the request id', async () => {
    const cookie = await signedInCookie(testDb(), 'redirect@example.com');
    const { redirectUrl, paymentRequestId, checkoutId } = await openCheckout(cookie, 'personal-monthly');
    expect(redirectUrl).toMatch(new RegExp(`^${ORIGIN}/payment/test-checkout/cs_test_[0-9a-f]{24}$`));
    const view = await body<{
      description: string;
      amountMinor: number;
      currency: string;
      cancelUrl: string;
    }>(await apiRequest('GET', `/api/v2/payments/test-provider/checkouts/${checkoutId}`));
    expect(view.data).toMatchObject({ amountMinor: 1200, currency: 'USD' });
    expect(view.data.description).toBe('Startup Atlas Premium · Personal, monthly');
    const cancel = new URL(view.data.cancelUrl);
    expect(cancel.pathname).toBe('/payment-fail');
    expect(Object.fromEntries(cancel.searchParams)).toEqual({
      entityType: 'premium-subscription',
      entityId: String(await productId('personal-monthly')),
      paymentRequestId,
    });
    expect((await requestState(cookie, paymentRequestId)).data.state).toBe('created');
    // Another user cannot read it.
    const other = await signedInCookie(testDb(), 'nosy@example.com');
    expect((await requestState(other, paymentRequestId)).httpStatus).toBe(404);
  });

  it('charges in TRY for a Turkish viewer by default', async () => {
    const cookie = await signedInCookie(testDb(), 'lira@example.com');
    const res = await apiRequest(
      'POST',
      '/apiPayment/products/payment',
      { EntityId: await productId('personal-monthly') },
      { cookie, 'accept-language': 'tr' },
    );
    const { paymentRequestId, redirectUrl } = (
      await body<{ paymentRequestId: string; redirectUrl: string }>(res)
    ).data;
    expect(new URL(redirectUrl).pathname).toMatch(/^\/tr\/odeme\/test-odeme\//);
    const [row] = await testDb()
      .db.select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, paymentRequestId));
    expect(row).toMatchObject({ currency: 'TRY', amountMinor: 42000, state: 'created' });
  });
});

describe('paying with the test provider', () => {
  it('grants the package only when the verified webhook has been processed, not on the success page', async () => {
    const email = 'buyer@example.com';
    const cookie = await signedInCookie(testDb(), email);
    const { checkoutId, paymentRequestId } = await openCheckout(cookie);
    const paid = await pay(checkoutId, '4242 4242 4242 4242');
    const step = (await body<{ next: string; url: string }>(paid)).data;
    expect(step.next).toBe('redirect');
    expect(new URL(step.url).pathname).toBe('/payment-success');
    // The browser is on the success page: nothing is granted before the provider's webhook.
    expect((await requestState(cookie, paymentRequestId)).data.state).toBe('created');
    expect(await entitlementsOf(email)).toEqual([]);
    expect(await packagesOf(cookie)).toEqual([]);

    const { sent, processed } = await deliverWebhooks();
    expect([sent, processed]).toEqual([1, 1]);
    const state = (await requestState(cookie, paymentRequestId)).data;
    expect(state.state).toBe('paid');
    const ends = new Date(state.endsAt!).getTime();
    expect(Math.abs(ends - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    expect(await packagesOf(cookie)).toEqual(['personal-yearly']);
    const [payment] = await testDb()
      .db.select()
      .from(payments)
      .where(eq(payments.paymentRequestId, paymentRequestId));
    expect(payment).toMatchObject({
      kind: 'checkout',
      amountMinor: 12000,
      currency: 'USD',
      refundedAt: null,
    });
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `payment-request:${paymentRequestId}`));
    expect(audits.map((a) => a.action)).toEqual(['payment.paid']);
    // The checkout is closed: paying again is refused.
    expect((await pay(checkoutId, '4242424242424242')).status).toBe(409);
  });

  it("refuses a second purchase: 'The user already has a premium account'", async () => {
    const { cookie } = await paidBuyer('twice@example.com');
    const again = await startCheckout(cookie, 'business-monthly');
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe('The user already has a premium account');
  });

  it('lands a declined card on the fail page with nothing granted and the reason recorded', async () => {
    const email = 'declined@example.com';
    const cookie = await signedInCookie(testDb(), email);
    const { checkoutId, paymentRequestId } = await openCheckout(cookie);
    const step = (await body<{ next: string; url: string }>(await pay(checkoutId, '4000000000000002'))).data;
    expect(new URL(step.url).pathname).toBe('/payment-fail');
    await deliverWebhooks();
    const state = (await requestState(cookie, paymentRequestId)).data;
    expect(state).toMatchObject({ state: 'failed', failureReason: 'card_declined', endsAt: null });
    expect(await entitlementsOf(email)).toEqual([]);
  });

  it('asks for a second step with the authentication card; approving it pays, failing it declines', async () => {
    const cookie = await signedInCookie(testDb(), 'threeds@example.com');
    const first = await openCheckout(cookie);
    expect((await body<{ next: string }>(await pay(first.checkoutId, '4000002760003184'))).data.next).toBe(
      'authenticate',
    );
    const approved = await apiRequest(
      'POST',
      `/api/v2/payments/test-provider/checkouts/${first.checkoutId}/authenticate`,
      { approve: true },
    );
    expect(new URL((await body<{ url: string }>(approved)).data.url).pathname).toBe('/payment-success');
    await deliverWebhooks();
    expect((await requestState(cookie, first.paymentRequestId)).data.state).toBe('paid');

    const other = await signedInCookie(testDb(), 'threeds-fail@example.com');
    const second = await openCheckout(other);
    await pay(second.checkoutId, '4000002760003184');
    await apiRequest('POST', `/api/v2/payments/test-provider/checkouts/${second.checkoutId}/authenticate`, {
      approve: false,
    });
    await deliverWebhooks();
    expect((await requestState(other, second.paymentRequestId)).data).toMatchObject({
      state: 'failed',
      failureReason: 'authentication_failed',
    });
  });

  it('refuses bad and non-test cards by field, in English and Turkish', async () => {
    const cookie = await signedInCookie(testDb(), 'cards@example.com');
    const { checkoutId } = await openCheckout(cookie);
    const bad = await apiRequest(
      'POST',
      `/api/v2/payments/test-provider/checkouts/${checkoutId}/pay`,
      { number: '1234', expiry: '01/20', cvc: '1' },
      { 'accept-language': 'tr' },
    );
    expect(bad.status).toBe(400);
    expect((await body<{ fields: Record<string, string> }>(bad)).data.fields).toEqual({
      number: 'Geçerli bir kart numarası girin',
      expiry: 'İleri tarihli geçerli bir son kullanma tarihi girin (AA/YY)',
      cvc: 'Kartın 3 veya 4 haneli güvenlik kodunu girin',
    });
    // A real (Luhn-valid) card number is not a test card.
    const real = await pay(checkoutId, '5555 5555 5555 4444');
    expect(real.status).toBe(400);
    expect((await body(real)).message).toBe('This is test mode: use a test card such as 4242 4242 4242 4242');
  });

  it('cancels when the buyer leaves the hosted page', async () => {
    const cookie = await signedInCookie(testDb(), 'leaver@example.com');
    const { checkoutId, paymentRequestId } = await openCheckout(cookie);
    const left = await apiRequest('POST', `/api/v2/payments/test-provider/checkouts/${checkoutId}/cancel`);
    expect(new URL((await body<{ url: string }>(left)).data.url).pathname).toBe('/payment-fail');
    await deliverWebhooks();
    expect((await requestState(cookie, paymentRequestId)).data).toMatchObject({
      state: 'canceled',
      failureReason: 'canceled',
    });
  });
});

describe('webhooks', () => {
  it('refuses a wrong or missing signature and stores nothing, in English and Turkish', async () => {
    const event = JSON.stringify({
      type: 'payment.refunded',
      eventId: 'evt_test_forged',
      providerPaymentId: 'py_test_x',
    });
    const before = (await testDb().db.select().from(paymentWebhookEvents)).length;
    const forged = await apiRequest('POST', '/api/v2/payments/webhooks/test', undefined, {
      'atlas-test-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.status).toBe(400);
    const raw = (headers: Record<string, string>) =>
      import('@/app/_api/app').then(({ getApi }) =>
        getApi().fetch(
          new Request(`${ORIGIN}/api/v2/payments/webhooks/test`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: event,
          }),
        ),
      );
    const wrong = await raw({
      'atlas-test-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`,
      'accept-language': 'tr',
    });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe('Geçersiz webhook imzası');
    const missing = await raw({});
    expect((await body(missing)).message).toBe('Invalid webhook signature');
    // Signed with the right key but 10 minutes ago: a replay.
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await raw({ 'atlas-test-signature': testProvider.signTestWebhook(event, old) })).status).toBe(
      400,
    );
    expect((await testDb().db.select().from(paymentWebhookEvents)).length).toBe(before);
    // An unknown provider.
    const unknown = await apiRequest('POST', '/api/v2/payments/webhooks/paypal', {});
    expect(unknown.status).toBe(404);
  });

  it('grants once when the same event arrives twice', async () => {
    const email = 'repeat@example.com';
    const cookie = await signedInCookie(testDb(), email);
    const { paymentRequestId } = await openCheckout(cookie);
    const event = JSON.stringify({
      type: 'checkout.completed',
      eventId: 'evt_test_repeated',
      paymentRequestId,
      providerPaymentId: 'py_test_repeated',
      amountMinor: 12000,
      currency: 'USD',
      subscription: { id: 'sub_test_repeated', periodEnd: new Date(Date.now() + 365 * DAY).toISOString() },
    });
    const send = () =>
      import('@/app/_api/app').then(({ getApi }) =>
        getApi().fetch(
          new Request(`${ORIGIN}/api/v2/payments/webhooks/test`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'atlas-test-signature': testProvider.signTestWebhook(event),
            },
            body: event,
          }),
        ),
      );
    const first = await body<{ stored: number; duplicates: number }>(await send());
    const second = await body<{ stored: number; duplicates: number }>(await send());
    expect(first.data).toEqual({ stored: 1, duplicates: 0 });
    expect(second.data).toEqual({ stored: 0, duplicates: 1 });
    expect(await runQueuedJobs(testDb().db, 'payment-event')).toBe(1);
    expect(await entitlementsOf(email)).toHaveLength(1);
    expect((await requestState(cookie, paymentRequestId)).data.state).toBe('paid');
  });

  it('grants nothing when the amount charged is not the price asked', async () => {
    const email = 'cheap@example.com';
    const cookie = await signedInCookie(testDb(), email);
    const { paymentRequestId } = await openCheckout(cookie);
    const event = JSON.stringify({
      type: 'checkout.completed',
      eventId: 'evt_test_cheap',
      paymentRequestId,
      providerPaymentId: 'py_test_cheap',
      amountMinor: 100,
      currency: 'USD',
      subscription: { id: 'sub_test_cheap', periodEnd: new Date(Date.now() + 365 * DAY).toISOString() },
    });
    await apiRequest('POST', '/api/v2/payments/webhooks/test', JSON.parse(event), {
      'atlas-test-signature': testProvider.signTestWebhook(event),
    });
    await runQueuedJobs(testDb().db, 'payment-event');
    expect(await entitlementsOf(email)).toEqual([]);
    expect((await requestState(cookie, paymentRequestId)).data.state).toBe('created');
  });
});

describe('the subscription afterwards', () => {
  const endOf = async (entitlementId: number | null) => {
    const [row] = await testDb()
      .db.select({ endsAt: premiumEntitlements.endsAt })
      .from(premiumEntitlements)
      .where(eq(premiumEntitlements.id, entitlementId!));
    return row!.endsAt.getTime();
  };

  it('a paid renewal extends the package by one interval', async () => {
    const { sub } = await paidBuyer('renewer@example.com');
    const before = await endOf(sub.entitlementId);
    await testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'renew');
    await deliverWebhooks();
    const after = await endOf(sub.entitlementId);
    expect(Math.round((after - before) / DAY)).toBeGreaterThanOrEqual(365);
    const charges = await testDb().db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
    expect(charges.map((c) => c.kind).sort()).toEqual(['checkout', 'renewal']);
  });

  it('a failed renewal keeps the package for a 7-day grace period; a later paid renewal restores it', async () => {
    const { sub, cookie } = await paidBuyer('grace@example.com');
    await testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'fail-renewal');
    await deliverWebhooks();
    const [pastDue] = await testDb().db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(pastDue!.state).toBe('past_due');
    expect(await endOf(sub.entitlementId)).toBe(sub.currentPeriodEnd.getTime() + 7 * DAY);
    expect(await packagesOf(cookie)).toEqual(['personal-yearly']);
    await testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'renew');
    await deliverWebhooks();
    const [active] = await testDb().db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(active).toMatchObject({ state: 'active', graceUntil: null });
    // Renewing again: the package lasts the renewal margin past the period end (the next charge's webhook).
    expect(await endOf(sub.entitlementId)).toBe(active!.currentPeriodEnd.getTime() + 2 * DAY);
  });

  it('a cancellation at period end keeps the paid time and stops renewals; cancelling now ends it', async () => {
    const { sub, cookie } = await paidBuyer('leaving@example.com');
    await testProvider.simulateTestSubscription(
      testDb().db,
      sub.providerSubscriptionId,
      'cancel-at-period-end',
    );
    await deliverWebhooks();
    expect(await endOf(sub.entitlementId)).toBe(sub.currentPeriodEnd.getTime());
    expect(await packagesOf(cookie)).toEqual(['personal-yearly']);
    await expect(
      testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'renew'),
    ).rejects.toMatchObject({ key: 'payment.checkout_closed' });

    const now = await paidBuyer('gone@example.com');
    await testProvider.simulateTestSubscription(testDb().db, now.sub.providerSubscriptionId, 'cancel-now');
    await deliverWebhooks();
    expect(await endOf(now.sub.entitlementId)).toBeLessThanOrEqual(Date.now());
    expect(await packagesOf(now.cookie)).toEqual([]);
  });

  it('a failed renewal after a refund does not bring the package back; a second purchase is refused while one renews', async () => {
    const { sub, cookie } = await paidBuyer('after-refund@example.com');
    // While the subscription renews, even between its period end and the renewal, no second purchase.
    await testDb()
      .db.update(premiumEntitlements)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(premiumEntitlements.id, sub.entitlementId!));
    const twice = await startCheckout(cookie, 'personal-monthly');
    expect(twice.status).toBe(409);
    await testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'refund');
    await deliverWebhooks();
    const failed = JSON.stringify({
      type: 'renewal.failed',
      eventId: 'evt_test_after_refund',
      subscriptionId: sub.providerSubscriptionId,
      reason: 'card_declined',
    });
    await apiRequest('POST', '/api/v2/payments/webhooks/test', JSON.parse(failed), {
      'atlas-test-signature': testProvider.signTestWebhook(failed),
    });
    await runQueuedJobs(testDb().db, 'payment-event');
    expect(await packagesOf(cookie)).toEqual([]);
  });

  it('a refund ends the package now and marks the payment refunded, with an audit row', async () => {
    const { sub, cookie, paymentRequestId } = await paidBuyer('refund@example.com');
    await testProvider.simulateTestSubscription(testDb().db, sub.providerSubscriptionId, 'refund');
    await deliverWebhooks();
    expect(await packagesOf(cookie)).toEqual([]);
    const [payment] = await testDb()
      .db.select()
      .from(payments)
      .where(and(eq(payments.paymentRequestId, paymentRequestId), eq(payments.kind, 'checkout')));
    expect(payment!.refundedAt).not.toBeNull();
    const audits = await testDb()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `payment:${payment!.id}`));
    expect(audits.map((a) => a.action)).toEqual(['payment.refunded']);
  });
});

/**
 * Stripe and iyzico behind the provider interface (decision 0020 §1, §2, §4), through the HTTP
 * API against local fakes of their APIs (tests/helpers/fake-stripe.ts, fake-iyzico.ts): the
 * SDKs send real HTTP requests to 127.0.0.1, nothing reaches the internet. USD is routed to
 * Stripe and TRY to iyzico in `payment_settings`. Stripe webhooks are signed with the SDK's own
 * `generateTestHeaderString`; iyzico's browser callback is the fake hosted page's form POST,
 * its server notification carries X-IYZ-SIGNATURE-V3.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, ORIGIN, signedInCookie } from '../helpers/api';
import { fakeStripe, stripeEvent } from '../helpers/fake-stripe';
import { fakeIyzico, IYZICO_SUCCESS_CARD } from '../helpers/fake-iyzico';

const STRIPE_KEY = 'sk_test_fake_51Atlas';
const STRIPE_WHSEC = 'whsec_fake_atlas_signing_secret';
const IYZICO_KEY = 'sandbox-fake-api-key';
const IYZICO_SECRET = 'sandbox-fake-secret-key';
Object.assign(process.env, {
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
  IYZICO_API_KEY: IYZICO_KEY,
  IYZICO_SECRET_KEY: IYZICO_SECRET,
});
const stripeFake = fakeStripe(STRIPE_KEY);
const iyzicoFake = fakeIyzico(IYZICO_KEY, IYZICO_SECRET);
// Before the database hook: the environment is read (and kept) on first use.
beforeAll(async () => {
  process.env.STRIPE_API_BASE = await stripeFake.start();
  process.env.IYZICO_BASE_URL = await iyzicoFake.start();
});
afterAll(async () => {
  await stripeFake.stop();
  await iyzicoFake.stop();
});

const testDb = apiTestDb();
const { and, eq } = await import('drizzle-orm');
const schema = await import('@/modules/payments/schema');
const { paymentCustomers, paymentProducts, paymentRequests, paymentSettings, paymentWebhookEvents } = schema;
const { payments, subscriptions } = schema;
const { premiumEntitlements } = await import('@/modules/access/schema');

type Envelope<T> = { data: T; message: string | null };
type Received = { stored: number; duplicates: number };
const body = async <T>(res: Response) => (await res.json()) as Envelope<T>;
const DAY = 86_400_000;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const signer = new Stripe('sk_test_only_for_signing');

beforeAll(async () => {
  await testDb()
    .db.insert(paymentSettings)
    .values({ id: 1, providerUsd: 'stripe', providerTry: 'iyzico' })
    .onConflictDoUpdate({
      target: paymentSettings.id,
      set: { providerUsd: 'stripe', providerTry: 'iyzico' },
    });
});

async function productId(packageKey: string) {
  const [row] = await testDb()
    .db.select({ id: paymentProducts.id })
    .from(paymentProducts)
    .where(eq(paymentProducts.packageKey, packageKey));
  return row!.id;
}

async function checkout(cookie: string, currency: 'USD' | 'TRY', packageKey = 'personal-monthly') {
  const res = await apiRequest(
    'POST',
    '/apiPayment/products/payment',
    { EntityId: await productId(packageKey), Currency: currency },
    { cookie },
  );
  return { res, ...(await body<{ redirectUrl: string; paymentRequestId: string }>(res)) };
}

/** A POST from the provider's side (no Origin, as a server or a cross-site form sends it raw). */
async function providerPost(provider: string, payload: string, headers: Record<string, string>) {
  const { getApi } = await import('@/app/_api/app');
  return getApi().fetch(
    new Request(`${ORIGIN}/api/v2/payments/webhooks/${provider}`, { method: 'POST', headers, body: payload }),
  );
}

const stripeWebhook = (payload: string, secret = STRIPE_WHSEC) =>
  providerPost('stripe', payload, {
    'content-type': 'application/json',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
  });

async function processEvents() {
  const { runQueuedJobs } = await import('@/server/workers');
  return runQueuedJobs(testDb().db, 'payment-event');
}

async function packagesOf(cookie: string) {
  const res = await apiRequest('GET', '/api/v2/identity/packages', undefined, { cookie });
  return (await body<{ packages: string[] }>(res)).data.packages;
}

const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const requestRow = (id: string) =>
  first(testDb().db.select().from(paymentRequests).where(eq(paymentRequests.id, id)));
const subscriptionRow = (id: string) =>
  first(testDb().db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id)));
const paymentRow = (where: ReturnType<typeof eq>) => first(testDb().db.select().from(payments).where(where));

/** A Stripe buyer whose monthly subscription `sub` (first charge `pi`) was paid and processed. */
async function stripeSubscriber(email: string, tag: string) {
  const cookie = await signedInCookie(testDb(), email);
  const { data } = await checkout(cookie, 'USD');
  const periodEnd = new Date(Date.now() + 30 * DAY);
  const [sub, invoice, pi] = [`sub_${tag}`, `in_${tag}`, `pi_${tag}`];
  stripeFake.addSubscription(sub, periodEnd, invoice);
  stripeFake.addInvoicePayment(invoice, pi);
  const requestId = data.paymentRequestId;
  const session = {
    ...{ id: (await requestRow(requestId)).providerReference, object: 'checkout.session' },
    ...{ mode: 'subscription', status: 'complete', payment_status: 'paid', client_reference_id: requestId },
    ...{ amount_total: 1200, currency: 'usd', subscription: sub, invoice, payment_intent: null },
  };
  const res = await stripeWebhook(stripeEvent('checkout.session.completed', session));
  return { cookie, res, sub, pi, periodEnd, requestId };
}

describe('Stripe', () => {
  it("opens a Checkout Session for the buyer's Stripe customer; a refused customer answers 502", async () => {
    const cookie = await signedInCookie(testDb(), 'stripe.buyer@example.com');
    const first = await checkout(cookie, 'USD', 'personal-yearly');
    expect(first.res.status).toBe(200);
    expect(first.data.redirectUrl).toMatch(new RegExp(`^${stripeFake.base}/pay/cs_test_fake_\\d+$`));
    const [customerCall, sessionCall] = stripeFake.requests.slice(-2);
    expect(customerCall).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customerCall!.form).toMatchObject({ email: 'stripe.buyer@example.com', name: 'Ayşe Demir' });
    expect(customerCall!.headers['idempotency-key']).toMatch(/^atlas-customer-/);
    expect(customerCall!.headers['stripe-version']).toBe('2026-10-28.endive');
    const [stored] = await testDb().db.select().from(paymentCustomers);
    expect(sessionCall!.path).toBe('/v1/checkout/sessions');
    expect(sessionCall!.form).toMatchObject({
      mode: 'subscription',
      customer: stored!.providerCustomerId,
      client_reference_id: first.data.paymentRequestId,
      'metadata[paymentRequestId]': first.data.paymentRequestId,
      'subscription_data[metadata][paymentRequestId]': first.data.paymentRequestId,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][quantity]': '1',
      locale: 'en',
    });
    expect(new URL(sessionCall!.form.success_url!).searchParams.get('paymentRequestId')).toBe(
      first.data.paymentRequestId,
    );
    expect((await requestRow(first.data.paymentRequestId)).providerReference).toMatch(/^cs_test_fake_/);

    // A second checkout reuses the stored customer.
    const before = stripeFake.requests.length;
    expect((await checkout(cookie, 'USD')).res.status).toBe(200);
    expect(stripeFake.requests.slice(before).map((r) => r.path)).toEqual(['/v1/checkout/sessions']);

    const other = await signedInCookie(testDb(), 'stripe.refused@example.com', {
      name: 'Can',
      surname: 'Öz',
    });
    stripeFake.failCustomers = 500;
    const refused = await checkout(other, 'USD');
    expect(refused.res.status).toBe(502);
    expect(refused.message).toBe('Error adding the customer');
    const [failed] = await testDb()
      .db.select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.provider, 'stripe'), eq(paymentRequests.state, 'failed')));
    expect(failed!.failureReason).toBe('provider_error');
  });

  it('sells a one-off payment in payment mode and gives the Billing Portal address from Stripe', async () => {
    const { stripeProvider } = await import('@/modules/payments/providers/stripe');
    const provider = stripeProvider(testDb().db);
    const [user] = await testDb().db.select().from(paymentCustomers);
    const result = await provider.createCheckout({
      paymentRequestId: '00000000-0000-4000-8000-000000000001',
      description: 'Startup Atlas report',
      currency: 'TRY',
      amountMinor: 4990,
      billingInterval: null,
      buyer: { userId: user!.userId, email: 'stripe.buyer@example.com', name: 'Ayşe Demir' },
      successUrl: `${ORIGIN}/payment-success`,
      cancelUrl: `${ORIGIN}/payment-fail`,
      locale: 'tr',
    });
    expect(result.providerReference).toMatch(/^cs_test_fake_/);
    const call = stripeFake.requests.at(-1)!;
    expect(call.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'try',
      'payment_intent_data[metadata][paymentRequestId]': '00000000-0000-4000-8000-000000000001',
      locale: 'tr',
    });
    expect(call.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();

    const url = await provider.customerPortalUrl!({
      providerCustomerId: user!.providerCustomerId,
      returnUrl: `${ORIGIN}/dashboard/membership-packages`,
      locale: 'en',
    });
    expect(url).toBe(`${stripeFake.base}/portal/${user!.providerCustomerId}`);
    expect(stripeFake.requests.at(-1)!.form).toMatchObject({
      customer: user!.providerCustomerId,
      return_url: `${ORIGIN}/dashboard/membership-packages`,
    });
    expect(provider.isConfigured()).toBe(true);
  });

  it('grants the package only from a correctly signed checkout.session.completed, once', async () => {
    const events = async () => (await testDb().db.select().from(paymentWebhookEvents)).length;
    const before = await events();
    const forged = await stripeWebhook(stripeEvent('checkout.session.completed', {}), 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect((await body(forged)).message).toBe('Invalid webhook signature');
    const unsigned = await providerPost('stripe', '{}', { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await events()).toBe(before);

    const { cookie, res, sub, periodEnd, requestId } = await stripeSubscriber(
      'stripe.paid@example.com',
      'paid',
    );
    expect((await body(res)).data).toEqual({ stored: 1, duplicates: 0 });
    expect(await packagesOf(cookie)).toEqual([]);
    expect(await processEvents()).toBe(1);
    expect(await packagesOf(cookie)).toEqual(['personal-monthly']);
    expect((await requestRow(requestId)).state).toBe('paid');
    expect((await subscriptionRow(sub)).currentPeriodEnd.getTime()).toBe(unix(periodEnd) * 1000);
    expect(await paymentRow(eq(payments.paymentRequestId, requestId))).toMatchObject({
      providerPaymentId: 'pi_paid',
      amountMinor: 1200,
      currency: 'USD',
    });
    // The subscription and its first invoice's payment were read from Stripe.
    expect(stripeFake.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${sub}`,
      'GET /v1/invoice_payments',
    ]);
  });

  it('an abandoned session cancels the request', async () => {
    const cookie = await signedInCookie(testDb(), 'stripe.left@example.com');
    const { data } = await checkout(cookie, 'USD');
    const session = { id: 'cs_left', object: 'checkout.session', client_reference_id: data.paymentRequestId };
    await stripeWebhook(stripeEvent('checkout.session.expired', session));
    await processEvents();
    expect(await requestRow(data.paymentRequestId)).toMatchObject({
      state: 'canceled',
      failureReason: 'canceled',
    });
  });

  it('a cycle invoice extends the package, a cancellation is noted, a full refund ends it now', async () => {
    const { cookie, sub, pi, periodEnd } = await stripeSubscriber('stripe.renew@example.com', 'renew');
    await processEvents();
    const nextEnd = new Date(periodEnd.getTime() + 30 * DAY);
    stripeFake.addInvoicePayment('in_renew_2', 'pi_renew_2');
    const invoice = {
      id: 'in_renew_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1200,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: {} } },
      lines: {
        object: 'list',
        data: [{ id: 'il_1', period: { start: unix(periodEnd), end: unix(nextEnd) } }],
      },
    };
    expect((await stripeWebhook(stripeEvent('invoice.paid', invoice))).status).toBe(200);
    // The first invoice of a subscription is the checkout's: not a renewal.
    const first = { ...invoice, id: 'in_renew', billing_reason: 'subscription_create' };
    expect((await body<Received>(await stripeWebhook(stripeEvent('invoice.paid', first)))).data.stored).toBe(
      0,
    );
    await processEvents();
    const [entitlement] = await testDb()
      .db.select()
      .from(premiumEntitlements)
      .innerJoin(subscriptions, eq(subscriptions.entitlementId, premiumEntitlements.id))
      .where(eq(subscriptions.providerSubscriptionId, sub));
    // The package lasts the renewal margin (2 days) past the paid period: Stripe charges after it ends.
    expect(entitlement!.premium_entitlements.endsAt.getTime()).toBe(unix(nextEnd) * 1000 + 2 * 86_400_000);
    expect(await paymentRow(eq(payments.providerPaymentId, 'pi_renew_2'))).toMatchObject({
      kind: 'renewal',
      amountMinor: 1200,
    });

    // The next cycle's charge fails: grace; then the buyer stops renewing.
    const failed = { ...invoice, id: 'in_renew_3', amount_paid: 0 };
    await stripeWebhook(stripeEvent('invoice.payment_failed', failed));
    await processEvents();
    expect((await subscriptionRow(sub)).state).toBe('past_due');
    const subscription = { id: sub, object: 'subscription', cancel_at_period_end: true };
    await stripeWebhook(
      stripeEvent('customer.subscription.updated', subscription, { cancel_at_period_end: false }),
    );
    await processEvents();
    expect((await subscriptionRow(sub)).cancelAtPeriodEnd).toBe(true);
    expect(await packagesOf(cookie)).toEqual(['personal-monthly']);

    const charge = {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      amount_refunded: 1200,
      payment_intent: pi,
    };
    await stripeWebhook(stripeEvent('charge.refunded', { ...charge, refunded: false, amount_refunded: 100 }));
    expect(await processEvents()).toBe(0);
    await stripeWebhook(stripeEvent('charge.refunded', charge));
    expect(await processEvents()).toBe(1);
    expect(await packagesOf(cookie)).toEqual([]);
    expect((await paymentRow(eq(payments.providerPaymentId, pi))).refundedAt).not.toBeNull();
  });
});

describe('iyzico', () => {
  /**
   * Opens a TRY checkout, "pays" on the fake's hosted page and posts its callback form with the
   * `Origin` of iyzico's page, as the buyer's browser does (webhooks pass the same-origin guard).
   */
  async function payOnIyzico(email: string, card: string) {
    const cookie = await signedInCookie(testDb(), email);
    const { res, data } = await checkout(cookie, 'TRY');
    expect(res.status).toBe(200);
    const page = await (await fetch(`${data.redirectUrl}&card=${card}`)).text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    const token = /name="token" value="([^"]+)"/.exec(page)![1]!;
    const { getApi } = await import('@/app/_api/app');
    const callback = await getApi().fetch(
      new Request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: iyzicoFake.base },
        body: new URLSearchParams({ token }).toString(),
      }),
    );
    return { cookie, data, token, callback };
  }

  it('opens the Checkout Form with a signed request and pays on the callback, once', async () => {
    const { data, token, callback } = await payOnIyzico('iyzico.buyer@example.com', IYZICO_SUCCESS_CARD);
    expect(data.redirectUrl.startsWith(`${iyzicoFake.base}/cpp?token=${token}`)).toBe(true);
    const init = iyzicoFake.requests.find((r) => r.path.endsWith('/initialize/auth/ecom'))!;
    expect(init.authorized).toBe(true);
    expect(init.body).toMatchObject({
      conversationId: data.paymentRequestId,
      basketId: data.paymentRequestId,
      price: '420.0',
      paidPrice: '420.0',
      currency: 'TRY',
      callbackUrl: `${ORIGIN}/api/v2/payments/webhooks/iyzico`,
      enabledInstallments: [1],
      buyer: {
        name: 'Ayşe',
        surname: 'Demir',
        email: 'iyzico.buyer@example.com',
        identityNumber: '11111111111',
      },
      basketItems: [{ id: data.paymentRequestId, price: '420.0', itemType: 'VIRTUAL' }],
    });
    expect((await requestRow(data.paymentRequestId)).providerReference).toBe(token);

    // The browser goes on to the success page, which waits for the worker.
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe(
      `${ORIGIN}/payment-success?entityType=premium-subscription&entityId=${await productId('personal-monthly')}&paymentRequestId=${data.paymentRequestId}`,
    );
    expect(iyzicoFake.requests.at(-1)).toMatchObject({
      path: '/payment/iyzipos/checkoutform/auth/ecom/detail',
      authorized: true,
      body: { token, conversationId: data.paymentRequestId },
    });
    // iyzico's own notification of the same payment is the same event.
    const note = iyzicoFake.notification(token);
    const again = await providerPost('iyzico', note.body, {
      'content-type': 'application/json',
      'x-iyz-signature-v3': note.signature,
    });
    expect((await body(again)).data).toEqual({ stored: 0, duplicates: 1 });
    const forged = await providerPost('iyzico', note.body, { 'x-iyz-signature-v3': 'ab'.repeat(32) });
    expect(forged.status).toBe(400);

    expect(await processEvents()).toBe(1);
    expect((await requestRow(data.paymentRequestId)).state).toBe('paid');
    // iyzico charges once: the product keeps the paid month itself, and nothing renews it.
    const [sub] = await testDb()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentRequestId, data.paymentRequestId));
    expect(sub).toMatchObject({ provider: 'iyzico', state: 'active', cancelAtPeriodEnd: true });
    expect(Math.round((sub!.currentPeriodEnd.getTime() - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(
      28,
    );
    expect(await paymentRow(eq(payments.paymentRequestId, data.paymentRequestId))).toMatchObject({
      provider: 'iyzico',
      providerPaymentId: iyzicoFake.form(token)!.paymentId,
      amountMinor: 42000,
      currency: 'TRY',
    });
  });

  it('records a declined card as failed; a token it did not issue is refused', async () => {
    const { data, callback } = await payOnIyzico('iyzico.declined@example.com', '4111111111111129');
    expect(callback.headers.get('location')).toMatch(/\/payment-fail\?entityType=premium-subscription&/);
    await processEvents();
    expect(await requestRow(data.paymentRequestId)).toMatchObject({
      state: 'failed',
      failureReason: 'card_declined',
    });
    const unknown = await providerPost('iyzico', 'token=not-ours', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe('Invalid webhook signature');
  });

  it("computes X-IYZ-SIGNATURE-V3 as iyzico's published examples do", async () => {
    const { iyzicoNotificationSignature } = await import('@/modules/payments/providers/iyzico');
    // iyzico/iyzipay-php samples/webhook_Signature_Validation.php
    const secret = 'sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs';
    const common = { paymentConversationId: 'conversationId', merchantId: 3382172, status: 'SUCCESS' };
    const checkoutForm = { ...common, token: 'e828c62d-fd12-4b1a-ad5a-380f15fe6596' };
    const cf = { iyziEventType: 'CHECKOUT_FORM_AUTH', iyziEventTime: 1721825036103, iyziPaymentId: 22483975 };
    const direct = { iyziEventType: 'API_AUTH', iyziEventTime: 1721825828467, iyziPaymentId: 22484059 };
    expect(iyzicoNotificationSignature({ ...checkoutForm, ...cf }, secret)).toBe(
      '4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878',
    );
    expect(iyzicoNotificationSignature({ ...common, ...direct, paymentId: 22484059 }, secret)).toBe(
      '92c7a72b7741bc83eb696066605c894778c87297b2c88d6037670666230e18ae',
    );
  });
});

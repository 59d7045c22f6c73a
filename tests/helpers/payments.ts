/**
 * Paying with the built-in test provider in integration tests (issue 16): the provider's webhook
 * calls go into the API in process (instead of over HTTP to PUBLIC_ORIGIN), and steps to start a
 * checkout, pay it with a test card and deliver the provider's webhooks through the queue.
 * Use inside a file that opened its database with `apiTestDb()`; call `deliverWebhooksInProcess()`
 * at the top level.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestDb } from './db';
import { apiRequest, signedInCookie } from './api';

type Envelope<T> = { data: T; message: string | null };
export const body = async <T>(res: Response) => (await res.json()) as Envelope<T>;

/** The test provider's webhooks go to the in-process API for this file's tests. */
export function deliverWebhooksInProcess() {
  let original: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
  beforeAll(async () => {
    const { testWebhookTransport } = await import('@/modules/payments/providers/test-provider');
    const { getApi } = await import('@/app/_api/app');
    original = testWebhookTransport.post;
    testWebhookTransport.post = async (url, init) => getApi().fetch(new Request(url, init));
  });
  afterAll(async () => {
    const { testWebhookTransport } = await import('@/modules/payments/providers/test-provider');
    if (original) testWebhookTransport.post = original;
  });
}

/** Delivers the provider's queued webhooks, then works the stored events. */
export async function deliverWebhooks(db: TestDb) {
  const { runQueuedJobs } = await import('@/server/workers');
  const sent = await runQueuedJobs(db.db, 'test-provider-webhook');
  const processed = await runQueuedJobs(db.db, 'payment-event');
  return { sent, processed };
}

/** The id of the product selling `packageKey`. */
export async function productId(db: TestDb, packageKey: string) {
  const { eq } = await import('drizzle-orm');
  const { paymentProducts } = await import('@/modules/payments/schema');
  const [row] = await db.db
    .select({ id: paymentProducts.id })
    .from(paymentProducts)
    .where(eq(paymentProducts.packageKey, packageKey));
  return row!.id;
}

/** Starts a checkout in USD and returns the hosted checkout's id and the request id. */
export async function openCheckout(db: TestDb, cookie: string, packageKey = 'personal-yearly') {
  const res = await apiRequest(
    'POST',
    '/apiPayment/products/payment',
    { EntityId: await productId(db, packageKey), Currency: 'USD' },
    { cookie, successurl: '/payment-success', cancelurl: '/payment-fail' },
  );
  expect(res.status).toBe(200);
  const { redirectUrl, paymentRequestId } = (
    await body<{ redirectUrl: string; paymentRequestId: string }>(res)
  ).data;
  const checkoutId = new URL(redirectUrl).pathname.split('/').pop()!;
  return { redirectUrl, paymentRequestId, checkoutId };
}

/** Pays the hosted checkout with `number` (expiry 12/34, CVC 123). */
export const pay = (checkoutId: string, number: string, lang = 'en') =>
  apiRequest(
    'POST',
    `/api/v2/payments/test-provider/checkouts/${checkoutId}/pay`,
    { number, expiry: '12/34', cvc: '123' },
    { 'accept-language': lang },
  );

/** A new signed-in buyer who has paid for `packageKey` with the success card (webhooks delivered). */
export async function paidBuyer(db: TestDb, email: string, packageKey = 'personal-yearly') {
  const { eq } = await import('drizzle-orm');
  const { subscriptions } = await import('@/modules/payments/schema');
  const cookie = await signedInCookie(db, email);
  const { checkoutId, paymentRequestId } = await openCheckout(db, cookie, packageKey);
  expect((await pay(checkoutId, '4242 4242 4242 4242')).status).toBe(200);
  await deliverWebhooks(db);
  const [sub] = await db.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.paymentRequestId, paymentRequestId));
  return { cookie, paymentRequestId, sub: sub! };
}

/**
 * The built-in test payment provider (issue 16 §1, decision 0020 §3): a real provider that lives
 * inside the app so `npm start` can sell end to end offline and the journeys pay through the same
 * paths as production. It keeps its own records (`test_provider_checkouts`), shows a hosted
 * checkout page marked TEST MODE (/payment/test-checkout/{checkoutId}), takes Stripe's documented
 * test cards, and tells the app what happened only through signed webhooks that a queued job
 * POSTs to `{PUBLIC_ORIGIN}/api/v2/payments/webhooks/test` over HTTP, with retries — exactly as
 * an outside provider calls.
 *
 * Cards (docs/research/payments-sdks.md): 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined; 4000 0027 6000 3184 needs a second step (an "Authenticate" page, like 3-D Secure).
 * Any other valid number is refused ('Use a test card'), as Stripe's test mode does. Only the
 * last four digits are kept.
 *
 * Signature: header `atlas-test-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with
 * TEST_PAYMENT_WEBHOOK_SECRET (or a key derived from AUTH_SECRET), Stripe's scheme; 5 minutes of
 * tolerance.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import cardValidator from 'card-validator';
import type { Db } from '@/server/db/client';
import { authSecret, env } from '@/server/env';
import { enqueue } from '@/server/queue';
import { ConflictError, NotFoundError, ValidationError } from '@/server/errors';
import { localizedPath } from '@/i18n/paths';
import { testProviderCheckouts } from '../schema';
import { addInterval } from '../periods';
import {
  CURRENCIES,
  providerEventSchema,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

export const TEST_SIGNATURE_HEADER = 'atlas-test-signature';
const TOLERANCE_SECONDS = 300;

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

/** The webhook signing secret: TEST_PAYMENT_WEBHOOK_SECRET, else derived from the auth secret. */
function webhookSecret(): string {
  return (
    env().TEST_PAYMENT_WEBHOOK_SECRET ??
    createHmac('sha256', authSecret()).update('test-payment-webhook').digest('hex')
  );
}

/** The signature header for `body` sent at `timestamp` (unix seconds). */
export function signTestWebhook(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', webhookSecret()).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Verifies `atlas-test-signature` on the raw body and parses the event.
 * @throws WebhookSignatureError when the header is missing, malformed, older than 5 minutes or
 *   does not match; or when the signed body is not an event.
 */
export function verifyTestWebhook(rawBody: string, headers: Headers, now = Date.now()): ProviderEvent[] {
  const header = headers.get(TEST_SIGNATURE_HEADER) ?? '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ''))
    throw new WebhookSignatureError('missing or malformed signature');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new WebhookSignatureError('signature timestamp outside the tolerance');
  const expected = Buffer.from(signTestWebhook(rawBody, timestamp).split('v1=')[1]!, 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex')))
    throw new WebhookSignatureError('signature does not match');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const event = providerEventSchema.safeParse(parsed);
  if (!event.success) throw new WebhookSignatureError('body is not a test provider event');
  return [event.data];
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The test provider for `db` (its records live in the app's database). */
export function testProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    isConfigured: () => env().PAYMENT_TEST_PROVIDER === 'on',
    async createCheckout(input: CheckoutInput) {
      const id = newId('cs');
      await db.insert(testProviderCheckouts).values({
        id,
        clientReference: input.paymentRequestId,
        description: input.description,
        currency: input.currency,
        amountMinor: input.amountMinor,
        billingInterval: input.billingInterval,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      const path = localizedPath('/payment/test-checkout/[checkoutId]', input.locale, { checkoutId: id });
      return { redirectUrl: `${env().PUBLIC_ORIGIN}${path}`, providerReference: id };
    },
    async verifyWebhook(rawBody, headers) {
      if (env().PAYMENT_TEST_PROVIDER !== 'on') throw new WebhookSignatureError('test provider is off');
      return verifyTestWebhook(rawBody, headers);
    },
  };
}

/** What the hosted checkout page shows. */
export interface TestCheckoutView {
  id: string;
  description: string;
  currency: string;
  amountMinor: number;
  billingInterval: 'month' | 'year' | null;
  state: 'open' | 'requires_action' | 'complete' | 'declined' | 'canceled';
  cancelUrl: string;
}

/**
 * The hosted checkout `id` as its page shows it.
 * @throws NotFoundError 'payment.request_not_found' for an unknown id or when the provider is off.
 */
export async function getTestCheckout(db: Db, id: string): Promise<TestCheckoutView> {
  if (env().PAYMENT_TEST_PROVIDER !== 'on') throw new NotFoundError('payment.request_not_found');
  const [row] = await db.select().from(testProviderCheckouts).where(eq(testProviderCheckouts.id, id));
  if (!row) throw new NotFoundError('payment.request_not_found');
  return {
    id: row.id,
    description: row.description,
    currency: row.currency,
    amountMinor: row.amountMinor,
    billingInterval: row.billingInterval as TestCheckoutView['billingInterval'],
    state: row.state as TestCheckoutView['state'],
    cancelUrl: row.cancelUrl,
  };
}

/** Where the browser goes next after a step of the hosted checkout. */
export type TestCheckoutStep = { next: 'redirect'; url: string } | { next: 'authenticate' };

export interface TestCard {
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
}

/**
 * Pays the hosted checkout `id` with a test card: success → webhook `checkout.completed` and the
 * success URL; decline → webhook `checkout.failed` (card_declined) and the cancel URL; the
 * authentication card → the second step.
 * @throws ValidationError 'payment.card_invalid' (number, expiry or CVC, by field) or
 *   'payment.test_card_only'; NotFoundError; ConflictError 'payment.checkout_closed' when the
 *   checkout was already paid, declined or left.
 */
export async function payTestCheckout(db: Db, id: string, card: TestCard): Promise<TestCheckoutStep> {
  await getTestCheckout(db, id);
  const number = card.number.replace(/[\s-]/g, '');
  const fields: Record<string, string> = {};
  if (!cardValidator.number(number).isValid) fields.number = 'payment.card_invalid';
  if (!cardValidator.expirationDate(card.expiry).isValid) fields.expiry = 'payment.card_expiry_invalid';
  if (!cardValidator.cvv(card.cvc, [3, 4]).isValid) fields.cvc = 'payment.card_cvc_invalid';
  if (Object.keys(fields).length) throw new ValidationError('payment.card_invalid', fields);
  const known = Object.values(TEST_CARDS) as string[];
  if (!known.includes(number))
    throw new ValidationError('payment.test_card_only', { number: 'payment.test_card_only' });
  const last4 = number.slice(-4);
  if (number === TEST_CARDS.authenticate) {
    await moveCheckout(db, id, ['open'], { state: 'requires_action', cardLast4: last4 });
    return { next: 'authenticate' };
  }
  return settle(db, id, ['open'], number === TEST_CARDS.success, last4, 'card_declined');
}

/**
 * The second step ("Authenticate" page): approved → as a successful card; failed → declined
 * with reason authentication_failed.
 * @throws NotFoundError; ConflictError 'payment.checkout_closed' when no second step is waiting.
 */
export async function authenticateTestCheckout(
  db: Db,
  id: string,
  approve: boolean,
): Promise<TestCheckoutStep> {
  await getTestCheckout(db, id);
  return settle(db, id, ['requires_action'], approve, null, 'authentication_failed');
}

/**
 * The buyer leaves the hosted page ("Cancel and return"): webhook `checkout.failed` (canceled)
 * and the cancel URL.
 * @throws NotFoundError; ConflictError 'payment.checkout_closed'.
 */
export async function cancelTestCheckout(db: Db, id: string): Promise<TestCheckoutStep> {
  await getTestCheckout(db, id);
  return db.transaction(async (tx) => {
    const row = await moveCheckout(tx, id, ['open', 'requires_action'], { state: 'canceled' });
    await sendTestEvent(tx, {
      type: 'checkout.failed',
      eventId: newId('evt'),
      paymentRequestId: row.clientReference,
      reason: 'canceled',
    });
    return { next: 'redirect' as const, url: row.cancelUrl };
  });
}

async function settle(
  db: Db,
  id: string,
  from: string[],
  paid: boolean,
  last4: string | null,
  declineReason: string,
): Promise<TestCheckoutStep> {
  return db.transaction(async (tx) => {
    const interval = await currentInterval(tx, id);
    const periodEnd = interval ? addInterval(new Date(), interval) : null;
    const row = await moveCheckout(
      tx,
      id,
      from,
      paid
        ? {
            state: 'complete',
            paymentId: newId('py'),
            ...(last4 ? { cardLast4: last4 } : {}),
            ...(interval ? { subscriptionId: newId('sub'), periodEnd, subscriptionState: 'active' } : {}),
          }
        : { state: 'declined', ...(last4 ? { cardLast4: last4 } : {}) },
    );
    await sendTestEvent(
      tx,
      paid
        ? {
            type: 'checkout.completed',
            eventId: newId('evt'),
            paymentRequestId: row.clientReference,
            providerPaymentId: row.paymentId!,
            amountMinor: row.amountMinor,
            currency: row.currency as (typeof CURRENCIES)[number],
            subscription:
              row.subscriptionId && row.periodEnd
                ? { id: row.subscriptionId, periodEnd: row.periodEnd.toISOString() }
                : null,
          }
        : {
            type: 'checkout.failed',
            eventId: newId('evt'),
            paymentRequestId: row.clientReference,
            reason: declineReason,
          },
    );
    return { next: 'redirect' as const, url: paid ? row.successUrl : row.cancelUrl };
  });
}

async function currentInterval(db: Db, id: string) {
  const [row] = await db
    .select({ interval: testProviderCheckouts.billingInterval })
    .from(testProviderCheckouts)
    .where(eq(testProviderCheckouts.id, id));
  return (row?.interval ?? null) as 'month' | 'year' | null;
}

/** Moves checkout `id` from one of the `from` states, once (two clicks cannot both pass). */
async function moveCheckout(
  db: Db,
  id: string,
  from: string[],
  set: Partial<typeof testProviderCheckouts.$inferInsert>,
) {
  const [row] = await db
    .update(testProviderCheckouts)
    .set(set)
    .where(and(eq(testProviderCheckouts.id, id), inArray(testProviderCheckouts.state, from)))
    .returning();
  if (!row) throw new ConflictError('payment.checkout_closed');
  return row;
}

/** What the test provider can do to a subscription it bills (the admin's test tools, tests). */
export type TestSubscriptionAction =
  'renew' | 'fail-renewal' | 'cancel-at-period-end' | 'cancel-now' | 'refund';

/**
 * Plays a billing event on the test subscription `subscriptionId` and sends its webhook:
 * `renew` charges the next interval (period end moves on), `fail-renewal` a declined renewal,
 * `cancel-at-period-end` / `cancel-now` the buyer's cancellation, `refund` refunds the last charge.
 * @throws NotFoundError 'payment.subscription_not_found'; ConflictError 'payment.checkout_closed'
 *   when the subscription is already canceled.
 */
export async function simulateTestSubscription(
  db: Db,
  subscriptionId: string,
  action: TestSubscriptionAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.subscriptionId, subscriptionId))
      .for('update');
    if (!row || !row.periodEnd || !row.billingInterval)
      throw new NotFoundError('payment.subscription_not_found');
    if (row.subscriptionState !== 'active' && action !== 'refund')
      throw new ConflictError('payment.checkout_closed');
    const eventId = newId('evt');
    switch (action) {
      case 'renew': {
        const periodEnd = addInterval(row.periodEnd, row.billingInterval as 'month' | 'year');
        const paymentId = newId('py');
        await tx
          .update(testProviderCheckouts)
          .set({ periodEnd, paymentId })
          .where(eq(testProviderCheckouts.id, row.id));
        await sendTestEvent(tx, {
          type: 'renewal.paid',
          eventId,
          subscriptionId,
          providerPaymentId: paymentId,
          amountMinor: row.amountMinor,
          currency: row.currency as (typeof CURRENCIES)[number],
          periodEnd: periodEnd.toISOString(),
        });
        return;
      }
      case 'fail-renewal':
        await sendTestEvent(tx, { type: 'renewal.failed', eventId, subscriptionId, reason: 'card_declined' });
        return;
      case 'cancel-at-period-end':
      case 'cancel-now':
        await tx
          .update(testProviderCheckouts)
          .set({ subscriptionState: 'canceled' })
          .where(eq(testProviderCheckouts.id, row.id));
        await sendTestEvent(tx, {
          type: 'subscription.canceled',
          eventId,
          subscriptionId,
          atPeriodEnd: action === 'cancel-at-period-end',
        });
        return;
      case 'refund':
        await tx
          .update(testProviderCheckouts)
          .set({ subscriptionState: 'canceled' })
          .where(eq(testProviderCheckouts.id, row.id));
        await sendTestEvent(tx, { type: 'payment.refunded', eventId, providerPaymentId: row.paymentId! });
        return;
    }
  });
}

/** Queues the webhook of `event` (sent, signed at sending time, by the `test-provider-webhook` job). */
async function sendTestEvent(tx: Db, event: ProviderEvent): Promise<void> {
  await enqueue(tx, 'test-provider-webhook', { body: JSON.stringify(event) });
}

/** How the webhook job reaches the app; tests replace `post` to call the API in process. */
export const testWebhookTransport = {
  post: (url: string, init: RequestInit): Promise<Response> =>
    fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }),
};

/**
 * The `test-provider-webhook` job: POSTs the event, signed now, to the app's webhook URL.
 * @throws when the app does not answer 2xx (the queue retries with back-off).
 */
export async function deliverTestWebhook(data: { body: string }): Promise<void> {
  const url = `${env().PUBLIC_ORIGIN}/api/v2/payments/webhooks/test`;
  const res = await testWebhookTransport.post(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(data.body) },
    body: data.body,
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

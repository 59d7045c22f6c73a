/**
 * iyzico as a payment provider (decision 0020 §1, §4; docs/research/payments-sdks.md §2): the
 * hosted Checkout Form for every purchase, and the two ways iyzico tells us how it went, both
 * at `<PUBLIC_ORIGIN>/api/v2/payments/webhooks/iyzico`:
 *
 * - the buyer's browser POSTs `token=…` (form-encoded) after the form. Nothing in it is signed:
 *   the proof is our own authenticated `checkoutForm.retrieve` call for a token we issued, and
 *   the retrieve answer's `signature`;
 * - iyzico's server notification (JSON, header `X-IYZ-SIGNATURE-V3`, enabled on request by
 *   iyzico). A Checkout Form notification is checked, then retrieved the same way, so it and
 *   the browser's POST give the same event id (`cf:<token>`) and are stored once.
 *
 * What iyzico cannot do here: a subscription. Its subscription checkout needs a pricing plan
 * made beforehand at iyzico, which we do not keep, so a package is sold as a one-off Checkout
 * Form payment and `checkout.completed` carries `subscription: null`; the product tracks the
 * period, renewals, cancellation at period end and refunds itself (decision 0020 §4). There is
 * no customer portal (our membership page serves) and no refund webhook.
 *
 * SDK: iyzipay@2.0.69, callback-only, typed by ./iyzipay.d.ts; must stay a server external
 * package in Next (it reads its own folder at start).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Iyzipay from 'iyzipay';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { BadGatewayError } from '@/server/errors';
import { paymentRequests } from '../schema';
import {
  CURRENCIES,
  providerEventSchema,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

export const IYZICO_SIGNATURE_HEADER = 'x-iyz-signature-v3';

/**
 * Buyer details iyzico requires and the checkout does not have yet. identityNumber
 * 11111111111 is the value iyzico's documentation allows when the T.C. number is not asked.
 * TODO(billing profile): fill the address, city, country and zip from `billing_profiles`, and
 * the buyer's IP from the checkout request, once CheckoutInput carries them.
 */
const BUYER_PLACEHOLDER = {
  identityNumber: '11111111111',
  address: 'Not provided',
  city: 'Istanbul',
  country: 'Turkey',
  ip: '127.0.0.1',
} as const;

let cached: { key: string; client: Iyzipay } | undefined;

/**
 * The SDK client for IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL.
 * @throws Error when the keys are not set.
 */
export function iyzicoClient(): Iyzipay {
  const { IYZICO_API_KEY: apiKey, IYZICO_SECRET_KEY: secretKey, IYZICO_BASE_URL: uri } = env();
  if (!apiKey || !secretKey) throw new Error('IYZICO_API_KEY and IYZICO_SECRET_KEY are not set');
  const key = `${apiKey}\n${secretKey}\n${uri}`;
  if (cached?.key !== key) cached = { key, client: new Iyzipay({ apiKey, secretKey, uri }) };
  return cached.client;
}

/** Runs one callback-style SDK call; iyzico's own refusals come back as `status: 'failure'`. */
function call<Req, Res>(
  run: (request: Req, cb: Iyzipay.Callback<Res>) => void,
  request: Req,
): Promise<Res | Iyzipay.FailureResult> {
  return new Promise((resolve, reject) =>
    run(request, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

const hmacHex = (secretKey: string, message: string) =>
  createHmac('sha256', secretKey).update(message, 'utf8').digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()));

/**
 * The `signature` iyzico puts on an answer: hex HMAC-SHA256(secretKey, values joined by ':'),
 * each value as JavaScript prints the parsed JSON value (100 → "100"), as the SDK's samples do.
 */
export function iyzicoResponseSignature(values: unknown[], secretKey: string): string {
  return hmacHex(secretKey, values.join(':'));
}

/**
 * The expected `X-IYZ-SIGNATURE-V3` of a notification `payload` (research §2 table): the
 * Checkout Form / Pay with iyzico formula when it has a token, the subscription formula for
 * `subscription.*` events, else the direct-payment formula.
 */
export function iyzicoNotificationSignature(payload: Record<string, unknown>, secretKey: string): string {
  const s = (key: string) =>
    payload[key] === undefined || payload[key] === null ? '' : String(payload[key]);
  const type = s('iyziEventType');
  const message = type.startsWith('subscription.')
    ? s('merchantId') +
      secretKey +
      type +
      s('subscriptionReferenceCode') +
      s('orderReferenceCode') +
      s('customerReferenceCode')
    : payload.token !== undefined
      ? secretKey + type + s('iyziPaymentId') + s('token') + s('paymentConversationId') + s('status')
      : secretKey + type + s('paymentId') + s('paymentConversationId') + s('status');
  return hmacHex(secretKey, message);
}

/** 42000 (kuruş) → "420.00"; the SDK sends it as "420.0". */
const decimalOf = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** The browser's callback token from a form-encoded or multipart body (or JSON, to be lenient). */
async function callbackToken(rawBody: string, headers: Headers): Promise<string | null> {
  const type = headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(rawBody, { headers: { 'content-type': type } })
      .formData()
      .catch(() => null);
    const token = form?.get('token');
    return typeof token === 'string' && token ? token : null;
  }
  if (type.startsWith('application/json')) {
    try {
      const token = (JSON.parse(rawBody) as { token?: unknown }).token;
      return typeof token === 'string' && token ? token : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(rawBody).get('token') || null;
}

/** The iyzico provider for `db`. Configured when IYZICO_API_KEY and IYZICO_SECRET_KEY are set. */
export function iyzicoProvider(db: Db): PaymentProvider {
  /**
   * Retrieves the Checkout Form `token` at iyzico and maps its result: SUCCESS (fraud check
   * passed) → checkout.completed; FAILURE → checkout.failed 'card_declined'; anything still in
   * progress or under fraud review → nothing yet (a later notification retrieves it again).
   * @throws WebhookSignatureError for a token we did not issue, one iyzico does not know, or a
   *   wrong answer signature; Error when iyzico cannot be reached (answered 500).
   */
  async function checkoutFormEvents(token: string): Promise<ProviderEvent[]> {
    const [request] = await db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(and(eq(paymentRequests.provider, 'iyzico'), eq(paymentRequests.providerReference, token)));
    if (!request) throw new WebhookSignatureError('iyzico: unknown checkout form token');
    const client = iyzicoClient();
    const result = await call(client.checkoutForm.retrieve.bind(client.checkoutForm), {
      locale: 'en',
      conversationId: request.id,
      token,
    });
    if (result.status !== 'success')
      throw new WebhookSignatureError(`iyzico: retrieve refused (${result.errorCode ?? '?'})`);
    const { paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price } = result;
    const expected = iyzicoResponseSignature(
      [paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, result.token],
      env().IYZICO_SECRET_KEY!,
    );
    // Older answers carry no signature; the authenticated retrieve call itself is then the proof.
    if (result.signature !== undefined && !sameHex(result.signature, expected))
      throw new WebhookSignatureError('iyzico: retrieve answer signature does not match');
    if (result.token !== token || basketId !== request.id)
      throw new WebhookSignatureError('iyzico: retrieve answer is for another payment');
    const eventId = `cf:${token}`;
    if (paymentStatus === 'FAILURE')
      return [
        providerEventSchema.parse({
          type: 'checkout.failed',
          eventId,
          paymentRequestId: request.id,
          reason: 'card_declined',
        }),
      ];
    if (paymentStatus !== 'SUCCESS' || (result.fraudStatus ?? 1) !== 1 || !paymentId) return [];
    const code = (currency ?? '').toUpperCase();
    if (!(CURRENCIES as readonly string[]).includes(code))
      throw new WebhookSignatureError(`iyzico: unexpected currency ${code}`);
    return [
      providerEventSchema.parse({
        type: 'checkout.completed',
        eventId,
        paymentRequestId: request.id,
        providerPaymentId: String(paymentId),
        amountMinor: Math.round(Number(paidPrice) * 100),
        currency: code,
        // No iyzico subscription exists; the product tracks the period (decision 0020 §4).
        subscription: null,
      }),
    ];
  }

  /**
   * A server notification: checks X-IYZ-SIGNATURE-V3, then a Checkout Form one is retrieved
   * like the browser's callback; a failed subscription order → renewal.failed; others → none
   * (this product makes no iyzico subscriptions or direct payments).
   * @throws WebhookSignatureError when the body is not JSON or the signature does not match.
   */
  async function notificationEvents(rawBody: string, signature: string): Promise<ProviderEvent[]> {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      throw new WebhookSignatureError('iyzico: notification is not JSON');
    }
    if (!payload || typeof payload !== 'object') throw new WebhookSignatureError('iyzico: bad notification');
    if (!sameHex(signature, iyzicoNotificationSignature(payload, env().IYZICO_SECRET_KEY!)))
      throw new WebhookSignatureError('iyzico: X-IYZ-SIGNATURE-V3 does not match');
    if (typeof payload.token === 'string' && payload.token) return checkoutFormEvents(payload.token);
    if (payload.iyziEventType === 'subscription.order.failure' && payload.subscriptionReferenceCode)
      return [
        providerEventSchema.parse({
          type: 'renewal.failed',
          eventId: `sub:${String(payload.orderReferenceCode ?? payload.iyziReferenceCode)}`,
          subscriptionId: String(payload.subscriptionReferenceCode),
          reason: 'card_declined',
        }),
      ];
    // subscription.order.success would need the order's amount and period: a retrieve whose
    // answer shape is unconfirmed (research, open question 2), for subscriptions we never make.
    return [];
  }

  return {
    name: 'iyzico',
    isConfigured: () => Boolean(env().IYZICO_API_KEY && env().IYZICO_SECRET_KEY),

    /**
     * Initializes a hosted Checkout Form for `input` (one-off, also for a package's interval;
     * see the file's note): conversationId and basketId = our request id, price and paidPrice
     * from `amountMinor` as decimal strings, one installment, callback to our webhook URL.
     * Output: `{ redirectUrl: paymentPageUrl, providerReference: token }`.
     * @throws BadGatewayError 'payment.customer_error' when iyzico refuses or cannot be reached.
     */
    async createCheckout(input: CheckoutInput) {
      const client = iyzicoClient();
      const price = decimalOf(input.amountMinor);
      const full = input.buyer.name.trim() || input.buyer.email;
      const cut = full.lastIndexOf(' ');
      // iyzico needs a surname: a one-word name is sent as both.
      const [name, surname] = cut > 0 ? [full.slice(0, cut), full.slice(cut + 1)] : [full, full];
      const address = {
        contactName: full,
        city: BUYER_PLACEHOLDER.city,
        country: BUYER_PLACEHOLDER.country,
        address: BUYER_PLACEHOLDER.address,
      };
      let result: Iyzipay.CheckoutFormInitializeResult | Iyzipay.FailureResult;
      try {
        result = await call(client.checkoutFormInitialize.create.bind(client.checkoutFormInitialize), {
          locale: input.locale,
          conversationId: input.paymentRequestId,
          basketId: input.paymentRequestId,
          price,
          paidPrice: price,
          currency: input.currency,
          paymentGroup: 'PRODUCT',
          callbackUrl: `${env().PUBLIC_ORIGIN}/api/v2/payments/webhooks/iyzico`,
          enabledInstallments: [1],
          buyer: {
            id: input.buyer.userId,
            name,
            surname,
            identityNumber: BUYER_PLACEHOLDER.identityNumber,
            email: input.buyer.email,
            registrationAddress: BUYER_PLACEHOLDER.address,
            city: BUYER_PLACEHOLDER.city,
            country: BUYER_PLACEHOLDER.country,
            ip: BUYER_PLACEHOLDER.ip,
          },
          billingAddress: address,
          basketItems: [
            {
              id: input.paymentRequestId,
              name: input.description,
              category1: 'Premium',
              itemType: 'VIRTUAL',
              price,
            },
          ],
        });
      } catch (error) {
        console.error(`[payments] iyzico checkout form failed: ${(error as Error).message}`);
        throw new BadGatewayError('payment.customer_error');
      }
      if (result.status !== 'success') {
        console.error(`[payments] iyzico checkout form refused: ${result.errorCode} ${result.errorMessage}`);
        throw new BadGatewayError('payment.customer_error');
      }
      return { redirectUrl: result.paymentPageUrl, providerReference: result.token };
    },

    /**
     * The browser's callback POST (no signature header) or iyzico's notification
     * (X-IYZ-SIGNATURE-V3); see the file's note.
     * @throws WebhookSignatureError for anything that cannot be verified (or when iyzico is not
     *   configured); Error when iyzico cannot be reached.
     */
    async verifyWebhook(rawBody: string, headers: Headers) {
      if (!env().IYZICO_API_KEY || !env().IYZICO_SECRET_KEY)
        throw new WebhookSignatureError('iyzico is not configured');
      const signature = headers.get(IYZICO_SIGNATURE_HEADER);
      if (signature) return notificationEvents(rawBody, signature);
      const token = await callbackToken(rawBody, headers);
      if (!token) throw new WebhookSignatureError('iyzico: no token');
      return checkoutFormEvents(token);
    },
  };
}

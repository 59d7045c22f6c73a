/**
 * The Payments calls of D §7 (`/apiPayment`; issue 16 §1; decision 0020): the premium packages on
 * sale and one product by id (public: the plans page), starting a payment
 * (`POST /apiPayment/products/payment`, signed in), its state for the success page, the providers'
 * webhooks (`POST /api/v2/payments/webhooks/{provider}`, signature-checked, no session) and the
 * built-in test provider's hosted checkout steps. Errors of §8: 'Product not found', 'The payment
 * type is not supported', 'Error adding the customer', 'The user already has a premium account'.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { getDb } from '@/server/db/client';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { NotFoundError, ValidationError } from '@/server/errors';
import { getProduct, listProducts } from './products';
import { getPaymentRequest, startCheckout } from './checkout';
import { receiveWebhook } from './payment-events';
import { resultPageFor, waitingPageFor } from './result-pages';
import { env } from '@/server/env';
import { WebhookSignatureError } from './providers/types';
import {
  authenticateTestCheckout,
  cancelTestCheckout,
  getTestCheckout,
  payTestCheckout,
} from './providers/test-provider';

const tags = ['Payments'];

const product = z.object({
  id: z.number(),
  kind: z.enum(['premium-subscription']),
  packageKey: z.string().describe('The package granted: personal-monthly, business-yearly, …'),
  plan: z.enum(['personal', 'enterprise']),
  billingInterval: z.enum(['month', 'year']),
  prices: z
    .object({ USD: z.number().int(), TRY: z.number().int() })
    .describe('Price per interval in minor units (US cents, kuruş)'),
});

const paymentRequestState = z.object({
  id: z.string().uuid(),
  entityType: z.enum(['premium-subscription', 'report']),
  entityId: z.number().int(),
  packageKey: z.string().nullable(),
  currency: z.string(),
  amountMinor: z.number().int().describe('Minor units of currency'),
  state: z.enum(['created', 'paid', 'failed', 'canceled']),
  failureReason: z
    .string()
    .nullable()
    .describe('card_declined, authentication_failed, canceled, provider_error'),
  endsAt: z.string().nullable().describe('For a paid package: when it ends (UTC ISO-8601)'),
});

const testCheckoutId = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const testCheckoutView = z.object({
  id: z.string(),
  description: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  billingInterval: z.enum(['month', 'year']).nullable(),
  state: z.enum(['open', 'requires_action', 'complete', 'declined', 'canceled']),
  cancelUrl: z.string(),
});
const testStep = z.union([
  z.object({ next: z.literal('redirect'), url: z.string() }),
  z.object({ next: z.literal('authenticate') }),
]);
const testStepResponses = {
  200: { ...json(envelopeOf(testStep)), description: 'Where the browser goes next' },
  400: { ...json(errorEnvelope), description: 'Invalid card, not a test card' },
  404: { ...json(errorEnvelope), description: "'Payment not found'" },
  409: { ...json(errorEnvelope), description: 'The checkout is already closed' },
};

/** Calls made by a provider or on its hosted page need no viewer: only the database. */
const apiCtxWithoutViewer = async () => ({ db: await getDb() });

export const paymentsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiPayment/products',
      tags,
      summary: 'The premium packages on sale, personal before enterprise, monthly before yearly',
      responses: { 200: { ...json(envelopeOf(z.array(product))), description: 'Products' } },
    }),
    async (c) => ok(c, await listProducts((await apiCtx(c)).db)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiPayment/products/{id}',
      tags,
      summary: 'One product on sale',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: { ...json(envelopeOf(product)), description: 'The product' },
        400: { ...json(errorEnvelope), description: 'Invalid id' },
        404: { ...json(errorEnvelope), description: "'Product not found'" },
      },
    }),
    async (c) => ok(c, await getProduct((await apiCtx(c)).db, c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiPayment/products/payment',
      tags,
      summary: "Start paying for a product: answers the address of the provider's checkout",
      description:
        "Signed in. Body: EntityId (the product id; for EntityType report the report version id), EntityType (premium-subscription by default, or report), Currency (USD or TRY; default by language). Headers successUrl and cancelUrl: paths or addresses of this site where the provider sends the browser back (default /payment-success and /payment-fail); entityType, entityId and paymentRequestId are added to them. Nothing is granted until the provider's webhook confirms the payment.",
      request: {
        headers: z.object({
          successurl: z.string().max(2000).optional(),
          cancelurl: z.string().max(2000).optional(),
        }),
        body: jsonBody(
          z.object({
            EntityId: z.number().int().min(1).max(2_147_483_647),
            EntityType: z.string().max(40).optional(),
            Currency: z.string().max(3).optional(),
          }),
        ),
      },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ redirectUrl: z.string(), paymentRequestId: z.string().uuid() }))),
          description: 'Where to send the browser',
        },
        400: {
          ...json(errorEnvelope),
          description: "'The payment type is not supported'; bad return address",
        },
        401: { ...json(errorEnvelope), description: 'Not signed in' },
        404: { ...json(errorEnvelope), description: "'Product not found'" },
        409: {
          ...json(errorEnvelope),
          description: "'The user already has a premium account'; a report version already bought or free",
        },
        502: { ...json(errorEnvelope), description: "'Error adding the customer'" },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const headers = c.req.valid('header');
      return ok(
        c,
        await startCheckout(await apiCtx(c), {
          entityId: body.EntityId,
          entityType: body.EntityType,
          currency: body.Currency,
          successUrl: headers.successurl,
          cancelUrl: headers.cancelurl,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/requests/{id}',
      tags,
      summary: "A payment request's state (its buyer only): the success page waits for `paid`",
      request: { params: z.object({ id: z.string().uuid() }) },
      responses: {
        200: { ...json(envelopeOf(paymentRequestState)), description: 'The payment request' },
        400: { ...json(errorEnvelope), description: 'Invalid id' },
        401: { ...json(errorEnvelope), description: 'Not signed in' },
        404: { ...json(errorEnvelope), description: "'Payment not found'" },
      },
    }),
    async (c) => ok(c, await getPaymentRequest(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/webhooks/{provider}',
      tags,
      summary:
        "A payment provider's webhook (test, stripe, iyzico): signature-checked, stored once, processed on the queue",
      description:
        "Called by the provider, not by browsers. The signature header is the provider's own (Stripe-Signature; X-IYZ-Signature-V3; atlas-test-signature). A repeated event id is answered 200 and ignored.",
      request: { params: z.object({ provider: z.string().max(20) }) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ stored: z.number().int(), duplicates: z.number().int() }))),
          description: 'Received',
        },
        303: { description: "iyzico's browser callback (a form POST): on to the success or fail page" },
        400: { ...json(errorEnvelope), description: "'Invalid webhook signature'" },
        404: { ...json(errorEnvelope), description: 'Unknown provider' },
      },
    }),
    async (c) => {
      const { db } = await apiCtxWithoutViewer();
      try {
        const raw = await c.req.text();
        const result = await receiveWebhook(db, c.req.valid('param').provider, raw, c.req.raw.headers);
        if (!result) throw new NotFoundError();
        // iyzico sends the buyer's browser here (a form POST from its page): on to our result page;
        // while iyzico still checks the payment (no event yet), to the success page, which waits.
        const browser = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
        if (browser) {
          const page =
            (await resultPageFor(db, result.events)) ??
            (await waitingPageFor(db, new URLSearchParams(raw).get('token')));
          if (page) return c.redirect(`${env().PUBLIC_ORIGIN}${page}`, 303);
        }
        return ok(c, { stored: result.stored, duplicates: result.duplicates });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          console.warn(`[payments] webhook refused: ${error.message}`);
          throw new ValidationError('payment.webhook_signature');
        }
        throw error;
      }
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/test-provider/checkouts/{id}',
      tags,
      summary: "The test provider's hosted checkout (TEST MODE; only while PAYMENT_TEST_PROVIDER is on)",
      request: { params: testCheckoutId },
      responses: {
        200: { ...json(envelopeOf(testCheckoutView)), description: 'The checkout' },
        404: { ...json(errorEnvelope), description: "'Payment not found'" },
      },
    }),
    async (c) => ok(c, await getTestCheckout((await apiCtxWithoutViewer()).db, c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/test-provider/checkouts/{id}/pay',
      tags,
      summary:
        'Pay the test checkout with a test card (4242… succeeds, 4000000000000002 is declined, 4000002760003184 asks for a second step)',
      request: {
        params: testCheckoutId,
        body: jsonBody(
          z.object({ number: z.string().max(30), expiry: z.string().max(7), cvc: z.string().max(4) }),
        ),
      },
      responses: testStepResponses,
    }),
    async (c) =>
      ok(
        c,
        await payTestCheckout((await apiCtxWithoutViewer()).db, c.req.valid('param').id, c.req.valid('json')),
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/test-provider/checkouts/{id}/authenticate',
      tags,
      summary: "The test checkout's second step: approve or fail the authentication",
      request: { params: testCheckoutId, body: jsonBody(z.object({ approve: z.boolean() })) },
      responses: testStepResponses,
    }),
    async (c) =>
      ok(
        c,
        await authenticateTestCheckout(
          (await apiCtxWithoutViewer()).db,
          c.req.valid('param').id,
          c.req.valid('json').approve,
        ),
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/test-provider/checkouts/{id}/cancel',
      tags,
      summary: 'Leave the test checkout and return to the merchant',
      request: { params: testCheckoutId },
      responses: testStepResponses,
    }),
    async (c) => ok(c, await cancelTestCheckout((await apiCtxWithoutViewer()).db, c.req.valid('param').id)),
  );

/**
 * Super admins' payment calls (issue 16 §1; D §2 `premium-management`, `payment-integrations`;
 * decision 0020 §1, §3): product prices, the provider per currency, and the test provider's
 * billing events. Everyone else gets 401 or 403.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import {
  getIntegrations,
  listTestSubscriptions,
  MAX_PRICE_MINOR,
  playTestBillingEvent,
  setIntegrations,
  setProductPrice,
} from './admin';
import { PROVIDER_NAMES } from './providers/types';

const tags = ['Payments'];
const failures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: 'Not a super admin' },
};
const providerName = z.enum(PROVIDER_NAMES);
const perProvider = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ test: value, stripe: value, iyzico: value });
const integrations = z.object({
  providers: z.object({ USD: providerName, TRY: providerName }),
  configured: perProvider(z.boolean()).describe('Secrets set on the server (never shown)'),
  webhookUrls: perProvider(z.string()),
  testMode: z.boolean(),
});

export const paymentsAdminApi = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/payments/products/{id}/price',
      tags,
      summary: "Set a product's price in one currency (super admins; minor units)",
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }) }),
        body: jsonBody(
          z.object({ currency: z.enum(['USD', 'TRY']), amountMinor: int32().min(1).max(MAX_PRICE_MINOR) }),
        ),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                id: z.number(),
                packageKey: z.string(),
                prices: z.object({ USD: z.number().int(), TRY: z.number().int() }),
              }),
            ),
          ),
          description: 'The product',
        },
        400: { ...json(errorEnvelope), description: 'Invalid price' },
        ...failures,
        404: { ...json(errorEnvelope), description: "'Product not found'" },
      },
    }),
    async (c) => {
      const { currency, amountMinor } = c.req.valid('json');
      return ok(c, await setProductPrice(await apiCtx(c), c.req.valid('param').id, currency, amountMinor));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/integrations',
      tags,
      summary: 'The provider per currency and which providers are configured (super admins)',
      responses: { 200: { ...json(envelopeOf(integrations)), description: 'Integrations' }, ...failures },
    }),
    async (c) => ok(c, await getIntegrations(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/payments/integrations',
      tags,
      summary: 'Choose the provider for USD and for TRY (only configured providers)',
      request: { body: jsonBody(z.object({ USD: providerName, TRY: providerName })) },
      responses: {
        200: { ...json(envelopeOf(integrations)), description: 'Saved' },
        400: { ...json(errorEnvelope), description: 'A provider without its secrets, by currency' },
        ...failures,
      },
    }),
    async (c) => ok(c, await setIntegrations(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/test-provider/subscriptions',
      tags,
      summary: 'The newest 20 subscriptions billed by the test provider (super admins)',
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.array(
                z.object({
                  id: z.number(),
                  email: z.string(),
                  packageKey: z.string(),
                  state: z.string(),
                  cancelAtPeriodEnd: z.boolean(),
                  currentPeriodEnd: z.string(),
                  graceUntil: z.string().nullable(),
                }),
              ),
            ),
          ),
          description: 'Subscriptions',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await listTestSubscriptions(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/test-provider/subscriptions/{id}/{action}',
      tags,
      summary:
        'Play a billing event on a test subscription: the test provider sends its webhook (super admins)',
      request: {
        params: z.object({
          id: coercedInt32({ min: 1 }),
          action: z.enum(['renew', 'fail-renewal', 'cancel-at-period-end', 'cancel-now', 'refund']),
        }),
      },
      responses: {
        200: { ...json(envelopeOf(z.object({ sent: z.literal(true) }))), description: 'Webhook queued' },
        ...failures,
        404: { ...json(errorEnvelope), description: "'Subscription not found'" },
        409: { ...json(errorEnvelope), description: 'The subscription has ended' },
      },
    }),
    async (c) => {
      const { id, action } = c.req.valid('param');
      await playTestBillingEvent(await apiCtx(c), id, action);
      return ok(c, { sent: true as const });
    },
  );

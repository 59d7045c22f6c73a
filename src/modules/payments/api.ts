/**
 * The products calls of D §7 Payments (`/apiPayment`; issue 16 §1): the premium packages on
 * sale and one product by id, for everybody (the plans page is public). Errors of §8: 'Product
 * not found'. Checkout, the customer portal and webhooks come with the payment flow
 * (decision 0020).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { getProduct, listProducts } from './products';

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
  );

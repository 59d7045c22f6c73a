/**
 * The buyer's payment calls (issue 16 §1; D §7 Payments `GET /apiPayment/payments/CustomerPortal`
 * "answer holds portalUrl"; D §2 `/dashboard/membership-packages`, `/dashboard/billing-information`):
 * the current subscription and cancelling its renewal, the customer portal's address, invoice
 * details, the payments and a PDF receipt for each. Every call is the signed-in buyer's own.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { cancelRenewal, currentSubscription, customerPortalUrl } from './membership';
import { getBillingProfile, listPayments, saveBillingProfile } from './billing';
import { receiptPdf } from './receipt';
import { billingProfileInput } from './validation';

const tags = ['Payments'];
const failures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
};

const subscription = z.object({
  id: int32(),
  packageKey: z.string(),
  billingInterval: z.enum(['month', 'year']),
  provider: z.string(),
  state: z.enum(['active', 'past_due', 'canceled', 'refunded']),
  currentPeriodEnd: z.string().describe('UTC ISO-8601'),
  cancelAtPeriodEnd: z.boolean(),
  graceUntil: z.string().nullable().describe('After a failed renewal: the package lasts until then'),
  endsAt: z.string().nullable().describe('When the package ends now (UTC ISO-8601)'),
});

const billingProfile = z.object({
  saved: z.boolean().describe('False: not saved yet; the values come from the account'),
  kind: z.enum(['person', 'company']),
  fullName: z.string(),
  companyName: z.string().nullable().optional(),
  taxOffice: z.string().nullable().optional(),
  taxNumber: z.string().nullable().optional(),
  countryCode: z.string(),
  city: z.string(),
  address: z.string(),
  postalCode: z.string().nullable().optional(),
  email: z.string(),
});

const payment = z.object({
  id: int32(),
  receiptNumber: z.string().describe('SA-<year>-<6 digits>'),
  kind: z.enum(['checkout', 'renewal']),
  entityType: z.string(),
  packageKey: z.string().nullable(),
  billingInterval: z.enum(['month', 'year']).nullable(),
  provider: z.string(),
  providerPaymentId: z.string(),
  currency: z.string().describe('ISO-4217'),
  amountMinor: z.number().int().describe('Minor units of currency'),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  report: z
    .object({ titleEn: z.string(), titleTr: z.string(), version: z.string(), language: z.string() })
    .nullable()
    .describe('For a report purchase: the report, edition and file language'),
});

export const billingApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiPayment/payments/CustomerPortal',
      tags,
      summary:
        "The customer portal's address (portalUrl): the provider's portal, else this site's membership page",
      responses: {
        200: { ...json(envelopeOf(z.object({ portalUrl: z.string() }))), description: 'The address' },
        ...failures,
        502: { ...json(errorEnvelope), description: "'Error adding the customer'" },
      },
    }),
    async (c) => ok(c, await customerPortalUrl(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/subscriptions/current',
      tags,
      summary: "The viewer's subscription whose package has not ended (null when none)",
      responses: {
        200: { ...json(envelopeOf(subscription.nullable())), description: 'The subscription' },
        ...failures,
      },
    }),
    async (c) => ok(c, await currentSubscription(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/payments/subscriptions/{id}/cancel',
      tags,
      summary: 'Stop renewing at the period end (the provider confirms by webhook; the paid time stays)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ requested: z.literal(true) }))),
          description: 'Sent to the provider',
        },
        400: {
          ...json(errorEnvelope),
          description: "'The payment type is not supported' (use the provider's portal)",
        },
        ...failures,
        404: { ...json(errorEnvelope), description: "'Subscription not found'" },
        409: { ...json(errorEnvelope), description: 'Already set to end' },
      },
    }),
    async (c) => ok(c, await cancelRenewal(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/billing-profile',
      tags,
      summary: "The viewer's invoice details",
      responses: {
        200: { ...json(envelopeOf(billingProfile)), description: 'Invoice details' },
        ...failures,
      },
    }),
    async (c) => ok(c, await getBillingProfile(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/payments/billing-profile',
      tags,
      summary:
        'Save the invoice details (a Turkish company also gives its tax office and 10-digit tax number)',
      request: { body: jsonBody(billingProfileInput) },
      responses: {
        200: { ...json(envelopeOf(billingProfile)), description: 'Saved' },
        400: { ...json(errorEnvelope), description: 'Invalid fields, named' },
        ...failures,
      },
    }),
    async (c) => ok(c, await saveBillingProfile(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments',
      tags,
      summary: "The viewer's payments, newest first",
      responses: { 200: { ...json(envelopeOf(z.array(payment))), description: 'Payments' }, ...failures },
    }),
    async (c) => ok(c, await listPayments(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/payments/{id}/receipt',
      tags,
      summary: "A payment's receipt as PDF, in the viewer's language (Accept-Language or ?lang)",
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }) }),
        query: z.object({ lang: z.enum(['en', 'tr']).optional() }),
      },
      responses: {
        200: {
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
          description: 'The receipt',
        },
        ...failures,
        404: { ...json(errorEnvelope), description: "'Payment not found'" },
      },
    }),
    async (c) => {
      // A link in a page names the page's language: the browser's Accept-Language may be another.
      const ctx = await apiCtx(c);
      const lang = c.req.valid('query').lang;
      const { bytes, fileName } = await receiptPdf(
        lang ? { ...ctx, locale: lang } : ctx,
        c.req.valid('param').id,
      );
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

/**
 * Stripe as a payment provider (decision 0020 §1, §4; docs/research/payments-sdks.md §1):
 * Checkout Sessions for buying (a subscription for a package's interval, a one-off payment for
 * anything without one), the Billing Portal as the customer portal, and signed webhooks turned
 * into the normalized events of ./types.ts.
 *
 * SDK: stripe@23.1.0 on API version 2026-10-28.endive (the subscription's period end is on its
 * items; an invoice's subscription is under `parent.subscription_details`; its payments are
 * invoice payments). No network retries: a failed call answers 502 and the buyer tries again,
 * Stripe redelivers a webhook we could not finish. STRIPE_API_BASE points the SDK elsewhere
 * (the tests' fake in tests/helpers/fake-stripe.ts).
 *
 * providerPaymentId is the charge's PaymentIntent id (`pi_…`) everywhere: a one-off session
 * names it (`payment_intent`); for a subscription's first invoice and each renewal it is the
 * invoice's paid invoice payment's PaymentIntent; a `charge.refunded` carries it
 * (`charge.payment_intent`), so a refund finds the `payments` row of the charge it refunds.
 * An invoice paid without a PaymentIntent (from a credit balance, nothing to refund) is
 * identified by its invoice id (`in_…`).
 */
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { BadGatewayError } from '@/server/errors';
import { paymentCustomers } from '../schema';
import {
  providerEventSchema,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
} from './types';

/** The API version stripe@23.1.0 pins (decision 0020 §4). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let cached: { key: string; client: Stripe } | undefined;

/**
 * The SDK client for STRIPE_SECRET_KEY (and STRIPE_API_BASE when set: host, port and protocol
 * of that URL).
 * @throws Error when STRIPE_SECRET_KEY is not set.
 */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: secret, STRIPE_API_BASE: base } = env();
  if (!secret) throw new Error('STRIPE_SECRET_KEY is not set');
  const key = `${secret}\n${base ?? ''}`;
  if (cached?.key === key) return cached.client;
  const url = base ? new URL(base) : null;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(secret, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
  cached = { key, client };
  return client;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromUnix = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Logs what Stripe said (never to the buyer) and throws the §8 error 'Error adding the customer'. */
function customerError(what: string, error: unknown): never {
  console.error(`[payments] stripe ${what} failed: ${(error as Error).message}`);
  throw new BadGatewayError('payment.customer_error');
}

/**
 * The buyer's Stripe customer id: the stored one (`payment_customers`), else a new customer.
 * Two checkouts at once create one customer (same idempotency key) and store one row (the
 * unique (provider, user) index; the first stored wins).
 * @throws BadGatewayError 'payment.customer_error' when Stripe refuses.
 */
async function customerFor(db: Db, stripe: Stripe, buyer: CheckoutInput['buyer']): Promise<string> {
  const stored = () =>
    db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, 'stripe'), eq(paymentCustomers.userId, buyer.userId)));
  const [existing] = await stored();
  if (existing) return existing.id;
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      { email: buyer.email, name: buyer.name, metadata: { userId: buyer.userId } },
      { idempotencyKey: `atlas-customer-${buyer.userId}` },
    );
  } catch (error) {
    customerError('customer creation', error);
  }
  await db
    .insert(paymentCustomers)
    .values({ userId: buyer.userId, provider: 'stripe', providerCustomerId: customer.id })
    .onConflictDoNothing();
  const [row] = await stored();
  return row?.id ?? customer.id;
}

/**
 * The PaymentIntent id that paid `invoice` (see the file's note), from its included payments
 * or Stripe's invoice-payments list; the invoice id when it was paid without one.
 */
async function invoicePaymentId(stripe: Stripe, invoice: string | Stripe.Invoice): Promise<string> {
  const invoiceId = idOf(invoice)!;
  const included = typeof invoice === 'object' ? invoice.payments?.data : undefined;
  const list =
    included ?? (await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 })).data;
  const paid = list.find((p) => p.status === 'paid' && p.payment.payment_intent);
  return idOf(paid?.payment.payment_intent) ?? invoiceId;
}

type Currency = Extract<ProviderEvent, { type: 'checkout.completed' }>['currency'];
const currencyOf = (code: string) => code.toUpperCase() as Currency;

/**
 * The normalized event for one verified Stripe event, or null for events the product does not
 * use. Reads the subscription and the invoice payments from Stripe where the event lacks them.
 * @throws Stripe errors on those reads (the webhook answers 500 and Stripe redelivers).
 */
async function normalize(stripe: Stripe, event: Stripe.Event): Promise<ProviderEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentRequestId = session.client_reference_id ?? session.metadata?.paymentRequestId;
      // 'unpaid': a delayed payment method; checkout.session.async_payment_succeeded follows.
      if (!paymentRequestId || session.payment_status !== 'paid' || session.amount_total === null)
        return null;
      let subscription: { id: string; periodEnd: string } | null = null;
      let providerPaymentId = idOf(session.payment_intent) ?? session.id;
      if (session.mode === 'subscription') {
        const sub = await stripe.subscriptions.retrieve(idOf(session.subscription)!);
        const periodEnd = sub.items.data[0]?.current_period_end;
        if (!periodEnd) throw new Error(`stripe subscription ${sub.id} has no item with a period`);
        subscription = { id: sub.id, periodEnd: isoFromUnix(periodEnd) };
        const invoice = session.invoice ?? sub.latest_invoice;
        if (invoice) providerPaymentId = await invoicePaymentId(stripe, invoice);
      }
      return {
        type: 'checkout.completed',
        eventId: event.id,
        paymentRequestId,
        providerPaymentId,
        amountMinor: session.amount_total,
        currency: currencyOf(session.currency ?? ''),
        subscription,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentRequestId = session.client_reference_id ?? session.metadata?.paymentRequestId;
      if (!paymentRequestId) return null;
      const reason = event.type === 'checkout.session.expired' ? 'canceled' : 'card_declined';
      return { type: 'checkout.failed', eventId: event.id, paymentRequestId, reason };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      // The first invoice comes with checkout.session.completed; plan changes are not sold.
      if (invoice.billing_reason !== 'subscription_cycle' || !subscriptionId) return null;
      if (event.type === 'invoice.payment_failed')
        return { type: 'renewal.failed', eventId: event.id, subscriptionId, reason: 'card_declined' };
      const periodEnd = Math.max(...invoice.lines.data.map((line) => line.period.end));
      if (!Number.isFinite(periodEnd)) throw new Error(`stripe invoice ${invoice.id} has no lines`);
      return {
        type: 'renewal.paid',
        eventId: event.id,
        subscriptionId,
        providerPaymentId: await invoicePaymentId(stripe, invoice),
        amountMinor: invoice.amount_paid,
        currency: currencyOf(invoice.currency),
        periodEnd: isoFromUnix(periodEnd),
      };
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const before = event.data.previous_attributes;
      // Only the moment the buyer asks to stop renewing; undoing it has no normalized event.
      if (!sub.cancel_at_period_end || before?.cancel_at_period_end !== false) return null;
      return { type: 'subscription.canceled', eventId: event.id, subscriptionId: sub.id, atPeriodEnd: true };
    }
    case 'customer.subscription.deleted':
      return {
        type: 'subscription.canceled',
        eventId: event.id,
        subscriptionId: event.data.object.id,
        atPeriodEnd: false,
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      // `refunded` is true only once the whole amount is refunded; partial refunds keep the package.
      if (!charge.refunded) return null;
      return {
        type: 'payment.refunded',
        eventId: event.id,
        providerPaymentId: idOf(charge.payment_intent) ?? charge.id,
      };
    }
    default:
      return null;
  }
}

/**
 * The Stripe provider for `db` (customer ids are stored there). Configured when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 */
export function stripeProvider(db: Db): PaymentProvider {
  return {
    name: 'stripe',
    isConfigured: () => Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET),

    /**
     * A hosted Checkout Session for `input` (amount in minor units, ISO-4217 currency): mode
     * `subscription` with a recurring price for a month/year interval, else `payment`;
     * client_reference_id and metadata.paymentRequestId = our request id.
     * Output: `{ redirectUrl: session.url, providerReference: session.id }`.
     * @throws BadGatewayError 'payment.customer_error' when Stripe refuses the customer or session.
     */
    async createCheckout(input: CheckoutInput) {
      const stripe = stripeClient();
      const customer = await customerFor(db, stripe, input.buyer);
      const metadata = { paymentRequestId: input.paymentRequestId };
      const interval = input.billingInterval;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: interval ? 'subscription' : 'payment',
            customer,
            client_reference_id: input.paymentRequestId,
            metadata,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountMinor,
                  product_data: { name: input.description },
                  ...(interval ? { recurring: { interval } } : {}),
                },
              },
            ],
            ...(interval ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: input.locale,
          },
          { idempotencyKey: `atlas-checkout-${input.paymentRequestId}` },
        );
      } catch (error) {
        customerError('checkout session', error);
      }
      if (!session.url) customerError('checkout session', new Error(`session ${session.id} has no url`));
      return { redirectUrl: session.url, providerReference: session.id };
    },

    /**
     * The Billing Portal address for customer `providerCustomerId` (`cus_…`), coming back to
     * `returnUrl`.
     * @throws BadGatewayError 'payment.customer_error' when Stripe refuses.
     */
    async customerPortalUrl({ providerCustomerId, returnUrl, locale }) {
      try {
        const portal = await stripeClient().billingPortal.sessions.create({
          customer: providerCustomerId,
          return_url: returnUrl,
          locale,
        });
        return portal.url;
      } catch (error) {
        customerError('billing portal', error);
      }
    },

    /**
     * Verifies `Stripe-Signature` on the raw body with STRIPE_WEBHOOK_SECRET (5 minutes of
     * tolerance) and maps the event (see `normalize`): at most one normalized event, validated.
     * @throws WebhookSignatureError when the header is missing, wrong or too old, or Stripe is
     *   not configured; Stripe errors when a read the mapping needs fails (answered 500, redelivered).
     */
    async verifyWebhook(rawBody: string, headers: Headers) {
      const secret = env().STRIPE_WEBHOOK_SECRET;
      const signature = headers.get('stripe-signature');
      if (!secret || !env().STRIPE_SECRET_KEY) throw new WebhookSignatureError('stripe is not configured');
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature');
      const stripe = stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        throw new WebhookSignatureError(`stripe: ${(error as Error).message}`);
      }
      const normalized = await normalize(stripe, event);
      return normalized ? [providerEventSchema.parse(normalized)] : [];
    },
  };
}

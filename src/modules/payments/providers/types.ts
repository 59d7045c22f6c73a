/**
 * The payment-provider interface (decision 0020 §1): what the product asks of the built-in test
 * provider, Stripe and iyzico, and the normalized webhook events — the only provider output the
 * rest of the product sees. Money is in minor units with an ISO-4217 code; dates are `Date`
 * (UTC) in memory and ISO-8601 strings in stored payloads.
 */
import { z } from 'zod';

export const PROVIDER_NAMES = ['test', 'stripe', 'iyzico'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export const CURRENCIES = ['USD', 'TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What a checkout sells: a premium package for an interval (a subscription) or a one-off item. */
export interface CheckoutInput {
  /** Our payment request id (the provider's client reference). */
  paymentRequestId: string;
  /** The line shown on the provider's page ("Personal · yearly"). */
  description: string;
  currency: Currency;
  amountMinor: number;
  /** `month` or `year` for a subscription; null for a one-off payment (a report). */
  billingInterval: 'month' | 'year' | null;
  buyer: { userId: string; email: string; name: string };
  /** Absolute URLs the provider sends the browser to after paying or leaving. */
  successUrl: string;
  cancelUrl: string;
  locale: 'en' | 'tr';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when the provider's secrets are set (and, for the test provider, when it is on). */
  isConfigured(): boolean;
  /**
   * Opens a hosted checkout.
   * @returns the address to send the browser to and the provider's reference for it.
   * @throws ServiceUnavailable-style DomainError `payment.customer_error` when the provider
   *   refuses the customer or the session.
   */
  createCheckout(input: CheckoutInput): Promise<{ redirectUrl: string; providerReference: string }>;
  /**
   * The provider's customer portal for `providerCustomerId` (Stripe Billing Portal), or null when
   * the provider has none (the test provider and iyzico: our own membership page serves instead).
   * @throws BadGatewayError 'payment.customer_error' when the provider refuses.
   */
  customerPortalUrl?(input: {
    providerCustomerId: string;
    returnUrl: string;
    locale: 'en' | 'tr';
  }): Promise<string>;
  /**
   * Checks a webhook's signature on its raw body and turns it into normalized events.
   * @returns the events (empty for event types the product does not use).
   * @throws WebhookSignatureError when the signature is missing, wrong or too old.
   */
  verifyWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent[]>;
}

/** A webhook whose signature does not verify: answered 400 and never stored. */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const isoDate = z.string().datetime({ offset: true });

/**
 * The normalized events of decision 0020 §1; `eventId` is the provider's, unique per provider;
 * dates are ISO-8601 strings (UTC). The test provider's webhooks carry them as they are.
 */
export const providerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('checkout.completed'),
    eventId: z.string().min(1),
    paymentRequestId: z.string().min(1),
    providerPaymentId: z.string().min(1),
    amountMinor: z.number().int().min(0),
    currency: z.enum(CURRENCIES),
    subscription: z.object({ id: z.string().min(1), periodEnd: isoDate }).nullable(),
  }),
  z.object({
    type: z.literal('checkout.failed'),
    eventId: z.string().min(1),
    paymentRequestId: z.string().min(1),
    reason: z.string(),
  }),
  z.object({
    type: z.literal('renewal.paid'),
    eventId: z.string().min(1),
    subscriptionId: z.string().min(1),
    providerPaymentId: z.string().min(1),
    amountMinor: z.number().int().min(0),
    currency: z.enum(CURRENCIES),
    periodEnd: isoDate,
  }),
  z.object({
    type: z.literal('renewal.failed'),
    eventId: z.string().min(1),
    subscriptionId: z.string().min(1),
    reason: z.string(),
  }),
  z.object({
    type: z.literal('subscription.canceled'),
    eventId: z.string().min(1),
    subscriptionId: z.string().min(1),
    atPeriodEnd: z.boolean(),
  }),
  z.object({
    type: z.literal('payment.refunded'),
    eventId: z.string().min(1),
    providerPaymentId: z.string().min(1),
  }),
]);

export type ProviderEvent = z.infer<typeof providerEventSchema>;

export type ProviderEventType = ProviderEvent['type'];

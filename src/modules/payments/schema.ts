/**
 * What can be bought (issue 16 §1; dashboard-and-operations §3 "payment request"; spec §9 "$12 a
 * month"): the premium packages of /payment-plans, each a plan (personal or enterprise) and a
 * billing interval with a price per currency, edited by super admins on `premium-management`
 * (decision 0020 §5). Prices are integers in minor units (cents, kuruş) with the ISO-4217 code
 * in the column name, never floats.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';

export const paymentProducts = pgTable(
  'payment_products',
  {
    id: serial('id').primaryKey(),
    /** `premium-subscription` (a package for an interval); reports come with the report store. */
    kind: text('kind').notNull(),
    /** The package granted: one of PREMIUM_PACKAGES (personal-monthly, business-yearly, …). */
    packageKey: text('package_key').notNull(),
    /** `personal` or `enterprise`. */
    plan: text('plan').notNull(),
    /** `month` or `year`. */
    billingInterval: text('billing_interval').notNull(),
    /** Price per interval in US cents. */
    priceUsdMinor: integer('price_usd_minor').notNull(),
    /** Price per interval in kuruş (TRY). */
    priceTryMinor: integer('price_try_minor').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_products_package_uq').on(t.kind, t.packageKey)],
);

/**
 * Which provider takes payments in each currency (decision 0020 §1; D §2 `payment-integrations`):
 * one row (id 1), `test` for both until a super admin picks Stripe or iyzico. Secrets are never
 * here: they come from the environment.
 */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  /** `test`, `stripe` or `iyzico`. */
  providerUsd: text('provider_usd').notNull().default('test'),
  providerTry: text('provider_try').notNull().default('test'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * A payment request (D §3 "payment request"; decision 0020 §2): one checkout a signed-in user
 * started. Its state moves only on verified webhook events (`created` → `paid` | `failed`;
 * `canceled` when the buyer leaves the provider's page). The id is a random UUID: it is in the
 * success and fail pages' address.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `premium-subscription` (a product) or `report` (a report version). */
    entityType: text('entity_type').notNull(),
    /** The product id (premium-subscription) or report version id (report). */
    entityId: integer('entity_id').notNull(),
    /** The package granted when paid (premium-subscription), else null. */
    packageKey: text('package_key'),
    /** `month` or `year` for subscriptions, null for one-off purchases. */
    billingInterval: text('billing_interval'),
    provider: text('provider').notNull(),
    /** The provider's checkout id (Stripe Checkout Session, iyzico token, test checkout). */
    providerReference: text('provider_reference'),
    /** ISO-4217: USD or TRY. */
    currency: text('currency').notNull(),
    /** Price in minor units of `currency`. */
    amountMinor: integer('amount_minor').notNull(),
    /** created, paid, failed, canceled. */
    state: text('state').notNull().default('created'),
    failureReason: text('failure_reason'),
    locale: text('locale').notNull().default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Webhook events as received (decision 0020 §2): stored once per provider event id (a repeat
 * delivery is ignored), processed once by the `payment-event` worker. `payload` is the
 * normalized event (src/modules/payments/providers/types.ts).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    /** What processing did (`granted`, `ignored: …`). */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.provider, t.eventId)],
);

/**
 * A premium subscription at a provider (decision 0020 §2): the entitlement it feeds, its paid
 * period, whether it ends at the period end, and the grace period after a failed renewal.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    paymentRequestId: text('payment_request_id').notNull(),
    packageKey: text('package_key').notNull(),
    billingInterval: text('billing_interval').notNull(),
    /** active, past_due (a renewal failed; grace until `graceUntil`), canceled, refunded. */
    state: text('state').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceUntil: ts('grace_until'),
    /** The premium_entitlements row this subscription extends. */
    entitlementId: integer('entitlement_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_uq').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** One successful charge (a checkout or a renewal); the receipt is made from it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentRequestId: text('payment_request_id').notNull(),
    subscriptionId: integer('subscription_id'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** `checkout` or `renewal`. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    paidAt: ts('paid_at').notNull(),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_uq').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.paidAt),
  ],
);

/**
 * The built-in test provider's own records (decision 0020 §3): what a real provider keeps on its
 * side — the hosted checkout it was asked for and, once paid, the subscription it bills. The
 * product reads them only through the test provider's calls and webhooks.
 */
export const testProviderCheckouts = pgTable('test_provider_checkouts', {
  id: text('id').primaryKey(),
  /** The merchant's reference (our payment request id). */
  clientReference: text('client_reference').notNull(),
  description: text('description').notNull(),
  currency: text('currency').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  /** `month` or `year` (a subscription), null for a one-off payment. */
  billingInterval: text('billing_interval'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open, requires_action (second step), complete, declined, canceled. */
  state: text('state').notNull().default('open'),
  cardLast4: text('card_last4'),
  paymentId: text('payment_id'),
  subscriptionId: text('subscription_id'),
  /** The subscription's paid period end and state (active, canceled). */
  periodEnd: ts('period_end'),
  subscriptionState: text('subscription_state'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A buyer's customer record at a provider (Stripe customer id; iyzico's card user key), one per provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_uq').on(t.provider, t.userId),
    uniqueIndex('payment_customers_provider_uq').on(t.provider, t.providerCustomerId),
  ],
);

/**
 * Invoice details (D §2 `/dashboard/billing-information`; issue 16 §1): a person or a company; a
 * Turkish company's tax office and tax number; the address and the e-mail receipts go to. One row
 * per user; receipts print what it says when they are made.
 */
export const billingProfiles = pgTable('billing_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `person` or `company`. */
  kind: text('kind').notNull(),
  /** The person's full name, or the company's contact person. */
  fullName: text('full_name').notNull(),
  companyName: text('company_name'),
  /** Turkish companies: the tax office (vergi dairesi) and the 10-digit tax number (VKN). */
  taxOffice: text('tax_office'),
  taxNumber: text('tax_number'),
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: text('country_code').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code'),
  /** Where receipts are sent (default: the account's e-mail). */
  email: text('email').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Starting a payment (issue 16 §1; D §3 "payment request", §4 "Payment: request, redirect of the
 * browser to redirectUrl, then the success or fail page", §7 `POST /apiPayment/products/payment`,
 * §8 payment errors; decision 0020 §2) and reading its state for the success page. Starting a
 * payment grants nothing: only a verified webhook does (./payment-events.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { env } from '@/server/env';
import {
  BadGatewayError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { users } from '@/modules/identity/schema';
import { reportForSale } from '@/modules/reports/purchases';
import { getProduct } from './products';
import { paymentRequests, subscriptions } from './schema';
import { providerForCurrency } from './providers';
import { CURRENCIES, type Currency } from './providers/types';

export const PAYMENT_ENTITY_TYPES = ['premium-subscription', 'report'] as const;
export type PaymentEntityType = (typeof PAYMENT_ENTITY_TYPES)[number];

export interface CheckoutRequest {
  /** The product id (premium-subscription) or the report version id (report). */
  entityId: number;
  /** Default premium-subscription; `report` buys one paid report version for good. */
  entityType?: string;
  /** USD or TRY; default by the viewer's language (Turkish → TRY). */
  currency?: string;
  /** Where the provider sends the browser: paths or absolute URLs of this site (headers of the call). */
  successUrl?: string;
  cancelUrl?: string;
}

/**
 * A return address of this site with the result pages' query (entityType, entityId,
 * paymentRequestId), or null when `value` points elsewhere (no open redirect through a provider).
 */
export function returnUrl(
  value: string | undefined,
  fallback: string,
  query: Record<string, string>,
): string | null {
  const origin = env().PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(value?.trim() || fallback, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Opens a checkout for the signed-in viewer and answers where to send the browser.
 * Input: product id, optional entity type and currency, success and cancel addresses of this site.
 * Output: `{ redirectUrl, paymentRequestId }`.
 * @throws UnauthorizedError; NotFoundError 'payment.product_not_found'; ValidationError
 *   'payment.type_not_supported' (unknown entity type or currency, or no configured provider for
 *   it) or 'generic.invalid_input' naming successUrl/cancelUrl when they leave the site;
 *   ConflictError 'premium.already_premium' ('The user already has a premium account'), for a
 *   report 'report.free' or 'report.already_bought';
 *   BadGatewayError 'payment.customer_error' ('Error adding the customer') when the provider fails.
 */
export async function startCheckout(ctx: Ctx, input: CheckoutRequest) {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const entityType = input.entityType ?? 'premium-subscription';
  if (!(PAYMENT_ENTITY_TYPES as readonly string[]).includes(entityType))
    throw new ValidationError('payment.type_not_supported');
  const currency = (input.currency ?? (ctx.locale === 'tr' ? 'TRY' : 'USD')) as Currency;
  if (!(CURRENCIES as readonly string[]).includes(currency))
    throw new ValidationError('payment.type_not_supported');
  const locale = ctx.locale as Locale;
  const sale =
    entityType === 'report'
      ? await reportSale(ctx, userId, input.entityId, locale)
      : await packageSale(ctx, userId, input.entityId, locale);
  const provider = await providerForCurrency(ctx.db, currency);

  const id = randomUUID();
  const query = { entityType, entityId: String(sale.entityId), paymentRequestId: id };
  const successUrl = returnUrl(input.successUrl, localizedPath('/payment-success', locale), query);
  const cancelUrl = returnUrl(input.cancelUrl, localizedPath('/payment-fail', locale), query);
  if (!successUrl || !cancelUrl)
    throw new ValidationError('generic.invalid_input', {
      ...(successUrl ? {} : { successUrl: 'payment.return_url_invalid' }),
      ...(cancelUrl ? {} : { cancelUrl: 'payment.return_url_invalid' }),
    });
  const [buyer] = await ctx.db
    .select({ email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  if (!buyer) throw new UnauthorizedError();

  const amountMinor = sale.prices[currency];
  await ctx.db.insert(paymentRequests).values({
    id,
    userId,
    entityType,
    entityId: sale.entityId,
    packageKey: sale.packageKey,
    billingInterval: sale.billingInterval,
    provider: provider.name,
    currency,
    amountMinor,
    locale,
  });
  let checkout: { redirectUrl: string; providerReference: string };
  try {
    checkout = await provider.createCheckout({
      paymentRequestId: id,
      description: sale.description,
      currency,
      amountMinor,
      billingInterval: sale.billingInterval,
      buyer: { userId, email: buyer.email, name: `${buyer.name} ${buyer.surname ?? ''}`.trim() },
      successUrl,
      cancelUrl,
      locale,
    });
  } catch (error) {
    await ctx.db
      .update(paymentRequests)
      .set({ state: 'failed', failureReason: 'provider_error', updatedAt: new Date() })
      .where(eq(paymentRequests.id, id));
    console.error(`[payments] ${provider.name} checkout failed: ${(error as Error).message}`);
    throw new BadGatewayError('payment.customer_error');
  }
  await ctx.db
    .update(paymentRequests)
    .set({ providerReference: checkout.providerReference, updatedAt: new Date() })
    .where(eq(paymentRequests.id, id));
  return { redirectUrl: checkout.redirectUrl, paymentRequestId: id };
}

/** What one checkout sells, whatever the entity type. */
interface Sale {
  entityId: number;
  packageKey: string | null;
  billingInterval: 'month' | 'year' | null;
  prices: Record<Currency, number>;
  description: string;
}

/** A premium package: refused to premium holders and while a subscription still renews. */
async function packageSale(ctx: Ctx, userId: string, productId: number, locale: Locale): Promise<Sale> {
  const product = await getProduct(ctx.db, productId);
  // Premium now, or a subscription still renewing (its package may be between period end and the
  // renewal's webhook): a second purchase would bill twice.
  if (ctx.viewer.isPremium || (await hasRenewingSubscription(ctx, userId)))
    throw new ConflictError('premium.already_premium');
  return {
    entityId: product.id,
    packageKey: product.packageKey,
    billingInterval: product.billingInterval,
    prices: product.prices,
    description: productDescription(product.plan, product.billingInterval, locale),
  };
}

/** A paid report version (entityId is the version id), one-off. */
async function reportSale(ctx: Ctx, userId: string, versionId: number, locale: Locale): Promise<Sale> {
  const sale = await reportForSale(ctx.db, userId, versionId, locale);
  return {
    entityId: versionId,
    packageKey: null,
    billingInterval: null,
    prices: sale.prices,
    description: sale.description,
  };
}

async function hasRenewingSubscription(ctx: Ctx, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.state, ['active', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const PLAN_NAMES = {
  en: { personal: 'Startup Atlas Premium · Personal', enterprise: 'Startup Atlas Premium · Enterprise' },
  tr: { personal: 'Startup Atlas Premium · Bireysel', enterprise: 'Startup Atlas Premium · Kurumsal' },
} as const;
const INTERVAL_NAMES = {
  en: { month: 'monthly', year: 'yearly' },
  tr: { month: 'aylık', year: 'yıllık' },
} as const;

/** The line a provider's page and the receipt show for a package ("… · Personal, yearly"). */
export function productDescription(
  plan: 'personal' | 'enterprise',
  interval: 'month' | 'year',
  locale: Locale,
): string {
  return `${PLAN_NAMES[locale][plan]}, ${INTERVAL_NAMES[locale][interval]}`;
}

/** A payment request as its buyer's success page polls it. */
export interface PaymentRequestState {
  id: string;
  entityType: PaymentEntityType;
  entityId: number;
  packageKey: string | null;
  currency: string;
  amountMinor: number;
  state: 'created' | 'paid' | 'failed' | 'canceled';
  failureReason: string | null;
  /** For a paid package: the end of the paid period (UTC ISO-8601), else null. */
  endsAt: string | null;
}

/**
 * The viewer's payment request `id` (only its buyer sees it).
 * @throws UnauthorizedError; NotFoundError 'payment.request_not_found'.
 */
export async function getPaymentRequest(ctx: Ctx, id: string): Promise<PaymentRequestState> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [row] = await ctx.db
    .select({ request: paymentRequests, endsAt: subscriptions.currentPeriodEnd })
    .from(paymentRequests)
    .leftJoin(subscriptions, eq(subscriptions.paymentRequestId, paymentRequests.id))
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.userId, userId)));
  if (!row) throw new NotFoundError('payment.request_not_found');
  const r = row.request;
  return {
    id: r.id,
    entityType: r.entityType as PaymentEntityType,
    entityId: r.entityId,
    packageKey: r.packageKey,
    currency: r.currency,
    amountMinor: r.amountMinor,
    state: r.state as PaymentRequestState['state'],
    failureReason: r.failureReason,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/**
 * The buyer's side of a subscription (issue 16 §1 `/dashboard/membership-packages`, D §4
 * "customer portal", D §7 `GET /apiPayment/payments/CustomerPortal`; decision 0020 §1): the
 * current subscription with its renewal date and state, the customer portal's address, and
 * cancelling the renewal. Cancelling asks the provider; our state changes only when the
 * provider's webhook says so (./payment-events.ts), like every other payment state.
 */
import { and, desc, eq } from 'drizzle-orm';
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
import { premiumEntitlements } from '@/modules/access/schema';
import { paymentCustomers, subscriptions } from './schema';
import { providerFor } from './providers';
import { simulateTestSubscription } from './providers/test-provider';

/** A subscription as its buyer sees it. Dates are UTC ISO-8601. */
export interface SubscriptionView {
  id: number;
  packageKey: string;
  billingInterval: 'month' | 'year';
  provider: string;
  /** active, past_due (a renewal failed; the package lasts until graceUntil), canceled, refunded. */
  state: 'active' | 'past_due' | 'canceled' | 'refunded';
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  /** When the package it feeds ends now. */
  endsAt: string | null;
}

/**
 * The viewer's most recent subscription whose package has not ended, or null.
 * @throws UnauthorizedError.
 */
export async function currentSubscription(ctx: Ctx, now = new Date()): Promise<SubscriptionView | null> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select({ sub: subscriptions, endsAt: premiumEntitlements.endsAt })
    .from(subscriptions)
    .leftJoin(premiumEntitlements, eq(premiumEntitlements.id, subscriptions.entitlementId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(5);
  const live = rows.find((r) => r.endsAt && r.endsAt > now);
  if (!live) return null;
  const s = live.sub;
  return {
    id: s.id,
    packageKey: s.packageKey,
    billingInterval: s.billingInterval as SubscriptionView['billingInterval'],
    provider: s.provider,
    state: s.state as SubscriptionView['state'],
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    graceUntil: s.graceUntil?.toISOString() ?? null,
    endsAt: live.endsAt!.toISOString(),
  };
}

/**
 * The customer portal's address for the viewer (`portalUrl`): the provider's own portal when it
 * has one and knows the viewer as a customer (Stripe), else this site's membership page, where
 * the renewal can be cancelled and receipts downloaded.
 * @throws UnauthorizedError; BadGatewayError 'payment.customer_error' when the provider refuses.
 */
export async function customerPortalUrl(ctx: Ctx): Promise<{ portalUrl: string }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const own = `${env().PUBLIC_ORIGIN}${localizedPath('/dashboard/membership-packages', ctx.locale)}`;
  const sub = await currentSubscription(ctx);
  if (!sub) return { portalUrl: own };
  const provider = providerFor(ctx.db, sub.provider);
  if (!provider?.customerPortalUrl || !provider.isConfigured()) return { portalUrl: own };
  const [customer] = await ctx.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, sub.provider)));
  if (!customer) return { portalUrl: own };
  try {
    return {
      portalUrl: await provider.customerPortalUrl({
        providerCustomerId: customer.id,
        returnUrl: own,
        locale: ctx.locale,
      }),
    };
  } catch (error) {
    console.error(`[payments] ${sub.provider} portal failed: ${(error as Error).message}`);
    throw new BadGatewayError('payment.customer_error');
  }
}

/**
 * Asks the provider to stop renewing subscription `id` of the viewer at its period end. The
 * package keeps its paid time; the state shows "ends at period end" once the provider's webhook
 * has arrived (seconds).
 * @throws UnauthorizedError; NotFoundError 'payment.subscription_not_found' (not the viewer's);
 *   ConflictError 'payment.already_canceled'; ValidationError 'payment.type_not_supported' when
 *   the provider cannot do it from here (use its customer portal).
 */
export async function cancelRenewal(ctx: Ctx, id: number): Promise<{ requested: true }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!sub) throw new NotFoundError('payment.subscription_not_found');
  if (sub.cancelAtPeriodEnd || !['active', 'past_due'].includes(sub.state))
    throw new ConflictError('payment.already_canceled');
  if (sub.provider !== 'test' || !providerFor(ctx.db, 'test')?.isConfigured())
    throw new ValidationError('payment.type_not_supported');
  await simulateTestSubscription(ctx.db, sub.providerSubscriptionId, 'cancel-at-period-end');
  return { requested: true };
}

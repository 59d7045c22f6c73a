/**
 * Super admins' payment screens (issue 16 §1; D §2 admin `premium-management` and
 * `payment-integrations`; D §6 "Super admin: … payment integrations, … premium management";
 * decision 0020 §1, §3): the prices of the products on sale, which provider takes each currency,
 * and, while the test provider is on, playing billing events on its subscriptions. Every change
 * is audited in the same transaction.
 */
import { desc, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { env } from '@/server/env';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { auditLog } from '@/modules/access/schema';
import { isSuperAdmin } from '@/modules/access/permissions';
import { users } from '@/modules/identity/schema';
import { paymentProducts, paymentSettings, subscriptions } from './schema';
import { getProduct, type PaymentProduct } from './products';
import { providerFor, providerSettings } from './providers';
import { simulateTestSubscription, type TestSubscriptionAction } from './providers/test-provider';
import { PROVIDER_NAMES, type Currency, type ProviderName } from './providers/types';

/** Largest price accepted, in minor units (1,000,000.00 of either currency). */
export const MAX_PRICE_MINOR = 100_000_000;

function requireSuperAdmin(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/**
 * Sets the price of product `id` in `currency` (minor units, 1 … MAX_PRICE_MINOR). The plans page
 * and new checkouts use it at once; checkouts already started keep the price they were opened with.
 * @throws UnauthorizedError; ForbiddenError (not a super admin); NotFoundError
 *   'payment.product_not_found'; ValidationError 'payment.price_invalid'.
 */
export async function setProductPrice(
  ctx: Ctx,
  id: number,
  currency: Currency,
  amountMinor: number,
): Promise<PaymentProduct> {
  const actor = requireSuperAdmin(ctx);
  if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > MAX_PRICE_MINOR)
    throw new ValidationError('payment.price_invalid', { amountMinor: 'payment.price_invalid' });
  const before = await getProduct(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentProducts)
      .set(
        currency === 'USD'
          ? { priceUsdMinor: amountMinor, updatedAt: new Date() }
          : { priceTryMinor: amountMinor, updatedAt: new Date() },
      )
      .where(eq(paymentProducts.id, id));
    await tx.insert(auditLog).values({
      actorUserId: actor,
      action: 'payment.price',
      entityId: `payment-product:${id}`,
      details: { packageKey: before.packageKey, currency, from: before.prices[currency], to: amountMinor },
    });
  });
  return getProduct(ctx.db, id);
}

/** What the integrations screen shows for each provider: whether its secrets are set (never their values). */
export interface IntegrationsView {
  /** The provider per currency. */
  providers: Record<Currency, ProviderName>;
  /** Per provider: its secrets are set (and for `test`: PAYMENT_TEST_PROVIDER is on). */
  configured: Record<ProviderName, boolean>;
  /** The address each provider must call (to paste into its dashboard). */
  webhookUrls: Record<ProviderName, string>;
  testMode: boolean;
}

/**
 * The payment integrations screen's data.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function getIntegrations(ctx: Ctx): Promise<IntegrationsView> {
  requireSuperAdmin(ctx);
  const origin = env().PUBLIC_ORIGIN;
  const configured = Object.fromEntries(
    PROVIDER_NAMES.map((name) => [name, Boolean(providerFor(ctx.db, name)?.isConfigured())]),
  ) as Record<ProviderName, boolean>;
  const webhookUrls = Object.fromEntries(
    PROVIDER_NAMES.map((name) => [name, `${origin}/api/v2/payments/webhooks/${name}`]),
  ) as Record<ProviderName, string>;
  return { providers: await providerSettings(ctx.db), configured, webhookUrls, testMode: configured.test };
}

/**
 * Chooses the provider for each currency.
 * @throws UnauthorizedError; ForbiddenError; ValidationError 'payment.provider_not_configured'
 *   naming the currency whose provider has no secrets on this server, or 'payment.test_mixed' when
 *   one currency would take real payments and the other test cards.
 */
export async function setIntegrations(
  ctx: Ctx,
  providers: Record<Currency, string>,
): Promise<IntegrationsView> {
  const actor = requireSuperAdmin(ctx);
  const fields: Record<string, string> = {};
  for (const currency of ['USD', 'TRY'] as const) {
    const provider = providerFor(ctx.db, providers[currency]);
    if (!provider?.isConfigured()) fields[currency] = 'payment.provider_not_configured';
  }
  if (Object.keys(fields).length) throw new ValidationError('payment.provider_not_configured', fields);
  // Real payments in one currency and test cards in the other would sell premium for a test card.
  const chosen = [providers.USD, providers.TRY];
  if (chosen.includes('test') && chosen.some((p) => p !== 'test'))
    throw new ValidationError('payment.test_mixed', {
      [providers.USD === 'test' ? 'USD' : 'TRY']: 'payment.test_mixed',
    });
  const row = {
    providerUsd: providers.USD,
    providerTry: providers.TRY,
    updatedAt: new Date(),
    updatedBy: actor,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(paymentSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: paymentSettings.id, set: row });
    await tx.insert(auditLog).values({
      actorUserId: actor,
      action: 'payment.integrations',
      entityId: 'payment-settings',
      details: providers,
    });
  });
  return getIntegrations(ctx);
}

/** A test-provider subscription on the integrations screen. Dates UTC ISO-8601. */
export interface TestSubscriptionRow {
  id: number;
  email: string;
  packageKey: string;
  state: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  graceUntil: string | null;
}

/**
 * The newest 20 subscriptions billed by the test provider.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listTestSubscriptions(ctx: Ctx): Promise<TestSubscriptionRow[]> {
  requireSuperAdmin(ctx);
  const rows = await ctx.db
    .select({ sub: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.provider, 'test'))
    .orderBy(desc(subscriptions.createdAt))
    .limit(20);
  return rows.map(({ sub, email }) => ({
    id: sub.id,
    email,
    packageKey: sub.packageKey,
    state: sub.state,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    graceUntil: sub.graceUntil?.toISOString() ?? null,
  }));
}

/**
 * Plays `action` on test subscription `id` (renewal, failed renewal, cancellation, refund); the
 * test provider sends its webhook, which changes the subscription like a real provider's would.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'payment.subscription_not_found' (not
 *   a test subscription, or the test provider is off); ConflictError 'payment.checkout_closed'.
 */
export async function playTestBillingEvent(
  ctx: Ctx,
  id: number,
  action: TestSubscriptionAction,
): Promise<void> {
  const actor = requireSuperAdmin(ctx);
  if (env().PAYMENT_TEST_PROVIDER !== 'on') throw new NotFoundError('payment.subscription_not_found');
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!sub || sub.provider !== 'test') throw new NotFoundError('payment.subscription_not_found');
  await simulateTestSubscription(ctx.db, sub.providerSubscriptionId, action);
  await ctx.db.insert(auditLog).values({
    actorUserId: actor,
    action: 'payment.test_event',
    entityId: `subscription:${id}`,
    details: { action },
  });
}

/**
 * Which payment provider serves a currency (decision 0020 §1; D §2 `payment-integrations`): the
 * `payment_settings` row names one per currency (`test` by default): the built-in test provider,
 * Stripe or iyzico. A provider counts as configured only when its secrets are set in the
 * environment, and a currency routed to a provider that is not configured cannot be paid in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import { paymentSettings } from '../schema';
import { iyzicoProvider } from './iyzico';
import { stripeProvider } from './stripe';
import { testProvider } from './test-provider';
import { type Currency, type PaymentProvider, type ProviderName } from './types';

const PROVIDERS: Record<ProviderName, (db: Db) => PaymentProvider> = {
  test: testProvider,
  stripe: stripeProvider,
  iyzico: iyzicoProvider,
};

/** The provider `name` (any of PROVIDER_NAMES: test, stripe, iyzico), or null for an unknown name. */
export function providerFor(db: Db, name: string): PaymentProvider | null {
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name as ProviderName](db) : null;
}

/** The provider names chosen per currency (`test` for both until an admin chooses). */
export async function providerSettings(db: Db): Promise<Record<Currency, ProviderName>> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return {
    USD: (row?.providerUsd ?? 'test') as ProviderName,
    TRY: (row?.providerTry ?? 'test') as ProviderName,
  };
}

/**
 * The provider that takes payments in `currency`.
 * @throws ValidationError 'payment.type_not_supported' when that provider is not configured.
 */
export async function providerForCurrency(db: Db, currency: Currency): Promise<PaymentProvider> {
  const provider = providerFor(db, (await providerSettings(db))[currency]);
  if (!provider?.isConfigured()) throw new ValidationError('payment.type_not_supported');
  return provider;
}

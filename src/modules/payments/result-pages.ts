/**
 * Where a buyer's browser goes after the provider's page (D §4 "then the success or fail page";
 * decision 0020 §2): the result page of a payment request in the buyer's language, with the
 * result pages' query (entityType, entityId, paymentRequestId). Used by iyzico's browser callback.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { paymentRequests } from './schema';
import type { ProviderEvent } from './providers/types';

/**
 * Where a browser that the provider sent back with these events goes: the success page for a
 * completed checkout (which then waits for the worker), the fail page for a failed one, with the
 * result pages' query (entityType, entityId, paymentRequestId), in the buyer's language.
 * Output: a path of this site, or null when no event names a payment request.
 */
export async function resultPageFor(db: Db, events: ProviderEvent[]): Promise<string | null> {
  const event = events.find((e) => e.type === 'checkout.completed' || e.type === 'checkout.failed');
  if (!event || !('paymentRequestId' in event)) return null;
  const [request] = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, event.paymentRequestId));
  if (!request) return null;
  return localizedPath(
    event.type === 'checkout.completed' ? '/payment-success' : '/payment-fail',
    request.locale as Locale,
    {},
    { entityType: request.entityType, entityId: request.entityId, paymentRequestId: request.id },
  );
}

/**
 * The success page (which waits for the provider's confirmation) of the payment request whose
 * provider checkout is `providerReference`, or null.
 */
export async function waitingPageFor(db: Db, providerReference: string | null): Promise<string | null> {
  if (!providerReference) return null;
  const [request] = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.providerReference, providerReference))
    .limit(1);
  if (!request) return null;
  return localizedPath(
    '/payment-success',
    request.locale as Locale,
    {},
    {
      entityType: request.entityType,
      entityId: request.entityId,
      paymentRequestId: request.id,
    },
  );
}

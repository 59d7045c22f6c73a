/**
 * Webhooks in, entitlements out (issue 16 §1 "Entitlements come only from verified webhooks";
 * decision 0020 §2).
 *
 * - `receiveWebhook`: verifies the provider's signature on the raw body, stores each event once
 *   per (provider, event id) and queues a `payment-event` job in the same transaction. A repeat
 *   delivery is stored nowhere and queues nothing.
 * - `processPaymentEvent` (the `payment-event` worker): one event in one transaction — payment
 *   request state, `payments`, `subscriptions`, `premium_entitlements` and an `audit_log` row —
 *   then marks the event processed; an event already processed does nothing.
 *
 * Entitlement rules: a paid checkout grants the package from now to the paid period's end; a
 * paid renewal extends it to the new period end; a cancellation at period end stops renewals
 * (the package ends when the paid time does), one "now" ends it now; a failed renewal keeps the
 * package for GRACE_DAYS after the period end, then it lapses unless a renewal is paid; a refund
 * ends it now.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { enqueue } from '@/server/queue';
import { auditLog, premiumEntitlements } from '@/modules/access/schema';
import { recordReportPurchase, revokeReportPurchase } from '@/modules/reports/purchases';
import { paymentRequests, paymentWebhookEvents, payments, subscriptions } from './schema';
import { providerFor } from './providers';
import { addInterval } from './periods';
import type { ProviderEvent } from './providers/types';

/** Days a package is kept after a failed renewal (decision 0020 §2). */
export const GRACE_DAYS = 7;
/**
 * A renewing subscription's package lasts this long past the paid period's end: providers charge
 * the renewal after the period ends (Stripe about an hour later), and the package must not lapse
 * while the renewal's webhook is on its way. Cancellations end it at the exact period end.
 */
export const RENEWAL_MARGIN_MS = 2 * 86_400_000;
const withMargin = (periodEnd: Date) => new Date(periodEnd.getTime() + RENEWAL_MARGIN_MS);

/**
 * Stores the verified events of one webhook delivery and queues their processing.
 * Input: provider name from the URL, the raw body and the request headers.
 * Output: how many events were new and how many were repeats, and the verified events.
 * @throws NotFoundError-like null provider → caller answers 404; WebhookSignatureError (from
 *   the provider) when the signature does not verify — nothing is stored then.
 */
export async function receiveWebhook(
  db: Db,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<{ stored: number; duplicates: number; events: ProviderEvent[] } | null> {
  const provider = providerFor(db, providerName);
  if (!provider) return null;
  const events = await provider.verifyWebhook(rawBody, headers);
  let stored = 0;
  await db.transaction(async (tx) => {
    for (const event of events) {
      const [row] = await tx
        .insert(paymentWebhookEvents)
        .values({ provider: provider.name, eventId: event.eventId, type: event.type, payload: event })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      if (!row) continue;
      stored += 1;
      await enqueue(tx, 'payment-event', { eventRowId: row.id });
    }
  });
  return { stored, duplicates: events.length - stored, events };
}

/**
 * Applies stored event `eventRowId` once (the `payment-event` job).
 * Output: the outcome written on the event (`granted`, `extended`, `ignored: …`).
 * @throws on a database failure (the transaction rolls back; the queue retries).
 */
export async function processPaymentEvent(db: Db, eventRowId: number, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, eventRowId))
      .for('update');
    if (!row) return 'ignored: no such event';
    if (row.processedAt) return row.outcome ?? 'processed';
    const outcome = await apply(tx, row.provider, row.payload as ProviderEvent, now);
    await tx
      .update(paymentWebhookEvents)
      .set({ processedAt: now, outcome })
      .where(eq(paymentWebhookEvents.id, eventRowId));
    return outcome;
  });
}

async function audit(tx: Db, actorUserId: string | null, action: string, entityId: string, details: object) {
  await tx.insert(auditLog).values({ actorUserId, action, entityId, details });
}

async function apply(tx: Db, provider: string, event: ProviderEvent, now: Date): Promise<string> {
  switch (event.type) {
    case 'checkout.completed':
      return checkoutCompleted(tx, provider, event, now);
    case 'checkout.failed': {
      const [request] = await tx
        .update(paymentRequests)
        .set({
          state: event.reason === 'canceled' ? 'canceled' : 'failed',
          failureReason: event.reason,
          updatedAt: now,
        })
        .where(and(eq(paymentRequests.id, event.paymentRequestId), eq(paymentRequests.state, 'created')))
        .returning();
      if (!request) return 'ignored: request not waiting';
      await audit(tx, request.userId, 'payment.failed', `payment-request:${request.id}`, {
        provider,
        reason: event.reason,
      });
      return request.state;
    }
    case 'renewal.paid':
      return renewalPaid(tx, provider, event, now);
    case 'renewal.failed': {
      const sub = await subscriptionOf(tx, provider, event.subscriptionId);
      if (!sub) return 'ignored: unknown subscription';
      if (sub.state === 'canceled' || sub.state === 'refunded' || sub.cancelAtPeriodEnd)
        return 'ignored: subscription ended';
      const graceUntil = new Date(sub.currentPeriodEnd.getTime() + GRACE_DAYS * 86_400_000);
      await tx
        .update(subscriptions)
        .set({ state: 'past_due', graceUntil, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await setEntitlementEnd(tx, sub.entitlementId, graceUntil);
      await audit(tx, sub.userId, 'payment.renewal_failed', `subscription:${sub.id}`, {
        provider,
        reason: event.reason,
        graceUntil: graceUntil.toISOString(),
      });
      return 'grace';
    }
    case 'subscription.canceled': {
      const sub = await subscriptionOf(tx, provider, event.subscriptionId);
      if (!sub) return 'ignored: unknown subscription';
      if (event.atPeriodEnd) {
        await tx
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: true, updatedAt: now })
          .where(eq(subscriptions.id, sub.id));
        // The paid time stays, to the exact period end: no renewal margin, no grace (nothing will renew).
        await setEntitlementEnd(tx, sub.entitlementId, maxDate(now, sub.currentPeriodEnd));
      } else {
        await tx
          .update(subscriptions)
          .set({ state: 'canceled', cancelAtPeriodEnd: true, updatedAt: now })
          .where(eq(subscriptions.id, sub.id));
        await setEntitlementEnd(tx, sub.entitlementId, now);
      }
      await audit(tx, sub.userId, 'payment.canceled', `subscription:${sub.id}`, {
        provider,
        atPeriodEnd: event.atPeriodEnd,
      });
      return event.atPeriodEnd ? 'ends at period end' : 'ended';
    }
    case 'payment.refunded': {
      const [payment] = await tx
        .update(payments)
        .set({ refundedAt: now })
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.providerPaymentId)))
        .returning();
      if (!payment) return 'ignored: unknown payment';
      if (payment.subscriptionId) {
        const [sub] = await tx
          .update(subscriptions)
          .set({ state: 'refunded', cancelAtPeriodEnd: true, updatedAt: now })
          .where(eq(subscriptions.id, payment.subscriptionId))
          .returning();
        if (sub) await setEntitlementEnd(tx, sub.entitlementId, now);
      }
      await revokeReportPurchase(tx, payment.paymentRequestId, now);
      await audit(tx, payment.userId, 'payment.refunded', `payment:${payment.id}`, {
        provider,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      });
      return 'refunded';
    }
  }
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);

async function subscriptionOf(tx: Db, provider: string, providerSubscriptionId: string) {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return sub ?? null;
}

async function setEntitlementEnd(tx: Db, entitlementId: number | null, endsAt: Date) {
  if (entitlementId === null) return;
  await tx.update(premiumEntitlements).set({ endsAt }).where(eq(premiumEntitlements.id, entitlementId));
}

async function checkoutCompleted(
  tx: Db,
  provider: string,
  event: Extract<ProviderEvent, { type: 'checkout.completed' }>,
  now: Date,
): Promise<string> {
  const [request] = await tx
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, event.paymentRequestId))
    .for('update');
  if (!request || request.provider !== provider) return 'ignored: unknown payment request';
  if (request.state === 'paid') return 'ignored: already paid';
  // What was charged must be what was asked (a tampered or mismatched session grants nothing).
  if (event.amountMinor !== request.amountMinor || event.currency !== request.currency) {
    await audit(tx, request.userId, 'payment.mismatch', `payment-request:${request.id}`, {
      provider,
      expected: { amountMinor: request.amountMinor, currency: request.currency },
      charged: { amountMinor: event.amountMinor, currency: event.currency },
    });
    return 'ignored: amount mismatch';
  }
  await tx
    .update(paymentRequests)
    .set({ state: 'paid', failureReason: null, updatedAt: now })
    .where(eq(paymentRequests.id, request.id));

  let subscriptionId: number | null = null;
  // iyzico's checkout form charges once and has no subscription (decision 0020 §4): the product
  // keeps the period itself, and nothing renews it (the buyer pays again when it ends).
  const tracked =
    !event.subscription && request.billingInterval && provider === 'iyzico'
      ? {
          id: `iyzico:${event.providerPaymentId}`,
          periodEnd: addInterval(now, request.billingInterval as 'month' | 'year').toISOString(),
        }
      : null;
  const paidPeriod = event.subscription ?? tracked;
  if (request.entityType === 'premium-subscription' && request.packageKey && paidPeriod) {
    const periodEnd = new Date(paidPeriod.periodEnd);
    const [entitlement] = await tx
      .insert(premiumEntitlements)
      .values({
        userId: request.userId,
        packageKey: request.packageKey,
        startsAt: now,
        endsAt: tracked ? periodEnd : withMargin(periodEnd),
        grantedBy: `payment:${provider}`,
      })
      .returning({ id: premiumEntitlements.id });
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        userId: request.userId,
        provider,
        providerSubscriptionId: paidPeriod.id,
        paymentRequestId: request.id,
        packageKey: request.packageKey,
        billingInterval: request.billingInterval ?? 'month',
        state: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: tracked !== null,
        entitlementId: entitlement!.id,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = sub!.id;
  }
  if (request.entityType === 'report')
    await recordReportPurchase(tx, {
      userId: request.userId,
      versionId: request.entityId,
      paymentRequestId: request.id,
      now,
    });
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: request.userId,
      paymentRequestId: request.id,
      subscriptionId,
      provider,
      providerPaymentId: event.providerPaymentId,
      kind: 'checkout',
      currency: event.currency,
      amountMinor: event.amountMinor,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  await audit(tx, request.userId, 'payment.paid', `payment-request:${request.id}`, {
    provider,
    packageKey: request.packageKey,
    amountMinor: event.amountMinor,
    currency: event.currency,
    paymentId: payment?.id ?? null,
    subscriptionId,
  });
  return subscriptionId ? 'granted' : 'paid';
}

async function renewalPaid(
  tx: Db,
  provider: string,
  event: Extract<ProviderEvent, { type: 'renewal.paid' }>,
  now: Date,
): Promise<string> {
  const sub = await subscriptionOf(tx, provider, event.subscriptionId);
  if (!sub) return 'ignored: unknown subscription';
  if (sub.state === 'canceled' || sub.state === 'refunded') {
    // The provider charged a subscription that ended here: keep the charge on record for a refund.
    await tx
      .insert(payments)
      .values({
        userId: sub.userId,
        paymentRequestId: sub.paymentRequestId,
        subscriptionId: sub.id,
        provider,
        providerPaymentId: event.providerPaymentId,
        kind: 'renewal',
        currency: event.currency,
        amountMinor: event.amountMinor,
        paidAt: now,
      })
      .onConflictDoNothing();
    await audit(tx, sub.userId, 'payment.unexpected_charge', `subscription:${sub.id}`, {
      provider,
      providerPaymentId: event.providerPaymentId,
      amountMinor: event.amountMinor,
      currency: event.currency,
    });
    return 'ignored: subscription ended (charge recorded)';
  }
  const periodEnd = new Date(event.periodEnd);
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: sub.userId,
      paymentRequestId: sub.paymentRequestId,
      subscriptionId: sub.id,
      provider,
      providerPaymentId: event.providerPaymentId,
      kind: 'renewal',
      currency: event.currency,
      amountMinor: event.amountMinor,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!payment) return 'ignored: payment already recorded';
  // The row is locked (subscriptionOf): an older renewal arriving late never shortens the period.
  const newEnd = maxDate(sub.currentPeriodEnd, periodEnd);
  await tx
    .update(subscriptions)
    .set({ state: 'active', graceUntil: null, currentPeriodEnd: newEnd, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  await setEntitlementEnd(tx, sub.entitlementId, sub.cancelAtPeriodEnd ? newEnd : withMargin(newEnd));
  await audit(tx, sub.userId, 'payment.renewed', `subscription:${sub.id}`, {
    provider,
    amountMinor: event.amountMinor,
    currency: event.currency,
    periodEnd: newEnd.toISOString(),
    paymentId: payment.id,
  });
  return 'extended';
}

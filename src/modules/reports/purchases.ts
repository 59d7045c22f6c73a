/**
 * Buying a report version (issue 16 §2 "buy (payment with entityType report)"; D §3 payment modal
 * "entityType (default report)", §4 payment flow; decision 0020 §2 "Report purchases grant the
 * bought report version for good"). The payment module asks here what a report checkout sells;
 * the verified webhook's transaction records or revokes the purchase here. Nothing is granted by
 * opening a checkout.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ConflictError, NotFoundError } from '@/server/errors';
import type { Locale } from '@/i18n/locales';
import { reportCategories, reportPurchases, reports, reportVersions } from './schema';

/** What a report checkout sells: one paid version, its prices in minor units and its line. */
export interface ReportSale {
  versionId: number;
  /** Minor units per currency (cents, kuruş). */
  prices: { USD: number; TRY: number };
  /** The line on the provider's page and the receipt ("Report title — 2026 edition (EN)"). */
  description: string;
}

/**
 * The version `versionId` as something `userId` can buy.
 * @throws NotFoundError 'payment.product_not_found' (no such version, its report or category
 *   inactive, or no file yet); ConflictError 'report.free' (free versions are downloaded, not bought) or
 *   'report.already_bought'.
 */
export async function reportForSale(
  db: Db,
  userId: string,
  versionId: number,
  locale: Locale,
): Promise<ReportSale> {
  const [row] = await db
    .select({ version: reportVersions, report: reports, categoryActive: reportCategories.isActive })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .where(eq(reportVersions.id, versionId));
  if (!row || !row.report.isActive || !row.categoryActive || !row.version.fileKey)
    throw new NotFoundError('payment.product_not_found');
  if (row.version.isFree) throw new ConflictError('report.free');
  if (await ownsVersion(db, userId, versionId)) throw new ConflictError('report.already_bought');
  const title = locale === 'tr' ? row.report.titleTr : row.report.titleEn;
  return {
    versionId,
    prices: { USD: row.version.priceUsdMinor, TRY: row.version.priceTryMinor },
    description: `${title} — ${row.version.name} (${row.version.language.toUpperCase()})`,
  };
}

/** True when `userId` bought `versionId` and it was not refunded. */
export async function ownsVersion(db: Db, userId: string, versionId: number): Promise<boolean> {
  const [row] = await db
    .select({ versionId: reportPurchases.versionId })
    .from(reportPurchases)
    .where(
      and(
        eq(reportPurchases.userId, userId),
        eq(reportPurchases.versionId, versionId),
        isNull(reportPurchases.revokedAt),
      ),
    );
  return Boolean(row);
}

/**
 * Records a paid report purchase inside the payment webhook's transaction. A second payment for a
 * version already held (two checkouts opened before either was paid) leaves the first purchase in
 * place, so refunding one of them does not take away what the other paid for; a purchase revoked
 * by a refund is restored by a new payment.
 */
export async function recordReportPurchase(
  tx: Db,
  input: { userId: string; versionId: number; paymentRequestId: string; now: Date },
): Promise<void> {
  await tx
    .insert(reportPurchases)
    .values({
      userId: input.userId,
      versionId: input.versionId,
      paymentRequestId: input.paymentRequestId,
      purchasedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [reportPurchases.userId, reportPurchases.versionId],
      set: { paymentRequestId: input.paymentRequestId, purchasedAt: input.now, revokedAt: null },
      setWhere: isNotNull(reportPurchases.revokedAt),
    });
}

/** Revokes the purchase paid by `paymentRequestId` (a refund), inside the webhook's transaction. */
export async function revokeReportPurchase(tx: Db, paymentRequestId: string, now: Date): Promise<void> {
  await tx
    .update(reportPurchases)
    .set({ revokedAt: now })
    .where(and(eq(reportPurchases.paymentRequestId, paymentRequestId), isNull(reportPurchases.revokedAt)));
}

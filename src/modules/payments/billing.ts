/**
 * Invoice details and payments of the signed-in buyer (issue 16 §1 `/dashboard/billing-information`:
 * "invoice details (person or company; for Turkish companies tax office and tax number; address;
 * e-mail) and the list of payments with a PDF receipt for each"). Receipts are made by
 * ./receipt.ts; only their buyer can read them.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { billingProfiles, paymentRequests, payments } from './schema';
import { reports, reportVersions } from '@/modules/reports/schema';
import type { BillingProfile } from './validation';

/** A receipt number: `SA-<year paid>-<payment id, 6 digits>` (SA-2026-000042). */
export const receiptNumber = (id: number, paidAt: Date) =>
  `SA-${paidAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * The viewer's invoice details, or a starting point from the account (person, name, e-mail) when
 * none are saved yet (`saved: false`).
 * @throws UnauthorizedError.
 */
export async function getBillingProfile(ctx: Ctx): Promise<BillingProfile & { saved: boolean }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [row] = await ctx.db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  if (row)
    return {
      saved: true,
      kind: row.kind as BillingProfile['kind'],
      fullName: row.fullName,
      companyName: row.companyName,
      taxOffice: row.taxOffice,
      taxNumber: row.taxNumber,
      countryCode: row.countryCode,
      city: row.city,
      address: row.address,
      postalCode: row.postalCode,
      email: row.email,
    };
  const [user] = await ctx.db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    saved: false,
    kind: 'person',
    fullName: `${user?.name ?? ''} ${user?.surname ?? ''}`.trim(),
    companyName: null,
    taxOffice: null,
    taxNumber: null,
    countryCode: ctx.locale === 'tr' ? 'TR' : '',
    city: '',
    address: '',
    postalCode: null,
    email: user?.email ?? '',
  };
}

/**
 * Saves the viewer's invoice details (already validated by `billingProfileInput`). Fields that do
 * not apply are cleared: a person has no company, tax office or tax number.
 * @throws UnauthorizedError.
 */
export async function saveBillingProfile(ctx: Ctx, input: BillingProfile) {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const company = input.kind === 'company';
  const row = {
    kind: input.kind,
    fullName: input.fullName,
    companyName: company ? (input.companyName ?? null) : null,
    taxOffice: company ? input.taxOffice || null : null,
    taxNumber: company ? input.taxNumber || null : null,
    countryCode: input.countryCode,
    city: input.city,
    address: input.address,
    postalCode: input.postalCode || null,
    email: input.email.toLowerCase(),
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(billingProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: row });
  return getBillingProfile(ctx);
}

/** One payment of the buyer, newest first in lists. Money in minor units; dates UTC ISO-8601. */
export interface PaymentView {
  id: number;
  receiptNumber: string;
  /** `checkout` (the first charge) or `renewal`. */
  kind: 'checkout' | 'renewal';
  entityType: string;
  packageKey: string | null;
  billingInterval: 'month' | 'year' | null;
  provider: string;
  providerPaymentId: string;
  currency: string;
  amountMinor: number;
  paidAt: string;
  refundedAt: string | null;
  /** For a report purchase: the report's titles, the edition and the file's language. */
  report: { titleEn: string; titleTr: string; version: string; language: string } | null;
}

/** The line a payment stands for in `locale`: the report and edition, or null for a package. */
export function reportLine(payment: Pick<PaymentView, 'report'>, locale: 'en' | 'tr'): string | null {
  const r = payment.report;
  if (!r) return null;
  return `${locale === 'tr' ? r.titleTr : r.titleEn} — ${r.version} (${r.language.toUpperCase()})`;
}

const paymentColumns = {
  payment: payments,
  entityType: paymentRequests.entityType,
  packageKey: paymentRequests.packageKey,
  billingInterval: paymentRequests.billingInterval,
  reportTitleEn: reports.titleEn,
  reportTitleTr: reports.titleTr,
  reportVersion: reportVersions.name,
  reportLanguage: reportVersions.language,
};

/** Report purchases' version and report, joined to their payment request. */
const reportJoin = and(
  eq(paymentRequests.entityType, 'report'),
  eq(reportVersions.id, paymentRequests.entityId),
);

const toView = (r: {
  payment: typeof payments.$inferSelect;
  entityType: string;
  packageKey: string | null;
  billingInterval: string | null;
  reportTitleEn: string | null;
  reportTitleTr: string | null;
  reportVersion: string | null;
  reportLanguage: string | null;
}): PaymentView => ({
  id: r.payment.id,
  receiptNumber: receiptNumber(r.payment.id, r.payment.paidAt),
  kind: r.payment.kind as PaymentView['kind'],
  entityType: r.entityType,
  packageKey: r.packageKey,
  billingInterval: r.billingInterval as PaymentView['billingInterval'],
  provider: r.payment.provider,
  providerPaymentId: r.payment.providerPaymentId,
  currency: r.payment.currency,
  amountMinor: r.payment.amountMinor,
  paidAt: r.payment.paidAt.toISOString(),
  refundedAt: r.payment.refundedAt?.toISOString() ?? null,
  report:
    r.reportTitleEn !== null
      ? {
          titleEn: r.reportTitleEn,
          titleTr: r.reportTitleTr ?? r.reportTitleEn,
          version: r.reportVersion ?? '',
          language: r.reportLanguage ?? 'en',
        }
      : null,
});

/**
 * The viewer's payments, newest first (at most 200).
 * @throws UnauthorizedError.
 */
export async function listPayments(ctx: Ctx): Promise<PaymentView[]> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
    .leftJoin(reportVersions, reportJoin)
    .leftJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(200);
  return rows.map(toView);
}

/**
 * The viewer's payment `id` with the invoice details to print on its receipt.
 * @throws UnauthorizedError; NotFoundError 'payment.request_not_found' when it is not theirs.
 */
export async function paymentForReceipt(ctx: Ctx, id: number) {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [row] = await ctx.db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
    .leftJoin(reportVersions, reportJoin)
    .leftJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw new NotFoundError('payment.request_not_found');
  return { payment: toView(row), billedTo: await getBillingProfile(ctx) };
}

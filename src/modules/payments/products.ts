/**
 * The products on sale (issue 16 §1; D §7 Payments `GET /apiPayment/products/{id}`; §8 'Product
 * not found'; decision 0020 §5): the premium packages with their plan, billing interval and price
 * per currency in minor units (USD cents, TRY kuruş). Read by /payment-plans and the payment
 * calls; edited by super admins later on `premium-management`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { paymentProducts } from './schema';

/** A product as the API and the plans page show it. */
export interface PaymentProduct {
  id: number;
  kind: 'premium-subscription';
  /** The package granted (personal-monthly, business-yearly, …). */
  packageKey: string;
  plan: 'personal' | 'enterprise';
  billingInterval: 'month' | 'year';
  /** Price per interval in minor units: `{ USD: 1200, TRY: 42000 }` is $12.00 and ₺420.00. */
  prices: { USD: number; TRY: number };
}

const toProduct = (row: typeof paymentProducts.$inferSelect): PaymentProduct => ({
  id: row.id,
  kind: row.kind as PaymentProduct['kind'],
  packageKey: row.packageKey,
  plan: row.plan as PaymentProduct['plan'],
  billingInterval: row.billingInterval as PaymentProduct['billingInterval'],
  prices: { USD: row.priceUsdMinor, TRY: row.priceTryMinor },
});

/** The products on sale, in their order (personal before enterprise, monthly before yearly). */
export async function listProducts(db: Db): Promise<PaymentProduct[]> {
  const rows = await db
    .select()
    .from(paymentProducts)
    .where(eq(paymentProducts.isActive, true))
    .orderBy(asc(paymentProducts.sortOrder), asc(paymentProducts.id));
  return rows.map(toProduct);
}

/**
 * The product `id` on sale.
 * @throws NotFoundError 'payment.product_not_found' ('Product not found') for an unknown or
 *   withdrawn product.
 */
export async function getProduct(db: Db, id: number): Promise<PaymentProduct> {
  const [row] = await db
    .select()
    .from(paymentProducts)
    .where(and(eq(paymentProducts.id, id), eq(paymentProducts.isActive, true)));
  if (!row) throw new NotFoundError('payment.product_not_found');
  return toProduct(row);
}

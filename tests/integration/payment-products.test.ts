/**
 * The products on sale (issue 16 §1; D §7 `GET /apiPayment/products/{id}`; §8 'Product not
 * found'): the four premium packages with the prices of migration 0028 in minor units, for
 * visitors too; an unknown or withdrawn product answers 404 in the viewer's language.
 */
import { describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';

const testDb = apiTestDb();
const { eq } = await import('drizzle-orm');
const { paymentProducts } = await import('@/modules/payments/schema');

type Product = {
  id: number;
  packageKey: string;
  plan: string;
  billingInterval: string;
  prices: { USD: number; TRY: number };
};
const body = async <T>(res: Response) => (await res.json()) as { data: T; message: string | null };

describe('products on sale', () => {
  it('lists the personal and enterprise packages, monthly and yearly, with $12 a month for personal', async () => {
    const res = await apiRequest('GET', '/apiPayment/products');
    expect(res.status).toBe(200);
    const products = (await body<Product[]>(res)).data;
    expect(products.map((p) => [p.packageKey, p.plan, p.billingInterval])).toEqual([
      ['personal-monthly', 'personal', 'month'],
      ['personal-yearly', 'personal', 'year'],
      ['business-monthly', 'enterprise', 'month'],
      ['business-yearly', 'enterprise', 'year'],
    ]);
    expect(products[0]!.prices).toEqual({ USD: 1200, TRY: 42000 });
    const one = await apiRequest('GET', `/apiPayment/products/${products[0]!.id}`);
    expect((await body<Product>(one)).data.packageKey).toBe('personal-monthly');
  });

  it("answers 'Product not found' for an unknown or withdrawn product, in English and Turkish", async () => {
    const unknown = await apiRequest('GET', '/apiPayment/products/999999');
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).message).toBe('Product not found');
    const [yearly] = await testDb()
      .db.update(paymentProducts)
      .set({ isActive: false })
      .where(eq(paymentProducts.packageKey, 'business-yearly'))
      .returning({ id: paymentProducts.id });
    const withdrawn = await apiRequest('GET', `/apiPayment/products/${yearly!.id}`, undefined, {
      'accept-language': 'tr',
    });
    expect(withdrawn.status).toBe(404);
    expect((await body(withdrawn)).message).toBe('Ürün bulunamadı');
    const listed = (await body<Product[]>(await apiRequest('GET', '/apiPayment/products'))).data;
    expect(listed.map((p) => p.packageKey)).not.toContain('business-yearly');
  });
});

/**
 * /admin/management/premium-management (TR /yonetici/yonetim/premium-yonetimi; D §2 admin routes,
 * §6 "Super admin: … premium management"; issue 16 §1 "prices and limits from the admin
 * premium-management screen"): the products on sale with their USD and TRY prices, edited in
 * place. The limits per package are the spec's (§9) and shown beside; the premium filters and
 * free counts are on the premium settings screen. Super admins only (404 for everyone else).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { listProducts } from '@/modules/payments/products';
import { PriceTable } from '@/modules/payments/ui/price-table';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'premiumManagement');

export default async function PremiumManagementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requirePermission(ctx, [{ entityId: 'admin', scope: 'FULL_ACCESS' }]);
  const [t, tp, products] = await Promise.all([
    getTranslations('admin'),
    getTranslations('pricing'),
    listProducts(ctx.db),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-black">{t('premiumManagement')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('pricesIntro')}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <PriceTable
          rows={products.map((p) => ({
            id: p.id,
            plan: tp(p.plan),
            interval: tp(p.billingInterval === 'month' ? 'monthly' : 'yearly'),
            prices: p.prices,
          }))}
        />
      </div>
      <p className="mt-4 text-sm">
        <Link
          href="/admin/management/users/premium-settings"
          className="font-semibold text-brand-700 underline"
        >
          {t('premiumSettings')}
        </Link>
      </p>
    </section>
  );
}

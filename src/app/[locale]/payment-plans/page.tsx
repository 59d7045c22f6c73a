/**
 * /payment-plans (TR /tr/odeme-planlari): the premium packages of spec §6 and §9 (personal
 * and enterprise, monthly or yearly; 3 report downloads; export 1k/5k rows) with their prices
 * in USD and TRY from the products on sale (`payment_products`, issue 16 §1; $12 a month for the
 * personal package by default). Checkout arrives with the payment flow (decision 0020); the page
 * says so instead of offering a fake button.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { formatMoney } from '@/lib/format';
import { listProducts, type PaymentProduct } from '@/modules/payments/products';
import { alternatesFor } from '@/ui/seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return { title: `${t('title')} — Startup Atlas`, alternates: alternatesFor(locale, '/payment-plans') };
}

export default async function PaymentPlansPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, products] = await Promise.all([
    getTranslations('pricing'),
    pageCtx(locale).then((ctx) => listProducts(ctx.db)),
  ]);
  const plans = [
    { key: 'personal', name: t('personal'), extra: t('personalExport') },
    { key: 'enterprise', name: t('enterprise'), extra: t('enterpriseExport') },
  ] as const;
  // Minor units (cents, kuruş) as the page's language writes money.
  const money = (p: PaymentProduct, currency: 'USD' | 'TRY') =>
    formatMoney(p.prices[currency] / 100, currency, locale);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <section
            key={plan.key}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid={`plan-${plan.key}`}
          >
            <h2 className="text-xl font-bold">{plan.name}</h2>
            <dl className="mt-3 space-y-2">
              {products
                .filter((p) => p.plan === plan.key)
                .map((p) => (
                  <div key={p.id}>
                    <dt className="text-sm text-slate-500">
                      {t(p.billingInterval === 'month' ? 'monthly' : 'yearly')}
                    </dt>
                    <dd>
                      <span className="text-2xl font-black text-brand-700">
                        {t(p.billingInterval === 'month' ? 'perMonth' : 'perYear', {
                          price: money(p, 'USD'),
                        })}
                      </span>
                      <span className="ml-2 text-sm text-slate-600">
                        {t(p.billingInterval === 'month' ? 'perMonth' : 'perYear', {
                          price: money(p, 'TRY'),
                        })}
                      </span>
                    </dd>
                  </div>
                ))}
            </dl>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              <li>{t('features')}</li>
              <li>{plan.extra}</li>
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-6 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{t('purchaseSoon')}</p>
    </article>
  );
}

/**
 * /payment-plans (TR /tr/odeme-planlari): the premium packages of spec §6 and §9 (personal
 * and enterprise, monthly or yearly; 3 report downloads; export 1k/5k rows) with their prices
 * in USD and TRY from the products on sale (`payment_products`, issue 16 §1; $12 a month for the
 * personal package by default). A signed-in member picks a currency and a plan and is sent to
 * the provider's checkout (decision 0020); a visitor's choice leads to sign-up and back here with
 * that plan marked (`?product=`); premium holders see their package instead of buy buttons (§6).
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { formatPrice } from '@/lib/format';
import { listProducts, type PaymentProduct } from '@/modules/payments/products';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { BuyButton, PlanCheckout } from '@/modules/payments/ui/plan-checkout';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return { title: siteTitle(t('title')), alternates: alternatesFor(locale, '/payment-plans') };
}

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PaymentPlansPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const ctx = await pageCtx(locale);
  const [t, tp, products] = await Promise.all([
    getTranslations('pricing'),
    getTranslations('payments'),
    listProducts(ctx.db),
  ]);
  const chosen = typeof query.product === 'string' ? Number(query.product) : null;
  const viewer = ctx.viewer;
  const intervalName = (p: PaymentProduct) =>
    tp(p.billingInterval === 'month' ? 'monthlyLower' : 'yearlyLower');
  // A visitor signs up (or logs in from there) and comes back with the plan marked.
  const signUpHref = (p: PaymentProduct) =>
    localizedPath(
      '/register',
      locale,
      {},
      {
        redirectUrl: localizedPath('/payment-plans', locale, {}, { product: p.id }),
      },
    );
  const plans = [
    { key: 'personal', name: t('personal'), extra: t('personalExport') },
    { key: 'enterprise', name: t('enterprise'), extra: t('enterpriseExport') },
  ] as const;
  // Minor units (cents, kuruş) as the page's language writes money.
  const money = (p: PaymentProduct, currency: 'USD' | 'TRY') =>
    formatPrice(p.prices[currency], currency, locale);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <p className="mt-2 text-sm">
        <Link href="/static/membership-packages" className="font-semibold text-brand-700 underline">
          {t('compareLink')}
        </Link>
      </p>
      {viewer.isPremium && (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm" data-testid="already-premium">
          {tp('alreadyPremium')}{' '}
          <Link href="/dashboard/membership-packages" className="font-semibold text-brand-700 underline">
            {tp('seeMembership')}
          </Link>
        </p>
      )}
      <PlanCheckout
        defaultCurrency={locale === 'tr' ? 'TRY' : 'USD'}
        successPath={localizedPath('/payment-success', locale)}
        failPath={localizedPath('/payment-fail', locale)}
      >
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
                    <div
                      key={p.id}
                      className={
                        chosen === p.id ? 'rounded-lg ring-2 ring-brand-600 ring-offset-4' : undefined
                      }
                      data-testid={`product-${p.plan}-${p.billingInterval}`}
                    >
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
                      {chosen === p.id && !viewer.isPremium && (
                        <dd className="mt-1 text-sm font-semibold text-brand-700" data-testid="chosen-plan">
                          {tp('chosen')}
                        </dd>
                      )}
                      {!viewer.isPremium && (
                        <dd>
                          {viewer.isAuthenticated ? (
                            <BuyButton productId={p.id} label={tp('choose', { interval: intervalName(p) })} />
                          ) : (
                            <a
                              href={signUpHref(p)}
                              className="mt-2 block w-full rounded-lg border border-brand-600 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
                            >
                              {tp('signUpToBuy', { interval: intervalName(p) })}
                            </a>
                          )}
                        </dd>
                      )}
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
      </PlanCheckout>
    </article>
  );
}

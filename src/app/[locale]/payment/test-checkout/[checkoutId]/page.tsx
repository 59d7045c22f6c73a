/**
 * /payment/test-checkout/{checkoutId} (TR /tr/odeme/test-odeme/…): the built-in test provider's
 * hosted checkout page (issue 16 §1, decision 0020 §3), marked TEST MODE. It stands where Stripe's
 * or iyzico's page would: the app sends the browser here from `POST /apiPayment/products/payment`,
 * and the form's answer sends it back to the merchant's success or fail address. Unknown
 * checkouts, and every checkout while PAYMENT_TEST_PROVIDER is off, are the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatPrice } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getTestCheckout } from '@/modules/payments/providers/test-provider';
import { TestCheckoutForm } from '@/modules/payments/ui/test-checkout-form';

type Props = { params: Promise<{ locale: Locale; checkoutId: string }> };

export const generateMetadata = privatePageMetadata('payments', 'checkoutTitle');

export default async function TestCheckoutPage({ params }: Props) {
  const { locale, checkoutId } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const checkout = await orNotFound(getTestCheckout(ctx.db, decodeURIComponent(checkoutId)));
  const t = await getTranslations('payments');
  const amount = formatPrice(checkout.amountMinor, checkout.currency, locale);
  const open = checkout.state === 'open' || checkout.state === 'requires_action';
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <p
        role="note"
        className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="test-mode"
      >
        <strong className="mr-2 rounded bg-amber-800 px-2 py-0.5 text-xs font-black tracking-wider text-white">
          {t('testMode')}
        </strong>
        {t('testModeNote')}
      </p>
      <h1 className="mt-6 text-2xl font-black">{t('checkoutTitle')}</h1>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="font-semibold">{checkout.description}</p>
        <p className="mt-1 text-2xl font-black text-brand-700" data-testid="checkout-amount">
          {amount}
        </p>
        {checkout.billingInterval && (
          <p className="text-sm text-slate-600">
            {t('every', {
              interval: t(checkout.billingInterval === 'month' ? 'monthlyLower' : 'yearlyLower'),
            })}
          </p>
        )}
        <div className="mt-6">
          {open ? (
            <TestCheckoutForm
              checkoutId={checkout.id}
              amountLabel={amount}
              needsAuthentication={checkout.state === 'requires_action'}
            />
          ) : (
            <p>
              {t('checkoutClosed')}{' '}
              <a href={checkout.cancelUrl} className="font-semibold text-brand-700 underline">
                {t('returnToSite')}
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

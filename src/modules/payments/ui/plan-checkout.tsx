'use client';
/**
 * The buying half of /payment-plans (issue 16 §1; D §4 "Payment: request, redirect of the browser
 * to redirectUrl, then the success or fail page"): the currency choice (USD or TRY) and, for a
 * signed-in member, a button per product that asks `POST /apiPayment/products/payment` for the
 * provider's checkout and sends the browser there. Refusals ('The user already has a premium
 * account', 'The payment type is not supported') show as the API client's notice.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/ui/api/client';

type Currency = 'USD' | 'TRY';
interface CheckoutState {
  currency: Currency;
  setCurrency: (c: Currency) => void;
  successPath: string;
  failPath: string;
}
const CheckoutContext = createContext<CheckoutState | null>(null);

/** Holds the chosen currency for the buy buttons inside it; renders the currency switch first. */
export function PlanCheckout({
  defaultCurrency,
  successPath,
  failPath,
  children,
}: {
  defaultCurrency: Currency;
  /** The localized result pages (the spec's successUrl and cancelUrl headers). */
  successPath: string;
  failPath: string;
  children: ReactNode;
}) {
  const t = useTranslations('payments');
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  return (
    <CheckoutContext.Provider value={{ currency, setCurrency, successPath, failPath }}>
      <fieldset className="mt-6 flex flex-wrap items-center gap-3" data-testid="currency-choice">
        <legend className="float-left mr-2 text-sm font-semibold text-slate-700">{t('payIn')}</legend>
        {(['USD', 'TRY'] as const).map((c) => (
          <label
            key={c}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="currency"
              value={c}
              checked={currency === c}
              onChange={() => setCurrency(c)}
            />
            {c === 'USD' ? 'USD ($)' : 'TRY (₺)'}
          </label>
        ))}
      </fieldset>
      {children}
    </CheckoutContext.Provider>
  );
}

/** Starts paying for product `productId` in the chosen currency. */
export function BuyButton({ productId, label }: { productId: number; label: string }) {
  const t = useTranslations('payments');
  const state = useContext(CheckoutContext);
  const [busy, setBusy] = useState(false);
  if (!state) return null;
  async function buy() {
    if (busy || !state) return;
    setBusy(true);
    try {
      // Paths: the server makes them absolute on its public origin (the browser's may differ: www, a proxy).
      const { data } = await api.POST('/apiPayment/products/payment', {
        body: { EntityId: productId, EntityType: 'premium-subscription', Currency: state.currency },
        params: { header: { successurl: state.successPath, cancelurl: state.failPath } },
      });
      if (data) {
        window.location.assign(data.data.redirectUrl);
        return;
      }
    } catch {
      // The client has shown the notice.
    }
    setBusy(false);
  }
  return (
    <button
      type="button"
      onClick={buy}
      disabled={busy}
      aria-busy={busy}
      className="mt-2 w-full rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? t('redirecting') : label}
    </button>
  );
}

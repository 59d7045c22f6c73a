'use client';
/**
 * The test provider's hosted checkout form (decision 0020 §3): card number, expiry and CVC with
 * the same checks as the provider's call (card-validator), then the second step for the
 * authentication card, and "Cancel and return". Each step asks the test provider's API and
 * follows the address it answers (the success or the fail page of the merchant).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import cardValidator from 'card-validator';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { FormMessage } from '@/ui/form';

const cardForm = z.object({
  number: z
    .string()
    .refine((v) => cardValidator.number(v.replace(/[\s-]/g, '')).isValid, 'payment.card_invalid'),
  expiry: z.string().refine((v) => cardValidator.expirationDate(v).isValid, 'payment.card_expiry_invalid'),
  cvc: z.string().refine((v) => cardValidator.cvv(v, [3, 4]).isValid, 'payment.card_cvc_invalid'),
});

type Step = { next: 'redirect'; url: string } | { next: 'authenticate' };

export function TestCheckoutForm({
  checkoutId,
  amountLabel,
  needsAuthentication,
}: {
  checkoutId: string;
  /** The formatted amount ("$120.00"). */
  amountLabel: string;
  /** The checkout waits for its second step (the page was reloaded on it). */
  needsAuthentication: boolean;
}) {
  const t = useTranslations('payments');
  const form = useZodForm(cardForm, { number: '', expiry: '', cvc: '' });
  const [authenticate, setAuthenticate] = useState(needsAuthentication);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const path = { id: checkoutId };

  const follow = (step: Step) => {
    if (step.next === 'redirect') window.location.assign(step.url);
    else setAuthenticate(true);
  };

  async function decide(approve: boolean) {
    setBusy(true);
    setProblem(null);
    const { data, error } = await quietApi.POST(
      '/api/v2/payments/test-provider/checkouts/{id}/authenticate',
      {
        params: { path },
        body: { approve },
      },
    );
    if (data) return follow(data.data);
    setProblem(error?.message ?? t('checkoutClosed'));
    setBusy(false);
  }

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const { data, error } = await quietApi.POST('/api/v2/payments/test-provider/checkouts/{id}/cancel', {
      params: { path },
    });
    if (data) return follow(data.data);
    setProblem(error?.message ?? t('checkoutClosed'));
    setBusy(false);
  }

  if (authenticate)
    return (
      <section aria-labelledby="auth-title" className="space-y-4" data-testid="test-authenticate">
        <h2 id="auth-title" className="text-lg font-bold">
          {t('authTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('authNote')}</p>
        {problem && <FormMessage kind="alert">{problem}</FormMessage>}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => decide(true)}
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('authApprove')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => decide(false)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60"
          >
            {t('authFail')}
          </button>
        </div>
      </section>
    );

  return (
    <div className="space-y-4">
      <ZodForm
        form={form}
        testId="test-card-form"
        className="space-y-4"
        requiredNote={false}
        onSubmit={async (values) => {
          const { data, error } = await quietApi.POST('/api/v2/payments/test-provider/checkouts/{id}/pay', {
            params: { path },
            body: values,
          });
          if (!data) return { ok: false, error };
          follow(data.data);
          return { ok: true, quiet: true };
        }}
      >
        <Field
          name="number"
          label={t('cardNumber')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
        <div className="grid grid-cols-2 gap-3">
          <Field name="expiry" label={t('expiry')} required autoComplete="cc-exp" placeholder="12/34" />
          <Field
            name="cvc"
            label={t('cvc')}
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </div>
        <FormSubmit busyLabel={t('paying')}>{t('pay', { amount: amountLabel })}</FormSubmit>
      </ZodForm>
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <button
        type="button"
        disabled={busy}
        onClick={cancel}
        className="text-sm font-semibold text-brand-700 underline disabled:opacity-60"
      >
        {t('cancelReturn')}
      </button>
    </div>
  );
}

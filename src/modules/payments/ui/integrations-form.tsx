'use client';
/**
 * The payment integrations screen's controls (issue 16 §1 "chosen in the admin
 * payment-integrations screen (secrets from the environment, never stored in clear)"; decision
 * 0020 §1, §3): the provider for USD and for TRY (providers without their keys cannot be chosen),
 * and the test provider's billing events on a test subscription.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { FormMessage, inputClass } from '@/ui/form';
import { toast } from '@/ui/primitives/toast';

type Provider = 'test' | 'stripe' | 'iyzico';
const PROVIDERS: Provider[] = ['test', 'stripe', 'iyzico'];

export function IntegrationsForm({
  initial,
  configured,
}: {
  initial: { USD: Provider; TRY: Provider };
  configured: Record<Provider, boolean>;
}) {
  const t = useTranslations('admin');
  const [choice, setChoice] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const { error } = await quietApi.PUT('/api/v2/payments/integrations', { body: choice });
    setBusy(false);
    if (error) setProblem(Object.values(error.data?.fields ?? {})[0] ?? error.message ?? t('saveFailed'));
    else toast.success(t('saved'));
  }
  return (
    <form onSubmit={save} className="space-y-4" data-testid="integrations-form">
      {(['USD', 'TRY'] as const).map((currency) => (
        <div key={currency} className="text-sm">
          <label htmlFor={`provider-${currency}`} className="mb-1 block font-semibold">
            {t('providerFor', { currency })}
          </label>
          <select
            id={`provider-${currency}`}
            className={inputClass}
            value={choice[currency]}
            onChange={(e) => setChoice({ ...choice, [currency]: e.target.value as Provider })}
          >
            {PROVIDERS.map((p) => (
              <option key={p} value={p} disabled={!configured[p]}>
                {t(`provider_${p}`)} ({configured[p] ? t('configured') : t('notConfigured')})
              </option>
            ))}
          </select>
        </div>
      ))}
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('saveProviders')}
      </button>
    </form>
  );
}

const ACTIONS = ['renew', 'fail-renewal', 'cancel-at-period-end', 'cancel-now', 'refund'] as const;

export function TestBillingActions({ subscriptionId, label }: { subscriptionId: number; label: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function play(action: (typeof ACTIONS)[number]) {
    setBusy(true);
    const { error } = await quietApi.POST('/api/v2/payments/test-provider/subscriptions/{id}/{action}', {
      params: { path: { id: subscriptionId, action } },
    });
    setBusy(false);
    if (error) toast.error(error.message ?? t('saveFailed'));
    else {
      toast.success(t('eventSent'));
      for (const ms of [1500, 4000]) setTimeout(() => router.refresh(), ms);
    }
  }
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          onClick={() => play(action)}
          className="rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-60"
        >
          {t(`action_${action}`)}
        </button>
      ))}
    </div>
  );
}

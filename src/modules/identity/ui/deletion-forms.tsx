'use client';
/**
 * Account deletion and recovery (spec §4 "Account deletion": requested in settings, purged
 * after 14 days without sign-in, a recovery screen cancels it before the expiry date).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage, SubmitButton } from '@/ui/form';
import { Field, HookForm } from '@/ui/form-kit';
import { useRowForm } from '@/ui/row-form';
import { authClient } from './auth-client';

const button = 'rounded-lg px-4 py-2.5 font-semibold text-white disabled:bg-slate-300';

/**
 * Settings form: the password (or, without one, the e-mail address) and an explicit
 * confirmation, on react-hook-form (issue 13 §4): a refusal ('Invalid Credentials') shows beside
 * the password, which takes the focus, and above the button.
 */
export function DeleteAccountForm({ hasPassword, homePath }: { hasPassword: boolean; homePath: string }) {
  const t = useTranslations('auth');
  const form = useRowForm({ secret: '', understood: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, understood] = form.watch(['secret', 'understood']);
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;
  const send = async (values: { secret: string }) => {
    setProblem(null);
    // The form shows a refusal ('Invalid Credentials') itself: no notice.
    const { error, response } = await quietApi.POST('/api/v2/identity/account-deletion', {
      body: hasPassword ? { password: values.secret } : { confirmation: values.secret },
    });
    if (response.ok) {
      setLeaving(true);
      window.location.assign(homePath);
      return;
    }
    const text = messageOf(error) ?? t('generic');
    form.setError('secret', { type: 'server', message: text }, { shouldFocus: true });
    setProblem(text);
  };
  return (
    <HookForm form={form} onValid={send} testId="delete-account-form" className="space-y-4">
      <Field
        name="secret"
        label={hasPassword ? t('password') : t('typeEmail')}
        type={hasPassword ? 'password' : 'email'}
        autoComplete={hasPassword ? 'current-password' : 'off'}
        required
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...form.register('understood')} />
        {t('deleteUnderstand')}
      </label>
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <SubmitButton busy={busy} disabled={!understood || !secret} busyLabel={t('working')} danger>
        {t('deleteSubmit')}
      </SubmitButton>
    </HookForm>
  );
}

/** Recovery screen buttons: keep the account (cancel deletion) or sign out and let it be deleted. */
export function RecoveryActions({ homePath }: { homePath: string }) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [recovered, setRecovered] = useState(false);
  if (recovered)
    return (
      <div role="status" data-testid="recovered" className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
        <p>{t('recovered')}</p>
        <a href={homePath} className="mt-2 inline-block font-semibold underline">
          {t('goHome')}
        </a>
      </div>
    );
  return (
    <div className="space-y-3">
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const { error, response } = await quietApi.DELETE('/api/v2/identity/account-deletion');
          setBusy(false);
          if (response.ok) setRecovered(true);
          else setProblem(messageOf(error) ?? t('generic'));
        }}
        className={`${button} w-full bg-brand-600 hover:bg-brand-700`}
      >
        {t('recoverSubmit')}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await authClient.signOut();
          window.location.assign(homePath);
        }}
        className="w-full rounded-lg border border-slate-300 py-2.5 text-sm font-semibold hover:bg-slate-50 disabled:text-slate-400"
      >
        {t('continueDeletion')}
      </button>
    </div>
  );
}

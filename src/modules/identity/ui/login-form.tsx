'use client';
/**
 * Login form (spec §2 /login, §4 authentication, §8 login errors): e-mail, password, remember
 * me; unverified users can ask for a new verification mail. On the form kit (issue 13 §4): the
 * identity module's `signInInput` checks in the browser, each error beside its field naming it,
 * the first focused; a refused sign-in is the form's alert in the spec's wording.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { signInInput } from '../validation';
import { authClient, errorCode, resendVerification } from './auth-client';

export function LoginForm({
  redirectTo,
  verifyCallback,
  justVerified,
  justReset = false,
  recoveryPath,
}: {
  redirectTo: string;
  verifyCallback: string;
  justVerified: boolean;
  justReset?: boolean;
  /** Where a user whose account is scheduled for deletion goes after signing in. */
  recoveryPath: string;
}) {
  const t = useTranslations('auth');
  const form = useZodForm(signInInput, { email: '', password: '', rememberMe: false });
  const [unverified, setUnverified] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    justVerified ? t('verified') : justReset ? t('resetDone') : null,
  );

  const resend = async () => {
    const outcome = await resendVerification(form.getValues('email'), verifyCallback);
    if (outcome === 'resent') {
      setUnverified(false);
      setNotice(t('resent'));
    } else form.setError('root.server', { type: 'server', message: t(outcome) });
  };

  return (
    <ZodForm
      form={form}
      testId="login-form"
      requiredNote={false}
      onSubmit={async (values) => {
        setNotice(null);
        setUnverified(false);
        const { data, error } = await authClient.signIn.email(values);
        if (!error) {
          const pendingDeletion = (data?.user as { deletionRequestedAt?: unknown } | undefined)
            ?.deletionRequestedAt;
          window.location.assign(pendingDeletion ? recoveryPath : redirectTo);
          return { ok: true, quiet: true };
        }
        const code = errorCode(error);
        setUnverified(code === 'EMAIL_NOT_VERIFIED');
        return {
          ok: false,
          message:
            code === 'EMAIL_NOT_VERIFIED'
              ? t('notVerified')
              : code === 'ACCOUNT_LOCKED'
                ? t('locked')
                : code === '401' || code === 'INVALID_EMAIL_OR_PASSWORD'
                  ? t('wrongCredentials')
                  : error.status === 429
                    ? t('tooManyAttempts')
                    : t('generic'),
        };
      }}
    >
      {notice && <FormMessage kind="status">{notice}</FormMessage>}
      <Field name="email" label={t('email')} required type="email" autoComplete="email" />
      <Field name="password" label={t('password')} required type="password" autoComplete="current-password" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('rememberMe')} />
        {t('rememberMe')}
      </label>
      {unverified && (
        <button type="button" onClick={() => void resend()} className="text-sm font-semibold underline">
          {t('resend')}
        </button>
      )}
      <FormSubmit busyLabel={t('working')}>{t('submitLogin')}</FormSubmit>
    </ZodForm>
  );
}

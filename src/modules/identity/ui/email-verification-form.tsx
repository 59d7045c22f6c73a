'use client';
/**
 * E-mail verification by code (spec §2 /email-verification, §4 "E-mail verification", §8
 * 'Validation code is not valid', 'Too many e-mail verification requests, wait a few minutes').
 * The mail carries a link and a 6-digit code; this form takes the code, or sends a new mail. On
 * the form kit (issue 13 §4): a wrong code shows beside the code field, which takes the focus.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { verifyEmailInput } from '../validation';
import { authClient, errorCode, resendVerification } from './auth-client';

export function EmailVerificationForm({
  verifyCallback,
  loginPath,
  initialProblem,
}: {
  verifyCallback: string;
  loginPath: string;
  initialProblem: string | null;
}) {
  const t = useTranslations('auth');
  const form = useZodForm(verifyEmailInput, { email: '', code: '' });
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [notice, setNotice] = useState<string | null>(null);
  const email = form.watch('email');

  if (done)
    return (
      <div
        role="status"
        data-testid="verification-done"
        className="rounded-lg bg-emerald-50 p-4 text-emerald-800"
      >
        <p>{t('verified')}</p>
        <a href={loginPath} className="mt-2 inline-block font-semibold underline">
          {t('submitLogin')}
        </a>
      </div>
    );

  const resend = async () => {
    setProblem(null);
    const outcome = await resendVerification(email, verifyCallback);
    if (outcome === 'resent') setNotice(t('resent'));
    else setProblem(t(outcome));
  };

  return (
    <ZodForm
      form={form}
      testId="verification-form"
      requiredNote={false}
      onSubmit={async (values) => {
        setProblem(null);
        setNotice(null);
        const { error } = await authClient.emailOtp.verifyEmail({ email: values.email, otp: values.code });
        if (!error) {
          setDone(true);
          return { ok: true, quiet: true };
        }
        const c = errorCode(error);
        if (error.status === 429 || c === 'TOO_MANY_ATTEMPTS')
          return { ok: false, message: t('tooManyVerification') };
        if (c === 'INVALID_OTP' || c === 'OTP_EXPIRED' || c === 'USER_NOT_FOUND' || error.status === 400)
          // A wrong or expired code: beside the code, which takes the focus.
          return {
            ok: false,
            error: { message: t('codeInvalid'), data: { fields: { code: t('codeInvalid') } } },
          };
        return { ok: false, message: t('generic') };
      }}
    >
      <p className="text-sm text-slate-600">{t('verifyLead')}</p>
      {notice && <FormMessage kind="status">{notice}</FormMessage>}
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <Field name="email" label={t('email')} required type="email" autoComplete="email" />
      <Field
        name="code"
        label={t('code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="tracking-[0.4em]"
      />
      <FormSubmit busyLabel={t('working')}>{t('verifySubmit')}</FormSubmit>
      <button
        type="button"
        disabled={!email}
        onClick={() => void resend()}
        className="text-sm font-semibold text-brand-700 underline disabled:text-slate-400"
      >
        {t('resend')}
      </button>
    </ZodForm>
  );
}

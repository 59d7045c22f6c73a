'use client';
/**
 * E-mail verification by code (spec §2 /email-verification, §4 "E-mail verification", §8
 * 'Validation code is not valid', 'Too many e-mail verification requests, wait a few minutes').
 * The mail carries a link and a 6-digit code; this form takes the code, or sends a new mail.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field, FormMessage, SubmitButton } from '@/ui/form';
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
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [notice, setNotice] = useState<string | null>(null);

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

  const verify = async () => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const { error } = await authClient.emailOtp.verifyEmail({ email, otp: code.trim() });
    setBusy(false);
    if (!error) return setDone(true);
    const c = errorCode(error);
    setProblem(
      error.status === 429 || c === 'TOO_MANY_ATTEMPTS'
        ? t('tooManyVerification')
        : c === 'INVALID_OTP' || c === 'OTP_EXPIRED' || c === 'USER_NOT_FOUND' || error.status === 400
          ? t('codeInvalid')
          : t('generic'),
    );
  };

  const resend = async () => {
    setProblem(null);
    const outcome = await resendVerification(email, verifyCallback);
    if (outcome === 'resent') setNotice(t('resent'));
    else setProblem(t(outcome));
  };

  return (
    <form
      className="space-y-4"
      data-testid="verification-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void verify();
      }}
    >
      <p className="text-sm text-slate-600">{t('verifyLead')}</p>
      {notice && <FormMessage kind="status">{notice}</FormMessage>}
      <Field label={t('email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        className="tracking-[0.4em]"
      />
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <SubmitButton busy={busy} busyLabel={t('working')}>
        {t('verifySubmit')}
      </SubmitButton>
      <button
        type="button"
        disabled={!email}
        onClick={() => void resend()}
        className="text-sm font-semibold text-brand-700 underline disabled:text-slate-400"
      >
        {t('resend')}
      </button>
    </form>
  );
}

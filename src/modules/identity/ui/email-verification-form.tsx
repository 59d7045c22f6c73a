'use client';
/**
 * E-mail verification by code (spec §2 /email-verification, §4 "E-mail verification", §8
 * 'Validation code is not valid', 'Too many e-mail verification requests, wait a few minutes').
 * The mail carries a link and a 6-digit code; this form takes the code, or sends a new mail.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { authClient, errorCode } from './auth-client';

const input = 'w-full rounded-lg border border-slate-300 px-3 py-2';

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
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: verifyCallback });
    if (error) setProblem(error.status === 429 ? t('tooManyVerification') : t('generic'));
    else setNotice(t('resent'));
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
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('email')}</span>
        <input
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={input}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('code')}</span>
        <input
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          className={`${input} tracking-[0.4em]`}
        />
      </label>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : t('verifySubmit')}
      </button>
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

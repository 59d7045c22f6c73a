'use client';
/**
 * Login form (spec §2 /login, §4 authentication, §8 login errors): e-mail, password, remember
 * me; unverified users can ask for a new verification mail.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { authClient, errorCode } from './auth-client';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    justVerified ? t('verified') : justReset ? t('resetDone') : null,
  );

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const { data, error } = await authClient.signIn.email({ email, password, rememberMe });
    setBusy(false);
    if (!error) {
      const pendingDeletion = (data?.user as { deletionRequestedAt?: unknown } | undefined)
        ?.deletionRequestedAt;
      window.location.assign(pendingDeletion ? recoveryPath : redirectTo);
      return;
    }
    const code = errorCode(error);
    setUnverified(code === 'EMAIL_NOT_VERIFIED');
    setProblem(
      code === 'EMAIL_NOT_VERIFIED'
        ? t('notVerified')
        : code === 'ACCOUNT_LOCKED'
          ? t('locked')
          : code === '401' || code === 'INVALID_EMAIL_OR_PASSWORD'
            ? t('wrongCredentials')
            : error.status === 429
              ? t('tooManyAttempts')
              : t('generic'),
    );
  };

  const resend = async () => {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: verifyCallback });
    if (error) setProblem(error.status === 429 ? t('tooManyVerification') : t('generic'));
    else setNotice(t('resent'));
  };

  return (
    <form
      className="space-y-4"
      data-testid="login-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
    >
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
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('password')}</span>
        <input
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        {t('rememberMe')}
      </label>
      {problem && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{problem}</p>
          {unverified && (
            <button type="button" onClick={() => void resend()} className="mt-1 font-semibold underline">
              {t('resend')}
            </button>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : t('submitLogin')}
      </button>
    </form>
  );
}

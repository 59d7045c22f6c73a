'use client';
/**
 * Login form (spec §2 /login, §4 authentication, §8 login errors): e-mail, password, remember
 * me; unverified users can ask for a new verification mail.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field, FormMessage, SubmitButton } from '@/ui/form';
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
    setProblem(null);
    const outcome = await resendVerification(email, verifyCallback);
    if (outcome === 'resent') setNotice(t('resent'));
    else setProblem(t(outcome));
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
      {notice && <FormMessage kind="status">{notice}</FormMessage>}
      <Field label={t('email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        {t('rememberMe')}
      </label>
      {problem && (
        <FormMessage kind="alert">
          <p>{problem}</p>
          {unverified && (
            <button type="button" onClick={() => void resend()} className="mt-1 font-semibold underline">
              {t('resend')}
            </button>
          )}
        </FormMessage>
      )}
      <SubmitButton busy={busy} busyLabel={t('working')}>
        {t('submitLogin')}
      </SubmitButton>
    </form>
  );
}

'use client';
/**
 * Forgot-password, reset-password and change-password forms (spec §2 account pages, §5: the
 * new password twice; change needs the old one). The same answer whether or not an address exists.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { passwordProblems } from '@/lib/password';
import { Field, FormMessage } from '@/ui/form';
import { authClient } from './auth-client';

const button =
  'w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300';

export function ForgotPasswordForm({ resetPath }: { resetPath: string }) {
  const t = useTranslations('auth');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent)
    return (
      <p role="status" data-testid="forgot-sent" className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
        {t('forgotSent')}
      </p>
    );
  return (
    <form
      className="space-y-4"
      data-testid="forgot-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        await authClient.requestPasswordReset({ email, redirectTo: resetPath });
        setBusy(false);
        setSent(true);
      }}
    >
      <p className="text-sm text-slate-600">{t('forgotLead')}</p>
      <Field label={t('email')} value={email} onChange={setEmail} type="email" autoComplete="email" />
      <button type="submit" disabled={busy} className={button}>
        {busy ? t('working') : t('sendLink')}
      </button>
    </form>
  );
}

function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problems = passwordProblems(password);
  return { password, setPassword, confirm, setConfirm, problems, matches: password === confirm };
}

/** The new password twice (spec §5), shared by the reset and change forms. */
function NewPasswordFields({ fields }: { fields: ReturnType<typeof useNewPassword> }) {
  const t = useTranslations('auth');
  return (
    <>
      <Field
        label={t('newPassword')}
        value={fields.password}
        onChange={fields.setPassword}
        type="password"
        autoComplete="new-password"
      />
      <Field
        label={t('confirmPassword')}
        value={fields.confirm}
        onChange={fields.setConfirm}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** What is wrong with the new password pair, in the viewer's language, or null. */
function newPasswordProblem(
  fields: ReturnType<typeof useNewPassword>,
  t: ReturnType<typeof useTranslations<'auth'>>,
): string | null {
  if (!fields.matches) return t('mismatch');
  return fields.problems.length ? fields.problems.map((r) => t(`rule_${r}`)).join(', ') : null;
}

export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const fields = useNewPassword();
  const [problem, setProblem] = useState<string | null>(token ? null : t('resetInvalid'));
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4"
      data-testid="reset-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const invalid = newPasswordProblem(fields, t);
        if (invalid) return setProblem(invalid);
        setBusy(true);
        const { error } = await authClient.resetPassword({ newPassword: fields.password, token });
        setBusy(false);
        if (error) return setProblem(t('resetInvalid'));
        router.push(`${loginPath}?reset=1`);
      }}
    >
      <NewPasswordFields fields={fields} />
      {problem && <FormMessage kind="alert">{problem}</FormMessage>}
      <button type="submit" disabled={busy || !token} className={button}>
        {busy ? t('working') : t('savePassword')}
      </button>
    </form>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const fields = useNewPassword();
  const [current, setCurrent] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4"
      data-testid="change-password-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const invalid = newPasswordProblem(fields, t);
        if (invalid) return setMessage({ ok: false, text: invalid });
        setBusy(true);
        const { error } = await authClient.changePassword({
          currentPassword: current,
          newPassword: fields.password,
          revokeOtherSessions: true,
        });
        setBusy(false);
        setMessage(error ? { ok: false, text: t('invalidOld') } : { ok: true, text: t('changeDone') });
      }}
    >
      <Field
        label={t('oldPassword')}
        type="password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <NewPasswordFields fields={fields} />
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`rounded-lg p-3 text-sm ${message.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
        >
          {message.text}
        </p>
      )}
      <button type="submit" disabled={busy} className={button}>
        {busy ? t('working') : t('savePassword')}
      </button>
    </form>
  );
}

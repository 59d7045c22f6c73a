'use client';
/**
 * Forgot-password, reset-password and change-password forms (spec §2 account pages, §5: the
 * new password twice; change needs the old one). The same answer whether or not an address exists.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { passwordProblems } from '@/lib/password';
import { Field as TextField, FormMessage } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { changePasswordInput } from '../validation';
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
      <TextField label={t('email')} value={email} onChange={setEmail} type="email" autoComplete="email" />
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
      <TextField
        label={t('newPassword')}
        value={fields.password}
        onChange={fields.setPassword}
        type="password"
        autoComplete="new-password"
      />
      <TextField
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

/**
 * /profile/settings/change-password (spec §5: old password, new password, confirmation) — the
 * form kit's example (src/ui/form-kit.tsx): schema `changePasswordInput` of the identity
 * module, errors beside the fields naming them, the first invalid field focused, a toast on
 * success; a wrong old password lands on its field.
 */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const form = useZodForm(changePasswordInput, { currentPassword: '', newPassword: '', confirmPassword: '' });
  return (
    <ZodForm
      form={form}
      testId="change-password-form"
      success={t('changeDone')}
      onSubmit={async (values) => {
        const { error } = await authClient.changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          revokeOtherSessions: true,
        });
        if (!error) {
          form.reset();
          return { ok: true };
        }
        return {
          ok: false,
          error: { message: t('invalidOld'), data: { fields: { currentPassword: t('invalidOld') } } },
        };
      }}
    >
      <Field
        name="currentPassword"
        label={t('oldPassword')}
        required
        type="password"
        autoComplete="current-password"
      />
      <Field
        name="newPassword"
        label={t('newPassword')}
        required
        type="password"
        autoComplete="new-password"
        hint={`${t('passwordRules')} ${(
          ['length', 'consecutive', 'uppercase', 'punctuation', 'number'] as const
        )
          .map((rule) => t(`rule_${rule}`))
          .join(', ')}.`}
      />
      <Field
        name="confirmPassword"
        label={t('confirmPassword')}
        required
        type="password"
        autoComplete="new-password"
      />
      <FormSubmit busyLabel={t('working')}>{t('savePassword')}</FormSubmit>
    </ZodForm>
  );
}

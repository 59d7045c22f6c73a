'use client';
/**
 * Forgot-password, reset-password and change-password forms (spec §2 account pages, §5: the
 * new password twice; change needs the old one). The same answer whether or not an address
 * exists. All three on the form kit (src/ui/form-kit.tsx, issue 13 §4): the identity module's
 * schemas check in the browser, each error beside its field naming it, the first focused.
 * A change or reset revokes the account's API keys (decision 0010): the forms say so before,
 * and name the keys revoked after (the auth answer's `revokedApiKeys`).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { FormMessage } from '@/ui/form';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { changePasswordInput, forgotPasswordInput, newPasswordInput } from '../validation';
import { authClient } from './auth-client';

const RULES = ['length', 'consecutive', 'uppercase', 'punctuation', 'number'] as const;

/** Names of the keys an auth answer says were revoked (`revokedApiKeys`, src/server/auth.ts). */
function revokedKeyNames(answer: unknown): string[] {
  const list = (answer as { revokedApiKeys?: unknown } | null)?.revokedApiKeys;
  if (!Array.isArray(list)) return [];
  return list.flatMap((key: unknown) => {
    const name = (key as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name] : [];
  });
}

/** `names` as one list in the viewer's language ("a, b and c" / "a, b ve c"). */
function useNameList(): (names: string[]) => string {
  const locale = useLocale();
  return (names) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** The password rule as a hint under the new password (spec §5), in the viewer's language. */
function useRuleHint(): string {
  const t = useTranslations('auth');
  return `${t('passwordRules')} ${RULES.map((rule) => t(`rule_${rule}`)).join(', ')}.`;
}

/** The new password (with the rule as its hint) and its confirmation (spec §5). */
function NewPasswordFields() {
  const t = useTranslations('auth');
  const hint = useRuleHint();
  return (
    <>
      <Field
        name="newPassword"
        label={t('newPassword')}
        required
        type="password"
        autoComplete="new-password"
        hint={hint}
      />
      <Field
        name="confirmPassword"
        label={t('confirmPassword')}
        required
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

export function ForgotPasswordForm({ resetPath }: { resetPath: string }) {
  const t = useTranslations('auth');
  const form = useZodForm(forgotPasswordInput, { email: '' });
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <p role="status" data-testid="forgot-sent" className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
        {t('forgotSent')}
      </p>
    );
  return (
    <ZodForm
      form={form}
      testId="forgot-form"
      requiredNote={false}
      onSubmit={async (values) => {
        // The same answer whether or not the address belongs to an account (no toast: the
        // form gives way to the answer).
        await authClient.requestPasswordReset({ email: values.email, redirectTo: resetPath });
        setSent(true);
        return { ok: true, quiet: true };
      }}
    >
      <p className="text-sm text-slate-600">{t('forgotLead')}</p>
      <Field name="email" label={t('email')} required type="email" autoComplete="email" />
      <FormSubmit busyLabel={t('working')}>{t('sendLink')}</FormSubmit>
    </ZodForm>
  );
}

/** /reset-password: the new password twice; an invalid or used link says so before and after. */
export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const nameList = useNameList();
  const form = useZodForm(newPasswordInput, { newPassword: '', confirmPassword: '' });
  const [revoked, setRevoked] = useState<string[] | null>(null);
  if (!token)
    return (
      <div data-testid="reset-form">
        <FormMessage kind="alert">{t('resetInvalid')}</FormMessage>
      </div>
    );
  // Keys were revoked: say which here (the login page would not), then offer the login.
  if (revoked)
    return (
      <div data-testid="reset-form" className="space-y-4">
        <FormMessage kind="status">
          {t('resetKeysDone', { count: revoked.length, names: nameList(revoked) })}
        </FormMessage>
        <a href={`${loginPath}?reset=1`} className="font-semibold text-brand-700 underline">
          {t('loginTitle')}
        </a>
      </div>
    );
  return (
    <ZodForm
      form={form}
      testId="reset-form"
      onSubmit={async (values) => {
        const { data, error } = await authClient.resetPassword({ newPassword: values.newPassword, token });
        if (error) return { ok: false, message: t('resetInvalid') };
        const names = revokedKeyNames(data);
        if (names.length) setRevoked(names);
        // The login page says the password is changed.
        else router.push(`${loginPath}?reset=1`);
        return { ok: true, quiet: true };
      }}
    >
      <p className="text-sm text-slate-600" data-testid="reset-keys-note">
        {t('resetKeysNote')}
      </p>
      <NewPasswordFields />
      <FormSubmit busyLabel={t('working')}>{t('savePassword')}</FormSubmit>
    </ZodForm>
  );
}

/**
 * /profile/settings/change-password (spec §5: old password, new password, confirmation) — the
 * form kit's example (src/ui/form-kit.tsx): schema `changePasswordInput` of the identity
 * module, errors beside the fields naming them, the first invalid field focused, a toast on
 * success; a wrong old password lands on its field. `apiKeyNames`: the viewer's keys the change
 * will revoke (the form names them before; after, it names those the server revoked).
 */
export function ChangePasswordForm({ apiKeyNames = [] }: { apiKeyNames?: string[] }) {
  const t = useTranslations('auth');
  const nameList = useNameList();
  const form = useZodForm(changePasswordInput, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [pending, setPending] = useState(apiKeyNames);
  const [revoked, setRevoked] = useState<string[]>([]);
  return (
    <ZodForm
      form={form}
      testId="change-password-form"
      success={t('changeDone')}
      onSubmit={async (values) => {
        const { data, error } = await authClient.changePassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          revokeOtherSessions: true,
        });
        if (!error) {
          form.reset();
          setPending([]);
          setRevoked(revokedKeyNames(data));
          return { ok: true };
        }
        return {
          ok: false,
          error: { message: t('invalidOld'), data: { fields: { currentPassword: t('invalidOld') } } },
        };
      }}
    >
      {revoked.length > 0 && (
        <FormMessage kind="status">
          <span data-testid="revoked-keys">
            {t('keysRevoked', { count: revoked.length, names: nameList(revoked) })}
          </span>
        </FormMessage>
      )}
      {pending.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="keys-will-be-revoked">
          {t('keysWillBeRevoked', { count: pending.length, names: nameList(pending) })}
        </p>
      )}
      <Field
        name="currentPassword"
        label={t('oldPassword')}
        required
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields />
      <FormSubmit busyLabel={t('working')}>{t('savePassword')}</FormSubmit>
    </ZodForm>
  );
}

'use client';
/**
 * Registration form (spec §2 /register, §5 password rule shown live, acceptance of the terms
 * and privacy policy). On the form kit (issue 13 §4): the identity module's `registerInput`
 * checks in the browser (each error beside its field, the first focused); the terms box is
 * checked on submit with the spec's message as the form's alert. The server checks the same.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { passwordProblems, type PasswordRule } from '@/lib/password';
import { Link } from '@/i18n/navigation';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { registerInput } from '../validation';
import { authClient, errorCode } from './auth-client';
import type {} from 'altcha/types/react'; // JSX typing of <altcha-widget>

const RULES: PasswordRule[] = ['length', 'consecutive', 'uppercase', 'punctuation', 'number'];

/** The password rule as a live checklist under the password (spec §5). */
function PasswordRules({ password }: { password: string }) {
  const t = useTranslations('auth');
  const broken = passwordProblems(password);
  return (
    <div className="text-sm" aria-live="polite">
      <p className="font-medium">{t('passwordRules')}:</p>
      <ul className="mt-1 space-y-0.5">
        {RULES.map((rule) => {
          const ok = password.length > 0 && !broken.includes(rule);
          return (
            <li
              key={rule}
              data-rule={rule}
              data-ok={ok}
              className={ok ? 'text-emerald-700' : 'text-slate-500'}
            >
              {ok ? '✓' : '•'} {t(`rule_${rule}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A page the terms box asks the user to accept (issue 17 §2 "Registration links to the terms and
 * privacy pages it makes users accept"): opens in a new tab, so the filled-in form is not lost.
 */
function TermsLink({
  href,
  children,
}: {
  href: '/terms-of-service' | '/privacy-and-cookies-policy' | '/kisisel-verilerin-korunmasi';
  children: ReactNode;
}) {
  const t = useTranslations('auth');
  return (
    <Link href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </Link>
  );
}

/**
 * `captcha`: show the self-hosted ALTCHA proof-of-work widget (CAPTCHA=altcha); its solution
 * goes to the server in the `x-captcha-response` header.
 */
export function RegisterForm({
  verifyCallback,
  captcha = false,
}: {
  verifyCallback: string;
  captcha?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!captcha) return;
    void import('altcha');
    if (document.documentElement.lang === 'tr') void import('altcha/i18n/tr');
  }, [captcha]);
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const locale = useLocale();
  const form = useZodForm(registerInput, {
    name: '',
    surname: '',
    email: '',
    password: '',
    acceptTerms: false,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <p role="status" data-testid="register-done" className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
        {t('checkMail', { email: sentTo })}
      </p>
    );
  }
  return (
    <div ref={box}>
      <ZodForm
        form={form}
        testId="register-form"
        onSubmit={async (values) => {
          if (!values.acceptTerms) return { ok: false, message: t('mustAccept') };
          // The widget puts its solution into the form as the `altcha` field.
          const formElement = box.current?.querySelector('form');
          const solution = captcha && formElement ? new FormData(formElement).get('altcha') : null;
          const { error } = await authClient.signUp.email(
            { ...values, locale, callbackURL: verifyCallback } as Parameters<
              typeof authClient.signUp.email
            >[0],
            typeof solution === 'string' ? { headers: { 'x-captcha-response': solution } } : undefined,
          );
          if (!error) {
            setSentTo(values.email);
            return { ok: true, quiet: true };
          }
          const code = errorCode(error);
          // A banned or disposable address (issue 17 §1 banned-mails): the error beside the e-mail field.
          if (code === 'EMAIL_NOT_ALLOWED')
            return { ok: false, error: { data: { fields: { email: te('moderation.mail_refused') } } } };
          return {
            ok: false,
            message:
              code === 'EMAIL_IN_USE'
                ? t('emailInUse')
                : code === 'CAPTCHA_FAILED'
                  ? t('captchaFailed')
                  : t('generic'),
          };
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="name" label={t('name')} required autoComplete="given-name" />
          <Field name="surname" label={t('surname')} required autoComplete="family-name" />
        </div>
        <Field name="email" label={t('email')} required type="email" autoComplete="email" />
        <Field name="password" label={t('password')} required type="password" autoComplete="new-password" />
        <PasswordRules password={password} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...form.register('acceptTerms')} />
          <span>
            {t.rich('acceptTerms', {
              terms: (text) => <TermsLink href="/terms-of-service">{text}</TermsLink>,
              privacy: (text) => <TermsLink href="/privacy-and-cookies-policy">{text}</TermsLink>,
              kvkk: (text) => <TermsLink href="/kisisel-verilerin-korunmasi">{text}</TermsLink>,
            })}
          </span>
        </label>
        {captcha && <altcha-widget challenge="/api/v2/captcha/challenge" name="altcha" language={locale} />}
        <FormSubmit busyLabel={t('working')}>{t('submitRegister')}</FormSubmit>
      </ZodForm>
    </div>
  );
}

'use client';
/**
 * Registration form (spec §2 /register, §5 password rule shown live, acceptance of the terms
 * and privacy policy). The server checks the same rules.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { passwordProblems, type PasswordRule } from '@/lib/password';
import { authClient, errorCode } from './auth-client';
import type {} from 'altcha/types/react'; // JSX typing of <altcha-widget>

const RULES: PasswordRule[] = ['length', 'consecutive', 'uppercase', 'punctuation', 'number'];

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
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!captcha) return;
    void import('altcha');
    if (document.documentElement.lang === 'tr') void import('altcha/i18n/tr');
  }, [captcha]);
  const t = useTranslations('auth');
  const locale = useLocale();
  const [form, setForm] = useState({ name: '', surname: '', email: '', password: '' });
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const broken = passwordProblems(form.password);

  const submit = async () => {
    if (!accepted) {
      setProblem(t('mustAccept'));
      return;
    }
    if (broken.length) return;
    setBusy(true);
    setProblem(null);
    const solution = captcha && formRef.current ? new FormData(formRef.current).get('altcha') : null;
    const { error } = await authClient.signUp.email(
      {
        ...form,
        locale,
        acceptTerms: accepted,
        callbackURL: verifyCallback,
      } as Parameters<typeof authClient.signUp.email>[0],
      typeof solution === 'string' ? { headers: { 'x-captcha-response': solution } } : undefined,
    );
    setBusy(false);
    if (!error) {
      setSentTo(form.email);
      return;
    }
    const code = errorCode(error);
    setProblem(
      code === 'EMAIL_IN_USE'
        ? t('emailInUse')
        : code === 'CAPTCHA_FAILED'
          ? t('captchaFailed')
          : t('generic'),
    );
  };

  if (sentTo) {
    return (
      <p role="status" data-testid="register-done" className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
        {t('checkMail', { email: sentTo })}
      </p>
    );
  }
  const field = (key: keyof typeof form, type: string, autoComplete: string) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{t(key)}</span>
      <input
        type={type}
        required
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
    </label>
  );
  return (
    <form
      ref={formRef}
      className="space-y-4"
      data-testid="register-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'text', 'given-name')}
        {field('surname', 'text', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      {field('password', 'password', 'new-password')}
      <div className="text-sm" aria-live="polite">
        <p className="font-medium">{t('passwordRules')}:</p>
        <ul className="mt-1 space-y-0.5">
          {RULES.map((rule) => {
            const ok = form.password.length > 0 && !broken.includes(rule);
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
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        {t('acceptTerms')}
      </label>
      {captcha && <altcha-widget challenge="/api/v2/captcha/challenge" name="altcha" language={locale} />}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || broken.length > 0}
        className="w-full rounded-lg bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : t('submitRegister')}
      </button>
    </form>
  );
}

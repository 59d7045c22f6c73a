'use client';
/**
 * The /contact-us form (issue 17 §2; spec §9 "Captcha version 2, normal size"): name, e-mail,
 * subject and message on the form kit over `contactInput` (the limits beside each field, the
 * first error focused), the ALTCHA widget when the installation asks for a captcha (its solution
 * goes in the `x-captcha-response` header, as on registration), and
 * `POST /api/v2/contact-messages`. The server's refusals land on their fields (a banned word) or
 * above the form (captcha, 'Too many messages…'); success replaces the form with a thank-you
 * that takes the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { CONTACT_LIMITS, contactInput } from '../contact-validation';
import type {} from 'altcha/types/react'; // JSX typing of <altcha-widget>

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form; `captcha` shows the proof-of-work widget. */
export function ContactForm({ captcha = false }: { captcha?: boolean }) {
  const t = useTranslations('contactForm');
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const form = useZodForm(contactInput, EMPTY);
  useEffect(() => {
    if (!captcha) return;
    void import('altcha');
    if (document.documentElement.lang === 'tr') void import('altcha/i18n/tr');
  }, [captcha]);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        data-testid="contact-sent"
        className="rounded-lg bg-emerald-50 p-4 text-emerald-900 outline-none"
      >
        <p className="font-semibold">{t('sentTitle')}</p>
        <p className="mt-1 text-sm">{t('sentBody', { name: sent.name, email: sent.email })}</p>
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-brand-700 underline"
          onClick={() => {
            form.reset(EMPTY);
            setSent(null);
          }}
        >
          {t('another')}
        </button>
      </div>
    );
  }
  return (
    <div ref={box}>
      <ZodForm
        form={form}
        testId="contact-form"
        onSubmit={async (values) => {
          const formElement = box.current?.querySelector('form');
          const solution = captcha && formElement ? new FormData(formElement).get('altcha') : null;
          const { error, response } = await quietApi.POST('/api/v2/contact-messages', {
            body: values,
            params: { header: typeof solution === 'string' ? { 'x-captcha-response': solution } : {} },
          });
          if (!response.ok) return { ok: false, error };
          setSent({ name: values.name, email: values.email });
          return { ok: true, quiet: true };
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="name" label={t('name')} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <Field
            name="email"
            label={t('email')}
            required
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
          />
        </div>
        <Field name="subject" label={t('subject')} required maxLength={CONTACT_LIMITS.subject} />
        <Field
          name="message"
          label={t('message')}
          required
          hint={t('messageHint', {
            max: CONTACT_LIMITS.message.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-US'),
          })}
        >
          {(control) => <textarea {...control} rows={8} maxLength={CONTACT_LIMITS.message} />}
        </Field>
        {captcha && <altcha-widget challenge="/api/v2/captcha/challenge" name="altcha" language={locale} />}
        <p className="text-xs text-slate-600">{t('privacy')}</p>
        <FormSubmit busyLabel={t('sending')}>{t('send')}</FormSubmit>
      </ZodForm>
    </div>
  );
}

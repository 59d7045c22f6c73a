'use client';
/**
 * The actions on one contact message in contact-message management (issue 17 §1 "read, answer
 * by e-mail, archive"): the answer form (plain text on the form kit over `contactAnswerInput`;
 * `POST /api/v2/admin/contact-messages/{id}/answer`, mailed to the visitor in their language)
 * and the archive / bring-back button (`PUT …/{id}/archive`). Each success shows a toast and
 * refreshes the page; a refusal shows the server's reason (the answer on its field, else above
 * the form or beside the button).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { toast } from '@/ui/primitives/toast';
import { CONTACT_LIMITS, contactAnswerInput } from '../contact-validation';

/** The answer form of message `id`, written to `email` in `language` (shown in the hint). */
export function ContactAnswerForm({ id, email, language }: { id: number; email: string; language: string }) {
  const t = useTranslations('contactAdmin');
  const router = useRouter();
  const form = useZodForm(contactAnswerInput, { answer: '' });
  return (
    <ZodForm
      form={form}
      testId="contact-answer-form"
      success={t('answered')}
      onSubmit={async (values) => {
        const { error, response } = await quietApi.POST('/api/v2/admin/contact-messages/{id}/answer', {
          params: { path: { id } },
          body: values,
        });
        if (!response.ok) return { ok: false, error };
        router.refresh();
        return { ok: true };
      }}
    >
      <Field name="answer" label={t('answerLabel')} required hint={t('answerHint', { email, language })}>
        {(control) => <textarea {...control} rows={8} maxLength={CONTACT_LIMITS.answer} />}
      </Field>
      <FormSubmit busyLabel={t('sending')}>{t('sendAnswer')}</FormSubmit>
    </ZodForm>
  );
}

/** Archives message `id`, or brings it back when `archived`. */
export function ContactArchiveButton({ id, archived }: { id: number; archived: boolean }) {
  const t = useTranslations('contactAdmin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        data-testid="contact-archive"
        disabled={busy}
        aria-busy={busy}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
        onClick={async () => {
          setBusy(true);
          const { error, response } = await quietApi.PUT('/api/v2/admin/contact-messages/{id}/archive', {
            params: { path: { id } },
            body: { archived: !archived },
          });
          setBusy(false);
          if (!response.ok) {
            setProblem(messageOf(error) ?? t('failed'));
            return;
          }
          setProblem(null);
          toast.success(archived ? t('unarchivedToast') : t('archivedToast'));
          router.refresh();
        }}
      >
        {busy ? t('working') : archived ? t('unarchive') : t('archive')}
      </button>
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}

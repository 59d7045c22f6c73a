'use client';
/**
 * The application form of /apply-program/{seoUrl} (dashboard-and-operations §2, §5 "a chosen
 * startup and all questions answered", §9 presentation ≤ 5 MB): one of the founder's startups,
 * an answer to every question and an optional PDF, sent as one multipart ProgramApply/Post. The
 * server's rules answer in the page language, each beside its field (react-hook-form, the first
 * focused; issue 13 §4); startups that already applied are disabled.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { multipart } from '@/ui/api/multipart';
import { FormMessage, inputClass } from '@/ui/form';
import { Field, HookForm } from '@/ui/form-kit';
import { applyServerErrors, useRowForm } from '@/ui/row-form';
import { messageOf } from '@/ui/api/failure';
import type { ApplyForm as ApplyFormData } from '../applications';

type Values = { companyId: string; answers: Record<string, string> };
/** The form's name of a question's answer (not a bare number: that would be a list index). */
const answerKey = (questionId: number) => `q${questionId}`;

export function ApplyForm({ data }: { data: ApplyFormData }) {
  const t = useTranslations('applyProgram');
  const form = useRowForm<Values>({
    companyId: '',
    answers: Object.fromEntries(data.questions.map((q) => [answerKey(q.id), ''])),
  });
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const send = async (values: Values) => {
    setMessage(null);
    // One multipart request: the answers as a JSON part and the optional presentation. The form
    // shows the outcome itself (message and fields): no notice.
    const answerList = data.questions.map((q) => ({
      questionId: q.id,
      answer: values.answers[answerKey(q.id)] ?? '',
    }));
    const { error, response } = await quietApi.POST('/apiCommon/ProgramApply/Post', {
      params: {
        query: {
          programId: data.program.id,
          companyId: values.companyId ? Number(values.companyId) : undefined,
        },
      },
      body: { answers: JSON.stringify(answerList), file: file ?? undefined },
      ...multipart,
    });
    if (response.ok) return setSent(true);
    // The server names an answer by its question id (`answers.12`); each error shows beside its
    // field and the first takes the focus; the alert repeats the server's message.
    applyServerErrors(form, error, t('failed'), (path) => path.replace(/^answers\.(\d+)$/, 'answers.q$1'));
    setMessage(messageOf(error) ?? t('failed'));
  };

  if (sent) return <FormMessage kind="status">{t('sent')}</FormMessage>;
  return (
    <HookForm
      form={form}
      onValid={send}
      onInvalid={setMessage}
      testId="apply-form"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Field name="companyId" label={t('startup')} required>
        {(control) => (
          <select {...control} className={`${control.className} bg-white`}>
            <option value="">{t('choose')}</option>
            {data.startups.map((s) => (
              <option key={s.id} value={s.id} disabled={s.applied}>
                {s.applied ? t('alreadyApplied', { name: s.name }) : s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {data.questions.length === 0 && <p className="text-sm text-slate-600">{t('noQuestions')}</p>}
      {data.questions.map((q) => (
        <Field key={q.id} name={`answers.${answerKey(q.id)}`} label={q.question} required>
          {(control) => <textarea rows={3} {...control} />}
        </Field>
      ))}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('presentation')}</span>
        <input
          type="file"
          accept="application/pdf"
          className={`${inputClass} border-none px-0`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : t('submit')}
      </button>
    </HookForm>
  );
}

'use client';
/**
 * The application form of /apply-program/{seoUrl} (dashboard-and-operations §2, §5 "a chosen
 * startup and all questions answered", §9 presentation ≤ 5 MB): one of the founder's startups,
 * an answer to every question and an optional PDF, sent as one multipart ProgramApply/Post. The
 * server's rules answer in the page language; startups that already applied are disabled.
 */
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { FormMessage, inputClass } from '@/ui/form';
import type { ApplyForm as ApplyFormData } from '../applications';

export function ApplyForm({ data }: { data: ApplyFormData }) {
  const t = useTranslations('applyProgram');
  const id = useId();
  const [companyId, setCompanyId] = useState('');
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    setBusy(true);
    setMessage(null);
    // One multipart request: the answers as a JSON part and the optional presentation. The form
    // shows the outcome itself (message and fields): no notice.
    const answerList = data.questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' }));
    const { error, response } = await quietApi.POST('/apiCommon/ProgramApply/Post', {
      params: { query: { programId: data.program.id, companyId: companyId ? Number(companyId) : undefined } },
      body: { answers: JSON.stringify(answerList), file: file ?? undefined },
      ...multipart,
    });
    setBusy(false);
    setErrors(response.ok ? {} : fieldErrorsOf(error));
    setMessage(
      response.ok ? { ok: true, text: t('sent') } : { ok: false, text: messageOf(error) ?? t('failed') },
    );
  };

  if (message?.ok) return <FormMessage kind="status">{message.text}</FormMessage>;
  return (
    <form
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="text-sm">
        <label htmlFor={`${id}-startup`} className="mb-1 block font-medium">
          {t('startup')}
        </label>
        <select
          id={`${id}-startup`}
          className={`${inputClass} bg-white`}
          value={companyId}
          aria-invalid={errors.companyId ? true : undefined}
          aria-describedby={errors.companyId ? `${id}-startup-error` : undefined}
          onChange={(e) => setCompanyId(e.target.value)}
        >
          <option value="">{t('choose')}</option>
          {data.startups.map((s) => (
            <option key={s.id} value={s.id} disabled={s.applied}>
              {s.applied ? t('alreadyApplied', { name: s.name }) : s.name}
            </option>
          ))}
        </select>
        {errors.companyId && (
          <p id={`${id}-startup-error`} className="mt-1 text-red-700">
            {errors.companyId}
          </p>
        )}
      </div>
      {data.questions.length === 0 && <p className="text-sm text-slate-600">{t('noQuestions')}</p>}
      {data.questions.map((q) => (
        <div key={q.id} className="text-sm">
          <label htmlFor={`${id}-q${q.id}`} className="mb-1 block font-medium">
            {q.question}
          </label>
          <textarea
            id={`${id}-q${q.id}`}
            rows={3}
            className={inputClass}
            value={answers[q.id] ?? ''}
            aria-invalid={errors[`answers.${q.id}`] ? true : undefined}
            onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
          />
          {errors[`answers.${q.id}`] && <p className="mt-1 text-red-700">{errors[`answers.${q.id}`]}</p>}
        </div>
      ))}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('presentation')}</span>
        <input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {message && <FormMessage kind="alert">{message.text}</FormMessage>}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {busy ? t('working') : t('submit')}
      </button>
    </form>
  );
}

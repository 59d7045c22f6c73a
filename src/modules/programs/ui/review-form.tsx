'use client';
/**
 * A juror's review of one application (dashboard-and-operations §2
 * /dashboard/review-the-program/…; §3 review scores and jury answer reviews): a whole score
 * 0–10 per review category (the weighted total updates as they change) and per answer, a note,
 * and a conflict-of-interest declaration. "Save draft" keeps it private; "Submit" makes it final
 * and reveals the other jurors' scores (the page reloads them from the server). On
 * react-hook-form (issue 13 §4): a refused submit marks the categories without a score beside
 * them and focuses the first; a saved review shows a toast.
 */
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { FieldLabel } from '@/ui/field-label';
import { FormMessage, inputClass } from '@/ui/form';
import { reportSave, useRowForm } from '@/ui/row-form';
import type { ReviewSheet } from '../review';

const SCORES = Array.from({ length: 11 }, (_, i) => i);
type Values = Record<string, number | null | string | boolean>;
/** Form names of a category's and an answer's score (not bare numbers: those would be indices). */
const categoryKey = (id: number) => `category${id}`;
const answerKey = (id: number) => `answer${id}`;

/** A 0–10 score of the review's form (`name`), its error beside it ("Label: message"). */
function ScoreSelect({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const tui = useTranslations('ui');
  const id = useId();
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className="text-sm">
      <div className="flex items-center justify-between gap-3">
        <FieldLabel id={id} label={label} />
        <select
          id={id}
          ref={(el) => field.ref(el)}
          className={`${inputClass} w-24 bg-white py-1 ${error ? 'border-red-600' : ''}`}
          value={typeof field.value === 'number' ? field.value : ''}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">–</option>
          {SCORES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-700">
          {tui('form.fieldError', { field: label, message: error })}
        </p>
      )}
    </div>
  );
}

export function ReviewForm({ sheet }: { sheet: ReviewSheet }) {
  const t = useTranslations('review');
  const tui = useTranslations('ui');
  const router = useRouter();
  const initial: Values = {
    comment: sheet.mine.comment ?? '',
    conflictOfInterest: sheet.mine.conflictOfInterest,
  };
  for (const c of sheet.categories) initial[categoryKey(c.id)] = sheet.mine.categoryScores[c.id] ?? null;
  for (const a of sheet.application.answers) initial[answerKey(a.id)] = sheet.mine.answerScores[a.id] ?? null;
  const form = useRowForm<Values>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const values = form.watch();
  const conflict = values.conflictOfInterest === true;
  const score = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : undefined);
  const scored = sheet.categories.every((c) => score(categoryKey(c.id)) !== undefined);
  const total = scored
    ? sheet.categories.reduce((s, c) => s + score(categoryKey(c.id))! * c.weight, 0) / 100
    : null;

  const save = async (submit: boolean) => {
    form.clearErrors();
    const v = form.getValues();
    const scoreOf = (key: string) => (typeof v[key] === 'number' ? (v[key] as number) : undefined);
    const scores = sheet.categories.flatMap((c) => {
      const s = scoreOf(categoryKey(c.id));
      return s === undefined ? [] : [{ categoryId: c.id, score: s }];
    });
    const answerScores = sheet.application.answers.flatMap((a) => {
      const s = scoreOf(answerKey(a.id));
      return s === undefined ? [] : [{ answerId: a.id, score: s }];
    });
    const declared = v.conflictOfInterest === true;
    setBusy(true);
    setMessage(null);
    // The form shows the outcome itself: no notice.
    const res = await quietApi.PUT('/apiCommon/ProgramApplicantReviewCategoryReview', {
      params: { query: { applyId: sheet.application.id } },
      body: {
        conflictOfInterest: declared,
        comment: typeof v.comment === 'string' ? v.comment : '',
        submit,
        ...(declared ? {} : { scores, answerScores }),
      },
    });
    setBusy(false);
    setMessage(reportSave(form, res, { saved: t('saved'), failed: t('failed') }));
    // A refused submit: the categories still without a score are marked, the first focused.
    if (!res.response.ok && submit && !declared)
      sheet.categories
        .filter((c) => scoreOf(categoryKey(c.id)) === undefined)
        .forEach((c, i) =>
          form.setError(
            categoryKey(c.id),
            { type: 'server', message: tui('form.required') },
            { shouldFocus: i === 0 },
          ),
        );
    if (res.response.ok) router.refresh();
  };

  const locked = busy || sheet.mine.conflictOfInterest;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-6"
        data-testid="review-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-bold">{t('answers')}</h2>
          <dl className="mt-3 space-y-4">
            {sheet.application.answers.map((a) => (
              <div key={a.id}>
                <dt className="text-sm text-slate-500">{a.question}</dt>
                <dd className="mt-1 whitespace-pre-line">{a.answer}</dd>
                <div className="mt-2 max-w-xs">
                  <ScoreSelect
                    name={answerKey(a.id)}
                    label={t('answerScore')}
                    disabled={locked || conflict}
                  />
                </div>
              </div>
            ))}
          </dl>
          {sheet.application.presentationUrl && (
            <a
              href={sheet.application.presentationUrl}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-block text-brand-700 underline"
            >
              {t('presentation')}
            </a>
          )}
        </section>
        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-bold">{t('categories')}</h2>
          {sheet.categories.map((c) => (
            <div key={c.id}>
              <ScoreSelect
                name={categoryKey(c.id)}
                label={t('categoryScore', { name: c.name, weight: c.weight })}
                disabled={locked || conflict}
              />
              {c.description && <p className="text-xs text-slate-500">{c.description}</p>}
            </div>
          ))}
          <p className="font-semibold" data-testid="review-total">
            {total === null ? t('totalPending') : t('total', { total: total.toFixed(2) })}
          </p>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('comment')}</span>
            <textarea rows={3} className={inputClass} disabled={locked} {...form.register('comment')} />
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" disabled={locked} {...form.register('conflictOfInterest')} />
            <span>
              {t('conflict')}
              <span className="block text-xs text-slate-500">{t('conflictHint')}</span>
            </span>
          </label>
        </section>
        {message && <FormMessage kind="alert">{message}</FormMessage>}
        {!sheet.mine.conflictOfInterest && (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2"
              onClick={() => void save(false)}
            >
              {t('saveDraft')}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-brand-600 px-6 py-2 font-semibold text-white disabled:bg-slate-300"
            >
              {busy ? t('working') : t('submit')}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

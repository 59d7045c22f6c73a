'use client';
/**
 * A juror's review of one application (dashboard-and-operations §2
 * /dashboard/review-the-program/…; §3 review scores and jury answer reviews): a whole score
 * 0–10 per review category (the weighted total updates as they change) and per answer, a note,
 * and a conflict-of-interest declaration. "Save draft" keeps it private; "Submit" makes it final
 * and reveals the other jurors' scores (the page reloads them from the server).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { FormMessage, inputClass } from '@/ui/form';
import type { ReviewSheet } from '../review';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

function ScoreSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex items-center justify-between gap-3 text-sm">
      <span className="font-medium">{label}</span>
      <select
        className={`${inputClass} w-24 bg-white py-1`}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">–</option>
        {SCORES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReviewForm({ sheet }: { sheet: ReviewSheet }) {
  const t = useTranslations('review');
  const router = useRouter();
  const [categoryScores, setCategoryScores] = useState<Record<number, number | undefined>>(
    sheet.mine.categoryScores,
  );
  const [answerScores, setAnswerScores] = useState<Record<number, number | undefined>>(
    sheet.mine.answerScores,
  );
  const [comment, setComment] = useState(sheet.mine.comment ?? '');
  const [conflict, setConflict] = useState(sheet.mine.conflictOfInterest);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const scored = sheet.categories.every((c) => categoryScores[c.id] !== undefined);
  const total = scored
    ? sheet.categories.reduce((s, c) => s + categoryScores[c.id]! * c.weight, 0) / 100
    : null;
  const pairs = <K extends string>(record: Record<number, number | undefined>, key: K) =>
    Object.entries(record).flatMap(([id, score]) =>
      score === undefined ? [] : [{ [key]: Number(id), score } as Record<K, number> & { score: number }],
    );

  const save = async (submit: boolean) => {
    setBusy(true);
    setMessage(null);
    // The form shows the outcome itself: no notice.
    const { error, response } = await quietApi.PUT('/apiCommon/ProgramApplicantReviewCategoryReview', {
      params: { query: { applyId: sheet.application.id } },
      body: {
        conflictOfInterest: conflict,
        comment,
        submit,
        ...(conflict
          ? {}
          : { scores: pairs(categoryScores, 'categoryId'), answerScores: pairs(answerScores, 'answerId') }),
      },
    });
    setBusy(false);
    setMessage(
      response.ok ? { ok: true, text: t('saved') } : { ok: false, text: messageOf(error) ?? t('failed') },
    );
    if (response.ok) router.refresh();
  };

  const locked = busy || sheet.mine.conflictOfInterest;
  return (
    <form
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
                  label={t('answerScore')}
                  value={answerScores[a.id]}
                  disabled={locked || conflict}
                  onChange={(v) => setAnswerScores((s) => ({ ...s, [a.id]: v }))}
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
              label={t('categoryScore', { name: c.name, weight: c.weight })}
              value={categoryScores[c.id]}
              disabled={locked || conflict}
              onChange={(v) => setCategoryScores((s) => ({ ...s, [c.id]: v }))}
            />
            {c.description && <p className="text-xs text-slate-500">{c.description}</p>}
          </div>
        ))}
        <p className="font-semibold" data-testid="review-total">
          {total === null ? t('totalPending') : t('total', { total: total.toFixed(2) })}
        </p>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('comment')}</span>
          <textarea
            rows={3}
            className={inputClass}
            value={comment}
            disabled={locked}
            onChange={(e) => setComment(e.target.value)}
          />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={conflict}
            disabled={locked}
            onChange={(e) => setConflict(e.target.checked)}
          />
          <span>
            {t('conflict')}
            <span className="block text-xs text-slate-500">{t('conflictHint')}</span>
          </span>
        </label>
      </section>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
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
  );
}

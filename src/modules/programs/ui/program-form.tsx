'use client';
/**
 * Create or edit a program in the steps of dashboard-and-operations §2 (Basic, Detailed, Jury
 * Members, Questions, Review Categories) with the fields of §3 Program. The whole program is
 * saved at once (Program/Post or Program/Put) from any step; the server's rules (§5: at least
 * one stage, sector, technology, question and review category; weights summing to 100) come
 * back per field and the steps holding errors are marked. The running weight total is shown.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormMessage, inputClass } from '@/ui/form';
import { bodyOf, RowFields, toNumber, type FieldSpec, type Option, type Row } from '@/ui/row-fields';
import { StepNav } from '@/ui/step-nav';
import { readStepSave, StepFooter } from '@/ui/step-form';

const STEPS = ['basic', 'detailed', 'jury', 'questions', 'categories'] as const;
type Step = (typeof STEPS)[number];
type Question = { id?: number; question: string };
type Category = { id?: number; name: string; description: string; weight: string };

export interface ProgramFormOptions {
  programTypes: Option[];
  investmentTypes: Option[];
  stages: Option[];
  sectors: Option[];
  targetMarkets: Option[];
  technologies: Option[];
}

/** The step a server field key belongs to. */
function stepOf(field: string, basicKeys: string[]): Step {
  if (field.startsWith('jury')) return 'jury';
  if (field.startsWith('questions')) return 'questions';
  if (field.startsWith('reviewCategories')) return 'categories';
  return basicKeys.includes(field) ? 'basic' : 'detailed';
}

export function ProgramForm({
  organization,
  program,
  options,
  editPathTemplate,
}: {
  organization: { id: number; name: string };
  /** The program being edited (fields, juryEmails, questions, reviewCategories), or null. */
  program:
    | (Row & {
        id: number;
        juryEmails: string[];
        questions: Question[];
        reviewCategories: Array<
          Omit<Category, 'weight' | 'description'> & { weight: number; description: string | null }
        >;
      })
    | null;
  options: ProgramFormOptions;
  /** Edit page path with `__seoUrl__` in place of the seoUrl (opened after creation). */
  editPathTemplate: string;
}) {
  const t = useTranslations('programEditor');
  const router = useRouter();
  const [step, setStep] = useState<Step>('basic');
  const [row, setRow] = useState<Row>(program ?? {});
  const [jury, setJury] = useState<string[]>(program?.juryEmails ?? []);
  const [questions, setQuestions] = useState<Question[]>(program?.questions ?? [{ question: '' }]);
  const [categories, setCategories] = useState<Category[]>(
    program?.reviewCategories.map((c) => ({
      ...c,
      description: c.description ?? '',
      weight: String(c.weight),
    })) ?? [{ name: '', description: '', weight: '100' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const f = (key: string, kind?: FieldSpec['kind'], opts?: Option[], required?: boolean): FieldSpec => ({
    key,
    label: t(`fields.${key}` as 'fields.name'),
    kind,
    options: opts,
    required,
  });
  const fields: Record<'basic' | 'detailed', FieldSpec[]> = {
    basic: [
      f('name', 'text', undefined, true),
      f('typeId', 'select', options.programTypes),
      f('applyStartDate', 'date'),
      f('applyEndDate', 'date'),
      f('startDate', 'date'),
      f('endDate', 'date'),
      f('isGrant', 'checkbox'),
      f('description', 'textarea'),
    ],
    detailed: [
      f('investmentTypeId', 'select', options.investmentTypes),
      f('investmentCurrency', 'currency'),
      f('minInvestment', 'number'),
      f('maxInvestment', 'number'),
      f('minShare', 'number'),
      f('maxShare', 'number'),
      f('stageIds', 'multi', options.stages),
      f('sectorIds', 'multi', options.sectors),
      f('technologyIds', 'multi', options.technologies),
      f('targetMarketIds', 'multi', options.targetMarkets),
      f('facilities', 'textarea'),
      f('conditions', 'textarea'),
      f('awards', 'textarea'),
      f('evaluationCriteria', 'textarea'),
      f('prerequisites', 'textarea'),
    ],
  };
  const basicKeys = fields.basic.map((x) => x.key);
  const flagged = [...new Set(Object.keys(errors).map((k) => stepOf(k, basicKeys)))];
  const weightTotal = categories.reduce((s, c) => s + (toNumber(c.weight) ?? 0), 0);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const body = {
      ...bodyOf(fields.basic, row),
      ...bodyOf(fields.detailed, row),
      juryEmails: jury.filter((e) => e.trim()),
      questions: questions.map((q) => ({ id: q.id ?? null, question: q.question })),
      reviewCategories: categories.map((c) => ({
        id: c.id ?? null,
        name: c.name,
        description: c.description || null,
        weight: toNumber(c.weight),
      })),
    };
    // The form shows the outcome itself (message and fields): no notice.
    let res: { error?: unknown; response: Response };
    let seoUrl: string | undefined;
    if (program)
      res = await quietApi.PUT('/apiCommon/Program/Put', {
        params: { query: { programId: program.id } },
        body,
      });
    else {
      const created = await quietApi.POST('/apiCommon/Program/Post', {
        params: { query: { organizerId: organization.id } },
        body,
      });
      seoUrl = created.data?.data.seoUrl;
      res = created;
    }
    setBusy(false);
    const read = readStepSave(res, STEPS, (k) => stepOf(k, basicKeys), {
      saved: t('saved'),
      failed: t('failed'),
      fixErrors: (steps) => t('fixErrors', { steps: steps.map((s) => t(`steps.${s}`)).join(', ') }),
    });
    setErrors(read.fields);
    setMessage(read.message);
    if (read.firstStep) setStep(read.firstStep);
    if (res.response.ok && !program && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
    else if (res.response.ok) router.refresh();
  };

  const err = (key: string) =>
    errors[key] ? <p className="mt-1 text-sm text-red-700">{errors[key]}</p> : null;
  const removeButton = (onClick: () => void, name: string) => (
    <button
      type="button"
      onClick={onClick}
      className="text-sm text-red-700 underline"
      aria-label={`${t('remove')}: ${name}`}
    >
      {t('remove')}
    </button>
  );

  return (
    <form
      className="space-y-4"
      data-testid="program-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <StepNav
        steps={STEPS}
        current={step}
        label={t('addTitle')}
        labelOf={(s) => t(`steps.${s}`)}
        flagged={flagged}
        onSelect={setStep}
      />
      <section
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid={`program-step-${step}`}
      >
        <h2 className="text-lg font-bold">{t(`steps.${step}`)}</h2>
        {(step === 'basic' || step === 'detailed') && (
          <div className="grid gap-4 sm:grid-cols-2">
            <RowFields
              fields={fields[step]}
              row={row}
              disabled={busy}
              errors={errors}
              idPrefix="program"
              onChange={(key, value) => setRow((r) => ({ ...r, [key]: value }))}
            />
          </div>
        )}
        {step === 'jury' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('juryIntro')}</p>
            {jury.length === 0 && <p className="text-sm text-slate-500">{t('noJury')}</p>}
            {jury.map((email, i) => (
              <div key={i} className="flex items-end gap-3">
                <div className="flex-1">
                  <Field
                    required={false}
                    label={`${t('juryEmail')} ${i + 1}`}
                    type="email"
                    value={email}
                    onChange={(v) => setJury((j) => j.map((x, k) => (k === i ? v : x)))}
                  />
                  {err(`jury.${i}`)}
                </div>
                {removeButton(() => setJury((j) => j.filter((_, k) => k !== i)), email)}
              </div>
            ))}
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => setJury((j) => [...j, ''])}
            >
              {t('addJuror')}
            </button>
          </div>
        )}
        {step === 'questions' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('questionsIntro')}</p>
            {err('questions')}
            {questions.map((q, i) => (
              <div key={q.id ?? `new-${i}`} className="flex items-end gap-3">
                <label className="block flex-1 text-sm">
                  <span className="mb-1 block font-medium">{t('question', { n: i + 1 })}</span>
                  <textarea
                    rows={2}
                    className={inputClass}
                    value={q.question}
                    onChange={(e) =>
                      setQuestions((qs) =>
                        qs.map((x, k) => (k === i ? { ...x, question: e.target.value } : x)),
                      )
                    }
                  />
                  {err(`questions.${i}.question`)}
                </label>
                {removeButton(
                  () => setQuestions((qs) => qs.filter((_, k) => k !== i)),
                  t('question', { n: i + 1 }),
                )}
              </div>
            ))}
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => setQuestions((qs) => [...qs, { question: '' }])}
            >
              {t('addQuestion')}
            </button>
          </div>
        )}
        {step === 'categories' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('categoriesIntro')}</p>
            {categories.map((c, i) => {
              const set = (patch: Partial<Category>) =>
                setCategories((cs) => cs.map((x, k) => (k === i ? { ...x, ...patch } : x)));
              return (
                <fieldset
                  key={c.id ?? `new-${i}`}
                  className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_3fr_1fr_auto] sm:items-end"
                >
                  <legend className="sr-only">{c.name || t('categoryName')}</legend>
                  <div>
                    <Field
                      required={false}
                      label={`${t('categoryName')} ${i + 1}`}
                      value={c.name}
                      onChange={(v) => set({ name: v })}
                    />
                    {err(`reviewCategories.${i}.name`)}
                  </div>
                  <Field
                    required={false}
                    label={t('categoryDescription')}
                    value={c.description}
                    onChange={(v) => set({ description: v })}
                  />
                  <div>
                    <Field
                      required={false}
                      label={`${t('weight')} ${i + 1}`}
                      inputMode="numeric"
                      value={c.weight}
                      onChange={(v) => set({ weight: v })}
                    />
                    {err(`reviewCategories.${i}.weight`)}
                  </div>
                  {removeButton(() => setCategories((cs) => cs.filter((_, k) => k !== i)), c.name)}
                </fieldset>
              );
            })}
            <p
              data-testid="weight-total"
              className={`text-sm font-semibold ${weightTotal === 100 ? 'text-emerald-700' : 'text-amber-800'}`}
            >
              {t('weightTotal', { total: weightTotal })}
            </p>
            {err('reviewCategories')}
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline"
              onClick={() => setCategories((cs) => [...cs, { name: '', description: '', weight: '' }])}
            >
              {t('addCategory')}
            </button>
          </div>
        )}
      </section>
      {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
      <StepFooter
        steps={STEPS}
        step={step}
        onStep={setStep}
        busy={busy}
        submitLabel={busy ? t('working') : program ? t('save') : t('create')}
        labels={{ back: t('back'), next: t('next') }}
      />
    </form>
  );
}

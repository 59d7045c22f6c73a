'use client';
/**
 * Create or edit a program in the steps of dashboard-and-operations §2 (Basic, Detailed, Jury
 * Members, Questions, Review Categories) with the fields of §3 Program. The whole program is
 * saved at once (Program/Post or Program/Put) from any step; the server's rules (§5: at least
 * one stage, sector, technology, question and review category; weights summing to 100) come
 * back beside their fields (react-hook-form; src/ui/step-form.tsx), the steps holding errors are
 * marked and the first one opens with its field focused. The running weight total is shown.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { FormMessage } from '@/ui/form';
import { bodyOf, RowFields, toNumber, type FieldSpec, type Option, type Row } from '@/ui/row-fields';
import { useRowForm } from '@/ui/row-form';
import { HookForm } from '@/ui/form-kit';
import { StepNav } from '@/ui/step-nav';
import { StepFooter, useSteps } from '@/ui/step-form';

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

/** The step a field path belongs to. */
function stepOf(field: string, basicKeys: string[]): Step {
  if (field.startsWith('jury')) return 'jury';
  if (field.startsWith('questions')) return 'questions';
  if (field.startsWith('reviewCategories')) return 'categories';
  return basicKeys.includes(field) ? 'basic' : 'detailed';
}

/** The error of a whole list (`questions`: at least one), set by the server on the list's name. */
function listError(errors: FieldErrors, name: string): string | undefined {
  const node = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return node?.message ?? node?.root?.message;
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
  const form = useRowForm<Row>({
    ...(program ?? {}),
    // A juror is a row ({ email }): react-hook-form's field arrays hold objects.
    jury: (program?.juryEmails ?? []).map((email) => ({ email })),
    questions: program?.questions ?? [{ question: '' }],
    reviewCategories: program?.reviewCategories.map((c): Category => ({
      ...c,
      description: c.description ?? '',
      weight: String(c.weight),
    })) ?? [{ name: '', description: '', weight: '100' }],
  });
  // keyName 'key': the rows' own `id` (a saved row's id) stays as it is.
  const jury = useFieldArray({ control: form.control, name: 'jury' as never, keyName: 'key' as 'id' });
  const questions = useFieldArray({
    control: form.control,
    name: 'questions' as never,
    keyName: 'key' as 'id',
  });
  const categories = useFieldArray({
    control: form.control,
    name: 'reviewCategories' as never,
    keyName: 'key' as 'id',
  });
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

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
  const { step, setStep, flagged, save: read } = useSteps(form, STEPS, (k) => stepOf(k, basicKeys));
  const watched = form.watch('reviewCategories') as Category[] | undefined;
  const weightTotal = (watched ?? []).reduce((s, c) => s + (toNumber(c.weight) ?? 0), 0);
  const errors = form.formState.errors;

  const save = async (row: Row) => {
    setMessage(null);
    const body = {
      ...bodyOf(fields.basic, row),
      ...bodyOf(fields.detailed, row),
      juryEmails: (row.jury as Array<{ email?: string }>).map((j) => j.email ?? '').filter((e) => e.trim()),
      questions: (row.questions as Question[]).map((q) => ({ id: q.id ?? null, question: q.question ?? '' })),
      reviewCategories: (row.reviewCategories as Category[]).map((c) => ({
        id: c.id ?? null,
        name: c.name ?? '',
        description: c.description || null,
        weight: toNumber(c.weight),
      })),
    };
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
    setMessage(
      read(
        res,
        {
          saved: t('saved'),
          failed: t('failed'),
          fixErrors: (steps) => t('fixErrors', { steps: steps.map((s) => t(`steps.${s}`)).join(', ') }),
        },
        // The server names a juror by the list's index (`jury.0`); the form's row holds `email`.
        (path) => path.replace(/^jury\.(\d+)$/, 'jury.$1.email'),
      ),
    );
    if (res.response.ok && !program && seoUrl) router.push(editPathTemplate.replace('__seoUrl__', seoUrl));
    else if (res.response.ok) router.refresh();
  };

  const err = (name: string) => {
    const text = listError(errors, name);
    return text ? <p className="mt-1 text-sm text-red-700">{text}</p> : null;
  };
  const removeButton = (onClick: () => void, name: string) => (
    <button
      type="button"
      onClick={onClick}
      className="self-end text-sm text-red-700 underline"
      aria-label={`${t('remove')}: ${name}`}
    >
      {t('remove')}
    </button>
  );
  const addButton = (onClick: () => void, label: string) => (
    <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={onClick}>
      {label}
    </button>
  );
  const keyOf = (item: object) => (item as { key: string }).key;

  return (
    <HookForm form={form} onValid={save} onInvalid={setMessage} testId="program-form" className="space-y-4">
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
            <RowFields fields={fields[step]} disabled={busy} idPrefix="program" />
          </div>
        )}
        {step === 'jury' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('juryIntro')}</p>
            {jury.fields.length === 0 && <p className="text-sm text-slate-600">{t('noJury')}</p>}
            {jury.fields.map((item, i) => (
              <div key={keyOf(item)} className="grid grid-cols-[1fr_auto] gap-3">
                <RowFields
                  fields={[{ key: 'email', label: `${t('juryEmail')} ${i + 1}` }]}
                  prefix={`jury.${i}.`}
                  disabled={busy}
                  idPrefix={`program-jury-${i}`}
                />
                {removeButton(() => jury.remove(i), String(form.getValues(`jury.${i}.email`) ?? ''))}
              </div>
            ))}
            {addButton(() => jury.append({ email: '' } as never), t('addJuror'))}
          </div>
        )}
        {step === 'questions' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('questionsIntro')}</p>
            {err('questions')}
            {questions.fields.map((item, i) => (
              <div key={keyOf(item)} className="grid grid-cols-[1fr_auto] gap-3">
                <RowFields
                  fields={[{ key: 'question', label: t('question', { n: i + 1 }), kind: 'textarea' }]}
                  prefix={`questions.${i}.`}
                  disabled={busy}
                  idPrefix={`program-question-${i}`}
                />
                {removeButton(() => questions.remove(i), t('question', { n: i + 1 }))}
              </div>
            ))}
            {addButton(() => questions.append({ question: '' } as never), t('addQuestion'))}
          </div>
        )}
        {step === 'categories' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('categoriesIntro')}</p>
            {categories.fields.map((item, i) => {
              const name = String(form.getValues(`reviewCategories.${i}.name`) ?? '');
              return (
                <fieldset
                  key={keyOf(item)}
                  className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_3fr_1fr_auto] sm:items-end"
                >
                  <legend className="sr-only">{name || t('categoryName')}</legend>
                  <RowFields
                    fields={[
                      { key: 'name', label: `${t('categoryName')} ${i + 1}` },
                      { key: 'description', label: t('categoryDescription') },
                      { key: 'weight', label: `${t('weight')} ${i + 1}`, kind: 'number' },
                    ]}
                    prefix={`reviewCategories.${i}.`}
                    disabled={busy}
                    idPrefix={`program-category-${i}`}
                  />
                  {removeButton(() => categories.remove(i), name)}
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
            {addButton(
              () => categories.append({ name: '', description: '', weight: '' } as never),
              t('addCategory'),
            )}
          </div>
        )}
      </section>
      {message && <FormMessage kind="alert">{message}</FormMessage>}
      <StepFooter
        steps={STEPS}
        step={step}
        onStep={setStep}
        busy={busy}
        submitLabel={busy ? t('working') : program ? t('save') : t('create')}
        labels={{ back: t('back'), next: t('next') }}
      />
    </HookForm>
  );
}

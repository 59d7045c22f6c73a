'use client';
/**
 * One profile list (spec §4 "Profile lists"): rows without id are created, rows with id
 * updated, fully empty rows ignored (server side); after a delete an empty list shows one
 * blank row. Saved with PUT /api/v2/users/me/lists/{list}. The fields a filled row needs carry
 * the required mark; each error shows beside its field, named after it, and the first takes the
 * focus (issue 13 §1). The rows are a react-hook-form field array (issue 13 §4); a saved list
 * shows a toast.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormProvider, useController, useFieldArray, useFormContext } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { reportSave, useRowForm } from '@/ui/row-form';
import { useUniversitySearch, type University } from './university-search';
import { FormMessage, inputClass } from '@/ui/form';
import { UntilHydrated } from '@/ui/form-kit';
import type { ProfileOptions } from './types';
import { controlAria, FieldError, fieldId, namedError } from './profile-fields';
import { FieldLabel } from '@/ui/field-label';

type Row = Record<string, unknown>;
type ListName = 'experience' | 'education' | 'language' | 'skill';
/** `required`: a filled row needs it (the server's rule in lists.ts); blank rows are ignored. */
type FieldSpec = { required?: boolean } & (
  | { name: string; kind: 'text' | 'date' | 'textarea' | 'school' }
  | { name: string; kind: 'check' }
  | {
      name: string;
      kind: 'select';
      options: (o: ProfileOptions, row: Row) => Array<{ id: number; name: string }>;
    }
);

const FIELDS: Record<ListName, FieldSpec[]> = {
  experience: [
    { name: 'title', kind: 'text', required: true },
    { name: 'companyName', kind: 'text', required: true },
    { name: 'employmentTypeId', kind: 'select', options: (o) => o.employmentType },
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
    { name: 'stillWorking', kind: 'check' },
    { name: 'description', kind: 'textarea' },
  ],
  education: [
    { name: 'schoolName', kind: 'school', required: true },
    { name: 'department', kind: 'text' },
    { name: 'degreeId', kind: 'select', options: (o) => o.schoolDegree },
    { name: 'graduateStatusId', kind: 'select', options: (o) => o.graduateStatus },
    { name: 'grade', kind: 'text' },
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
  ],
  language: [
    { name: 'languageId', kind: 'select', options: (o) => o.languages, required: true },
    { name: 'levelId', kind: 'select', options: (o) => o.languageLevel },
  ],
  skill: [
    { name: 'isSoft', kind: 'check' },
    {
      name: 'skillId',
      kind: 'select',
      options: (o, r) => (r.isSoft ? o.softSkill : o.skill),
      required: true,
    },
    { name: 'levelId', kind: 'select', options: (o, r) => (r.isSoft ? o.softSkillLevel : o.knowledgeLevel) },
    { name: 'positionId', kind: 'select', options: (o) => o.position },
  ],
};

const blank = (): Row => ({});
const withBlank = (rows: Row[]) => (rows.length ? rows : [blank()]);
type Values = { rows: Row[] };

/** One field of a row, bound to the list's form at `rows.{index}.{name}`; its error beside it. */
function ListField({
  list,
  index,
  spec: f,
  options,
  schools,
  searchSchools,
}: {
  list: ListName;
  index: number;
  spec: FieldSpec;
  options: ProfileOptions;
  schools: University[];
  searchSchools: (text: string) => void;
}) {
  const t = useTranslations('profile');
  const { control, watch, setValue } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name: `rows.${index}.${f.name}` });
  const row = watch(`rows.${index}`) ?? {};
  const error = fieldState.error?.message;
  const label = t(`fields.${f.name}` as 'fields.title');
  const value = field.value as unknown;
  const id = fieldId(`${index}.${f.name}`, `list-${list}`);
  const aria = {
    ...controlAria(id, { required: f.required, error }),
    ref: (el: HTMLElement | null) => field.ref(el),
  };
  const caption = <FieldLabel id={id} label={label} required={f.required} />;
  let control_;
  if (f.kind === 'check')
    control_ = (
      <label className="flex items-center gap-2 text-sm">
        <input
          {...aria}
          type="checkbox"
          checked={value === true}
          onChange={(e) => field.onChange(e.target.checked)}
        />
        {label}
      </label>
    );
  else if (f.kind === 'select')
    control_ = (
      <div className="text-sm">
        {caption}
        <select
          {...aria}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={`${inputClass} bg-white`}
        >
          <option value="">—</option>
          {f.options(options, row).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
    );
  else if (f.kind === 'school')
    control_ = (
      <>
        <div className="text-sm">
          {caption}
          <input
            {...aria}
            list={`${list}-schools-${index}`}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => {
              const text = e.target.value;
              const match = schools.find((u) => u.name === text);
              field.onChange(text);
              setValue(`rows.${index}.universityId`, match?.id ?? null);
              if (!match) searchSchools(text);
            }}
            className={inputClass}
          />
        </div>
        <datalist id={`${list}-schools-${index}`}>
          {schools.map((u) => (
            <option key={u.id} value={u.name} />
          ))}
        </datalist>
      </>
    );
  else if (f.kind === 'textarea')
    control_ = (
      <div className="text-sm sm:col-span-2">
        {caption}
        <textarea
          {...aria}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          className={inputClass}
        />
      </div>
    );
  else
    control_ = (
      <div className="text-sm">
        {caption}
        <input
          {...aria}
          type={f.kind}
          value={typeof value === 'string' ? value : ''}
          disabled={f.name === 'endDate' && row.stillWorking === true}
          onChange={(e) => field.onChange(e.target.value)}
          className={inputClass}
        />
      </div>
    );
  return (
    <div className={f.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      {control_}
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

export function ListEditor({
  list,
  rows: initial,
  options,
}: {
  list: ListName;
  rows: Row[];
  options: ProfileOptions;
}) {
  const t = useTranslations('profile');
  const form = useRowForm<Values>({ rows: withBlank(initial) });
  // keyName 'key': a saved row's own `id` stays as it is.
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'key' as 'id' });
  const [message, setMessage] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  // University suggestions for the school field.
  const [schools, searchSchools] = useUniversitySearch();

  const save = async (values: Values) => {
    setMessage(null);
    // The list shows the outcome itself (message and errors under their row): no notice. The
    // server names a field by its row (`0.title`); the form's rows are `rows.0`.
    const res = await quietApi.PUT('/api/v2/users/me/lists/{list}', {
      params: { path: { list } },
      body: values.rows,
    });
    setMessage(reportSave(form, res, { saved: t('saved'), failed: t('saveFailed') }, (p) => `rows.${p}`));
    if (res.response.ok) form.reset({ rows: withBlank(res.data?.data ?? []) });
  };

  const remove = async (i: number) => {
    const id = form.getValues(`rows.${i}.id`);
    if (typeof id === 'number') {
      const { error, response } = await quietApi.DELETE('/api/v2/users/me/lists/{list}/{id}', {
        params: { path: { list, id } },
      });
      if (!response.ok) return setMessage(messageOf(error) ?? t('saveFailed'));
    }
    rows.remove(i);
    if (rows.fields.length === 1) rows.append(blank());
  };

  return (
    <FormProvider {...form}>
      <section
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid={`list-${list}`}
      >
        <h2 className="text-lg font-bold">{t(`lists.${list}`)}</h2>
        <p className="text-sm text-slate-600">{t('requiredInRow')}</p>
        <UntilHydrated className="space-y-4">
          {rows.fields.map((item, i) => (
            <fieldset
              key={(item as unknown as { key: string }).key}
              className="rounded-lg border border-slate-200 p-4"
              data-testid={`${list}-row`}
            >
              <legend className="sr-only">{`${t(`lists.${list}`)} ${i + 1}`}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {FIELDS[list].map((f) => (
                  <ListField
                    key={f.name}
                    list={list}
                    index={i}
                    spec={f}
                    options={options}
                    schools={schools}
                    searchSchools={searchSchools}
                  />
                ))}
              </div>
              <button
                type="button"
                onClick={() => void remove(i)}
                className="mt-3 text-sm font-semibold text-red-700 underline"
              >
                {t('removeRow')}
              </button>
            </fieldset>
          ))}
          {message && <FormMessage kind="alert">{message}</FormMessage>}
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => rows.append(blank())}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold"
            >
              {t('addRow')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                form.clearErrors();
                void form.handleSubmit(save)();
              }}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
            >
              {busy ? t('working') : t('saveList', { list: t(`lists.${list}`) })}
            </button>
          </div>
        </UntilHydrated>
      </section>
    </FormProvider>
  );
}

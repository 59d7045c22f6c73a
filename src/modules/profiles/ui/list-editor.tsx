'use client';
/**
 * One profile list (spec §4 "Profile lists"): rows without id are created, rows with id
 * updated, fully empty rows ignored (server side); after a delete an empty list shows one
 * blank row. Saved with PUT /api/v2/users/me/lists/{list}. The fields a filled row needs carry
 * the required mark; each error shows beside its field, named after it, and the first takes the
 * focus (issue 13 §1); a saved list shows a toast (issue 13 §4).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { useUniversitySearch } from './university-search';
import { FormMessage, inputClass } from '@/ui/form';
import { toast } from '@/ui/primitives/toast';
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
  const [rows, setRows] = useState<Row[]>(() => withBlank(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // University suggestions for the school field.
  const [schools, searchSchools] = useUniversitySearch();

  const change = (i: number, name: string, value: unknown) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [name]: value } : r)));

  const save = async () => {
    setBusy(true);
    setMessage(null);
    // The list shows the outcome itself (message and errors under their row): no notice.
    const { data, error, response } = await quietApi.PUT('/api/v2/users/me/lists/{list}', {
      params: { path: { list } },
      body: rows,
    });
    setBusy(false);
    if (response.ok) {
      setRows(withBlank(data?.data ?? []));
      setErrors({});
      toast.success(t('saved'));
    } else {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setMessage(messageOf(error) ?? t('saveFailed'));
      // The first refused field takes the focus.
      const first = Object.keys(fields)[0];
      if (first)
        requestAnimationFrame(() => document.getElementById(fieldId(first, `list-${list}`))?.focus());
    }
  };

  const remove = async (i: number) => {
    const id = rows[i]!.id;
    if (typeof id === 'number') {
      const { error, response } = await quietApi.DELETE('/api/v2/users/me/lists/{list}/{id}', {
        params: { path: { list, id } },
      });
      if (!response.ok) return setMessage(messageOf(error) ?? t('saveFailed'));
    }
    setRows((rs) => withBlank(rs.filter((_, j) => j !== i)));
  };

  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid={`list-${list}`}
    >
      <h2 className="text-lg font-bold">{t(`lists.${list}`)}</h2>
      <p className="text-sm text-slate-600">{t('requiredInRow')}</p>
      {rows.map((row, i) => (
        <fieldset
          key={typeof row.id === 'number' ? row.id : `new-${i}`}
          className="rounded-lg border border-slate-200 p-4"
          data-testid={`${list}-row`}
        >
          <legend className="sr-only">{`${t(`lists.${list}`)} ${i + 1}`}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS[list].map((f) => {
              const label = t(`fields.${f.name}`);
              const error = errors[`${i}.${f.name}`];
              const value = row[f.name];
              const id = fieldId(`${i}.${f.name}`, `list-${list}`);
              const aria = controlAria(id, { required: f.required, error });
              const caption = <FieldLabel id={id} label={label} required={f.required} />;
              let control;
              if (f.kind === 'check')
                control = (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      {...aria}
                      type="checkbox"
                      checked={value === true}
                      onChange={(e) => change(i, f.name, e.target.checked)}
                    />
                    {label}
                  </label>
                );
              else if (f.kind === 'select')
                control = (
                  <div className="text-sm">
                    {caption}
                    <select
                      {...aria}
                      value={typeof value === 'number' ? value : ''}
                      onChange={(e) =>
                        change(i, f.name, e.target.value === '' ? null : Number(e.target.value))
                      }
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
                control = (
                  <>
                    <div className="text-sm">
                      {caption}
                      <input
                        {...aria}
                        list={`${list}-schools-${i}`}
                        value={typeof value === 'string' ? value : ''}
                        onChange={(e) => {
                          const text = e.target.value;
                          const match = schools.find((u) => u.name === text);
                          setRows((rs) =>
                            rs.map((r, j) =>
                              j === i ? { ...r, schoolName: text, universityId: match?.id ?? null } : r,
                            ),
                          );
                          if (!match) searchSchools(text);
                        }}
                        className={inputClass}
                      />
                    </div>
                    <datalist id={`${list}-schools-${i}`}>
                      {schools.map((u) => (
                        <option key={u.id} value={u.name} />
                      ))}
                    </datalist>
                  </>
                );
              else if (f.kind === 'textarea')
                control = (
                  <div className="text-sm sm:col-span-2">
                    {caption}
                    <textarea
                      {...aria}
                      rows={3}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(e) => change(i, f.name, e.target.value)}
                      className={inputClass}
                    />
                  </div>
                );
              else
                control = (
                  <div className="text-sm">
                    {caption}
                    <input
                      {...aria}
                      type={f.kind}
                      value={typeof value === 'string' ? value : ''}
                      disabled={f.name === 'endDate' && row.stillWorking === true}
                      onChange={(e) => change(i, f.name, e.target.value)}
                      className={inputClass}
                    />
                  </div>
                );
              return (
                <div key={f.name} className={f.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                  {control}
                  <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
                </div>
              );
            })}
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
          onClick={() => setRows((rs) => [...rs, blank()])}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold"
        >
          {t('addRow')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void save()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
        >
          {busy ? t('working') : t('saveList', { list: t(`lists.${list}`) })}
        </button>
      </div>
    </section>
  );
}

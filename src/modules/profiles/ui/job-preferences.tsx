'use client';
/** Job preferences of the profile form (spec §3): search status, open to work, working plans, employment types, salary and share. */
import { useTranslations } from 'next-intl';
import { Field, inputClass } from '@/ui/form';
import type { ProfileFormState, ProfileOptions } from './types';

const select = `${inputClass} bg-white`;

function Checks({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: Array<{ id: number; name: string }>;
  value: number[];
  onChange: (v: number[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="text-sm">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={value.includes(o.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))
              }
            />
            {o.name}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-red-700">{error}</p>}
    </fieldset>
  );
}

export function JobPreferencesFields({
  form,
  set,
  errors,
  options,
}: {
  form: ProfileFormState;
  set: <K extends keyof ProfileFormState>(key: K, value: ProfileFormState[K]) => void;
  errors: Record<string, string>;
  options: ProfileOptions;
}) {
  const t = useTranslations('profile');
  const err = (key: string) => errors[key];
  return (
    <>
      <h2 className="pt-2 text-lg font-bold">{t('jobPreferences')}</h2>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('jobSearchStatus')}</span>
        <select
          value={form.jobSearchStatusId}
          onChange={(e) => set('jobSearchStatusId', Number(e.target.value))}
          className={select}
        >
          <option value={0}>—</option>
          {options.jobSearchStatus.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.openToWork}
          onChange={(e) => set('openToWork', e.target.checked)}
        />
        {t('openToWork')}
      </label>
      <Checks
        legend={t('workingPlans')}
        options={options.jobWorkingPlan}
        value={form.workingPlanIds}
        onChange={(v) => set('workingPlanIds', v)}
      />
      <Checks
        legend={t('employmentTypes')}
        options={options.employmentType}
        value={form.employmentTypeIds}
        onChange={(v) => set('employmentTypeIds', v)}
        error={err('employmentTypeIds')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('salaryMin')}
          inputMode="decimal"
          value={form.salaryMin}
          onChange={(v) => set('salaryMin', v)}
          required={false}
        />
        <Field
          label={t('salaryMax')}
          inputMode="decimal"
          value={form.salaryMax}
          onChange={(v) => set('salaryMax', v)}
          required={false}
        />
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('currency')}</span>
          <select
            value={form.salaryCurrency}
            onChange={(e) => set('salaryCurrency', e.target.value)}
            className={select}
          >
            <option value="">—</option>
            {['USD', 'EUR', 'TRY'].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={t('shareMin')}
          inputMode="decimal"
          value={form.shareMin}
          onChange={(v) => set('shareMin', v)}
          required={false}
        />
        <Field
          label={t('shareMax')}
          inputMode="decimal"
          value={form.shareMax}
          onChange={(v) => set('shareMax', v)}
          required={false}
        />
      </div>
      {(err('salaryMax') || err('salaryCurrency') || err('shareMax') || err('salaryMin')) && (
        <p className="text-sm text-red-700">
          {[err('salaryMin'), err('salaryMax'), err('salaryCurrency'), err('shareMax')]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
    </>
  );
}

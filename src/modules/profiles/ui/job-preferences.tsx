'use client';
/**
 * Job preferences of the profile form (spec §3): search status, open to work, working plans,
 * employment types, salary and share. Employment types need at least one choice (spec §5 'You
 * must choose at least 1 employment types'): the group carries the required mark; every refused
 * field shows the server's message beside it, named after the field (issue 13 §1).
 */
import { useTranslations } from 'next-intl';
import type { ProfileFormState, ProfileOptions } from './types';
import { FieldError, fieldId, namedError, ProfileInput, ProfileSelect } from './profile-fields';
import { RequiredMark } from '@/ui/field-label';

/** A group of checkboxes; `required` means at least one. */
function Checks({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  required = false,
  requiredText,
}: {
  id: string;
  legend: string;
  options: Array<{ id: number; name: string }>;
  value: number[];
  onChange: (v: number[]) => void;
  error?: string;
  required?: boolean;
  /** Read after the legend by screen readers ("required"): a group has no aria-required. */
  requiredText?: string;
}) {
  return (
    <fieldset id={id} className="text-sm" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium">
        {legend}
        {required && (
          <>
            <RequiredMark />
            <span className="sr-only"> ({requiredText})</span>
          </>
        )}
      </legend>
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
      <FieldError id={`${id}-error`}>{error && namedError(legend, error)}</FieldError>
    </fieldset>
  );
}

/** The job preference fields; `labelOf` names a field for its error ('salaryMax' → 'Maximum salary'). */
export function JobPreferencesFields({
  form,
  set,
  errors,
  options,
  labelOf,
}: {
  form: ProfileFormState;
  set: <K extends keyof ProfileFormState>(key: K, value: ProfileFormState[K]) => void;
  errors: Record<string, string>;
  options: ProfileOptions;
  labelOf: (key: string) => string;
}) {
  const t = useTranslations('profile');
  const err = (key: string) => errors[key];
  const hasSalary = form.salaryMin.trim() !== '' || form.salaryMax.trim() !== '';
  const number = (key: 'salaryMin' | 'salaryMax' | 'shareMin' | 'shareMax') => (
    <ProfileInput
      id={fieldId(key)}
      label={labelOf(key)}
      inputMode="decimal"
      value={form[key]}
      onChange={(v) => set(key, v)}
      error={err(key)}
    />
  );
  return (
    <>
      <h2 className="pt-2 text-lg font-bold">{t('jobPreferences')}</h2>
      <ProfileSelect
        id={fieldId('jobSearchStatusId')}
        label={t('jobSearchStatus')}
        value={form.jobSearchStatusId}
        onChange={(v) => set('jobSearchStatusId', Number(v))}
        error={err('jobSearchStatusId')}
      >
        <option value={0}>—</option>
        {options.jobSearchStatus.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </ProfileSelect>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.openToWork}
          onChange={(e) => set('openToWork', e.target.checked)}
        />
        {t('openToWork')}
      </label>
      <Checks
        id={fieldId('workingPlanIds')}
        legend={t('workingPlans')}
        options={options.jobWorkingPlan}
        value={form.workingPlanIds}
        onChange={(v) => set('workingPlanIds', v)}
        error={err('workingPlanIds')}
      />
      <Checks
        id={fieldId('employmentTypeIds')}
        legend={t('employmentTypes')}
        options={options.employmentType}
        value={form.employmentTypeIds}
        onChange={(v) => set('employmentTypeIds', v)}
        error={err('employmentTypeIds')}
        required
        requiredText={t('requiredHint')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {number('salaryMin')}
        {number('salaryMax')}
        {/* Required once a salary is given (spec §5: min and max salary share one currency). */}
        <ProfileSelect
          id={fieldId('salaryCurrency')}
          label={t('currency')}
          value={form.salaryCurrency}
          onChange={(v) => set('salaryCurrency', v)}
          required={hasSalary}
          error={err('salaryCurrency')}
        >
          <option value="">—</option>
          {['USD', 'EUR', 'TRY'].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </ProfileSelect>
        {number('shareMin')}
        {number('shareMax')}
      </div>
    </>
  );
}

'use client';
/**
 * Job preferences of the profile form (spec §3): search status, open to work, working plans,
 * employment types, salary and share. Employment types need at least one choice (spec §5 'You
 * must choose at least 1 employment types'): the group carries the required mark; every refused
 * field shows the server's message beside it, named after the field (issue 13 §1). Bound to the
 * profile form's react-hook-form (issue 13 §4).
 */
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { ProfileFormState, ProfileOptions } from './types';
import {
  FieldError,
  fieldId,
  namedError,
  ProfileInput,
  ProfileSelect,
  useProfileField,
} from './profile-fields';
import { RequiredMark } from '@/ui/field-label';

/** A group of checkboxes bound to the profile form's field `name` (ids); `required`: at least one. */
function Checks({
  name,
  legend,
  options,
  required = false,
  requiredText,
}: {
  name: 'workingPlanIds' | 'employmentTypeIds';
  legend: string;
  options: Array<{ id: number; name: string }>;
  required?: boolean;
  /** Read after the legend by screen readers ("required"): a group has no aria-required. */
  requiredText?: string;
}) {
  const id = fieldId(name);
  const { field, error } = useProfileField(name);
  const value = (field.value as number[] | undefined) ?? [];
  return (
    <fieldset
      id={id}
      className="text-sm"
      aria-describedby={error ? `${id}-error` : undefined}
      // The first checkbox takes the focus when the group is refused.
      ref={(el) =>
        field.ref(el ? { focus: () => el.querySelector<HTMLInputElement>('input')?.focus() } : null)
      }
    >
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
                field.onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))
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

/** The job preference fields of the profile form; `labelOf` names a field ('salaryMax' → 'Maximum salary'). */
export function JobPreferencesFields({
  options,
  labelOf,
}: {
  options: ProfileOptions;
  labelOf: (key: string) => string;
}) {
  const t = useTranslations('profile');
  const { watch, register } = useFormContext<ProfileFormState>();
  const [salaryMin, salaryMax] = watch(['salaryMin', 'salaryMax']);
  const hasSalary = (salaryMin ?? '').trim() !== '' || (salaryMax ?? '').trim() !== '';
  const number = (key: 'salaryMin' | 'salaryMax' | 'shareMin' | 'shareMax') => (
    <ProfileInput name={key} label={labelOf(key)} inputMode="decimal" />
  );
  return (
    <>
      <h2 className="pt-2 text-lg font-bold">{t('jobPreferences')}</h2>
      <ProfileSelect name="jobSearchStatusId" label={t('jobSearchStatus')} numeric>
        <option value={0}>—</option>
        {options.jobSearchStatus.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </ProfileSelect>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('openToWork')} />
        {t('openToWork')}
      </label>
      <Checks name="workingPlanIds" legend={t('workingPlans')} options={options.jobWorkingPlan} />
      <Checks
        name="employmentTypeIds"
        legend={t('employmentTypes')}
        options={options.employmentType}
        required
        requiredText={t('requiredHint')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {number('salaryMin')}
        {number('salaryMax')}
        {/* Required once a salary is given (spec §5: min and max salary share one currency). */}
        <ProfileSelect name="salaryCurrency" label={t('currency')} required={hasSalary}>
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

'use client';
/**
 * One field of the job form (./job-form.tsx) on react-hook-form: its label with the required
 * mark, an optional hint, the control and its error beside it as "Label: message" in the
 * viewer's language (issue 13 §1, §4).
 *
 * Unlike src/ui/row-fields.tsx, a field here does not refuse an empty required value in the
 * browser: the D §5 job rules are the server's, and one answer of Job/Post names every broken
 * rule at once (a required text, at least one working plan, a currency per wage bound, …), each
 * set on its field by `applyServerErrors`. Controls are controlled (`useController`), so a city
 * list that arrives after the form shows keeps the chosen city.
 */
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';
import { FieldLabel } from '@/ui/field-label';
import { inputClass } from '@/ui/form';
import { MultiSelect } from '@/ui/multi-select';
import type { JobFormValues } from './job-form-values';

export type JobFieldOption = { id: number | string; name: string };
type Kind = 'text' | 'date' | 'number' | 'select' | 'textarea' | 'multi';
const FOCUSABLE = 'input,select,textarea,button';

/**
 * `<JobField name label kind? options? required? hint? wide? disabled? placeholder?>` — see the
 * file comment. `options` for 'select' (a first empty choice reads `placeholder`) and 'multi'.
 */
export function JobField({
  name,
  label,
  kind = 'text',
  options = [],
  required = false,
  hint,
  wide = false,
  disabled = false,
  placeholder = '—',
}: {
  name: keyof JobFormValues;
  label: string;
  kind?: Kind;
  options?: JobFieldOption[];
  required?: boolean;
  hint?: string;
  wide?: boolean;
  disabled?: boolean;
  placeholder?: string;
}) {
  const t = useTranslations('ui');
  const tf = useTranslations('filter');
  const id = useId();
  const { control } = useFormContext<JobFormValues>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const boxClass = `${inputClass} ${error ? 'border-red-600' : ''}`.trim();
  const text = typeof field.value === 'string' ? field.value : '';
  const common = {
    id,
    name,
    disabled,
    onBlur: field.onBlur,
    className: boxClass,
    ...aria,
  };

  let controlNode: React.ReactNode;
  if (kind === 'multi')
    controlNode = (
      <MultiSelect
        id={`job-${name}`}
        label={label}
        options={options.map((o) => ({ id: Number(o.id), name: o.name }))}
        value={Array.isArray(field.value) ? field.value : []}
        onChange={(value) => field.onChange(value)}
        placeholder={tf('selectPlaceholder')}
        searchPlaceholder={tf('searchOptions')}
        emptyText={tf('selectPlaceholder')}
        removeLabel={(n) => tf('remove', { name: n })}
        disabled={disabled}
      />
    );
  else if (kind === 'select')
    controlNode = (
      <select
        {...common}
        className={`${boxClass} bg-white`}
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
    );
  else if (kind === 'textarea')
    controlNode = (
      <textarea {...common} rows={5} value={text} onChange={(e) => field.onChange(e.target.value)} />
    );
  else
    controlNode = (
      <input
        {...common}
        type={kind === 'number' ? 'text' : kind}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
      />
    );

  return (
    <div
      className={`min-w-0 text-sm ${wide || kind === 'textarea' ? 'sm:col-span-full' : ''}`.trim()}
      // react-hook-form focuses the first field with an error through this ref.
      ref={(el) => field.ref(el ? { focus: () => el.querySelector<HTMLElement>(FOCUSABLE)?.focus() } : null)}
    >
      {/* The multi-select labels its own button; its hint says what it needs. */}
      {kind !== 'multi' && <FieldLabel id={id} label={label} required={required} />}
      {controlNode}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {t('form.fieldError', { field: label, message: error })}
        </p>
      )}
    </div>
  );
}

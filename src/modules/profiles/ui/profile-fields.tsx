'use client';
/**
 * Labelled profile controls that show what the server requires and what it refused (issue 13
 * §1; spec §5 "A field is required when its rules contain required"): a visible `*` (hidden from
 * screen readers, which hear `aria-required` instead) and, beside the control, the server's
 * message named after its field ("Employment types: You must choose at least 1 employment types"),
 * tied to the control with `aria-describedby` and `aria-invalid`. The inputs and selects are
 * bound to the profile form's react-hook-form by name (issue 13 §4), so the server's errors land
 * on them and the first takes the focus.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { inputClass } from '@/ui/form';
import { FieldLabel } from '@/ui/field-label';

/** The DOM id of a profile field (`socialLinks.github` → `profile-socialLinks-github`). */
export const fieldId = (key: string, prefix = 'profile') => `${prefix}-${key.replace(/\./g, '-')}`;

/** "Label: message" — every error names its field (in the page language). */
export const namedError = (label: string, message: string) => `${label}: ${message}`;

/** The message of a refused field, beside it; `id` is what the control's `aria-describedby` names. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">
      {children}
    </p>
  );
}

/** ARIA attributes of a control with `id` that may be required and refused. */
export function controlAria(id: string, { required, error }: { required?: boolean; error?: string }) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** The profile form's field `name`: its value, change handler, error and focus target. */
function useProfileField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message };
}

/**
 * A labelled text input bound to the profile form's field `name` (react-hook-form), with its
 * required mark and its error beside it ("Label: message").
 */
export function ProfileInput({
  name,
  label,
  required = false,
  type = 'text',
  className = '',
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id' | 'required' | 'value' | 'name'> & {
  name: string;
  label: string;
  required?: boolean;
}) {
  const id = fieldId(name);
  const { field, error } = useProfileField(name);
  return (
    <div className="text-sm">
      <FieldLabel id={id} label={label} required={required} />
      <input
        {...rest}
        {...controlAria(id, { required, error })}
        ref={(el) => field.ref(el)}
        name={name}
        type={type}
        value={typeof field.value === 'string' ? field.value : ''}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
        className={`${inputClass} ${error ? 'border-red-600' : ''} ${className}`.trim()}
      />
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

/** A labelled read-only input (a value the profile form shows but does not send). */
export function ReadOnlyInput({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="text-sm">
      <FieldLabel id={id} label={label} />
      <input id={id} readOnly value={value} className={inputClass} />
    </div>
  );
}

/**
 * A labelled select bound to the profile form's field `name`; `numeric` stores the option's
 * value as a number (0 for none).
 */
export function ProfileSelect({
  name,
  label,
  required = false,
  numeric = false,
  onPicked,
  className,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  numeric?: boolean;
  /** Called after the user picks an option (with the stored value). */
  onPicked?: (value: string | number) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = fieldId(name);
  const { field, error } = useProfileField(name);
  return (
    <div className={`text-sm ${className ?? ''}`.trim()}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        {...controlAria(id, { required, error })}
        ref={(el) => field.ref(el)}
        name={name}
        value={(field.value as string | number | undefined) ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => {
          const value = numeric ? Number(e.target.value) : e.target.value;
          field.onChange(value);
          onPicked?.(value);
        }}
        className={`${inputClass} bg-white ${error ? 'border-red-600' : ''}`.trim()}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

/** The error of the profile form's field `name` (for controls that render their own label). */
export function useProfileError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

export { useProfileField };

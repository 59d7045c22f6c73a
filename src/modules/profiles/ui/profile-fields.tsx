'use client';
/**
 * Labelled profile controls that show what the server requires and what it refused (issue 13
 * §1; spec §5 "A field is required when its rules contain required"): a visible `*` (hidden from
 * screen readers, which hear `aria-required` instead) and, beside the control, the server's
 * message named after its field ("Employment types: You must choose at least 1 employment types"),
 * tied to the control with `aria-describedby` and `aria-invalid`.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
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

/** A labelled text input of the profile form with its required mark and its error beside it. */
export function ProfileInput({
  id,
  label,
  value,
  onChange,
  required = false,
  error,
  type = 'text',
  className = '',
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id' | 'required'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The server's message (not yet named). */
  error?: string;
}) {
  return (
    <div className="text-sm">
      <FieldLabel id={id} label={label} required={required} />
      <input
        {...rest}
        {...controlAria(id, { required, error })}
        type={type}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${error ? 'border-red-600' : ''} ${className}`.trim()}
      />
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

/** A labelled select of the profile form with its required mark and its error beside it. */
export function ProfileSelect({
  id,
  label,
  value,
  onChange,
  required = false,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  required?: boolean;
  /** The server's message (not yet named). */
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`text-sm ${className ?? ''}`.trim()}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        {...controlAria(id, { required, error })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} bg-white ${error ? 'border-red-600' : ''}`.trim()}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

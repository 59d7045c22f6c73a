/**
 * Form building blocks shared by the account, settings and admin forms: a labelled input, the
 * success/error message (status/alert roles, read by screen readers and tests) and the submit
 * button that shows a working label while busy.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass = 'w-full rounded-lg border border-slate-300 px-3 py-2';

/** A labelled input; `onChange` receives the text. */
export function Field({
  label,
  onChange,
  type = 'text',
  required = true,
  className = '',
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <input
        {...rest}
        type={type}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${className}`.trim()}
      />
    </label>
  );
}

/** A success (`status`) or error (`alert`) message box. */
export function FormMessage({ kind, children }: { kind: 'status' | 'alert'; children: ReactNode }) {
  return kind === 'status' ? (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
      {children}
    </p>
  ) : (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** The form's submit button; `danger` for destructive actions. */
export function SubmitButton({
  busy,
  disabled = false,
  busyLabel,
  danger = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  busyLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className={`w-full rounded-lg py-2.5 font-semibold text-white disabled:bg-slate-300 ${
        danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'
      }`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

'use client';
/**
 * Form kit (issue 13 §4, CONVENTIONS "Forms"): react-hook-form with the zod resolver over the
 * module's own schema, so the browser and the API refuse the same input with the same message
 * key; labels with a visible required mark; each error beside its field, in the viewer's
 * language and naming the field; the first invalid field takes focus; the server's field errors
 * land on their fields; every successful save shows a toast.
 *
 *   const schema = z.object({ name: z.string().trim().min(1).max(60, 'apiKey.name_length') });
 *   const form = useZodForm(schema, { name: '' });
 *   <ZodForm form={form} testId="key-form" success={t('saved')}
 *     onSubmit={async (values) => {
 *       const { error, response } = await quietApi.POST('/api/v2/users/me/api-keys', { body: values });
 *       return response.ok ? { ok: true } : { ok: false, error };   // error: the API's envelope
 *     }}>
 *     <Field name="name" label={t('name')} required hint={t('nameHint')} autoComplete="off" />
 *     <Field name="bio" label={t('bio')}>{(control) => <textarea {...control} rows={4} />}</Field>
 *     <FormSubmit busyLabel={t('working')}>{t('save')}</FormSubmit>
 *   </ZodForm>
 *
 * - `useZodForm(schema, defaults, options?)` → react-hook-form's `UseFormReturn` (values typed
 *   from the schema's input, `onSubmit` receives its output). Validates on submit, then on change.
 * - `<ZodForm form onSubmit success? testId? className? requiredNote?>`: `onSubmit(values)`
 *   returns `{ ok: true, message?, quiet? }` (toast `message` ?? `success` ?? "Saved"; none when
 *   `quiet`: the page itself shows what happened) or
 *   `{ ok: false, error?, message? }`: `error` is the API error envelope; its `data.fields`
 *   (dotted path → translated message) are set on the fields of those names and the first takes
 *   focus; anything else (`message`, the envelope's message, else a generic text) shows in an
 *   alert at the top of the form. Returning nothing counts as success. A "* Required" note
 *   shows above the fields unless `requiredNote={false}`.
 * - `<Field name label required? hint? type? autoComplete? …input props>` — a label (with a
 *   visible `*` and `aria-required` when `required`), the hint, the input and its error
 *   (`aria-invalid`, `aria-describedby` → hint and error). `children` as a function renders
 *   another control: it receives `{ id, name, ref, onChange, onBlur, className, aria-* }`.
 * - `<FormSubmit busyLabel danger?>` — the submit button; disabled and relabelled while saving.
 * - `<UntilHydrated>` — its controls disabled until React has hydrated the page (inside every
 *   `ZodForm` and `HookForm`; for hand-made forms).
 * - `<HookForm form onValid onInvalid? testId? className?>` — the `<form>` of a react-hook-form
 *   that reads its own save's answer (no zod resolver; see ./row-form.ts); see its comment.
 *
 * Messages: a schema's own message is an error-catalogue key (`validation.required`,
 * `apiKey.name_length`: the `errors` namespace, as the server translates them) or a full message
 * path (`auth.mismatch`); zod's built-in checks without a message get `ui.form.*` texts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FieldLabel } from './field-label';
import { inputClass } from './form';
import { toast } from './primitives/toast';
import { UntilHydrated } from './until-hydrated';
import { applyServerErrors } from './row-form';

export { UntilHydrated };

type UiT = ReturnType<typeof useTranslations<'ui'>>;
type Issue = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
};

/** zod's own checks (those without a message of the schema) in the viewer's language. */
function issueMessage(t: UiT, issue: Issue): string {
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? t('form.required')
        : t('form.invalid');
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 ? t('form.required') : t('form.tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('form.chooseAtLeast', { min });
      return t('form.tooSmall', { min });
    case 'too_big':
      if (issue.origin === 'string') return t('form.tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('form.chooseAtMost', { max });
      return t('form.tooBig', { max });
    case 'invalid_format':
      if (issue.format === 'email') return t('form.email');
      if (issue.format === 'url') return t('form.url');
      return t('form.invalid');
    default:
      return t('form.invalid');
  }
}

/** A schema's message key (errors catalogue, or a full path) in the viewer's language; else as is. */
function useMessageText(): (message: string) => string {
  const t = useTranslations();
  return (message) => {
    if (!/^[\w-]+(\.[\w-]+)+$/.test(message)) return message;
    for (const key of [`errors.${message}`, message]) {
      if (t.has(key as never)) return t(key as never);
    }
    return message;
  };
}

/** react-hook-form over `schema` with `defaults`; see the file comment. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const t = useTranslations('ui');
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    defaultValues: defaults,
    resolver: zodResolver(schema, { error: (issue) => issueMessage(t, issue as Issue) }) as never,
  });
}

export type SubmitResult =
  void | { ok: true; message?: string; quiet?: boolean } | { ok: false; error?: unknown; message?: string };

const SERVER = 'root.server' as const;

export function ZodForm<V extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  success,
  testId,
  className = 'space-y-4',
  requiredNote = true,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: (values: O) => Promise<SubmitResult> | SubmitResult;
  success?: string;
  testId?: string;
  className?: string;
  requiredNote?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('ui');
  const serverError = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(SERVER as never);
    const result = await onSubmit(values);
    if (!result || result.ok) {
      if (!result?.quiet) toast.success((result && result.message) || success || t('form.saved'));
      return;
    }
    const rest = applyServerErrors(form, result.error, result.message ?? t('form.failed'));
    if (rest !== null) form.setError(SERVER as never, { type: 'server', message: rest });
  });
  return (
    <FormProvider {...form}>
      <form noValidate data-testid={testId} onSubmit={(e) => void submit(e)}>
        <UntilHydrated className={className}>
          {requiredNote ? (
            <p className="text-xs text-slate-600">
              <span aria-hidden="true" className="font-semibold text-red-700">
                *{' '}
              </span>
              {t('form.requiredNote')}
            </p>
          ) : null}
          {serverError ? (
            <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {serverError}
            </div>
          ) : null}
          {children}
        </UntilHydrated>
      </form>
    </FormProvider>
  );
}

/** What a `Field`'s render function receives for its control. */
export type FieldControl = UseFormRegisterReturn & {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
};

export function Field({
  name,
  label,
  required = false,
  hint,
  children,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children' | 'required'> & {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children?: (control: FieldControl) => ReactNode;
}) {
  const t = useTranslations('ui');
  const text = useMessageText();
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    ...register(name),
    id,
    className: `${inputClass} ${error ? 'border-red-600' : ''} ${className}`.trim(),
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="text-sm">
      <FieldLabel id={id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className="mb-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children ? children(control) : <input {...input} {...control} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {t('form.fieldError', { field: label, message: text(error) })}
        </p>
      ) : null}
    </div>
  );
}

/** The form's submit button: disabled, with `busyLabel`, while the submit runs. */
export function FormSubmit({
  busyLabel,
  danger = false,
  children,
}: {
  busyLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { formState } = useFormContext();
  return (
    <button
      type="submit"
      disabled={formState.isSubmitting}
      className={`w-full rounded-lg py-2.5 font-semibold text-white disabled:bg-slate-300 ${
        danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'
      }`}
    >
      {formState.isSubmitting ? busyLabel : children}
    </button>
  );
}

/**
 * A `<form>` on react-hook-form for forms that read their own save's answer (the row forms of
 * ./row-form.ts and the account forms): gives its children the form's context; on submit it
 * clears the last save's server errors, runs `onValid(values)` when the browser's checks pass,
 * else focuses the first invalid field and calls `onInvalid` with the spec's "Please fill all
 * the required fields." in the viewer's language.
 */
export function HookForm<V extends FieldValues>({
  form,
  onValid,
  onInvalid,
  testId,
  className,
  children,
}: {
  form: UseFormReturn<V>;
  onValid: (values: V) => Promise<void> | void;
  onInvalid?: (message: string) => void;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('errors');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-testid={testId}
        onSubmit={(e) => {
          form.clearErrors();
          void form.handleSubmit(onValid, () => onInvalid?.(t('generic.invalid_input')))(e);
        }}
      >
        <UntilHydrated className={className}>{children}</UntilHydrated>
      </form>
    </FormProvider>
  );
}

'use client';
/**
 * Form fields described as data (one spec per field: key, label, kind, options), so the
 * startup steps, organizations, providers, programs, list rows and detail lists render, check
 * and convert their values the same way (issue 13 §4: every form on react-hook-form, errors
 * beside their fields, the first one focused). Values are kept as typed (strings for text and
 * numbers) and converted to the API's types by `bodyOf` (numbers parsed with a comma or a dot,
 * empty → null).
 *
 * `<RowFields fields prefix? disabled idPrefix>` renders inside a react-hook-form
 * `FormProvider` (see `useRowForm`, `./row-form.ts`): field `key` is the form value
 * `${prefix}${key}` (`teamMembers.0.title`), so the server's dotted field errors land on their
 * fields. Each field checks on submit what the browser can know (required, a link, a number) and
 * shows its error beside it as "Label: message" in the viewer's language.
 */
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';
import { FieldLabel } from '@/ui/field-label';
import { useHydrated } from '@/ui/use-hydrated';
import { inputClass } from '@/ui/form';
import { MultiSelect } from '@/ui/multi-select';
import { RichTextEditor } from '@/ui/rich-text-editor';

export type Option = { id: number; name: string };
export type FieldKind =
  'text' | 'url' | 'date' | 'number' | 'select' | 'currency' | 'checkbox' | 'multi' | 'rich' | 'textarea';
export interface FieldSpec {
  key: string;
  label: string;
  kind?: FieldKind;
  options?: Option[];
  required?: boolean;
  /** Spans the whole row of the grid. */
  wide?: boolean;
  hint?: string;
}
export type Row = Record<string, unknown>;

export const CURRENCIES = ['USD', 'EUR', 'TRY', 'GBP'] as const;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** `value` as a number (comma or dot decimals), null when empty. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const s = str(value).trim();
  return s === '' ? null : Number(s.replace(/\s/g, '').replace(',', '.'));
}

/** The API body of `row` for `fields`: numbers parsed, empty text null, ids as numbers. */
export function bodyOf(fields: FieldSpec[], row: Row): Row {
  const out: Row = {};
  for (const f of fields) {
    const v = row[f.key];
    switch (f.kind ?? 'text') {
      case 'number':
        out[f.key] = toNumber(v);
        break;
      case 'select':
        out[f.key] = typeof v === 'number' ? v : v ? Number(v) : null;
        break;
      case 'checkbox':
        out[f.key] = v === true;
        break;
      case 'multi':
        out[f.key] = Array.isArray(v) ? v : [];
        break;
      case 'currency':
        out[f.key] = str(v) || null;
        break;
      default:
        out[f.key] = str(v).trim() === '' ? null : str(v);
    }
  }
  return out;
}

type UiT = ReturnType<typeof useTranslations<'ui'>>;
const FOCUSABLE = 'input:not([type=hidden]),select,textarea,button,[contenteditable=true]';

/** True when a value counts as not given (empty text, no choice, an empty list). */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** What the browser checks before sending (the server checks everything again), as text. */
export function checkValue(f: FieldSpec, value: unknown, t: UiT): true | string {
  if (isBlank(value)) return f.required ? t('form.required') : true;
  const kind = f.kind ?? 'text';
  if (kind === 'number' && !Number.isFinite(toNumber(value))) return t('form.invalid');
  if (kind === 'url') {
    try {
      const url = new URL(str(value).trim());
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return t('form.url');
    } catch {
      return t('form.url');
    }
  }
  return true;
}

/** Renders `fields` (values at `${prefix}${key}` of the surrounding form) in a grid's cells. */
export function RowFields({
  fields,
  prefix = '',
  disabled,
  idPrefix,
}: {
  fields: FieldSpec[];
  /** Path of the row in the form's values, with a trailing dot (`teamMembers.0.`); '' for the top. */
  prefix?: string;
  disabled: boolean;
  /** Unique id prefix for controls that need ids (multi-selects). */
  idPrefix: string;
}) {
  return (
    <>
      {fields.map((f) => (
        <RowField key={f.key} spec={f} name={`${prefix}${f.key}`} disabled={disabled} idPrefix={idPrefix} />
      ))}
    </>
  );
}

function RowField({
  spec: f,
  name,
  disabled: disabledByForm,
  idPrefix,
}: {
  spec: FieldSpec;
  name: string;
  disabled: boolean;
  idPrefix: string;
}) {
  const t = useTranslations('ui');
  const tf = useTranslations('filter');
  const tp = useTranslations('profile');
  const id = useId();
  // Until React hydrates, a pick would be reset by hydration: the control waits (use-hydrated.ts).
  const hydrated = useHydrated();
  const disabled = disabledByForm || !hydrated;
  const { control } = useFormContext();
  const { field, fieldState } = useController({
    name,
    control,
    rules: { validate: (value) => (disabledByForm ? true : checkValue(f, value, t)) },
  });
  const error = fieldState.error?.message;
  const kind = f.kind ?? 'text';
  const wide = f.wide || kind === 'rich' || kind === 'textarea' ? 'sm:col-span-full' : '';
  const hintId = f.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    'aria-invalid': Boolean(error),
    'aria-required': f.required || undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const value = field.value as unknown;
  const boxClass = `${inputClass} ${error ? 'border-red-600' : ''}`.trim();
  // What a text input and a textarea share: the value as text, the form's handlers, the ARIA.
  const text = {
    id,
    name,
    value: str(value),
    disabled,
    onBlur: field.onBlur,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(e.target.value),
    className: boxClass,
    ...aria,
  };
  let control_: React.ReactNode;
  if (kind === 'select' || kind === 'currency')
    control_ = (
      <>
        <FieldLabel id={id} label={f.label} required={f.required} />
        <select
          id={id}
          name={name}
          value={str(value)}
          disabled={disabled}
          className={`${boxClass} bg-white`}
          onBlur={field.onBlur}
          onChange={(e) =>
            field.onChange(
              kind === 'currency' ? e.target.value : e.target.value ? Number(e.target.value) : null,
            )
          }
          {...aria}
        >
          <option value="">—</option>
          {kind === 'currency'
            ? CURRENCIES.map((c) => <option key={c}>{c}</option>)
            : (f.options ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
        </select>
      </>
    );
  else if (kind === 'checkbox')
    control_ = (
      <label className="flex items-center gap-2 pt-6 text-sm">
        <input
          type="checkbox"
          name={name}
          checked={value === true}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked)}
          {...aria}
        />
        {f.label}
      </label>
    );
  else if (kind === 'multi')
    control_ = (
      <MultiSelect
        id={`${idPrefix}-${f.key}`}
        label={f.label}
        options={f.options ?? []}
        value={(value as number[] | undefined) ?? []}
        onChange={(v) => field.onChange(v)}
        placeholder={tf('selectPlaceholder')}
        searchPlaceholder={tf('searchOptions')}
        emptyText={tf('selectPlaceholder')}
        removeLabel={(n) => tf('remove', { name: n })}
        disabled={disabled}
      />
    );
  else if (kind === 'rich')
    control_ = disabled ? (
      <div className="text-sm">
        <span className="mb-1 block font-medium">{f.label}</span>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: str(value) }} />
      </div>
    ) : (
      <RichTextEditor
        label={f.label}
        value={str(value)}
        onChange={(html) => field.onChange(html)}
        labels={{
          bold: tp('editor.bold'),
          italic: tp('editor.italic'),
          heading: tp('editor.heading'),
          bulletList: tp('editor.bulletList'),
          orderedList: tp('editor.orderedList'),
        }}
      />
    );
  else if (kind === 'textarea')
    control_ = (
      <>
        <FieldLabel id={id} label={f.label} required={f.required} />
        <textarea rows={3} {...text} />
      </>
    );
  else
    control_ = (
      <>
        <FieldLabel id={id} label={f.label} required={f.required} />
        <input
          type={kind === 'number' ? 'text' : kind}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          {...text}
        />
      </>
    );
  return (
    <div
      className={`text-sm ${wide}`.trim()}
      // react-hook-form focuses the first field with an error through this ref.
      ref={(el) => field.ref(el ? { focus: () => el.querySelector<HTMLElement>(FOCUSABLE)?.focus() } : null)}
    >
      {control_}
      {f.hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {f.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {t('form.fieldError', { field: f.label, message: error })}
        </p>
      )}
    </div>
  );
}

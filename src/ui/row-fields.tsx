'use client';
/**
 * Form fields of the startup editor described as data (one spec per field: key, label, kind,
 * options), so the steps, the list rows and the detail lists render and convert their values
 * the same way. Values are kept as typed (strings for text and numbers) and converted to the
 * API's types by `bodyOf` (numbers parsed with a comma or a dot, empty → null).
 */
import { useTranslations } from 'next-intl';
import { Field, inputClass } from '@/ui/form';
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
const select = `${inputClass} bg-white`;
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

/**
 * Renders `fields` of `row` in a grid; `errors` maps field keys (after `errorPrefix`) to messages.
 */
export function RowFields({
  fields,
  row,
  onChange,
  disabled,
  errors = {},
  errorPrefix = '',
  idPrefix,
}: {
  fields: FieldSpec[];
  row: Row;
  onChange: (key: string, value: unknown) => void;
  disabled: boolean;
  errors?: Record<string, string>;
  errorPrefix?: string;
  /** Unique id prefix for controls that need ids (multi-selects). */
  idPrefix: string;
}) {
  const tf = useTranslations('filter');
  const tp = useTranslations('profile');
  return (
    <>
      {fields.map((f) => {
        const error = errors[`${errorPrefix}${f.key}`];
        const kind = f.kind ?? 'text';
        const wide = f.wide || kind === 'rich' || kind === 'textarea' ? 'sm:col-span-full' : '';
        let control: React.ReactNode;
        if (kind === 'select' || kind === 'currency')
          control = (
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{f.label}</span>
              <select
                value={str(row[f.key])}
                disabled={disabled}
                className={select}
                onChange={(e) =>
                  onChange(
                    f.key,
                    kind === 'currency' ? e.target.value : e.target.value ? Number(e.target.value) : null,
                  )
                }
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
            </label>
          );
        else if (kind === 'checkbox')
          control = (
            <label className="flex items-center gap-2 pt-6 text-sm">
              <input
                type="checkbox"
                checked={row[f.key] === true}
                disabled={disabled}
                onChange={(e) => onChange(f.key, e.target.checked)}
              />
              {f.label}
            </label>
          );
        else if (kind === 'multi')
          control = (
            <MultiSelect
              id={`${idPrefix}-${f.key}`}
              label={f.label}
              options={f.options ?? []}
              value={(row[f.key] as number[] | undefined) ?? []}
              onChange={(v) => onChange(f.key, v)}
              placeholder={tf('selectPlaceholder')}
              searchPlaceholder={tf('searchOptions')}
              emptyText={tf('selectPlaceholder')}
              removeLabel={(name) => tf('remove', { name })}
              disabled={disabled}
            />
          );
        else if (kind === 'rich')
          control = disabled ? (
            <div className="text-sm">
              <span className="mb-1 block font-medium">{f.label}</span>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: str(row[f.key]) }} />
            </div>
          ) : (
            <RichTextEditor
              label={f.label}
              value={str(row[f.key])}
              onChange={(html) => onChange(f.key, html)}
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
          control = (
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{f.label}</span>
              <textarea
                rows={3}
                value={str(row[f.key])}
                disabled={disabled}
                onChange={(e) => onChange(f.key, e.target.value)}
                className={inputClass}
              />
            </label>
          );
        else
          control = (
            <Field
              label={f.label}
              type={kind === 'number' ? 'text' : kind}
              inputMode={kind === 'number' ? 'decimal' : undefined}
              value={str(row[f.key])}
              required={f.required ?? false}
              disabled={disabled}
              onChange={(v) => onChange(f.key, v)}
            />
          );
        return (
          <div key={f.key} className={wide}>
            {control}
            {f.hint && <p className="mt-1 text-xs text-slate-500">{f.hint}</p>}
            {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
          </div>
        );
      })}
    </>
  );
}

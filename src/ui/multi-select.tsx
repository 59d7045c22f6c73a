'use client';
/**
 * Accessible multi-select with search (spec §5: a visitor may pick at most one option —
 * 'Maximum 1 option can be selected when not logged in.'; otherwise an optional maximum).
 * Escape closes the open list and gives focus back to the button; inside a dialog or drawer
 * only the list closes (issue 13 §3).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { foldText } from '@/lib/text';

/** Options rendered at once; the search box reaches the rest. */
export const MAX_RENDERED = 200;

export interface Option {
  id: number;
  name: string;
}

export interface MultiSelectProps {
  id: string;
  label: string;
  options: Option[];
  value: number[];
  onChange: (value: number[]) => void;
  /** At most this many options; picking more shows `maxMessage`. */
  max?: number;
  maxMessage?: string;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  removeLabel: (name: string) => string;
  disabled?: boolean;
  hint?: string;
}

export function MultiSelect(props: MultiSelectProps) {
  const {
    id,
    label,
    options,
    value,
    onChange,
    max,
    maxMessage,
    placeholder,
    searchPlaceholder,
    emptyText,
    removeLabel,
    disabled,
    hint,
  } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const visible = useMemo(() => {
    const q = foldText(query.trim());
    const matches = q ? options.filter((o) => foldText(o.name).includes(q)) : options;
    // Long lists (US cities: ~20k) render the first matches only; searching narrows them.
    return matches.slice(0, MAX_RENDERED);
  }, [options, query]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const toggle = (optionId: number) => {
    if (value.includes(optionId)) {
      setWarning(null);
      onChange(value.filter((v) => v !== optionId));
      return;
    }
    if (max !== undefined && value.length >= max) {
      setWarning(maxMessage ?? null);
      return;
    }
    setWarning(null);
    onChange([...value, optionId]);
  };

  return (
    <div
      ref={root}
      className="relative"
      data-testid={`ms-${id}`}
      // An open list is what Escape closes (a dialog or drawer around it stays open: overlay-panels).
      data-popup-open={open ? 'true' : undefined}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.preventDefault();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <label htmlFor={`${id}-button`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-10 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm disabled:bg-slate-100 disabled:text-slate-400"
      >
        <span className={value.length ? '' : 'text-slate-400'}>
          {value.length ? value.map((v) => byId.get(v)?.name ?? v).join(', ') : placeholder}
        </span>
        <span aria-hidden>▾</span>
      </button>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {value.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1">
          {value.map((v) => (
            <li key={v}>
              <button
                type="button"
                onClick={() => toggle(v)}
                aria-label={removeLabel(byId.get(v)?.name ?? String(v))}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700 hover:bg-brand-100"
              >
                {byId.get(v)?.name ?? v} ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {warning && (
        <p role="alert" className="mt-1 text-xs font-medium text-amber-700">
          {warning}
        </p>
      )}
      {open && (
        <div className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white shadow-lg">
          {options.length > 8 && (
            <input
              type="search"
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              className="w-full border-b border-slate-200 px-3 py-2 text-sm"
            />
          )}
          <ul
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label={label}
            className="max-h-64 overflow-auto py-1"
          >
            {visible.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{emptyText}</li>}
            {visible.map((o) => {
              const selected = value.includes(o.id);
              return (
                <li
                  key={o.id}
                  role="option"
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => toggle(o.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      toggle(o.id);
                    }
                  }}
                  className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-brand-50 ${selected ? 'font-semibold text-brand-700' : ''}`}
                >
                  <span
                    aria-hidden
                    className={`grid size-4 place-items-center rounded border ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400'}`}
                  >
                    {selected ? '✓' : ''}
                  </span>
                  {o.name}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * A MultiSelect whose texts are the `filter` messages of the page's language ("Select", "Search
 * options", "Remove {name}"), as every filter panel and list editor shows them; any of the four
 * may still be given.
 */
export function FilterMultiSelect(
  props: Omit<MultiSelectProps, 'placeholder' | 'searchPlaceholder' | 'emptyText' | 'removeLabel'> &
    Partial<Pick<MultiSelectProps, 'placeholder' | 'searchPlaceholder' | 'emptyText' | 'removeLabel'>>,
) {
  const tf = useTranslations('filter');
  return (
    <MultiSelect
      placeholder={tf('selectPlaceholder')}
      searchPlaceholder={tf('searchOptions')}
      emptyText={tf('selectPlaceholder')}
      removeLabel={(name) => tf('remove', { name })}
      {...props}
    />
  );
}

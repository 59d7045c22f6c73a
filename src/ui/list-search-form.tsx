'use client';
/**
 * The search box of a list page (issue 13 §1; spec §4 "search", §5 at least 2 characters):
 * a real `<form role="search">` whose Enter or Search button puts the text into the address
 * as `q` (page 1, the other filters kept), so a result can be shared and Back restores it.
 * Without JavaScript it is a plain GET form to the same address.
 */
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { startProgress } from '@/ui/progress';
import { listSearchHref, SEARCH_MIN_LENGTH_CLIENT } from './list-search';

export interface ListSearchFormProps {
  /** The list's localized path (`/tr/yetenekler`). */
  action: string;
  /** The other query parameters of the address (filters), kept on search; `q` and `page` are dropped. */
  keep: Record<string, string>;
  /** The text in the address now. */
  defaultValue?: string;
  /** Accessible name of the form and the input ("Search talents"). */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Shown when the text has one character ("Type at least 2 characters"). */
  minLengthHint: string;
  testId?: string;
}

/** A list page's search form; see the module comment. */
export function ListSearchForm({
  action,
  keep,
  defaultValue = '',
  label,
  placeholder,
  submitLabel,
  minLengthHint,
  testId,
}: ListSearchFormProps) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [tooShort, setTooShort] = useState(false);
  const hidden = Object.entries(keep).filter(([name]) => name !== 'q' && name !== 'page');
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={action}
      data-testid={testId}
      className="flex w-full min-w-0 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const term = text.trim();
        if (term.length > 0 && term.length < SEARCH_MIN_LENGTH_CLIENT) return setTooShort(true);
        setTooShort(false);
        // Empty text with no search in the address: nothing to do (spec §4 "empty input is ignored").
        if (!term && !defaultValue) return;
        startProgress();
        router.push(listSearchHref(action, keep, term));
      }}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          aria-describedby={tooShort ? `${id}-hint` : undefined}
          aria-invalid={tooShort || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setTooShort(false);
          }}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500"
        />
        {tooShort && (
          <p id={`${id}-hint`} role="status" className="mt-1 text-sm text-slate-600">
            {minLengthHint}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="shrink-0 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {submitLabel}
      </button>
    </form>
  );
}

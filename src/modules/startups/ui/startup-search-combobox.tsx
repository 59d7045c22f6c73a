'use client';
/**
 * Fuzzy startup search box (spec §4 "Header search", §5 min 2 characters, §9 debounce 350 ms,
 * up to 30 hits): a combobox that lists matches and opens the chosen startup. It sits in a
 * `<form role="search">` (issue 13 §1): Enter without a chosen match, or the Search button,
 * opens the startup list filtered by the text (`q` in the address, other filters kept), so
 * the result can be shared and Back restores it; without JavaScript it is a GET form.
 *
 * The browser half of ./startup-search-box.tsx, which gives it its texts and localized
 * addresses; the API client loads with the first keystroke (issue 13 §5: not in the first view).
 */
import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startProgress } from '@/ui/progress';
import { FloatingHint, SearchIcon } from '@/ui/search-box-parts';
import { listSearchHref, SEARCH_MIN_LENGTH_CLIENT } from '@/ui/list-search';
import { useCloseOnOutsidePress, useDebouncedSearch } from '@/ui/use-debounced-search';

interface Hit {
  id: number;
  name: string;
  seoUrl: string;
  tagline: string | null;
}

const loadApi = () => import('@/ui/api/client');

/** The box's texts, in the page's language. */
export interface SearchBoxLabels {
  /** The search form's name. */
  form: string;
  /** The input's name. */
  input: string;
  placeholder: string;
  submit: string;
  /** "Type at least 2 characters". */
  hint: string;
  searching: string;
  noMatches: string;
}

/**
 * The search box. `action`: the localized list path a search opens (the form's GET target);
 * `keep`: that list's query entries a search keeps; `startupPath`: a startup page's localized
 * path with `__seoUrl__` in place of the startup's; `defaultValue`: the `q` already applied;
 * `locale`: the page language (a switch searches again).
 */
export function StartupSearchCombobox({
  labels,
  locale,
  action,
  keep,
  startupPath,
  compact = false,
  defaultValue = '',
}: {
  labels: SearchBoxLabels;
  locale: string;
  action: string;
  keep: Array<[name: string, value: string]>;
  startupPath: string;
  compact?: boolean;
  defaultValue?: string;
}) {
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  // Suggestions only for text the user typed, not for the search already in the address.
  const [edited, setEdited] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLFormElement>(null);
  // Uncontrolled: text typed before this box hydrated (./startup-search-combobox-lazy.tsx) stays
  // in the input — React would reset a controlled one — and a search reads the input itself.
  const input = useRef<HTMLInputElement>(null);
  const setInput = (value: string) => {
    if (input.current) input.current.value = value;
    setText(value);
  };

  const typed = text.trim();
  const { result: found, busy } = useDebouncedSearch<Hit[]>(
    edited && typed.length >= 2 ? typed : null,
    async (query, signal) => {
      const { quietApi } = await loadApi();
      const { data } = await quietApi.GET('/api/v2/startups/search', {
        params: { query: { mode: 'fuzzy', limit: 30, query } },
        signal,
      });
      return data?.data ?? [];
    },
    [],
    // The client asks in the page language (<html lang>); a switch searches again.
    locale,
  );
  // Text typed while this box was still the server's HTML (its code loads on intent): search it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === defaultValue) return;
    setText(typed);
    setEdited(true);
    setOpen(document.activeElement === input.current);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useCloseOnOutsidePress(box, () => setOpen(false));

  // Hits belong to the last searched text; shorter text shows the hint instead.
  const hits = edited && text.trim().length >= 2 ? found : null;
  const hrefOf = (hit: Hit) => startupPath.replace('__seoUrl__', encodeURIComponent(hit.seoUrl));

  /** Opens the list searched for the text (empty text clears a search in the address). */
  const search = () => {
    const term = (input.current?.value ?? text).trim();
    setOpen(false);
    if (term.length > 0 && term.length < SEARCH_MIN_LENGTH_CLIENT) return setTooShort(true);
    setTooShort(false);
    if (!term && !defaultValue) return; // spec §4: empty input is ignored
    startProgress();
    router.push(listSearchHref(action, Object.fromEntries(keep), term));
    if (compact) {
      setInput('');
      setEdited(false);
    }
  };

  const go = (hit: Hit) => {
    setOpen(false);
    setInput('');
    startProgress();
    router.push(hrefOf(hit));
  };

  return (
    <form
      ref={box}
      role="search"
      aria-label={labels.form}
      method="get"
      action={action}
      className={`relative flex gap-2 ${compact ? 'w-56' : 'w-full'}`}
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        type="search"
        name="q"
        maxLength={100}
        role="combobox"
        aria-expanded={open && hits !== null}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-label={labels.input}
        placeholder={labels.placeholder}
        ref={input}
        defaultValue={defaultValue}
        aria-describedby={tooShort ? `${listId}-short` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setEdited(true);
          setActive(-1);
          void loadApi();
          setTooShort(false);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') return setOpen(false);
          // Enter without a highlighted match submits the form (the list searched for the text).
          if (!open || !hits?.length) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(hits.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === 'Enter') {
            const hit = active >= 0 ? hits[active] : undefined;
            if (!hit) return;
            e.preventDefault();
            go(hit);
          }
        }}
        className={`w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white ${compact ? 'px-3 py-1.5 text-sm' : 'px-4 py-3 text-base'} shadow-sm focus:border-brand-500`}
      />
      <button
        type="submit"
        aria-label={compact ? labels.submit : undefined}
        className={`shrink-0 rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 ${compact ? 'px-2.5 py-1.5 text-sm' : 'px-4 py-3'}`}
      >
        {compact ? <SearchIcon /> : labels.submit}
      </button>
      {tooShort && <FloatingHint id={`${listId}-short`}>{labels.hint}</FloatingHint>}
      {open && edited && !tooShort && text.trim().length > 0 && (
        <div className="absolute top-full left-0 z-40 mt-1 max-h-96 w-full max-w-[calc(100vw-2rem)] min-w-72 overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {text.trim().length < 2 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{labels.hint}</p>
          ) : busy && hits === null ? (
            <p className="px-3 py-2 text-sm text-slate-500">{labels.searching}</p>
          ) : hits && hits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{labels.noMatches}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={labels.input}>
              {hits?.map((hit, i) => (
                <li key={hit.id} role="option" aria-selected={i === active}>
                  <Link
                    href={hrefOf(hit)}
                    onClick={() => setOpen(false)}
                    className={`block px-3 py-2 hover:bg-brand-50 ${i === active ? 'bg-brand-50' : ''}`}
                  >
                    <span className="block font-medium">{hit.name}</span>
                    {hit.tagline && (
                      <span className="block truncate text-xs text-slate-500">{hit.tagline}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

'use client';
/**
 * The header's global search (issue 18 §4; spec public §4 "Header search: opens and closes,
 * closes on selecting a result or clicking outside; empty input is ignored", §5 at least 2
 * characters, §9 debounce 350 ms): a combobox (ARIA 1.2, `aria-activedescendant`) whose list
 * shows up to five people, five startups and five ecosystem entries (organizations, programs,
 * providers, jobs) from `GET /api/v2/search`, each with its logo or photo (initials when there is
 * none), then "See all results", which opens /search (TR /arama) with its tabs per kind.
 *
 * Keys: ArrowDown/ArrowUp move through every row of every group, Enter opens the highlighted row
 * (with none highlighted, the results page), Escape closes the list (a second Escape empties the
 * box). The list also closes when a row is chosen, on a press outside and when the focus leaves.
 * Without JavaScript the box is a GET form to the results page.
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { startProgress } from '@/ui/progress';
import { FloatingHint, SearchIcon } from '@/ui/search-box-parts';
import { listSearchHref, SEARCH_MIN_LENGTH_CLIENT } from '@/ui/list-search';
import { useCloseOnOutsidePress, useDebouncedSearch } from '@/ui/use-debounced-search';
import { StartupLogo } from '@/modules/startups/ui/startup-logo';
import type { SearchHit, SearchKind } from '../global-search';

type Hit = SearchHit;
type GroupName = 'people' | 'startups' | 'ecosystem';
type Groups = Record<GroupName, Hit[]>;
const GROUPS: GroupName[] = ['people', 'startups', 'ecosystem'];
const NONE: Groups = { people: [], startups: [], ecosystem: [] };

const loadApi = () => import('@/ui/api/client');

/** The box's texts, in the page's language. */
export interface GlobalSearchLabels {
  form: string;
  input: string;
  placeholder: string;
  submit: string;
  /** "Type at least 2 characters". */
  hint: string;
  searching: string;
  noMatches: string;
  /** "See all results for “__q__”": `__q__` stands for the text. */
  seeAll: string;
  groups: Record<GroupName, string>;
  /** A kind's name, shown beside an ecosystem hit ("Program"). */
  kinds: Record<SearchKind, string>;
}

/**
 * The header search box. `action`: the localized results page (/search, TR /arama); `paths`: each
 * kind's localized page with `__seoUrl__` in place of the hit's; `locale`: the page language (a
 * switch searches again); `compact`: the header bar's narrow form.
 */
export function GlobalSearchCombobox({
  labels,
  locale,
  action,
  paths,
  compact = false,
}: {
  labels: GlobalSearchLabels;
  locale: string;
  action: string;
  paths: Record<SearchKind, string>;
  compact?: boolean;
}) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const id = useId();
  const box = useRef<HTMLFormElement>(null);
  // Uncontrolled, so text typed before the box hydrated stays (./global-search-combobox-lazy.tsx).
  const input = useRef<HTMLInputElement>(null);

  const typed = text.trim();
  const { result, busy } = useDebouncedSearch<Groups>(
    typed.length >= SEARCH_MIN_LENGTH_CLIENT ? typed : null,
    async (q, signal) => {
      const { quietApi } = await loadApi();
      const { data } = await quietApi.GET('/api/v2/search', { params: { query: { q } }, signal });
      return data?.data ?? NONE;
    },
    NONE,
    locale,
  );
  useCloseOnOutsidePress(box, () => setOpen(false));

  const groups = typed.length >= SEARCH_MIN_LENGTH_CLIENT ? result : null;
  const hits = groups ? GROUPS.flatMap((g) => groups[g]) : [];
  // The rows in key order: every hit, then "see all" (index hits.length).
  const rows = hits.length + (groups ? 1 : 0);
  const optionId = (i: number) => `${id}-option-${i}`;
  const hrefOf = (hit: Hit) => paths[hit.kind].replace('__seoUrl__', encodeURIComponent(hit.seoUrl));

  const reset = () => {
    setOpen(false);
    setActive(-1);
    if (input.current) input.current.value = '';
    setText('');
  };
  const navigate = (href: string) => {
    // The header stays mounted: the focus stays in the emptied box, ready for the next search.
    reset();
    startProgress();
    router.push(href);
  };
  /** Opens the results page for the text; empty text is ignored (spec §4). */
  const searchAll = () => {
    const q = (input.current?.value ?? text).trim();
    if (!q) return setOpen(false);
    if (q.length < SEARCH_MIN_LENGTH_CLIENT) return setTooShort(true);
    navigate(listSearchHref(action, {}, q));
  };

  // A group's first row's index among all rows.
  const firstOf = (g: GroupName) =>
    groups ? GROUPS.slice(0, GROUPS.indexOf(g)).reduce((n, o) => n + groups[o].length, 0) : 0;
  // Options hold no link (an interactive element inside an option is invalid ARIA): a click or
  // Enter on the highlighted one navigates.
  const row = (hit: Hit, i: number) => (
    <li
      key={`${hit.kind}-${hit.id}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      onClick={() => navigate(hrefOf(hit))}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-brand-50 ${i === active ? 'bg-brand-50' : ''}`}
    >
      <StartupLogo name={hit.name} logoUrl={hit.image} size={32} round={hit.kind === 'person'} />
      <span className="min-w-0">
        <span className="block truncate font-medium">{hit.name}</span>
        <span className="block truncate text-xs text-slate-500">
          {hit.kind !== 'person' && hit.kind !== 'startup' ? `${labels.kinds[hit.kind]} · ` : ''}
          {hit.subtitle}
        </span>
      </span>
    </li>
  );

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
        searchAll();
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={input}
        type="search"
        name="q"
        maxLength={100}
        role="combobox"
        aria-expanded={open && groups !== null}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 && active < rows ? optionId(active) : undefined}
        aria-label={labels.input}
        aria-describedby={tooShort ? `${id}-short` : undefined}
        placeholder={labels.placeholder}
        className={`w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white shadow-sm focus:border-brand-500 ${compact ? 'px-3 py-1.5 text-sm' : 'px-4 py-2 text-base'}`}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setTooShort(false);
          setOpen(true);
          void loadApi();
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault(); // not the browser's own clearing of a search field
            // First Escape closes the list, a second one empties the box.
            if (open && text) setOpen(false);
            else reset();
            return;
          }
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            if (!rows) return;
            e.preventDefault();
            setOpen(true);
            setActive((a) =>
              e.key === 'ArrowDown' ? Math.min(rows - 1, a + 1) : Math.max(0, (a < 0 ? rows : a) - 1),
            );
          } else if (e.key === 'Enter' && open && active >= 0 && active < hits.length) {
            e.preventDefault();
            navigate(hrefOf(hits[active]!));
          }
          // Enter otherwise submits the form: the results page.
        }}
      />
      <button
        type="submit"
        aria-label={labels.submit}
        className="shrink-0 rounded-lg bg-brand-600 px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <SearchIcon />
      </button>
      {tooShort && <FloatingHint id={`${id}-short`}>{labels.hint}</FloatingHint>}
      {open && !tooShort && typed.length > 0 && (
        <div
          data-testid="global-search-results"
          // The input keeps the focus when a row is pressed (its blur would close the list first).
          onMouseDown={(e) => e.preventDefault()}
          className={`absolute top-full z-40 mt-1 max-h-[70vh] w-full overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg ${compact ? 'right-0 w-96 max-w-[calc(100vw-2rem)]' : 'left-0'}`}
        >
          {typed.length < SEARCH_MIN_LENGTH_CLIENT ? (
            <p className="px-3 py-2 text-sm text-slate-500">{labels.hint}</p>
          ) : !groups ? (
            <p className="px-3 py-2 text-sm text-slate-500" role="status">
              {labels.searching}
            </p>
          ) : (
            <div id={`${id}-list`} role="listbox" aria-label={labels.input} aria-busy={busy}>
              {hits.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">{labels.noMatches}</p>}
              {GROUPS.filter((g) => groups[g].length > 0).map((g) => (
                <ul key={g} role="group" aria-labelledby={`${id}-${g}`}>
                  <li
                    role="presentation"
                    id={`${id}-${g}`}
                    className="bg-slate-50 px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                  >
                    {labels.groups[g]}
                  </li>
                  {groups[g].map((hit, k) => row(hit, firstOf(g) + k))}
                </ul>
              ))}
              <div
                id={optionId(hits.length)}
                role="option"
                aria-selected={active === hits.length}
                tabIndex={-1}
                onClick={searchAll}
                className={`cursor-pointer border-t border-slate-200 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${active === hits.length ? 'bg-brand-50' : ''}`}
              >
                {labels.seeAll.replace('__q__', typed)}
              </div>
            </div>
          )}
        </div>
      )}
    </form>
  );
}

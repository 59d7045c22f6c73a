'use client';
/**
 * Fuzzy startup search box (spec §4 "Header search", §5 min 2 characters, §9 debounce 350 ms,
 * up to 30 hits): a combobox that lists matches and opens the chosen startup.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { startProgress } from '@/ui/progress';

interface Hit {
  id: number;
  name: string;
  seoUrl: string;
  tagline: string | null;
}

export const SEARCH_DEBOUNCE_MS = 350;

export function StartupSearchBox({
  placeholder,
  compact = false,
}: {
  placeholder?: string;
  compact?: boolean;
}) {
  const t = useTranslations('startups');
  const locale = useLocale();
  const router = useRouter();
  const [text, setText] = useState('');
  const [found, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const term = text.trim();
    if (term.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setBusy(true);
      try {
        // A failed search finds nothing (spec §8: search shows no notice and never leaves the page).
        const { data } = await quietApi.GET('/api/v2/startups/search', {
          params: { query: { mode: 'fuzzy', limit: 30, query: term } },
          signal: controller.signal,
        });
        setHits(data?.data ?? []);
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setHits([]);
      } finally {
        if (!controller.signal.aborted) setBusy(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // `locale`: the client asks in the page language (<html lang>); a switch searches again.
  }, [text, locale]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  // Hits belong to the last searched text; shorter text shows the hint instead.
  const hits = text.trim().length >= 2 ? found : null;

  const go = (hit: Hit) => {
    setOpen(false);
    setText('');
    startProgress();
    router.push({ pathname: '/startup/[seoUrl]', params: { seoUrl: hit.seoUrl } });
  };

  return (
    <div ref={box} className={`relative ${compact ? 'w-56' : 'w-full'}`}>
      <input
        type="search"
        role="combobox"
        aria-expanded={open && hits !== null}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-label={t('fuzzyLabel')}
        placeholder={placeholder ?? t('fuzzyPlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (!hits?.length) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(hits.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            go(hits[active]!);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        className={`w-full rounded-lg border border-slate-300 bg-white ${compact ? 'px-3 py-1.5 text-sm' : 'px-4 py-3 text-base'} shadow-sm focus:border-brand-500`}
      />
      {open && text.trim().length > 0 && (
        <div className="absolute z-40 mt-1 max-h-96 w-full min-w-72 overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {text.trim().length < 2 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{t('fuzzyHint')}</p>
          ) : busy && hits === null ? (
            <p className="px-3 py-2 text-sm text-slate-500">{t('searching')}</p>
          ) : hits && hits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{t('noMatches')}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('fuzzyLabel')}>
              {hits?.map((hit, i) => (
                <li key={hit.id} role="option" aria-selected={i === active}>
                  <Link
                    href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: hit.seoUrl } }}
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
    </div>
  );
}

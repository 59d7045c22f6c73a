'use client';
/**
 * Hooks of the search-as-you-type boxes (spec public §4 "Header search", §5 at least 2
 * characters, §9 debounce 350 ms): the header's global search and the startup search box.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Wait after the last keystroke before asking the server (spec §9 "debounce 350 ms"). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The answer of `load(term, signal)` for `term`, asked SEARCH_DEBOUNCE_MS after `term` last
 * changed; a newer term aborts the older request. `term` null (not typed, or too short): nothing
 * is asked and the last answer stays. A failed request answers `fallback` (spec §8: a search
 * shows no notice and never leaves the page). `key`: a value whose change asks again (the page
 * language); `load` and `fallback` may be new on every render (the latest ones are used).
 * Returns the answer (null before the first) and whether a request is running.
 */
export function useDebouncedSearch<T>(
  term: string | null,
  load: (term: string, signal: AbortSignal) => Promise<T>,
  fallback: T,
  key = '',
): { result: T | null; busy: boolean } {
  const [result, setResult] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ load, fallback });
  useEffect(() => {
    latest.current = { load, fallback };
  });
  useEffect(() => {
    if (term === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setBusy(true);
      try {
        setResult(await latest.current.load(term, controller.signal));
      } catch {
        if (!controller.signal.aborted) setResult(latest.current.fallback);
      } finally {
        if (!controller.signal.aborted) setBusy(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [term, key]);
  return { result, busy };
}

/** Calls `close` when the pointer goes down outside `box` (spec §4 "closes on clicking outside"). */
export function useCloseOnOutsidePress(box: RefObject<HTMLElement | null>, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [box]);
}

'use client';
/**
 * University suggestions as the user types (spec §7 `POST /apiCommon/University/Search`, 15 a
 * page; §9 debounce 350 ms, search minimum 2 characters). Used by the education rows of the
 * profile and the schools control of the talent filter.
 */
import { useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { apiCall } from '@/ui/api-call';

export type University = { id: number; name: string };

/** `[suggestions, search]`: call `search(text)` on every keystroke. */
export function useUniversitySearch(): [University[], (text: string) => void] {
  const locale = useLocale();
  const [found, setFound] = useState<University[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    timer.current = setTimeout(() => {
      void apiCall<{ data: University[] }>('POST', '/apiCommon/University/Search', locale, {
        searchText: text,
        pageIndex: 1,
        pageSize: 15,
      }).then((r) => setFound(r.data?.data ?? []));
    }, 350);
  };
  return [found, search];
}

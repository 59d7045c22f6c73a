'use client';
/**
 * University suggestions as the user types (spec §7 `POST /apiCommon/University/Search`, 15 a
 * page; §9 debounce 350 ms, search minimum 2 characters). Used by the education rows of the
 * profile and the schools control of the talent filter.
 */
import { useRef, useState } from 'react';
import { quietApi } from '@/ui/api/client';

export type University = { id: number; name: string };

/** `[suggestions, search]`: call `search(text)` on every keystroke. */
export function useUniversitySearch(): [University[], (text: string) => void] {
  const [found, setFound] = useState<University[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    // A failed search suggests nothing (spec §8: searches show no notice).
    timer.current = setTimeout(() => {
      void quietApi
        .POST('/apiCommon/University/Search', { body: { searchText: text, pageIndex: 1, pageSize: 15 } })
        .then(({ data }) => setFound(data?.data.data ?? []));
    }, 350);
  };
  return [found, search];
}

'use client';
/** An open/closed switch remembered in browser storage under `key` (spec §2: premium group state). */
import { useCallback, useSyncExternalStore } from 'react';

const EVENT = 'stored-switch';

export function useStoredSwitch(key: string, initial: boolean): [boolean, (open: boolean) => void] {
  const subscribe = useCallback((notify: () => void) => {
    window.addEventListener('storage', notify);
    window.addEventListener(EVENT, notify);
    return () => {
      window.removeEventListener('storage', notify);
      window.removeEventListener(EVENT, notify);
    };
  }, []);
  const read = () => {
    const stored = window.localStorage.getItem(key);
    return stored === null ? initial : stored === 'open';
  };
  const open = useSyncExternalStore(subscribe, read, () => initial);
  const set = (value: boolean) => {
    window.localStorage.setItem(key, value ? 'open' : 'closed');
    window.dispatchEvent(new Event(EVENT));
  };
  return [open, set];
}

'use client';
/**
 * `useHydrated()` → false while the server's HTML is on screen and React has not taken over
 * the page yet, true after (and on every render of a client-only mount).
 *
 * Forms keep their controls disabled until then (issue 13 §4): a choice made before React
 * hydrates a controlled <select> is reset by hydration and lost, and a form submitted before
 * hydration would go out as a plain GET with its fields — a password among them — in the URL.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

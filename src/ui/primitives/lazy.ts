'use client';
/**
 * Loading a primitive's heavy half (Radix, sonner, the cropper) after the first view (issue 13
 * §5: ≤ 150 KB of first-view JavaScript on public pages). The light half a page ships renders
 * the trigger; the heavy half is fetched when the browser is idle, on intent (hover, focus) or
 * when it is first needed, whichever comes first, and then kept for the rest of the visit.
 *
 *   const loadPanel = () => import('./overlay-panels');       // module scope: one loader per module
 *   const { mod, preload } = useLazyModule(loadPanel, { idle: true, now: open });
 *   return mod ? <mod.DialogPanel … /> : null;
 */
import { useCallback, useEffect, useState } from 'react';

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, unknown>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/** Starts (once) loading the module of `loader`; resolves with it. */
export function loadModule<T>(loader: Loader<T>): Promise<T> {
  const done = loaded.get(loader);
  if (done) return Promise.resolve(done as T);
  let pending = loading.get(loader) as Promise<T> | undefined;
  if (!pending) {
    pending = loader().then((mod) => {
      loaded.set(loader, mod);
      return mod;
    });
    // A failed fetch (offline) may be retried by the next intent.
    pending.catch(() => loading.delete(loader));
    loading.set(loader, pending);
  }
  return pending;
}

/**
 * The module of `loader` once loaded (null before). `idle`: start when the browser is idle
 * after hydration; `now`: start at once (e.g. the dialog was opened). `preload()` starts it on
 * intent. `onLoad` runs once, just before the component re-renders with the module.
 */
export function useLazyModule<T>(
  loader: Loader<T>,
  { idle = false, now = false, onLoad }: { idle?: boolean; now?: boolean; onLoad?: () => void } = {},
): { mod: T | null; preload: () => void } {
  const [mod, setMod] = useState<T | null>(() => (loaded.get(loader) as T | undefined) ?? null);
  const preload = useCallback(() => {
    if (mod) return;
    void loadModule(loader).then((m) => {
      onLoad?.();
      setMod(() => m);
    });
  }, [loader, mod, onLoad]);
  useEffect(() => {
    if (mod) return;
    if (now) return preload();
    if (!idle) return;
    // Safari has no requestIdleCallback: a short timeout after load is close enough.
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1200);
    return () => clearTimeout(id);
  }, [mod, now, idle, preload]);
  return { mod, preload };
}

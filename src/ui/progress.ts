/**
 * Navigation progress signal (spec §4 "Progress bar"): anything that starts a navigation
 * calls `startProgress()`; the bar appears after 200 ms, runs about 5 s, and hides 500 ms
 * after the new page is shown.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_RUN_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

/** Announces that a navigation has started. */
export function startProgress(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to navigation starts; returns the unsubscribe function. */
export function onProgressStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

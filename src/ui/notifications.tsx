'use client';
/**
 * Page-wide notifications: `notify({ title, message, tone })` from anywhere in the browser (the
 * API client shows its 'An error occurred' notices with it, spec public-and-account §8) and
 * `<Notifications />`, mounted once inside the locale layout's NextIntlClientProvider.
 *
 * Since issue 13 §4 both sit on the one toast system of ./primitives/toast.tsx (sonner): a
 * notice is a toast that stays 5 s (spec §9), is announced by a polite live region, has a
 * labelled dismiss button and pauses while hovered. New code may call `toast` directly; this
 * API stays for the API client and older screens.
 */
import { TOAST_MS, Toaster, toast } from './primitives/toast';

export interface Notice {
  id: number;
  title: string;
  message?: string;
  tone: 'error' | 'info' | 'success';
}

/** How long a notice stays (spec §9 "notification 5 s"). */
export const NOTICE_MS = TOAST_MS;

let nextId = 1;
/** Notices on screen by their text, so several failing calls show one notice. */
const onScreen = new Map<string, number>();

/**
 * Shows a notice (tone `error` unless given); an identical one already on screen is not
 * repeated. @returns the notice's id (for {@link dismissNotice}).
 */
export function notify(notice: { title: string; message?: string; tone?: Notice['tone'] }): number {
  const key = `${notice.title}\n${notice.message ?? ''}`;
  const same = onScreen.get(key);
  if (same !== undefined) return same;
  const id = nextId++;
  onScreen.set(key, id);
  const gone = () => {
    if (onScreen.get(key) === id) onScreen.delete(key);
  };
  toast[notice.tone ?? 'error'](notice.title, {
    id: `notice-${id}`,
    description: notice.message,
    onDismiss: gone,
    onAutoClose: gone,
  });
  return id;
}

/** Removes a notice (no-op when it is already gone). */
export function dismissNotice(id: number): void {
  for (const [key, value] of onScreen) if (value === id) onScreen.delete(key);
  toast.dismiss(`notice-${id}`);
}

/** The page's toasts (bottom right; bottom, full width on phones). */
export function Notifications() {
  return <Toaster />;
}

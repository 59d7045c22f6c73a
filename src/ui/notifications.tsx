'use client';
/**
 * Page-wide notifications (toasts): `notify({ title, message })` from anywhere in the browser
 * (the API client shows its 'An error occurred' notices with it), `<Notifications />` renders
 * them; mount it once inside the locale layout's NextIntlClientProvider.
 *
 * Accessible by construction: one polite live region that is always present, so screen readers
 * announce each new notice; each notice has a dismiss button and closes on Escape; it stays
 * 5 s (spec §9) and the timer pauses while it is hovered or focused (WCAG 2.2.1).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

export interface Notice {
  id: number;
  title: string;
  message?: string;
  tone: 'error' | 'info';
}

/** How long a notice stays (spec §9 "notification 5 s"). */
export const NOTICE_MS = 5000;
/** At most this many notices at once; the oldest goes first. */
const MAX_NOTICES = 3;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const NONE: Notice[] = [];

/**
 * Shows a notice; an identical one already on screen is not repeated (several failing calls,
 * one message). @returns the notice's id (for {@link dismissNotice}).
 */
export function notify(notice: { title: string; message?: string; tone?: Notice['tone'] }): number {
  const same = notices.find((n) => n.title === notice.title && n.message === notice.message);
  if (same) return same.id;
  const added: Notice = { id: nextId++, tone: 'error', ...notice };
  notices = [...notices, added].slice(-MAX_NOTICES);
  emit();
  return added.id;
}

/** Removes a notice (no-op when it is already gone). */
export function dismissNotice(id: number): void {
  if (!notices.some((n) => n.id === id)) return;
  notices = notices.filter((n) => n.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Two labels only; they move to messages/*.json when the layout passes them in.
/** The notices of the page, bottom right (bottom, full width on phones). */
export function Notifications() {
  const t = useTranslations('nav');
  const labels = { region: t('notifications'), dismiss: t('dismissNotice') };
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => NONE,
  );
  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-stretch gap-2 p-4 sm:left-auto sm:w-96"
    >
      <div aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {list.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} dismissLabel={labels.dismiss} />
        ))}
      </div>
    </section>
  );
}

function NoticeCard({ notice, dismissLabel }: { notice: Notice; dismissLabel: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (hovered || focused) return;
    const timer = window.setTimeout(() => dismissNotice(notice.id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [hovered, focused, notice.id]);
  const tone =
    notice.tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-900'
      : 'border-slate-200 bg-white text-slate-900';
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissNotice(notice.id);
      }}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notice.title}</p>
        {notice.message ? <p className="mt-1 text-sm break-words">{notice.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissNotice(notice.id)}
        aria-label={dismissLabel}
        className="-m-1 rounded p-1 leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

'use client';
/**
 * The page's one toast system (issue 13 §4; spec public-and-account §8 "notification titled 'An
 * error occurred'", §9 "notification 5 s"), on sonner.
 *
 * - `<Toaster />` — mount once in the locale layout inside NextIntlClientProvider (done through
 *   `<Notifications />` of src/ui/notifications.tsx). Bottom right; bottom, full width on phones.
 * - `toast.success(title, options?)`, `toast.error(…)`, `toast.info(…)` — show a toast;
 *   `options`: `{ id?, description?, duration? (ms, default 5000), action?: { label, onClick },
 *   cancel?: { label, onClick }, onDismiss?, onAutoClose? }`. Returns the id (the given one, or
 *   a new one). A toast with the id of one on screen replaces it.
 * - `toast.dismiss(id?)` — removes one toast (all without an id).
 *
 * Accessible by construction (sonner): one polite live region that is present from shortly
 * after load, so each toast is announced; each toast has a labelled close button; the timer
 * pauses while the pointer is over the toasts or the page is hidden; Alt+T moves focus to them.
 * sonner itself (~10 KB) loads when the browser is idle or on the first toast, not in the
 * first view (./lazy.ts); toasts asked for before that show once it arrives.
 */
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { loadModule, useLazyModule } from './lazy';

/** How long a toast stays (spec §9 "notification 5 s"). */
export const TOAST_MS = 5000;
/** At most this many toasts at once (older ones stack behind). */
const VISIBLE_TOASTS = 3;

export type ToastTone = 'success' | 'error' | 'info';
type ToastId = string | number;

export interface ToastOptions {
  id?: ToastId;
  description?: ReactNode;
  duration?: number;
  action?: { label: ReactNode; onClick: () => void };
  cancel?: { label: ReactNode; onClick: () => void };
  onDismiss?: () => void;
  onAutoClose?: () => void;
}

const loadSonner = () => import('sonner');
let nextId = 1;
/** Mounted Toasters' loaders: a toast asked for before the idle moment mounts them at once. */
const wakeToasters = new Set<() => void>();

function show(tone: ToastTone, title: ReactNode, options: ToastOptions = {}): ToastId {
  const id = options.id ?? `toast-${nextId++}`;
  wakeToasters.forEach((wake) => wake());
  const { onDismiss, onAutoClose, action, cancel, ...rest } = options;
  void loadModule(loadSonner).then(({ toast: sonner }) =>
    sonner[tone](title, {
      ...rest,
      id,
      // sonner passes the click event; callers here do not need it.
      action: action && { label: action.label, onClick: () => action.onClick() },
      cancel: cancel && { label: cancel.label, onClick: () => cancel.onClick() },
      onDismiss: onDismiss && (() => onDismiss()),
      onAutoClose: onAutoClose && (() => onAutoClose()),
    }),
  );
  return id;
}

export const toast = {
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => show('error', title, options),
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  dismiss: (id?: ToastId) => {
    void loadModule(loadSonner).then(({ toast: sonner }) => sonner.dismiss(id));
  },
};

const loadPanel = () => import('./toaster-panel');

/** The live region of the toasts; see the file comment. */
export function Toaster() {
  const t = useTranslations('nav');
  // The panel (sonner's Toaster with our classes) brings sonner with it.
  const { mod, preload } = useLazyModule(loadPanel, { idle: true });
  useEffect(() => {
    wakeToasters.add(preload);
    return () => {
      wakeToasters.delete(preload);
    };
  }, [preload]);
  if (!mod) return null;
  return (
    <mod.ToasterPanel
      duration={TOAST_MS}
      visibleToasts={VISIBLE_TOASTS}
      label={t('notifications')}
      closeLabel={t('dismissNotice')}
    />
  );
}

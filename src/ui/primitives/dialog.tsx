'use client';
/**
 * Dialog — a modal card (issue 13 §4 "One set of accessible UI parts"; the spec's modals:
 * login, suggest-premium, image upload, apply-to-program, public-and-account §4 "Modals",
 * dashboard-and-operations §2 "apply-to-program is a dialog").
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state; `onOpenChange(false)` comes on Escape, the
 *   close button (×, labelled `closeLabel` or `ui.close`) and a click outside.
 * - `title` — heading and accessible name; `description?` — the accessible description.
 * - `children` — the body (scrolls inside the card); `footer?` — buttons, right-aligned.
 * - `trigger?` — one element (a `<button>`) that opens it (gets `aria-haspopup`,
 *   `aria-expanded`, onClick → `onOpenChange(true)`). Without it, open it from state.
 * - `size?` — `'sm' | 'md' | 'lg'` (max width 24/32/42 rem), default `'md'`.
 * - `className?`, `testId?` — for the card.
 * - `finalFocus?()` — where focus goes on close when it returns an element (default: back to
 *   the element that had focus when the dialog opened).
 *
 * Behaviour (Radix Dialog): focus moves to the first field or button of the body and stays in
 * the dialog (focus trap); Escape closes; the page behind is inert; on close focus returns to
 * the element that had it when the dialog opened. The Radix half is loaded on first open (or
 * hover/focus of a given trigger; never at idle), see ./lazy.ts.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useOverlay } from './overlay';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  className?: string;
  testId?: string;
  /** Where focus goes on close; default: the element that had it when it opened. */
  finalFocus?: () => HTMLElement | null | undefined;
}

export function Dialog({ open, onOpenChange, trigger, closeLabel, ...panel }: DialogProps) {
  const t = useTranslations('ui');
  const overlay = useOverlay(open, onOpenChange, trigger);
  const mod = overlay.panels;
  return (
    <>
      {overlay.trigger}
      {mod ? (
        <mod.DialogPanel
          variant="dialog"
          open={open}
          onOpenChange={onOpenChange}
          closeLabel={closeLabel ?? t('close')}
          {...panel}
        />
      ) : null}
    </>
  );
}

'use client';
/**
 * Sheet — a side drawer (issue 13 §4 "One set of accessible UI parts"): the mobile header menu
 * and the /startups filter drawer (spec public-and-account §2 "mobile menu", CONVENTIONS
 * "filters in a drawer" on phones).
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state; `onOpenChange(false)` comes on Escape, the
 *   close button and a click outside.
 * - `title` — the drawer's heading and accessible name.
 * - `description?` — text under the title (the accessible description).
 * - `side?` — `'left' | 'right' | 'bottom'`, default `'right'`.
 * - `trigger?` — one element (a `<button>`) that opens the sheet; it gets `aria-haspopup`,
 *   `aria-expanded` and an onClick that calls `onOpenChange(true)`.
 * - `closeLabel?` — the close button's label (default `ui.close`: "Close" / "Kapat").
 * - `className?` — extra classes for the panel; `testId?` — its `data-testid`.
 * - `finalFocus?()` — where focus goes on close when it returns an element (default: back to
 *   the element that had focus when the sheet opened).
 * - `children` — the content; it scrolls inside the panel.
 *
 * Behaviour (Radix Dialog): focus moves into the panel and stays there, Escape closes, the page
 * behind is inert and does not scroll, focus returns to the element that had it (the trigger)
 * on close. The Radix half loads on hover/focus of the trigger or
 * when opened (never at idle) (./lazy.ts), so a page with a closed sheet ships no Radix code in its first view.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useOverlay } from './overlay';

export type SheetSide = 'left' | 'right' | 'bottom';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  side?: SheetSide;
  trigger?: ReactNode;
  closeLabel?: string;
  className?: string;
  testId?: string;
  /** Where focus goes on close; default: the element that had it when it opened. */
  finalFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = 'right',
  trigger,
  closeLabel,
  className,
  testId,
  finalFocus,
  children,
}: SheetProps) {
  const t = useTranslations('ui');
  const overlay = useOverlay(open, onOpenChange, trigger);
  const mod = overlay.panels;
  return (
    <>
      {overlay.trigger}
      {mod ? (
        <mod.DialogPanel
          variant="sheet"
          open={open}
          onOpenChange={onOpenChange}
          title={title}
          description={description}
          side={side}
          closeLabel={closeLabel ?? t('close')}
          className={className}
          testId={testId}
          finalFocus={finalFocus}
        >
          {children}
        </mod.DialogPanel>
      ) : null}
    </>
  );
}

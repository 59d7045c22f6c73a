'use client';
/**
 * ConfirmDialog — "are you sure?" before a destructive or irreversible action (issue 13 §4;
 * replaces `window.confirm` and hand-written inline confirmations).
 *
 * Props:
 * - `open`, `onOpenChange(open)` — controlled state (closing is refused while the call runs).
 * - `title` — the question ("Delete “Acme Law”?"); `description?` — what happens.
 * - `onConfirm()` — the action; awaited while both buttons are disabled and the confirm button
 *   reads `pendingLabel` ("Deleting…"). The dialog closes when it resolves, unless it resolves
 *   to `false` (e.g. the call failed and the caller shows why).
 * - `destructive?` — red confirm button, default true; `confirmLabel?` — default `ui.delete`
 *   ("Delete" / "Sil"); `cancelLabel?` — default `ui.cancel`; `pendingLabel?` — default
 *   `ui.deleting` when destructive, else `ui.working`.
 * - `trigger?` — one element (a `<button>`) that opens it; `testId?`.
 * - `finalFocus?()` — where focus goes on close when it returns an element (e.g. the list's
 *   heading after the row was deleted); default: back to the element that opened it.
 *
 * Behaviour (Radix AlertDialog, role `alertdialog`): focus starts on Cancel, is trapped, Escape
 * cancels (not while pending), focus returns to the element that opened it.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useOverlay } from './overlay';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => unknown;
  destructive?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  pendingLabel?: string;
  trigger?: ReactNode;
  testId?: string;
  /** Where focus goes on close; default: the element that had it when it opened. */
  finalFocus?: () => HTMLElement | null | undefined;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  destructive = true,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  ...panel
}: ConfirmDialogProps) {
  const t = useTranslations('ui');
  const overlay = useOverlay(open, onOpenChange, trigger);
  const mod = overlay.panels;
  return (
    <>
      {overlay.trigger}
      {mod ? (
        <mod.ConfirmPanel
          open={open}
          onOpenChange={onOpenChange}
          destructive={destructive}
          confirmLabel={confirmLabel ?? (destructive ? t('delete') : t('confirm'))}
          cancelLabel={cancelLabel ?? t('cancel')}
          pendingLabel={pendingLabel ?? (destructive ? t('deleting') : t('working'))}
          {...panel}
        />
      ) : null}
    </>
  );
}

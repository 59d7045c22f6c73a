'use client';
/**
 * The heavy half of Dialog, Sheet and ConfirmDialog (issue 13 §4): Radix Dialog and AlertDialog
 * with the project's Tailwind classes. Loaded on demand by ./dialog.tsx, ./sheet.tsx and
 * ./confirm-dialog.tsx (see ./lazy.ts); screens import those, never this file.
 *
 * Radix gives the focus trap, Escape, the inert page behind, the scroll lock and `aria-modal`;
 * this file adds focus return to whatever had focus when the panel opened (the light halves
 * render their own trigger, so Radix's trigger-based return does not apply).
 */
import * as AlertPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';

export type PanelSide = 'left' | 'right' | 'bottom';
export type PanelSize = 'sm' | 'md' | 'lg';

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `dialog`: centred card; `sheet`: a side panel. */
  variant: 'dialog' | 'sheet';
  side?: PanelSide;
  size?: PanelSize;
  closeLabel: string;
  className?: string;
  testId?: string;
  /** Where focus goes on close (default: the element that had it when the panel opened). */
  finalFocus?: () => HTMLElement | null | undefined;
}

const SIDE: Record<PanelSide, string> = {
  left: 'inset-y-0 left-0 h-full w-[min(22rem,88vw)] border-r',
  right: 'inset-y-0 right-0 h-full w-[min(22rem,88vw)] border-l',
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] w-full rounded-t-xl border-t',
};

const SIZE: Record<PanelSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * Remembers the focused element when a panel opens and gives focus back when it closes, or to
 * `finalFocus()` when that names an element (e.g. the list heading after the row was deleted).
 */
function useFocusReturn(finalFocus?: () => HTMLElement | null | undefined) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = finalFocus?.() ?? previous.current;
      if (target && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}

/**
 * Escape inside a control whose own popup is open (a multi-select's list: `data-popup-open`)
 * closes that popup, not the dialog or drawer around it; the next Escape closes the panel.
 * Radix hears Escape on the document before the control does, so the panel has to ask.
 */
function keepOpenForInnerPopup(event: KeyboardEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-popup-open="true"]')) event.preventDefault();
}

export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  variant,
  side = 'right',
  size = 'md',
  closeLabel,
  className = '',
  testId,
  finalFocus,
}: DialogPanelProps) {
  const focus = useFocusReturn(finalFocus);
  const box =
    variant === 'sheet'
      ? `fixed z-50 flex flex-col border-slate-200 bg-white shadow-xl ${SIDE[side]}`
      : `fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl ${SIZE[size]}`;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          className={`${box} focus:outline-none ${className}`}
          data-testid={testId}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onEscapeKeyDown={keepOpenForInnerPopup}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="border-b border-slate-200 py-3 pl-4 pr-12">
            <DialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3">
              {footer}
            </div>
          ) : null}
          {/* Last in the DOM, so the first focus lands in the content (Radix focuses the first
              tabbable, links aside), but shown at the top right. */}
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 grid size-9 place-items-center rounded-md text-xl leading-none text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface ConfirmPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  destructive: boolean;
  /** Awaited with the buttons disabled; the dialog closes when it resolves to anything but `false`. */
  onConfirm: () => unknown;
  testId?: string;
  /** Where focus goes on close (default: the element that had it when the dialog opened). */
  finalFocus?: () => HTMLElement | null | undefined;
}

/** An alert dialog (role `alertdialog`); focus starts on Cancel, the safe choice. */
export function ConfirmPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  destructive,
  onConfirm,
  testId,
  finalFocus,
}: ConfirmPanelProps) {
  const focus = useFocusReturn(finalFocus);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      const result = await onConfirm();
      if (result !== false) onOpenChange(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertPrimitive.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertPrimitive.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none"
          data-testid={testId}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertPrimitive.Title className="text-lg font-semibold text-ink">{title}</AlertPrimitive.Title>
          {description ? (
            <AlertPrimitive.Description className="mt-2 text-sm text-slate-700">
              {description}
            </AlertPrimitive.Description>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertPrimitive.Cancel
              disabled={pending}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:text-slate-400"
            >
              {cancelLabel}
            </AlertPrimitive.Cancel>
            {/* Not AlertPrimitive.Action: that closes at once; this one waits for the call. */}
            <button
              type="button"
              disabled={pending}
              aria-busy={pending}
              onClick={() => void confirm()}
              className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-400 ${
                destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}

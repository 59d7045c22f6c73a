'use client';
/**
 * The heavy half of ./toast.tsx's Toaster: sonner's live region at the bottom right (bottom,
 * full width on phones) with the project's classes. Loaded when the browser is idle or on the
 * first toast (./lazy.ts), so neither sonner nor these classes are in a page's first view.
 *
 * Props: `duration` (ms a toast stays), `visibleToasts`, `label` (the region's name),
 * `closeLabel` (each toast's close button).
 */
import { Toaster } from 'sonner';

const BUTTON = 'rounded-md px-3 py-1 text-sm font-semibold';

export function ToasterPanel({
  duration,
  visibleToasts,
  label,
  closeLabel,
}: {
  duration: number;
  visibleToasts: number;
  label: string;
  closeLabel: string;
}) {
  return (
    <Toaster
      position="bottom-right"
      duration={duration}
      visibleToasts={visibleToasts}
      closeButton
      customAriaLabel={label}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast:
            'flex w-[var(--width)] items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 pr-10 text-slate-900 shadow-lg',
          error: 'border-red-200 bg-red-50 text-red-900',
          success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
          info: 'border-slate-200 bg-white text-slate-900',
          content: 'flex min-w-0 flex-1 flex-col gap-1',
          title: 'font-semibold',
          description: 'text-sm break-words',
          icon: 'hidden',
          closeButton:
            'absolute right-2 top-2 grid size-7 place-items-center rounded text-current hover:bg-black/5 [&_svg]:size-3.5',
          actionButton: `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`,
          cancelButton: `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
        },
      }}
    />
  );
}

'use client';
/**
 * The light half shared by Dialog, Sheet and ConfirmDialog (issue 13 §4–5): one loader of the
 * Radix panels (./overlay-panels, fetched on first open or on hover/focus of the trigger; see
 * ./lazy.ts) and the trigger element given its popup attributes.
 *
 * `useOverlay(open, onOpenChange, trigger?)` → `{ panels, trigger }`: `panels` is the loaded
 * ./overlay-panels module (null until it arrives); `trigger` is the given element with
 * `aria-haspopup="dialog"`, `aria-expanded`, preload on pointer-enter and focus, and
 * onClick → `onOpenChange(true)` (null without one).
 */
import type { ReactNode } from 'react';
import { useLazyModule } from './lazy';
import { withTriggerProps } from './trigger';

const loadPanels = () => import('./overlay-panels');

export function useOverlay(open: boolean, onOpenChange: (open: boolean) => void, trigger?: ReactNode) {
  const { mod, preload } = useLazyModule(loadPanels, { now: open });
  return {
    panels: mod,
    trigger: trigger
      ? withTriggerProps(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onPointerEnter: preload,
          onFocus: preload,
          onClick: () => onOpenChange(true),
        })
      : null,
  };
}

'use client';
/**
 * DropdownMenu — a menu button (issue 13 §4; the header's Data menu and account menu, spec
 * public-and-account §2 "Header": product menu, avatar popover).
 *
 * Props:
 * - `trigger` — one `<button>` element; it gets `aria-haspopup="menu"` and `aria-expanded`.
 * - `items` — the entries, in order:
 *   - `{ key, element, onSelect?, disabled? }` — a menu item; `element` is a `<Link>`, `<a>` or
 *     `<button>` (rendered as the item itself, role `menuitem`). `onSelect(event)` runs on click
 *     or Enter; `event.preventDefault()` there keeps the menu open.
 *   - `{ key, type: 'label', content }` — a non-interactive heading (e.g. the user's name).
 *   - `{ key, type: 'separator' }` — a divider.
 * - `label?` — the menu's accessible name (default: the trigger's).
 * - `align?` — `'start' | 'end'` against the trigger, default `'start'`.
 * - `portal?` — default true; false keeps the menu in its landmark (the header's `<nav>`).
 * - `className?` — extra classes for the menu box (a width); `testId?` — its `data-testid`.
 *
 * Behaviour (Radix DropdownMenu): Enter, Space or ArrowDown on the trigger opens it with the
 * first item focused (ArrowUp: the last); arrows move, Home/End jump, typing a letter moves to
 * the matching item, Escape closes and focus returns to the trigger; choosing an item closes it.
 * The Radix half loads when the browser is idle after load, or earlier on hover/focus/press of
 * the trigger (./lazy.ts): it is not in the first view, but every visit downloads it, because a
 * press that arrives while it is still loading was not reliably turned into an open menu.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLazyModule } from './lazy';
import { withTriggerProps } from './trigger';

export type MenuEntry =
  | {
      type?: 'item';
      key: string;
      element: ReactElement;
      onSelect?: (event: Event) => void;
      disabled?: boolean;
    }
  | { type: 'label'; key: string; content: ReactNode }
  | { type: 'separator'; key: string };

export interface DropdownMenuProps {
  trigger: ReactElement;
  items: MenuEntry[];
  label?: string;
  align?: 'start' | 'end';
  portal?: boolean;
  className?: string;
  testId?: string;
}

const loadPanel = () => import('./dropdown-menu-panel');

export function DropdownMenu(props: DropdownMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  // The light trigger is replaced by Radix's when the module arrives; focus follows it.
  const onLoad = useCallback(() => {
    refocus.current = document.activeElement?.getAttribute('data-menu-trigger') === id;
  }, [id]);
  const { mod, preload } = useLazyModule(loadPanel, { idle: true, onLoad });
  useEffect(() => {
    if (!mod || !refocus.current) return;
    refocus.current = false;
    // Pressed while loading: the menu opens now and Radix moves focus into it; focusing the
    // trigger here would count as focus leaving the menu and close it at once.
    if (open) return;
    document.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(id)}"]`)?.focus();
  }, [mod, id, open]);
  const trigger = withTriggerProps(props.trigger, {
    'data-menu-trigger': id,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    ...(mod
      ? {}
      : {
          onPointerEnter: preload,
          onFocus: preload,
          // Pressed before the module arrived: open as soon as it does (on pointer down, as
          // Radix does, so a swap between down and up does not lose the press).
          onPointerDown: (event: { button: number; ctrlKey: boolean }) => {
            if (event.button !== 0 || event.ctrlKey) return;
            setOpen(true);
            preload();
          },
          onClick: () => {
            setOpen(true);
            preload();
          },
          onKeyDown: (event: { key: string; preventDefault: () => void }) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            setOpen(true);
            preload();
          },
        }),
  });
  return mod ? (
    <mod.DropdownMenuPanel {...props} trigger={trigger} open={open} onOpenChange={setOpen} />
  ) : (
    trigger
  );
}

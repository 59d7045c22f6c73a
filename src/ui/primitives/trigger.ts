'use client';
/**
 * Gives a screen's trigger element (a `<button>`) the popup attributes and handlers of a
 * lazily loaded primitive, keeping the element's own props and handlers (they run first).
 */
import {
  cloneElement,
  isValidElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  [attribute: string]: unknown;
};

/** `extra` props merged onto `trigger`; event handlers are chained, the element's first. */
export function withTriggerProps(trigger: ReactNode, extra: TriggerProps): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  const own = (trigger as ReactElement<TriggerProps>).props;
  const merged: TriggerProps = { ...extra };
  for (const key of ['onClick', 'onPointerEnter', 'onPointerDown', 'onFocus', 'onKeyDown'] as const) {
    const mine = own[key] as ((e: never) => void) | undefined;
    const theirs = extra[key] as ((e: never) => void) | undefined;
    if (mine && theirs)
      merged[key] = ((event: never) => {
        mine(event);
        theirs(event);
      }) as never;
  }
  return cloneElement(trigger as ReactElement<TriggerProps>, merged);
}

/**
 * A wide element (a table) that scrolls sideways inside its own box instead of the page
 * (CONVENTIONS "Phones first"; issue 13 §3): a named region reachable with the keyboard
 * (tabindex 0, so arrow keys scroll it; axe "scrollable-region-focusable").
 */
import type { ReactNode } from 'react';

/** Wraps `children` in a keyboard-focusable, sideways-scrolling region named `label`. */
export function ScrollRegion({
  label,
  children,
  className = '',
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      className={`relative max-w-full overflow-x-auto overscroll-x-contain ${className}`.trim()}
    >
      {children}
    </div>
  );
}

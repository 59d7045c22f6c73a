'use client';
/**
 * `<UntilHydrated className?>` — a borderless `<fieldset>` whose controls (buttons, inputs,
 * selects) stay disabled while the server's HTML is on screen and React has not hydrated it
 * yet (issue 13 §4). A click made before then would be lost without a trace; a disabled control
 * says "not yet", and Playwright's actionability checks wait for it. Links inside stay live.
 * Used inside every `ZodForm`/`HookForm` (./form-kit) and around the lazily loaded startup table.
 */
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export function UntilHydrated({ children, className = '' }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className}`.trim()}>
      {children}
    </fieldset>
  );
}

'use client';
/**
 * EN/TR switch that keeps the viewer on the same page, query included (spec §1).
 *
 * Props (from the server header): `next` — the other locale; `label` — the button's accessible
 * name ("TR – Language: switch to Turkish"). The switch itself (routing table, localized
 * router) is ./locale-switch-action.tsx, fetched on hover, focus or press (./../primitives/lazy.ts;
 * issue 13 §5): a press before it arrived switches as soon as it does.
 */
import { useCallback, useState } from 'react';
import { useLazyModule } from '../primitives/lazy';
import { startProgress } from '../progress';
import type { Locale } from '@/i18n/locales';

const loadAction = () => import('./locale-switch-action');

export function LocaleSwitch({ next, label }: { next: Locale; label: string }) {
  const [pressed, setPressed] = useState(false);
  const { mod, preload } = useLazyModule(loadAction, { now: pressed });
  const done = useCallback(() => setPressed(false), []);
  return (
    <>
      <button
        type="button"
        lang={next}
        data-testid="locale-switch"
        aria-label={label}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold hover:bg-slate-100"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          startProgress();
          setPressed(true);
        }}
      >
        {next.toUpperCase()}
      </button>
      {mod && pressed && <mod.SwitchLocale next={next} onDone={done} />}
    </>
  );
}

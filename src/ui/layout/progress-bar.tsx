'use client';
/** The top progress bar: starts 200 ms after a navigation begins, hides 500 ms after it ends. */
import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { onProgressStart, PROGRESS_DELAY_MS, PROGRESS_HIDE_MS, startProgress } from '../progress';

export function ProgressBar() {
  const t = useTranslations('nav');
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const timers = useRef<number[]>([]);
  const pending = useRef(false);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach((t) => window.clearTimeout(t));
    const unsubscribe = onProgressStart(() => {
      clear();
      pending.current = true;
      timers.current.push(window.setTimeout(() => pending.current && setState('running'), PROGRESS_DELAY_MS));
    });
    // Same-origin link clicks start the bar too.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        (url.pathname === window.location.pathname && url.search === window.location.search)
      )
        return;
      startProgress();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      unsubscribe();
      clear();
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    timers.current.splice(0).forEach((t) => window.clearTimeout(t));
    setState((s) => (s === 'running' ? 'done' : 'idle'));
    timers.current.push(window.setTimeout(() => setState('idle'), PROGRESS_HIDE_MS));
  }, [pathname, search]);

  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="progress-bar"
      className="progress-bar"
      style={{ width: state === 'running' ? '90%' : '100%', opacity: state === 'done' ? 0 : 1 }}
    />
  );
}

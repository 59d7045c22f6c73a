'use client';
/**
 * The cookie-consent banner and the "Cookie settings" button (issue 17 §2; KVKK and GDPR: only
 * necessary cookies until the visitor accepts more, the choice remembered 365 days in
 * `cookie_consent`, changeable later). Light on purpose: no dialog library, no focus trap — a
 * labelled region at the bottom of the page with two buttons and a link to the cookie policy,
 * reachable with the keyboard like the rest of the page. It sticks to the bottom of the window
 * and takes its own room after the footer, and while it shows the page scrolls focused elements
 * clear of it (scroll-padding), so it never hides content for good. The choice is read in the
 * browser: pages are cached for every visitor alike (src/server/page-cache.ts), so the server
 * never renders it.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import {
  CONSENT_CHANGED_EVENT,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
  type ConsentLevel,
} from '../consent';

/** Listens to changes of the choice (CONSENT_CHANGED_EVENT) for useSyncExternalStore. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}
/** What the server (and the first render in the browser) knows of the choice: nothing. */
const UNKNOWN = 'unknown' as const;

/** The banner: shown until the visitor chooses, and again when the settings button asks. */
export function CookieConsentBanner() {
  const t = useTranslations('cookieConsent');
  const current = useSyncExternalStore(
    subscribe,
    () => readConsent(),
    () => UNKNOWN,
  );
  const [reopened, setReopened] = useState(false);
  const region = useRef<HTMLElement>(null);
  // The element focused when the settings button opened the banner: focus returns there.
  const opener = useRef<HTMLElement | null>(null);
  const open = current !== UNKNOWN && (current === null || reopened);

  useEffect(() => {
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingBottom = `${(region.current?.offsetHeight ?? 0) + 8}px`;
    };
    pad();
    window.addEventListener('resize', pad);
    // Opened from the settings button: move focus into the banner so keyboard users reach it.
    if (opener.current) region.current?.querySelector<HTMLElement>('button')?.focus();
    return () => {
      window.removeEventListener('resize', pad);
      root.style.scrollPaddingBottom = '';
    };
  }, [open]);

  if (!open) return null;
  const choose = (level: ConsentLevel) => {
    saveConsent(level);
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
  };
  const button =
    'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  return (
    <section
      ref={region}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-banner"
      className="sticky bottom-0 z-40 border-t border-slate-300 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-slate-800">
          <h2 id="cookie-consent-title" className="font-bold">
            {t('title')}
          </h2>
          <p className="mt-0.5">
            {t('text')}{' '}
            <Link href="/cookie-policy" className="font-semibold text-brand-700 underline">
              {t('policy')}
            </Link>
          </p>
          {current && (
            <p className="mt-0.5 text-xs text-slate-600">
              {t('current', { choice: t(current === 'all' ? 'choice_all' : 'choice_necessary') })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            onClick={() => choose('necessary')}
            className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
          >
            {t('necessaryOnly')}
          </button>
          <button
            type="button"
            onClick={() => choose('all')}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * "Cookie settings": opens the banner again so the visitor can change the choice. For the
 * footer and the cookie policy page; `className` styles it like the links around it.
 */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  const t = useTranslations('cookieConsent');
  return (
    <button
      type="button"
      data-testid="cookie-settings"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      className={className || 'font-semibold text-brand-700 underline'}
    >
      {t('settings')}
    </button>
  );
}

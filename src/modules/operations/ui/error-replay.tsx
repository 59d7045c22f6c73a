'use client';
/**
 * Browser error reporting with session replay (issue 17 §4; P §9 "sessions 0.1, replay on error
 * 1"; decision 0021). Rendered only when SENTRY_DSN is set (./error-replay-slot.tsx), so visitors
 * of a site without it download nothing. Even then the SDK (@sentry/browser with its replay
 * integration, a chunk of its own) is fetched only once the visitor accepted all cookies
 * (`hasConsent('all')`, the cookie banner of src/modules/content/consent.ts), at once or when
 * they accept later. Text and media are masked in replays; envelopes go through this site's
 * tunnel (/api/v2/error-reports), never straight to a third party.
 */
import { useEffect } from 'react';
import { CONSENT_CHANGED_EVENT, hasConsent } from '@/modules/content/consent';

export interface ErrorReplayConfig {
  dsn: string;
  environment: string;
  release?: string;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

let started = false;

async function start(config: ErrorReplayConfig) {
  if (started || !hasConsent('all')) return;
  started = true;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tunnel: '/api/v2/error-reports',
    sendDefaultPii: false,
    integrations: [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
  });
}

/** Starts browser reporting once consent allows it (see the module comment). Renders nothing. */
export default function ErrorReplay({ config }: { config: ErrorReplayConfig }) {
  useEffect(() => {
    void start(config);
    const onChange = () => void start(config);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, [config]);
  return null;
}

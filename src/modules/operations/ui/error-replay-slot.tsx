/**
 * The root layout's slot for browser error reporting (decision 0021): nothing unless SENTRY_DSN
 * is set, then the small client loader of ./error-replay.tsx, which waits for the visitor's
 * consent to all cookies before it fetches the SDK. Server component.
 */
import { browserReplayConfig } from '@/server/error-reporting';
import ErrorReplay from './error-replay';

export function ErrorReplaySlot() {
  const config = browserReplayConfig();
  return config ? <ErrorReplay config={config} /> : null;
}

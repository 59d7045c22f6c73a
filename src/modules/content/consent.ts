/**
 * The visitor's cookie choice (issue 17 §2 "A cookie-consent banner (necessary cookies only until
 * the visitor accepts more; the choice remembered), as KVKK and GDPR expect"): the `cookie_consent`
 * cookie holds `necessary` or `all` for 365 days; no cookie means no choice yet (the banner shows).
 * Optional scripts (none today; optional error reporting with replay later) must ask
 * `hasConsent('all')` before they run. Pure code for the browser (it reads `document.cookie` when
 * no cookie header is given) and the server (pass the request's Cookie header).
 */

/** The cookie's name (listed on the cookie policy page). */
export const CONSENT_COOKIE = 'cookie_consent';
/** How long the choice is kept, in seconds (365 days). */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
/** `necessary`: only what the site needs to work; `all`: optional cookies and scripts too. */
export type ConsentLevel = 'necessary' | 'all';
/** Window event that opens the banner again (the "Cookie settings" button). */
export const OPEN_CONSENT_EVENT = 'atlas:cookie-settings';
/** Window event sent after the choice changes; `detail` is the new level. */
export const CONSENT_CHANGED_EVENT = 'atlas:cookie-consent';

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The choice recorded in `cookieHeader` (default: this browser's cookies), or null when none is. */
export function readConsent(cookieHeader: string = browserCookies()): ConsentLevel | null {
  const match = /(?:^|;\s*)cookie_consent=([^;]*)/.exec(cookieHeader);
  const value = match?.[1]?.trim();
  return value === 'all' || value === 'necessary' ? value : null;
}

/**
 * Whether the visitor allowed `level`: necessary cookies are always allowed; `all` (optional
 * cookies and scripts) only after the visitor chose "Accept all".
 */
export function hasConsent(level: ConsentLevel, cookieHeader: string = browserCookies()): boolean {
  return level === 'necessary' || readConsent(cookieHeader) === 'all';
}

/** The `document.cookie` assignment that records `level` for 365 days on the whole site. */
export function consentCookie(level: ConsentLevel, secure = false): string {
  return `${CONSENT_COOKIE}=${level}; max-age=${CONSENT_MAX_AGE}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/** Records `level` in this browser and tells listeners (CONSENT_CHANGED_EVENT). Browser only. */
export function saveConsent(level: ConsentLevel): void {
  document.cookie = consentCookie(level, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<ConsentLevel>(CONSENT_CHANGED_EVENT, { detail: level }));
}

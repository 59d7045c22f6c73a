import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent, readConsent } from './consent';

describe('cookie consent', () => {
  it('reads no choice, necessary or all from a cookie header', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('NEXT_LOCALE=tr')).toBeNull();
    expect(readConsent('NEXT_LOCALE=tr; cookie_consent=necessary')).toBe('necessary');
    expect(readConsent('cookie_consent=all; other=1')).toBe('all');
    expect(readConsent('cookie_consent=yes')).toBeNull();
    expect(readConsent('my_cookie_consent=all')).toBeNull();
  });

  it('allows optional scripts only after "Accept all"; necessary ones always', () => {
    expect(hasConsent('all', '')).toBe(false);
    expect(hasConsent('all', 'cookie_consent=necessary')).toBe(false);
    expect(hasConsent('all', 'cookie_consent=all')).toBe(true);
    expect(hasConsent('necessary', '')).toBe(true);
  });

  it('keeps the choice 365 days on the whole site', () => {
    expect(consentCookie('necessary')).toBe(
      'cookie_consent=necessary; max-age=31536000; path=/; samesite=lax',
    );
    expect(consentCookie('all', true)).toContain('; secure');
  });
});

/** Account paths shared by the auth pages (spec §2 authentication pages). */
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { safeRedirectPath } from '@/lib/redirect';

/**
 * Where the verification link sends the user: `/email-verification?verified=1` in their
 * language, carrying `redirectUrl` (a same-site path, see src/lib/redirect.ts) so that signing
 * in afterwards leads back to the page that asked for an account.
 */
export function verificationCallback(locale: Locale, redirectUrl?: string): string {
  const query: Record<string, string> = { verified: '1' };
  const back = redirectUrl ? safeRedirectPath(redirectUrl, '') : '';
  if (back) query.redirectUrl = back;
  return getPathname({ href: { pathname: '/email-verification', query }, locale });
}

/**
 * An auth page's path (`/login`, `/register`) in `locale`, with `redirectUrl` when it is a
 * same-site path; the login ⇄ register links and the verification screen keep it this way.
 */
export function authPath(
  pathname: '/login' | '/register',
  locale: Locale,
  redirectUrl?: string,
  extra: Record<string, string> = {},
): string {
  const back = redirectUrl ? safeRedirectPath(redirectUrl, '') : '';
  return getPathname({
    href: { pathname, query: { ...extra, ...(back ? { redirectUrl: back } : {}) } },
    locale,
  });
}

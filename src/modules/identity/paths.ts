/** Account paths shared by the auth pages (spec §2 authentication pages). */
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/** Where the verification link sends the user: `/email-verification?verified=1` in their language. */
export function verificationCallback(locale: Locale): string {
  return getPathname({ href: { pathname: '/email-verification', query: { verified: '1' } }, locale });
}

/**
 * SEO helpers: canonical URL and hreflang alternates for a localized route, built from the
 * pathnames table so English and Turkish addresses pair up.
 */
import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { env } from '@/server/env';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Absolute URL of `href` in `locale`. */
export function absoluteUrl(href: Href, locale: Locale): string {
  return new URL(getPathname({ href, locale }), env().PUBLIC_ORIGIN).toString();
}

/** `alternates` metadata: canonical for `locale`, hreflang en, tr and x-default. */
export function alternatesFor(locale: Locale, href: Href): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(href, locale),
    languages: {
      en: absoluteUrl(href, 'en'),
      tr: absoluteUrl(href, 'tr'),
      'x-default': absoluteUrl(href, 'en'),
    },
  };
}

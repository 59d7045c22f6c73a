/**
 * SEO helpers: canonical URL and hreflang alternates for a localized route, built from the
 * pathnames table so English and Turkish addresses pair up.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { env } from '@/server/env';

type Href = Parameters<typeof getPathname>[0]['href'];

/** The product's name, as every page title ends (spec P§2: titles carry the site name). */
export const SITE_NAME = 'Startup Atlas';

/** A page's document title: `title` and the site name, "Startups — Startup Atlas". */
export function siteTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

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

/**
 * `generateMetadata` of a private page (accounts, settings, dashboards): the title from
 * messages `namespace.key` in the page language, never indexed.
 */
export function privatePageMetadata(namespace: string, key: string) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: namespace as 'auth' });
    return { title: siteTitle(t(key as 'loginTitle')), robots: { index: false } };
  };
}

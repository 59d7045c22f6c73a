/**
 * The static and legal pages of spec public §2 ("/about-us … /earthquake-help"; issue 17 §2):
 * each page's content id (its English path word) and its route in the pathnames table
 * (src/i18n/routing.ts gives the Turkish path words). `/contact-us` is built by the contact
 * module around the `contact-us` block. Pure data, shared by pages, the admin and the sitemap.
 */
import type { AppPathname } from '@/i18n/routing';

export const CONTENT_PAGES = [
  { id: 'about-us', href: '/about-us' },
  { id: 'contact-us', href: '/contact-us' },
  { id: 'cookie-policy', href: '/cookie-policy' },
  { id: 'grant-incentive', href: '/grant-incentive' },
  { id: 'recruitment-consultancy', href: '/recruitment-consultancy' },
  { id: 'terms-of-service', href: '/terms-of-service' },
  { id: 'service-agreement', href: '/service-agreement' },
  { id: 'talent-general-terms', href: '/talent-general-terms' },
  { id: 'privacy-and-security', href: '/privacy-and-security' },
  { id: 'privacy-and-cookies-policy', href: '/privacy-and-cookies-policy' },
  { id: 'kisisel-verilerin-korunmasi', href: '/kisisel-verilerin-korunmasi' },
  { id: 'earthquake-help', href: '/earthquake-help' },
] as const satisfies ReadonlyArray<{ id: string; href: AppPathname }>;

export type ContentPageId = (typeof CONTENT_PAGES)[number]['id'];

/** The address of a page that shows a content row. */
export type ContentHref = (typeof CONTENT_PAGES)[number]['href'] | '/data-sources';

/** Content ids shown on a page of their own, plus blocks used inside other pages (`data-sources`). */
const PAGE_HREF: ReadonlyMap<string, ContentHref> = new Map<string, ContentHref>([
  ...CONTENT_PAGES.map((p) => [p.id, p.href] as const),
  ['data-sources', '/data-sources'],
]);

/** The page that shows content `id`, or undefined for a block no page shows on its own. */
export function contentHref(id: string): ContentHref | undefined {
  return PAGE_HREF.get(id);
}

/** Content ids are path-word shaped: lower-case letters, digits and hyphens, at most 100 characters. */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Localized paths from the pathnames table without Next's router (server code that runs outside
 * a request as well: mails and notices written by background workers, tests). Same results as
 * next-intl's `getPathname` for this site's `as-needed` prefix: English has no prefix, Turkish
 * `/tr`; `[param]` and `[[...param]]` segments take `params`; `query` becomes the search string.
 */
import { pathnames, type AppPathname } from './routing';
import type { Locale } from './locales';

/**
 * The path of `pathname` in `locale`, e.g. `localizedPath('/dashboard/applications', 'tr')` →
 * `/tr/panel/is-basvurularim`. Input: params by name (strings; an optional catch-all may be
 * left out), query values (empty ones dropped). Output: an absolute path of this site.
 */
export function localizedPath(
  pathname: AppPathname,
  locale: Locale,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const entry = pathnames[pathname];
  const template: string = typeof entry === 'string' ? entry : entry[locale];
  const path = template
    .replace(/\/\[\[\.\.\.(\w+)\]\]/g, (_, name: string) =>
      params[name] ? `/${encodeURIComponent(params[name])}` : '',
    )
    .replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();
  const prefixed = locale === 'tr' ? (path === '/' ? '/tr' : `/tr${path}`) : path;
  return `${prefixed}${search ? `?${search}` : ''}`;
}

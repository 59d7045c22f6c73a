/**
 * Addresses of a list page's text search (issue 13 §1), shared by the search forms: pure, so the
 * browser and tests use the same rule.
 */

/** Spec §5 / §9: a search needs at least 2 characters. */
export const SEARCH_MIN_LENGTH_CLIENT = 2;

/**
 * The address of `path` searched for `text`: the `keep` parameters (filters) in their order,
 * without `page` (a new search starts at page 1) and with `q` last; no `q` for empty text.
 * `listSearchHref('/talents', { city: '34', page: '2' }, 'ece')` → `/talents?city=34&q=ece`.
 */
export function listSearchHref(path: string, keep: Record<string, string>, text: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep))
    if (name !== 'q' && name !== 'page') query.set(name, value);
  const term = text.trim();
  if (term) query.set('q', term);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

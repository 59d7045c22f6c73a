/**
 * The category switches of the maps (issue 18 §1), read from the address's `show`
 * (comma-separated keys), and the maps' addresses that keep them.
 */

/**
 * The keys switched on, in the order of `keys`: those `show` names; `defaults` (every key unless
 * given) when `show` is absent or names no key of the map; none for `show=` alone (the visitor
 * unticked every switch, told apart from "no choice made").
 */
export function chosenKeys(
  keys: readonly string[],
  show: string | undefined,
  defaults: readonly string[] = keys,
): string[] {
  const asked = new Set((show ?? '').split(',').map((s) => s.trim()));
  if (show !== undefined && [...asked].every((key) => !key)) return [];
  const picked = keys.filter((key) => asked.has(key));
  return picked.length ? picked : keys.filter((key) => defaults.includes(key));
}

/**
 * A map's address: `basePath`, then `show=` (only when the chosen keys differ from the map's
 * default: `show` undefined) and the open place (`province=<slug>` or `country=<iso2>`). Keys, slugs
 * and ISO codes are [a-z0-9-]: written as they are.
 */
export function mapHref(basePath: string, show: string | undefined, place?: string, placeName = 'province') {
  const query = [show !== undefined && `show=${show}`, place && `${placeName}=${place}`].filter(Boolean);
  return query.length ? `${basePath}?${query.join('&')}` : basePath;
}

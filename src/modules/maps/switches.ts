/**
 * The category switches of the maps (issue 18 §1), read from the address's `show`
 * (comma-separated keys).
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

/**
 * Text normalization shared by the browser and the server: search keys and seoUrl slugs.
 * Turkish letters are transliterated first so that `sirket` finds `Şirket` and `istanbul`
 * finds `İstanbul` (spec public-and-account §2 search; issue "fuzzy search").
 */

const TURKISH_MAP: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/** Lower-cases, transliterates Turkish letters and strips every other diacritic. */
export function foldText(input: string): string {
  return input
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (ch) => TURKISH_MAP[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The stored and queried search key: folded text with runs of non-alphanumerics collapsed
 * to one space. Input: any text; output: `[a-z0-9 ]` and other scripts' letters, trimmed.
 */
export function normalizeSearchText(...parts: Array<string | null | undefined>): string {
  return foldText(parts.filter(Boolean).join(' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The search key of text a user typed (issue 12 §2): `term` is {@link normalizeSearchText};
 * `matchesNothing` is true when text was typed but holds no letter or digit (`%`, `_`, `--`),
 * so a search for it finds nothing instead of ignoring it and listing everything.
 */
export function searchTermOf(raw: string | null | undefined): { term: string; matchesNothing: boolean } {
  const term = normalizeSearchText(raw ?? '');
  return { term, matchesNothing: !term && Boolean(raw?.trim()) };
}

/**
 * A URL slug from a name: folded, non-alphanumerics to single hyphens, at most 80 characters.
 * `Şirket Ödeme A.Ş.` → `sirket-odeme-a-s`. Returns `item` for text without letters or digits.
 */
export function slugify(input: string): string {
  const slug = foldText(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

/**
 * A slug not in `taken`: `base`, then `base-2`, `base-3`, …; adds the result to `taken`.
 */
export function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** Cuts `text` to `max` characters with an ellipsis (table cells: 100, links: 20; spec §9). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `value` trimmed, or null when it is null, undefined or blank (optional text fields). */
export function trimmedOrNull(value: string | null | undefined): string | null {
  return value == null ? null : value.trim() || null;
}

/** True for a plausible e-mail address (one @, a dot in the domain, no spaces). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

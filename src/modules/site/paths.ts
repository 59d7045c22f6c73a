/**
 * The address a header or footer link leads to in a language (issue 17 §1 "labels and links per
 * language"): an admin writes a path of the site in its English form (`/startups`,
 * `/startup/acme`, `/startups?stage=11003`) and the router's pathnames table (src/i18n/routing.ts)
 * gives its Turkish form (`/tr/girisimler`, `/tr/girisim/acme`). Pure: used by the header and
 * footer (server) and the admin previews.
 */
import { pathnames } from '@/i18n/routing';
import type { Locale } from '@/i18n/locales';

/** Where a site path leads. */
export interface SitePath {
  /** The address to put in `href`. */
  href: string;
  /** True when it is a page of the app (client-side navigation); false for /api/…, /uploads/… and unknown paths. */
  app: boolean;
}

interface Pattern {
  key: string;
  re: RegExp;
  /** Dynamic segments: fewer first, so `/startups` wins over `/startups/[[...filter]]`. */
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|\\]/g, '\\$&');

/** A regular expression over the English form of a pathnames key, capturing its params by name. */
function patternOf(key: string): RegExp {
  let source = '';
  let rest = key;
  const token = /\/\[\[\.\.\.(\w+)\]\]|\[\.\.\.(\w+)\]|\[(\w+)\]/;
  for (let m = token.exec(rest); m; m = token.exec(rest)) {
    source += escape(rest.slice(0, m.index));
    if (m[1]) source += `(?:/(?<${m[1]}>.+))?`;
    else if (m[2]) source += `(?<${m[2]}>.+)`;
    else source += `(?<${m[3]}>[^/]+)`;
    rest = rest.slice(m.index + m[0].length);
  }
  return new RegExp(`^${source}${escape(rest)}$`);
}

let patterns: Pattern[] | undefined;
function allPatterns(): Pattern[] {
  patterns ??= Object.keys(pathnames)
    .filter((key) => key.includes('['))
    .map((key) => ({ key, re: patternOf(key), weight: (key.match(/\[/g) ?? []).length }))
    .sort((a, b) => a.weight - b.weight);
  return patterns;
}

/** The template of `key` in `locale` with `params` put in (values kept as written, already encoded). */
function fill(key: string, locale: Locale, params: Record<string, string | undefined>): string {
  const entry = pathnames[key as keyof typeof pathnames];
  const template: string = typeof entry === 'string' ? entry : entry[locale];
  return template
    .replace(/\/\[\[\.\.\.(\w+)\]\]/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''))
    .replace(
      /\[\.\.\.(\w+)\]|\[(\w+)\]/g,
      (_, a: string | undefined, b: string | undefined) => params[(a ?? b)!] ?? '',
    );
}

/**
 * The address of site path `path` (English form, with any query and fragment) in `locale`:
 * known pages get their localized path (`/about-us` → `/tr/hakkimizda` in Turkish); paths outside
 * the app (`/api/…`, `/uploads/…`) stay as they are; other paths only get the `/tr` prefix in
 * Turkish (a path already under `/tr` keeps it). English paths have no prefix.
 */
export function localizeSitePath(path: string, locale: Locale): SitePath {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/(api|uploads)(\/|$)/.test(trimmed)) return { href: path, app: false };
  if (trimmed === '/tr' || trimmed.startsWith('/tr/')) return { href: path, app: false };
  const prefix = (p: string) => (locale === 'tr' ? (p === '/' ? '/tr' : `/tr${p}`) : p);
  if (trimmed in pathnames && !trimmed.includes('['))
    return { href: `${prefix(fill(trimmed, locale, {}))}${suffix}`, app: true };
  for (const { key, re } of allPatterns()) {
    const m = re.exec(trimmed);
    if (m) return { href: `${prefix(fill(key, locale, m.groups ?? {}))}${suffix}`, app: true };
  }
  return { href: `${prefix(trimmed)}${suffix}`, app: false };
}

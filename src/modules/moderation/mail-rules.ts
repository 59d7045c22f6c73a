/**
 * Banned-mail matching (issue 17 §1 banned-mails: "addresses and domains refused at
 * registration and invitation, plus a well-kept list of disposable-mail domains"), pure.
 *
 * A pattern is lower case: an address (`someone@example.com`, that address only) or a domain
 * (`example.com`, which covers its subdomains: `mail.example.com`, not `notexample.com`).
 * The disposable-mail list is the `disposable-email-domains` project's blocklist (CC0), shipped
 * by the npm package `disposable-email-domains-js`; a domain on it covers its subdomains too.
 */

const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const LOCAL = /^[^\s@"(),:;<>[\\\]]{1,64}$/;

/** True when `domain` is a host name of at least two labels (`example.com`, `örnek.com.tr`). */
function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  return domain.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l));
}

/**
 * The stored form of a pattern an admin typed: trimmed, lower case, a leading `@` or `*.`
 * dropped (`@Example.com` → `example.com`, `*.spam.io` → `spam.io`), or null when it is neither
 * an address nor a domain of at least two labels.
 */
export function normalizeMailPattern(input: string): string | null {
  let value = input.trim().toLowerCase();
  if (value.startsWith('*.')) value = value.slice(2);
  else if (value.startsWith('@')) value = value.slice(1);
  if (!value || value.length > 320) return null;
  const at = value.lastIndexOf('@');
  if (at < 0) return isDomain(value) ? value : null;
  const local = value.slice(0, at);
  return LOCAL.test(local) && isDomain(value.slice(at + 1)) ? value : null;
}

/**
 * Splits an admin's input into patterns (commas, semicolons, spaces and line breaks separate
 * them): the valid ones normalized, without duplicates, and the invalid ones as typed.
 */
export function parseMailPatterns(input: string): { patterns: string[]; invalid: string[] } {
  const patterns: string[] = [];
  const invalid: string[] = [];
  for (const raw of input.split(/[,;\s]+/)) {
    if (!raw) continue;
    const pattern = normalizeMailPattern(raw);
    if (!pattern) invalid.push(raw);
    else if (!patterns.includes(pattern)) patterns.push(pattern);
  }
  return { patterns, invalid };
}

/** The lower-case domain of an address (`A@Mail.Example.com` → `mail.example.com`), or ''. */
export function mailDomainOf(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  return at < 0 ? '' : value.slice(at + 1).replace(/\.+$/, '');
}

/** `domain` and each parent of two labels or more (`a.b.example.com` → it, `b.example.com`, `example.com`). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * The banned pattern `email` falls under — the address itself, or its domain or a parent
 * domain — or null. `patterns` holds normalized patterns.
 */
export function matchBannedMail(email: string, patterns: ReadonlySet<string>): string | null {
  if (!patterns.size) return null;
  const address = email.trim().toLowerCase();
  if (patterns.has(address)) return address;
  for (const domain of domainAndParents(mailDomainOf(address))) if (patterns.has(domain)) return domain;
  return null;
}

/** The disposable domain `email` falls under (its domain or a parent on the list), or null. */
export function matchDisposableMail(email: string, disposable: ReadonlySet<string>): string | null {
  for (const domain of domainAndParents(mailDomainOf(email))) if (disposable.has(domain)) return domain;
  return null;
}

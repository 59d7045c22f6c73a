/**
 * Where a personal API key travels (issue 12 §5, decision 0010): the `x-api-key` header, or
 * `Authorization: Bearer atlas_…`. The `atlas_` prefix tells a key from a better-auth session
 * token (those are letters and digits only), so both ride the same Authorization header.
 */

/** Every key starts with this; the shown `start` of a key is this and a few more characters. */
export const API_KEY_PREFIX = 'atlas_';

/** The header a key is sent in (the OpenAPI `apiKey` security scheme). */
export const API_KEY_HEADER = 'x-api-key';

/**
 * The API key a request carries, or undefined when it carries none: `x-api-key` (trimmed,
 * whatever its form: a malformed key is still a key, refused later), else a bearer credential
 * starting with {@link API_KEY_PREFIX}.
 */
export function apiKeyFromHeaders(headers: Headers): string | undefined {
  const header = headers.get(API_KEY_HEADER)?.trim();
  if (header) return header;
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}

/**
 * The `redirectUrl` of the login page (spec §2): same-origin paths only, so a link cannot send
 * a user elsewhere after signing in (no open redirect). Anything else becomes `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    /[\u0000-\u001f]/.test(value)
  )
    return fallback;
  try {
    const url = new URL(value, 'http://same.origin');
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

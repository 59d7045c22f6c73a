/** better-auth's session cookie (plain or __Secure- prefixed): its presence means a signed-in viewer may be asking. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The session cookie's value in a Cookie header (the signed token), or undefined. */
export function sessionCookieValue(cookieHeader: string): string | undefined {
  return cookieHeader.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/)?.[1] || undefined;
}

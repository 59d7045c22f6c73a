/** better-auth's session cookie (plain or __Secure- prefixed): its presence means a signed-in viewer may be asking. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

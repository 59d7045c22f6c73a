'use client';
/** better-auth's browser client for the /api/auth endpoints (with the e-mail code plugin). */
import { createAuthClient } from 'better-auth/react';
import { emailOTPClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [emailOTPClient()] });

/** The error code of a failed auth call (`EMAIL_NOT_VERIFIED`, `EMAIL_IN_USE`, …) or the HTTP status. */
export function errorCode(error: { code?: string; status: number } | null | undefined): string | undefined {
  return error ? (error.code ?? String(error.status)) : undefined;
}

/**
 * Sends a new verification mail (link and code) and says what to tell the user: `resent`,
 * `tooManyVerification` (429: 'Too many e-mail verification requests, wait a few minutes') or `generic`.
 */
export async function resendVerification(
  email: string,
  callbackURL: string,
): Promise<'resent' | 'tooManyVerification' | 'generic'> {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
  return !error ? 'resent' : error.status === 429 ? 'tooManyVerification' : 'generic';
}

'use client';
/** better-auth's browser client for the /api/auth endpoints (with the e-mail code plugin). */
import { createAuthClient } from 'better-auth/react';
import { emailOTPClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [emailOTPClient()] });

/** The error code of a failed auth call (`EMAIL_NOT_VERIFIED`, `EMAIL_IN_USE`, …) or the HTTP status. */
export function errorCode(error: { code?: string; status: number } | null | undefined): string | undefined {
  return error ? (error.code ?? String(error.status)) : undefined;
}

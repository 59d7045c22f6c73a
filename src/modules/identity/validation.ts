/**
 * zod schemas of the identity module's own calls (personal API keys, issue 12 §5): used by the
 * service, the REST validation and the OpenAPI document. Messages are error-catalogue keys.
 */
import { z } from 'zod';
import { int32 } from '@/lib/int32';
import { passwordProblems } from '@/lib/password';

export const API_KEY_NAME_MAX = 60;
export const API_KEY_MAX_DAYS = 365;

/** POST /api/v2/users/me/api-keys. */
export const apiKeyCreateInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'apiKey.name_length')
    .max(API_KEY_NAME_MAX, 'apiKey.name_length')
    .describe(`A name to recognise the key by (1–${API_KEY_NAME_MAX} characters)`),
  expiresInDays: z
    .number()
    .int('apiKey.expiry_range')
    .min(1, 'apiKey.expiry_range')
    .max(API_KEY_MAX_DAYS, 'apiKey.expiry_range')
    .nullable()
    .optional()
    .describe(`Days until the key stops working (1–${API_KEY_MAX_DAYS}); omitted or null: it never expires`),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;

/** A key as its owner sees it: never the secret. */
export const apiKeySchema = z.object({
  id: int32(),
  name: z.string(),
  start: z.string().describe('The first characters of the key (`atlas_` and 6 more), to recognise it'),
  createdAt: z.string().describe('UTC ISO-8601'),
  lastUsedAt: z
    .string()
    .nullable()
    .describe('UTC ISO-8601, to the minute (uses within a minute are not each written); null: never used'),
  expiresAt: z.string().nullable().describe('UTC ISO-8601; null: never expires'),
});
export type ApiKeySummary = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the secret is shown. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z
    .string()
    .describe('The secret, shown only in this answer: send it as `x-api-key` or `Authorization: Bearer`'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** A required e-mail address (trimmed; 'validation.required' when empty, else the e-mail format error). */
export const requiredEmail = z.string().trim().min(1, 'validation.required').email().max(320);

/** The new password (the rule of src/lib/password.ts) and its confirmation (spec §5). */
const newPasswordPair = z.object({
  newPassword: z
    .string()
    .min(1, 'validation.required')
    .refine((value) => passwordProblems(value).length === 0, { message: 'validation.password_weak' }),
  confirmPassword: z.string().min(1, 'validation.required'),
});
/** The confirmation must repeat the new password; the mismatch is the confirmation's error. */
const sameTwice: [
  (value: { newPassword: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (value) => value.newPassword === value.confirmPassword,
  { path: ['confirmPassword'], message: 'validation.password_mismatch' },
];

/**
 * The profile settings' change-password form (spec public-and-account §5: old password, new
 * password and its confirmation; the password rule of src/lib/password.ts). Better Auth's
 * change-password call checks the old password and the rule again on the server.
 */
export const changePasswordInput = newPasswordPair
  .extend({ currentPassword: z.string().min(1, 'validation.required') })
  .refine(...sameTwice);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** The new password twice (spec public-and-account §5), as the reset-password form sends it. */
export const newPasswordInput = newPasswordPair.refine(...sameTwice);

/** The forgot-password form: the address to send the link to (spec §2 /forgot-password). */
export const forgotPasswordInput = z.object({
  email: requiredEmail,
});

/** The e-mail verification form (spec §2 /email-verification): the address and the 6-digit code. */
export const verifyEmailInput = z.object({
  email: requiredEmail,
  code: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().length(6, 'auth.codeInvalid')),
});

/** The sign-in form (spec public-and-account §2 /login): e-mail, password, remember me. */
export const signInInput = z.object({
  email: requiredEmail,
  password: z.string().min(1, 'validation.required'),
  rememberMe: z.boolean(),
});

/**
 * The registration form (spec public-and-account §2 /register, §5 password rule). Better Auth's
 * sign-up checks the same rule, the terms and the address again on the server; the terms box is
 * checked in the form's submit (its refusal is the form's alert, spec §8 wording).
 */
export const registerInput = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  surname: z.string().trim().min(1, 'validation.required'),
  email: requiredEmail,
  password: newPasswordPair.shape.newPassword,
  acceptTerms: z.boolean(),
});

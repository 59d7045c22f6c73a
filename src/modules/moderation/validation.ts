/**
 * Inputs of the banned-words and banned-mails screens and calls (issue 17 §1), shared by the
 * forms and the API. Messages are error-catalogue keys.
 */
import { z } from 'zod';

/** Words to ban: one or many, separated by commas, semicolons or line breaks. */
export const bannedWordsInput = z.object({
  words: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20_000, 'moderation.list_too_long')
    .describe('One or more words or phrases, separated by commas or line breaks'),
});
export type BannedWordsInput = z.input<typeof bannedWordsInput>;

/** Addresses or domains to ban: one or many, separated by commas, spaces or line breaks. */
export const bannedMailsInput = z.object({
  patterns: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20_000, 'moderation.list_too_long')
    .describe('E-mail addresses and/or domains (a domain covers its subdomains)'),
});
export type BannedMailsInput = z.input<typeof bannedMailsInput>;

/** Rows to delete (one or many). */
export const idsInput = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1, 'validation.required').max(500),
});
export type IdsInput = z.input<typeof idsInput>;

/** The disposable-mail switch. */
export const disposableSwitchInput = z.object({
  enabled: z.boolean().describe('Refuse the domains of the disposable-mail list'),
});

/** A list's search and page. */
export interface ListQuery {
  q?: string;
  pageIndex?: number;
  pageSize?: number;
}

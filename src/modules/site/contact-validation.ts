/**
 * Inputs of /contact-us and of contact-message management (issue 17 §1 contact-form-messages,
 * §2 "/contact-us (form with captcha and rate limit, stored and mailed to the site's contact
 * address)"), shared by the form, the service and the API. Messages are error-catalogue keys.
 */
import { z } from 'zod';

export const CONTACT_LIMITS = {
  name: 100,
  email: 320,
  subject: 150,
  message: 5_000,
  answer: 10_000,
} as const;

/** POST /api/v2/contact-messages: what a visitor sends. */
export const contactInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.name, 'contact.name_length')
    .describe(`The sender's name (at most ${CONTACT_LIMITS.name} characters)`),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.email, 'contact.email_invalid')
    .email('contact.email_invalid')
    .describe('Where the answer goes (the Reply-To of the mail to the site)'),
  subject: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.subject, 'contact.subject_length')
    .describe(`At most ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.message, 'contact.message_length')
    .describe(`Plain text, at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactInput = z.input<typeof contactInput>;

export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/**
 * The list filters: `inbox` (every message not archived; the default), a status (not
 * archived), `archived`, or `all`.
 */
export const CONTACT_FILTERS = ['inbox', 'new', 'read', 'answered', 'archived', 'all'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** An admin's answer, mailed to the visitor as plain text. */
export const contactAnswerInput = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.answer, 'contact.answer_length')
    .describe(`Plain text, at most ${CONTACT_LIMITS.answer} characters`),
});
export type ContactAnswerInput = z.input<typeof contactAnswerInput>;

/** Archive (true) or bring back (false). */
export const contactArchiveInput = z.object({ archived: z.boolean() });

/**
 * Moderation lists (issue 17 §1 banned-words, banned-mails; spec dashboard §6 "Super admin:
 * banned mails and words") and the record of refused attempts behind `SpammersList` (D §7).
 */
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';

/** Words refused in user-written text; `word` is stored folded (lower case, Turkish i/ı/İ/I as i). */
export const bannedWords = pgTable('banned_words', {
  id: serial('id').primaryKey(),
  /** As the admin typed it (shown in the list). */
  word: text('word').notNull(),
  /** Folded form, unique: the matcher compares folded whole words. */
  folded: text('folded').notNull().unique(),
  createdByUserId: text('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Addresses (`someone@example.com`) and domains (`example.com`) refused at registration and invitation. */
export const bannedMails = pgTable('banned_mails', {
  id: serial('id').primaryKey(),
  /** Lower case; an address when it holds `@`, else a domain (its subdomains included). */
  pattern: text('pattern').notNull().unique(),
  createdByUserId: text('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * One row per refused attempt: `kind` is `banned_word`, `banned_mail`, `disposable_mail`,
 * `rate_limit` or `captcha`; `subject` the user id or, for visitors, the e-mail or the hashed
 * client address; `detail` what was refused (the field, the word, the domain).
 */
export const spamEvents = pgTable(
  'spam_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id'),
    email: text('email'),
    clientHash: text('client_hash'),
    detail: text('detail').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('spam_events_created_idx').on(t.createdAt), index('spam_events_user_idx').on(t.userId)],
);

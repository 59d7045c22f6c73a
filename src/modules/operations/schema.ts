/**
 * Operations records (issue 17 §4; D §7 Management `ErrorLogs`, `EmailList`): every unexpected
 * error with the request id its user saw, and every mail sent, dropped or failed.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';

/** One row per 500 (API call or page render). `requestId` is the id shown to the user. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    requestId: text('request_id').notNull(),
    /** `api` or `page` (or `job` for queue workers). */
    origin: text('origin').notNull(),
    method: text('method').notNull().default(''),
    route: text('route').notNull(),
    status: integer('status').notNull().default(500),
    viewerUserId: text('viewer_user_id'),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt), index('error_logs_request_idx').on(t.requestId)],
);

/**
 * Every mail: `kind` names the mail (`verify-email`, `contact-answer`, `job-alert`, …), `status`
 * is `sent`, `outbox` (development outbox), `dropped` (sample users' reserved addresses) or
 * `failed` (with the transport's `error`).
 */
export const emailLog = pgTable(
  'email_log',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_log_created_idx').on(t.createdAt)],
);

/**
 * In-app notifications and their e-mail preferences (issue 15 §4; public-and-account §3
 * "Signed-in user summary … notification count"). One row per notice to one user; `data` holds
 * what the notice names (ids, titles) so it renders without other rows; read when `read_at` is set.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS (./kinds.ts). */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's choice to get (or not) the e-mail of one kind; no row = the default (on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

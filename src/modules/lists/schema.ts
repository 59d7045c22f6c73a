/**
 * Lists and saved searches of a signed-in user (issue 18 §5; spec public §2 `/user/dashboard/lists`).
 *
 * - `user_lists`: a named list of startups, people and organizations; `share_token` set when
 *   the owner shares it read-only by link (null: private).
 * - `user_list_items`: one entry of a list (`kind` startup | person | organization, `entity_id`
 *   the startup or organization id as text, or the user id of a person), with the owner's note.
 *   An entry is in a list once.
 * - `saved_searches`: a startup, talent or job filter kept by its address query (`query`, e.g.
 *   `sector=1001&country=792`), alerted `daily`, `weekly` or `never` by e-mail;
 *   `unsubscribe_token` lets the mail's link stop the alert without signing in.
 * - `saved_search_matches`: every entry an alert has already reported (or that matched when the
 *   search was saved), so each new match is mailed once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';

export const userLists = pgTable(
  'user_lists',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('user_lists_user_idx').on(t.userId, t.updatedAt)],
);

export const userListItems = pgTable(
  'user_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    note: text('note').notNull().default(''),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_list_items_entry_key').on(t.listId, t.kind, t.entityId),
    index('user_list_items_entity_idx').on(t.kind, t.entityId),
    check('user_list_items_kind_check', sql`${t.kind} IN ('startup', 'person', 'organization')`),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').notNull().default('weekly'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the alert last looked for new matches (null: never yet). */
    lastCheckedAt: ts('last_checked_at'),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    check('saved_searches_kind_check', sql`${t.kind} IN ('startup', 'talent', 'job')`),
    check('saved_searches_frequency_check', sql`${t.frequency} IN ('daily', 'weekly', 'never')`),
  ],
);

export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').notNull(),
    matchedAt: ts('matched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.entityId] })],
);

/**
 * Direct messages between users (issue 15 §3; dashboard-and-operations §3 "Message:
 * conversation with another user identified by seoUrl; sent and read markers; unread count per
 * user"). A conversation is one pair of users (`user_low` < `user_high`, compared as text) with
 * its last message and each side's unread count, kept in the transaction that sends or reads, so
 * the conversation list and the header count are single-row reads. Blocks and spam reports
 * belong to the user who made them.
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';
const user = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLow: user('user_low'),
    userHigh: user('user_high'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    unreadLow: integer('unread_low').notNull().default(0),
    unreadHigh: integer('unread_high').notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.userLow, t.userHigh),
    index('conversations_low_idx').on(t.userLow, t.lastMessageAt.desc()),
    index('conversations_high_idx').on(t.userHigh, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: user('sender_user_id'),
    /** Stored verbatim; rendered as text (links made clickable), never as HTML. */
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the recipient read it (SetMessageRead); null while unread. */
    readAt: ts('read_at'),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id.desc())],
);

/** `blocker` no longer receives messages from `blocked`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: user('blocker_user_id'),
    blockedUserId: user('blocked_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] })],
);

/** A conversation reported as spam (feeds the admin "spammers" list, issue 17). */
export const spamReports = pgTable(
  'spam_reports',
  {
    id: serial('id').primaryKey(),
    reporterUserId: user('reporter_user_id'),
    reportedUserId: user('reported_user_id'),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('spam_reports_reported_idx').on(t.reportedUserId, t.createdAt)],
);

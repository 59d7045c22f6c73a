/**
 * Identity tables managed by better-auth through its Drizzle adapter (users, sessions,
 * accounts, verifications), plus the product's own user fields (spec §3 "User": surname,
 * locked, language; §4 account deletion) and personal API keys (issue 12 §5, decision 0010).
 */
import { bigint, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** A locked account cannot sign in ('Your account is locked, contact support'). */
  locked: boolean('locked').notNull().default(false),
  /** When an admin locked the account (null when unlocked). */
  lockedAt: ts('locked_at'),
  /** `en` or `tr`: the language of mails to this user. */
  locale: text('locale').notNull().default('en'),
  /** When the user accepted the terms of service and the privacy policy (registration). */
  termsAcceptedAt: ts('terms_accepted_at'),
  /** Set when deletion is requested; the account is deleted 14 days later unless the user signs in. */
  deletionRequestedAt: ts('deletion_requested_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    /** Hash made by better-auth (scrypt); never a plain password. */
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Milliseconds since the epoch. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Personal API keys (issue 12 §5, decision 0010): a key acts as its user. Only the SHA-256 of
 * the secret is stored; `start` (the prefix and first characters) lets the owner recognise it.
 * Revoked keys keep their row (`revoked_at`) so the owner's history stays readable.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the secret (`atlas_AbCd`), shown in lists. */
    start: text('start').notNull(),
    /** Hex SHA-256 of the whole secret. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    /** Null: never expires. */
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

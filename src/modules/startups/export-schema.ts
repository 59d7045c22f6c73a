/**
 * Startup exports (issue 16 §3; P §7 startups "Export (POST with filterRules, limit, FileType);
 * column list; previous exports list and by id"; decision 0020 §6): one row per export a premium
 * user asked for — the filter, columns, file type and the rows counted against the monthly limit —
 * with its progress while the `startup-export` job writes it, and the stored file's key. Files are
 * kept 30 days (`expiresAt`), then the `purge-exports` schedule deletes file and row.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const startupExports = pgTable(
  'startup_exports',
  {
    /** 24 hex characters (the spec's queryId shape). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The startup filter (filterRules) as the list uses it. */
    filter: jsonb('filter').notNull(),
    sort: text('sort').notNull(),
    /** Column keys in the file's order. */
    columns: text('columns').array().notNull(),
    /** `xlsx` or `csv`. */
    fileType: text('file_type').notNull(),
    locale: text('locale').notNull(),
    /** Rows in the file (counted against the monthly limit when the export was accepted). */
    rowCount: integer('row_count').notNull(),
    /** queued, running, ready, failed. */
    state: text('state').notNull().default('queued'),
    /** Rows written so far. */
    rowsWritten: integer('rows_written').notNull().default(0),
    storageKey: text('storage_key'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('startup_exports_user_idx').on(t.userId, t.createdAt),
    index('startup_exports_expiry_idx').on(t.expiresAt),
  ],
);

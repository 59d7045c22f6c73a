/**
 * The data-add tool (issue 17 §3; spec dashboard §2 admin route data-add-tool, §6 super
 * admin): import runs of a CSV or Excel file with a column mapping, one row per processed file
 * row (the run's report and its resume point), and the source of each imported startup fact.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';

import { startups } from '@/modules/startups/schema';

/**
 * An import: `status` uploaded → (dry run) → queued → running → done, or failed / cancelled.
 * `mapping` maps file columns to our fields, `categoryMapping` file categories to sector type
 * ids; `dryRun` holds the last dry run's counts.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** Private storage key of the uploaded file. */
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    /** `csv` or `xlsx`. */
    fileType: text('file_type').notNull(),
    /** The file's column names in order. */
    columns: text('columns').array().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    status: text('status').notNull().default('uploaded'),
    mapping: jsonb('mapping').notNull().default({}),
    categoryMapping: jsonb('category_mapping').notNull().default({}),
    dryRun: jsonb('dry_run'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    createdByUserId: text('created_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    cancelRequestedAt: ts('cancel_requested_at'),
  },
  (t) => [index('import_runs_created_idx').on(t.createdAt)],
);

/** One row per file row the run processed (written in that row's transaction): the report and the resume point. */
export const importRunRows = pgTable(
  'import_run_rows',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    /** 1-based data row number (the header is row 0). */
    rowNumber: integer('row_number').notNull(),
    /** `created`, `updated`, `skipped` or `failed`. */
    outcome: text('outcome').notNull(),
    startupId: integer('startup_id'),
    name: text('name').notNull().default(''),
    /** Why the row was skipped or failed, or which fields changed: `[{ field, code }]`. */
    reasons: jsonb('reasons').notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.runId, t.rowNumber] })],
);

/** Where a startup's field came from (the last import that set it): file name and date. */
export const startupFactSources = pgTable(
  'startup_fact_sources',
  {
    startupId: integer('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** Our field name (`website`, `foundedAt`, `cityId`, …). */
    field: text('field').notNull(),
    runId: integer('run_id'),
    fileName: text('file_name').notNull(),
    importedAt: ts('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.field] })],
);

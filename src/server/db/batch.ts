/** Bulk-insert helper: splits rows so one statement stays under PostgreSQL's 65,535 parameters. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Inserts `rows` into `table` in chunks; returns nothing. Throws the database error. */
export async function insertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  chunkSize = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}

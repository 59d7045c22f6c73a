/**
 * Whole-list saves of a parent's child rows (program questions and review categories, provider
 * and organization team members, organization patents): rows whose id is one of the parent's
 * are updated in place (so what hangs off them — answers, scores — survives), rows without a
 * known id are inserted, stored rows left out of the list are deleted. Run inside the caller's
 * transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface ChildRow {
  /** The stored row's id, or absent/null for a new row. */
  id?: number | null;
  /** Column values (by the table's property names), the position included. */
  values: Record<string, unknown>;
}

/**
 * Makes the children of `parent.id` in `table` equal `rows`.
 * @param parent the parent column, its property name in the table and the parent id.
 */
export async function replaceChildRows(
  tx: Db,
  table: PgTable & { id: AnyPgColumn },
  parent: { column: AnyPgColumn; key: string; id: number },
  rows: ChildRow[],
): Promise<void> {
  const stored = new Set(
    (await tx.select({ id: table.id }).from(table).where(eq(parent.column, parent.id))).map(
      (r) => r.id as number,
    ),
  );
  const kept = new Set(rows.flatMap((r) => (r.id && stored.has(r.id) ? [r.id] : [])));
  const gone = [...stored].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(table).where(and(eq(parent.column, parent.id), inArray(table.id, gone)));
  for (const row of rows) {
    if (row.id && kept.has(row.id))
      await tx
        .update(table)
        .set(row.values as never)
        .where(eq(table.id, row.id));
    else await tx.insert(table).values({ ...row.values, [parent.key]: parent.id } as never);
  }
}

/**
 * The `contents` seed step (issue 17 §2 "sensible starting texts in the seed"): a database made
 * before the static and legal pages existed gets their starting texts, and no existing row —
 * edited by an admin or not — changes. New databases already get every text in the `reference`
 * step. Kept apart from ./content.ts so the seed script loads no page code.
 */
import type { Db } from '@/server/db/client';
import { contents } from '@/modules/reference/schema';
import { CONTENTS } from '@/modules/reference/data/contents';

/**
 * Inserts the starting texts (CONTENTS) a database lacks, leaving every existing row as it is
 * (`on conflict do nothing`).
 * @returns the ids inserted.
 */
export async function insertMissingContents(db: Db): Promise<string[]> {
  const inserted = await db
    .insert(contents)
    .values(CONTENTS)
    .onConflictDoNothing({ target: contents.id })
    .returning({ id: contents.id });
  return inserted.map((r) => r.id);
}

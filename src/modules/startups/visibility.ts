/**
 * Startup visibility changes made by other modules (spec §4 "Visibility": off hides a startup
 * from lists and search). Used by account deletion for startups left without an owner.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { startups } from './schema';

/**
 * Hides the startups with these ids. Returns the ids it changed. Run inside the caller's
 * transaction; call `notifyStartupsChanged` after it commits.
 */
export async function hideStartups(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(startups)
    .set({ isVisible: false, updatedAt: new Date() })
    .where(inArray(startups.id, [...ids]))
    .returning({ id: startups.id });
  return rows.map((r) => r.id);
}

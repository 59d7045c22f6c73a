/**
 * What the startup edit steps read (issue 4; dashboard §2 startup steps): one startup with its
 * child rows and the viewer's rights on it, and the startups the viewer may edit.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { entityKey, hasScope, parseEntityKey, type Scope } from '@/modules/access/permissions';
import {
  fundingRounds,
  startupImportantUpdates,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';

/** Everything the edit steps show, by seoUrl (hidden startups included for their members). */
export interface StartupForEdit {
  startup: typeof startups.$inferSelect;
  teamMembers: Array<typeof startupTeamMembers.$inferSelect>;
  rounds: Array<typeof fundingRounds.$inferSelect>;
  patents: Array<typeof startupPatents.$inferSelect>;
  updates: Array<typeof startupImportantUpdates.$inferSelect>;
  /** What the viewer may change. */
  can: { write: boolean; financial: boolean; team: boolean; delete: boolean };
}

/**
 * The startup for the edit steps. Needs any editing scope on it (or admin).
 * @throws UnauthorizedError; NotFoundError (also when the viewer has no scope, so hidden
 *   startups are not revealed).
 */
export async function getStartupForEdit(ctx: Ctx, seoUrl: string): Promise<StartupForEdit> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [row] = await ctx.db.select().from(startups).where(eq(startups.seoUrl, seoUrl));
  if (!row) throw new NotFoundError('startup.not_found');
  const key = entityKey('startup', row.id);
  const held = (scope: Scope) => ctx.viewer.isAdmin || hasScope(ctx.viewer.access, key, scope);
  const can = {
    write: held('WRITE'),
    financial: held('STARTUP_FINANCIAL_WRITE'),
    team: held('STARTUP_IAM_WRITE'),
    delete: held('FULL_ACCESS'),
  };
  if (!can.write && !can.financial && !can.team) throw new NotFoundError('startup.not_found');
  const [teamMembers, rounds, patents, updates] = await Promise.all([
    ctx.db
      .select()
      .from(startupTeamMembers)
      .where(eq(startupTeamMembers.startupId, row.id))
      .orderBy(asc(startupTeamMembers.sortOrder)),
    ctx.db
      .select()
      .from(fundingRounds)
      .where(eq(fundingRounds.startupId, row.id))
      .orderBy(asc(fundingRounds.sortOrder)),
    ctx.db.select().from(startupPatents).where(eq(startupPatents.startupId, row.id)),
    ctx.db.select().from(startupImportantUpdates).where(eq(startupImportantUpdates.startupId, row.id)),
  ]);
  return { startup: row, teamMembers, rounds, patents, updates, can };
}

/** The startups the viewer may edit (any editing scope), newest first — "my startups". */
export async function listMyStartups(
  ctx: Ctx,
): Promise<Array<{ id: number; name: string; seoUrl: string; isVisible: boolean }>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const ids = ctx.viewer.access.flatMap((a) => {
    const key = parseEntityKey(a.entityId);
    return key?.kind === 'startup' ? [key.id] : [];
  });
  if (!ids.length) return [];
  return ctx.db
    .select({ id: startups.id, name: startups.name, seoUrl: startups.seoUrl, isVisible: startups.isVisible })
    .from(startups)
    .where(inArray(startups.id, ids))
    .orderBy(sql`${startups.createdAt} DESC`);
}

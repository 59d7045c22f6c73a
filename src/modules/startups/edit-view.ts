/**
 * What the startup edit steps read (issue 4; dashboard §2 startup steps): one startup with its
 * child rows and the viewer's rights on it, and the startups the viewer may edit.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '@/server/context';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { entityIdsOf, entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import { organizations } from '@/modules/organizations/schema';
import {
  fundingRoundInvestors,
  fundingRounds,
  startupAccelerationPrograms,
  startupCompetitors,
  startupGovernmentSupports,
  startupImportantUpdates,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';
import type { StartupEditorData } from './ui/startup-editor';

type ChildTable =
  | typeof startupTeamMembers
  | typeof fundingRounds
  | typeof startupPatents
  | typeof startupImportantUpdates
  | typeof startupCompetitors
  | typeof startupGovernmentSupports
  | typeof startupAccelerationPrograms;

/**
 * The startup as the edit steps show it (StartupEditorData): every information field, the team
 * and rounds with their ids (and round investors' names, lead first), the detail lists by kind
 * and what the viewer may change. Needs any editing scope on it (or admin).
 * @throws UnauthorizedError; NotFoundError (also when the viewer has no scope, so hidden
 *   startups are not revealed).
 */
export async function getStartupForEdit(
  ctx: Ctx,
  seoUrl: string,
): Promise<StartupEditorData & { name: string }> {
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
  /** The startup's rows of a child table, in `order`. */
  const childRows = <T extends ChildTable>(table: T, order: AnyPgColumn) =>
    ctx.db
      .select()
      .from(table as ChildTable)
      .where(eq(table.startupId, row.id))
      .orderBy(asc(order)) as unknown as Promise<Array<T['$inferSelect']>>;
  const [team, rounds, patents, updates, competitors, supports, programs] = await Promise.all([
    childRows(startupTeamMembers, startupTeamMembers.sortOrder),
    childRows(fundingRounds, fundingRounds.sortOrder),
    childRows(startupPatents, startupPatents.id),
    childRows(startupImportantUpdates, startupImportantUpdates.updateDate),
    childRows(startupCompetitors, startupCompetitors.id),
    childRows(startupGovernmentSupports, startupGovernmentSupports.id),
    childRows(startupAccelerationPrograms, startupAccelerationPrograms.id),
  ]);
  const links = rounds.length
    ? await ctx.db
        .select({
          roundId: fundingRoundInvestors.roundId,
          organizationId: fundingRoundInvestors.organizationId,
          isLead: fundingRoundInvestors.isLead,
          name: organizations.name,
        })
        .from(fundingRoundInvestors)
        .innerJoin(organizations, eq(organizations.id, fundingRoundInvestors.organizationId))
        .where(
          inArray(
            fundingRoundInvestors.roundId,
            rounds.map((r) => r.id),
          ),
        )
    : [];
  const { id, seoUrl: slug, isVisible, name, ...rest } = row;
  const info: Record<string, unknown> = { name };
  for (const k of INFO_KEYS) info[k] = rest[k];
  return {
    id,
    seoUrl: slug,
    name,
    isVisible,
    info,
    teamMembers: team.map(({ startupId: _s, sortOrder: _o, personId: _p, ...m }) => m),
    rounds: rounds.map(({ startupId: _s, sortOrder: _o, amountUsd: _u, ...r }) => ({
      ...r,
      investors: links
        .filter((l) => l.roundId === r.id)
        .sort((a, b) => Number(b.isLead) - Number(a.isLead))
        .map(({ organizationId, name: investor, isLead }) => ({ organizationId, name: investor, isLead })),
    })),
    details: {
      competitor: competitors,
      governmentsupport: supports,
      AccelerationProgram: programs,
      incubationcenter: row.incubationCenterIds.map((orgId) => ({ id: orgId })),
      importantupdate: updates,
      patent: patents,
    },
    can,
  };
}

/** The startup columns the information steps edit. */
const INFO_KEYS = [
  'officialName',
  'tagline',
  'sectorIds',
  'stageId',
  'employeeCountId',
  'operatingStatusId',
  'foundationDate',
  'countryId',
  'cityId',
  'incorporated',
  'website',
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'description',
  'technologyIds',
  'businessModelIds',
  'revenueModelIds',
  'targetGroup',
  'competitiveAdvantage',
  'revenueModelDescription',
  'marketSize',
  'marketSizeCurrency',
  'investmentSeekingStatusId',
  'investmentSeekingTourId',
  'investmentSeekingTypeId',
  'seekingInvestmentAmount',
  'seekingInvestmentCurrency',
  'seekingValuation',
  'seekingStartDate',
  'seekingEndDate',
] as const satisfies ReadonlyArray<keyof typeof startups.$inferSelect>;

/** The startups the viewer may edit (any editing scope), newest first — "my startups". */
export async function listMyStartups(
  ctx: Ctx,
): Promise<Array<{ id: number; name: string; seoUrl: string; isVisible: boolean }>> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const ids = entityIdsOf(ctx.viewer.access, 'startup');
  if (!ids.length) return [];
  return ctx.db
    .select({ id: startups.id, name: startups.name, seoUrl: startups.seoUrl, isVisible: startups.isVisible })
    .from(startups)
    .where(inArray(startups.id, ids))
    .orderBy(sql`${startups.createdAt} DESC`);
}

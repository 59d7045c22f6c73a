/**
 * The child collections of a startup written as whole lists (spec §7 Company v1 child
 * collections; team members PUT): the team, the funding rounds and the round investors. (Lists
 * added to or deleted from by detail kind are in details.ts.) Each call checks the collection's scope through editStartup, applies
 * the one rule set of editing-rules.ts to every row (problems named `<i>.<field>`), writes in
 * one transaction and recomputes the derived startup columns.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { organizations } from '@/modules/organizations/schema';
import { fundingRoundInvestors, fundingRounds, startupTeamMembers } from './schema';
import { editStartup, refreshDerived, teamRows, type TeamMemberInput } from './editing';
import { fail, rowValues } from './editing-rules';

type Row = Record<string, unknown>;

/**
 * Replaces the team (STARTUP_IAM_WRITE): at least one member stays.
 * @throws ValidationError `startup.team_required` and field errors.
 */
export async function saveTeamMembers(ctx: Ctx, id: number, members: TeamMemberInput[]): Promise<void> {
  let rows: ReturnType<typeof teamRows> = [];
  await editStartup(
    ctx,
    id,
    'STARTUP_IAM_WRITE',
    'startup.team',
    async (tx) => {
      await tx.delete(startupTeamMembers).where(eq(startupTeamMembers.startupId, id));
      await tx.insert(startupTeamMembers).values(rows);
    },
    { validate: () => void (rows = teamRows(id, members)) },
  );
}

/** A funding round as the Company calls send it (amounts in `amountCurrency`, share percent 0–100). */
export interface InvestmentInput {
  announcedDate?: string | null;
  tourId?: number | null;
  investmentTypeId?: number | null;
  amount?: number | null;
  amountCurrency: string;
  preMoneyValuation?: number | null;
  valuationCurrency?: string | null;
  shareRatio?: number | null;
}

/**
 * Replaces the funding rounds (STARTUP_FINANCIAL_WRITE); totals and last round date follow.
 * @throws ValidationError for bad amounts, currencies, dates or types.
 */
export async function saveInvestments(ctx: Ctx, id: number, rounds: InvestmentInput[]): Promise<void> {
  let values: ReturnType<typeof rowValues<'investment'>> = [];
  await editStartup(
    ctx,
    id,
    'STARTUP_FINANCIAL_WRITE',
    'startup.investments',
    async (tx) => {
      await tx.delete(fundingRounds).where(eq(fundingRounds.startupId, id));
      if (values.length)
        await tx.insert(fundingRounds).values(values.map((v, i) => ({ ...v, startupId: id, sortOrder: i })));
      await refreshDerived(tx, id);
    },
    { validate: () => void (values = rowValues('investment', rounds as unknown as Row[])) },
  );
}

/** An investor of a funding round: an organization; `isLead` marks the lead investor. */
export interface RoundInvestorInput {
  roundId: number;
  organizationId: number;
  isLead?: boolean;
}

/**
 * Adds investors to the startup's funding rounds (STARTUP_FINANCIAL_WRITE). A round must be the
 * startup's (`<i>.roundId`) and the organization must exist (`<i>.organizationId`); an investor
 * already on the round is refused ('this entry already exists'); a new lead investor replaces
 * the round's previous lead.
 */
export async function addRoundInvestors(ctx: Ctx, id: number, list: RoundInvestorInput[]): Promise<void> {
  await editStartup(ctx, id, 'STARTUP_FINANCIAL_WRITE', 'startup.investors.add', async (tx) => {
    const rounds = new Set(
      (
        await tx.select({ id: fundingRounds.id }).from(fundingRounds).where(eq(fundingRounds.startupId, id))
      ).map((r) => r.id),
    );
    const orgIds = list.map((l) => l.organizationId);
    const known = new Set(
      orgIds.length
        ? (
            await tx
              .select({ id: organizations.id })
              .from(organizations)
              .where(inArray(organizations.id, orgIds))
          ).map((r) => r.id)
        : [],
    );
    const fields: Record<string, string> = {};
    list.forEach((l, i) => {
      if (!rounds.has(l.roundId)) fields[`${i}.roundId`] = 'generic.invalid_field';
      if (!known.has(l.organizationId)) fields[`${i}.organizationId`] = 'generic.invalid_field';
    });
    if (Object.keys(fields).length) fail(fields);
    const pairs = new Set(list.map((l) => `${l.roundId}:${l.organizationId}`));
    const existing = list.length
      ? await tx
          .select({
            roundId: fundingRoundInvestors.roundId,
            organizationId: fundingRoundInvestors.organizationId,
          })
          .from(fundingRoundInvestors)
          .where(inArray(fundingRoundInvestors.roundId, [...new Set(list.map((l) => l.roundId))]))
      : [];
    if (pairs.size !== list.length || existing.some((e) => pairs.has(`${e.roundId}:${e.organizationId}`)))
      throw new ConflictError('generic.duplicate');
    const leads = list.filter((l) => l.isLead).map((l) => l.roundId);
    if (leads.length)
      await tx
        .update(fundingRoundInvestors)
        .set({ isLead: false })
        .where(inArray(fundingRoundInvestors.roundId, leads));
    if (list.length)
      await tx.insert(fundingRoundInvestors).values(
        list.map((l) => ({
          roundId: l.roundId,
          organizationId: l.organizationId,
          isLead: l.isLead === true,
        })),
      );
  });
}

/** Removes investors from the startup's rounds (STARTUP_FINANCIAL_WRITE); 404 (nothing removed) when one is not there. */
export async function removeRoundInvestors(
  ctx: Ctx,
  id: number,
  list: Array<{ roundId: number; organizationId: number }>,
): Promise<void> {
  await editStartup(ctx, id, 'STARTUP_FINANCIAL_WRITE', 'startup.investors.delete', async (tx) => {
    for (const l of list) {
      const removed = await tx
        .delete(fundingRoundInvestors)
        .where(
          and(
            eq(fundingRoundInvestors.roundId, l.roundId),
            eq(fundingRoundInvestors.organizationId, l.organizationId),
            sql`${fundingRoundInvestors.roundId} in (select ${fundingRounds.id} from ${fundingRounds} where ${fundingRounds.startupId} = ${id})`,
          ),
        )
        .returning({ roundId: fundingRoundInvestors.roundId });
      if (!removed.length) throw new NotFoundError('generic.not_found');
    }
  });
}

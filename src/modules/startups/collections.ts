/**
 * The child collections of a startup written as whole lists (spec §7 Company v1 child
 * collections; team members PUT): the team, the funding rounds and the round investors. (Lists
 * added to or deleted from by detail kind are in details.ts.) Each call checks the collection's scope through editStartup, applies
 * the one rule set of editing-rules.ts to every row (problems named `<i>.<field>`), writes in
 * one transaction and recomputes the derived startup columns.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ConflictError, NotFoundError } from '@/server/errors';
import { organizations } from '@/modules/organizations/schema';
import { fundingRoundInvestors, fundingRounds, startupTeamMembers } from './schema';
import { editStartup, refreshDerived, requireStartupScope, teamRows, type TeamMemberInput } from './editing';
import { fail, rowValues, startupTexts } from './editing-rules';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';

type Row = Record<string, unknown>;

/**
 * Makes the startup's rows of `table` exactly `rows`: rows with an id (of this startup) are
 * updated in place — so what hangs on them (a round's investors) stays — rows without one are
 * created, and the startup's other rows are deleted.
 * @throws NotFoundError `generic.not_found` for an id that is not one of the startup's rows.
 */
async function syncRows(
  tx: Db,
  table: typeof fundingRounds | typeof startupTeamMembers,
  startupId: number,
  rows: Array<{ id?: number | null; values: Record<string, unknown> }>,
): Promise<number[]> {
  const existing = new Set(
    (await tx.select({ id: table.id }).from(table).where(eq(table.startupId, startupId))).map((r) => r.id),
  );
  const kept = rows.flatMap((r) => (r.id ? [r.id] : []));
  if (kept.some((rowId) => !existing.has(rowId))) throw new NotFoundError('generic.not_found');
  const removed = [...existing].filter((rowId) => !kept.includes(rowId));
  if (removed.length) await tx.delete(table).where(inArray(table.id, removed));
  const ids: number[] = [];
  for (const [i, r] of rows.entries()) {
    const values = { ...r.values, startupId, sortOrder: i };
    if (r.id) {
      await tx.update(table).set(values).where(eq(table.id, r.id));
      ids.push(r.id);
    } else {
      const [created] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      ids.push(created!.id);
    }
  }
  return ids;
}

/**
 * Saves the whole team (STARTUP_IAM_WRITE): members with an id are updated, new ones created,
 * missing ones removed; at least one member stays.
 * @returns the member ids in list order.
 * @throws ValidationError `startup.team_required` and field errors; NotFoundError for a foreign id.
 */
export async function saveTeamMembers(ctx: Ctx, id: number, members: TeamMemberInput[]): Promise<number[]> {
  const userId = requireStartupScope(ctx, id, 'STARTUP_IAM_WRITE');
  await assertNoBannedWords(ctx.db, startupTexts({}, members), { userId });
  let rows: ReturnType<typeof teamRows> = [];
  let ids: number[] = [];
  await editStartup(
    ctx,
    id,
    'STARTUP_IAM_WRITE',
    'startup.team',
    async (tx) => {
      ids = await syncRows(
        tx,
        startupTeamMembers,
        id,
        rows.map((values, i) => ({ id: members[i]!.id, values })),
      );
    },
    { validate: () => void (rows = teamRows(id, members)) },
  );
  return ids;
}

/** A funding round as the Company calls send it (amounts in `amountCurrency`, share percent 0–100). */
export interface InvestmentInput {
  /** The round to update; absent → a new round. */
  id?: number | null;
  announcedDate?: string | null;
  tourId?: number | null;
  investmentTypeId?: number | null;
  amount?: number | null;
  amountCurrency: string;
  preMoneyValuation?: number | null;
  valuationCurrency?: string | null;
  shareRatio?: number | null;
  amountReceived?: number | null;
  /** YYYY-MM-DD; the start is not after the end ('validation.date_order'). */
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Saves the whole list of funding rounds (STARTUP_FINANCIAL_WRITE): rounds with an id are
 * updated (their investors stay), new ones created, missing ones deleted; totals and the last
 * round date follow. @returns the round ids in list order.
 * @throws ValidationError for bad amounts, currencies, dates or types.
 */
export async function saveInvestments(ctx: Ctx, id: number, rounds: InvestmentInput[]): Promise<number[]> {
  let values: ReturnType<typeof rowValues<'investment'>> = [];
  let ids: number[] = [];
  await editStartup(
    ctx,
    id,
    'STARTUP_FINANCIAL_WRITE',
    'startup.investments',
    async (tx) => {
      ids = await syncRows(
        tx,
        fundingRounds,
        id,
        values.map((v, i) => ({ id: rounds[i]!.id, values: v })),
      );
      await refreshDerived(tx, id);
    },
    { validate: () => void (values = rowValues('investment', rounds as unknown as Row[])) },
  );
  return ids;
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
    if (!list.length) return;
    const removed = await tx
      .delete(fundingRoundInvestors)
      .where(
        and(
          or(
            ...list.map((l) =>
              and(
                eq(fundingRoundInvestors.roundId, l.roundId),
                eq(fundingRoundInvestors.organizationId, l.organizationId),
              ),
            ),
          ),
          sql`${fundingRoundInvestors.roundId} in (select ${fundingRounds.id} from ${fundingRounds} where ${fundingRounds.startupId} = ${id})`,
        ),
      )
      .returning({ roundId: fundingRoundInvestors.roundId });
    // One pair that is not there undoes the whole delete (the transaction rolls back).
    if (removed.length !== new Set(list.map((l) => `${l.roundId}:${l.organizationId}`)).size)
      throw new NotFoundError('generic.not_found');
  });
}

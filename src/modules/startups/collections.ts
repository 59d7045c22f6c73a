/**
 * The child collections of a startup written as lists (spec §7 Company v1 child collections
 * "POST with companyId and a list"; team members PUT): the team, the funding rounds, patents
 * and important updates. Each call checks the collection's scope through editStartup, applies
 * the one rule set of editing-rules.ts to every row (problems named `<i>.<field>`), writes in
 * one transaction and recomputes the derived startup columns.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { fundingRounds, startupImportantUpdates, startupPatents, startupTeamMembers } from './schema';
import { editStartup, refreshDerived, teamRows, type TeamMemberInput } from './editing';
import { rowValues } from './editing-rules';

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

/**
 * Adds patents (WRITE): each needs both a name and an application number ('You need to fill
 * both patent name and application number.'); an application number already on the startup
 * is refused ('this entry already exists').
 */
export async function addPatents(
  ctx: Ctx,
  id: number,
  patents: Array<{ name: string; applicationNumber: string }>,
): Promise<void> {
  let values: ReturnType<typeof rowValues<'patent'>> = [];
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.patents',
    async (tx) => {
      const numbers = values.map((p) => p.applicationNumber);
      const existing = await tx
        .select({ n: startupPatents.applicationNumber })
        .from(startupPatents)
        .where(and(eq(startupPatents.startupId, id), inArray(startupPatents.applicationNumber, numbers)));
      if (existing.length || new Set(numbers).size !== numbers.length)
        throw new ConflictError('generic.duplicate');
      await tx.insert(startupPatents).values(values.map((p) => ({ ...p, startupId: id })));
      await refreshDerived(tx, id);
    },
    { validate: () => void (values = rowValues('patent', patents)) },
  );
}

/** Adds important updates (WRITE): each needs a text and a date ('startup.update_incomplete'). */
export async function addImportantUpdates(
  ctx: Ctx,
  id: number,
  updates: Array<{ text: string; date: string }>,
): Promise<void> {
  let values: ReturnType<typeof rowValues<'importantupdate'>> = [];
  await editStartup(
    ctx,
    id,
    'WRITE',
    'startup.updates',
    async (tx) => {
      await tx.insert(startupImportantUpdates).values(values.map((u) => ({ ...u, startupId: id })));
    },
    {
      validate: () =>
        void (values = rowValues(
          'importantupdate',
          updates.map((u) => ({ text: u.text, updateDate: u.date })),
        )),
    },
  );
}

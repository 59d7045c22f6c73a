/**
 * Startup details by kind (spec public-and-account §3 "Detail kinds", §7 v2 "detail by key GET,
 * POST, PUT, DELETE by detail id"): technology, businessmodel, revenuemodel (reference ids on
 * the startup), patent, investment, governmentsupport, importantupdate, teammember, competitor
 * (child rows). Each write checks the kind's scope (investments STARTUP_FINANCIAL_WRITE, team
 * STARTUP_IAM_WRITE, the rest WRITE), needs the startup visible, runs in one transaction with
 * an audit row and keeps the derived columns (hasInvestment, totals, hasPatent, supports) true.
 * Not yet: incubationcenter and AccelerationProgram (program organizations).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError, NotFoundError, ValidationError } from '@/server/errors';
import { entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import {
  fundingRounds,
  startupCompetitors,
  startupGovernmentSupports,
  startupImportantUpdates,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';
import { editStartup, refreshDerived } from './editing';
import { rowValues, type RowKind } from './editing-rules';

export const DETAIL_KINDS = [
  'technology',
  'businessmodel',
  'revenuemodel',
  'patent',
  'investment',
  'governmentsupport',
  'importantupdate',
  'teammember',
  'competitor',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

type Input = Record<string, unknown>;
const invalid = (field: string, key = 'generic.invalid_field'): never => {
  throw new ValidationError(key, { [field]: key });
};

/** Kinds stored as reference-id arrays on the startup row. */
const ARRAY_KINDS = {
  technology: { column: 'technologyIds', list: 'technology' },
  businessmodel: { column: 'businessModelIds', list: 'businessModel' },
  revenuemodel: { column: 'revenueModelIds', list: 'revenueModel' },
} as const satisfies Partial<
  Record<DetailKind, { column: keyof typeof startups.$inferSelect; list: TypeListKey }>
>;
type ArrayKind = keyof typeof ARRAY_KINDS;
const isArrayKind = (k: DetailKind): k is ArrayKind => k in ARRAY_KINDS;

/** Table kinds: their table and scope; values are checked by editing-rules' ROW_RULES. */
const TABLE_KINDS = {
  patent: { table: startupPatents, scope: 'WRITE' },
  investment: { table: fundingRounds, scope: 'STARTUP_FINANCIAL_WRITE' },
  governmentsupport: { table: startupGovernmentSupports, scope: 'WRITE' },
  importantupdate: { table: startupImportantUpdates, scope: 'WRITE' },
  teammember: { table: startupTeamMembers, scope: 'STARTUP_IAM_WRITE' },
  competitor: { table: startupCompetitors, scope: 'WRITE' },
} as const satisfies Record<RowKind, { scope: Scope; table: unknown }>;
type TableKind = keyof typeof TABLE_KINDS;

const scopeOf = (kind: DetailKind): Scope =>
  isArrayKind(kind) ? 'WRITE' : TABLE_KINDS[kind as TableKind].scope;

/**
 * The details of `kind` of a startup: reference ids (`[{ id }]`) or rows. Visible startups are
 * public; a hidden one answers 404 unless the viewer holds a scope on it.
 */
export async function listStartupDetails(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
): Promise<Array<Record<string, unknown>>> {
  const [row] = await ctx.db.select().from(startups).where(eq(startups.id, id));
  const member = ctx.viewer.isAdmin || hasScope(ctx.viewer.access, entityKey('startup', id), 'READ');
  if (!row || (!row.isVisible && !member)) throw new NotFoundError('startup.not_found');
  if (isArrayKind(kind)) return (row[ARRAY_KINDS[kind].column] as number[]).map((typeId) => ({ id: typeId }));
  const { table } = TABLE_KINDS[kind as TableKind];
  return (await ctx.db.select().from(table).where(eq(table.startupId, id)).orderBy(asc(table.id))) as Array<
    Record<string, unknown>
  >;
}

/**
 * Adds one detail. Input: `{ id }` (a reference id) for technology/businessmodel/revenuemodel,
 * else the row's fields. @returns the new detail id. @throws 400/403/404/409 as for edits.
 */
export async function addStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  input: Input,
): Promise<number> {
  let created = 0;
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.add`, async (tx) => {
    if (isArrayKind(kind)) {
      const { column, list } = ARRAY_KINDS[kind];
      if (!isTypeOf(list, input.id)) invalid('id');
      const [row] = await tx.select({ ids: startups[column] }).from(startups).where(eq(startups.id, id));
      if (row!.ids.includes(input.id as number)) throw new ConflictError('generic.duplicate');
      await tx
        .update(startups)
        .set({ [column]: [...row!.ids, input.id as number], updatedAt: new Date() })
        .where(eq(startups.id, id));
      created = input.id as number;
      return;
    }
    const spec = TABLE_KINDS[kind as TableKind];
    const [values] = rowValues(kind as TableKind, [input], '');
    if (kind === 'patent') {
      const [dup] = await tx
        .select({ id: startupPatents.id })
        .from(startupPatents)
        .where(
          and(
            eq(startupPatents.startupId, id),
            eq(startupPatents.applicationNumber, (values as { applicationNumber: string }).applicationNumber),
          ),
        );
      if (dup) throw new ConflictError('generic.duplicate');
    }
    const [row] = await tx
      .insert(spec.table)
      .values({ ...values, startupId: id } as never)
      .returning({ id: spec.table.id });
    created = row!.id;
    await refreshDerived(tx, id);
  });
  return created;
}

/** Replaces one detail (`detailId`: a row id, or the reference id to swap). @throws 404 when it is not there. */
export async function updateStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  detailId: number,
  input: Input,
): Promise<void> {
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.update`, async (tx) => {
    if (isArrayKind(kind)) {
      const { column, list } = ARRAY_KINDS[kind];
      if (!isTypeOf(list, input.id)) invalid('id');
      const [row] = await tx.select({ ids: startups[column] }).from(startups).where(eq(startups.id, id));
      if (!row!.ids.includes(detailId)) throw new NotFoundError('generic.not_found');
      const next = [...new Set(row!.ids.map((x) => (x === detailId ? (input.id as number) : x)))];
      await tx
        .update(startups)
        .set({ [column]: next, updatedAt: new Date() })
        .where(eq(startups.id, id));
      return;
    }
    const spec = TABLE_KINDS[kind as TableKind];
    const changed = await tx
      .update(spec.table)
      .set(rowValues(kind as TableKind, [input], '')[0] as never)
      .where(and(eq(spec.table.id, detailId), eq(spec.table.startupId, id)))
      .returning({ id: spec.table.id });
    if (!changed.length) throw new NotFoundError('generic.not_found');
    await refreshDerived(tx, id);
  });
}

/** Deletes one detail; the last team member cannot be deleted ('startup.team_required'). */
export async function deleteStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  detailId: number,
): Promise<void> {
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.delete`, async (tx) => {
    if (isArrayKind(kind)) {
      const { column } = ARRAY_KINDS[kind];
      const [row] = await tx.select({ ids: startups[column] }).from(startups).where(eq(startups.id, id));
      if (!row!.ids.includes(detailId)) throw new NotFoundError('generic.not_found');
      await tx
        .update(startups)
        .set({ [column]: row!.ids.filter((x) => x !== detailId), updatedAt: new Date() })
        .where(eq(startups.id, id));
      return;
    }
    const spec = TABLE_KINDS[kind as TableKind];
    if (kind === 'teammember') {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(startupTeamMembers)
        .where(eq(startupTeamMembers.startupId, id));
      if ((count?.n ?? 0) <= 1) throw new ValidationError('startup.team_required');
    }
    const removed = await tx
      .delete(spec.table)
      .where(and(eq(spec.table.id, detailId), eq(spec.table.startupId, id)))
      .returning({ id: spec.table.id });
    if (!removed.length) throw new NotFoundError('generic.not_found');
    await refreshDerived(tx, id);
  });
}

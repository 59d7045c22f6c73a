/**
 * Startup details by kind (spec public-and-account §3 "Detail kinds", §7 v2 "detail by key GET,
 * POST, PUT, DELETE by detail id" and the v1 child collections "POST with companyId and a list
 * body; DELETE with body"): technology, businessmodel, revenuemodel (reference ids on the
 * startup), incubationcenter (organization ids on the startup), patent, investment,
 * governmentsupport, importantupdate, teammember, competitor, AccelerationProgram (child rows).
 * Each write checks the kind's scope (investments STARTUP_FINANCIAL_WRITE, team
 * STARTUP_IAM_WRITE, the rest WRITE), needs the startup visible, runs in one transaction with
 * an audit row — a list is written whole or not at all — and keeps the derived columns
 * (hasInvestment, totals, hasPatent, supports, programIds) true.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ConflictError, NotFoundError, ValidationError } from '@/server/errors';
import { entityKey, hasScope, type Scope } from '@/modules/access/permissions';
import { isTypeOf, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import { organizations } from '@/modules/organizations/schema';
import { INCUBATION_ORGANIZATION_TYPES } from '@/modules/organizations/organizations';
import {
  fundingRounds,
  startupAccelerationPrograms,
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
  'incubationcenter',
  'patent',
  'investment',
  'governmentsupport',
  'importantupdate',
  'teammember',
  'competitor',
  'AccelerationProgram',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

type Input = Record<string, unknown>;
const invalid = (field: string, key = 'generic.invalid_field'): never => {
  throw new ValidationError(key, { [field]: key });
};

/** Kinds stored as id arrays on the startup row (reference ids, or organization ids). */
const ARRAY_KINDS = {
  technology: { column: 'technologyIds', list: 'technology' },
  businessmodel: { column: 'businessModelIds', list: 'businessModel' },
  revenuemodel: { column: 'revenueModelIds', list: 'revenueModel' },
  incubationcenter: { column: 'incubationCenterIds', list: null },
} as const satisfies Partial<
  Record<DetailKind, { column: keyof typeof startups.$inferSelect; list: TypeListKey | null }>
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
  AccelerationProgram: { table: startupAccelerationPrograms, scope: 'WRITE' },
} as const satisfies Record<RowKind, { scope: Scope; table: unknown }>;
type TableKind = keyof typeof TABLE_KINDS;

const scopeOf = (kind: DetailKind): Scope =>
  isArrayKind(kind) ? 'WRITE' : TABLE_KINDS[kind as TableKind].scope;

/** Checks the ids an array kind may hold; 400 `<i>.id` naming the first bad one. */
async function checkArrayIds(tx: Db, kind: ArrayKind, ids: unknown[]): Promise<number[]> {
  const { list } = ARRAY_KINDS[kind];
  ids.forEach((id, i) => {
    if (list ? !isTypeOf(list, id) : !Number.isInteger(id)) invalid(`${i}.id`);
  });
  const numbers = ids as number[];
  if (list === null && numbers.length) {
    const found = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          inArray(organizations.id, numbers),
          inArray(organizations.typeId, INCUBATION_ORGANIZATION_TYPES),
          eq(organizations.isApproved, true),
        ),
      );
    const known = new Set(found.map((r) => r.id));
    numbers.forEach((id, i) => known.has(id) || invalid(`${i}.id`));
  }
  return numbers;
}

async function arrayOf(tx: Db, id: number, kind: ArrayKind): Promise<number[]> {
  const column = ARRAY_KINDS[kind].column;
  const [row] = await tx.select({ ids: startups[column] }).from(startups).where(eq(startups.id, id));
  return row!.ids;
}
async function setArray(tx: Db, id: number, kind: ArrayKind, ids: number[]): Promise<void> {
  await tx
    .update(startups)
    .set({ [ARRAY_KINDS[kind].column]: ids, updatedAt: new Date() })
    .where(eq(startups.id, id));
}

/**
 * The details of `kind` of a startup: ids (`[{ id }]`) or rows. Visible startups are public; a
 * hidden one answers 404 unless the viewer holds a scope on it.
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
 * Adds details in one transaction. Input: `{ id }` per item for the array kinds (a reference
 * id; an organization id for incubationcenter), else the row's fields.
 * @returns the new detail ids in input order.
 * @throws 400 naming `<i>.<field>`; 403; 404; 409 'generic.duplicate' for an id or patent
 *   application number already there (or twice in the list); 409 visibility off.
 */
export async function addStartupDetails(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  inputs: Input[],
): Promise<number[]> {
  let created: number[] = [];
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.add`, async (tx) => {
    if (isArrayKind(kind)) {
      const ids = await checkArrayIds(
        tx,
        kind,
        inputs.map((i) => i.id),
      );
      const current = await arrayOf(tx, id, kind);
      if (new Set([...current, ...ids]).size !== current.length + ids.length)
        throw new ConflictError('generic.duplicate');
      await setArray(tx, id, kind, [...current, ...ids]);
      created = ids;
      return;
    }
    const spec = TABLE_KINDS[kind as TableKind];
    const values = rowValues(kind as TableKind, inputs, '');
    if (kind === 'patent') {
      const numbers = (values as Array<{ applicationNumber: string }>).map((v) => v.applicationNumber);
      const dup = numbers.length
        ? await tx
            .select({ id: startupPatents.id })
            .from(startupPatents)
            .where(and(eq(startupPatents.startupId, id), inArray(startupPatents.applicationNumber, numbers)))
        : [];
      if (dup.length || new Set(numbers).size !== numbers.length)
        throw new ConflictError('generic.duplicate');
    }
    if (!values.length) return;
    const rows = await tx
      .insert(spec.table)
      .values(values.map((v) => ({ ...v, startupId: id })) as never)
      .returning({ id: spec.table.id });
    created = rows.map((r) => r.id);
    await refreshDerived(tx, id);
  });
  return created;
}

/** Adds one detail; see addStartupDetails. @returns the new detail id. */
export async function addStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  input: Input,
): Promise<number> {
  return (await addStartupDetails(ctx, id, kind, [input]))[0]!;
}

/** Replaces one detail (`detailId`: a row id, or the id to swap). @throws 404 when it is not there. */
export async function updateStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  detailId: number,
  input: Input,
): Promise<void> {
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.update`, async (tx) => {
    if (isArrayKind(kind)) {
      const [next] = await checkArrayIds(tx, kind, [input.id]);
      const current = await arrayOf(tx, id, kind);
      if (!current.includes(detailId)) throw new NotFoundError('generic.not_found');
      await setArray(tx, id, kind, [...new Set(current.map((x) => (x === detailId ? next! : x)))]);
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

/**
 * Deletes details by id in one transaction (all or none): 404 when one is not there; the last
 * team member cannot be deleted ('startup.team_required').
 */
export async function deleteStartupDetails(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  detailIds: number[],
): Promise<void> {
  const wanted = [...new Set(detailIds)];
  await editStartup(ctx, id, scopeOf(kind), `startup.detail.${kind}.delete`, async (tx) => {
    if (isArrayKind(kind)) {
      const current = await arrayOf(tx, id, kind);
      if (wanted.some((d) => !current.includes(d))) throw new NotFoundError('generic.not_found');
      await setArray(
        tx,
        id,
        kind,
        current.filter((x) => !wanted.includes(x)),
      );
      return;
    }
    const spec = TABLE_KINDS[kind as TableKind];
    if (kind === 'teammember') {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(startupTeamMembers)
        .where(eq(startupTeamMembers.startupId, id));
      if ((count?.n ?? 0) <= wanted.length) throw new ValidationError('startup.team_required');
    }
    if (!wanted.length) return;
    const removed = await tx
      .delete(spec.table)
      .where(and(inArray(spec.table.id, wanted), eq(spec.table.startupId, id)))
      .returning({ id: spec.table.id });
    // A missing id undoes the whole delete: the transaction rolls back.
    if (removed.length !== wanted.length) throw new NotFoundError('generic.not_found');
    await refreshDerived(tx, id);
  });
}

/** Deletes one detail; see deleteStartupDetails. */
export async function deleteStartupDetail(
  ctx: Ctx,
  id: number,
  kind: DetailKind,
  detailId: number,
): Promise<void> {
  await deleteStartupDetails(ctx, id, kind, [detailId]);
}

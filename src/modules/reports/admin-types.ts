/**
 * Report types in report management (issue 16 §2 "types (a type in use cannot be deleted)"; D §2
 * `report-management/report-type`; D §7 "management create, update, delete for … type"). Super
 * admins and report admins; every change audited.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { reports, reportTypes } from './schema';
import { audit, conflict, parseInput, requireReportAdmin, sqlStateOf } from './admin-access';
import { typeInput, type TypeInput } from './admin-validation';

/** A report type as report management shows it. */
export interface TypeAdminView {
  id: number;
  nameEn: string;
  nameTr: string;
  sortOrder: number;
  isActive: boolean;
  reportCount: number;
}

const typeEntity = (id: number) => `report-type:${id}`;

async function loadTypes(db: Db, id?: number): Promise<TypeAdminView[]> {
  return db
    .select({
      id: reportTypes.id,
      nameEn: reportTypes.nameEn,
      nameTr: reportTypes.nameTr,
      sortOrder: reportTypes.sortOrder,
      isActive: reportTypes.isActive,
      reportCount: sql<number>`(select count(*)::int from "reports" r where r."type_id" = "report_types"."id")`,
    })
    .from(reportTypes)
    .where(id === undefined ? undefined : eq(reportTypes.id, id))
    .orderBy(asc(reportTypes.sortOrder), asc(reportTypes.id));
}

/**
 * Every report type with the number of reports of each.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listTypesForAdmin(ctx: Ctx): Promise<TypeAdminView[]> {
  requireReportAdmin(ctx);
  return loadTypes(ctx.db);
}

async function getType(db: Db, id: number): Promise<TypeAdminView> {
  const [view] = await loadTypes(db, id);
  if (!view) throw new NotFoundError('report.type_not_found');
  return view;
}

/**
 * Creates a type: English and Turkish names, order, active switch.
 * @throws UnauthorizedError; ForbiddenError; ValidationError with fields ('validation.required').
 */
export async function createType(ctx: Ctx, input: TypeInput): Promise<TypeAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(typeInput, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(reportTypes).values(v).returning({ id: reportTypes.id });
    await audit(tx, actor, 'report.type.create', typeEntity(row!.id), v);
    return row!.id;
  });
  return getType(ctx.db, id);
}

/**
 * Replaces a type's names, order and active switch.
 * @throws as {@link createType}; NotFoundError 'report.type_not_found'.
 */
export async function updateType(ctx: Ctx, id: number, input: TypeInput): Promise<TypeAdminView> {
  const actor = requireReportAdmin(ctx);
  const v = parseInput(typeInput, input);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reportTypes).where(eq(reportTypes.id, id)).for('update');
    if (!before) throw new NotFoundError('report.type_not_found');
    await tx.update(reportTypes).set(v).where(eq(reportTypes.id, id));
    const from = {
      nameEn: before.nameEn,
      nameTr: before.nameTr,
      sortOrder: before.sortOrder,
      isActive: before.isActive,
    };
    await audit(tx, actor, 'report.type.update', typeEntity(id), { from, to: v });
  });
  return getType(ctx.db, id);
}

/**
 * Deletes a type no report uses.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'report.type_not_found'; 409
 *   'report.type_in_use' ("used by {count} reports"; deactivate it instead).
 */
export async function deleteType(ctx: Ctx, id: number): Promise<void> {
  const actor = requireReportAdmin(ctx);
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reportTypes).where(eq(reportTypes.id, id)).for('update');
      if (!row) throw new NotFoundError('report.type_not_found');
      const [used] = await tx.select({ n: count() }).from(reports).where(eq(reports.typeId, id));
      if (used!.n > 0) throw conflict('report.type_in_use', undefined, { count: used!.n });
      await tx.delete(reportTypes).where(eq(reportTypes.id, id));
      await audit(tx, actor, 'report.type.delete', typeEntity(id), {
        nameEn: row.nameEn,
        nameTr: row.nameTr,
      });
    });
  } catch (error) {
    // A report given this type meanwhile: the foreign key refuses, with the same answer.
    if (sqlStateOf(error) === '23503') throw conflict('report.type_in_use', undefined, { count: 1 });
    throw error;
  }
}

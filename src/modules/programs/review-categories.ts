/**
 * Review categories changed on their own (dashboard-and-operations §7 POST/PUT/DELETE
 * ProgramReviewCategory?programId; §5 and §9 "review category weights sum to 100"). Each call
 * is one transaction: the categories after the change must still be valid (at least one, every
 * name filled, weights summing to 100), else nothing is written.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { programs } from '@/modules/organizations/schema';
import { requireOrganizationWrite } from './program-editor';
import { programReviewCategories } from './schema';
import { reviewCategoryProblems } from './scoring';

export interface CategoryRow {
  id?: number | null;
  name?: string | null;
  description?: string | null;
  /** Percent 0–100. */
  weight?: number | null;
}

/**
 * `post` adds `rows`, `put` updates the rows with those ids, `delete` removes them.
 * @returns the program's categories after the change, in order.
 * @throws UnauthorizedError; NotFoundError (program, or an id not of this program);
 * ForbiddenError; ValidationError 'program.weights_sum' | 'program.review_category_required'.
 */
export async function changeReviewCategories(
  ctx: Ctx,
  programId: number,
  op: 'post' | 'put' | 'delete',
  rows: CategoryRow[],
) {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [p] = await ctx.db
    .select({ organizationId: programs.organizationId })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!p) throw new NotFoundError('program.not_found');
  requireOrganizationWrite(ctx, p.organizationId);
  const mine = eq(programReviewCategories.programId, programId);
  return ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(programReviewCategories)
      .where(mine)
      .orderBy(asc(programReviewCategories.position));
    const known = new Map(existing.map((c) => [c.id, c]));
    if (op !== 'post' && rows.some((r) => !r.id || !known.has(r.id)))
      throw new NotFoundError('generic.not_found');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const after: CategoryRow[] =
      op === 'post'
        ? [...existing, ...rows]
        : op === 'put'
          ? existing.map((c) => ({ ...c, ...byId.get(c.id) }))
          : existing.filter((c) => !byId.has(c.id));
    const fields = reviewCategoryProblems(after);
    if (Object.keys(fields).length) failWithFields(fields);
    if (op === 'delete')
      await tx.delete(programReviewCategories).where(
        inArray(
          programReviewCategories.id,
          rows.map((r) => r.id!),
        ),
      );
    else if (op === 'put')
      for (const r of rows)
        await tx
          .update(programReviewCategories)
          .set({ name: r.name!.trim(), description: r.description?.trim() || null, weight: r.weight! })
          .where(eq(programReviewCategories.id, r.id!));
    else
      await tx.insert(programReviewCategories).values(
        rows.map((r, i) => ({
          programId,
          position: existing.length + i,
          name: r.name!.trim(),
          description: r.description?.trim() || null,
          weight: r.weight!,
        })),
      );
    return tx
      .select({
        id: programReviewCategories.id,
        name: programReviewCategories.name,
        description: programReviewCategories.description,
        weight: programReviewCategories.weight,
      })
      .from(programReviewCategories)
      .where(mine)
      .orderBy(asc(programReviewCategories.position));
  });
}

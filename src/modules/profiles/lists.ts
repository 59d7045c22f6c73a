/**
 * Profile lists (issue 4; spec public-and-account §3 education, communication, skills, work
 * experience, professions; §4 "Profile lists"; §7 Users v2 list/create/update/delete; §8
 * "You don't have rights to edit this …", no permission to delete …).
 *
 * Saving a list: rows without id are created, rows with id are updated (only the viewer's own
 * rows: another user's row is refused), fully empty rows are ignored; the whole batch is one
 * transaction. Dates are YYYY-MM-DD (0001-01-01 = empty) and a start is not after its end.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '@/server/errors';
import { normalizeDate } from './profile';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import {
  profileEducations,
  profileExperiences,
  profileLanguages,
  profileProfessions,
  profileSkills,
} from './schema';

export const PROFILE_LISTS = ['education', 'language', 'skill', 'experience'] as const;
export type ProfileList = (typeof PROFILE_LISTS)[number];
type Row = Record<string, unknown> & { id?: number | null };

interface ListSpec {
  table: PgTable & { id: PgColumn; userId: PgColumn };
  /** Writable fields (besides id). */
  fields: readonly string[];
  dateFields: readonly string[];
  /** Field → message key for a non-empty row. */
  check(row: Row): Record<string, string>;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const typed = (list: Parameters<typeof isTypeOf>[0], v: unknown) => v == null || isTypeOf(list, Number(v));

const LISTS: Record<ProfileList, ListSpec> = {
  education: {
    table: profileEducations,
    fields: [
      'universityId',
      'schoolName',
      'department',
      'degreeId',
      'graduateStatusId',
      'grade',
      'description',
      'startDate',
      'endDate',
    ],
    dateFields: ['startDate', 'endDate'],
    check: (r) => ({
      // Named after the field the form shows (the school name, or a university picked by it).
      ...(!r.universityId && !str(r.schoolName) ? { schoolName: 'validation.required' } : {}),
      ...(typed('schoolDegree', r.degreeId) ? {} : { degreeId: 'generic.invalid_field' }),
      ...(typed('graduateStatus', r.graduateStatusId) ? {} : { graduateStatusId: 'generic.invalid_field' }),
    }),
  },
  language: {
    table: profileLanguages,
    fields: ['languageId', 'levelId'],
    dateFields: [],
    check: (r) => ({
      ...(r.languageId == null ? { languageId: 'validation.required' } : {}),
      ...(typed('languageLevel', r.levelId) ? {} : { levelId: 'generic.invalid_field' }),
    }),
  },
  skill: {
    table: profileSkills,
    fields: ['isSoft', 'positionId', 'skillId', 'levelId'],
    dateFields: [],
    check: (r) => ({
      ...(r.skillId == null
        ? { skillId: 'validation.required' }
        : typed(r.isSoft ? 'softSkill' : 'skill', r.skillId)
          ? {}
          : { skillId: 'generic.invalid_field' }),
      ...(typed('position', r.positionId) ? {} : { positionId: 'generic.invalid_field' }),
      ...(typed(r.isSoft ? 'softSkillLevel' : 'knowledgeLevel', r.levelId)
        ? {}
        : { levelId: 'generic.invalid_field' }),
    }),
  },
  experience: {
    table: profileExperiences,
    fields: [
      'title',
      'companyName',
      'description',
      'stillWorking',
      'startDate',
      'endDate',
      'countryId',
      'cityId',
      'countyId',
      'employmentTypeId',
    ],
    dateFields: ['startDate', 'endDate'],
    check: (r) => ({
      ...(!str(r.title) ? { title: 'validation.required' } : {}),
      ...(!str(r.companyName) ? { companyName: 'validation.required' } : {}),
      ...(typed('employmentType', r.employmentTypeId) ? {} : { employmentTypeId: 'generic.invalid_field' }),
    }),
  },
};

/** A row with nothing filled in (ignored on save). `isSoft`/`stillWorking` alone do not count. */
function isEmptyRow(spec: ListSpec, row: Row): boolean {
  return spec.fields.every((f) => {
    const v = row[f];
    return (
      v == null ||
      v === '' ||
      typeof v === 'boolean' ||
      (spec.dateFields.includes(f) && normalizeDate(String(v)) === null)
    );
  });
}

function requireUser(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  return ctx.viewer.userId;
}

/** The rows of `list` of a user, oldest first. */
export async function getProfileList(db: Db, userId: string, list: ProfileList): Promise<Row[]> {
  const { table } = LISTS[list];
  return (await db.select().from(table).where(eq(table.userId, userId)).orderBy(asc(table.id))) as Row[];
}

/**
 * Saves the viewer's rows of `list` (create / update / ignore empty) and returns the list.
 * @throws UnauthorizedError; ForbiddenError `profile.edit_forbidden.<list>` for another user's
 *   row; ValidationError with `fields` keyed `<index>.<field>`; ConflictError `generic.duplicate`.
 */
export async function saveProfileList(ctx: Ctx, list: ProfileList, rows: Row[]): Promise<Row[]> {
  const userId = requireUser(ctx);
  const spec = LISTS[list];
  const fields: Record<string, string> = {};
  const kept: Array<{ id?: number; values: Record<string, unknown> }> = [];
  rows.forEach((row, i) => {
    if (isEmptyRow(spec, row)) return;
    const values: Record<string, unknown> = {};
    for (const f of spec.fields)
      if (row[f] !== undefined) values[f] = typeof row[f] === 'string' ? str(row[f]) || null : row[f];
    for (const f of spec.dateFields) {
      const d = normalizeDate(values[f] as string | null | undefined);
      if (d === 'invalid') fields[`${i}.${f}`] = 'generic.invalid_field';
      else values[f] = d;
    }
    if (values.stillWorking === true) values.endDate = null;
    if (values.startDate && values.endDate && String(values.startDate) > String(values.endDate))
      fields[`${i}.endDate`] = 'validation.date_order';
    for (const [f, key] of Object.entries(spec.check(values))) fields[`${i}.${f}`] = key;
    kept.push({ id: row.id ?? undefined, values });
  });
  if (Object.keys(fields).length) throw new ValidationError('generic.invalid_input', fields);
  const ids = kept.flatMap((r) => (r.id ? [r.id] : []));
  await ctx.db.transaction(async (tx) => {
    if (ids.length) {
      const owned = await tx
        .select({ id: spec.table.id, userId: spec.table.userId })
        .from(spec.table)
        .where(inArray(spec.table.id, ids));
      if (owned.length !== new Set(ids).size || owned.some((o) => o.userId !== userId))
        throw new ForbiddenError(`profile.edit_forbidden.${list}`);
    }
    try {
      for (const row of kept) {
        if (row.id)
          await tx
            .update(spec.table)
            .set(row.values)
            .where(and(eq(spec.table.id, row.id), eq(spec.table.userId, userId)));
        else await tx.insert(spec.table).values({ ...row.values, userId } as never);
      }
    } catch (error) {
      if (/duplicate key|unique/i.test(String((error as { cause?: unknown }).cause ?? error)))
        throw new ConflictError('generic.duplicate');
      throw error;
    }
  });
  return getProfileList(ctx.db, userId, list);
}

/**
 * Deletes one of the viewer's rows of `list`.
 * @throws UnauthorizedError; ForbiddenError `profile.delete_forbidden.<list>` when the row is
 *   missing or belongs to another user.
 */
export async function deleteProfileListRow(ctx: Ctx, list: ProfileList, id: number): Promise<void> {
  const userId = requireUser(ctx);
  const { table } = LISTS[list];
  const deleted = await ctx.db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (!deleted.length) throw new ForbiddenError(`profile.delete_forbidden.${list}`);
}

/** The viewer's profession ids (job roles). */
export async function getProfessions(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: profileProfessions.professionId })
    .from(profileProfessions)
    .where(eq(profileProfessions.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Adds a profession to the viewer's list (idempotent). @throws ValidationError for unknown ids. */
export async function addProfession(ctx: Ctx, professionId: number): Promise<number[]> {
  const userId = requireUser(ctx);
  if (!isTypeOf('profession', professionId))
    throw new ValidationError('generic.invalid_field', { professionId: 'generic.invalid_field' });
  await ctx.db.insert(profileProfessions).values({ userId, professionId }).onConflictDoNothing();
  return getProfessions(ctx.db, userId);
}

/** Removes a profession from the viewer's list. */
export async function removeProfession(ctx: Ctx, professionId: number): Promise<number[]> {
  const userId = requireUser(ctx);
  await ctx.db
    .delete(profileProfessions)
    .where(and(eq(profileProfessions.userId, userId), eq(profileProfessions.professionId, professionId)));
  return getProfessions(ctx.db, userId);
}

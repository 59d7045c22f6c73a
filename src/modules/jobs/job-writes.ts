/**
 * Creating, editing and deleting jobs of startups (issue 15 §2; dashboard-and-operations §3 "Job",
 * §5 "Job" rules, §6 "owns and edits own … jobs").
 *
 * - Creating, editing and deleting a job needs WRITE on its startup (FULL_ACCESS includes it) or
 *   an admin; the startup must be visible ('Visibility status must be on to edit this startup.').
 * - Input: {@link JobInput} (job-rules.ts); every write checks the rules of §5 there first and
 *   throws their field problems as one ValidationError.
 * - Each write and its audit row (`job.create`, `job.update`, `job.delete`) go in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged } from '@/server/data-changes';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { normalizeSearchText, slugify, trimmedOrNull } from '@/lib/text';
import { auditLog } from '@/modules/access/schema';
import { entityKey, hasScope } from '@/modules/access/permissions';
import { startups } from '@/modules/startups/schema';
import { jobProblems, placeProblems, type JobInput } from './job-rules';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { jobs } from './schema';
import { unusableTypeFields } from '@/modules/reference/usable-types';

type JobRow = typeof jobs.$inferSelect;

/** The columns `input` sets (trimmed texts, sorted unique ids); absent fields are left out. */
function columnsOf(input: JobInput): Partial<JobRow> {
  const set: Partial<JobRow> = {};
  const assign = <K extends keyof JobRow>(key: K, value: JobRow[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  const text = (v: string | null | undefined) => (v === undefined ? undefined : trimmedOrNull(v));
  const ids = (v: number[] | undefined) =>
    v === undefined ? undefined : [...new Set(v)].sort((a, b) => a - b);
  assign('countryId', input.countryId as number);
  assign('cityId', input.cityId as number);
  assign('countyId', input.countyId);
  assign('title', text(input.title) as string);
  assign('description', text(input.description) as string);
  assign('responsibilities', text(input.responsibilities));
  assign('requirements', text(input.requirements));
  assign('payPlanId', input.payPlanId as number);
  assign('professionId', input.professionId as number);
  assign('employmentTypeId', input.employmentTypeId);
  assign('workingPlanIds', ids(input.workingPlanIds));
  assign('technicalSkillIds', ids(input.technicalSkillIds));
  assign('socialSkillIds', ids(input.socialSkillIds));
  assign('minWage', input.minWage);
  assign(
    'minWageCurrency',
    input.minWageCurrency ? input.minWageCurrency.toUpperCase() : input.minWageCurrency,
  );
  assign('maxWage', input.maxWage);
  assign(
    'maxWageCurrency',
    input.maxWageCurrency ? input.maxWageCurrency.toUpperCase() : input.maxWageCurrency,
  );
  assign('minShare', input.minShare);
  assign('maxShare', input.maxShare);
  assign('publishedOn', input.publishedOn as string);
  assign('expiresOn', input.expiresOn as string);
  return set;
}

/** The user-written texts of a job post, by field (banned-word check, issue 17 §1). */
const jobTexts = (input: JobInput) => ({
  title: input.title,
  description: input.description,
  responsibilities: input.responsibilities,
  requirements: input.requirements,
});

/** The viewer's user id when they may manage the jobs of startup `startupId` (WRITE, or admin). */
function requireJobWriter(ctx: Ctx, startupId: number): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('startup', startupId), 'WRITE'))
    throw new ForbiddenError('job.edit_forbidden');
  return ctx.viewer.userId;
}

async function visibleStartup(db: Db, startupId: number) {
  const [startup] = await db
    .select({ id: startups.id, name: startups.name, isVisible: startups.isVisible })
    .from(startups)
    .where(eq(startups.id, startupId));
  if (!startup) throw new NotFoundError('startup.not_found');
  if (!startup.isVisible) failWithFields({ startupId: 'startup.visibility_off' });
  return startup;
}

/** The type-id fields of a job write (checked against active type items). */
const jobTypeValues = (set: Partial<JobRow>) => ({
  payPlanId: set.payPlanId,
  professionId: set.professionId,
  employmentTypeId: set.employmentTypeId,
  workingPlanIds: set.workingPlanIds,
  technicalSkillIds: set.technicalSkillIds,
  socialSkillIds: set.socialSkillIds,
});

/**
 * Creates a job of startup `input.startupId` (WRITE on it). Output: `{ id, seoUrl }` — the seoUrl is
 * the title's slug and the id (`senior-backend-engineer-412`).
 * @throws 401; ForbiddenError 'job.edit_forbidden'; NotFoundError; ValidationError with fields (§5, §8).
 */
export async function createJob(ctx: Ctx, input: JobInput): Promise<{ id: number; seoUrl: string }> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (input.startupId == null) failWithFields({ startupId: 'validation.required' });
  const userId = requireJobWriter(ctx, input.startupId);
  const startup = await visibleStartup(ctx.db, input.startupId);
  const set = columnsOf(input);
  const fields = {
    ...jobProblems({ ...set, startupId: input.startupId }),
    ...(await placeProblems(ctx.db, set.countryId, set.cityId)),
    ...(await unusableTypeFields(ctx.db, jobTypeValues(set))),
  };
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, jobTexts(input), { userId });
  const created = await ctx.db.transaction(async (tx) => {
    const nextId = await nextJobId(tx);
    const seoUrl = `${slugify(set.title!) || 'job'}-${nextId}`;
    await tx.insert(jobs).values({
      ...(set as typeof jobs.$inferInsert),
      id: nextId,
      seoUrl,
      startupId: startup.id,
      searchText: normalizeSearchText(set.title, startup.name, set.description),
      createdByUserId: userId,
    });
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'job.create',
      entityId: entityKey('startup', startup.id),
      details: { jobId: nextId },
    });
    return { id: nextId, seoUrl };
  });
  jobsChanged(ctx.db);
  return created;
}

/** After a committed job write: this process's job results and pages are fresh at once (other processes hear the trigger). */
function jobsChanged(db: Db): void {
  dataChanged(db, 'pages');
}

async function nextJobId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id`,
  )) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[];
  return Number(rows[0]!.id);
}

async function jobRow(db: Db, id: number): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new NotFoundError('job.not_found');
  return row;
}

/**
 * Saves the fields sent of job `id` (WRITE on its startup). The startup cannot change.
 * @throws 401; 403 'job.edit_forbidden'; 404 'job.not_found'; ValidationError with fields.
 */
export async function updateJob(ctx: Ctx, id: number, input: JobInput): Promise<void> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const row = await jobRow(ctx.db, id);
  const userId = requireJobWriter(ctx, row.startupId);
  const startup = await visibleStartup(ctx.db, row.startupId);
  if (input.startupId !== undefined && input.startupId !== row.startupId)
    failWithFields({ startupId: 'generic.invalid_field' });
  const set = columnsOf(input);
  const merged = { ...row, ...set };
  const fields = {
    ...jobProblems(merged),
    ...(await placeProblems(ctx.db, merged.countryId, merged.cityId)),
    // Deactivated type items are not offered for new choices; ones the job holds stay.
    ...(await unusableTypeFields(ctx.db, jobTypeValues(set), row)),
  };
  if (Object.keys(fields).length) failWithFields(fields);
  await assertNoBannedWords(ctx.db, jobTexts(input), { userId });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ ...set, searchText: normalizeSearchText(merged.title, startup.name, merged.description) })
      .where(eq(jobs.id, id));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'job.update',
      entityId: entityKey('startup', row.startupId),
      details: { jobId: id, fields: Object.keys(set) },
    });
  });
  jobsChanged(ctx.db);
}

/**
 * Deletes job `id` and its applications (WRITE on its startup).
 * @throws 401; 403 'job.edit_forbidden'; 404 'job.not_found'.
 */
export async function deleteJob(ctx: Ctx, id: number): Promise<void> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const row = await jobRow(ctx.db, id);
  const userId = requireJobWriter(ctx, row.startupId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(jobs).where(eq(jobs.id, id));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'job.delete',
      entityId: entityKey('startup', row.startupId),
      details: { jobId: id, title: row.title },
    });
  });
  jobsChanged(ctx.db);
}

/**
 * Adds or removes working plans or skills of job `id` (the spec's JobWorkingPlan and JobSkill
 * child calls). `kind`: 'workingPlan' | 'technicalSkill' | 'socialSkill'. The job must keep at
 * least one working plan and one skill.
 * @throws as {@link updateJob}.
 */
export async function changeJobChildren(
  ctx: Ctx,
  id: number,
  kind: 'workingPlan' | 'technicalSkill' | 'socialSkill',
  change: 'add' | 'remove',
  ids: number[],
): Promise<void> {
  const row = await jobRow(ctx.db, id);
  const column = (
    {
      workingPlan: 'workingPlanIds',
      technicalSkill: 'technicalSkillIds',
      socialSkill: 'socialSkillIds',
    } as const
  )[kind];
  const current = new Set(row[column]);
  for (const value of ids) {
    if (change === 'add') current.add(value);
    else current.delete(value);
  }
  await updateJob(ctx, id, { [column]: [...current] });
}

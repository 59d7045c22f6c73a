/**
 * Jobs of startups (issue 15 §2; dashboard-and-operations §3 "Job", §5 "Job" rules, §6 "owns and
 * edits own … jobs", §9 "jobs filter default page 1, size 6, descending"; public-and-account §2
 * "Job filter: JobWorkingPlanIdList, SectorIdList, JobSkillIdList, Location (country, city),
 * PageIndex").
 *
 * - Creating, editing and deleting a job needs WRITE on its startup (FULL_ACCESS includes it) or
 *   an admin; the startup must be visible ('Visibility status must be on to edit this startup.').
 * - A job is public from its publication date to its expiration date (UTC); an expired one still
 *   opens (it says so and refuses applications) but leaves the list.
 * - Rules of §5: startup, country, city, pay plan, profession, title, description, at least one
 *   working plan and one skill, publication and expiration dates in order, a currency for each
 *   wage bound. Amounts are ≥ 0 with the minimum not above the maximum; shares are percent 0–100.
 */
import { and, arrayOverlaps, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { CURRENCY_CODES, todayUtc } from '@/lib/format';
import { normalizeSearchText, searchTermOf, slugify, trimmedOrNull } from '@/lib/text';
import { escapeLike } from '@/lib/like';
import { auditLog } from '@/modules/access/schema';
import { entityIdsOf, entityKey, hasScope } from '@/modules/access/permissions';
import { isTypeOf, typeId, type TypeListKey } from '@/modules/reference/data/type-list-ids';
import { cities, countries } from '@/modules/reference/schema';
import { startups } from '@/modules/startups/schema';
import { jobApplications, jobs } from './schema';

/** The first status of every application: Applied (`jobApplicationStatus` item 1). */
export const APPLIED_STATUS = typeId('jobApplicationStatus', 1);

/** Jobs per page of the public list (spec D §9). */
export const JOB_PAGE_SIZE = 6;
const TEXT_MAX = 20_000;

/** What a create or update sends; on update, only the fields present change. Dates are UTC `YYYY-MM-DD`. */
export interface JobInput {
  startupId?: number;
  countryId?: number | null;
  cityId?: number | null;
  countyId?: number | null;
  title?: string | null;
  description?: string | null;
  responsibilities?: string | null;
  requirements?: string | null;
  payPlanId?: number | null;
  professionId?: number | null;
  employmentTypeId?: number | null;
  workingPlanIds?: number[];
  technicalSkillIds?: number[];
  socialSkillIds?: number[];
  minWage?: number | null;
  minWageCurrency?: string | null;
  maxWage?: number | null;
  maxWageCurrency?: string | null;
  /** Percent 0–100. */
  minShare?: number | null;
  maxShare?: number | null;
  publishedOn?: string | null;
  expiresOn?: string | null;
}

type JobRow = typeof jobs.$inferSelect;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string =>
  typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v));

/**
 * The field problems of `job` (the whole job after the change): field → message key.
 * Output: {} when the job keeps every rule of D §5.
 */
export function jobProblems(job: Partial<JobRow> & Pick<JobInput, 'startupId'>): Record<string, string> {
  const fields: Record<string, string> = {};
  const required = (name: keyof JobRow | 'startupId', value: unknown) => {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
      fields[name] = 'validation.required';
  };
  required('startupId', job.startupId);
  required('countryId', job.countryId);
  required('cityId', job.cityId);
  required('title', job.title);
  required('description', job.description);
  required('payPlanId', job.payPlanId);
  required('professionId', job.professionId);
  required('publishedOn', job.publishedOn);
  required('expiresOn', job.expiresOn);
  const typed = (name: keyof JobRow, list: TypeListKey, value: unknown) => {
    if (value !== null && value !== undefined && !fields[name] && !isTypeOf(list, value))
      fields[name] = 'generic.invalid_field';
  };
  typed('payPlanId', 'payPlan', job.payPlanId);
  typed('professionId', 'profession', job.professionId);
  typed('employmentTypeId', 'employmentType', job.employmentTypeId);
  if (!job.workingPlanIds?.length) fields.workingPlanIds = 'job.working_plan_required';
  else if (job.workingPlanIds.some((id) => !isTypeOf('jobWorkingPlan', id)))
    fields.workingPlanIds = 'generic.invalid_field';
  if (!job.technicalSkillIds?.length && !job.socialSkillIds?.length)
    fields.technicalSkillIds = 'job.skill_required';
  if (job.technicalSkillIds?.some((id) => !isTypeOf('skill', id)))
    fields.technicalSkillIds = 'generic.invalid_field';
  if (job.socialSkillIds?.some((id) => !isTypeOf('softSkill', id)))
    fields.socialSkillIds = 'generic.invalid_field';
  for (const key of ['title', 'description', 'responsibilities', 'requirements'] as const) {
    const value = job[key];
    if (typeof value === 'string' && value.length > (key === 'title' ? 150 : TEXT_MAX))
      fields[key] = 'generic.invalid_field';
  }
  for (const key of ['publishedOn', 'expiresOn'] as const)
    if (job[key] && !isDate(job[key])) fields[key] = 'filter.invalid_date';
  if (isDate(job.publishedOn) && isDate(job.expiresOn) && job.publishedOn > job.expiresOn)
    fields.expiresOn = 'validation.date_order';
  for (const bound of ['minWage', 'maxWage'] as const) {
    const amount = job[bound];
    const currency = job[`${bound}Currency`];
    if (amount === null || amount === undefined) continue;
    if (!Number.isFinite(amount) || amount < 0) fields[bound] = 'validation.greater_or_zero';
    if (!currency) fields[`${bound}Currency`] = 'job.currency_required';
    else if (!(CURRENCY_CODES as string[]).includes(currency))
      fields[`${bound}Currency`] = 'generic.invalid_field';
  }
  if (
    job.minWage != null &&
    job.maxWage != null &&
    job.minWageCurrency === job.maxWageCurrency &&
    job.minWage > job.maxWage
  )
    fields.maxWage = 'validation.min_over_max';
  for (const bound of ['minShare', 'maxShare'] as const) {
    const share = job[bound];
    if (share !== null && share !== undefined && (!Number.isFinite(share) || share < 0 || share > 100))
      fields[bound] = 'validation.percent';
  }
  if (job.minShare != null && job.maxShare != null && job.minShare > job.maxShare)
    fields.maxShare = 'validation.min_over_max';
  return fields;
}

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

/** The viewer's user id when they may manage the jobs of startup `startupId` (WRITE, or admin). */
function requireJobWriter(ctx: Ctx, startupId: number): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('startup', startupId), 'WRITE'))
    throw new ForbiddenError('job.edit_forbidden');
  return ctx.viewer.userId;
}

/** True when the viewer is on the job's team: any access to its startup (READ or more), or an admin. */
export function isJobTeam(ctx: Ctx, startupId: number): boolean {
  return ctx.viewer.isAdmin || entityIdsOf(ctx.viewer.access, 'startup', 'READ').includes(startupId);
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

/** Checks that the city belongs to the country (and the country exists). */
async function placeProblems(
  db: Db,
  countryId: number | null | undefined,
  cityId: number | null | undefined,
): Promise<Record<string, string>> {
  if (countryId == null || cityId == null) return {};
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
  return city ? {} : { cityId: 'generic.invalid_field' };
}

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
  };
  if (Object.keys(fields).length) failWithFields(fields);
  return ctx.db.transaction(async (tx) => {
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
  };
  if (Object.keys(fields).length) failWithFields(fields);
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
  for (const value of ids) change === 'add' ? current.add(value) : current.delete(value);
  await updateJob(ctx, id, { [column]: [...current] });
}

/** A job as lists show it. */
export interface JobSummary {
  id: number;
  seoUrl: string;
  title: string;
  startup: { id: number; name: string; seoUrl: string; logoUrl: string | null };
  countryId: number;
  cityId: number;
  professionId: number;
  payPlanId: number;
  employmentTypeId: number | null;
  workingPlanIds: number[];
  technicalSkillIds: number[];
  socialSkillIds: number[];
  minWage: number | null;
  minWageCurrency: string | null;
  maxWage: number | null;
  maxWageCurrency: string | null;
  minShare: number | null;
  maxShare: number | null;
  /** UTC `YYYY-MM-DD`. */
  publishedOn: string;
  expiresOn: string;
  isExpired: boolean;
}

const summaryColumns = {
  id: jobs.id,
  seoUrl: jobs.seoUrl,
  title: jobs.title,
  startupId: startups.id,
  startupName: startups.name,
  startupSeoUrl: startups.seoUrl,
  startupLogoUrl: startups.logoUrl,
  countryId: jobs.countryId,
  cityId: jobs.cityId,
  professionId: jobs.professionId,
  payPlanId: jobs.payPlanId,
  employmentTypeId: jobs.employmentTypeId,
  workingPlanIds: jobs.workingPlanIds,
  technicalSkillIds: jobs.technicalSkillIds,
  socialSkillIds: jobs.socialSkillIds,
  minWage: jobs.minWage,
  minWageCurrency: jobs.minWageCurrency,
  maxWage: jobs.maxWage,
  maxWageCurrency: jobs.maxWageCurrency,
  minShare: jobs.minShare,
  maxShare: jobs.maxShare,
  publishedOn: jobs.publishedOn,
  expiresOn: jobs.expiresOn,
};

type SummaryRow = Omit<JobSummary, 'startup' | 'isExpired'> & {
  startupId: number;
  startupName: string;
  startupSeoUrl: string;
  startupLogoUrl: string | null;
};

function toSummary(r: SummaryRow, today = todayUtc()): JobSummary {
  return {
    id: r.id,
    seoUrl: r.seoUrl,
    title: r.title,
    startup: { id: r.startupId, name: r.startupName, seoUrl: r.startupSeoUrl, logoUrl: r.startupLogoUrl },
    countryId: r.countryId,
    cityId: r.cityId,
    professionId: r.professionId,
    payPlanId: r.payPlanId,
    employmentTypeId: r.employmentTypeId,
    workingPlanIds: r.workingPlanIds,
    technicalSkillIds: r.technicalSkillIds,
    socialSkillIds: r.socialSkillIds,
    minWage: r.minWage,
    minWageCurrency: r.minWageCurrency,
    maxWage: r.maxWage,
    maxWageCurrency: r.maxWageCurrency,
    minShare: r.minShare,
    maxShare: r.maxShare,
    publishedOn: r.publishedOn,
    expiresOn: r.expiresOn,
    isExpired: r.expiresOn < today,
  };
}

/** The job filter of public-and-account §2 plus a text search; every list is "any of". */
export interface JobFilter {
  workingPlanIds?: number[];
  sectorIds?: number[];
  skillIds?: number[];
  countryId?: number;
  cityId?: number;
  professionIds?: number[];
  /** Words of the title, the description or the startup's name (at least 2 characters). */
  text?: string;
  /** 1-based (spec: default 1). */
  page?: number;
}

/**
 * The open jobs' condition (jobs joined with their startup): published by `today` (UTC
 * `YYYY-MM-DD`), not expired, of a visible startup. Shared by the list, the counts, the startup
 * page and the sitemap.
 */
export function openJobs(today: string): SQL {
  return and(lte(jobs.publishedOn, today), gte(jobs.expiresOn, today), eq(startups.isVisible, true))!;
}

/**
 * Open jobs matching `filter`, newest first (publication date, then id), 6 a page (D §9).
 * Output: `{ items, totalCount, page, pageSize }`.
 * @throws ValidationError 'search.min_length' for a 1-character text.
 */
export async function searchJobs(
  ctx: Ctx,
  filter: JobFilter,
): Promise<{ items: JobSummary[]; totalCount: number; page: number; pageSize: number }> {
  const today = todayUtc();
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where: SQL[] = [openJobs(today)];
  if (filter.workingPlanIds?.length) where.push(arrayOverlaps(jobs.workingPlanIds, filter.workingPlanIds));
  if (filter.skillIds?.length)
    where.push(
      sql`(${arrayOverlaps(jobs.technicalSkillIds, filter.skillIds)} or ${arrayOverlaps(jobs.socialSkillIds, filter.skillIds)})`,
    );
  if (filter.sectorIds?.length) where.push(arrayOverlaps(startups.sectorIds, filter.sectorIds));
  if (filter.professionIds?.length) where.push(inArray(jobs.professionId, filter.professionIds));
  if (filter.countryId) where.push(eq(jobs.countryId, filter.countryId));
  if (filter.cityId) where.push(eq(jobs.cityId, filter.cityId));
  if (filter.text?.trim()) {
    const { term } = searchTermOf(filter.text);
    if (term.length < 2) failWithFields({ text: 'search.min_length' });
    for (const word of term.split(' ').filter(Boolean))
      where.push(sql`${jobs.searchText} like ${`%${escapeLike(word)}%`}`);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(summaryColumns)
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(condition)
      .orderBy(desc(jobs.publishedOn), desc(jobs.id))
      .limit(JOB_PAGE_SIZE)
      .offset((page - 1) * JOB_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(condition),
  ]);
  return {
    items: rows.map((r) => toSummary(r, today)),
    totalCount: total?.n ?? 0,
    page,
    pageSize: JOB_PAGE_SIZE,
  };
}

/** How many jobs are open today (home counts). */
export async function countOpenJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(openJobs(todayUtc()));
  return row?.n ?? 0;
}

/**
 * The jobs of startup `startupId`: open ones for everybody; the team (and admins) also get
 * unpublished and expired ones unless `options.openOnly` (the startup's public page). Newest first.
 */
export async function listStartupJobs(
  ctx: Ctx,
  startupId: number,
  options: { openOnly?: boolean } = {},
): Promise<JobSummary[]> {
  const today = todayUtc();
  const team = !options.openOnly && isJobTeam(ctx, startupId);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(jobs.startupId, startupId), team ? undefined : openJobs(today)))
    .orderBy(desc(jobs.publishedOn), desc(jobs.id));
  return rows.map((r) => toSummary(r, today));
}

/** A job with everything the detail page shows. */
export interface JobDetail extends JobSummary {
  countyId: number | null;
  description: string;
  responsibilities: string | null;
  requirements: string | null;
  createdAt: string;
  updatedAt: string;
  source: string;
  /** The viewer may edit it and see its applications. */
  canManage: boolean;
  /** The viewer's own application, if any. */
  myApplication: { id: number; statusId: number; createdAt: string } | null;
  applicationCount: number | null;
}

/**
 * One job by seoUrl or id. Published jobs of visible startups for everybody (expired ones too,
 * marked); unpublished ones and jobs of hidden startups only for the team and admins.
 * @throws NotFoundError 'job.not_found'.
 */
export async function getJob(ctx: Ctx, key: { seoUrl: string } | { id: number }): Promise<JobDetail> {
  const today = todayUtc();
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      isVisible: startups.isVisible,
      countyId: jobs.countyId,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      source: jobs.source,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where('id' in key ? eq(jobs.id, key.id) : eq(jobs.seoUrl, key.seoUrl));
  if (!row) throw new NotFoundError('job.not_found');
  const team = isJobTeam(ctx, row.startupId);
  if (!team && (!row.isVisible || row.publishedOn > today)) throw new NotFoundError('job.not_found');
  const [mine] = ctx.viewer.userId
    ? await ctx.db
        .select({
          id: jobApplications.id,
          statusId: jobApplications.statusId,
          createdAt: jobApplications.createdAt,
        })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, row.id), eq(jobApplications.applicantUserId, ctx.viewer.userId)))
    : [];
  const [applications] = team
    ? await ctx.db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.jobId, row.id))
    : [];
  return {
    ...toSummary(row, today),
    countyId: row.countyId,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    source: row.source,
    canManage:
      ctx.viewer.isAdmin || hasScope(ctx.viewer.access, entityKey('startup', row.startupId), 'WRITE'),
    myApplication: mine ? { ...mine, createdAt: mine.createdAt.toISOString() } : null,
    applicationCount: applications ? applications.n : null,
  };
}

/** A job of the viewer's startups with its number of applications (/dashboard/jobs). */
export interface ManagedJob extends JobSummary {
  applicationCount: number;
  /** Applications still in the first status (applied). */
  newApplicationCount: number;
}

/**
 * The jobs of every startup the viewer may manage jobs of (WRITE), newest first, with their
 * application counts. @throws UnauthorizedError.
 */
export async function listManagedJobs(ctx: Ctx): Promise<ManagedJob[]> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const startupIds = entityIdsOf(ctx.viewer.access, 'startup', 'WRITE');
  if (!startupIds.length) return [];
  const today = todayUtc();
  const rows = await ctx.db
    .select({
      ...summaryColumns,
      applicationCount: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
      newApplicationCount: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.statusId} = ${APPLIED_STATUS})`,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(inArray(jobs.startupId, startupIds))
    .orderBy(desc(jobs.publishedOn), desc(jobs.id));
  return rows.map((r) => ({
    ...toSummary(r, today),
    applicationCount: Number(r.applicationCount),
    newApplicationCount: Number(r.newApplicationCount),
  }));
}

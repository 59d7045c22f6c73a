/**
 * Reading jobs of startups (issue 15 §2; dashboard-and-operations §3 "Job", §9 "jobs filter default
 * page 1, size 6, descending"; public-and-account §2 "Job filter: JobWorkingPlanIdList,
 * SectorIdList, JobSkillIdList, Location (country, city), PageIndex").
 *
 * - A job is public from its publication date to its expiration date (UTC); an expired one still
 *   opens (it says so and refuses applications) but leaves the list.
 * - The team of a startup (any access to it) and admins also see its unpublished and expired jobs.
 * - Outputs: {@link JobSummary} in lists, {@link JobDetail} for one job, {@link ManagedJob} with
 *   application counts for /dashboard/jobs. Rules: job-rules.ts; creating, editing and deleting:
 *   job-writes.ts.
 */
import { and, arrayOverlaps, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, UnauthorizedError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { todayUtc } from '@/lib/format';
import { searchTermOf } from '@/lib/text';
import { escapeLike } from '@/lib/like';
import { entityIdsOf, entityKey, hasScope } from '@/modules/access/permissions';
import { typeId } from '@/modules/reference/data/type-list-ids';
import { startups } from '@/modules/startups/schema';
import { cachedResult, JOB_RESULT_PREFIX } from '@/modules/startups/search-cache';
import { jobApplications, jobs } from './schema';

/** The first status of every application: Applied (`jobApplicationStatus` item 1). */
export const APPLIED_STATUS = typeId('jobApplicationStatus', 1);

/** Jobs per page of the public list (spec D §9). */
export const JOB_PAGE_SIZE = 6;

/** True when the viewer is on the job's team: any access to its startup (READ or more), or an admin. */
export function isJobTeam(ctx: Ctx, startupId: number): boolean {
  return ctx.viewer.isAdmin || entityIdsOf(ctx.viewer.access, 'startup', 'READ').includes(startupId);
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
 * SQL conditions (jobs joined with their startup) of the open jobs on `today` (UTC `YYYY-MM-DD`)
 * that match `filter`; shared by the list and the saved-search alerts.
 * @throws ValidationError 'search.min_length' for a 1-character text.
 */
export function jobConditions(filter: JobFilter, today: string): SQL[] {
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
  return where;
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
  const condition = and(...jobConditions(filter, today));
  // Results depend on the filter and the day only, never on the viewer: one entry serves all
  // (emptied when jobs or startups change, src/modules/startups/search-cache.ts).
  const key = `${JOB_RESULT_PREFIX}${JSON.stringify([today, filter, page])}`;
  const { rows, total } = await cachedResult(ctx.db, key, async () => {
    const [found, [counted]] = await Promise.all([
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
    return { rows: found, total: counted?.n ?? 0 };
  });
  return {
    items: rows.map((r) => toSummary(r, today)),
    totalCount: total,
    page,
    pageSize: JOB_PAGE_SIZE,
  };
}

/** How many jobs are open today (home counts; cached like the job list). */
export async function countOpenJobs(db: Db): Promise<number> {
  const today = todayUtc();
  return cachedResult(db, `${JOB_RESULT_PREFIX}${JSON.stringify(['open', today])}`, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(openJobs(today));
    return row?.n ?? 0;
  });
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

/**
 * The job calls of dashboard-and-operations §7 "Jobs" at their paths (issue 15 §2). Rules live in
 * job-rules.ts, job-writes.ts and jobs.ts; the application calls and `GET /api/v2/jobs/managed`
 * are in applications-api.ts.
 *
 * GET Job/Get/List; POST Job/Search; GET Job/Get?id; GET Job/Get/{seoUrl}?edit;
 * GET Job/GetCompanyJobsById?companyId&justSeoUrls; POST Job/Post; PUT Job/Put; DELETE
 * Job/Delete?id; POST JobWorkingPlan/Post, JobSkill/Post; DELETE JobSkill/Delete,
 * JobWorkingPlan/Delete with body.
 */
import { createRoute, defineOpenAPIRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, json, jsonBody, ok } from '@/server/api/envelope';
import { ForbiddenError } from '@/server/errors';
import { getJob, listStartupJobs, searchJobs } from './jobs';
import { changeJobChildren, createJob, deleteJob, updateJob } from './job-writes';
import { failures, jobSummary, tags } from './api-responses';

const ids = z.array(int32().positive()).max(100);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('UTC date YYYY-MM-DD');
const text = (max: number) => z.string().max(max).nullable().optional();
const amount = z.number().min(0).max(1e12).nullable().optional();
const currency = z.string().length(3).nullable().optional().describe('ISO 4217: USD, EUR, GBP, TRY');
const percent = z.number().min(0).max(100).nullable().optional().describe('Percent 0–100');

const jobBody = z.object({
  startupId: int32().positive().optional(),
  countryId: int32().nullable().optional(),
  cityId: int32().nullable().optional(),
  countyId: int32().nullable().optional(),
  title: text(150),
  description: text(20_000),
  responsibilities: text(20_000),
  requirements: text(20_000),
  payPlanId: int32().nullable().optional().describe('payPlan type id'),
  professionId: int32().nullable().optional().describe('profession type id'),
  employmentTypeId: int32().nullable().optional().describe('employmentType type id'),
  workingPlanIds: ids.optional().describe('jobWorkingPlan type ids (on-site, remote, hybrid)'),
  technicalSkillIds: ids.optional().describe('skill type ids'),
  socialSkillIds: ids.optional().describe('softSkill type ids'),
  minWage: amount,
  minWageCurrency: currency,
  maxWage: amount,
  maxWageCurrency: currency,
  minShare: percent,
  maxShare: percent,
  publishedOn: date.nullable().optional(),
  expiresOn: date.nullable().optional(),
});

const detail = jobSummary.extend({
  countyId: z.number().nullable(),
  description: z.string(),
  responsibilities: z.string().nullable(),
  requirements: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z.string(),
  canManage: z.boolean(),
  myApplication: z.object({ id: z.number(), statusId: z.number(), createdAt: z.string() }).nullable(),
  applicationCount: z.number().nullable(),
});
const page = z.object({
  items: z.array(jobSummary),
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
const searchBody = z.object({
  JobWorkingPlanIdList: ids.optional(),
  SectorIdList: ids.optional(),
  JobSkillIdList: ids.optional(),
  ProfessionIdList: ids.optional(),
  Location: z
    .object({ countryId: int32().nullable().optional(), cityId: int32().nullable().optional() })
    .optional(),
  Text: z
    .string()
    .max(200)
    .optional()
    .describe('Words of the title, description or startup name (2+ characters)'),
  PageIndex: int32().positive().optional().describe('1-based, default 1; 6 jobs a page, newest first'),
});
const childBody = z.object({
  jobId: int32().positive(),
  ids: ids.min(1),
  kind: z.enum(['technical', 'social']).optional().describe('JobSkill only: technical (default) or social'),
});

/**
 * One of the JobWorkingPlan and JobSkill child calls: `add` is POST `/apiJob/{target}/Post`,
 * `remove` is DELETE `/apiJob/{target}/Delete`, both with a body `{ jobId, ids }` (JobSkill also
 * `kind`: technical, the default, or social). Answers null; failures as every job write.
 */
function jobChildRoute(target: 'JobWorkingPlan' | 'JobSkill', change: 'add' | 'remove', summary: string) {
  return defineOpenAPIRoute({
    route: createRoute({
      method: change === 'add' ? 'post' : 'delete',
      path: `/apiJob/${target}/${change === 'add' ? 'Post' : 'Delete'}`,
      tags,
      summary,
      request: { body: jsonBody(target === 'JobSkill' ? childBody : childBody.omit({ kind: true })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    handler: async (c) => {
      const b: z.infer<typeof childBody> = c.req.valid('json');
      const kind =
        target === 'JobWorkingPlan' ? 'workingPlan' : b.kind === 'social' ? 'socialSkill' : 'technicalSkill';
      await changeJobChildren(await apiCtx(c), b.jobId, kind, change, b.ids);
      return ok(c, null);
    },
  });
}

export const jobsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/Job/Get/List',
      tags,
      summary: 'Open jobs, newest first, 6 a page (PageIndex, default 1)',
      request: { query: z.object({ PageIndex: coercedInt32({ min: 1 }).optional() }) },
      responses: { 200: { ...json(envelopeOf(page)), description: 'A page of jobs' } },
    }),
    async (c) => ok(c, await searchJobs(await apiCtx(c), { page: c.req.valid('query').PageIndex ?? 1 })),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiJob/Job/Search',
      tags,
      summary: 'The job filter: working plans, sectors, skills, location, text; 6 a page, newest first',
      request: { body: jsonBody(searchBody) },
      responses: { 200: { ...json(envelopeOf(page)), description: 'A page of jobs' }, 400: failures[400] },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return ok(
        c,
        await searchJobs(await apiCtx(c), {
          workingPlanIds: b.JobWorkingPlanIdList,
          sectorIds: b.SectorIdList,
          skillIds: b.JobSkillIdList,
          professionIds: b.ProfessionIdList,
          countryId: b.Location?.countryId ?? undefined,
          cityId: b.Location?.cityId ?? undefined,
          text: b.Text,
          page: b.PageIndex,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/Job/Get',
      tags,
      summary: 'One job by id (published; the team also sees unpublished ones)',
      request: { query: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: { 200: { ...json(envelopeOf(detail)), description: 'The job' }, 404: failures[404] },
    }),
    async (c) => ok(c, await getJob(await apiCtx(c), { id: c.req.valid('query').id })),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/Job/Get/{seoUrl}',
      tags,
      summary: 'One job by seoUrl; `edit=true` for its editor (WRITE on the startup)',
      request: {
        params: z.object({ seoUrl: z.string().max(200) }),
        query: z.object({ edit: z.enum(['true', 'false']).optional() }),
      },
      responses: {
        200: { ...json(envelopeOf(detail)), description: 'The job' },
        403: failures[403],
        404: failures[404],
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const job = await getJob(ctx, { seoUrl: c.req.valid('param').seoUrl });
      if (c.req.valid('query').edit === 'true' && !job.canManage)
        throw new ForbiddenError('job.edit_forbidden');
      return ok(c, job);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/Job/GetCompanyJobsById',
      tags,
      summary: "A startup's jobs (open ones; its team sees all); `justSeoUrls=true` answers the seoUrls only",
      request: {
        query: z.object({
          companyId: coercedInt32({ min: 1 }),
          justSeoUrls: z.enum(['true', 'false']).optional(),
        }),
      },
      responses: {
        200: {
          ...json(envelopeOf(z.union([z.array(jobSummary), z.array(z.string())]))),
          description: 'The jobs',
        },
      },
    }),
    async (c) => {
      const { companyId, justSeoUrls } = c.req.valid('query');
      const list = await listStartupJobs(await apiCtx(c), companyId);
      return ok(c, justSeoUrls === 'true' ? list.map((j) => j.seoUrl) : list);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiJob/Job/Post',
      tags,
      summary: 'Create a job for a startup (WRITE on it); every rule of D §5',
      request: { body: jsonBody(jobBody) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), seoUrl: z.string() }))),
          description: 'Created',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await createJob(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiJob/Job/Put',
      tags,
      summary: 'Save the fields sent of job `id` (WRITE on its startup)',
      request: { body: jsonBody(jobBody.extend({ id: int32().positive() })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const { id, ...input } = c.req.valid('json');
      await updateJob(await apiCtx(c), id, input);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiJob/Job/Delete',
      tags,
      summary: 'Delete a job and its applications (WRITE on its startup)',
      request: { query: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Deleted' }, ...failures },
    }),
    async (c) => {
      await deleteJob(await apiCtx(c), c.req.valid('query').id);
      return ok(c, null);
    },
  )
  .openapiRoutes([
    jobChildRoute('JobWorkingPlan', 'add', 'Add working plans to a job'),
    jobChildRoute('JobWorkingPlan', 'remove', 'Remove working plans from a job (at least one stays)'),
    jobChildRoute('JobSkill', 'add', 'Add technical (default) or social skills to a job'),
    jobChildRoute('JobSkill', 'remove', 'Remove skills from a job (at least one skill stays)'),
  ]);

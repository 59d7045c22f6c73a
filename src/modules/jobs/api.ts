/**
 * The `/apiJob` calls of dashboard-and-operations §7 "Jobs" at their paths (issue 15 §2), plus
 * `GET /api/v2/jobs/managed` for `/dashboard/jobs`. Rules live in jobs.ts and applications.ts.
 *
 * Jobs: GET Job/Get/List; POST Job/Search; GET Job/Get?id; GET Job/Get/{seoUrl}?edit;
 * GET Job/GetCompanyJobsById?companyId&justSeoUrls; POST Job/Post; PUT Job/Put; DELETE
 * Job/Delete?id; POST JobWorkingPlan/Post, JobSkill/Post; DELETE JobSkill/Delete,
 * JobWorkingPlan/Delete with body. Applications: GET JobApply/Get/UserApplies; GET
 * JobApply/Get/CompanyApply/{id}; POST JobApply/Post; PATCH
 * JobApply/SetJobApplyStatus?jobApplyId&statusId.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { ForbiddenError } from '@/server/errors';
import {
  changeJobChildren,
  createJob,
  deleteJob,
  getJob,
  listManagedJobs,
  listStartupJobs,
  searchJobs,
  updateJob,
} from './jobs';
import { applyToJob, listJobApplications, listMyApplications, setApplicationStatus } from './applications';

const tags = ['Jobs'];
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message (§8)' },
  401: {
    ...json(errorEnvelope),
    description: "Not signed in ('You have to login to send a message / apply.')",
  },
  403: { ...json(errorEnvelope), description: "'You don't have rights to edit this job' / 'Invalid access'" },
  404: { ...json(errorEnvelope), description: 'Not found' },
  409: {
    ...json(errorEnvelope),
    description: "'You can apply for a job posting once.' / 'This job posting has expired.'",
  },
};
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

const summary = z.object({
  id: z.number(),
  seoUrl: z.string(),
  title: z.string(),
  startup: z.object({ id: z.number(), name: z.string(), seoUrl: z.string(), logoUrl: z.string().nullable() }),
  countryId: z.number(),
  cityId: z.number(),
  professionId: z.number(),
  payPlanId: z.number(),
  employmentTypeId: z.number().nullable(),
  workingPlanIds: z.array(z.number()),
  technicalSkillIds: z.array(z.number()),
  socialSkillIds: z.array(z.number()),
  minWage: z.number().nullable(),
  minWageCurrency: z.string().nullable(),
  maxWage: z.number().nullable(),
  maxWageCurrency: z.string().nullable(),
  minShare: z.number().nullable(),
  maxShare: z.number().nullable(),
  publishedOn: z.string(),
  expiresOn: z.string(),
  isExpired: z.boolean(),
});
const detail = summary.extend({
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
  items: z.array(summary),
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
const application = z.object({
  id: z.number(),
  statusId: z.number(),
  coverNote: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
});

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
          ...json(envelopeOf(z.union([z.array(summary), z.array(z.string())]))),
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
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiJob/JobWorkingPlan/Post',
      tags,
      summary: 'Add working plans to a job',
      request: { body: jsonBody(childBody.omit({ kind: true })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await changeJobChildren(await apiCtx(c), b.jobId, 'workingPlan', 'add', b.ids);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiJob/JobWorkingPlan/Delete',
      tags,
      summary: 'Remove working plans from a job (at least one stays)',
      request: { body: jsonBody(childBody.omit({ kind: true })) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await changeJobChildren(await apiCtx(c), b.jobId, 'workingPlan', 'remove', b.ids);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiJob/JobSkill/Post',
      tags,
      summary: 'Add technical (default) or social skills to a job',
      request: { body: jsonBody(childBody) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await changeJobChildren(
        await apiCtx(c),
        b.jobId,
        b.kind === 'social' ? 'socialSkill' : 'technicalSkill',
        'add',
        b.ids,
      );
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiJob/JobSkill/Delete',
      tags,
      summary: 'Remove skills from a job (at least one skill stays)',
      request: { body: jsonBody(childBody) },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await changeJobChildren(
        await apiCtx(c),
        b.jobId,
        b.kind === 'social' ? 'socialSkill' : 'technicalSkill',
        'remove',
        b.ids,
      );
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/JobApply/Get/UserApplies',
      tags,
      summary: "The signed-in user's job applications with their status, newest first",
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.array(
                application.extend({
                  job: z.object({
                    id: z.number(),
                    seoUrl: z.string(),
                    title: z.string(),
                    expiresOn: z.string(),
                    isExpired: z.boolean(),
                  }),
                  startup: z.object({
                    id: z.number(),
                    name: z.string(),
                    seoUrl: z.string(),
                    logoUrl: z.string().nullable(),
                  }),
                }),
              ),
            ),
          ),
          description: 'My applications',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listMyApplications(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiJob/JobApply/Get/CompanyApply/{id}',
      tags,
      summary: 'Applications to job {id}, for its team (any access to the startup) and admins',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                job: z.object({
                  id: z.number(),
                  title: z.string(),
                  seoUrl: z.string(),
                  startupId: z.number(),
                  canManage: z.boolean(),
                }),
                applications: z.array(
                  application.extend({
                    phone: z.string(),
                    linkedin: z.string(),
                    cvUrl: z.string().nullable(),
                    applicant: z.object({
                      userId: z.string(),
                      name: z.string(),
                      surname: z.string(),
                      seoUrl: z.string().nullable(),
                      title: z.string().nullable(),
                      photoUrl: z.string().nullable(),
                      cityId: z.number().nullable(),
                      countryId: z.number().nullable(),
                    }),
                  }),
                ),
              }),
            ),
          ),
          description: 'The applications',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await listJobApplications(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiJob/JobApply/Post',
      tags,
      summary: "Apply to a job with a cover note; the profile's phone, LinkedIn link and CV go with it",
      request: {
        body: jsonBody(
          z.object({ jobId: int32().positive(), coverNote: z.string().max(5000).nullable().optional() }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(z.number())), description: 'The application id' }, ...failures },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return ok(c, await applyToJob(await apiCtx(c), b.jobId, { coverNote: b.coverNote }));
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/apiJob/JobApply/SetJobApplyStatus',
      tags,
      summary:
        'Move an application to a status (jobApplicationStatus type id); WRITE on the startup; audited, the applicant is notified',
      request: {
        query: z.object({ jobApplyId: coercedInt32({ min: 1 }), statusId: coercedInt32({ min: 1 }) }),
      },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const q = c.req.valid('query');
      await setApplicationStatus(await apiCtx(c), q.jobApplyId, q.statusId);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/jobs/managed',
      tags,
      summary: 'Jobs of the startups the signed-in user manages (WRITE), with application counts',
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.array(summary.extend({ applicationCount: z.number(), newApplicationCount: z.number() })),
            ),
          ),
          description: 'My jobs',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listManagedJobs(await apiCtx(c))),
  );

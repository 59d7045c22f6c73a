/**
 * The job application calls of dashboard-and-operations §7 "Jobs" at their paths (issue 15 §2),
 * plus `GET /api/v2/jobs/managed` for `/dashboard/jobs` (my jobs with their applicant counts).
 * Rules live in applications.ts and jobs.ts; the job calls themselves are in api.ts.
 *
 * GET JobApply/Get/UserApplies; GET JobApply/Get/CompanyApply/{id}; POST JobApply/Post; PATCH
 * JobApply/SetJobApplyStatus?jobApplyId&statusId.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, json, jsonBody, ok } from '@/server/api/envelope';
import { listManagedJobs } from './jobs';
import {
  applyToJob,
  getApplicationCv,
  listJobApplications,
  listMyApplications,
  setApplicationStatus,
} from './applications';
import { privateFileHeaders } from '@/server/storage';
import { failures, jobSummary, tags } from './api-responses';

const application = z.object({
  id: z.number(),
  statusId: z.number(),
  coverNote: z.string(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
});

export const jobApplicationsApi = createRouter()
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
                      listed: z.boolean().describe('They chose to be listed: their talent page exists'),
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
              z.array(jobSummary.extend({ applicationCount: z.number(), newApplicationCount: z.number() })),
            ),
          ),
          description: 'My jobs',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listManagedJobs(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/job-applications/{id}/cv',
      tags,
      summary:
        'The CV sent with an application, as it was when the person applied (the applicant, the startup team, the super admin)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
        404: failures[404],
      },
    }),
    async (c) => {
      const bytes = await getApplicationCv(await apiCtx(c), c.req.valid('param').id);
      return c.body(new Uint8Array(bytes), 200, privateFileHeaders('application/pdf', 'cv.pdf'));
    },
  );

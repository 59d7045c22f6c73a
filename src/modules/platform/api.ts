/**
 * The admins' calls on the job queue (issue 15 §1): counts per queue and state, the failed jobs
 * (retries used up; the dead-letter state), and "send again". Rules in background-jobs.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { listFailedJobs, queueCounts, retryFailedJob } from './background-jobs';

const tags = ['Administration'];
const failures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "'Invalid access' (admins only)" },
  404: { ...json(errorEnvelope), description: 'No such failed job' },
};
const counts = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
const failedJob = z.object({
  id: z.string(),
  queue: z.string(),
  summary: z.string(),
  attempts: z.number().int(),
  error: z.string(),
  createdAt: z.string().describe('UTC ISO-8601'),
  failedAt: z.string().describe('UTC ISO-8601'),
});

export const platformApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/admin/background-jobs',
      tags,
      summary: 'Admin: jobs per queue and state, and the failed jobs (newest 100)',
      responses: {
        200: {
          ...json(envelopeOf(z.object({ queues: z.array(counts), failed: z.array(failedJob) }))),
          description: 'Counts and failed jobs',
        },
        ...failures,
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const [queues, failed] = await Promise.all([queueCounts(ctx), listFailedJobs(ctx)]);
      return ok(c, { queues, failed });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/admin/background-jobs/{queue}/{id}/retry',
      tags,
      summary: 'Admin: put a failed job back on its queue as a new job (audited)',
      request: { params: z.object({ queue: z.string().max(60), id: z.string().uuid() }) },
      responses: { 200: { ...json(envelopeOf(z.string())), description: 'The new job id' }, ...failures },
    }),
    async (c) => {
      const { queue, id } = c.req.valid('param');
      return ok(c, await retryFailedJob(await apiCtx(c), queue, id));
    },
  );

/**
 * OpenAPI parts shared by the jobs routers (api.ts, applications-api.ts): the tag, the failure
 * answers of the `/apiJob` calls (API.md envelope; §8 messages) and a job as lists show it
 * (jobs.ts `JobSummary`).
 */
import { z } from '@hono/zod-openapi';
import { errorEnvelope, json } from '@/server/api/envelope';

export const tags = ['Jobs'];

export const failures = {
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

/** A job as lists show it (jobs.ts `JobSummary`). */
export const jobSummary = z.object({
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

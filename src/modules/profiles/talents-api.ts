/**
 * Talent calls (API.md: plain REST under /api/v2/talents; spec §7 Users v2: talent list with
 * filter, currentPage, pageSize 9; search talents by text; talents by a list of keys; the
 * public talent profile). E-mail and phone are never part of an answer.
 */
import { coercedInt32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { talentFilterSchema, TALENT_PAGE_SIZE } from './talent-filter';
import { getTalent, getTalentsBySeoUrls, searchTalents, searchTalentsByText } from './talents';

const tags = ['Talents'];
const summary = z.object({
  seoUrl: z.string(),
  name: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  jobSearchStatus: z.string().nullable(),
  openToWork: z.boolean(),
  workingPlans: z.array(z.string()),
  professions: z.array(z.string()),
  skills: z.array(z.string()),
  shareMin: z.number().nullable().describe('percent 0–100'),
  shareMax: z.number().nullable().describe('percent 0–100'),
});
const failures = {
  400: {
    ...json(errorEnvelope),
    description: "Invalid filter; 'Maximum 1 option can be selected when not logged in.'",
  },
  402: { ...json(errorEnvelope), description: 'Premium filter without a package' },
};

export const talentsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/talents/list',
      tags,
      summary: 'Talent list with the talent filter (9 a page, most recently updated first)',
      request: {
        query: z.object({
          currentPage: coercedInt32({ min: 1, max: 10_000 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 50 }).default(TALENT_PAGE_SIZE),
        }),
        // Text search has its own call (/api/v2/talents/search): `q` stays out of the list body.
        body: jsonBody(talentFilterSchema.omit({ q: true }).partial()),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                data: z.array(summary),
                pageIndex: z.number(),
                pageSize: z.number(),
                totalCount: z.number(),
              }),
            ),
          ),
          description: 'A page of talents',
        },
        ...failures,
      },
    }),
    async (c) => {
      const { currentPage, pageSize } = c.req.valid('query');
      const filter = talentFilterSchema.parse(c.req.valid('json'));
      return ok(c, await searchTalents(await apiCtx(c), { filter, page: currentPage, pageSize }));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/talents/search',
      tags,
      summary: 'Talents whose name or title contains the text (at least 2 characters; 10 results)',
      request: { query: z.object({ text: z.string().max(100) }) },
      responses: { 200: { ...json(envelopeOf(z.array(summary))), description: 'Talents' }, ...failures },
    }),
    async (c) => ok(c, await searchTalentsByText(await apiCtx(c), c.req.valid('query').text)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/talents/by-seo-urls',
      tags,
      summary: 'Talents by a list of seoUrls, in that order (at most 100)',
      request: { body: jsonBody(z.object({ seoUrls: z.array(z.string().max(200)).max(100) })) },
      responses: { 200: { ...json(envelopeOf(z.array(summary))), description: 'Talents' } },
    }),
    async (c) => ok(c, await getTalentsBySeoUrls(await apiCtx(c), c.req.valid('json').seoUrls)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/talents/{seoUrl}',
      tags,
      summary: 'The public profile of a talent',
      request: { params: z.object({ seoUrl: z.string().max(200) }) },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: 'Talent' },
        404: { ...json(errorEnvelope), description: 'Unknown talent' },
      },
    }),
    async (c) => ok(c, await getTalent(await apiCtx(c), c.req.valid('param').seoUrl)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/User/Lookup',
      tags,
      summary: 'v1 lookup of people by name (at most 10)',
      request: { query: z.object({ name: z.string().max(100) }) },
      responses: { 200: { ...json(envelopeOf(z.array(summary))), description: 'People' }, ...failures },
    }),
    async (c) => ok(c, await searchTalentsByText(await apiCtx(c), c.req.valid('query').name, 10)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/User/Get/{seoUrl}',
      tags,
      summary: 'v1 public profile of a user by seoUrl (never e-mail or phone)',
      request: { params: z.object({ seoUrl: z.string().max(200) }) },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: 'Talent' },
        404: { ...json(errorEnvelope), description: 'Unknown talent' },
      },
    }),
    async (c) => ok(c, await getTalent(await apiCtx(c), c.req.valid('param').seoUrl)),
  );

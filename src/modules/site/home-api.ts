/**
 * The home page's data as REST calls (spec public §7 "Home: statistics, index page data,
 * providers. Funding data: GET with id param"; §3 "Home data: counts, indexPage (company, job,
 * user lists), providers"; issue 18 §6). Public and read only; the same services and caches as
 * the server-rendered home page (./home.ts, startups/stats.ts), so the calls and the page agree:
 * - `GET /api/v2/home/statistics`: visible startups, investor organizations, founders, funding
 *   rounds, disclosed funding in USD, open jobs;
 * - `GET /api/v2/home/index-page`: the home's startups, open jobs and talents (six each);
 * - `GET /api/v2/home/providers`: the home's providers (newest visible, six);
 * - `GET /api/v2/funding/{id}`: a visible startup's funding rounds (404 otherwise).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { getEcosystemCounts } from '@/modules/startups/stats';
import { getStartup } from '@/modules/startups/detail';
import { startupDetailSchema, startupSummarySchema } from '@/modules/startups/validation';
import { countOpenJobs } from '@/modules/jobs/jobs';
import { getHomeData } from './home';

const tags = ['Home'];

const statistics = z
  .object({
    startups: z.number().int(),
    investors: z.number().int(),
    founders: z.number().int(),
    fundingRounds: z.number().int(),
    totalFundingUsd: z.number().describe('Disclosed round amounts in USD at the fixed reference rates'),
    openJobs: z.number().int(),
  })
  .openapi('HomeStatistics');

const indexPage = z
  .object({
    startups: z.array(startupSummarySchema),
    jobs: z.array(
      z.object({
        id: z.number().int(),
        seoUrl: z.string(),
        title: z.string(),
        startup: z.object({ name: z.string(), seoUrl: z.string(), logoUrl: z.string().nullable() }),
        publishedOn: z.string().describe('UTC YYYY-MM-DD'),
        expiresOn: z.string().describe('UTC YYYY-MM-DD'),
      }),
    ),
    talents: z.array(
      z.object({
        seoUrl: z.string(),
        name: z.string(),
        surname: z.string(),
        title: z.string().nullable(),
        photoUrl: z.string().nullable(),
        city: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
  })
  .openapi('HomeIndexPage');

const providers = z
  .array(
    z.object({
      id: z.number().int(),
      seoUrl: z.string(),
      name: z.string(),
      slogan: z.string().nullable(),
      industries: z.array(z.string()),
      city: z.string().nullable(),
      country: z.string().nullable(),
    }),
  )
  .openapi('HomeProviders');

export const homeApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/home/statistics',
      tags,
      summary: "The home page's counts (startups, investors, founders, rounds, USD funding, open jobs)",
      responses: { 200: { ...json(envelopeOf(statistics)), description: 'The counts' } },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const [counts, openJobs] = await Promise.all([getEcosystemCounts(ctx), countOpenJobs(ctx.db)]);
      return ok(c, { ...counts, openJobs });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/home/index-page',
      tags,
      summary: "The home page's startups, open jobs and talents (six each), names in the request's language",
      responses: { 200: { ...json(envelopeOf(indexPage)), description: 'The lists' } },
    }),
    async (c) => {
      const home = await getHomeData(await apiCtx(c));
      return ok(c, {
        startups: home.startups,
        jobs: home.jobs.map((j) => ({
          id: j.id,
          seoUrl: j.seoUrl,
          title: j.title,
          startup: { name: j.startup.name, seoUrl: j.startup.seoUrl, logoUrl: j.startup.logoUrl },
          publishedOn: j.publishedOn,
          expiresOn: j.expiresOn,
        })),
        talents: home.talents.map((t) => ({
          seoUrl: t.seoUrl,
          name: t.name,
          surname: t.surname,
          title: t.title,
          photoUrl: t.photoUrl,
          city: t.city,
          country: t.country,
        })),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/home/providers',
      tags,
      summary: "The home page's providers (newest visible, six)",
      responses: { 200: { ...json(envelopeOf(providers)), description: 'The providers' } },
    }),
    async (c) => ok(c, (await getHomeData(await apiCtx(c))).providers),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/funding/{id}',
      tags,
      summary: "A visible startup's funding rounds (amounts in their currency; investors, lead marked)",
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: { ...json(envelopeOf(startupDetailSchema.shape.rounds)), description: 'The rounds, in order' },
        404: { ...json(errorEnvelope), description: 'Unknown or hidden startup' },
      },
    }),
    async (c) => ok(c, (await getStartup(await apiCtx(c), c.req.valid('param').id)).rounds),
  );

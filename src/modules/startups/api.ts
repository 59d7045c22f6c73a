/**
 * Startup REST calls of spec public-and-account §7 "Startups (v1 company and v2)": the v1
 * company calls at their exact paths and the v2 calls as plain REST under /api/v2/startups.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { startupFilterSchema } from './filter';
import { fuzzySearchStartups, getVisibleStartupSummaries, searchStartups } from './search';
import { getStartup } from './detail';
import {
  companySearchBodySchema,
  fuzzyHitSchema,
  fuzzyQuerySchema,
  pagedStartupsSchema,
  startupDetailSchema,
  startupSummarySchema,
  v2ListQuerySchema,
} from './validation';

const tags = ['Startups'];
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input (data.fields names each invalid field)' },
  402: { ...json(errorEnvelope), description: 'Premium filter used without a premium package' },
  404: { ...json(errorEnvelope), description: 'Unknown or hidden startup' },
};
const paged = {
  200: { ...json(envelopeOf(pagedStartupsSchema)), description: 'A page of startups' },
  ...failures,
};
const detail = { 200: { ...json(envelopeOf(startupDetailSchema)), description: 'The startup' }, ...failures };

export const startupsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Company/Get/{key}',
      tags,
      summary: 'A startup by id (a key of digits) or seoUrl',
      request: { params: z.object({ key: z.string().min(1).max(120) }) },
      responses: detail,
    }),
    // The legacy route takes either; digits are an id (the id/seoUrl ambiguity is this route's own).
    async (c) => {
      const { key } = c.req.valid('param');
      return ok(c, await getStartup(await apiCtx(c), /^\d{1,9}$/.test(key) ? Number(key) : key));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Company/Search',
      tags,
      summary: 'Filtered, paged startup search (page size 10)',
      request: { body: jsonBody(companySearchBodySchema) },
      responses: paged,
    }),
    async (c) => {
      const body = c.req.valid('json');
      const filter = body.searchText ? { ...body.filter, q: body.searchText } : body.filter;
      return ok(
        c,
        await searchStartups(await apiCtx(c), {
          filter,
          page: body.pageIndex,
          pageSize: body.pageSize,
          sort: body.orderColumnName,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/search',
      tags,
      summary: 'Fuzzy startup search by name and tagline (min 2 characters, up to 30 hits)',
      request: { query: fuzzyQuerySchema },
      responses: {
        200: { ...json(envelopeOf(z.array(fuzzyHitSchema))), description: 'Hits, best first' },
        ...failures,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await fuzzySearchStartups(await apiCtx(c), q.query, q.limit));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/list',
      tags,
      summary: 'Filtered startup list for the viewer (premium filters need a premium package)',
      request: { query: v2ListQuerySchema, body: jsonBody(startupFilterSchema) },
      responses: paged,
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        await searchStartups(await apiCtx(c), {
          filter: c.req.valid('json'),
          page: q.currentPage,
          pageSize: q.pageSize,
          sort: q.sort,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/public/list',
      tags,
      summary: 'Public startup list: answered as for a visitor, whoever asks',
      request: { query: v2ListQuerySchema, body: jsonBody(startupFilterSchema) },
      responses: paged,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const ctx = { ...(await apiCtx(c)), viewer: ANONYMOUS_VIEWER };
      return ok(
        c,
        await searchStartups(ctx, {
          filter: c.req.valid('json'),
          page: q.currentPage,
          pageSize: q.pageSize,
          sort: q.sort,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/by-ids',
      tags,
      summary: 'Summaries of visible startups by id list (at most 100)',
      request: { body: jsonBody(z.object({ ids: z.array(int32().positive()).max(100) })) },
      responses: {
        200: {
          ...json(envelopeOf(z.array(startupSummarySchema))),
          description: 'Summaries in request order',
        },
        ...failures,
      },
    }),
    async (c) => {
      return ok(c, await getVisibleStartupSummaries(await apiCtx(c), c.req.valid('json').ids));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/seo/{seoUrl}',
      tags,
      summary: 'A startup by seoUrl',
      request: { params: z.object({ seoUrl: z.string().min(1).max(120) }) },
      responses: detail,
    }),
    async (c) => ok(c, await getStartup(await apiCtx(c), c.req.valid('param').seoUrl)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/public/{id}',
      tags,
      summary: 'A startup by id, as a visitor sees it',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: detail,
    }),
    async (c) =>
      ok(c, await getStartup({ ...(await apiCtx(c)), viewer: ANONYMOUS_VIEWER }, c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/{id}',
      tags,
      summary: 'A startup by id',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: detail,
    }),
    async (c) => ok(c, await getStartup(await apiCtx(c), c.req.valid('param').id)),
  );

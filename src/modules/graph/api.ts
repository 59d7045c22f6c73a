/**
 * The investor-relation graph calls (issue 18 §2), public: the graph (nodes id, label, x, y, size;
 * edges source, target, size — spec public §3) with optional filters, the shortest path between
 * two nodes, and an investor's co-investors. Thin: each call parses its input and hands it to
 * ./graph.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { findGraphPath, getCoInvestors, getInvestorGraph } from './graph';

const tags = ['Investor graph'];

const node = z.object({
  id: z.string().describe('`s<id>` for a startup, `i<id>` for an investor organization'),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  size: z.number(),
  kind: z.enum(['startup', 'investor']),
  seoUrl: z.string(),
  degree: z.number().int().describe('Investors of a startup, or startups an investor backed'),
  sectors: z.array(z.number().int()).optional(),
  country: z.number().int().nullable().optional().describe('ISO 3166 numeric code'),
  years: z.array(z.number().int()).optional().describe('UTC years of the startup’s rounds'),
});
const edge = z.object({
  source: z.string(),
  target: z.string(),
  size: z.number().int().describe('Rounds the investor and the startup share (at least 1)'),
});
const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
const year = coercedInt32({ min: 1900, max: 2100 }).optional();

export const graphApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/graph/investor-relations',
      tags,
      summary: 'Investors and startups as a graph, laid out on the server (ForceAtlas2)',
      request: {
        query: z.object({
          sector: coercedInt32({ min: 1 }).optional().describe('startupSector id'),
          country: coercedInt32({ min: 1 }).optional().describe('ISO 3166 numeric code of the startup'),
          yearFrom: year,
          yearTo: year,
        }),
      },
      responses: {
        ...answer(
          z.object({
            nodes: z.array(node),
            edges: z.array(edge),
            builtAt: z.string().nullable().describe('When the layout was computed (UTC ISO-8601)'),
            stale: z.boolean().describe('The data changed since; a new layout is being computed'),
          }),
          'The graph, or the matching startups with their investors',
        ),
        400: { ...json(errorEnvelope), description: 'Invalid query' },
      },
    }),
    async (c) => {
      const graph = await getInvestorGraph(await apiCtx(c), c.req.valid('query'));
      // The same for every viewer and language (names only): browsers and proxies may keep it a minute.
      c.header('Cache-Control', 'public, max-age=60');
      return ok(c, graph);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/graph/path',
      tags,
      summary: 'The shortest chain of investments between two nodes (empty when not connected)',
      request: {
        query: z.object({
          from: z
            .string()
            .regex(/^[si]\d{1,10}$/)
            .describe('Node id, e.g. i12'),
          to: z
            .string()
            .regex(/^[si]\d{1,10}$/)
            .describe('Node id, e.g. s345'),
        }),
      },
      responses: {
        ...answer(z.object({ nodes: z.array(node) }), 'The nodes along the way, both ends included'),
        400: { ...json(errorEnvelope), description: 'Invalid query' },
        404: { ...json(errorEnvelope), description: "'This startup or investor is not in the graph.'" },
      },
    }),
    async (c) => {
      const { from, to } = c.req.valid('query');
      return ok(c, { nodes: await findGraphPath(await apiCtx(c), from, to) });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/investors/{id}/co-investors',
      tags,
      summary: 'Investors who backed the same startups as this one, most shared first (20 at most)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        ...answer(
          z.array(
            z.object({
              id: z.number().int(),
              name: z.string(),
              seoUrl: z.string(),
              sharedStartups: z.number().int(),
            }),
          ),
          'Co-investors with the number of startups both backed',
        ),
        400: { ...json(errorEnvelope), description: 'Invalid id' },
      },
    }),
    async (c) => ok(c, await getCoInvestors(await apiCtx(c), c.req.valid('param').id)),
  );

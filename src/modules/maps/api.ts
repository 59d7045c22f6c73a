/**
 * The ecosystem map calls (issue 18 §1), public: the Türkiye map's counts per province and a
 * province's startups and organizations, for the same categories and scopes as the pages
 * (/ecosystem-map, /map/ecosystem-map-gov, /map/types). The EU map reads
 * /api/v2/eu-organizations and its /countries (src/modules/organizations/eu-api.ts). Thin: each
 * call parses its input and hands it to ./province-map.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { chosenCategories, getProvinceActors, getProvinceMap, mapCategories } from './province-map';

const tags = ['Maps'];

const mapQuery = z.object({
  scope: z
    .enum(['all', 'types', 'gov'])
    .default('all')
    .describe(
      'all: startups and every organization type; types: organization types; gov: public support institutions',
    ),
  show: z
    .string()
    .max(2000)
    .optional()
    .describe(
      'Comma-separated category keys (`startups`, organization type slugs); absent = the scope’s default',
    ),
});

const category = z.object({
  key: z.string(),
  label: z.string(),
  typeId: z.number().int().optional().describe('organizationType id; absent for startups'),
});

const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});

async function chosen(c: Parameters<typeof apiCtx>[0], query: z.infer<typeof mapQuery>) {
  const ctx = await apiCtx(c);
  const categories = await mapCategories(ctx, query.scope);
  return { ctx, categories, chosen: chosenCategories(categories, query.show, query.scope) };
}

export const mapsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/maps/provinces',
      tags,
      summary: "Ecosystem actors per province of Türkiye, per category (the ecosystem map's numbers)",
      request: { query: mapQuery },
      responses: {
        ...answer(
          z.object({
            categories: z.array(category.extend({ total: z.number().int(), chosen: z.boolean() })),
            provinces: z.array(
              z.object({
                cityId: z
                  .number()
                  .int()
                  .describe('ref_cities id (the startup and organization filters’ city)'),
                name: z.string(),
                slug: z.string(),
                counts: z.record(z.string(), z.number().int()).describe('Count per category key'),
                total: z.number().int().describe('Sum over the chosen categories'),
              }),
            ),
            max: z.number().int(),
          }),
          'The 81 provinces by name with their counts',
        ),
        400: { ...json(errorEnvelope), description: 'Invalid query' },
      },
    }),
    async (c) => {
      const { ctx, categories, chosen: picked } = await chosen(c, c.req.valid('query'));
      return ok(c, await getProvinceMap(ctx, categories, picked));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/maps/provinces/{province}',
      tags,
      summary: 'The startups and organizations of one province in the chosen categories (first 12 of each)',
      request: {
        params: z.object({
          province: z.string().min(1).max(60).describe('Province slug (istanbul) or ref_cities id'),
        }),
        query: mapQuery,
      },
      responses: {
        ...answer(
          z.object({
            province: z.object({ cityId: z.number().int(), name: z.string(), slug: z.string() }),
            groups: z.array(
              category.extend({
                totalCount: z.number().int(),
                startups: z
                  .array(
                    z.object({ id: z.number().int(), seoUrl: z.string(), name: z.string() }).passthrough(),
                  )
                  .optional(),
                organizations: z
                  .array(
                    z.object({
                      id: z.number().int(),
                      seoUrl: z.string(),
                      name: z.string(),
                      type: z.string().nullable(),
                      logoUrl: z.string().nullable(),
                    }),
                  )
                  .optional(),
              }),
            ),
          }),
          'Each chosen category with its count in the province and its first actors',
        ),
        400: { ...json(errorEnvelope), description: 'Invalid query' },
        404: { ...json(errorEnvelope), description: "'No such province.'" },
      },
    }),
    async (c) => {
      const { ctx, chosen: picked } = await chosen(c, c.req.valid('query'));
      return ok(c, await getProvinceActors(ctx, c.req.valid('param').province, picked));
    },
  );

/**
 * Organization calls needed before the organizations issue: the lookup by name (spec §7
 * "organization lookup by exact search limited to 10"), used to pick round investors.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { lookupOrganizations } from './organizations';

export const organizationsApi = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/v2/organizations/lookup',
    tags: ['Organizations'],
    summary: 'Organizations whose name contains `name` (2+ characters; at most 10)',
    request: { query: z.object({ name: z.string().max(100) }) },
    responses: {
      200: {
        ...json(
          envelopeOf(
            z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                seoUrl: z.string(),
                typeId: z.number(),
                logoUrl: z.string().nullable(),
              }),
            ),
          ),
        ),
        description: 'Organizations',
      },
      400: { ...json(errorEnvelope), description: 'Fewer than 2 characters' },
    },
  }),
  async (c) => ok(c, await lookupOrganizations((await apiCtx(c)).db, c.req.valid('query').name)),
);

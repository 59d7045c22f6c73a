/**
 * The patent calls (issue 18 §3), public: the list of /patents with its filter and one patent
 * with every D §3 field. The legacy `POST /apiCommon/OrganizerPatent/Search` (organization
 * patents only) stays in src/modules/organizations/organizer-api.ts. Thin: each call parses its
 * input and hands it to ./patents.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { getPatent, searchAllPatents } from './patents';
import { parsePatentQuery } from './filter';

const tags = ['Patents'];

const owner = z.object({
  kind: z.enum(['startup', 'organization']),
  id: z.number().int(),
  name: z.string(),
  seoUrl: z.string().describe('/startup/{seoUrl} or /tech-center/{seoUrl}'),
  logoUrl: z.string().nullable(),
  type: z
    .string()
    .nullable()
    .describe('The organization’s type in the viewer’s language; null for a startup'),
  location: z.string().nullable(),
});

const card = z.object({
  id: z.number().int(),
  name: z.string(),
  applicationNumbers: z.array(z.string()),
  inventorName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  trl: z.number().int().nullable().describe('Technology readiness level 1–9'),
  needs: z.array(z.string()),
  sectors: z.array(z.string()),
  protectionStartDate: z.string().nullable().describe('YYYY-MM-DD'),
  protectionEndDate: z.string().nullable().describe('YYYY-MM-DD'),
  owner,
});

const detail = card.extend({
  value: z.number().nullable().describe('In valueCurrency'),
  valueCurrency: z.string().nullable().describe('ISO 4217'),
  needsDescription: z.string().nullable(),
  problemSolved: z.string().nullable(),
  technologicalAdvantage: z.string().nullable(),
  targetMarkets: z.array(z.string()),
  marketSize: z.number().nullable().describe('In marketSizeCurrency'),
  marketSizeCurrency: z.string().nullable().describe('ISO 4217'),
});

const idList = (what: string) =>
  z.string().max(600).optional().describe(`Comma-separated ${what} ids (any of them)`);

export const patentsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/patents',
      tags,
      summary: 'Patents of startups and organizations, most mature first (the /patents list)',
      request: {
        query: z.object({
          q: z
            .string()
            .max(100)
            .optional()
            .describe('Name, application number, inventor or owner (2+ characters)'),
          sector: idList('startupSector'),
          need: idList('patentNeed'),
          trl: z.string().max(1).optional().describe('Technology readiness level at least (1–9)'),
          owner: z
            .string()
            .max(20)
            .optional()
            .describe('`startup`, `organization`, or an organizationType id'),
          city: z.string().max(11).optional().describe('ref_cities id of the owner'),
          page: z.string().max(6).optional().describe('1-based page of 12'),
        }),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                data: z.array(card),
                totalCount: z.number().int(),
                page: z.number().int(),
                pageSize: z.number().int(),
              }),
            ),
          ),
          description: 'One page of patents and the total',
        },
        400: { ...json(errorEnvelope), description: 'Invalid query' },
      },
    }),
    async (c) => {
      const { filter, page } = parsePatentQuery(c.req.valid('query'));
      return ok(c, await searchAllPatents(await apiCtx(c), filter, page));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/patents/{id}',
      tags,
      summary: 'One patent with every field, and its owner',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: { ...json(envelopeOf(detail)), description: 'The patent' },
        400: { ...json(errorEnvelope), description: 'Invalid id' },
        404: { ...json(errorEnvelope), description: "'No such patent.'" },
      },
    }),
    async (c) => ok(c, await getPatent(await apiCtx(c), c.req.valid('param').id)),
  );

/**
 * The search calls (issue 18 §4; spec public §7 "Search and other"), public:
 * - `GET /api/v2/search?q&size`: the header's common search, grouped people / startups / ecosystem;
 * - `GET /api/v2/search/legacy?text`: the legacy flat list (`searchResultType` 1 people,
 *   2 startups, 4 ecosystem) with localized `url` and `imagePath`;
 * - `GET /api/v2/search/types?q&parentTypeIds&size`: reference list items by name;
 * - `GET /api/v2/search/{kind}?q&page`: one kind's results page (the /search tabs), with the count;
 * - `GET /api/v2/lookup/{kind}?q&mode&size`: people, startups or organizations, exact (at most
 *   10) or fuzzy (at most 30).
 * Fewer than 2 characters: 400 'Search needs at least 2 characters.' in the viewer's language.
 * Thin: each call parses its input and hands it to ./global-search.ts or ./lookup.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { localizeSitePath } from '@/modules/site/paths';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, ok } from '@/server/api/envelope';
import { globalSearch, searchKind, SEARCH_KINDS } from './global-search';
import { LOOKUP_KINDS, lookupEntries, searchTypes } from './lookup';
import { hitPath, legacyResultType } from './hit-href';

const tags = ['Search'];
const text = z.string().max(100).describe('At least 2 characters; case and Turkish letters do not matter');
const hit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  name: z.string(),
  seoUrl: z.string(),
  image: z.string().nullable().describe('Logo or photo; null: show a placeholder'),
  subtitle: z.string().nullable(),
});
const tooShort = { 400: { ...json(errorEnvelope), description: "'Search needs at least 2 characters.'" } };

export const searchApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/search',
      tags,
      summary: 'The header search: people, startups and ecosystem (organizations, programs, providers, jobs)',
      request: { query: z.object({ q: text, size: coercedInt32({ min: 1, max: 10 }).optional() }) },
      responses: {
        200: {
          ...json(
            envelopeOf(z.object({ people: z.array(hit), startups: z.array(hit), ecosystem: z.array(hit) })),
          ),
          description: 'Up to `size` (default 5) hits a group; names beginning with the text first',
        },
        ...tooShort,
      },
    }),
    async (c) => {
      const { q, size } = c.req.valid('query');
      return ok(c, await globalSearch(await apiCtx(c), q, size));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/search/legacy',
      tags,
      summary: 'The legacy search: one list, ecosystem hits with searchResultType 4',
      request: { query: z.object({ text }) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.array(
                z.object({
                  id: z.string(),
                  text: z.string(),
                  url: z.string().describe('The page, in the viewer’s language'),
                  imagePath: z.string().nullable(),
                  searchResultType: z.number().int().describe('1 people, 2 startups, 4 ecosystem'),
                }),
              ),
            ),
          ),
          description: 'People, then startups, then ecosystem',
        },
        ...tooShort,
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const { people, startups, ecosystem } = await globalSearch(ctx, c.req.valid('query').text);
      return ok(
        c,
        [...people, ...startups, ...ecosystem].map((h) => ({
          id: h.id,
          text: h.name,
          url: localizeSitePath(hitPath(h.kind, h.seoUrl), ctx.locale).href,
          imagePath: h.image,
          searchResultType: legacyResultType(h.kind),
        })),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/search/types',
      tags,
      summary: 'Reference list items (sectors, skills, professions…) of the given lists by name',
      request: {
        query: z.object({
          q: text,
          parentTypeIds: z
            .string()
            .regex(/^\d{1,9}(,\d{1,9}){0,19}$/)
            .optional()
            .describe('Comma-separated list ids (GET /apiCommon/Type/GetTypeList); absent: every list'),
          size: coercedInt32({ min: 1, max: 50 }).optional(),
        }),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.array(z.object({ id: z.number().int(), parentId: z.number().int(), name: z.string() })),
            ),
          ),
          description: 'Items whose English or Turkish name contains the text, in list order',
        },
        ...tooShort,
      },
    }),
    async (c) => {
      const { q, parentTypeIds, size } = c.req.valid('query');
      const lists = parentTypeIds ? parentTypeIds.split(',').map(Number) : [];
      return ok(c, await searchTypes(await apiCtx(c), q, lists, size));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/search/{kind}',
      tags,
      summary: 'One kind’s results (the /search tabs), 20 a page, with the number found (capped at 1,000)',
      request: {
        params: z.object({ kind: z.enum(SEARCH_KINDS) }),
        query: z.object({ q: text, page: coercedInt32({ min: 1, max: 50 }).optional() }),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                data: z.array(hit),
                totalCount: z.number().int(),
                page: z.number().int(),
                pageSize: z.number().int(),
              }),
            ),
          ),
          description: 'Names beginning with the text first, then by name',
        },
        ...tooShort,
      },
    }),
    async (c) => {
      const { q, page } = c.req.valid('query');
      return ok(c, await searchKind(await apiCtx(c), c.req.valid('param').kind, q, page));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/lookup/{kind}',
      tags,
      summary: 'People, startups or organizations by name: exact (beginning with the text) or fuzzy',
      request: {
        params: z.object({ kind: z.enum(LOOKUP_KINDS) }),
        query: z.object({
          q: text,
          mode: z.enum(['exact', 'fuzzy']).default('exact'),
          size: coercedInt32({ min: 1, max: 30 }).optional().describe('Default 10; exact at most 10'),
        }),
      },
      responses: {
        200: { ...json(envelopeOf(z.array(hit))), description: 'Best first' },
        ...tooShort,
      },
    }),
    async (c) => {
      const { q, mode, size } = c.req.valid('query');
      return ok(c, await lookupEntries(await apiCtx(c), c.req.valid('param').kind, q, mode, size));
    },
  );

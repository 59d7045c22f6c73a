/**
 * Organization calls (spec public §7 "organization lookup … limited to 10"; dashboard §7
 * "POST Organizer/Search (body plus PageIndex, default 1)", "GET Organizer/Get?seoUrl",
 * "GET Program/Get?programSeoUrl", "POST OrganizerPatent/Search"): the lookup used to pick round
 * investors, and the public organization list, organization, program and patent search.
 */
import { int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { lookupOrganizations } from './organizations';
import { searchPatents } from './patents';
import { getProgram, getTechCenter, searchTechCenters } from './tech-centers';
import { applyTechCenterRules, techCenterFilterSchema } from './tech-center-filter';

const tags = ['Organizations'];
const idList = z.array(int32().positive()).max(50).optional();
/** The v1 search body (spec field names). */
const organizerSearch = z.object({
  OrganizerTypesIdList: idList,
  CountryId: int32().positive().nullable().optional(),
  CityId: int32().positive().nullable().optional(),
  HasOpenProgram: z.boolean().nullable().optional().describe('unanswered: null or absent'),
  StageIdList: idList,
  SectorIdList: idList,
  TargetMarketIdList: idList,
  ProgramTypesIdList: idList,
  PageIndex: int32().min(1).default(1),
});

export const organizationsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/organizations/lookup',
      tags,
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
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Organizer/Search',
      tags,
      summary:
        'Organizations by the organization filter, 6 a page, newest first (program fields need HasOpenProgram true)',
      request: { body: jsonBody(organizerSearch) },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: '{ data, pageIndex, pageSize, totalCount }' },
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const filter = applyTechCenterRules(
        techCenterFilterSchema.parse({
          types: b.OrganizerTypesIdList ?? [],
          country: b.CountryId ?? undefined,
          city: b.CityId ?? undefined,
          hasOpenProgram: b.HasOpenProgram ?? undefined,
          stages: b.StageIdList ?? [],
          sectors: b.SectorIdList ?? [],
          markets: b.TargetMarketIdList ?? [],
          programTypes: b.ProgramTypesIdList ?? [],
        }),
      );
      return ok(c, await searchTechCenters(await apiCtx(c), { filter, page: b.PageIndex }));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Organizer/Get',
      tags,
      summary: 'One approved organization by seoUrl with its programs and portfolio',
      request: { query: z.object({ seoUrl: z.string().max(200) }) },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: 'The organization' },
        404: { ...json(errorEnvelope), description: 'Unknown, pending or hidden' },
      },
    }),
    async (c) => ok(c, await getTechCenter(await apiCtx(c), c.req.valid('query').seoUrl)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/OrganizerPatent/Search',
      tags,
      summary: 'Patents of approved organizations, 10 a page by name (body plus PageIndex, default 1)',
      request: {
        body: jsonBody(
          z.object({
            SectorIdList: idList,
            TargetMarketIdList: idList,
            NeedIdList: idList,
            MinTrl: int32().min(1).max(9).nullable().optional(),
            Text: z.string().max(100).nullable().optional(),
            PageIndex: int32().min(1).default(1),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'A page of patents' } },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return ok(
        c,
        await searchPatents(await apiCtx(c), {
          sectorIds: b.SectorIdList,
          targetMarketIds: b.TargetMarketIdList,
          needIds: b.NeedIdList,
          minTrl: b.MinTrl,
          text: b.Text,
          page: b.PageIndex,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Program/Get',
      tags,
      summary: 'One visible program of an approved organization by seoUrl',
      request: { query: z.object({ programSeoUrl: z.string().max(200) }) },
      responses: {
        200: { ...json(envelopeOf(z.any())), description: 'The program' },
        404: { ...json(errorEnvelope), description: 'Unknown, hidden or unapproved' },
      },
    }),
    async (c) => ok(c, await getProgram(await apiCtx(c), c.req.valid('query').programSeoUrl)),
  );

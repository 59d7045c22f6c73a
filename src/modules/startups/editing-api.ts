/**
 * Startup write calls (spec public-and-account §7 "Startups (v1 company and v2)"): the v1
 * company calls at their exact paths — POST Company/Post, PUT Company/Put, PATCH
 * Company/SetVisibility?companyId=&visibility=, DELETE Company/Delete/{id} — the v2 visibility
 * PATCH (body isVisible) and logo/cover upload. The child collections are in collections-api.ts.
 * Scopes are checked by the services (src/modules/startups/editing.ts).
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, ok, json, jsonBody } from '@/server/api/envelope';
import { companyId, done, failures, teamMemberBody } from './api-responses';
import {
  createStartup,
  deleteStartup,
  setStartupVisibility,
  updateStartup,
  uploadStartupImage,
} from './editing';
import { imageUploadResponses, readUpload, uploadBodyLimit, uploadRequestBody } from '@/server/api/uploads';

const tags = ['Startups'];

const text = z.string().max(5000).nullable().optional();
const idList = z.array(int32()).max(50).optional();
const info = z.object({
  name: z.string().max(120).optional(),
  officialName: text,
  tagline: text,
  description: text,
  sectorIds: idList,
  stageId: int32().nullable().optional(),
  incorporated: z.boolean().nullable().optional(),
  employeeCountId: int32().nullable().optional(),
  foundationDate: z.string().max(30).nullable().optional().describe('YYYY-MM-DD'),
  countryId: int32().nullable().optional(),
  cityId: int32().nullable().optional(),
  website: text,
  linkedin: text,
  facebook: text,
  twitter: text,
  instagram: text,
  operatingStatusId: int32().nullable().optional(),
  technologyIds: idList,
  businessModelIds: idList,
  revenueModelIds: idList,
  targetGroup: text,
  competitiveAdvantage: text,
  revenueModelDescription: text,
  marketSize: z.number().nullable().optional(),
  marketSizeCurrency: z.string().max(3).nullable().optional(),
  investmentSeekingStatusId: int32().nullable().optional(),
  seekingInvestmentAmount: z.number().nullable().optional(),
  seekingInvestmentCurrency: z.string().max(3).nullable().optional(),
  investmentSeekingTourId: int32().nullable().optional(),
  investmentSeekingTypeId: int32().nullable().optional(),
  seekingValuation: z.number().nullable().optional().describe('in seekingInvestmentCurrency'),
  seekingStartDate: z.string().max(30).nullable().optional().describe('YYYY-MM-DD'),
  seekingEndDate: z.string().max(30).nullable().optional().describe('YYYY-MM-DD, not before the start'),
});

export const startupEditingApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Company/Post',
      tags,
      summary: 'Create a startup with its team (the creator gets FULL_ACCESS)',
      request: { body: jsonBody(info.extend({ teamMembers: z.array(teamMemberBody).max(100) })) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), seoUrl: z.string() }))),
          description: 'Created',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await createStartup(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/Company/Put',
      tags,
      summary: 'Save startup information (WRITE; the name cannot change)',
      request: { body: jsonBody(info.extend({ companyId })) },
      responses: done,
    }),
    async (c) => {
      const { companyId: id, ...input } = c.req.valid('json');
      await updateStartup(await apiCtx(c), id, input);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/apiCommon/Company/SetVisibility',
      tags,
      summary: 'Visibility on or off (WRITE); off hides the startup at once',
      request: {
        query: z.object({
          companyId: coercedInt32({ min: 1 }),
          visibility: z.enum(['true', 'false']),
        }),
      },
      responses: done,
    }),
    async (c) => {
      const { companyId: id, visibility } = c.req.valid('query');
      await setStartupVisibility(await apiCtx(c), id, visibility === 'true');
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/api/v2/startups/{id}/visibility',
      tags,
      summary: 'Visibility on or off (v2; body isVisible)',
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }) }),
        body: jsonBody(z.object({ isVisible: z.boolean() })),
      },
      responses: done,
    }),
    async (c) => {
      await setStartupVisibility(await apiCtx(c), c.req.valid('param').id, c.req.valid('json').isVisible);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/Company/Delete/{id}',
      tags,
      summary: 'Delete a startup (FULL_ACCESS or admin)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: done,
    }),
    async (c) => {
      await deleteStartup(await apiCtx(c), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/{id}/{kind}',
      tags,
      summary: 'Upload the logo or cover (multipart `file`; WRITE; `?modal=true` allows 5 MB, else 3 MB)',
      middleware: [uploadBodyLimit] as const,
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }), kind: z.enum(['logo', 'cover']) }),
        body: uploadRequestBody,
      },
      responses: { ...failures, ...imageUploadResponses },
    }),
    async (c) => {
      const { bytes, fromModal } = await readUpload(c);
      const { id, kind } = c.req.valid('param');
      return ok(c, await uploadStartupImage(await apiCtx(c), id, kind, bytes, { fromModal }));
    },
  );

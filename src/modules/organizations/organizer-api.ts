/**
 * Organization management calls (dashboard-and-operations §7 "Organizations and programs":
 * POST Organizer/Post?type, PUT Organizer/Put?type&organizerId, GET Organizer/Get/Authorize,
 * POST Organizer/ApproveDelete/{approveDelete}/{id}) and the admins' bulk review. `type` is the
 * organization type id; `approveDelete` is `true` (approve) or `false` (delete). Rules and
 * scopes are checked by organizer.ts.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { imageUploadResponses, readUpload, uploadBodyLimit, uploadRequestBody } from '@/server/api/uploads';
import {
  createOrganization,
  listMyOrganizations,
  reviewOrganizations,
  updateOrganization,
  uploadOrganizationImage,
  uploadPatentPhoto,
} from './organizer';

const tags = ['Organizations'];
const text = z.string().max(5000).nullable().optional();
const organizationBody = z.object({
  typeId: int32().nullable().optional(),
  name: z.string().max(200).optional(),
  tagline: text,
  email: text,
  countryId: int32().nullable().optional(),
  cityId: int32().nullable().optional(),
  phone: z.string().max(40).nullable().optional(),
  phoneCountry: z.string().length(2).nullable().optional(),
  description: text,
  about: z.string().max(20_000).nullable().optional().describe('Rich text (spec §5 allow-list)'),
  facilities: text,
  address: text,
  website: text,
  linkedin: text,
  twitter: text,
  facebook: text,
  instagram: text,
  teamMembers: z
    .array(
      z.object({
        id: int32().positive().nullable().optional(),
        typeId: int32().nullable().optional(),
        name: z.string().max(120).nullable().optional(),
        surname: z.string().max(120).nullable().optional(),
        title: z.string().max(120).nullable().optional(),
      }),
    )
    .max(100)
    .optional(),
  angelInvestorNetworkIds: z.array(int32()).max(50).optional(),
  startupIds: z.array(int32().positive()).max(500).optional(),
  patents: z
    .array(
      z.object({
        id: int32().positive().nullable().optional(),
        name: z.string().max(300).nullable().optional(),
        applicationNumbers: z
          .union([z.array(z.string().max(60)).max(20), z.string().max(600)])
          .nullable()
          .optional(),
        inventorName: text,
        value: z.number().nullable().optional(),
        valueCurrency: z.string().max(3).nullable().optional(),
        trl: z.number().nullable().optional().describe('Technology readiness level 1–9'),
        needIds: z.array(int32()).max(20).optional(),
        needsDescription: text,
        problemSolved: text,
        protectionStartDate: z.string().max(30).nullable().optional(),
        protectionEndDate: z.string().max(30).nullable().optional(),
        technologicalAdvantage: text,
        sectorIds: z.array(int32()).max(50).optional(),
        targetMarketIds: z.array(int32()).max(20).optional(),
        marketSize: z.number().nullable().optional(),
        marketSizeCurrency: z.string().max(3).nullable().optional(),
      }),
    )
    .max(100)
    .optional(),
});
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "'Invalid access'" },
  404: { ...json(errorEnvelope), description: 'Not found / nothing pending' },
};
const typeQuery = z.object({ type: coercedInt32().optional() });

export const organizerApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Organizer/Post',
      tags,
      summary: 'Create an organization (pending until an admin approves; the creator gets FULL_ACCESS)',
      request: { query: typeQuery, body: jsonBody(organizationBody) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), seoUrl: z.string() }))),
          description: 'Created',
        },
        ...failures,
      },
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      const body = c.req.valid('json');
      return ok(c, await createOrganization(await apiCtx(c), { ...body, typeId: type ?? body.typeId }));
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/Organizer/Put',
      tags,
      summary: 'Save organization fields (WRITE on the organization, or admin)',
      request: {
        query: typeQuery.extend({ organizerId: coercedInt32({ min: 1 }) }),
        body: jsonBody(organizationBody),
      },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Saved' }, ...failures },
    }),
    async (c) => {
      const { type, organizerId } = c.req.valid('query');
      const body = c.req.valid('json');
      await updateOrganization(await apiCtx(c), organizerId, { ...body, typeId: type ?? body.typeId });
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Organizer/Get/Authorize',
      tags,
      summary: "The viewer's organizations (pending ones included), newest first",
      responses: {
        200: { ...json(envelopeOf(z.array(z.any()))), description: 'Organizations' },
        ...failures,
      },
    }),
    async (c) => ok(c, await listMyOrganizations(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/Organizer/ApproveDelete/{approveDelete}/{id}',
      tags,
      summary: 'Admin: approve (true) or delete (false) a pending organization',
      request: {
        params: z.object({
          approveDelete: z.enum(['true', 'false']),
          id: coercedInt32({ min: 1 }),
        }),
      },
      responses: { 200: { ...json(envelopeOf(z.number())), description: 'How many changed' }, ...failures },
    }),
    async (c) => {
      const { approveDelete, id } = c.req.valid('param');
      return ok(
        c,
        await reviewOrganizations(await apiCtx(c), [id], approveDelete === 'true' ? 'approve' : 'delete'),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/admin/organizations/review',
      tags,
      summary: 'Admin: approve or delete many pending organizations at once (all in one transaction)',
      request: {
        body: jsonBody(
          z.object({
            ids: z.array(int32().positive()).min(1).max(500),
            decision: z.enum(['approve', 'delete']),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(z.number())), description: 'How many changed' }, ...failures },
    }),
    async (c) => {
      const { ids, decision } = c.req.valid('json');
      return ok(c, await reviewOrganizations(await apiCtx(c), ids, decision));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/organizations/{id}/{kind}',
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
      return ok(c, await uploadOrganizationImage(await apiCtx(c), id, kind, bytes, { fromModal }));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/organizations/{id}/patents/{patentId}/photo',
      tags,
      summary: "Upload a patent's photo (multipart `file`, at most 5 MB; WRITE on the organization)",
      middleware: [uploadBodyLimit] as const,
      request: {
        params: z.object({
          id: coercedInt32({ min: 1 }),
          patentId: coercedInt32({ min: 1 }),
        }),
        body: uploadRequestBody,
      },
      responses: { ...failures, ...imageUploadResponses },
    }),
    async (c) => {
      const { bytes } = await readUpload(c);
      const { id, patentId } = c.req.valid('param');
      return ok(c, await uploadPatentPhoto(await apiCtx(c), id, patentId, bytes));
    },
  );

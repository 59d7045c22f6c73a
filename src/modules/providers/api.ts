/**
 * Provider calls (dashboard-and-operations §7 "Providers (/apiCommon)": POST list search; GET
 * ServiceProviders/Get/Authorize; GET Get/{id}; POST Post; PUT Put; PATCH
 * SetVisibility?serviceProviderId&visibility; DELETE Delete/{id}; DELETE
 * ServiceProvidersTeamMembers/Delete and ServiceProvidersServiceIndustries/Delete with body).
 * Rules and scopes live in providers.ts; public reads in provider-directory.ts.
 */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { getProvider, searchProviders } from './provider-directory';
import {
  createProvider,
  deleteProvider,
  listMyProviders,
  removeProviderItems,
  setProviderVisibility,
  updateProvider,
} from './providers';

const tags = ['Providers'];
const text = z.string().max(5000).nullable().optional();
const teamMember = z.object({
  id: int32().positive().nullable().optional(),
  name: z.string().max(120).nullable().optional(),
  surname: z.string().max(120).nullable().optional(),
  title: z.string().max(120).nullable().optional(),
  isFounder: z.boolean().optional(),
});
const providerBody = z.object({
  name: z.string().max(200).optional(),
  email: text,
  slogan: text,
  phone: z.string().max(40).nullable().optional(),
  phoneCountry: z.string().length(2).nullable().optional(),
  website: text,
  linkedin: text,
  twitter: text,
  facebook: text,
  instagram: text,
  videoUrl: text,
  foundationYear: int32().nullable().optional(),
  companySizeId: int32().nullable().optional(),
  countryId: int32().nullable().optional(),
  cityId: int32().nullable().optional(),
  description: text,
  about: z.string().max(20_000).nullable().optional().describe('Rich text (spec §5 allow-list)'),
  address: text,
  serviceIndustryIds: z.array(int32()).max(30).optional(),
  teamMembers: z.array(teamMember).max(50).optional(),
});
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: { ...json(errorEnvelope), description: "'Invalid access'" },
  404: { ...json(errorEnvelope), description: 'Not found' },
};
const done = { 200: { ...json(envelopeOf(z.null())), description: 'Done' }, ...failures };
const idList = z.object({
  serviceProviderId: int32().positive(),
  ids: z.array(int32().positive()).min(1).max(50),
});

export const providersApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/ServiceProviders/Search',
      tags,
      summary: 'Visible providers, newest first, 9 a page (body plus PageIndex, default 1)',
      request: {
        body: jsonBody(
          z.object({
            ServiceIndustryIdList: z.array(int32().positive()).max(30).optional(),
            CountryId: int32().positive().nullable().optional(),
            CityId: int32().positive().nullable().optional(),
            Text: z.string().max(100).nullable().optional(),
            PageIndex: int32().min(1).default(1),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'A page of providers' } },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return ok(
        c,
        await searchProviders(await apiCtx(c), {
          industryIds: b.ServiceIndustryIdList,
          countryId: b.CountryId,
          cityId: b.CityId,
          text: b.Text,
          page: b.PageIndex,
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/ServiceProviders/Get/Authorize',
      tags,
      summary: 'The providers the viewer manages (hidden ones included)',
      responses: { 200: { ...json(envelopeOf(z.array(z.any()))), description: 'Providers' }, ...failures },
    }),
    async (c) => ok(c, await listMyProviders(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/ServiceProviders/Get/{id}',
      tags,
      summary: 'One provider (hidden ones only for their managers and admins)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'The provider' }, ...failures },
    }),
    async (c) => ok(c, await getProvider(await apiCtx(c), { id: c.req.valid('param').id })),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/ServiceProviders/Post',
      tags,
      summary:
        'Create a provider (at least one service industry and one team member; the creator gets FULL_ACCESS)',
      request: { body: jsonBody(providerBody) },
      responses: {
        200: {
          ...json(envelopeOf(z.object({ id: z.number(), seoUrl: z.string() }))),
          description: 'Created',
        },
        ...failures,
      },
    }),
    async (c) => ok(c, await createProvider(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/apiCommon/ServiceProviders/Put',
      tags,
      summary: 'Save provider fields (WRITE; visibility on; the name is fixed)',
      request: {
        query: z.object({ serviceProviderId: coercedInt32({ min: 1 }) }),
        body: jsonBody(providerBody),
      },
      responses: done,
    }),
    async (c) => {
      await updateProvider(await apiCtx(c), c.req.valid('query').serviceProviderId, c.req.valid('json'));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/apiCommon/ServiceProviders/SetVisibility',
      tags,
      summary: 'Show or hide a provider',
      request: {
        query: z.object({
          serviceProviderId: coercedInt32({ min: 1 }),
          visibility: z.enum(['true', 'false']),
        }),
      },
      responses: done,
    }),
    async (c) => {
      const { serviceProviderId, visibility } = c.req.valid('query');
      await setProviderVisibility(await apiCtx(c), serviceProviderId, visibility === 'true');
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/ServiceProviders/Delete/{id}',
      tags,
      summary: 'Delete a provider (its owner or an admin)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: done,
    }),
    async (c) => {
      await deleteProvider(await apiCtx(c), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/ServiceProvidersTeamMembers/Delete',
      tags,
      summary: 'Remove team members by id (at least one stays)',
      request: { body: jsonBody(idList) },
      responses: done,
    }),
    async (c) => {
      const { serviceProviderId, ids } = c.req.valid('json');
      await removeProviderItems(await apiCtx(c), serviceProviderId, { teamMemberIds: ids });
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/apiCommon/ServiceProvidersServiceIndustries/Delete',
      tags,
      summary: 'Remove service industries by id (at least one stays)',
      request: { body: jsonBody(idList) },
      responses: done,
    }),
    async (c) => {
      const { serviceProviderId, ids } = c.req.valid('json');
      await removeProviderItems(await apiCtx(c), serviceProviderId, { industryIds: ids });
      return ok(c, null);
    },
  );

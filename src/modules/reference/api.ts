/** REST calls of spec public-and-account §7 "Reference data", at the spec's exact paths. */
import { coercedInt32, int32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, apiCtx } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok } from '@/server/api/envelope';
import {
  getContent,
  getTypeList,
  getTypeListByChildId,
  listCities,
  listCounties,
  listCountries,
  listTopCountries,
  listUniversities,
  searchUniversities,
} from './reference';

const refItem = z.object({
  id: int32(),
  name: z.string(),
  parentId: int32().nullable(),
  sortOrder: int32(),
});
const list = envelopeOf(z.array(refItem));
const jsonOk = (schema: z.ZodTypeAny, description: string) => ({
  200: { content: { 'application/json': { schema } }, description },
});
const errors = {
  400: { content: { 'application/json': { schema: errorEnvelope } }, description: 'Invalid input' },
  404: { content: { 'application/json': { schema: errorEnvelope } }, description: 'Not found' },
};
const tags = ['Reference data'];
const intParam = (description: string) => coercedInt32({ min: 0 }).describe(description);

export const referenceApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Country/List',
      tags,
      responses: jsonOk(list, 'Every country'),
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await listCountries(ctx.db, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/City/List',
      tags,
      request: { query: z.object({ countryId: intParam('Country id (ISO 3166 numeric)') }) },
      responses: { ...jsonOk(list, 'Cities of the country'), ...errors },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await listCities(ctx.db, c.req.valid('query').countryId, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/County/List',
      tags,
      request: { query: z.object({ cityId: intParam('City id') }) },
      responses: { ...jsonOk(list, 'Counties (districts) of the city'), ...errors },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await listCounties(ctx.db, c.req.valid('query').cityId, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/country/TopCountryList',
      tags,
      responses: jsonOk(list, 'Top countries'),
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await listTopCountries(ctx.db, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/University/Get',
      tags,
      responses: jsonOk(list, 'Every university; parentId = country id'),
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await listUniversities(ctx.db));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiCommon/University/Search',
      tags,
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                filter: z.object({ countryId: int32().optional() }).optional(),
                searchText: z.string().max(100).optional(),
                isDescending: z.boolean().optional(),
                pageIndex: int32().min(1).default(1),
                pageSize: int32().min(1).max(100).default(15),
                orderColumnName: z.enum(['name']).optional(),
              }),
            },
          },
        },
      },
      responses: {
        ...jsonOk(
          envelopeOf(
            z.object({
              data: z.array(
                z.object({
                  id: z.number(),
                  name: z.string(),
                  countryId: z.number().nullable(),
                  webPage: z.string().nullable(),
                }),
              ),
              pageIndex: z.number(),
              pageSize: z.number(),
              totalCount: z.number(),
            }),
          ),
          'A page of universities',
        ),
        ...errors,
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await searchUniversities(ctx.db, c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Type/GetTypeList',
      tags,
      request: { query: z.object({ parentId: intParam('List id; omit for the list of lists').optional() }) },
      responses: { ...jsonOk(list, 'Items of a typed list, in sort order'), ...errors },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await getTypeList(ctx.db, c.req.valid('query').parentId ?? null, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Type/GetTypeListByChildId',
      tags,
      request: { query: z.object({ id: intParam('An item id') }) },
      responses: { ...jsonOk(list, 'The typed list that holds the item'), ...errors },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await getTypeListByChildId(ctx.db, c.req.valid('query').id, ctx.locale));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiCommon/Content/GetContent',
      tags,
      request: { query: z.object({ id: z.string().min(1).max(100) }) },
      responses: {
        ...jsonOk(
          envelopeOf(
            z.object({
              id: z.string(),
              title: z.string(),
              body: z.string().describe('HTML within the rich-text allow-list'),
              updatedAt: z.string().describe('Last edit (UTC, ISO-8601): the page’s “Last updated” date'),
            }),
          ),
          'A content block in the request’s language (static and legal pages: about-us, terms-of-service, …)',
        ),
        ...errors,
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      return ok(c, await getContent(ctx.db, c.req.valid('query').id, ctx.locale));
    },
  );

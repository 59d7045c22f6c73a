/** Startup details by kind (spec §7 v2 "detail by key GET, POST, PUT, DELETE by detail id"). */
import { coercedInt32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, ok, json, jsonBody } from '@/server/api/envelope';
import { done, failures } from './api-responses';
import {
  addStartupDetail,
  deleteStartupDetail,
  DETAIL_KINDS,
  listStartupDetails,
  updateStartupDetail,
} from './details';

const tags = ['Startups'];
const detailParams = z.object({ id: coercedInt32({ min: 1 }), kind: z.enum(DETAIL_KINDS) });

export const startupDetailsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/{id}/details/{kind}',
      tags,
      summary: 'The details of one kind (reference ids or rows)',
      request: { params: detailParams },
      responses: {
        200: { ...json(envelopeOf(z.array(z.record(z.string(), z.unknown())))), description: 'Details' },
        ...failures,
      },
    }),
    async (c) => {
      const { id, kind } = c.req.valid('param');
      return ok(c, await listStartupDetails(await apiCtx(c), id, kind));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/{id}/details/{kind}',
      tags,
      summary: 'Add a detail (`{ id }` for technology/businessmodel/revenuemodel, else the row fields)',
      request: { params: detailParams, body: jsonBody(z.record(z.string(), z.unknown())) },
      responses: {
        200: { ...json(envelopeOf(z.object({ id: z.number() }))), description: 'Added' },
        ...failures,
      },
    }),
    async (c) => {
      const { id, kind } = c.req.valid('param');
      return ok(c, { id: await addStartupDetail(await apiCtx(c), id, kind, c.req.valid('json')) });
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/startups/{id}/details/{kind}/{detailId}',
      tags,
      summary: 'Replace one detail by its id',
      request: {
        params: detailParams.extend({ detailId: coercedInt32({ min: 1 }) }),
        body: jsonBody(z.record(z.string(), z.unknown())),
      },
      responses: done,
    }),
    async (c) => {
      const { id, kind, detailId } = c.req.valid('param');
      await updateStartupDetail(await apiCtx(c), id, kind, detailId, c.req.valid('json'));
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/startups/{id}/details/{kind}/{detailId}',
      tags,
      summary: 'Delete one detail by its id',
      request: { params: detailParams.extend({ detailId: coercedInt32({ min: 1 }) }) },
      responses: done,
    }),
    async (c) => {
      const { id, kind, detailId } = c.req.valid('param');
      await deleteStartupDetail(await apiCtx(c), id, kind, detailId);
      return ok(c, null);
    },
  );

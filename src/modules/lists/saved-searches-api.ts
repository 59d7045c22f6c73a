/**
 * The saved-search calls (issue 18 §5), for the signed-in owner unless marked public:
 * - `GET /api/v2/saved-searches`, `POST /api/v2/saved-searches` {kind, query, name, frequency?}.
 * - `PATCH|DELETE /api/v2/saved-searches/{id}` {name?, frequency?}.
 * - `POST /api/v2/saved-searches/unsubscribe` {token} (public): stops the alert of the mail's search.
 * Thin: rules live in ./saved-searches.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import {
  deleteSavedSearch,
  mySavedSearches,
  SAVED_QUERY_MAX,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_NAME_MAX,
  saveSearch,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from './saved-searches';

const tags = ['Lists'];
const frequency = z
  .enum(SAVED_SEARCH_FREQUENCIES)
  .describe('daily or weekly e-mail alert of new matches; never: kept without mail');
const view = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  query: z.string().describe('Canonical query string of the list page (startup sectors as `sectors=`)'),
  frequency,
  href: z.string().describe("The list page of the search in the viewer's language"),
  createdAt: z.string().describe('UTC ISO-8601'),
  lastCheckedAt: z.string().nullable().describe('UTC ISO-8601 of the last alert look'),
});
const name = z
  .string()
  .max(SAVED_SEARCH_NAME_MAX * 2)
  .describe(`1–${SAVED_SEARCH_NAME_MAX} characters`);
const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid fields, each with its message' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  402: { ...json(errorEnvelope), description: 'A premium filter without a package' },
  404: { ...json(errorEnvelope), description: "'No such saved search.' (also another user's)" },
};
const idPath = z.object({ id: coercedInt32({ min: 1 }) });

export const savedSearchesApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/saved-searches',
      tags,
      summary: 'The viewer’s saved searches, newest first',
      responses: {
        200: { ...json(envelopeOf(z.array(view))), description: 'The saved searches' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await mySavedSearches(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/saved-searches',
      tags,
      summary: 'Save a startup, talent or job filter with an e-mail alert (at most 25 a user)',
      request: {
        body: jsonBody(
          z.object({
            kind: z.enum(SAVED_SEARCH_KINDS),
            query: z.string().max(SAVED_QUERY_MAX).describe('The list page’s query string'),
            name,
            frequency: frequency.optional().describe('Default weekly'),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(view)), description: 'The saved search' }, ...failures },
    }),
    async (c) => ok(c, await saveSearch(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/api/v2/saved-searches/{id}',
      tags,
      summary: 'Rename a saved search or change its alert frequency',
      request: {
        params: idPath,
        body: jsonBody(z.object({ name: name.optional(), frequency: frequency.optional() })),
      },
      responses: { 200: { ...json(envelopeOf(view)), description: 'The saved search' }, ...failures },
    }),
    async (c) =>
      ok(c, await updateSavedSearch(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v2/saved-searches/{id}',
      tags,
      summary: 'Delete a saved search',
      request: { params: idPath },
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Deleted' }, ...failures },
    }),
    async (c) => {
      await deleteSavedSearch(await apiCtx(c), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/saved-searches/unsubscribe',
      tags,
      summary: 'Public: stop the alert of the saved search whose e-mail carried the token',
      request: { body: jsonBody(z.object({ token: z.string().min(1).max(100) })) },
      responses: {
        200: { ...json(envelopeOf(z.object({ name: z.string() }))), description: 'The search’s name' },
        404: { ...json(errorEnvelope), description: 'Unknown token' },
      },
    }),
    async (c) => ok(c, await unsubscribeSavedSearch((await apiCtx(c)).db, c.req.valid('json').token)),
  );

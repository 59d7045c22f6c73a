/**
 * Personal API keys of the signed-in user (issue 12 §5, decision 0010; API.md: plain REST
 * under /api/v2/users/me): list (never the secret), create (the secret is in that answer
 * only) and revoke. Managed with a session (cookie or bearer session token), never with a key.
 */
import { coercedInt32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { apiKeyCreateInput, apiKeySchema, createdApiKeySchema } from './validation';

const tags = ['API keys'];
const path = '/api/v2/users/me/api-keys';
/** Key management needs the session itself: an API key is not accepted here. */
const security: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearer: [] }];
const failures = {
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: {
    ...json(errorEnvelope),
    description: "Called with an API key ('apiKey.session_required'): keys are managed with a session",
  },
};

export const apiKeysApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      security,
      summary: "The viewer's API keys",
      description:
        'Keys not revoked, newest first, expired ones included: name, the first characters (`start`), creation, last use (to the minute) and expiry. The secret is never returned.',
      responses: { 200: { ...json(envelopeOf(z.array(apiKeySchema))), description: 'Keys' }, ...failures },
    }),
    async (c) => ok(c, await listApiKeys(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path,
      tags,
      security,
      summary: 'Create an API key (the secret is shown once)',
      description:
        'Creates a key acting as the viewer with exactly their rights. The answer holds the secret in `key`: store it, it is never shown again. Send it as `x-api-key` or `Authorization: Bearer`. At most 25 active keys.',
      request: { body: jsonBody(apiKeyCreateInput) },
      responses: {
        200: { ...json(envelopeOf(createdApiKeySchema)), description: 'The new key with its secret' },
        400: { ...json(errorEnvelope), description: 'Name not 1–60 characters, or expiry not 1–365 days' },
        ...failures,
        409: { ...json(errorEnvelope), description: "Too many active keys ('apiKey.too_many')" },
      },
    }),
    async (c) => ok(c, await createApiKey(await apiCtx(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${path}/{id}`,
      tags,
      security,
      summary: 'Revoke an API key',
      description: 'The key stops working at once (401 `apiKey.invalid`). Another user’s key answers 404.',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: {
        200: { ...json(envelopeOf(z.null())), description: 'Revoked' },
        400: { ...json(errorEnvelope), description: 'The id is not a positive whole number' },
        ...failures,
        404: { ...json(errorEnvelope), description: "No such key of the viewer's ('Not Found')" },
      },
    }),
    async (c) => {
      await revokeApiKey(await apiCtx(c), c.req.valid('param').id);
      return ok(c, null);
    },
  );

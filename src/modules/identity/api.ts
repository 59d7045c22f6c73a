/**
 * Account calls beside the auth library (API.md: /api/v2/identity/*; spec §4 "Account
 * deletion"): deletion status, request (ends every session and clears the session cookies)
 * and cancellation from the recovery screen.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, ok, json, jsonBody } from '@/server/api/envelope';
import { cancelAccountDeletion, getDeletionStatus, requestAccountDeletion } from './deletion';

const tags = ['Identity'];
const status = z.object({ requestedAt: z.string(), scheduledFor: z.string() });
const failures = {
  400: { ...json(errorEnvelope), description: "Wrong password or confirmation ('Invalid Credentials')" },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
};
const path = '/api/v2/identity/account-deletion';

export const identityApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: 'The viewer’s pending account deletion (null when none)',
      responses: { 200: { ...json(envelopeOf(status.nullable())), description: 'Status' }, ...failures },
    }),
    async (c) => ok(c, await getDeletionStatus(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path,
      tags,
      summary: 'Request deletion: purged after 14 days unless recovered; signs out everywhere',
      request: {
        body: jsonBody(
          z.object({
            password: z.string().max(128).optional(),
            confirmation: z.string().max(320).optional(),
          }),
        ),
      },
      responses: { 200: { ...json(envelopeOf(status)), description: 'Scheduled' }, ...failures },
    }),
    async (c) => {
      const result = await requestAccountDeletion(await apiCtx(c), c.req.valid('json'));
      for (const name of [
        'better-auth.session_token',
        'better-auth.session_data',
        'better-auth.dont_remember',
      ])
        for (const prefix of ['', '__Secure-'])
          deleteCookie(c, prefix + name, { path: '/', ...(prefix ? { secure: true } : {}) });
      return ok(c, result);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path,
      tags,
      summary: 'Cancel a pending deletion (recovery screen)',
      responses: { 200: { ...json(envelopeOf(z.null())), description: 'Recovered' }, ...failures },
    }),
    async (c) => {
      await cancelAccountDeletion(await apiCtx(c));
      return ok(c, null);
    },
  );

/**
 * Team invitation calls (spec §7 Identity "invitations (GET received page 1, pageSize 9; POST
 * approve code; POST reject code)", dashboard §7 "Invitations and access"): invite to a startup,
 * list sent invitations, list received ones, answer by code.
 */
import { coercedInt32 } from '@/lib/int32';
import { createRoute, z } from '@hono/zod-openapi';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, ok, json, jsonBody } from '@/server/api/envelope';
import { done, failures } from './api-responses';
import {
  INVITATION_STATUSES,
  inviteTeammate,
  listReceivedInvitations,
  listStartupInvitations,
  respondToInvitation,
} from './invitations';

const tags = ['Startups'];

export const invitationsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/startups/{id}/invitations',
      tags,
      summary:
        'Invite an account to the team with scopes (STARTUP_IAM_WRITE; never more than the inviter holds)',
      request: {
        params: z.object({ id: coercedInt32({ min: 1 }) }),
        body: jsonBody(z.object({ email: z.string().email().max(320), scopes: z.array(z.string()).max(15) })),
      },
      responses: {
        200: { ...json(envelopeOf(z.object({ id: z.number() }))), description: 'Invited' },
        ...failures,
      },
    }),
    async (c) => ok(c, await inviteTeammate(await apiCtx(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/startups/{id}/invitations',
      tags,
      summary: 'Invitations sent for a startup (STARTUP_IAM_READ)',
      request: { params: z.object({ id: coercedInt32({ min: 1 }) }) },
      responses: { 200: { ...json(envelopeOf(z.array(z.any()))), description: 'Invitations' }, ...failures },
    }),
    async (c) => ok(c, await listStartupInvitations(await apiCtx(c), c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/identity/invitations',
      tags: ['Identity'],
      summary: "The viewer's received invitations (status waiting/accepted/declined; 9 a page)",
      request: {
        query: z.object({
          status: z.enum(INVITATION_STATUSES).default('waiting'),
          page: coercedInt32({ min: 1, max: 10_000 }).default(1),
          pageSize: coercedInt32({ min: 1, max: 50 }).default(9),
        }),
      },
      responses: { 200: { ...json(envelopeOf(z.any())), description: 'A page of invitations' }, ...failures },
    }),
    async (c) => ok(c, await listReceivedInvitations(await apiCtx(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/identity/invitations/{answer}',
      tags: ['Identity'],
      summary: 'Approve or reject an invitation by its code (the invitee only)',
      request: {
        params: z.object({ answer: z.enum(['approve', 'reject']) }),
        body: jsonBody(z.object({ code: z.string().min(10).max(100) })),
      },
      responses: done,
    }),
    async (c) => {
      await respondToInvitation(
        await apiCtx(c),
        c.req.valid('json').code,
        c.req.valid('param').answer === 'approve',
      );
      return ok(c, null);
    },
  );

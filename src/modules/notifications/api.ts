/**
 * The signed-in user's notifications and e-mail preferences (issue 15 §4): GET
 * /api/v2/notifications?page (20 a page, newest first, in the user's language); POST
 * /api/v2/notifications/read `{ ids? }` (all without `ids`; answers the unread count); GET and PUT
 * /api/v2/notifications/preferences (kind → true = e-mail me; kinds not named keep theirs); POST
 * /api/v2/notifications/unsubscribe `{ token }` (no sign-in; 404 for an unknown or forged token).
 * Rules live in notifications.ts. The header counts (`GET /api/v2/me/counts`) and the live event
 * stream (`GET /api/v2/events`) are served beside the messaging calls
 * (src/modules/messaging/api.ts, events-api.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { getDb } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import {
  getEmailPreferences,
  listNotifications,
  markNotificationsRead,
  EMAIL_KINDS,
  NOTIFICATION_KINDS,
  setEmailPreferences,
  unsubscribeByToken,
} from './notifications';

const tags = ['Notifications'];
// The descriptions the messaging calls give these statuses; the OpenAPI document keeps them.
const failures = {
  400: {
    ...json(errorEnvelope),
    description: "'You cannot send blank messages.' / 'You cannot send a message to yourself.'",
  },
  401: { ...json(errorEnvelope), description: "'You have to login to send a message / apply.'" },
};

export const notificationsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/notifications',
      tags,
      summary: 'My notifications, newest first, 20 a page, in my language',
      request: { query: z.object({ page: coercedInt32({ min: 1 }).optional() }) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                items: z.array(
                  z.object({
                    id: z.number(),
                    kind: z.enum(NOTIFICATION_KINDS),
                    title: z.string(),
                    body: z.string(),
                    href: z.string(),
                    createdAt: z.string(),
                    isRead: z.boolean(),
                  }),
                ),
                totalCount: z.number(),
                unreadCount: z.number(),
              }),
            ),
          ),
          description: 'Notifications',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listNotifications(await apiCtx(c), c.req.valid('query').page ?? 1)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/notifications/read',
      tags,
      summary: 'Mark my notifications `ids` read (all of them without `ids`); answers the unread count',
      request: { body: jsonBody(z.object({ ids: z.array(int32().positive()).max(200).optional() })) },
      responses: {
        200: { ...json(envelopeOf(z.number())), description: 'Unread after' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await markNotificationsRead(await apiCtx(c), c.req.valid('json').ids)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/notifications/preferences',
      tags,
      summary: 'My e-mail choice per notification kind (true = e-mail me)',
      responses: {
        200: { ...json(envelopeOf(z.record(z.string(), z.boolean()))), description: 'Preferences' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await getEmailPreferences(await apiCtx(c))),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v2/notifications/preferences',
      tags,
      summary: 'Save my e-mail choices (kinds not named keep theirs)',
      request: { body: jsonBody(z.record(z.string().max(60), z.boolean())) },
      responses: {
        200: { ...json(envelopeOf(z.record(z.string(), z.boolean()))), description: 'Preferences after' },
        400: failures[400],
        401: failures[401],
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      await setEmailPreferences(ctx, c.req.valid('json'));
      return ok(c, await getEmailPreferences(ctx));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/notifications/unsubscribe',
      tags,
      summary: "Turn off one kind's e-mails with the token of an e-mail's unsubscribe link (no sign-in)",
      request: { body: jsonBody(z.object({ token: z.string().max(500) })) },
      responses: {
        200: { ...json(envelopeOf(z.enum(EMAIL_KINDS))), description: 'The kind turned off' },
        404: { ...json(errorEnvelope), description: 'Unknown or forged token' },
      },
    }),
    async (c) => {
      const kind = await unsubscribeByToken(await getDb(), c.req.valid('json').token);
      if (!kind) throw new NotFoundError();
      return ok(c, kind);
    },
  );

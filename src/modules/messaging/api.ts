/**
 * The `/apiMessage` calls of dashboard-and-operations §7 "Messages" at their paths (issue 15 §3):
 * GET Message/GetUserConversationList?currentPage; GET GetConversation?otherUserSeoUrl; POST
 * Message/Post?messageSendEnums (default 0); POST SetMessageRead?userId; GET
 * GetUserUnReadedMessageCount?id — plus blocking and spam reports (`/api/v2/messages/…`), the
 * signed-in user's notifications and e-mail preferences, the header counts, and the live event
 * stream `GET /api/v2/events` (Server-Sent Events).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { coercedInt32, int32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { getDbHandle } from '@/server/db/client';
import { listenLive, subscribeLive, type LiveEvent } from '@/server/live-events';
import {
  getConversation,
  listConversations,
  markConversationRead,
  reportSpam,
  sendMessage,
  setBlocked,
  unreadMessageCount,
} from './messaging';
import {
  getEmailPreferences,
  listNotifications,
  markNotificationsRead,
  NOTIFICATION_KINDS,
  setEmailPreferences,
  unreadNotificationCount,
  unsubscribeByToken,
} from '@/modules/notifications/notifications';

const tags = ['Messages'];
const notificationTags = ['Notifications'];
const failures = {
  400: {
    ...json(errorEnvelope),
    description: "'You cannot send blank messages.' / 'You cannot send a message to yourself.'",
  },
  401: { ...json(errorEnvelope), description: "'You have to login to send a message / apply.'" },
  403: { ...json(errorEnvelope), description: 'Blocked, or not your own count' },
  404: { ...json(errorEnvelope), description: 'No such user' },
  429: { ...json(errorEnvelope), description: 'Too many messages this minute (Retry-After)' },
  500: { ...json(errorEnvelope), description: "'Your message could not be sent!'" },
};
const chatUser = z.object({
  userId: z.string(),
  name: z.string(),
  surname: z.string(),
  seoUrl: z.string(),
  photoUrl: z.string().nullable(),
});
const counts = z.object({ messages: z.number(), notifications: z.number() });

/** The viewer's header counts: unread messages and notifications. */
async function countsOf(userId: string) {
  const { getDb } = await import('@/server/db/client');
  const db = await getDb();
  const [messages, notifications] = await Promise.all([
    unreadMessageCount(db, userId),
    unreadNotificationCount(db, userId),
  ]);
  return { messages, notifications };
}

export const messagingApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiMessage/Message/GetUserConversationList',
      tags,
      summary: "The signed-in user's conversations, newest first, 10 a page (currentPage, default 1)",
      request: { query: z.object({ currentPage: coercedInt32({ min: 1 }).optional() }) },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                items: z.array(
                  z.object({
                    id: z.number(),
                    otherUser: chatUser,
                    lastMessage: z
                      .object({ body: z.string(), createdAt: z.string(), fromMe: z.boolean() })
                      .nullable(),
                    unreadCount: z.number(),
                  }),
                ),
                totalCount: z.number(),
                page: z.number(),
                pageSize: z.number(),
              }),
            ),
          ),
          description: 'Conversations',
        },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await listConversations(await apiCtx(c), c.req.valid('query').currentPage ?? 1)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiMessage/GetConversation',
      tags,
      summary: 'The thread with one user: 30 messages before `beforeId` (default the newest), oldest first',
      request: {
        query: z.object({
          otherUserSeoUrl: z.string().max(200),
          beforeId: coercedInt32({ min: 1 }).optional(),
        }),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(
              z.object({
                otherUser: chatUser,
                conversationId: z.number().nullable(),
                messages: z.array(
                  z.object({
                    id: z.number(),
                    body: z.string(),
                    fromMe: z.boolean(),
                    createdAt: z.string(),
                    readAt: z.string().nullable(),
                  }),
                ),
                hasOlder: z.boolean(),
                iBlocked: z.boolean(),
                blockedMe: z.boolean(),
              }),
            ),
          ),
          description: 'The thread',
        },
        401: failures[401],
        404: failures[404],
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await getConversation(await apiCtx(c), q.otherUserSeoUrl, q.beforeId));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiMessage/Message/Post',
      tags,
      summary: 'Send a message to a user by seoUrl (blank and self refused; 20 a minute); delivered live',
      request: {
        query: z.object({
          messageSendEnums: coercedInt32({ min: 0, max: 9 })
            .optional()
            .describe(
              'Where it was sent from: 0 messages (default), 1 talent page, 2 job application, 3 startup team',
            ),
        }),
        body: jsonBody(
          z.object({ receiverSeoUrl: z.string().max(200), content: z.string().max(20_000).nullable() }),
        ),
      },
      responses: {
        200: {
          ...json(
            envelopeOf(z.object({ id: z.number(), createdAt: z.string(), conversationId: z.number() })),
          ),
          description: 'Sent',
        },
        ...failures,
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      return ok(c, await sendMessage(await apiCtx(c), { toSeoUrl: b.receiverSeoUrl, body: b.content }));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/apiMessage/SetMessageRead',
      tags,
      summary: 'Mark the messages the user `userId` sent me read; answers my unread total',
      request: { query: z.object({ userId: z.string().max(100) }) },
      responses: {
        200: { ...json(envelopeOf(z.number())), description: 'Unread messages after' },
        401: failures[401],
      },
    }),
    async (c) => ok(c, await markConversationRead(await apiCtx(c), c.req.valid('query').userId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/apiMessage/GetUserUnReadedMessageCount',
      tags,
      summary: 'My unread message count (`id` is my user id; fetched after each route change)',
      request: { query: z.object({ id: z.string().max(100).optional() }) },
      responses: {
        200: { ...json(envelopeOf(z.number())), description: 'Unread messages' },
        401: failures[401],
        403: failures[403],
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      if (!ctx.viewer.userId) throw new UnauthorizedError();
      const id = c.req.valid('query').id;
      if (id && id !== ctx.viewer.userId) throw new ForbiddenError();
      return ok(c, await unreadMessageCount(ctx.db, ctx.viewer.userId));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/messages/block',
      tags,
      summary: 'Block (or unblock) a user: a blocked user can no longer message you',
      request: { body: jsonBody(z.object({ seoUrl: z.string().max(200), blocked: z.boolean() })) },
      responses: {
        200: { ...json(envelopeOf(z.null())), description: 'Saved' },
        400: failures[400],
        401: failures[401],
        404: failures[404],
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await setBlocked(await apiCtx(c), b.seoUrl, b.blocked);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v2/messages/report-spam',
      tags,
      summary: 'Report the conversation with a user as spam (also blocks them)',
      request: {
        body: jsonBody(
          z.object({ seoUrl: z.string().max(200), reason: z.string().max(1000).nullable().optional() }),
        ),
      },
      responses: {
        200: { ...json(envelopeOf(z.null())), description: 'Reported' },
        400: failures[400],
        401: failures[401],
        404: failures[404],
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      await reportSpam(await apiCtx(c), b.seoUrl, b.reason);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/me/counts',
      tags: notificationTags,
      summary: 'The header counts of the signed-in user: unread messages and notifications',
      responses: { 200: { ...json(envelopeOf(counts)), description: 'Counts' }, 401: failures[401] },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      if (!ctx.viewer.userId) throw new UnauthorizedError();
      return ok(c, await countsOf(ctx.viewer.userId));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/notifications',
      tags: notificationTags,
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
      tags: notificationTags,
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
      tags: notificationTags,
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
      tags: notificationTags,
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
      tags: notificationTags,
      summary: "Turn off one kind's e-mails with the token of an e-mail's unsubscribe link (no sign-in)",
      request: { body: jsonBody(z.object({ token: z.string().max(500) })) },
      responses: {
        200: { ...json(envelopeOf(z.enum(NOTIFICATION_KINDS))), description: 'The kind turned off' },
        404: { ...json(errorEnvelope), description: 'Unknown or forged token' },
      },
    }),
    async (c) => {
      const { getDb } = await import('@/server/db/client');
      const kind = await unsubscribeByToken(await getDb(), c.req.valid('json').token);
      if (!kind) {
        const { NotFoundError } = await import('@/server/errors');
        throw new NotFoundError();
      }
      return ok(c, kind);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v2/events',
      tags: notificationTags,
      summary:
        'Live events of the signed-in user (Server-Sent Events): `counts` first and after each change, `message`, `read`, `notification`',
      responses: {
        200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An event stream' },
        401: failures[401],
      },
    }),
    async (c) => {
      const ctx = await apiCtx(c);
      const userId = ctx.viewer.userId;
      if (!userId) throw new UnauthorizedError();
      await listenLive(await getDbHandle());
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const queue: LiveEvent[] = [];
        let wake: (() => void) | undefined;
        const unsubscribe = subscribeLive(userId, (event) => {
          queue.push(event);
          wake?.();
        });
        stream.onAbort(() => {
          unsubscribe();
          wake?.();
        });
        await stream.writeSSE({ event: 'counts', data: JSON.stringify(await countsOf(userId)) });
        while (!stream.aborted && !stream.closed) {
          if (!queue.length)
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, 20_000);
            });
          wake = undefined;
          if (stream.aborted || stream.closed) break;
          if (!queue.length) {
            await stream.writeSSE({ event: 'ping', data: '' });
            continue;
          }
          for (const event of queue.splice(0))
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
          await stream.writeSSE({ event: 'counts', data: JSON.stringify(await countsOf(userId)) });
        }
        unsubscribe();
      });
    },
  );

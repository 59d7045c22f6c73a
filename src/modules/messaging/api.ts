/**
 * The `/apiMessage` calls of dashboard-and-operations §7 "Messages" at their paths (issue 15 §3):
 * GET Message/GetUserConversationList?currentPage; GET GetConversation?otherUserSeoUrl; POST
 * Message/Post?messageSendEnums (default 0); POST SetMessageRead?userId; GET
 * GetUserUnReadedMessageCount?id — plus blocking and spam reports (`/api/v2/messages/…`) and the
 * header counts (`GET /api/v2/me/counts`: unread messages and notifications). Rules live in
 * messaging.ts, conversations.ts and blocking.ts. The notification calls are in
 * src/modules/notifications/api.ts; the live event stream `GET /api/v2/events` in events-api.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { coercedInt32 } from '@/lib/int32';
import { apiCtx, createRouter } from '@/server/api/router';
import { envelopeOf, errorEnvelope, json, jsonBody, ok } from '@/server/api/envelope';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { getDb } from '@/server/db/client';
import { sendMessage } from './messaging';
import {
  getConversation,
  listConversations,
  markConversationRead,
  unreadMessageCount,
} from './conversations';
import { reportSpam, setBlocked } from './blocking';
import { headerCounts } from './header-counts';

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
  listed: z.boolean().describe('They chose to be listed: their talent page exists'),
});
const counts = z.object({ messages: z.number(), notifications: z.number() });

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
      return ok(c, await headerCounts(await getDb(), ctx.viewer.userId));
    },
  );

/**
 * Reading direct messages (issue 15 §3; dashboard-and-operations §2 `/dashboard/messages`,
 * `/dashboard/message-detail/{otherUserSeoUrl}`, §3 "Message: sent and read markers; unread count
 * per user"; public-and-account §7 unread count after each route change).
 *
 * - The viewer's conversations, newest first, 10 a page; a thread with one user, 30 messages a
 *   page, oldest first, with whether either user blocked the other.
 * - Reading (`SetMessageRead`) marks the other user's messages read and clears the count, with a
 *   live event to both users (src/server/live-events.ts).
 * - Times are UTC ISO-8601. @throws UnauthorizedError when signed out; NotFoundError
 *   'message.user_not_found' for an unknown seoUrl.
 */
import { listedCondition } from '@/modules/profiles/listing';
import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { UnauthorizedError } from '@/server/errors';
import { publishLive } from '@/server/live-events';
import { users } from '@/modules/identity/schema';
import { profiles } from '@/modules/profiles/schema';
import { blocksBetween } from './blocking';
import { pair, userBySeoUrl, type ChatUser } from './chat-users';
import { conversations, messages } from './schema';

/** Conversations per page of the list; messages per page of a thread. */
export const CONVERSATION_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 30;

/** One conversation in the list. */
export interface ConversationSummary {
  id: number;
  otherUser: ChatUser;
  lastMessage: { body: string; createdAt: string; fromMe: boolean } | null;
  unreadCount: number;
}

/**
 * The viewer's conversations, newest first, 10 a page (`page` 1-based).
 * @throws UnauthorizedError.
 */
export async function listConversations(
  ctx: Ctx,
  page = 1,
): Promise<{ items: ConversationSummary[]; totalCount: number; page: number; pageSize: number }> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError();
  const mine = or(eq(conversations.userLow, me), eq(conversations.userHigh, me));
  const otherId = sql<string>`case when ${conversations.userLow} = ${me} then ${conversations.userHigh} else ${conversations.userLow} end`;
  const rows = await ctx.db
    .select({
      id: conversations.id,
      unreadLow: conversations.unreadLow,
      unreadHigh: conversations.unreadHigh,
      userLow: conversations.userLow,
      otherId: users.id,
      name: users.name,
      surname: users.surname,
      image: users.image,
      seoUrl: profiles.seoUrl,
      photo: profiles.photo,
      listed: sql<boolean>`coalesce(${listedCondition()}, false)`,
      body: messages.body,
      createdAt: messages.createdAt,
      senderUserId: messages.senderUserId,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATION_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * CONVERSATION_PAGE_SIZE);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(mine);
  return {
    items: rows.map((r) => ({
      id: r.id,
      otherUser: {
        userId: r.otherId,
        name: r.name,
        surname: r.surname,
        seoUrl: r.seoUrl ?? '',
        photoUrl: r.photo?.pP_64 ?? r.image ?? null,
        listed: r.listed,
      },
      lastMessage:
        r.body === null
          ? null
          : {
              body: r.body.slice(0, 140),
              createdAt: r.createdAt!.toISOString(),
              fromMe: r.senderUserId === me,
            },
      unreadCount: r.userLow === me ? r.unreadLow : r.unreadHigh,
    })),
    totalCount: Number(total?.n ?? 0),
    page: Math.max(1, page),
    pageSize: CONVERSATION_PAGE_SIZE,
  };
}

/** One message of a thread. */
export interface ThreadMessage {
  id: number;
  body: string;
  fromMe: boolean;
  createdAt: string;
  readAt: string | null;
}

/**
 * The viewer's thread with the user of `otherSeoUrl`: 30 messages before `beforeId` (the newest
 * when omitted), oldest first, and whether older ones exist. An empty thread is not an error.
 * @throws UnauthorizedError; NotFoundError 'message.user_not_found'.
 */
export async function getConversation(
  ctx: Ctx,
  otherSeoUrl: string,
  beforeId?: number,
): Promise<{
  otherUser: ChatUser;
  conversationId: number | null;
  messages: ThreadMessage[];
  hasOlder: boolean;
  iBlocked: boolean;
  blockedMe: boolean;
}> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError();
  const other = await userBySeoUrl(ctx.db, otherSeoUrl);
  const { low, high } = pair(me, other.userId);
  const [conversation] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high)));
  const blocks = await blocksBetween(ctx.db, me, other.userId);
  if (!conversation)
    return { otherUser: other, conversationId: null, messages: [], hasOlder: false, ...blocks };
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversation.id), beforeId ? lt(messages.id, beforeId) : undefined),
    )
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return {
    otherUser: other,
    conversationId: conversation.id,
    messages: rows
      .slice(0, MESSAGE_PAGE_SIZE)
      .reverse()
      .map((m) => ({
        id: m.id,
        body: m.body,
        fromMe: m.senderUserId === me,
        createdAt: m.createdAt.toISOString(),
        readAt: m.readAt?.toISOString() ?? null,
      })),
    hasOlder: rows.length > MESSAGE_PAGE_SIZE,
    ...blocks,
  };
}

/**
 * Marks the messages `otherUserId` sent the viewer read and clears the viewer's count of that
 * conversation (SetMessageRead?userId). Output: the viewer's unread total after.
 * @throws UnauthorizedError.
 */
export async function markConversationRead(ctx: Ctx, otherUserId: string): Promise<number> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError();
  const { low, high } = pair(me, otherUserId);
  await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high)))
      .for('update');
    if (!conversation) return;
    await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          ne(messages.senderUserId, me),
          isNull(messages.readAt),
        ),
      );
    await tx
      .update(conversations)
      .set(me === low ? { unreadLow: 0 } : { unreadHigh: 0 })
      .where(eq(conversations.id, conversation.id));
    await publishLive(tx, [
      { userId: me, type: 'read', data: { what: 'messages', conversationId: conversation.id } },
      { userId: otherUserId, type: 'read', data: { what: 'seen', conversationId: conversation.id } },
    ]);
  });
  return unreadMessageCount(ctx.db, me);
}

/** The number of unread messages of `userId` over all conversations. */
export async function unreadMessageCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(case when ${conversations.userLow} = ${userId} then ${conversations.unreadLow} else ${conversations.unreadHigh} end), 0)::int`,
    })
    .from(conversations)
    .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)));
  return Number(row?.n ?? 0);
}

/**
 * Direct messages (issue 15 §3; dashboard-and-operations §2 `/dashboard/messages`,
 * `/dashboard/message-detail/{otherUserSeoUrl}`, §3 "Message", §5 "Messages: blank not allowed;
 * to oneself not allowed", §6 "Visitor: cannot message", §8 messages; public-and-account §7
 * unread count after each route change).
 *
 * - Sending: signed in ('You have to login to send a message / apply.'), not blank ('You cannot
 *   send blank messages.'), not to oneself ('You cannot send a message to yourself.'), not to
 *   someone who blocked the sender (or whom the sender blocked), at most MESSAGE_SEND_LIMIT a
 *   minute per sender (429 with Retry-After). The body is stored verbatim (up to 5,000
 *   characters) and shown as text.
 * - In one transaction: the message, the conversation's last message and the recipient's unread
 *   count, a live event to both users (src/server/live-events.ts, delivered on commit to every
 *   server process) and an e-mail job that runs five minutes later and mails the recipient only
 *   if the conversation is still unread — at most one such job per conversation per five minutes.
 * - Reading (`SetMessageRead`) marks the other user's messages read and clears the count.
 */
import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { enqueue } from '@/server/queue';
import { publishLive } from '@/server/live-events';
import { sharedLimit } from '@/server/rate-limit';
import { env } from '@/server/env';
import { users } from '@/modules/identity/schema';
import { profiles } from '@/modules/profiles/schema';
import { ensureProfile } from '@/modules/profiles/profile';
import { mailNotice } from '@/modules/notifications/notifications';
import { conversations, messages, spamReports, userBlocks } from './schema';

/** Conversations per page of the list; messages per page of a thread. */
export const CONVERSATION_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_MAX = 5_000;
/** Seconds after a message before its unread e-mail goes out. */
export const UNREAD_MAIL_DELAY_SECONDS = 300;

/** A user as the messaging screens show them. */
export interface ChatUser {
  userId: string;
  name: string;
  surname: string;
  seoUrl: string;
  photoUrl: string | null;
}

const pair = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

async function userBySeoUrl(db: Db, seoUrl: string): Promise<ChatUser> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      seoUrl: profiles.seoUrl,
      photo: profiles.photo,
      image: users.image,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.seoUrl, seoUrl));
  if (!row) throw new NotFoundError('message.user_not_found');
  return {
    userId: row.userId,
    name: row.name,
    surname: row.surname,
    seoUrl: row.seoUrl,
    photoUrl: row.photo?.pP_64 ?? row.image ?? null,
  };
}

/** Whether either user blocked the other: `{ iBlocked, blockedMe }` from `me`'s side. */
async function blocksBetween(db: Db, me: string, other: string) {
  const rows = await db
    .select({ blocker: userBlocks.blockerUserId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerUserId, me), eq(userBlocks.blockedUserId, other)),
        and(eq(userBlocks.blockerUserId, other), eq(userBlocks.blockedUserId, me)),
      ),
    );
  return { iBlocked: rows.some((r) => r.blocker === me), blockedMe: rows.some((r) => r.blocker === other) };
}

/**
 * Sends `body` from the viewer to the user with profile `toSeoUrl`. Output: the message's id and
 * time (UTC ISO-8601).
 * @throws UnauthorizedError 'job.login_required'; ValidationError 'message.blank' |
 * 'message.to_self' | 'message.too_long'; NotFoundError 'message.user_not_found'; ForbiddenError
 * 'message.blocked'; TooManyRequestsError; DomainError 500 'message.not_sent' when storing fails.
 */
export async function sendMessage(
  ctx: Ctx,
  input: { toSeoUrl: string; body: string | null | undefined },
): Promise<{ id: number; createdAt: string; conversationId: number }> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError('job.login_required');
  const body = input.body ?? '';
  if (!body.trim()) throw new ValidationError('message.blank', { body: 'message.blank' });
  if (body.length > MESSAGE_MAX) throw new ValidationError('message.too_long', { body: 'message.too_long' });
  const other = await userBySeoUrl(ctx.db, input.toSeoUrl);
  if (other.userId === me) throw new ValidationError('message.to_self', { toSeoUrl: 'message.to_self' });
  const blocks = await blocksBetween(ctx.db, me, other.userId);
  if (blocks.blockedMe || blocks.iBlocked)
    throw new ForbiddenError(blocks.iBlocked ? 'message.you_blocked' : 'message.blocked');
  const limit = await sharedLimit(ctx.db, {
    name: 'message-send',
    points: env().MESSAGE_SEND_LIMIT,
    durationSeconds: 60,
  }).consume(me);
  if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
  await ensureProfile(ctx.db, me);
  const { low, high } = pair(me, other.userId);
  const recipientIsLow = other.userId === low;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(conversations)
        .values({ userLow: low, userHigh: high })
        .onConflictDoUpdate({
          target: [conversations.userLow, conversations.userHigh],
          set: { userLow: low },
        })
        .returning({ id: conversations.id });
      const [message] = await tx
        .insert(messages)
        .values({ conversationId: conversation!.id, senderUserId: me, body })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      await tx
        .update(conversations)
        .set({
          lastMessageId: message!.id,
          lastMessageAt: message!.createdAt,
          ...(recipientIsLow
            ? { unreadLow: sql`${conversations.unreadLow} + 1` }
            : { unreadHigh: sql`${conversations.unreadHigh} + 1` }),
        })
        .where(eq(conversations.id, conversation!.id));
      const [mySeo] = await tx
        .select({ seoUrl: profiles.seoUrl })
        .from(profiles)
        .where(eq(profiles.userId, me));
      const data = { conversationId: conversation!.id, messageId: message!.id };
      await publishLive(tx, [
        { userId: other.userId, type: 'message', data: { ...data, withSeoUrl: mySeo?.seoUrl ?? null } },
        { userId: me, type: 'message', data: { ...data, withSeoUrl: other.seoUrl } },
      ]);
      await enqueue(
        tx,
        'message-mail',
        { conversationId: conversation!.id, recipientUserId: other.userId },
        {
          startAfter: UNREAD_MAIL_DELAY_SECONDS,
          singletonKey: `${conversation!.id}:${other.userId}`,
          singletonSeconds: UNREAD_MAIL_DELAY_SECONDS,
        },
      );
      return {
        id: message!.id,
        createdAt: message!.createdAt.toISOString(),
        conversationId: conversation!.id,
      };
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    console.error(
      `[messages] send failed: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`,
    );
    throw new DomainError(500, 'message.not_sent');
  }
}

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

/**
 * Blocks (or unblocks) the user of `otherSeoUrl` for the viewer: a blocked user can no longer
 * message them. @throws UnauthorizedError; NotFoundError; ValidationError 'message.to_self'.
 */
export async function setBlocked(ctx: Ctx, otherSeoUrl: string, blocked: boolean): Promise<void> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError();
  const other = await userBySeoUrl(ctx.db, otherSeoUrl);
  if (other.userId === me) throw new ValidationError('message.to_self');
  if (blocked)
    await ctx.db
      .insert(userBlocks)
      .values({ blockerUserId: me, blockedUserId: other.userId })
      .onConflictDoNothing();
  else
    await ctx.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerUserId, me), eq(userBlocks.blockedUserId, other.userId)));
}

/**
 * Reports the viewer's conversation with `otherSeoUrl` as spam (once a day per pair counts) and
 * blocks that user. @throws UnauthorizedError; NotFoundError.
 */
export async function reportSpam(ctx: Ctx, otherSeoUrl: string, reason?: string | null): Promise<void> {
  const me = ctx.viewer.userId;
  if (!me) throw new UnauthorizedError();
  const other = await userBySeoUrl(ctx.db, otherSeoUrl);
  if (other.userId === me) throw new ValidationError('message.to_self');
  const { low, high } = pair(me, other.userId);
  await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high)));
    await tx.insert(spamReports).values({
      reporterUserId: me,
      reportedUserId: other.userId,
      conversationId: conversation?.id ?? null,
      reason: reason?.trim().slice(0, 1000) || null,
    });
    await tx
      .insert(userBlocks)
      .values({ blockerUserId: me, blockedUserId: other.userId })
      .onConflictDoNothing();
  });
}

/**
 * The delayed e-mail job of a message (queue `message-mail`): mails the recipient once if their
 * side of the conversation is still unread. Output: whether a mail was queued.
 */
export async function sendUnreadMessageMail(
  db: Db,
  job: { conversationId: number; recipientUserId: string },
): Promise<boolean> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, job.conversationId));
  if (!conversation) return false;
  const unread =
    conversation.userLow === job.recipientUserId ? conversation.unreadLow : conversation.unreadHigh;
  if (unread === 0) return false;
  const senderId =
    conversation.userLow === job.recipientUserId ? conversation.userHigh : conversation.userLow;
  const [recipient] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, job.recipientUserId));
  const [sender] = await db
    .select({ name: users.name, surname: users.surname, seoUrl: profiles.seoUrl })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, senderId));
  if (!recipient || !sender) return false;
  return mailNotice(
    db,
    { userId: job.recipientUserId, email: recipient.email, locale: recipient.locale },
    'message',
    { senderName: `${sender.name} ${sender.surname}`.trim(), senderSeoUrl: sender.seoUrl ?? '' },
  );
}

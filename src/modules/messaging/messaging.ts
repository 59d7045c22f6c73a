/**
 * Sending direct messages (issue 15 §3; dashboard-and-operations §3 "Message", §5 "Messages: blank
 * not allowed; to oneself not allowed", §6 "Visitor: cannot message", §8 messages).
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
 * - Reading conversations and marking them read: conversations.ts; blocks and spam reports:
 *   blocking.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import {
  DomainError,
  ForbiddenError,
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
import { blocksBetween } from './blocking';
import { pair, userBySeoUrl } from './chat-users';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { conversations, messages } from './schema';

/** The longest message body, in characters. */
export const MESSAGE_MAX = 5_000;
/** Seconds after a message before its unread e-mail goes out. */
export const UNREAD_MAIL_DELAY_SECONDS = 300;

/**
 * Sends `body` from the viewer to the user with profile `toSeoUrl`. Output: the message's id and
 * time (UTC ISO-8601).
 * @throws UnauthorizedError 'job.login_required'; ValidationError 'message.blank' |
 * 'message.to_self' | 'message.too_long' | 'moderation.banned_word'; NotFoundError 'message.user_not_found'; ForbiddenError
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
  await assertNoBannedWords(ctx.db, { body }, { userId: me });
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

/**
 * Blocking users and reporting spam (issue 15 §3 "block, report spam"): a user blocks (or
 * unblocks) another by profile seoUrl, or reports their conversation as spam, which also blocks
 * them. A block in either direction stops messages both ways (messaging.ts); the thread says who
 * blocked whom (conversations.ts). Blocks and spam reports belong to the user who made them.
 *
 * @throws UnauthorizedError when signed out; NotFoundError 'message.user_not_found';
 * ValidationError 'message.to_self'.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { UnauthorizedError, ValidationError } from '@/server/errors';
import { pair, userBySeoUrl } from './chat-users';
import { conversations, spamReports, userBlocks } from './schema';

/** Whether either user blocked the other: `{ iBlocked, blockedMe }` from `me`'s side. */
export async function blocksBetween(db: Db, me: string, other: string) {
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

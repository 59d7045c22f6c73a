/**
 * The header counts of a signed-in user (issue 15 §3; public-and-account §7 "unread count after
 * each route change"): unread messages over all conversations and unread notifications. Answered
 * by `GET /api/v2/me/counts` and sent as the `counts` event of the live stream
 * (`GET /api/v2/events`). Output: `{ messages, notifications }`, both ≥ 0.
 */
import type { Db } from '@/server/db/client';
import { unreadNotificationCount } from '@/modules/notifications/notifications';
import { unreadMessageCount } from './conversations';

/** The header counts of `userId`: `{ messages, notifications }`. */
export async function headerCounts(
  db: Db,
  userId: string,
): Promise<{ messages: number; notifications: number }> {
  const [messages, notifications] = await Promise.all([
    unreadMessageCount(db, userId),
    unreadNotificationCount(db, userId),
  ]);
  return { messages, notifications };
}

/**
 * In-app notifications with their e-mails (issue 15 §4; public-and-account §3 "Signed-in user
 * summary: notification count and unread message count").
 *
 * - {@link notifyUsers} runs inside the writer's transaction: it stores the notices, announces
 *   them live (src/server/live-events.ts) and queues one e-mail job per notice — all three happen
 *   only if the transaction commits.
 * - The e-mail job (queue `notification-mail`, src/server/workers.ts) renders the notice in the
 *   user's language (their `locale`), unless the user turned that kind's e-mail off; each mail
 *   carries an unsubscribe link for its kind (a signed token, no sign-in needed).
 * - A `message` notice is not stored in the list (the messages screen is its list): its e-mail is
 *   queued a few minutes later, once per conversation, and sent only if the message is still
 *   unread then (src/modules/messaging/messaging.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { UnauthorizedError, ValidationError } from '@/server/errors';
import { authSecret, env } from '@/server/env';
import { enqueue } from '@/server/queue';
import { publishLive } from '@/server/live-events';
import { escapeHtml } from '@/lib/html';
import { localizedPath } from '@/i18n/paths';
import { users } from '@/modules/identity/schema';
import { notificationPreferences, notifications } from './schema';
import {
  EMAIL_KINDS,
  EMAIL_KINDS_OFF_BY_DEFAULT,
  renderNotice,
  type EmailKind,
  type NotificationKind,
} from './kinds';

export { EMAIL_KINDS, NOTIFICATION_KINDS, type EmailKind, type NotificationKind } from './kinds';

/** Notices per page of the notifications list. */
export const NOTIFICATION_PAGE_SIZE = 20;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** What the notice names: ids, titles, seoUrls (small; shown as text). */
  data: Record<string, string | number | null>;
}

/**
 * Stores `items`, announces each to its user live and queues its e-mail, through `tx` (call it
 * inside the writer's transaction). `options.email: false` for notices whose e-mail the writer
 * sends itself (a team invitation's own mail). Output: the new notification ids.
 */
export async function notifyUsers(
  tx: Db,
  items: NewNotification[],
  options: { email?: boolean } = {},
): Promise<number[]> {
  if (!items.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(items.map((i) => ({ userId: i.userId, kind: i.kind, data: i.data })))
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  await publishLive(
    tx,
    rows.map((r) => ({ userId: r.userId, type: 'notification' as const, data: { id: r.id, kind: r.kind } })),
  );
  if (options.email !== false)
    for (const row of rows) await enqueue(tx, 'notification-mail', { notificationId: row.id });
  return rows.map((r) => r.id);
}

/** A notice as the list shows it: its text in the viewer's language and where it leads. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of this site (already localized). */
  href: string;
  /** UTC ISO-8601. */
  createdAt: string;
  isRead: boolean;
}

/** The viewer's notices, newest first, a page of 20. @throws UnauthorizedError. */
export async function listNotifications(
  ctx: Ctx,
  page = 1,
): Promise<{ items: NotificationItem[]; totalCount: number; unreadCount: number }> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const [rows, [total], unreadCount] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * NOTIFICATION_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadNotificationCount(ctx.db, userId),
  ]);
  return {
    items: rows.map((r) => {
      const text = renderNotice(r.kind as NotificationKind, r.data, ctx.locale);
      return {
        id: r.id,
        kind: r.kind as NotificationKind,
        title: text.title,
        body: text.body,
        href: text.path,
        createdAt: r.createdAt.toISOString(),
        isRead: r.readAt !== null,
      };
    }),
    totalCount: total?.n ?? 0,
    unreadCount,
  };
}

/** How many of `userId`'s notices are unread. */
export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the viewer's notices `ids` read (all of them when `ids` is omitted). Output: the unread
 * count after. Others' notices are never touched. @throws UnauthorizedError.
 */
export async function markNotificationsRead(ctx: Ctx, ids?: number[]): Promise<number> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids.length ? ids : [-1]) : undefined,
        ),
      );
    await publishLive(tx, [{ userId, type: 'read', data: { what: 'notifications' } }]);
  });
  return unreadNotificationCount(ctx.db, userId);
}

/**
 * The viewer's e-mail choice per kind of EMAIL_KINDS (true = send): each notice kind is on and the
 * daily digest off until the user chooses. @throws UnauthorizedError.
 */
export async function getEmailPreferences(ctx: Ctx): Promise<Record<EmailKind, boolean>> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.email]));
  return Object.fromEntries(
    EMAIL_KINDS.map((k) => [k, chosen.get(k) ?? !EMAIL_KINDS_OFF_BY_DEFAULT.includes(k)]),
  ) as Record<EmailKind, boolean>;
}

/**
 * Saves the viewer's e-mail choices (kinds not named keep theirs).
 * @throws UnauthorizedError; ValidationError for an unknown kind.
 */
export async function setEmailPreferences(
  ctx: Ctx,
  choices: Partial<Record<string, boolean>>,
): Promise<void> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const entries = Object.entries(choices).filter((e): e is [string, boolean] => typeof e[1] === 'boolean');
  const unknown = entries.find(([kind]) => !(EMAIL_KINDS as readonly string[]).includes(kind));
  if (unknown) throw new ValidationError('generic.invalid_field', { [unknown[0]]: 'generic.invalid_field' });
  if (!entries.length) return;
  await ctx.db
    .insert(notificationPreferences)
    .values(entries.map(([kind, email]) => ({ userId, kind, email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email` },
    });
}

const signature = (userId: string, kind: string) =>
  createHmac('sha256', authSecret()).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/** The unsubscribe token of `userId` for `kind` (in every e-mail of that kind). */
export function unsubscribeToken(userId: string, kind: EmailKind): string {
  return `${Buffer.from(`${userId}:${kind}`).toString('base64url')}.${signature(userId, kind)}`;
}

/**
 * Turns off the e-mails of the kind a token names. Output: the kind, or null for a bad token.
 * Idempotent.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<EmailKind | null> {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
  if (!userId || !kind || !(EMAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(userId, kind));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: false },
    });
  return kind as EmailKind;
}

/**
 * The e-mail job of one notice (queue `notification-mail`): sends it in the user's language
 * unless they turned its kind off or the notice is gone. Output: whether a mail was queued.
 */
export async function sendNotificationMail(db: Db, notificationId: number): Promise<boolean> {
  const [row] = await db
    .select({
      kind: notifications.kind,
      data: notifications.data,
      userId: users.id,
      email: users.email,
      locale: users.locale,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return false;
  return mailNotice(
    db,
    { userId: row.userId, email: row.email, locale: row.locale },
    row.kind as NotificationKind,
    row.data,
  );
}

/**
 * Queues the e-mail of a notice of `kind` to `user` (rendered in their language, with the
 * unsubscribe link), unless they turned that kind off. Output: whether it was queued.
 */
export async function mailNotice(
  db: Db,
  user: { userId: string; email: string; locale: string | null },
  kind: NotificationKind,
  data: Record<string, string | number | null>,
): Promise<boolean> {
  const [preference] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, user.userId), eq(notificationPreferences.kind, kind)));
  if (preference && !preference.email) return false;
  const locale = user.locale === 'tr' ? 'tr' : 'en';
  const text = renderNotice(kind, data, locale);
  const link = `${env().PUBLIC_ORIGIN}${text.path}`;
  const footer = unsubscribeFooter(user.userId, kind, locale);
  await enqueue(db, 'mail', {
    kind: `notification-${kind.replace(/_/g, '-')}`,
    to: user.email,
    subject: text.title,
    text: `${text.body}\n\n${link}\n\n${footer.text}`,
    html:
      `<p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      footer.html,
  });
  return true;
}

/**
 * The closing lines of every notice e-mail of `kind` to `userId` in `locale`: the sentence and the
 * signed unsubscribe link for that kind (/notifications/unsubscribe?token=…), as text and HTML.
 */
export function unsubscribeFooter(
  userId: string,
  kind: EmailKind,
  locale: 'en' | 'tr',
): { text: string; html: string } {
  const unsubscribe = `${env().PUBLIC_ORIGIN}${localizedPath('/notifications/unsubscribe', locale, {}, { token: unsubscribeToken(userId, kind) })}`;
  const sentence =
    locale === 'tr'
      ? 'Bu türden e-postaları artık almak istemiyorsanız'
      : 'To stop e-mails of this kind, open';
  return {
    text: `${sentence}: ${unsubscribe}\n`,
    html: `<p style="color:#64748b;font-size:12px">${escapeHtml(sentence)}: <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribe)}</a></p>`,
  };
}

/**
 * The daily digest e-mail (issue 15 §1 "Periodic work … mail digests", §4 notifications by
 * e-mail): once a day (the `mail-digest` schedule of src/server/workers.ts, which fires once per
 * period across all server processes) every user who turned the digest on in /dashboard/settings
 * gets one e-mail in their language listing their notices still unread from the last 24 hours
 * (at most 10 by title, then "and N more") and their unread message count, with links to the
 * notifications and messages pages and the digest's own unsubscribe link. Users with nothing
 * unread get no mail. A retried or repeated run does not mail a user twice: each digest is a
 * pg-boss singleton on the `mail` queue per user and day.
 */
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { enqueue } from '@/server/queue';
import { env } from '@/server/env';
import { escapeHtml } from '@/lib/html';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { users } from '@/modules/identity/schema';
import { unreadMessageCount } from '@/modules/messaging/conversations';
import { notificationPreferences, notifications } from './schema';
import { renderNotice, type NotificationKind } from './kinds';
import { unsubscribeFooter } from './notifications';

/** Notices named in a digest; the rest are counted. */
export const DIGEST_LIST_SIZE = 10;
const DAY_MS = 24 * 3600 * 1000;
/**
 * pg-boss throttle slot of a user's digest (keyed by user and UTC day): 12 hours, the longest
 * pg-boss allows (its archive interval); the 07:00 run and its retries stay inside one slot.
 */
const DIGEST_SINGLETON_SECONDS = 12 * 3600;

const TEXT: Record<
  Locale,
  {
    subject: (n: number) => string;
    intro: string;
    more: (n: number) => string;
    messages: (n: number) => string;
    all: string;
  }
> = {
  en: {
    subject: (n) => `Your daily summary: ${n} unread notification${n === 1 ? '' : 's'}`,
    intro: 'Here is what happened on Startup Atlas in the last 24 hours that you have not seen yet.',
    more: (n) => `…and ${n} more.`,
    messages: (n) => `You have ${n} unread message${n === 1 ? '' : 's'}.`,
    all: 'All notifications',
  },
  tr: {
    subject: (n) => `Günlük özetiniz: ${n} okunmamış bildirim`,
    intro: 'Son 24 saatte Startup Atlas’ta olan ve henüz görmediğiniz gelişmeler.',
    more: (n) => `…ve ${n} tane daha.`,
    messages: (n) => `${n} okunmamış mesajınız var.`,
    all: 'Tüm bildirimler',
  },
};

/**
 * Queues the daily digest of every user who turned it on, as of `now` (default the current time).
 * Output: how many digests were queued (users with nothing unread, or already sent today's, are
 * skipped).
 */
export async function sendDailyDigests(db: Db, now = new Date()): Promise<number> {
  const subscribers = await db
    .select({ userId: users.id, email: users.email, locale: users.locale })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.kind, 'daily_digest'),
        eq(notificationPreferences.email, true),
        eq(users.locked, false),
        isNull(users.deletionRequestedAt),
      ),
    );
  if (!subscribers.length) return 0;
  const since = new Date(now.getTime() - DAY_MS);
  const unread = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
    })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          subscribers.map((s) => s.userId),
        ),
        isNull(notifications.readAt),
        gt(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  let queued = 0;
  for (const user of subscribers) {
    const notices = unread.filter((n) => n.userId === user.userId);
    const messages = await unreadMessageCount(db, user.userId);
    if (!notices.length && !messages) continue;
    const locale: Locale = user.locale === 'tr' ? 'tr' : 'en';
    const text = TEXT[locale];
    const origin = env().PUBLIC_ORIGIN;
    const listed = notices.slice(0, DIGEST_LIST_SIZE).map((n) => {
      const notice = renderNotice(n.kind as NotificationKind, n.data, locale);
      return { title: notice.title, link: `${origin}${notice.path}` };
    });
    const rest = notices.length - listed.length;
    const allLink = `${origin}${localizedPath('/dashboard/notifications', locale)}`;
    const messagesLink = `${origin}${localizedPath('/dashboard/messages', locale)}`;
    const footer = unsubscribeFooter(user.userId, 'daily_digest', locale);
    const lines = [
      text.intro,
      '',
      ...listed.map((l) => `- ${l.title}: ${l.link}`),
      ...(rest > 0 ? [text.more(rest)] : []),
      ...(messages ? ['', `${text.messages(messages)} ${messagesLink}`] : []),
      '',
      `${text.all}: ${allLink}`,
      '',
      footer.text,
    ];
    const html =
      `<p>${escapeHtml(text.intro)}</p>` +
      (listed.length
        ? `<ul>${listed.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.title)}</a></li>`).join('')}</ul>`
        : '') +
      (rest > 0 ? `<p>${escapeHtml(text.more(rest))}</p>` : '') +
      (messages
        ? `<p><a href="${escapeHtml(messagesLink)}">${escapeHtml(text.messages(messages))}</a></p>`
        : '') +
      `<p><a href="${escapeHtml(allLink)}">${escapeHtml(text.all)}</a></p>` +
      footer.html;
    const id = await enqueue(
      db,
      'mail',
      { kind: 'digest', to: user.email, subject: text.subject(notices.length), text: lines.join('\n'), html },
      {
        singletonKey: `digest:${user.userId}:${now.toISOString().slice(0, 10)}`,
        singletonSeconds: DIGEST_SINGLETON_SECONDS,
      },
    );
    if (id) queued += 1;
  }
  return queued;
}

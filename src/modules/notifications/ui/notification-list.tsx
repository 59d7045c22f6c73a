'use client';
/**
 * The list of /dashboard/notifications (issue 15 §4; public-and-account §3 "notification
 * count"): each notice's title (a link to the page it is about), sentence and time, unread ones
 * marked; "Mark all read". Following a notice marks it read. The page renders the first answer;
 * a live `notification` event, a `read` event of notifications (another tab) or the stream's
 * return after a break fetch the page again (./live-events).
 *
 * Props: `initial` (GET /api/v2/notifications's data), `page` (1-based).
 */
import { useState } from 'react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { quietApi, type ApiPaths } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { toast } from '@/ui/primitives/toast';
import { setLiveCounts, useLiveEvent } from './live-events';

type ListAnswer =
  ApiPaths['/api/v2/notifications']['get']['responses'][200]['content']['application/json']['data'];

export function NotificationList({ initial, page }: { initial: ListAnswer; page: number }) {
  const t = useTranslations('messaging.notifications');
  const locale = useLocale() as Locale;
  const [list, setList] = useState(initial);
  const [marking, setMarking] = useState(false);

  const refetch = async () => {
    try {
      const { data } = await quietApi.GET('/api/v2/notifications', { params: { query: { page } } });
      if (data) {
        setList(data.data);
        setLiveCounts({ notifications: data.data.unreadCount });
      }
    } catch {
      // The list stays as it was; the next event or visit fetches it again.
    }
  };
  useLiveEvent('notification', () => void refetch());
  useLiveEvent('read', (data) => {
    if (data.what === 'notifications') void refetch();
  });
  useLiveEvent('reconnect', () => void refetch());

  /** Marks `ids` read (all without) and shows the answer's count. @throws the API's message when refused. */
  const markRead = async (ids?: number[]) => {
    const { data, error } = await quietApi.POST('/api/v2/notifications/read', { body: ids ? { ids } : {} });
    if (!data) throw new Error(messageOf(error) ?? 'not marked');
    setLiveCounts({ notifications: data.data });
    setList((current) => ({
      ...current,
      unreadCount: data.data,
      items: current.items.map((n) => (!ids || ids.includes(n.id) ? { ...n, isRead: true } : n)),
    }));
  };

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          disabled={marking || list.unreadCount === 0}
          onClick={async () => {
            setMarking(true);
            try {
              await markRead();
              toast.success(t('allRead'));
            } catch (error) {
              toast.error((error as Error).message);
            } finally {
              setMarking(false);
            }
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:text-slate-500"
        >
          {marking ? t('marking') : t('markAllRead')}
        </button>
      </div>
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="notifications"
        >
          {list.items.map((n) => (
            <li
              key={n.id}
              data-testid="notification"
              data-read={n.isRead ? 'true' : 'false'}
              className={`flex gap-3 p-4 ${n.isRead ? '' : 'bg-brand-50'}`}
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.isRead ? 'bg-transparent' : 'bg-brand-600'}`}
              />
              <div className="min-w-0 flex-1">
                <p className="wrap-break-word">
                  {n.isRead ? null : <span className="sr-only">{t('unread')}: </span>}
                  <NextLink
                    href={n.href}
                    className={`underline ${n.isRead ? 'font-semibold' : 'font-bold'} text-brand-700`}
                    onClick={() => {
                      if (!n.isRead) void markRead([n.id]).catch(() => undefined);
                    }}
                  >
                    {n.title}
                  </NextLink>
                </p>
                <p className="mt-0.5 text-sm wrap-break-word text-slate-700">{n.body}</p>
                <time dateTime={n.createdAt} className="mt-1 block text-xs text-slate-500">
                  {formatDateTime(n.createdAt, locale)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

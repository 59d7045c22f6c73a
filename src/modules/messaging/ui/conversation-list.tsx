'use client';
/**
 * The conversations of /dashboard/messages (dashboard-and-operations §2 `/dashboard/messages`;
 * issue 15 §3): newest first, each with the other user's photo or initials, name, the last
 * message on one line, its time and the unread badge, linking to the thread. The page renders
 * the first answer; this list fetches its page again when a live `message` or `read` event
 * arrives (./live-events) or the stream comes back after a break.
 *
 * Props: `initial` (GET /apiMessage/Message/GetUserConversationList's data), `page` (1-based).
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { quietApi, type ApiPaths } from '@/ui/api/client';
import { useLiveEvent } from '@/modules/notifications/ui/live-events';
import { PersonPhoto } from './person-photo';

type ListAnswer =
  ApiPaths['/apiMessage/Message/GetUserConversationList']['get']['responses'][200]['content']['application/json']['data'];

export function ConversationList({ initial, page }: { initial: ListAnswer; page: number }) {
  const t = useTranslations('messaging.list');
  const locale = useLocale() as Locale;
  const [list, setList] = useState(initial);
  const refetch = () => {
    void quietApi
      .GET('/apiMessage/Message/GetUserConversationList', { params: { query: { currentPage: page } } })
      .then(({ data }) => {
        if (data) setList(data.data);
      })
      .catch(() => undefined);
  };
  useLiveEvent('message', refetch);
  useLiveEvent('read', (data) => {
    if (data.what === 'messages') refetch();
  });
  useLiveEvent('reconnect', refetch);
  if (list.items.length === 0)
    return (
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="font-semibold">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
        <Link href="/talents" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t('findTalents')}
        </Link>
      </div>
    );
  return (
    <ul
      className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="conversations"
    >
      {list.items.map((c) => {
        const name = `${c.otherUser.name} ${c.otherUser.surname}`.trim();
        const last = c.lastMessage;
        const unread = c.unreadCount > 0;
        return (
          <li key={c.id} data-testid="conversation">
            <Link
              href={{
                pathname: '/dashboard/message-detail/[otherUserSeoUrl]',
                params: { otherUserSeoUrl: c.otherUser.seoUrl },
              }}
              className="flex items-center gap-3 p-3 hover:bg-brand-50 sm:p-4"
            >
              <PersonPhoto user={c.otherUser} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{name}</span>
                  {last ? (
                    <time dateTime={last.createdAt} className="shrink-0 text-xs text-slate-500">
                      {formatDateTime(last.createdAt, locale)}
                    </time>
                  ) : null}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-slate-600'}`}
                    data-testid="conversation-last"
                  >
                    {last ? (last.fromMe ? t('you', { text: last.body }) : last.body) : t('noMessages')}
                  </span>
                  {unread ? (
                    <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{c.unreadCount}</span>
                      <span className="sr-only">{t('unread', { count: c.unreadCount })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

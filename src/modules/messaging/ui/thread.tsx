'use client';
/**
 * One conversation (dashboard-and-operations §2 `/dashboard/message-detail/{otherUserSeoUrl}`,
 * §3 "Message"; issue 15 §3): the messages oldest first with the newest at the bottom, in a box
 * that scrolls by itself (keyboard-focusable); "Load older" at its top (also when scrolled to the
 * top) fetches the 30 before the oldest shown (`beforeId`). Opening the thread marks the other
 * user's messages read (SetMessageRead), and so does each message that arrives while it is open.
 *
 * Live: a `message` event of this conversation (./live-events) fetches the newest page again and
 * merges it in; a `seen` read event does too (for "Seen" under the last own message). Messages
 * of the other user that arrive are also written into a polite `role="log"` region, so a screen
 * reader announces them without announcing older pages as they load.
 *
 * Props: `initial` (GET /apiMessage/GetConversation's data), `isSelf` (the viewer's own profile:
 * no composer, no actions).
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { quietApi, type ApiPaths } from '@/ui/api/client';
import { setLiveCounts, useLiveEvent } from '@/modules/notifications/ui/live-events';
import { Composer } from './composer';
import { MessageText } from './message-text';
import { ThreadActions } from './thread-actions';
import { mergeMessages, newFromOther, type ThreadMessageView } from './thread-messages';

type ThreadAnswer =
  ApiPaths['/apiMessage/GetConversation']['get']['responses'][200]['content']['application/json']['data'];

/** What the next render does with the scroll box: go to the bottom, or keep the reader's place. */
type PendingScroll = { kind: 'bottom' } | { kind: 'keep'; height: number; top: number } | null;

/** Within this many pixels of the bottom, new messages scroll into view. */
const NEAR_BOTTOM_PX = 96;
/** Within this many pixels of the top, scrolling loads older messages. */
const NEAR_TOP_PX = 32;

export function Thread({ initial, isSelf }: { initial: ThreadAnswer; isSelf: boolean }) {
  const t = useTranslations('messaging.thread');
  const locale = useLocale() as Locale;
  const other = initial.otherUser;
  const name = `${other.name} ${other.surname}`.trim();
  const [messages, setMessages] = useState<ThreadMessageView[]>(initial.messages);
  const [hasOlder, setHasOlder] = useState(initial.hasOlder);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [blocks, setBlocks] = useState({ iBlocked: initial.iBlocked, blockedMe: initial.blockedMe });
  const [conversationId, setConversationId] = useState(initial.conversationId);
  const [announced, setAnnounced] = useState<Array<{ id: number; text: string }>>([]);
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(messages);
  const pendingScroll = useRef<PendingScroll>({ kind: 'bottom' });
  const busyOlder = useRef(false);

  useLayoutEffect(() => {
    shown.current = messages;
    const el = box.current;
    const pending = pendingScroll.current;
    pendingScroll.current = null;
    if (!el || !pending) return;
    el.scrollTop =
      pending.kind === 'bottom' ? el.scrollHeight : pending.top + (el.scrollHeight - pending.height);
  }, [messages]);

  const nearBottom = () => {
    const el = box.current;
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  const markRead = async () => {
    try {
      const { data } = await quietApi.POST('/apiMessage/SetMessageRead', {
        params: { query: { userId: other.userId } },
      });
      if (data) setLiveCounts({ messages: data.data });
    } catch {
      // The count corrects itself with the next live `counts` event or route change.
    }
  };

  const refreshNewest = async () => {
    let answer: ThreadAnswer;
    try {
      const { data } = await quietApi.GET('/apiMessage/GetConversation', {
        params: { query: { otherUserSeoUrl: other.seoUrl } },
      });
      if (!data) return;
      answer = data.data;
    } catch {
      return;
    }
    const fresh = newFromOther(shown.current, answer.messages);
    if (nearBottom()) pendingScroll.current = { kind: 'bottom' };
    setMessages((current) => mergeMessages(current, answer.messages));
    setConversationId(answer.conversationId);
    setBlocks({ iBlocked: answer.iBlocked, blockedMe: answer.blockedMe });
    if (!fresh.length) return;
    setAnnounced((current) =>
      [...current, ...fresh.map((m) => ({ id: m.id, text: t('announce', { name, text: m.body }) }))].slice(
        -5,
      ),
    );
    void markRead();
  };

  const loadOlder = async () => {
    const oldest = shown.current[0];
    if (busyOlder.current || !hasOlder || !oldest) return;
    busyOlder.current = true;
    setLoadingOlder(true);
    setOlderFailed(false);
    const hadFocus = document.activeElement?.getAttribute('data-load-older') === 'true';
    try {
      const { data } = await quietApi.GET('/apiMessage/GetConversation', {
        params: { query: { otherUserSeoUrl: other.seoUrl, beforeId: oldest.id } },
      });
      if (!data) throw new Error('not loaded');
      const el = box.current;
      pendingScroll.current = el ? { kind: 'keep', height: el.scrollHeight, top: el.scrollTop } : null;
      setMessages((current) => mergeMessages(current, data.data.messages));
      setHasOlder(data.data.hasOlder);
      // The button goes away with the last page: keep the keyboard user in the messages.
      if (!data.data.hasOlder && hadFocus) box.current?.focus();
    } catch {
      setOlderFailed(true);
    } finally {
      busyOlder.current = false;
      setLoadingOlder(false);
    }
  };

  const openEffect = useEffectEvent(() => {
    if (!isSelf) void markRead();
  });
  useEffect(() => openEffect(), []);

  useLiveEvent('message', (data) => {
    if (!isSelf && data.withSeoUrl === other.seoUrl) void refreshNewest();
  });
  useLiveEvent('read', (data) => {
    if (data.what === 'seen' && conversationId !== null && data.conversationId === conversationId)
      void refreshNewest();
  });
  useLiveEvent('reconnect', () => {
    if (!isSelf) void refreshNewest();
  });

  const lastOwn = [...messages].reverse().find((m) => m.fromMe);
  const blockedNote = isSelf
    ? t('self')
    : blocks.iBlocked
      ? t('youBlocked')
      : blocks.blockedMe
        ? t('blockedMe')
        : null;

  return (
    <div className="mt-4">
      {!isSelf ? (
        <ThreadActions
          seoUrl={other.seoUrl}
          name={name}
          iBlocked={blocks.iBlocked}
          onBlockedChange={(iBlocked) => setBlocks((current) => ({ ...current, iBlocked }))}
        />
      ) : null}
      <div
        ref={box}
        role="region"
        aria-label={t('history', { name })}
        tabIndex={0}
        data-testid="thread"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < NEAR_TOP_PX && hasOlder) void loadOlder();
        }}
        className="mt-3 h-[min(60vh,36rem)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50 p-3"
      >
        {hasOlder ? (
          <div className="mb-3 text-center">
            <button
              type="button"
              data-load-older="true"
              disabled={loadingOlder}
              onClick={() => void loadOlder()}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60"
            >
              {loadingOlder ? t('loading') : t('loadOlder')}
            </button>
            {olderFailed ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {t('loadFailed')}
              </p>
            ) : null}
          </div>
        ) : null}
        {messages.length === 0 ? <p className="py-8 text-center text-slate-600">{t('empty')}</p> : null}
        <ol className="space-y-2" data-testid="thread-messages">
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="message"
              data-from={m.fromMe ? 'me' : 'other'}
              className={`flex flex-col ${m.fromMe ? 'items-end' : 'items-start'}`}
            >
              <div
                className={`max-w-[85%] rounded-2xl px-3 py-2 ${
                  m.fromMe ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white text-ink'
                }`}
              >
                <span className="sr-only">{m.fromMe ? t('you') : name}: </span>
                <MessageText
                  body={m.body}
                  newTabLabel={t('newTab')}
                  linkClassName={
                    m.fromMe ? 'font-semibold text-white underline' : 'font-semibold text-brand-700 underline'
                  }
                />
              </div>
              <span className="mt-0.5 px-1 text-xs text-slate-500">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, locale)}</time>
                {m === lastOwn && m.readAt ? ` · ${t('seen')}` : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div role="log" aria-live="polite" className="sr-only" data-testid="thread-announcements">
        {announced.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
      {blockedNote ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="composer-blocked">
          {blockedNote}
        </p>
      ) : (
        <Composer
          receiverSeoUrl={other.seoUrl}
          onSent={(message, id) => {
            pendingScroll.current = { kind: 'bottom' };
            setMessages((current) => mergeMessages(current, [message]));
            setConversationId(id);
          }}
          onRefused={() => void refreshNewest()}
        />
      )}
    </div>
  );
}

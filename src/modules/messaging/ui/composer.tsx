'use client';
/**
 * The thread's composer (dashboard-and-operations §2 `/dashboard/message-detail`, §5 "Messages:
 * blank not allowed; to oneself not allowed"): a labelled textarea and the Send button; Enter
 * sends, Shift+Enter starts a new line (not while an input method is composing). The API decides
 * what may be sent: its message ('You cannot send blank messages.', the minute's limit, a block)
 * shows under the field as an alert, and the text stays for another try.
 *
 * Props: `receiverSeoUrl`; `onSent(message, conversationId)` after the API stored it;
 * `onRefused()` after a 403 (the thread reloads who blocked whom).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { UntilHydrated } from '@/ui/until-hydrated';
import type { ThreadMessageView } from './thread-messages';

/** The longest body the API takes (src/modules/messaging/messaging.ts MESSAGE_MAX). */
const MESSAGE_MAX = 5_000;

export function Composer({
  receiverSeoUrl,
  onSent,
  onRefused,
}: {
  receiverSeoUrl: string;
  onSent: (message: ThreadMessageView, conversationId: number) => void;
  onRefused: () => void;
}) {
  const t = useTranslations('messaging.thread');
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const content = text;
    try {
      const {
        data,
        error: failure,
        response,
      } = await quietApi.POST('/apiMessage/Message/Post', {
        body: { receiverSeoUrl, content },
      });
      if (data) {
        setText('');
        onSent(
          { id: data.data.id, body: content, fromMe: true, createdAt: data.data.createdAt, readAt: null },
          data.data.conversationId,
        );
      } else {
        setError(messageOf(failure) ?? t('notSent'));
        if (response.status === 403) onRefused();
      }
    } catch {
      setError(t('notSent'));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      noValidate
      data-testid="composer"
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <UntilHydrated>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('label')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={id}
            rows={2}
            maxLength={MESSAGE_MAX}
            value={text}
            placeholder={t('placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            className={`max-h-48 min-h-11 min-w-0 flex-1 resize-y rounded-lg border bg-white px-3 py-2 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          />
          <button
            type="submit"
            disabled={sending}
            className="shrink-0 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-700"
          >
            {sending ? t('sending') : t('send')}
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {t('hint')}
        </p>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="mt-1 text-sm text-red-700"
            data-testid="composer-error"
          >
            {error}
          </p>
        ) : null}
      </UntilHydrated>
    </form>
  );
}

/**
 * /dashboard/message-detail/{otherUserSeoUrl} (TR /panel/mesaj-detayi/…; dashboard-and-operations
 * §2, §3 "Message", §5 messages rules, §8; issue 15 §3): the signed-in user's conversation with
 * one user — the newest 30 messages, older ones on request, a composer, live updates, block and
 * spam report. An empty conversation is a page with only the composer; an unknown user, and any
 * visitor, get 404. On the viewer's own profile it says 'You cannot send a message to yourself.'
 */
import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { orNotFound, requireSignedIn } from '@/server/page-guards';
import { getConversation } from '@/modules/messaging/conversations';
import { MessagingIntl } from '@/modules/messaging/ui/messaging-intl';
import { PersonPhoto } from '@/modules/messaging/ui/person-photo';
import { Thread } from '@/modules/messaging/ui/thread';
import { siteTitle } from '@/ui/seo';

type Props = { params: Promise<{ locale: Locale; otherUserSeoUrl: string }> };

/** The viewer's context and the thread, once per request (metadata and page share it); 404 as above. */
const load = cache(async (locale: Locale, otherUserSeoUrl: string) => {
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const thread = await orNotFound(getConversation(ctx, decodeURIComponent(otherUserSeoUrl)));
  return { ctx, thread, name: `${thread.otherUser.name} ${thread.otherUser.surname}`.trim() };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, otherUserSeoUrl } = await params;
  const [{ name }, t] = await Promise.all([
    load(locale, otherUserSeoUrl),
    getTranslations({ locale, namespace: 'messaging.thread' }),
  ]);
  return { title: siteTitle(t('with', { name })), robots: { index: false } };
}

export default async function MessageDetailPage({ params }: Props) {
  const { locale, otherUserSeoUrl } = await params;
  setRequestLocale(locale);
  const [{ ctx, thread, name }, t] = await Promise.all([
    load(locale, otherUserSeoUrl),
    getTranslations('messaging.thread'),
  ]);
  const other = thread.otherUser;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <Link href="/dashboard/messages" className="text-sm font-semibold text-brand-700 underline">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <div className="mt-3 flex items-center gap-3">
        <PersonPhoto user={other} size={48} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-black">{name}</h1>
          {other.listed && (
            <Link
              href={{ pathname: '/talent/[seoUrl]', params: { seoUrl: other.seoUrl } }}
              className="text-sm text-brand-700 underline"
            >
              {t('viewProfile')}
            </Link>
          )}
        </div>
      </div>
      <MessagingIntl>
        <Thread initial={thread} isSelf={other.userId === ctx.viewer.userId} />
      </MessagingIntl>
    </section>
  );
}

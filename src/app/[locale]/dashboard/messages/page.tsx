/**
 * /dashboard/messages (TR /panel/mesajlar; dashboard-and-operations §2 `/dashboard/messages`,
 * §8 messages; issue 15 §3): the signed-in user's conversations, newest first, 10 a page
 * (`?page=`), updated live as messages arrive. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { listConversations } from '@/modules/messaging/conversations';
import { ConversationList } from '@/modules/messaging/ui/conversation-list';
import { MessagingIntl } from '@/modules/messaging/ui/messaging-intl';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('messaging', 'list.title');

/** The 1-based page of `?page=`; 1 for anything else. */
const pageOf = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

export default async function MessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const page = pageOf((await searchParams).page);
  const [t, list] = await Promise.all([getTranslations('messaging.list'), listConversations(ctx, page)]);
  const pages = Math.max(1, Math.ceil(list.totalCount / list.pageSize));
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      <MessagingIntl>
        {/* A new page starts from its own first answer. */}
        <ConversationList key={page} initial={list} page={page} />
      </MessagingIntl>
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: '/dashboard/messages', query: n > 1 ? { page: String(n) } : {} })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}

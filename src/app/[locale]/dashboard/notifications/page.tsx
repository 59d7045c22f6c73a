/**
 * /dashboard/notifications (TR /panel/bildirimler; issue 15 §4; public-and-account §3 "Signed-in
 * user summary: notification count"): the signed-in user's notices in their language, newest
 * first, 20 a page (`?page=`), updated live, with "Mark all read" and a link to the e-mail
 * settings. Visitors get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { Pager } from '@/ui/pager';
import { listNotifications, NOTIFICATION_PAGE_SIZE } from '@/modules/notifications/notifications';
import { NotificationList } from '@/modules/notifications/ui/notification-list';
import { MessagingIntl } from '@/modules/messaging/ui/messaging-intl';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('messaging', 'notifications.title');

/** The 1-based page of `?page=`; 1 for anything else. */
const pageOf = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

export default async function NotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const page = pageOf((await searchParams).page);
  const [t, list] = await Promise.all([
    getTranslations('messaging.notifications'),
    listNotifications(ctx, page),
  ]);
  const pages = Math.max(1, Math.ceil(list.totalCount / NOTIFICATION_PAGE_SIZE));
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <Link href="/dashboard/settings" className="text-sm font-semibold text-brand-700 underline">
          {t('settings')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      <MessagingIntl>
        <NotificationList key={page} initial={list} page={page} />
      </MessagingIntl>
      <Pager
        page={page}
        pages={pages}
        href={(n) => ({ pathname: '/dashboard/notifications', query: n > 1 ? { page: String(n) } : {} })}
        labels={{ previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
      />
    </section>
  );
}

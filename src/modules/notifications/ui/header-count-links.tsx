'use client';
/**
 * The header's Messages (envelope) and Notifications (bell) icon links, each with its unread
 * count as a badge and in its accessible name ("Messages, 3 unread"). The counts come from the
 * live stream's `counts` events (./live-events.tsx, which this keeps open for the tab) and are
 * also fetched after every route change (`GET /api/v2/me/counts`, public-and-account §7).
 * Both icons are 36 px squares: they fit the 390 px header beside the avatar and Menu buttons.
 */
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { quietApi } from '@/ui/api/client';
import { setLiveCounts, useLiveCounts } from './live-events';

const iconLink =
  'relative grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-brand-700';

/** A count as the badge shows it: nothing for 0, "99+" past 99. */
function Badge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-4.5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function HeaderCountLinks() {
  const t = useTranslations('messaging.header');
  const counts = useLiveCounts();
  const pathname = usePathname();
  useEffect(() => {
    const controller = new AbortController();
    quietApi
      .GET('/api/v2/me/counts', { signal: controller.signal })
      .then(({ data }) => {
        if (data) setLiveCounts(data.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);
  const messages = counts?.messages ?? 0;
  const notifications = counts?.notifications ?? 0;
  return (
    <>
      <Link
        href="/dashboard/messages"
        aria-label={t('messages', { count: messages })}
        data-testid="header-messages"
        className={iconLink}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
        <Badge count={messages} testId="header-messages-count" />
      </Link>
      <Link
        href="/dashboard/notifications"
        aria-label={t('notifications', { count: notifications })}
        data-testid="header-notifications"
        className={iconLink}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        <Badge count={notifications} testId="header-notifications-count" />
      </Link>
    </>
  );
}

/**
 * "Send a message" on a talent's page (issue 15 §3; dashboard-and-operations §2 → message
 * detail; §6 "Visitor: cannot message"): a signed-in viewer other than the talent gets a link to
 * /dashboard/message-detail/{seoUrl}; a visitor gets 'You have to login to send a message /
 * apply.' and a link to the login page that comes back to that conversation. The talent
 * themself gets nothing. Server component (no JavaScript in the browser).
 */
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { isOwnProfile } from '../recipient';

const button =
  'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700';

/** The entry point for the profile `seoUrl`, in `locale`, in a `<div>` with `className` (none for the talent). */
export async function SendMessageLink({
  seoUrl,
  locale,
  className = '',
}: {
  seoUrl: string;
  locale: Locale;
  className?: string;
}) {
  const ctx = await pageCtx(locale);
  const t = await getTranslations('messaging.talent');
  const thread = {
    pathname: '/dashboard/message-detail/[otherUserSeoUrl]' as const,
    params: { otherUserSeoUrl: seoUrl },
  };
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
  if (ctx.viewer.isAuthenticated) {
    if (await isOwnProfile(ctx, seoUrl)) return null;
    return (
      <div className={className}>
        <Link href={thread} className={button} data-testid="send-message">
          {icon}
          {t('send')}
        </Link>
      </div>
    );
  }
  const te = await getTranslations('errors');
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>
      <Link
        href={{ pathname: '/login', query: { redirectUrl: getPathname({ href: thread, locale }) } }}
        className={button}
        data-testid="send-message"
      >
        {icon}
        {t('loginToSend')}
      </Link>
      <p className="text-sm text-slate-600">{te('job.login_required')}</p>
    </div>
  );
}

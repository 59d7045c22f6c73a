/**
 * "Message the team" on a startup's page (issue 15 §3 "Send a message" on startup-team screens;
 * dashboard-and-operations §2 → message detail; §6 "Visitor: cannot message"): the team members
 * who have accounts (listTeamContacts), each with their photo, title and a link to the
 * conversation with them. A visitor sees the same people and 'You have to login to send a message
 * / apply.' with one login link that comes back to the startup. Nothing when no member has an
 * account. Server component (no JavaScript in the browser).
 */
import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { listTeamContacts } from '../recipient';
import { PersonPhoto } from './person-photo';

/** The card for startup `startupId` (public address `seoUrl`), in `locale`. */
export async function TeamContacts({
  startupId,
  seoUrl,
  locale,
}: {
  startupId: number;
  seoUrl: string;
  locale: Locale;
}) {
  const ctx = await pageCtx(locale);
  const contacts = await listTeamContacts(ctx, startupId);
  if (!contacts.length) return null;
  const [t, te] = await Promise.all([getTranslations('messaging.team'), getTranslations('errors')]);
  const signedIn = ctx.viewer.isAuthenticated;
  const back = getPathname({ href: { pathname: '/startup/[seoUrl]', params: { seoUrl } }, locale });
  return (
    <section
      aria-labelledby="team-contacts-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="team-contacts"
    >
      <h2 id="team-contacts-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {contacts.map((c) => {
          const name = `${c.name} ${c.surname}`.trim();
          return (
            <li key={c.seoUrl} className="flex items-center gap-3 rounded-lg border border-slate-100 p-3">
              <PersonPhoto user={c} size={40} />
              <div className="min-w-0 flex-1">
                {c.listed ? (
                  <Link
                    href={{ pathname: '/talent/[seoUrl]', params: { seoUrl: c.seoUrl } }}
                    className="block truncate font-semibold hover:underline"
                  >
                    {name}
                  </Link>
                ) : (
                  <p className="truncate font-semibold">{name}</p>
                )}
                {c.title ? <p className="truncate text-sm text-slate-600">{c.title}</p> : null}
              </div>
              {signedIn ? (
                <Link
                  href={{
                    pathname: '/dashboard/message-detail/[otherUserSeoUrl]',
                    params: { otherUserSeoUrl: c.seoUrl },
                  }}
                  aria-label={t('sendTo', { name })}
                  className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t('send')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      {signedIn ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link
            href={{ pathname: '/login', query: { redirectUrl: back } }}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('loginToSend')}
          </Link>
          <p className="text-sm text-slate-600">{te('job.login_required')}</p>
        </div>
      )}
    </section>
  );
}

/**
 * Received team invitations with the tabs Waiting, Accepted, Declined (spec §4 "Invitations",
 * §9: the first 9 shown), shared by /profile/invitations and /user/dashboard/invite.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { Link } from '@/i18n/navigation';
import type { Ctx } from '@/server/context';
import { INVITATION_STATUSES, listReceivedInvitations, type InvitationStatus } from '../invitations';
import { InvitationActions } from './invitation-actions';

export async function InvitationsView({
  ctx,
  status,
  basePath,
}: {
  ctx: Ctx;
  status: InvitationStatus;
  basePath: '/profile/invitations' | '/user/dashboard/invite';
}) {
  const t = await getTranslations('invitations');
  const page = await listReceivedInvitations(ctx, { status, page: 1 });
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <nav aria-label={t('title')} className="mt-4 flex gap-2" role="tablist">
        {INVITATION_STATUSES.map((s) => (
          <Link
            key={s}
            role="tab"
            aria-selected={s === status}
            href={{ pathname: basePath, query: s === 'waiting' ? {} : { status: s } }}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${s === status ? 'bg-brand-600 text-white' : 'bg-slate-100'}`}
          >
            {t(`tabs.${s}`)}
          </Link>
        ))}
      </nav>
      <ul className="mt-4 space-y-3" data-testid="invitations">
        {page.data.map((inv) => (
          <li
            key={inv.code}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="invitation"
          >
            <p className="font-semibold">
              {inv.startup ? (
                <Link
                  href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: inv.startup.seoUrl } }}
                  className="hover:underline"
                >
                  {inv.startup.name}
                </Link>
              ) : (
                t('unknownStartup')
              )}
            </p>
            <p className="text-sm text-slate-600">{t('from', { name: inv.inviter })}</p>
            <p className="text-xs text-slate-500">
              {t('scopes', { scopes: inv.scopes.map((s) => t(`scopeNames.${s}`)).join(', ') })}
            </p>
            {inv.status === 'waiting' && (
              <div className="mt-3">
                <InvitationActions code={inv.code} />
              </div>
            )}
            {inv.status === 'accepted' && inv.startup && (
              <Link
                href={{ pathname: '/profile/edit-startup/[seoUrl]', params: { seoUrl: inv.startup.seoUrl } }}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {t('open')}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page.data.length === 0 && <p className="mt-4 text-sm text-slate-600">{t('empty')}</p>}
      {page.totalCount > page.data.length && (
        <p className="mt-4 text-xs text-slate-500">
          {t('more', { count: page.totalCount - page.data.length })}
        </p>
      )}
    </section>
  );
}

type PageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The whole page (signed-in users only; visitors get the 404 page); `?status=` picks the tab. */
export async function renderInvitationsPage(
  { params, searchParams }: PageProps,
  basePath: '/profile/invitations' | '/user/dashboard/invite',
) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const requested = String((await searchParams).status);
  const status = (INVITATION_STATUSES as readonly string[]).includes(requested)
    ? (requested as InvitationStatus)
    : 'waiting';
  return <InvitationsView ctx={ctx} status={status} basePath={basePath} />;
}

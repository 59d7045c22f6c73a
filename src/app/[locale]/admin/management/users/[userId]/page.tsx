/**
 * /admin/management/users/[userId] (TR /yonetici/yonetim/kullanicilar/[userId]; issue 17 §1
 * "users: … see details, lock/unlock, verify, delete (14-day process), sign out everywhere").
 * Admins only (404 for everyone else and for an unknown user). The profile basics, sign-up and
 * last sign-in, verification, lock and deletion state, open sessions, access entries, packages,
 * the startups and organizations they hold access on, the audit rows about them, and the actions
 * (each confirmed, audited).
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate, formatDateTime } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { orNotFound } from '@/server/page-guards';
import { ScrollRegion } from '@/ui/scroll-region';
import { privatePageMetadata } from '@/ui/seo';
import { isSuperAdmin } from '@/modules/access/permissions';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { getUserForAdmin } from '@/modules/admin/users';
import { AdminIntl } from '@/modules/admin/ui/admin-intl';
import { Badge, roleLabel } from '@/modules/admin/ui/admin-bits';
import { AuditDetails } from '@/modules/admin/ui/audit-details';
import { UserActions } from '@/modules/admin/ui/user-actions';

type Props = { params: Promise<{ locale: Locale; userId: string }> };

export const generateMetadata = privatePageMetadata('adminArea', 'user.metaTitle');

/** The public page of a managed entity. */
const entityHref = (kind: 'startup' | 'organization' | 'provider' | 'program', seoUrl: string) =>
  kind === 'startup'
    ? ({ pathname: '/startup/[seoUrl]', params: { seoUrl } } as const)
    : kind === 'organization'
      ? ({
          pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
          params: { seoUrl, fromHeader: undefined },
        } as const)
      : kind === 'provider'
        ? ({ pathname: '/providers/[seoUrl]', params: { seoUrl } } as const)
        : ({ pathname: '/program/[seoUrl]', params: { seoUrl } } as const);

export default async function AdminUserPage({ params }: Props) {
  const { locale, userId } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const viewerId = guardAdminPage(ctx, 'admin');
  const [t, user] = await Promise.all([
    getTranslations('adminArea'),
    orNotFound(getUserForAdmin(ctx, userId.slice(0, 100))),
  ]);
  const date = (v: string | null) => (v ? formatDateTime(v, locale) : t('common.never'));
  const fullName = `${user.name} ${user.surname}`.trim() || user.email;
  const role = (entityId: string) =>
    /^([A-Za-z0-9_.]+-)?admin$/.test(entityId)
      ? roleLabel(entityId, (kind, source) => t(`admins.kinds.${kind}`, { source }))
      : null;
  const entities = (['startup', 'organization', 'provider', 'program'] as const).flatMap((kind) =>
    user.entities[kind].map((e) => ({ ...e, kind })),
  );
  const facts: Array<[string, string]> = [
    [t('user.email'), user.email],
    [t('user.emailState'), user.emailVerified ? t('user.verified') : t('user.unverified')],
    [t('user.signedUp'), formatDateTime(user.createdAt, locale)],
    [t('user.lastSignIn'), date(user.lastSignInAt)],
    [t('user.termsAccepted'), date(user.termsAcceptedAt)],
    [t('user.mailLanguage'), user.locale === 'tr' ? 'Türkçe' : 'English'],
    [
      t('user.lockState'),
      user.locked ? t('user.lockedSince', { date: date(user.lockedAt) }) : t('user.notLocked'),
    ],
    [
      t('user.deletion'),
      user.deletionScheduledFor
        ? t('user.deletionScheduled', { date: formatDate(user.deletionScheduledFor, locale) })
        : t('user.noDeletion'),
    ],
  ];
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="admin-user">
      <p className="text-sm">
        <Link href="/admin/management/users" className="font-semibold text-brand-700 underline">
          ← {t('user.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black break-words">{fullName}</h1>
      <p className="mt-1 flex flex-wrap gap-1">
        {user.locked && <Badge tone="red">{t('users.badges.locked')}</Badge>}
        {user.deletionRequestedAt && <Badge tone="amber">{t('users.badges.pendingDeletion')}</Badge>}
        {!user.emailVerified && <Badge tone="slate">{t('users.badges.unverified')}</Badge>}
        {user.isSuperAdmin && <Badge tone="blue">{t('admins.kinds.super')}</Badge>}
      </p>

      <h2 className="mt-8 text-lg font-bold">{t('user.profile')}</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-lg font-bold">{t('user.actions')}</h2>
      <div className="mt-3">
        <AdminIntl>
          <UserActions
            user={{
              id: user.id,
              email: user.email,
              locked: user.locked,
              emailVerified: user.emailVerified,
              deletionRequestedAt: user.deletionRequestedAt,
            }}
            self={user.id === viewerId}
            protectedSuper={user.isSuperAdmin && !isSuperAdmin(ctx.viewer.access)}
          />
        </AdminIntl>
      </div>

      <h2 className="mt-8 text-lg font-bold">{t('user.sessions')}</h2>
      {user.sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('user.noSessions')}</p>
      ) : (
        <ScrollRegion label={t('user.sessions')} className="mt-3">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('user.sessions')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {(['sessionStarted', 'sessionLastUsed', 'sessionExpires', 'ip', 'device'] as const).map(
                  (key) => (
                    <th key={key} scope="col" className="py-2 pr-3">
                      {t(`user.${key}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {user.sessions.map((s) => (
                <tr key={s.createdAt} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(s.createdAt, locale)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(s.updatedAt, locale)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(s.expiresAt, locale)}</td>
                  <td className="py-2 pr-3">{s.ipAddress ?? '—'}</td>
                  <td className="py-2 pr-3 break-words">{s.userAgent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <h2 className="mt-8 text-lg font-bold">{t('user.access')}</h2>
      {user.access.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('user.noAccess')}</p>
      ) : (
        <ScrollRegion label={t('user.access')} className="mt-3">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">{t('user.access')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">
                  {t('user.entity')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('user.scopes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {user.access.map((a) => (
                <tr key={a.entityId} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <code>{a.entityId}</code>
                    {role(a.entityId) && <span className="ml-2 text-slate-600">({role(a.entityId)})</span>}
                  </th>
                  <td className="py-2 pr-3 break-words">{a.scopes.join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <h2 className="mt-8 text-lg font-bold">{t('user.entities')}</h2>
      {entities.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('user.noEntities')}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {entities.map((e) => (
            <li key={`${e.kind}:${e.id}`}>
              <span className="text-slate-600">{t(`user.kinds.${e.kind}`)}:</span>{' '}
              <Link href={entityHref(e.kind, e.seoUrl)} className="font-semibold text-brand-700 underline">
                {e.name}
              </Link>{' '}
              <span className="text-slate-600">({e.scopes.join(', ')})</span>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-bold">{t('user.packages')}</h2>
      {user.packages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('user.noPackages')}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {user.packages.map((p) => (
            <li key={`${p.packageKey}:${p.startsAt}`}>
              <span className="font-semibold">{p.packageKey}</span> ·{' '}
              {t('user.packageDates', {
                from: formatDate(p.startsAt, locale),
                until: formatDate(p.endsAt, locale),
              })}{' '}
              {p.active ? (
                <Badge tone="green">{t('user.active')}</Badge>
              ) : (
                <Badge tone="slate">{t('user.ended')}</Badge>
              )}
              {p.fromColleague && <span className="ml-2 text-slate-600">{t('user.fromColleague')}</span>}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-bold">{t('user.audit')}</h2>
      {user.audit.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('user.noAudit')}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="user-audit">
          {user.audit.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-2">
              <p>
                <code className="font-semibold">{a.action}</code> · {formatDateTime(a.createdAt, locale)} ·{' '}
                {a.actorEmail ?? t('audit.system')}
              </p>
              <AuditDetails details={a.details} label={t('audit.showDetails')} />
            </li>
          ))}
        </ul>
      )}
      {isSuperAdmin(ctx.viewer.access) && (
        <p className="mt-3 text-sm">
          <Link
            href={{ pathname: '/admin/management/audit-log', query: { actor: user.email } }}
            className="font-semibold text-brand-700 underline"
          >
            {t('user.auditByUser')}
          </Link>
        </p>
      )}
    </section>
  );
}

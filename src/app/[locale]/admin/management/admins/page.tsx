/**
 * /admin/management/admins (TR /yonetici/yonetim/yoneticiler; issue 17 §1 "admins: grant and
 * revoke admin, super admin and rapor-admin (never beyond one's own role; audited)"; D §2
 * `admins (permission management)`; D §6 "Super admin: … permission … management"). Super
 * admins only (404 for everyone else): who holds which admin role, revoking (never one's own
 * super admin role nor the last super admin) and granting by e-mail.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminPage } from '@/modules/admin/page-guards';
import { listAdminRoles, listAdminSources } from '@/modules/admin/admins';
import { AdminIntl } from '@/modules/admin/ui/admin-intl';
import { AdminRoles } from '@/modules/admin/ui/admin-roles';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('adminArea', 'admins.title');

export default async function AdminsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const viewerId = guardAdminPage(ctx, 'super');
  const [t, roles, sources] = await Promise.all([
    getTranslations('adminArea'),
    listAdminRoles(ctx),
    listAdminSources(ctx),
  ]);
  const dates = Object.fromEntries(
    roles.map((r) => [`${r.userId}:${r.entityId}`, formatDate(r.grantedAt, locale)]),
  );
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="admins">
      <h1 className="text-2xl font-black">{t('admins.title')}</h1>
      <p className="mt-1 text-slate-600">{t('admins.intro')}</p>
      <div className="mt-6">
        <AdminIntl>
          <AdminRoles roles={roles} sources={sources} viewerId={viewerId} dates={dates} />
        </AdminIntl>
      </div>
    </section>
  );
}

/**
 * /admin/management/ecosystem-management (TR /yonetici/yonetim/ekosistem-yonetimi; dashboard
 * §2 admin routes, §6 admins): organizations waiting for approval; admins approve or delete
 * the selected ones at once. Non-admins get 404.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireAdmin } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getTypeNameIndex } from '@/modules/reference/reference';
import { listPendingOrganizations } from '@/modules/organizations/organizer';
import { PendingOrganizations } from '@/modules/organizations/ui/pending-organizations';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('organizer', 'admin.title');

export default async function EcosystemManagementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireAdmin(ctx);
  const [t, pending, names] = await Promise.all([
    getTranslations('organizer'),
    listPendingOrganizations(ctx),
    getTypeNameIndex(ctx.db, locale),
  ]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black">{t('admin.title')}</h1>
      <p className="mt-1 text-slate-600">{t('admin.intro')}</p>
      <PendingOrganizations
        items={pending.map((o) => ({
          id: o.id,
          name: o.name,
          type: names.get(o.typeId) ?? '',
          createdAt: o.createdAt.toISOString(),
        }))}
      />
    </section>
  );
}

/**
 * Layout of everything under /admin/management (TR /yonetici/yonetim; issue 17 §1 "a left menu
 * showing only what the viewer may open"; D §2 admin routes; D §6 roles): the 404 page for anyone
 * without an admin role (admin, super admin or report admin), else the admin menu — the sections
 * of src/modules/admin/menu.ts with the screens this viewer may open — beside the page. Each page
 * still guards its own role (the layout and the page render independently); report management
 * keeps its own nested layout and submenu.
 */
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { guardAdminArea } from '@/modules/admin/page-guards';
import { adminMenuSections } from '@/modules/admin/menu';
import { AdminMenu, type AdminMenuSection } from '@/modules/admin/ui/admin-menu';

export default async function AdminManagementLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: Locale }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminArea(ctx);
  const t = await getTranslations('adminMenu');
  const sections: AdminMenuSection[] = adminMenuSections(ctx.viewer.access).map((s) => ({
    section: s.section,
    label: t(`sections.${s.section}`),
    links: s.links.map((link) => ({
      key: link.key,
      label: t(link.key as Parameters<typeof t>[0]),
      href: link.href,
      ...(link.listName ? { listName: link.listName } : {}),
    })),
  }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 pt-4 lg:flex-row lg:items-start lg:gap-6 lg:px-4 lg:pt-8">
      <AdminMenu sections={sections} label={t('label')} toggle={t('toggle')} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

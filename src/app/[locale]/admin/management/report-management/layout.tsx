/**
 * Layout of /admin/management/report-management/… (TR /yonetici/yonetim/rapor-yonetimi/…; issue
 * 16 §2; D §2 admin routes; D §6 "Reports submenu: super admin or rapor-admin with FULL_ACCESS"):
 * the 404 page for everyone else (so not even the submenu shows), then the submenu and the
 * screens' texts for their browser parts.
 */
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requirePermission } from '@/server/page-guards';
import { REPORT_MANAGEMENT_GUARD } from '@/modules/reports/admin';
import { ReportAdminIntl } from '@/modules/reports/ui/admin-intl';
import { ReportAdminNav } from '@/modules/reports/ui/admin-nav';

export default async function ReportManagementLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: Locale }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  requirePermission(await pageCtx(locale), REPORT_MANAGEMENT_GUARD);
  return (
    <ReportAdminIntl>
      <ReportAdminNav />
      {children}
    </ReportAdminIntl>
  );
}

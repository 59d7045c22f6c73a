/**
 * /admin/management (TR /tr/yonetici/yonetim): the Admin Panel home (spec dashboard §2 admin
 * routes; public §2 avatar menu "Admin Panel for admins"). Admins only — everyone else gets
 * the 404 page (permission guard); a report admin who is no other admin goes to report management
 * (D §6). Shows the account figures and the management screens built so far.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireAdmin } from '@/server/page-guards';
import { adminOverview } from '@/modules/identity/admin';
import { isSuperAdmin } from '@/modules/access/permissions';
import { canManageReports } from '@/modules/reports/admin';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'title');

export default async function AdminHomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  // A report admin who is no other admin (D §6 "rapor-admin with FULL_ACCESS") has only the reports area.
  if (!ctx.viewer.isAdmin && canManageReports(ctx.viewer.access))
    redirect({ href: '/admin/management/report-management', locale });
  requireAdmin(ctx);
  const [t, figures] = await Promise.all([getTranslations('admin'), adminOverview(ctx)]);
  const cards = [
    ['users', figures.users],
    ['verified', figures.verified],
    ['packageHolders', figures.packageHolders],
    ['pendingDeletion', figures.pendingDeletion],
  ] as const;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" data-testid="admin-home">
      <h1 className="text-2xl font-black">{t('title')}</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-4">
        {cards.map(([key, value]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="mt-1 text-2xl font-black">{value.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-8 space-y-2">
        {isSuperAdmin(ctx.viewer.access) && (
          <>
            <li>
              <Link
                href="/admin/management/users/premium-settings"
                className="font-semibold text-brand-700 underline"
              >
                {t('premiumSettings')}
              </Link>
            </li>
            <li>
              <Link
                href="/admin/management/premium-management"
                className="font-semibold text-brand-700 underline"
              >
                {t('premiumManagement')}
              </Link>
            </li>
            <li>
              <Link
                href="/admin/management/payment-integrations"
                className="font-semibold text-brand-700 underline"
              >
                {t('paymentIntegrations')}
              </Link>
            </li>
          </>
        )}
        {canManageReports(ctx.viewer.access) && (
          <li>
            <Link
              href="/admin/management/report-management"
              className="font-semibold text-brand-700 underline"
            >
              {t('reportManagement')}
            </Link>
          </li>
        )}
        <li>
          <Link
            href="/admin/management/ecosystem-management"
            className="font-semibold text-brand-700 underline"
          >
            {t('ecosystem')}
          </Link>
        </li>
        <li>
          <Link href="/admin/management/background-jobs" className="font-semibold text-brand-700 underline">
            {t('backgroundJobs')}
          </Link>
        </li>
        <li>
          <a href="/api/docs" className="font-semibold text-brand-700 underline">
            {t('apiDocs')}
          </a>
        </li>
      </ul>
    </section>
  );
}

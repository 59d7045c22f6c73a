/**
 * /profile/payment/package-management (TR /tr/profilim/odeme/paket-yonetimi; spec §2 account
 * pages, §3 "Premium limits", §7 InviteUser/RemoveUser): the viewer's packages, this month's
 * usage against the limits, and for enterprise owners the colleagues on their package.
 * Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/ui/seo';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { getMyPackages } from '@/modules/access/premium';
import { PackageMembers } from '@/modules/access/ui/package-members';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('admin', 'packagesTitle');

export default async function PackageManagementPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine] = await Promise.all([getTranslations('admin'), getMyPackages(ctx)]);
  const business = mine.packages.some((p) => p.startsWith('business-'));
  const rows = [
    ['reportsUsed', mine.limit.downloadedReportCount, mine.limit.montlyReportDownloadLimit],
    ['rowsUsed', mine.limit.startupDownloadedRow, mine.limit.startupRowLimit],
  ] as const;
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-black">{t('packagesTitle')}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="my-packages">
        {mine.packages.length ? (
          <ul className="flex flex-wrap gap-2">
            {mine.packages.map((p) => (
              <li key={p} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                {p}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">
            {t('noPackage')}{' '}
            <Link href="/payment-plans" className="font-semibold text-brand-700 underline">
              {t('seePlans')}
            </Link>
          </p>
        )}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {rows.map(([key, used, limit]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{t(key)}</dt>
              <dd className="text-lg font-bold">
                {used.toLocaleString(locale)} / {limit.toLocaleString(locale)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-500">{t('usageResets')}</p>
      </div>
      {business && (
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-3 font-bold">{t('members', { limit: mine.limit.userLimit })}</h2>
          <PackageMembers members={mine.members} canInvite />
        </div>
      )}
    </section>
  );
}

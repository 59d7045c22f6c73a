/**
 * /dashboard/membership-packages (TR /panel/uyelik-paketleri; D §2 menu "Membership packages";
 * issue 16 §1 "the current package, renewal date, usage this month (report downloads, export
 * rows) against the limits"): the paid subscription with its state (renews on, ends on, payment
 * failed with the grace period), cancelling the renewal, the customer portal (D §4), this month's
 * usage, and links to the colleagues on an enterprise package and to the invoice details.
 * Visitors get the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { requireSignedIn } from '@/server/page-guards';
import { privatePageMetadata } from '@/ui/seo';
import { getMyPackages } from '@/modules/access/premium';
import { currentSubscription } from '@/modules/payments/membership';
import { CancelRenewalButton, CustomerPortalButton } from '@/modules/payments/ui/membership-actions';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('payments', 'membershipTitle');

export default async function MembershipPackagesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  requireSignedIn(ctx);
  const [t, mine, sub] = await Promise.all([
    getTranslations('payments'),
    getMyPackages(ctx),
    currentSubscription(ctx),
  ]);
  const packageName = (key: string) =>
    t.has(`package_${key}` as 'package_personal-monthly')
      ? t(`package_${key}` as 'package_personal-monthly')
      : key;
  const usage = [
    ['reportsUsed', mine.limit.downloadedReportCount, mine.limit.montlyReportDownloadLimit],
    ['rowsUsed', mine.limit.startupDownloadedRow, mine.limit.startupRowLimit],
  ] as const;
  const business = mine.packages.some((p) => p.startsWith('business-'));
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-black">{t('membershipTitle')}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="subscription">
        <h2 className="text-sm font-semibold text-slate-500">{t('currentPackage')}</h2>
        {sub ? (
          <>
            <p className="mt-1 flex flex-wrap items-center gap-3">
              <span className="text-xl font-black">{packageName(sub.packageKey)}</span>
              <span
                className={`rounded-full px-3 py-0.5 text-sm font-semibold ${
                  sub.state === 'active' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
                }`}
              >
                {t(`state_${sub.state}`)}
              </span>
            </p>
            <p className="mt-2" data-testid="subscription-dates">
              {sub.state === 'past_due' && sub.graceUntil
                ? t('graceUntil', { date: formatDate(sub.graceUntil, locale) })
                : sub.cancelAtPeriodEnd || sub.state !== 'active'
                  ? t('endsOn', { date: formatDate(sub.endsAt, locale) })
                  : t('renewsOn', { date: formatDate(sub.currentPeriodEnd, locale) })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <CustomerPortalButton />
              {!sub.cancelAtPeriodEnd && sub.state === 'active' && sub.provider === 'test' && (
                <CancelRenewalButton
                  subscriptionId={sub.id}
                  endsOn={formatDate(sub.currentPeriodEnd, locale)}
                />
              )}
            </div>
          </>
        ) : mine.packages.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {mine.packages.map((p) => (
              <li key={p} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                {packageName(p)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">
            {t('noSubscription')}{' '}
            <Link href="/payment-plans" className="font-semibold text-brand-700 underline">
              {t('backToPlans')}
            </Link>
          </p>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="usage">
        <h2 className="font-bold">{t('usageTitle')}</h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {usage.map(([key, used, limit]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{t(key)}</dt>
              <dd className="text-lg font-bold" data-testid={`usage-${key}`}>
                {used.toLocaleString(locale)} / {limit.toLocaleString(locale)}
              </dd>
              <dd>
                <div
                  role="meter"
                  aria-label={t(key)}
                  aria-valuemin={0}
                  aria-valuemax={Math.max(limit, 1)}
                  aria-valuenow={used}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${limit ? Math.min(100, (used / limit) * 100) : 0}%` }}
                  />
                </div>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('usageResets')}</p>
      </div>
      <p className="flex flex-wrap gap-4 text-sm">
        {business && (
          <Link href="/profile/payment/package-management" className="font-semibold text-brand-700 underline">
            {t('colleagues')}
          </Link>
        )}
        <Link href="/dashboard/billing-information" className="font-semibold text-brand-700 underline">
          {t('billingTitle')}
        </Link>
      </p>
    </section>
  );
}

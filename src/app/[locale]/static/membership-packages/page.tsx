/**
 * /static/membership-packages (TR /statik/uyelik-paketleri; P §2; issue 16 §1
 * "`/static/membership-packages` compares plans"): free, personal and enterprise side by side —
 * prices (monthly and yearly, USD and TRY, from the products on sale), the startup list's free
 * result count (premium settings), premium filters, search packages, report downloads, export rows
 * and seats (the limits of P §9 as `packageLimits` applies them). A real table with a caption and
 * header cells; on a phone it scrolls inside its own region.
 */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { pageCtx } from '@/server/page-context';
import { formatCount, formatPrice } from '@/lib/format';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { ScrollRegion } from '@/ui/scroll-region';
import { getPremiumSettings, packageLimits } from '@/modules/access/premium';
import { listProducts } from '@/modules/payments/products';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return {
    title: siteTitle(t('compareTitle')),
    description: t('compareIntro'),
    alternates: alternatesFor(locale, '/static/membership-packages'),
  };
}

export default async function MembershipPackagesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  const [t, products, settings] = await Promise.all([
    getTranslations('pricing'),
    listProducts(ctx.db),
    getPremiumSettings(ctx.db),
  ]);
  const limits = {
    free: packageLimits([]),
    personal: packageLimits(['personal-monthly']),
    enterprise: packageLimits(['business-monthly']),
  };
  const price = (plan: 'personal' | 'enterprise', interval: 'month' | 'year') => {
    const p = products.find((x) => x.plan === plan && x.billingInterval === interval);
    return p
      ? `${formatPrice(p.prices.USD, 'USD', locale)} · ${formatPrice(p.prices.TRY, 'TRY', locale)}`
      : '—';
  };
  const yes = (
    <span className="font-semibold text-emerald-700">
      <span aria-hidden="true">✓ </span>
      {t('included')}
    </span>
  );
  const no = (
    <span className="text-slate-500">
      <span aria-hidden="true">— </span>
      {t('notIncluded')}
    </span>
  );
  const count = (n: number) => (n > 0 ? formatCount(n, locale) : no);
  const rows: [string, React.ReactNode, React.ReactNode, React.ReactNode][] = [
    [t('priceMonthly'), t('free'), price('personal', 'month'), price('enterprise', 'month')],
    [t('priceYearly'), t('free'), price('personal', 'year'), price('enterprise', 'year')],
    [t('rowBrowse'), yes, yes, yes],
    [
      t('rowStartupList'),
      settings.limitedFreeStartupPresenter ? t('firstN', { count: settings.freeStartupCount }) : t('all'),
      t('all'),
      t('all'),
    ],
    [t('rowPremiumFilters'), no, yes, yes],
    [t('rowSearchPackages'), no, yes, yes],
    [t('rowFreeReports'), t('signedIn'), yes, yes],
    [
      t('rowPaidReports'),
      count(limits.free.montlyReportDownloadLimit),
      count(limits.personal.montlyReportDownloadLimit),
      count(limits.enterprise.montlyReportDownloadLimit),
    ],
    [
      t('rowExport'),
      count(limits.free.startupRowLimit),
      count(limits.personal.startupRowLimit),
      count(limits.enterprise.startupRowLimit),
    ],
    [
      t('rowSeats'),
      '1',
      formatCount(limits.personal.userLimit, locale),
      formatCount(limits.enterprise.userLimit, locale),
    ],
  ];
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-black">{t('compareTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('compareIntro')}</p>
      <ScrollRegion label={t('compareCaption')} className="mt-6" testId="package-comparison">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('compareCaption')}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-3 pr-4">
                {t('feature')}
              </th>
              <th scope="col" className="py-3 pr-4">
                {t('free')}
              </th>
              <th scope="col" className="py-3 pr-4 text-brand-700">
                {t('personal')}
              </th>
              <th scope="col" className="py-3 text-brand-700">
                {t('enterprise')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...cells]) => (
              <tr key={label} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-medium">
                  {label}
                </th>
                {cells.map((cell, i) => (
                  <td key={i} className="py-3 pr-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-6">
        <Link
          href="/payment-plans"
          className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('choosePlan')}
        </Link>
      </p>
    </article>
  );
}

/**
 * /admin/management (TR /tr/yonetici/yonetim): the admin home (issue 17 §1 "index: counts and
 * charts (sign-ups per week, startups added, jobs, applications, payments)"; D §2 admin routes;
 * D §6 "Super admin: admin home"). Super admins see the platform's counts, payments per currency
 * and charts of the last 12 UTC weeks, each chart with its figures as text (caption and table);
 * the chart code loads when the browser is idle. Any other admin is sent to their first permitted
 * screen (a report admin to report management); everyone else gets the 404 page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatCount, formatDate, formatPrice } from '@/lib/format';
import { pageCtx } from '@/server/page-context';
import { privatePageMetadata } from '@/ui/seo';
import { guardAdminArea } from '@/modules/admin/page-guards';
import { adminLanding, adminRoleHeld } from '@/modules/admin/menu';
import { getAdminOverview, type OverviewWeek } from '@/modules/admin/overview';
import { ChartFigure } from '@/ui/charts/chart-figure';
import type { ChartSeries } from '@/ui/charts/bar-chart';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = privatePageMetadata('adminArea', 'home.title');

const COLORS = ['#1f57cc', '#0f766e', '#b45309', '#7c3aed'];

export default async function AdminHomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const ctx = await pageCtx(locale);
  guardAdminArea(ctx);
  if (!adminRoleHeld(ctx.viewer.access, 'super')) {
    const landing = adminLanding(ctx.viewer.access);
    if (landing) redirect({ href: landing as '/admin/management', locale });
    notFound();
  }
  const [t, overview] = await Promise.all([getTranslations('adminArea'), getAdminOverview(ctx)]);
  const count = (n: number) => formatCount(n, locale);
  const shortWeek = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const weekLabel = (w: OverviewWeek) => shortWeek.format(new Date(`${w.week}T00:00:00Z`));

  /** One chart's figure props: the rows of the 12 weeks and the caption's sentence. */
  const chart = (
    id: string,
    title: string,
    series: Array<Omit<ChartSeries, 'color'> & { value: (w: OverviewWeek) => number }>,
    shown: (value: number) => string = count,
  ) => {
    const totals = overview.weeks.map((w) => series.reduce((sum, s) => sum + s.value(w), 0));
    const max = Math.max(0, ...totals);
    const busiest = overview.weeks[totals.indexOf(max)];
    const total = totals.reduce((a, b) => a + b, 0);
    return {
      id,
      title,
      summary:
        total === 0
          ? t('home.summaryNone')
          : t('home.summary', {
              total: shown(total),
              week: busiest ? formatDate(busiest.week, locale) : '',
              max: shown(max),
            }),
      categoryHeading: t('home.week'),
      tableLabel: t('home.tableOf', { title }),
      figuresLabel: t('home.figures'),
      series: series.map(({ value: _value, ...s }, i) => ({ ...s, color: COLORS[i % COLORS.length]! })),
      rows: overview.weeks.map((w) => ({
        category: weekLabel(w),
        values: Object.fromEntries(series.map((s) => [s.key, s.value(w)])),
        shown: Object.fromEntries(series.map((s) => [s.key, shown(s.value(w))])),
      })),
    };
  };

  const charts = [
    chart('signups', t('home.chartSignups'), [
      { key: 'signups', label: t('home.signups'), value: (w) => w.signups },
    ]),
    chart('startups', t('home.chartStartups'), [
      { key: 'startups', label: t('home.startupsAdded'), value: (w) => w.startups },
    ]),
    chart('jobs', t('home.chartJobs'), [{ key: 'jobs', label: t('home.jobsPosted'), value: (w) => w.jobs }]),
    chart('applications', t('home.chartApplications'), [
      {
        key: 'jobApplications',
        label: t('counts.jobApplications'),
        value: (w) => w.jobApplications,
        stack: 'a',
      },
      {
        key: 'programApplications',
        label: t('counts.programApplications'),
        value: (w) => w.programApplications,
        stack: 'a',
      },
    ]),
    chart('payments', t('home.chartPayments'), [
      { key: 'payments', label: t('home.paymentCount'), value: (w) => w.payments },
    ]),
    ...overview.currencies.map((currency) =>
      chart(
        `amounts-${currency}`,
        t('home.chartAmounts', { currency }),
        [
          {
            key: 'amount',
            label: t('home.amount', { currency }),
            value: (w) => (w.amounts[currency] ?? 0) / 100,
          },
        ],
        (major) => formatPrice(Math.round(major * 100), currency, locale),
      ),
    ),
  ];

  const cards = [
    'users',
    'verified',
    'packageHolders',
    'pendingDeletion',
    'startups',
    'visibleStartups',
    'adminHiddenStartups',
    'jobs',
    'jobApplications',
    'programApplications',
    'payments',
  ] as const;
  return (
    <section className="px-4 py-8 lg:px-0" data-testid="admin-home">
      <h1 className="text-2xl font-black">{t('home.title')}</h1>
      <p className="mt-1 text-slate-600">{t('home.intro')}</p>
      <h2 className="mt-8 text-lg font-bold">{t('home.inNumbers')}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {cards.map((key) => (
          <div key={key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{t(`counts.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-black">{count(overview.counts[key])}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-lg font-bold">{t('home.revenue')}</h2>
      {overview.revenue.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('home.revenueNone')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3" data-testid="admin-revenue">
          {overview.revenue.map((r) => (
            <li key={r.currency} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
              <span className="text-xl font-black">{formatPrice(r.amountMinor, r.currency, locale)}</span>
              <span className="ml-2 text-sm text-slate-600">
                {t('home.paymentsOf', { count: r.payments, currency: r.currency })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-lg font-bold">{t('home.charts')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('home.chartsIntro')}</p>
      <div className="mt-3 grid gap-4 xl:grid-cols-2">
        {charts.map((c) => (
          <ChartFigure key={c.id} {...c} />
        ))}
      </div>
      <p className="mt-8 text-sm">
        <a href="/api/docs" className="font-semibold text-brand-700 underline">
          {t('home.apiDocs')}
        </a>
      </p>
    </section>
  );
}

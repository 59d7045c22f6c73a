/**
 * /azerbaijan-gii/dashboard (TR /azerbaycan-gii/panel): the innovation-index monitor's charts
 * (issue 18 §6 "its startups, organizations, funding by year and sector, and programs, drawn with
 * a charting library from the platform's own data"). For the country of the site setting: rounds
 * and disclosed funding by year, startups by founding year, the main sectors by startups and by
 * funding, organizations by type. Each chart is a recharts bar chart with a caption that says its
 * figures and a table of every value (src/ui/charts/chart-figure.tsx), so the page says everything
 * without JavaScript and to screen readers. Public; cached for visitors like the summary.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alternatesFor, siteTitle } from '@/ui/seo';
import { formatMoney } from '@/lib/format';
import { ChartFigure, type ChartFigureProps } from '@/ui/charts/chart-figure';
import type { RankedGroups } from '@/modules/reports/report-figures';
import { loadMonitorPage, MonitorHeader } from '@/modules/reports/ui/monitor-header';

type Props = { params: Promise<{ locale: Locale }> };

const COLORS = ['#2563eb', '#0f766e', '#b45309', '#7c3aed', '#be123c'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'monitor' });
  return {
    title: siteTitle(t('dashboardMetaTitle')),
    alternates: alternatesFor(locale, '/azerbaijan-gii/dashboard'),
  };
}

export default async function InnovationMonitorDashboard({ params }: Props) {
  const { locale } = await params;
  const { t, monitor, country, count, name } = await loadMonitorPage(locale);
  const { figures } = monitor;
  const usd = (n: number) => formatMoney(n, 'USD', locale);
  /** USD in millions with one decimal: the charts' axis stays short. */
  const millions = (n: number) => Math.round(n / 100_000) / 10;

  /** One chart of one series: its rows (label, value, shown value) and the caption's sentence. */
  const chart = (
    id: string,
    title: string,
    categoryHeading: string,
    seriesLabel: string,
    rows: Array<{ category: string; value: number; total?: number }>,
    shown: (value: number) => string,
    color: string,
  ): ChartFigureProps => {
    const totals = rows.map((r) => r.total ?? r.value);
    const max = Math.max(0, ...totals);
    const top = rows[totals.indexOf(max)];
    const total = totals.reduce((a, b) => a + b, 0);
    return {
      id,
      title,
      summary:
        total === 0 || !top
          ? t('summaryNone')
          : t('summary', { total: shown(total), top: top.category, max: shown(max) }),
      categoryHeading,
      tableLabel: t('tableOf', { title }),
      figuresLabel: t('figuresLabel'),
      series: [{ key: 'value', label: seriesLabel, color }],
      rows: rows.map((r) => ({
        category: r.category,
        values: { value: r.total === undefined ? r.value : millions(r.total) },
        shown: { value: shown(r.total ?? r.value) },
      })),
    };
  };
  /** The ranked groups as rows, the rest summed in one "other" row. */
  const groupRows = (groups: RankedGroups, by: 'startups' | 'fundingUsd') => [
    ...groups.top.map((g) => ({ category: name(g.label), value: g[by] })),
    ...(groups.rest && groups.rest[by] > 0
      ? [{ category: t('otherGroups', { count: groups.rest.groups }), value: groups.rest[by] }]
      : []),
  ];
  const asUsd = (rows: Array<{ category: string; value: number }>) =>
    rows.map((r) => ({ category: r.category, value: millions(r.value), total: r.value }));

  const charts: ChartFigureProps[] = [
    chart(
      'monitor-rounds-by-year',
      t('charts.roundsByYear'),
      t('year'),
      t('charts.rounds'),
      figures.fundingByYear.map((y) => ({ category: String(y.year), value: y.rounds })),
      count,
      COLORS[0]!,
    ),
    chart(
      'monitor-funding-by-year',
      t('charts.fundingByYear'),
      t('year'),
      t('charts.fundingMillions'),
      asUsd(figures.fundingByYear.map((y) => ({ category: String(y.year), value: y.fundingUsd }))),
      usd,
      COLORS[1]!,
    ),
    chart(
      'monitor-founded-by-year',
      t('charts.foundedByYear'),
      t('year'),
      t('charts.startups'),
      figures.foundingYears.map((y) => ({ category: String(y.year), value: y.startups })),
      count,
      COLORS[2]!,
    ),
    chart(
      'monitor-sectors-by-startups',
      t('charts.sectorsByStartups'),
      t('sector'),
      t('charts.startups'),
      groupRows(figures.sectorsByStartups, 'startups'),
      count,
      COLORS[3]!,
    ),
    chart(
      'monitor-sectors-by-funding',
      t('charts.sectorsByFunding'),
      t('sector'),
      t('charts.fundingMillions'),
      asUsd(groupRows(figures.sectorsByFunding, 'fundingUsd')),
      usd,
      COLORS[1]!,
    ),
    chart(
      'monitor-organizations-by-type',
      t('charts.organizationsByType'),
      t('organizationType'),
      t('charts.organizations'),
      monitor.organizationTypes.map((o) => ({ category: name(o.label), value: o.organizations })),
      count,
      COLORS[4]!,
    ),
  ];
  return (
    <article className="mx-auto max-w-6xl space-y-6 px-4 py-8" data-testid="monitor-dashboard">
      <MonitorHeader locale={locale} country={country} asOf={monitor.asOf} current="dashboard" />
      <p className="text-sm text-slate-600">
        {t('dashboardIntro', {
          startups: figures.startups,
          rounds: figures.rounds,
          undated: figures.undatedRounds,
          unknownYear: figures.foundingYearUnknown,
        })}
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        {charts.map((c) => (
          <ChartFigure key={c.id} {...c} />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('method')}</p>
    </article>
  );
}

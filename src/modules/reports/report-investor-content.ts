/**
 * Report 2's content ("Who funds startups: rounds and investors", see ./report-content.ts): its
 * cover and key figures, notes on the data sources, and ten charts in page order.
 */
import type { RecordSource } from '@/lib/provenance';
import { COLORS } from './report-canvas';
import type { BarChart, Chart, ColumnChart } from './report-charts';
import { rankedBars, type ContentBody } from './report-content-base';
import type { ReportFigures } from './report-figures';
import type { ReportFormat, ReportWords } from './report-text';

/** The investors report's content from `figures`, in the words `w` and formats `f`. */
export function investorContent(figures: ReportFigures, w: ReportWords, f: ReportFormat): ContentBody {
  const v = figures.investors;
  const t = w.investors;
  const byYear: ColumnChart = {
    type: 'columns',
    title: t.byYear,
    note: t.byYearNote(v.undatedRounds > 0 ? f.count(v.undatedRounds) : null),
    color: COLORS.brand,
    tick: f.count,
    columns: v.byYear.map((y) => ({ label: String(y.year), value: y.rounds, display: f.count(y.rounds) })),
  };
  const topByRounds: BarChart = {
    type: 'bars',
    title: t.topByRounds,
    note: t.topByRoundsNote,
    color: COLORS.brand,
    rows: v.topInvestorsByRounds.map((i) => ({
      label: i.name,
      value: i.rounds,
      display:
        i.leadRounds > 0 ? `${f.count(i.rounds)} (${t.led(f.count(i.leadRounds))})` : f.count(i.rounds),
    })),
  };
  const sourceLabel = (s: RecordSource) => t.source[s];
  const stageLabel = (l: (typeof v.byStage)[number]['label']) => (l ? f.label(l) : w.noStage);
  const charts: Chart[] = [
    byYear,
    {
      type: 'columns',
      title: t.fundingByYear,
      note: t.fundingByYearNote,
      color: COLORS.teal,
      tick: f.usdShort,
      columns: v.byYear.map((y) => ({
        label: String(y.year),
        value: y.fundingUsd,
        display: f.usdShort(y.fundingUsd),
      })),
    },
    {
      type: 'bars',
      title: t.bySource,
      color: COLORS.amber,
      rows: v.bySource.map((s) => ({
        label: sourceLabel(s.source),
        value: s.rounds,
        display: `${f.count(s.rounds)} (${f.percent(s.percent)})`,
      })),
    },
    {
      type: 'bars',
      title: t.byStage,
      note: t.byStageNote,
      color: COLORS.brand,
      rows: v.byStage.map((s) => ({
        label: stageLabel(s.label),
        value: s.rounds,
        display: f.count(s.rounds),
        muted: !s.label,
      })),
    },
    {
      type: 'bars',
      title: t.fundingByStage,
      note: t.byStageNote,
      color: COLORS.teal,
      rows: [...v.byStage]
        .sort((a, b) => b.fundingUsd - a.fundingUsd)
        .map((s) => ({
          label: stageLabel(s.label),
          value: s.fundingUsd,
          display: f.usd(s.fundingUsd),
          muted: !s.label,
        })),
    },
    topByRounds,
    {
      type: 'bars',
      title: t.topByStartups,
      note: t.topByStartupsNote,
      color: COLORS.brand,
      rows: v.topInvestorsByStartups.map((i) => ({
        label: i.name,
        value: i.startups,
        display: f.count(i.startups),
      })),
    },
    {
      type: 'bars',
      title: t.pairs,
      note: t.pairsNote,
      color: COLORS.amber,
      rows: v.topPairs.map((p) => ({
        label: `${p.first} + ${p.second}`,
        value: p.rounds,
        display: f.count(p.rounds),
      })),
    },
    {
      type: 'bars',
      title: t.perRound,
      note: t.perRoundNote,
      color: COLORS.brand,
      rows: v.investorsPerRound
        .filter((b) => b.investors < 4 || b.rounds > 0)
        .map((b) => ({
          label: t.investorsBucket(b.investors),
          value: b.rounds,
          display: f.count(b.rounds),
          muted: b.investors === 0,
        })),
    },
    {
      type: 'bars',
      title: t.byCountry,
      note: t.byCountryNote,
      color: COLORS.teal,
      ...rankedBars(v.countries, 'fundingUsd', 'countries', w.noCountry, w, f),
    },
  ];
  const hasYc = v.bySource.some((s) => s.source === 'yc');
  const hasSample = v.bySource.some((s) => s.source === 'generated');
  return {
    title: t.title,
    subtitle: t.subtitle,
    short: t.short,
    notice: hasSample ? t.sampleNote : undefined,
    headline: [
      { value: f.count(v.rounds), label: t.rounds },
      { value: f.count(v.investors), label: t.investors },
      { value: f.usd(v.fundingUsd), label: t.funding },
    ],
    stats: [
      { value: f.count(v.rounds), label: t.rounds },
      { value: f.count(v.disclosedRounds), label: t.disclosed },
      { value: f.usd(v.fundingUsd), label: t.funding },
      { value: v.medianRoundUsd === null ? '–' : f.usd(v.medianRoundUsd), label: t.median },
      { value: f.count(v.fundedStartups), label: t.funded },
      { value: f.count(v.investors), label: t.investors },
      { value: f.count(v.roundsWithInvestors), label: t.withInvestors },
      { value: f.count(v.coInvestedRounds), label: `${t.coInvested} · ${f.percent(v.coInvestedPercent)}` },
      { value: f.count(v.undatedRounds), label: t.undated },
    ],
    about: [
      ...v.bySource.map((s) =>
        t.sourceShare(sourceLabel(s.source), f.count(s.rounds), f.percent(s.percent), f.usd(s.fundingUsd)),
      ),
      ...(hasYc ? [t.ycNote] : []),
      ...(hasSample ? [t.sampleNote] : []),
    ],
    sources: hasYc ? [w.attribution, w.shareAlike] : [w.attribution],
    charts,
    gallery: { bars: topByRounds, columns: byYear },
    coverBars: topByRounds.rows.slice(0, 5).map((r) => ({ ...r, display: f.count(r.value) })),
  };
}

/**
 * What each seeded report says, as formatted strings and charts built from the figures alone
 * (issue 16 §2 "every figure in them is true of the data"): titles, the cover's headline figures,
 * the key figures, notes on the data, sources, and the charts in page order. ./report-pdf.ts lays
 * it out on A4 pages; ./report-images.ts draws the cover and gallery images from it.
 */
import { COLORS } from './report-canvas';
import type { BarChart, Chart, ColumnChart } from './report-charts';
import type { ReportFigures } from './report-figures';
import {
  reportFormat,
  reportWords,
  type ReportFormat,
  type ReportKind,
  type ReportLocale,
  type ReportWords,
} from './report-text';
import { rankedBars, type ContentBody, type ReportContent } from './report-content-base';
import { investorContent } from './report-investor-content';

export type { ReportContent } from './report-content-base';

function ecosystemContent(figures: ReportFigures, w: ReportWords, f: ReportFormat): ContentBody {
  const e = figures.ecosystem;
  const t = w.ecosystem;
  const byCity: BarChart = {
    type: 'bars',
    title: t.byCity,
    note: t.byCityNote,
    color: COLORS.brand,
    ...rankedBars(e.citiesByStartups, 'startups', 'cities', w.noCity, w, f),
  };
  const fundingByYear: ColumnChart = {
    type: 'columns',
    title: t.fundingByYear,
    note: t.fundingByYearNote(e.undatedRounds > 0 ? f.count(e.undatedRounds) : null),
    color: COLORS.teal,
    tick: f.usdShort,
    columns: e.fundingByYear.map((y) => ({
      label: String(y.year),
      value: y.fundingUsd,
      display: f.usdShort(y.fundingUsd),
    })),
  };
  const charts: Chart[] = [
    byCity,
    {
      type: 'bars',
      title: t.fundingByCity,
      note: t.fundingByCityNote,
      color: COLORS.teal,
      ...rankedBars(e.citiesByFunding, 'fundingUsd', 'cities', w.noCity, w, f),
    },
    {
      type: 'bars',
      title: t.bySector,
      note: t.bySectorNote,
      color: COLORS.brand,
      ...rankedBars(e.sectorsByStartups, 'startups', 'sectors', w.noSector, w, f),
    },
    {
      type: 'bars',
      title: t.fundingBySector,
      note: t.fundingBySectorNote,
      color: COLORS.teal,
      ...rankedBars(e.sectorsByFunding, 'fundingUsd', 'sectors', w.noSector, w, f),
    },
    {
      type: 'columns',
      title: t.byYear,
      note: e.foundingYearUnknown > 0 ? t.byYearNote(f.count(e.foundingYearUnknown)) : undefined,
      color: COLORS.brand,
      tick: f.count,
      columns: e.foundingYears.map((y) => ({
        label: String(y.year),
        value: y.startups,
        display: f.count(y.startups),
      })),
    },
    fundingByYear,
    {
      type: 'bars',
      title: t.byStage,
      note: t.byStageNote,
      color: COLORS.amber,
      rows: e.stages.map((s) => ({
        label: s.label ? f.label(s.label) : w.noStage,
        value: s.percent,
        display: `${f.percent(s.percent)} (${f.count(s.startups)})`,
        muted: s.label === null,
      })),
    },
  ];
  return {
    title: t.title,
    subtitle: t.subtitle,
    short: t.short,
    headline: [
      { value: f.count(e.startups), label: t.startups },
      { value: f.count(e.cities), label: t.cities },
      { value: f.usd(e.fundingUsd), label: t.funding },
    ],
    stats: [
      { value: f.count(e.startups), label: t.startups },
      { value: f.count(e.cities), label: t.cities },
      { value: f.count(e.fundedStartups), label: `${t.funded} · ${f.percent(e.fundedPercent)}` },
      { value: f.count(e.rounds), label: t.rounds },
      { value: f.usd(e.fundingUsd), label: t.funding },
      { value: e.medianRoundUsd === null ? '–' : f.usd(e.medianRoundUsd), label: t.median },
      { value: f.count(e.investors), label: t.investors },
      { value: f.percent(e.governmentSupportPercent), label: t.support },
      { value: f.percent(e.patentPercent), label: t.patents },
    ],
    notice: e.sampleStartups > 0 ? t.sample(f.count(e.sampleStartups), f.count(e.startups)) : undefined,
    about: e.sampleStartups > 0 ? [t.sample(f.count(e.sampleStartups), f.count(e.startups))] : [],
    sources: [w.attribution],
    charts,
    gallery: { bars: byCity, columns: fundingByYear },
    coverBars: byCity.rows.slice(0, 5),
  };
}

/**
 * The content of report `kind` in `locale` from `figures`, generated at `generatedAt` (shown as a
 * UTC date). Pure: the same input gives the same strings.
 */
export function reportContent(
  figures: ReportFigures,
  kind: ReportKind,
  locale: ReportLocale,
  generatedAt: Date,
): ReportContent {
  const w = reportWords(locale);
  const f = reportFormat(locale);
  const body = kind === 'ecosystem' ? ecosystemContent(figures, w, f) : investorContent(figures, w, f);
  const rates = figures.usdPerUnit;
  return {
    kind,
    locale,
    edition: w.edition(generatedAt.getUTCFullYear()),
    generated: w.generated(f.date(generatedAt)),
    ...body,
    about: [
      ...body.about,
      w.rates(f.decimal(rates.EUR), f.decimal(rates.TRY), f.decimal(rates.GBP)),
      w.counting(f.date(figures.asOf)),
    ],
  };
}

/**
 * The store summary of report `kind` in `locale` (a paragraph for the report's page), its figures
 * from `figures` only, dated `generatedAt` (UTC).
 */
export function reportSummary(
  figures: ReportFigures,
  kind: ReportKind,
  locale: ReportLocale,
  generatedAt: Date,
): string {
  const f = reportFormat(locale);
  const date = f.date(generatedAt);
  if (kind === 'ecosystem') {
    const e = figures.ecosystem;
    const sample =
      e.sampleStartups > 0
        ? locale === 'tr'
          ? ' Türkiye’deki girişimler tanıtım amaçlı üretilmiş örnek verilerdir.'
          : ' Startups located in Türkiye are generated sample data for demonstration.'
        : '';
    return locale === 'tr'
      ? `Türkiye’nin ${f.count(e.cities)} şehrinde ${f.count(e.startups)} girişim, ${f.count(e.rounds)} turda ${f.usd(e.fundingUsd)} açıklanan yatırım: şehirler, sektörler, kuruluş yılları ve aşamalar; ${date} tarihinde Startup Atlas veritabanından.${sample}`
      : `${f.count(e.startups)} startups in ${f.count(e.cities)} cities of Türkiye and ${f.usd(e.fundingUsd)} of disclosed funding in ${f.count(e.rounds)} rounds: cities, sectors, founding years and stages, from the Startup Atlas database on ${date}.${sample}`;
  }
  const v = figures.investors;
  const yc = v.bySource.some((s) => s.source === 'yc');
  const sample = v.bySource.some((s) => s.source === 'generated');
  if (locale === 'tr')
    return (
      `${f.count(v.rounds)} yatırım turu, ${f.count(v.investors)} yatırımcı ve ${f.usd(v.fundingUsd)} açıklanan yatırım: yıllar, aşamalar, en aktif yatırımcılar, birlikte yatırım yapanlar ve ülkeler; ${date} tarihinde Startup Atlas veritabanından.` +
      (yc ? ' Y Combinator veri setini (CC BY-SA 4.0) içerir.' : '') +
      (sample ? ' Türkiye’deki girişimler tanıtım amaçlı üretilmiş örnek verilerdir.' : '')
    );
  return (
    `${f.count(v.rounds)} funding rounds, ${f.count(v.investors)} investors and ${f.usd(v.fundingUsd)} of disclosed funding: years, stages, the most active investors, who invests together and countries, from the Startup Atlas database on ${date}.` +
    (yc ? ' Includes the Y Combinator dataset (CC BY-SA 4.0).' : '') +
    (sample ? ' Startups located in Türkiye are generated sample data for demonstration.' : '')
  );
}

/**
 * The shape of a seeded report's content (./report-content.ts) and the bar rows of a ranking,
 * shared by the two reports' content builders.
 */
import type { BarChart, BarRow, Chart, ColumnChart, Stat } from './report-charts';
import type { RankedGroups } from './report-queries';
import type { ReportFormat, ReportKind, ReportLocale, ReportWords } from './report-text';

export interface ReportContent {
  kind: ReportKind;
  locale: ReportLocale;
  title: string;
  subtitle: string;
  /** Running header of the pages. */
  short: string;
  /** "2026 edition". */
  edition: string;
  /** "Generated on … from the Startup Atlas database". */
  generated: string;
  /** The cover's warning about sample data, when the report counts any. */
  notice?: string;
  /** Three figures for the cover. */
  headline: Stat[];
  /** The key-figures page. */
  stats: Stat[];
  /** "About the data" paragraphs. */
  about: string[];
  /** "Sources and licence" paragraphs. */
  sources: string[];
  /** Every chart, in page order. */
  charts: Chart[];
  /** The bar chart and the column chart shown on the gallery images. */
  gallery: { bars: BarChart; columns: ColumnChart };
  /** The cover image's small chart (the first rows of the main bar chart). */
  coverBars: BarRow[];
}

/** What a report's own builder supplies; {@link reportContent} adds the rest. */
export type ContentBody = Omit<ReportContent, 'kind' | 'locale' | 'edition' | 'generated'>;

type Groups = 'cities' | 'sectors' | 'countries';

/** Bars of the top groups of `ranked` by `by`, and the footer line summing the rest (./report-investor-content.ts too). */
export function rankedBars(
  ranked: RankedGroups,
  by: 'startups' | 'fundingUsd',
  what: Groups,
  none: string,
  w: ReportWords,
  f: ReportFormat,
): Pick<BarChart, 'rows' | 'footer'> {
  const show = (v: number) => (by === 'startups' ? f.count(v) : f.usd(v));
  const rows = ranked.top.map((g) => ({
    label: g.label ? f.label(g.label) : none,
    value: g[by],
    display: show(g[by]),
    muted: g.label === null,
  }));
  const rest = ranked.rest;
  const restValue = rest
    ? by === 'startups'
      ? w.startupsCount(f.count(rest.startups))
      : f.usd(rest.fundingUsd)
    : '';
  return { rows, footer: rest && rest[by] > 0 ? w.rest(f.count(rest.groups), what, restValue) : undefined };
}

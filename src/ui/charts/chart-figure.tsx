/**
 * A bar chart with its text alternative (WCAG 1.1.1; the admin home's charts, issue 17 §1, and
 * the innovation-index monitor's, issue 18 §6): a `<figure>` whose caption names the chart and
 * says its figures in one sentence, the chart itself (drawn in the browser, hidden from assistive
 * technology) and, behind "Figures", a table of every category (a week, a year, a sector…).
 * Server component; the texts come in the viewer's language from the page.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { BarChart, type ChartSeries } from './bar-chart';

export interface ChartFigureProps {
  id: string;
  title: string;
  /** The caption's sentence with the figures. */
  summary: string;
  /** Column heading of the category (week, year, sector…), and the table's caption. */
  categoryHeading: string;
  tableLabel: string;
  figuresLabel: string;
  /** One row per category: its label and the value of each series (already formatted for the table). */
  rows: Array<{ category: string; values: Record<string, number>; shown: Record<string, ReactNode> }>;
  series: ChartSeries[];
}

/** The figure; see the module comment. */
export function ChartFigure({
  id,
  title,
  summary,
  categoryHeading,
  tableLabel,
  figuresLabel,
  rows,
  series,
}: ChartFigureProps) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`chart-${id}`}
    >
      <figcaption>
        <h3 id={`${id}-title`} className="font-bold">
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </figcaption>
      <div className="mt-3">
        <BarChart data={rows.map((r) => ({ category: r.category, ...r.values }))} series={series} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{figuresLabel}</summary>
        <ScrollRegion label={tableLabel} className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">{tableLabel}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3">
                  {categoryHeading}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.category} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {r.category}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right whitespace-nowrap">
                      {r.shown[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

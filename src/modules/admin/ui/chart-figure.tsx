/**
 * A chart of the admin home with its text alternative (issue 17 §1 charts; WCAG 1.1.1): a
 * `<figure>` whose caption names the chart and says its figures in one sentence (the total over
 * the weeks and the busiest week), the chart itself (drawn in the browser, hidden from assistive
 * technology) and, behind "Figures", a table of every week. Server component; the texts come
 * in the viewer's language from the page.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { WeeklyChart, type ChartSeries } from './weekly-chart';

export interface ChartFigureProps {
  id: string;
  title: string;
  /** The caption's sentence with the figures. */
  summary: string;
  /** Column heading of the week, and the table's caption. */
  weekHeading: string;
  tableLabel: string;
  figuresLabel: string;
  /** One row per week: its label and the value of each series (already formatted for the table). */
  rows: Array<{ week: string; values: Record<string, number>; shown: Record<string, ReactNode> }>;
  series: ChartSeries[];
}

/** The figure; see the module comment. */
export function ChartFigure({
  id,
  title,
  summary,
  weekHeading,
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
        <WeeklyChart data={rows.map((r) => ({ week: r.week, ...r.values }))} series={series} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{figuresLabel}</summary>
        <ScrollRegion label={tableLabel} className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">{tableLabel}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3">
                  {weekHeading}
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
                <tr key={r.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {r.week}
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

'use client';
/**
 * The recharts half of ./bar-chart.tsx (loaded with `import()` when the browser is idle):
 * a responsive bar chart of figures by category with axes, grid lines, a tooltip and a legend when
 * there is more than one series. Hidden from assistive technology by its wrapper (the page has
 * each chart's figures as text).
 */
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One series of bars. */
export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour. */
  color: string;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

export interface BarChartPanelProps {
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
}

/** The chart; see the module comment. */
export function BarChartPanel({ data, series }: BarChartPanelProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RechartsBarChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="category" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} width={40} tick={{ fontSize: 11, fill: '#475569' }} />
        <Tooltip cursor={{ fill: '#eef6ff' }} />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            stackId={s.stack}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}

'use client';
/**
 * A bar chart drawn with recharts (issue 17 §1 "counts and charts … with a charting library";
 * issue 18 §6 monitor). The chart code is not in the page's first load:
 * it is fetched with `import()` once the browser is idle after the page appears (so the page
 * stays light), and nothing is drawn on the server. The chart is decoration for sighted users
 * (`aria-hidden`): the page gives every chart its text alternative (a caption with the figures
 * and a table), so nothing is lost while the code loads or without JavaScript.
 *
 * Props: `data` — one row per category (`category`: its label; a number per series key); `series` —
 * the bars (key, label, colour; bars with the same `stack` are stacked); `height` in px.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { BarChartPanelProps } from './bar-chart-panel';

export type { ChartSeries } from './bar-chart-panel';

type Panel = ComponentType<BarChartPanelProps>;
let loaded: Promise<Panel> | undefined;

/** The recharts half, fetched once for every chart of the page. */
function loadPanel(): Promise<Panel> {
  loaded ??= import('./bar-chart-panel').then((m) => m.BarChartPanel);
  return loaded;
}

/** Runs `callback` when the browser is idle (at most 2 s later), or soon where idle callbacks are missing. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** A bar chart, drawn once its code has arrived; see the module comment. */
export function BarChart({ height = 192, ...props }: BarChartPanelProps & { height?: number }) {
  const [Chart, setChart] = useState<Panel | null>(null);
  useEffect(() => {
    let alive = true;
    const cancel = whenIdle(() => {
      void loadPanel().then(
        (panel) => alive && setChart(() => panel),
        () => undefined,
      );
    });
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return (
    // overflow-hidden: when the window narrows (a phone turned upright), the chart keeps its old
    // width until its ResizeObserver fires; clipped, it never makes the page scroll sideways.
    <div aria-hidden="true" className="w-full min-w-0 overflow-hidden" style={{ height }}>
      {Chart ? <Chart {...props} /> : null}
    </div>
  );
}

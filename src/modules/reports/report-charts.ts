/**
 * The reports' charts, drawn on a {@link Canvas} with plain shapes: horizontal bar charts (a
 * label, a bar and the printed value per row), column charts (one column a year, value labels
 * when they fit, light gridlines) and a grid of key figures. Every printed value is a string the
 * caller formatted from the figures; the charts add only axis ticks.
 */
import { COLORS, fitText, wrapText, type Canvas } from './report-canvas';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarRow {
  label: string;
  value: number;
  /** The value as printed beside the bar. */
  display: string;
  /** Drawn grey (a "rest" or "not recorded" row). */
  muted?: boolean;
}

export interface BarChart {
  type: 'bars';
  title: string;
  note?: string;
  rows: BarRow[];
  color: string;
  /** A line under the bars (what the rows leave out). */
  footer?: string;
}

export interface ColumnItem {
  label: string;
  value: number;
  display: string;
}

export interface ColumnChart {
  type: 'columns';
  title: string;
  note?: string;
  columns: ColumnItem[];
  color: string;
  /** Formats an axis tick value. */
  tick: (value: number) => string;
}

export type Chart = BarChart | ColumnChart;

/** A figure of the key-figures grid: the value as printed and what it is. */
export interface Stat {
  value: string;
  label: string;
}

const HEADER = 40;
const BAR_ROW = 20;
const COLUMN_HEIGHT = 215;
const FOOTER = 16;

/** The height a chart needs (points). */
export function chartHeight(chart: Chart): number {
  if (chart.type === 'columns') return COLUMN_HEIGHT;
  return HEADER + Math.max(1, chart.rows.length) * BAR_ROW + 6 + (chart.footer ? FOOTER : 0);
}

function header(c: Canvas, box: Box, chart: Chart) {
  c.text(fitText(c, chart.title, 12, box.width, true), box.x, box.y + 13, { size: 12, bold: true });
  if (chart.note)
    c.text(fitText(c, chart.note, 8, box.width), box.x, box.y + 28, { size: 8, color: COLORS.muted });
}

/** Draws `chart` in `box` (its height at least {@link chartHeight}). */
export function drawChart(c: Canvas, box: Box, chart: Chart): void {
  header(c, box, chart);
  const plot = { x: box.x, y: box.y + HEADER, width: box.width, height: box.height - HEADER };
  if (chart.type === 'bars') drawBars(c, plot, chart);
  else drawColumns(c, plot, chart);
}

function drawBars(c: Canvas, box: Box, chart: BarChart) {
  const n = Math.max(1, chart.rows.length);
  const footer = chart.footer ? FOOTER : 0;
  const rowH = Math.min(24, Math.max(12, (box.height - 6 - footer) / n));
  const size = Math.min(9, rowH * 0.46);
  const widest = Math.max(0, ...chart.rows.map((r) => c.measure(r.label, size)));
  const labelW = Math.min(box.width * 0.42, widest + 10);
  const valueW = Math.max(0, ...chart.rows.map((r) => c.measure(r.display, size, true))) + 8;
  const barMax = Math.max(10, box.width - labelW - valueW);
  const max = Math.max(...chart.rows.map((r) => r.value), 0) || 1;
  chart.rows.forEach((row, i) => {
    const top = box.y + i * rowH;
    const baseline = top + rowH / 2 + size * 0.36;
    c.text(fitText(c, row.label, size, labelW - 8), box.x, baseline, {
      size,
      color: row.muted ? COLORS.muted : COLORS.ink,
    });
    const barH = rowH * 0.6;
    const barY = top + (rowH - barH) / 2;
    c.rect(box.x + labelW, barY, barMax, barH, COLORS.soft);
    const length = (row.value / max) * barMax;
    if (length > 0)
      c.rect(box.x + labelW, barY, Math.max(1, length), barH, row.muted ? COLORS.other : chart.color);
    c.text(row.display, box.x + labelW + Math.max(1, length) + 5, baseline, { size, bold: true });
  });
  if (chart.footer)
    c.text(fitText(c, chart.footer, 8, box.width), box.x, box.y + n * rowH + 12, {
      size: 8,
      color: COLORS.muted,
    });
}

/** A round step near `raw` (1, 2, 2.5 or 5 times a power of ten). */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}

function drawColumns(c: Canvas, box: Box, chart: ColumnChart) {
  const cols = chart.columns;
  const max = Math.max(0, ...cols.map((col) => col.value));
  const step = max > 0 ? niceStep(max / 4) : 1;
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const tickSize = 7;
  const tickW = Math.max(...ticks.map((t) => c.measure(chart.tick(t), tickSize))) + 8;
  const slot = (box.width - tickW) / Math.max(1, cols.length);
  // Value labels above the columns: level when they fit the column's slot, else read upwards.
  const levelSize = [7, 6.5, 6, 5.5].find((s) =>
    cols.every((col) => col.value === 0 || c.measure(col.display, s, true) <= slot - 1),
  );
  const upSize = Math.min(7, slot * 0.7);
  const headroom = levelSize
    ? 14
    : Math.max(
        14,
        ...cols.filter((col) => col.value > 0).map((col) => c.measure(col.display, upSize, true) + 6),
      );
  const plot = {
    x: box.x + tickW,
    y: box.y + headroom,
    width: box.width - tickW,
    height: box.height - headroom - 18,
  };
  const yOf = (v: number) => plot.y + plot.height - (v / top) * plot.height;
  for (const t of ticks) {
    c.line(
      plot.x,
      yOf(t),
      plot.x + plot.width,
      yOf(t),
      t === 0 ? COLORS.faint : COLORS.grid,
      t === 0 ? 0.8 : 0.5,
    );
    c.text(chart.tick(t), plot.x - 5, yOf(t) + 2.5, { size: tickSize, color: COLORS.muted, align: 'right' });
  }
  if (cols.length === 0) return;
  const colW = Math.min(slot * 0.68, 34);
  const labelSize = 7;
  const labelW = Math.max(...cols.map((col) => c.measure(col.label, labelSize))) + 4;
  const every = Math.max(1, Math.ceil(labelW / slot));
  cols.forEach((col, i) => {
    const centre = plot.x + slot * i + slot / 2;
    const y = yOf(col.value);
    if (col.value > 0) {
      c.rect(centre - colW / 2, y, colW, plot.y + plot.height - y, chart.color);
      if (levelSize) c.text(col.display, centre, y - 3, { size: levelSize, bold: true, align: 'center' });
      else c.text(col.display, centre + upSize * 0.36, y - 3, { size: upSize, bold: true, vertical: true });
    }
    if ((cols.length - 1 - i) % every === 0)
      c.text(col.label, centre, plot.y + plot.height + 11, {
        size: labelSize,
        color: COLORS.muted,
        align: 'center',
      });
  });
}

/** Draws `stats` as a grid of `columns` cells in `box`; returns the y below the grid. */
export function drawStatGrid(c: Canvas, box: Box, stats: Stat[], columns: number, cellHeight = 70): number {
  const gap = 10;
  const cellW = (box.width - gap * (columns - 1)) / columns;
  stats.forEach((stat, i) => {
    const x = box.x + (i % columns) * (cellW + gap);
    const y = box.y + Math.floor(i / columns) * (cellHeight + gap);
    c.rect(x, y, cellW, cellHeight, COLORS.soft);
    c.rect(x, y, 3, cellHeight, COLORS.brand);
    const valueSize = Math.min(28, cellHeight * 0.28);
    const labelSize = Math.min(11, Math.max(7.5, cellHeight * 0.11));
    const lines = wrapText(c, stat.label, labelSize, cellW - 20).slice(0, 2);
    // The value and its label centred in the cell as one block.
    const top = y + (cellHeight - (valueSize + 8 + lines.length * labelSize * 1.3)) / 2;
    c.text(fitText(c, stat.value, valueSize, cellW - 18, true), x + 12, top + valueSize * 0.95, {
      size: valueSize,
      bold: true,
      color: COLORS.navy,
    });
    lines.forEach((line, l) =>
      c.text(line, x + 12, top + valueSize + 8 + labelSize + l * labelSize * 1.3, {
        size: labelSize,
        color: COLORS.muted,
      }),
    );
  });
  const rows = Math.ceil(stats.length / columns);
  return box.y + rows * cellHeight + (rows - 1) * gap;
}

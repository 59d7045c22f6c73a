/**
 * One small drawing surface for the reports, so a chart is laid out once and drawn both into a
 * PDF page (./report-pdf.ts, pdf-lib) and into an SVG image (./report-images.ts): rectangles,
 * lines and text in Noto Sans. Coordinates start at the top-left corner, in points for a page
 * (A4 is 595.28 × 841.89) or in the image's logical units; text is placed by its baseline.
 */
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { notoSansBytes } from '@/lib/pdf-fonts';

export interface ReportFonts {
  regular: Font;
  bold: Font;
}

let parsed: Promise<ReportFonts> | undefined;
/** Noto Sans regular and bold parsed by fontkit, once per process. */
export function reportFonts(): Promise<ReportFonts> {
  parsed ??= notoSansBytes().then((b) => ({
    regular: fontkit.create(b.regular),
    bold: fontkit.create(b.bold),
  }));
  return parsed;
}

const widths = new Map<string, number>();
/**
 * Advance width of `value` at `size` in `fonts`: the sum of its glyphs' advances (no kerning, as
 * a PDF viewer draws pdf-lib's text), cached per process. Found through the font's character map
 * without OpenType shaping, which costs some 60 times more and changes nothing for these texts.
 */
export function measureText(fonts: ReportFonts, value: string, size: number, bold = false): number {
  const key = `${bold ? 'b' : 'r'}${value}`;
  let unit = widths.get(key);
  if (unit === undefined) {
    const font = bold ? fonts.bold : fonts.regular;
    unit = font.glyphsForString(value).reduce((sum, g) => sum + g.advanceWidth, 0) / font.unitsPerEm;
    if (widths.size > 20_000) widths.clear();
    widths.set(key, unit);
  }
  return unit * size;
}

/** How a text is drawn: size in canvas units, colour `#rrggbb`, anchored left, centre or right. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** Turned 90° counter-clockwise (read upwards), starting at (x, y); `align` is ignored. */
  vertical?: boolean;
}

export interface Canvas {
  readonly width: number;
  readonly height: number;
  rect(x: number, y: number, width: number, height: number, color: string): void;
  line(x1: number, y1: number, x2: number, y2: number, color: string, thickness: number): void;
  /** Draws `value` with its baseline at `y`; `x` is the left, centre or right end by `style.align`. */
  text(value: string, x: number, y: number, style: TextStyle): void;
  /** Advance width of `value` at `size`, in canvas units. */
  measure(value: string, size: number, bold?: boolean): number;
}

/** The reports' colours. */
export const COLORS = {
  ink: '#171c29',
  muted: '#616b80',
  faint: '#9aa3b5',
  grid: '#e3e7ee',
  soft: '#f2f4f8',
  paper: '#ffffff',
  brand: '#264dbf',
  navy: '#0f1b3d',
  navySoft: '#1d2d5c',
  teal: '#0e8f80',
  amber: '#c7781a',
  other: '#b8c0cf',
} as const;

/** `#rrggbb` as three channels 0–1. */
export function channels(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** `value` cut with an ellipsis to fit in `width`. */
export function fitText(canvas: Canvas, value: string, size: number, width: number, bold = false): string {
  if (canvas.measure(value, size, bold) <= width) return value;
  const chars = [...value];
  while (chars.length > 1 && canvas.measure(`${chars.join('').trimEnd()}…`, size, bold) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * `value` broken at spaces into lines no wider than `width` (a longer word stays whole); never at
 * a no-break space (Intl puts one in `$1,23 Mr`).
 */
export function wrapText(canvas: Canvas, value: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/[ \t\n]+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && canvas.measure(next, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Draws `value` wrapped to `width` from the top `y` (first baseline at `y + size`), lines
 * `lineHeight` apart. Returns the y below the last line.
 */
export function paragraph(
  canvas: Canvas,
  value: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  lineHeight = style.size * 1.45,
): number {
  let baseline = y + style.size;
  for (const line of wrapText(canvas, value, style.size, width, style.bold)) {
    canvas.text(line, x, baseline, style);
    baseline += lineHeight;
  }
  return baseline - style.size;
}

/** The height {@link paragraph} takes for `value`. */
export function paragraphHeight(
  canvas: Canvas,
  value: string,
  width: number,
  style: TextStyle,
  lineHeight = style.size * 1.45,
): number {
  return wrapText(canvas, value, style.size, width, style.bold).length * lineHeight;
}

/**
 * The store images of a seeded report (issue 16 §2; D §3 "cover images and gallery images per
 * language"): a cover (1200×675) and three gallery images (1200×900: the key figures, the main bar
 * chart, the column chart by year), drawn as SVG with the same charts as the PDF
 * (./report-charts.ts) and turned into WebP with sharp. Text is written as glyph outlines taken
 * from Noto Sans with fontkit, never as SVG <text>, so nothing depends on the host's fonts.
 */
import sharp from 'sharp';
import {
  COLORS,
  fitText,
  measureText,
  paragraph,
  reportFonts,
  wrapText,
  type Canvas,
  type ReportFonts,
  type TextStyle,
} from './report-canvas';
import { drawChart, drawStatGrid, type BarRow } from './report-charts';
import { reportContent, type ReportContent } from './report-content';
import type { ReportFigures } from './report-figures';
import { reportWords, type ReportKind, type ReportLocale } from './report-text';

const round = (n: number) => Math.round(n * 100) / 100;
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A {@link Canvas} that writes SVG: `width` × `height` logical units shown at `scale` pixels each.
 * Each glyph outline is defined once and reused.
 */
class SvgCanvas implements Canvas {
  private readonly parts: string[] = [];
  private readonly glyphs = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly scale: number,
    private readonly fonts: ReportFonts,
  ) {}

  rect(x: number, y: number, width: number, height: number, color: string): void {
    this.parts.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${color}"/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, thickness: number): void {
    this.parts.push(
      `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${color}" stroke-width="${thickness}"/>`,
    );
  }

  measure(value: string, size: number, bold = false): number {
    return measureText(this.fonts, value, size, bold);
  }

  text(value: string, x: number, y: number, style: TextStyle): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const k = style.size / font.unitsPerEm;
    const width = this.measure(value, style.size, style.bold);
    const left =
      style.vertical || !style.align || style.align === 'left'
        ? x
        : style.align === 'right'
          ? x - width
          : x - width / 2;
    const uses: string[] = [];
    let pen = 0;
    for (const glyph of font.glyphsForString(value)) {
      const id = `${style.bold ? 'b' : 'r'}${glyph.id}`;
      if (!this.glyphs.has(id)) this.glyphs.set(id, glyph.path.toSVG());
      if (this.glyphs.get(id)) uses.push(`<use xlink:href="#${id}" x="${pen}"/>`);
      pen += glyph.advanceWidth;
    }
    this.parts.push(
      `<g transform="translate(${round(left)} ${round(y)})${style.vertical ? ' rotate(-90)' : ''} scale(${k} ${-k})" fill="${style.color ?? COLORS.ink}">${uses.join('')}</g>`,
    );
  }

  toSvg(): string {
    const defs = [...this.glyphs]
      .filter(([, d]) => d)
      .map(([id, d]) => `<path id="${id}" d="${escapeAttr(d)}"/>`)
      .join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${Math.round(this.width * this.scale)}" height="${Math.round(this.height * this.scale)}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${defs}</defs>${this.parts.join('')}</svg>`
    );
  }
}

function drawCover(c: Canvas, content: ReportContent, bars: BarRow[], barsTitle: string) {
  c.rect(0, 0, c.width, c.height, COLORS.navy);
  c.text('Startup Atlas', 40, 48, { size: 11, bold: true, color: '#9fb4ff' });
  c.rect(40, 58, 40, 3, COLORS.teal);
  let y = 100;
  for (const line of wrapText(c, content.title, 23, 300, true).slice(0, 4)) {
    c.text(line, 40, y, { size: 23, bold: true, color: COLORS.paper });
    y += 28;
  }
  y = paragraph(c, content.subtitle, 40, y - 12, 290, { size: 9.5, color: '#c9d3ee' });
  const statW = 96;
  content.headline.forEach((stat, i) => {
    const x = 40 + i * statW;
    c.text(fitText(c, stat.value, 16, statW - 8, true), x, 262, {
      size: 16,
      bold: true,
      color: COLORS.paper,
    });
    wrapText(c, stat.label, 7, statW - 10)
      .slice(0, 2)
      .forEach((line, l) => c.text(line, x, 274 + l * 9, { size: 7, color: '#c9d3ee' }));
  });
  c.text(content.edition, 40, 312, { size: 9, bold: true, color: '#7fe0d2' });

  const panel = { x: 352, y: 36, width: 212, height: 264 };
  c.rect(panel.x, panel.y, panel.width, panel.height, COLORS.navySoft);
  const inner = panel.width - 32;
  wrapText(c, barsTitle, 9, inner, true)
    .slice(0, 2)
    .forEach((line, l) =>
      c.text(line, panel.x + 16, panel.y + 26 + l * 12, { size: 9, bold: true, color: COLORS.paper }),
    );
  const max = Math.max(1, ...bars.map((b) => b.value));
  bars.forEach((bar, i) => {
    const top = panel.y + 62 + i * 40;
    c.text(fitText(c, bar.label, 8, inner - 40), panel.x + 16, top + 8, { size: 8, color: '#dbe3f7' });
    c.text(bar.display, panel.x + panel.width - 16, top + 8, {
      size: 8,
      bold: true,
      color: COLORS.paper,
      align: 'right',
    });
    c.rect(panel.x + 16, top + 14, inner, 8, '#2a3d73');
    c.rect(panel.x + 16, top + 14, Math.max(2, (bar.value / max) * inner), 8, '#3fc1ae');
  });
}

/** A white page preview: running header, then `draw` in the body, then the generated line. */
function drawPreview(c: Canvas, content: ReportContent, draw: () => void) {
  c.rect(0, 0, c.width, c.height, COLORS.paper);
  c.text('Startup Atlas', 30, 28, { size: 9, bold: true, color: COLORS.brand });
  c.text(fitText(c, content.short, 9, 300), c.width - 30, 28, {
    size: 9,
    color: COLORS.muted,
    align: 'right',
  });
  c.line(30, 36, c.width - 30, 36, COLORS.grid, 0.7);
  draw();
  c.text(fitText(c, content.generated, 7, c.width - 60), 30, c.height - 14, { size: 7, color: COLORS.muted });
}

/** The SVG documents of the cover and the three gallery images (exported for tests). */
export async function reportSvgs(
  figures: ReportFigures,
  kind: ReportKind,
  locale: ReportLocale,
  meta: { generatedAt: Date },
): Promise<{ cover: string; gallery: string[] }> {
  const content = reportContent(figures, kind, locale, meta.generatedAt);
  const f = await reportFonts();
  const cover = new SvgCanvas(600, 337.5, 2, f);
  drawCover(cover, content, content.coverBars, content.gallery.bars.title);
  const page = () => new SvgCanvas(600, 450, 2, f);
  const body = { x: 30, y: 56, width: 540, height: 360 };

  const stats = page();
  drawPreview(stats, content, () => {
    stats.text(reportWords(locale).keyFigures, 30, 66, { size: 15, bold: true, color: COLORS.navy });
    drawStatGrid(stats, { x: 30, y: 82, width: 540, height: 0 }, content.stats, 3, 100);
  });
  const bars = page();
  drawPreview(bars, content, () => drawChart(bars, body, content.gallery.bars));
  const columns = page();
  drawPreview(columns, content, () => drawChart(columns, body, content.gallery.columns));
  return { cover: cover.toSvg(), gallery: [stats, bars, columns].map((c) => c.toSvg()) };
}

/**
 * The cover (1200×675) and three gallery images (1200×900) of report `kind` in `locale`, as WebP,
 * from `figures` dated `meta.generatedAt` (UTC). Output: `{ cover, gallery }` bytes (lossless
 * WebP), about 20–40 KB each. @throws when sharp cannot render (a broken install).
 */
export async function renderReportImages(
  figures: ReportFigures,
  kind: ReportKind,
  locale: ReportLocale,
  meta: { generatedAt: Date },
): Promise<{ cover: Buffer; gallery: Buffer[] }> {
  const svgs = await reportSvgs(figures, kind, locale, meta);
  // Lossless: flat colours and text compress better than lossy, without halos around the letters.
  const webp = (svg: string) => sharp(Buffer.from(svg)).webp({ lossless: true, effort: 1 }).toBuffer();
  const [cover, ...gallery] = await Promise.all([svgs.cover, ...svgs.gallery].map(webp));
  return { cover: cover!, gallery };
}

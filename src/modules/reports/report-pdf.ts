/**
 * The seeded reports as PDF (issue 16 §2 "as PDF with charts"): A4 pages made with pdf-lib, text
 * in Noto Sans (embedded as subsets through @pdf-lib/fontkit, so ş, ğ, ı and İ print), charts
 * drawn with rectangles and lines (./report-charts.ts). Pages: a cover (title, edition, date,
 * three headline figures, the sample-data notice, sources), key figures with notes on the data
 * and the sources, then the charts, two or three a page. Every figure comes from `figures`
 * through ./report-content.ts.
 */
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { notoSansBytes } from '@/lib/pdf-fonts';
import {
  channels,
  COLORS,
  fitText,
  measureText,
  paragraph,
  paragraphHeight,
  reportFonts,
  wrapText,
  type Canvas,
  type ReportFonts,
} from './report-canvas';
import { chartHeight, drawChart, drawStatGrid } from './report-charts';
import { reportContent, type ReportContent } from './report-content';
import type { ReportFigures } from './report-figures';
import { reportWords, type ReportKind, type ReportLocale } from './report-text';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const WIDTH = A4[0] - 2 * LEFT;
const TOP = 76;
const BOTTOM = 790;

/** A {@link Canvas} over a pdf-lib page (top-left coordinates turned into PDF's bottom-left). */
function pdfCanvas(page: PDFPage, regular: PDFFont, bold: PDFFont, fonts: ReportFonts): Canvas {
  const height = page.getHeight();
  const measure = (value: string, size: number, isBold = false) => measureText(fonts, value, size, isBold);
  const color = (hex: string) => rgb(...channels(hex));
  return {
    width: page.getWidth(),
    height,
    rect: (x, y, w, h, fill) =>
      page.drawRectangle({ x, y: height - y - h, width: w, height: h, color: color(fill) }),
    line: (x1, y1, x2, y2, stroke, thickness) =>
      page.drawLine({
        start: { x: x1, y: height - y1 },
        end: { x: x2, y: height - y2 },
        thickness,
        color: color(stroke),
      }),
    text: (value, x, y, style) => {
      const w = measure(value, style.size, style.bold);
      const left =
        style.vertical || !style.align || style.align === 'left'
          ? x
          : style.align === 'right'
            ? x - w
            : x - w / 2;
      page.drawText(value, {
        x: left,
        y: height - y,
        size: style.size,
        font: style.bold ? bold : regular,
        color: color(style.color ?? COLORS.ink),
        ...(style.vertical ? { rotate: degrees(90) } : {}),
      });
    },
    measure,
  };
}

function drawCover(c: Canvas, content: ReportContent) {
  c.rect(0, 0, c.width, 420, COLORS.navy);
  c.text('Startup Atlas', LEFT, 78, { size: 13, bold: true, color: '#9fb4ff' });
  c.rect(LEFT, 96, 56, 4, COLORS.teal);
  let y = 150;
  for (const line of wrapText(c, content.title, 30, WIDTH, true)) {
    c.text(line, LEFT, y, { size: 30, bold: true, color: COLORS.paper });
    y += 38;
  }
  paragraph(c, content.subtitle, LEFT, y - 12, WIDTH, { size: 13, color: '#c9d3ee' });
  c.text(content.edition, LEFT, 366, { size: 12, bold: true, color: '#7fe0d2' });
  c.text(content.generated, LEFT, 386, { size: 10, color: '#c9d3ee' });
  let below = drawStatGrid(c, { x: LEFT, y: 456, width: WIDTH, height: 90 }, content.headline, 3, 86) + 28;
  if (content.notice) {
    const h = paragraphHeight(c, content.notice, WIDTH - 28, { size: 9.5 });
    c.rect(LEFT, below, WIDTH, h + 20, '#fff6e5');
    c.rect(LEFT, below, 3, h + 20, COLORS.amber);
    below = paragraph(c, content.notice, LEFT + 14, below + 8, WIDTH - 28, { size: 9.5 }) + 20;
  }
  const sourcesHeight = content.sources.reduce(
    (sum, s) => sum + paragraphHeight(c, s, WIDTH, { size: 7.5 }) + 6,
    0,
  );
  let sy = Math.max(below + 16, BOTTOM + 20 - sourcesHeight);
  for (const s of content.sources)
    sy = paragraph(c, s, LEFT, sy, WIDTH, { size: 7.5, color: COLORS.muted }) + 6;
}

function heading(c: Canvas, value: string, y: number): number {
  c.text(value, LEFT, y + 15, { size: 15, bold: true, color: COLORS.navy });
  return y + 28;
}

/**
 * Lays `content` out on pages that `newPage` makes (A4 in points): the cover, the key figures with
 * the notes and sources, then the charts in order, a chart never split across pages. Returns the
 * pages' canvases in order, without their running header and footer (exported for tests).
 */
export function layoutReport(newPage: () => Canvas, content: ReportContent): Canvas[] {
  const pages: Canvas[] = [];
  const add = () => {
    const c = newPage();
    pages.push(c);
    return c;
  };
  drawCover(add(), content);

  const words = reportWords(content.locale);
  let c = add();
  let y = heading(c, words.keyFigures, TOP);
  y = drawStatGrid(c, { x: LEFT, y, width: WIDTH, height: 0 }, content.stats, 3, 66) + 30;
  const blocks: Array<{ title: string; paragraphs: string[]; size: number }> = [
    { title: words.aboutData, paragraphs: content.about, size: 9.5 },
    { title: words.sources, paragraphs: content.sources, size: 8.5 },
  ];
  for (const block of blocks) {
    const style = { size: block.size, color: COLORS.ink };
    const height = 28 + block.paragraphs.reduce((sum, p) => sum + paragraphHeight(c, p, WIDTH, style) + 8, 0);
    if (y + height > BOTTOM) {
      c = add();
      y = TOP;
    }
    y = heading(c, block.title, y);
    for (const p of block.paragraphs) y = paragraph(c, p, LEFT, y, WIDTH, style) + 8;
    y += 18;
  }

  c = add();
  y = TOP;
  for (const chart of content.charts) {
    const height = chartHeight(chart);
    if (y > TOP && y + height > BOTTOM) {
      c = add();
      y = TOP;
    }
    drawChart(c, { x: LEFT, y, width: WIDTH, height }, chart);
    y += height + 34;
  }
  return pages;
}

/** The running header and footer of a page after the cover. */
function pageFrame(c: Canvas, content: ReportContent, pageLine: string) {
  c.text('Startup Atlas', LEFT, 40, { size: 9, bold: true, color: COLORS.brand });
  c.text(fitText(c, content.short, 9, WIDTH - 100), LEFT + WIDTH, 40, {
    size: 9,
    color: COLORS.muted,
    align: 'right',
  });
  c.line(LEFT, 48, LEFT + WIDTH, 48, COLORS.grid, 0.7);
  c.line(LEFT, 806, LEFT + WIDTH, 806, COLORS.grid, 0.7);
  c.text(fitText(c, content.generated, 7.5, WIDTH - 80), LEFT, 820, { size: 7.5, color: COLORS.muted });
  c.text(pageLine, LEFT + WIDTH, 820, { size: 7.5, color: COLORS.muted, align: 'right' });
}

/**
 * Renders report `kind` ('ecosystem': Türkiye startup ecosystem in numbers; 'investors': who funds
 * startups) in `locale` from `figures` (see ./report-figures.ts), dated `meta.generatedAt` (shown
 * as a UTC date; also the PDF's creation and modification dates, so equal input gives equal
 * bytes). Output: the PDF's bytes, A4, 5–6 pages of about 25–30 KB on the seed's data.
 * @throws when the Noto Sans package is missing.
 */
export async function renderReportPdf(
  figures: ReportFigures,
  kind: ReportKind,
  locale: ReportLocale,
  meta: { generatedAt: Date },
): Promise<Buffer> {
  const content = reportContent(figures, kind, locale, meta.generatedAt);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await notoSansBytes();
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setSubject(content.subtitle);
  doc.setAuthor('Startup Atlas');
  doc.setCreator('Startup Atlas');
  doc.setProducer('Startup Atlas (pdf-lib)');
  doc.setLanguage(locale === 'tr' ? 'tr-TR' : 'en-US');
  doc.setCreationDate(meta.generatedAt);
  doc.setModificationDate(meta.generatedAt);

  const measured = await reportFonts();
  const pages = layoutReport(() => pdfCanvas(doc.addPage(A4), regular, bold, measured), content);
  const words = reportWords(locale);
  pages.forEach((c, i) => {
    if (i > 0) pageFrame(c, content, words.page(i + 1, pages.length));
  });
  return Buffer.from(await doc.save());
}

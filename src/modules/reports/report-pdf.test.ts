/**
 * The seeded reports' PDFs (issue 16 §2 "in EN and TR, as PDF with charts"): rendered from a fixed
 * figures object, read back with pdf-lib (pages, title, dates), and laid out on a recording canvas
 * to check that the figures are what is printed, in proper Turkish, inside the page.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { measureText, reportFonts, type Canvas, type ReportFonts, type TextStyle } from './report-canvas';
import { reportContent } from './report-content';
import type { ReportFigures } from './report-figures';
import { layoutReport, renderReportPdf } from './report-pdf';
import { reportSvgs } from './report-images';

const GENERATED_AT = new Date('2026-11-20T10:00:00Z');
const label = (en: string, tr = en) => ({ en, tr });
const group = (name: string | null, startups: number, fundingUsd: number) => ({
  label: name === null ? null : label(name),
  startups,
  fundedStartups: Math.floor(startups / 2),
  rounds: startups,
  fundingUsd,
});

const FIGURES: ReportFigures = {
  asOf: '2026-11-20',
  usdPerUnit: { EUR: 1.08, TRY: 0.029, GBP: 1.27 },
  ecosystem: {
    country: label('Türkiye'),
    startups: 1534,
    sampleStartups: 1534,
    cities: 5,
    fundedStartups: 1200,
    fundedPercent: 78.2,
    rounds: 2950,
    disclosedRounds: 2500,
    fundingUsd: 1_234_567_890,
    medianRoundUsd: 208_972.5,
    investors: 40,
    governmentSupportPercent: 38.7,
    patentPercent: 21.7,
    citiesByStartups: {
      top: [
        group('İstanbul', 1234, 700_000_000),
        group('Ankara', 200, 300_000_000),
        group('Eskişehir', 60, 90_000),
      ],
      rest: { groups: 2, startups: 40, fundedStartups: 20, rounds: 30, fundingUsd: 1_000_000 },
    },
    citiesByFunding: {
      top: [group('İstanbul', 1234, 700_000_000), group('Ankara', 200, 300_000_000)],
      rest: { groups: 3, startups: 100, fundedStartups: 50, rounds: 80, fundingUsd: 234_567_890 },
    },
    sectorsByStartups: {
      top: [
        { ...group('Fintech', 300, 90_000_000), label: label('Fintech', 'Finansal teknoloji') },
        { ...group('Gaming', 250, 80_000_000), label: label('Gaming', 'Oyun') },
        group(null, 10, 0),
      ],
      rest: null,
    },
    sectorsByFunding: {
      top: [{ ...group('Fintech', 300, 90_000_000), label: label('Fintech', 'Finansal teknoloji') }],
      rest: null,
    },
    foundingYears: [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year, i) => ({
      year,
      startups: 100 + i * 37,
    })),
    foundingYearUnknown: 3,
    fundingByYear: [2021, 2022, 2023, 2024, 2025, 2026].map((year, i) => ({
      year,
      rounds: 200 + i,
      fundingUsd: 50_000_000 * (i + 1),
    })),
    undatedRounds: 0,
    stages: [
      { label: label('Idea', 'Fikir'), startups: 500, percent: 32.6 },
      { label: label('Growth', 'Büyüme'), startups: 1000, percent: 65.2 },
      { label: null, startups: 34, percent: 2.2 },
    ],
  },
  investors: {
    rounds: 4982,
    disclosedRounds: 3955,
    fundingUsd: 5_505_031_386,
    medianRoundUsd: 221_241,
    fundedStartups: 2175,
    investors: 806,
    roundsWithInvestors: 4551,
    coInvestedRounds: 2643,
    coInvestedPercent: 58.1,
    bySource: [
      { source: 'yc', rounds: 1001, fundingUsd: 3_846_392_714, percent: 20.1 },
      { source: 'generated', rounds: 3981, fundingUsd: 1_658_638_672, percent: 79.9 },
    ],
    byYear: Array.from({ length: 22 }, (_, i) => ({
      year: 2005 + i,
      rounds: 8 + i * 20,
      fundingUsd: 156_000 * (i + 1) ** 3,
    })),
    undatedRounds: 431,
    byStage: [
      { label: label('Pre-seed', 'Tohum öncesi'), rounds: 1605, fundingUsd: 239_385_378 },
      { label: null, rounds: 431, fundingUsd: 3_648_894_263 },
    ],
    topInvestorsByRounds: [
      { name: 'Y Combinator', rounds: 570, leadRounds: 0, startups: 570 },
      { name: 'Oyun Yatırım Ortakları', rounds: 223, leadRounds: 125, startups: 213 },
    ],
    topInvestorsByStartups: [{ name: 'Y Combinator', startups: 688 }],
    topPairs: [{ first: 'Anadolu Capital', second: 'Marmara Ventures', rounds: 15 }],
    investorsPerRound: [0, 1, 2, 3, 4].map((investors) => ({
      investors,
      rounds: investors === 4 ? 0 : 100 * (investors + 1),
    })),
    countries: {
      top: [group('United States of America', 457, 3_785_814_999), group(null, 200, 16_638_000)],
      rest: { groups: 8, startups: 10, fundedStartups: 9, rounds: 11, fundingUsd: 120_700 },
    },
  },
};

interface Drawn {
  page: number;
  value: string;
  x: number;
  y: number;
  width: number;
  style: TextStyle;
}

/** A canvas that keeps every text drawn on it (A4 points). */
function recorder(fonts: ReportFonts, drawn: Drawn[], page: number): Canvas {
  const measure = (value: string, size: number, bold = false) => measureText(fonts, value, size, bold);
  return {
    width: 595.28,
    height: 841.89,
    rect: () => undefined,
    line: () => undefined,
    measure,
    text: (value, x, y, style) =>
      drawn.push({ page, value, x, y, width: measure(value, style.size, style.bold), style }),
  };
}

async function drawnText(kind: 'ecosystem' | 'investors', locale: 'en' | 'tr') {
  const fonts = await reportFonts();
  const drawn: Drawn[] = [];
  const content = reportContent(FIGURES, kind, locale, GENERATED_AT);
  let n = 0;
  const pages = layoutReport(() => recorder(fonts, drawn, n++), content);
  return { content, drawn, pages: pages.length, all: drawn.map((d) => d.value).join('\n') };
}

describe('report PDFs', () => {
  it.each([
    ['ecosystem', 'en', 'Türkiye startup ecosystem in numbers'],
    ['ecosystem', 'tr', 'Rakamlarla Türkiye girişim ekosistemi'],
    ['investors', 'en', 'Who funds startups: rounds and investors'],
    ['investors', 'tr', 'Girişimlere kim yatırım yapıyor: turlar ve yatırımcılar'],
  ] as const)('renders the %s report in %s as a multi-page A4 PDF', async (kind, locale, title) => {
    const bytes = await renderReportPdf(FIGURES, kind, locale, { generatedAt: GENERATED_AT });
    expect(bytes.length).toBeLessThan(300_000);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const { pages } = await drawnText(kind, locale);
    expect(pdf.getPageCount()).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe(title);
    expect(pdf.getAuthor()).toBe('Startup Atlas');
    expect(pdf.getCreationDate()?.toISOString()).toBe(GENERATED_AT.toISOString());
    // The same input gives the same bytes (the dates are the generation date, not the clock).
    expect(
      Buffer.compare(bytes, await renderReportPdf(FIGURES, kind, locale, { generatedAt: GENERATED_AT })),
    ).toBe(0);
  });

  it('prints the figures it is given, every text inside the page', async () => {
    for (const kind of ['ecosystem', 'investors'] as const)
      for (const locale of ['en', 'tr'] as const) {
        const { content, drawn, all } = await drawnText(kind, locale);
        for (const stat of [...content.stats, ...content.headline]) expect(all).toContain(stat.value);
        for (const chart of content.charts) {
          expect(all).toContain(chart.title);
          const values = chart.type === 'bars' ? chart.rows : chart.columns;
          for (const v of values) if (v.value > 0) expect(all).toContain(v.display);
        }
        for (const d of drawn) {
          const left =
            d.style.align === 'right' ? d.x - d.width : d.style.align === 'center' ? d.x - d.width / 2 : d.x;
          expect(left, d.value).toBeGreaterThanOrEqual(0);
          if (!d.style.vertical) expect(left + d.width, d.value).toBeLessThanOrEqual(595.28);
          expect(d.y, d.value).toBeGreaterThan(0);
          expect(d.y, d.value).toBeLessThan(841.89);
        }
      }
  });

  it('writes English and Turkish with the locale’s number formats', async () => {
    const en = await drawnText('ecosystem', 'en');
    expect(en.all).toContain('1,534');
    expect(en.all).toContain('$1.23B');
    expect(en.all).toContain('78.2%');
    expect(en.all).toContain('Other 2 cities together: 40 startups.');
    expect(en.all).toContain('All 1,534 startups located in Türkiye');
    const tr = await drawnText('ecosystem', 'tr');
    expect(tr.all).toContain('1.534');
    expect(tr.all).toContain('$1,23\u00a0Mr');
    expect(tr.all).toContain('%78,2');
    expect(tr.all).toContain('İstanbul');
    expect(tr.all).toContain('Eskişehir');
    expect(tr.all).toContain('Finansal teknoloji');
    expect(tr.all).toContain('Diğer 2 şehir toplamı: 40 girişim.');
    expect(tr.all).toContain('Şehirlere göre girişimler');
    expect(tr.all).toContain('Sektör kaydı yok');
    expect(tr.all).toContain('20 Kasım 2026 tarihinde Startup Atlas veritabanından üretilmiştir');
    const inv = await drawnText('investors', 'tr');
    expect(inv.all).toContain('Yatırımcı belirtilmemiş');
    expect(inv.all).toContain('Oyun Yatırım Ortakları');
    expect(inv.all).toContain('223 (125 lider)');
    expect(inv.all).not.toContain('4 veya daha fazla yatırımcı'); // a bucket of none is left out
    expect(inv.all).toContain('CC BY-SA 4.0');
  });

  it('draws the store images as SVG with text as outlines only', async () => {
    const svgs = await reportSvgs(FIGURES, 'ecosystem', 'tr', { generatedAt: GENERATED_AT });
    expect(svgs.gallery).toHaveLength(3);
    for (const svg of [svgs.cover, ...svgs.gallery]) {
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path id="[rb]\d+" d="M/);
    }
    expect(svgs.cover).toContain('width="1200" height="675"');
    expect(svgs.gallery[0]).toContain('width="1200" height="900"');
  });
});

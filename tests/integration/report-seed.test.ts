/**
 * The seeded reports (issue 16 §2 "two real reports generated from the platform's own data at seed
 * time … in EN and TR, as PDF with charts, so the store is not empty and every figure in them is
 * true of the data"): the `reports` seed step's rows, files and images, and figures checked
 * against direct SQL counts on a small seeded database (the real YC startups and 60 generated ones).
 * @database-engine: runs on PGlite and PostgreSQL: report figures by percentile_cont and grouped counts in SQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createTestDb, type TestDb } from '../helpers/db';
import { LocalDiskStorage } from '@/server/storage';
import { seedReference, TURKEY_ID } from '@/modules/reference/seed';
import { importYcStartups } from '@/modules/startups/import-yc';
import { generateEcosystem } from '@/modules/startups/generate';
import { startups } from '@/modules/startups/schema';
import { reportFigures } from '@/modules/reports/report-figures';
import { seedReports } from '@/modules/reports/seed';
import {
  reportCategories,
  reportCategoryImages,
  reportCategoryLocales,
  reports,
  reportTypes,
  reportVersions,
} from '@/modules/reports/schema';

const NOW = new Date('2026-11-20T10:00:00Z');
let db: TestDb;
let storage: LocalDiskStorage;
let summary: string;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-reports-'));

beforeAll(async () => {
  db = await createTestDb();
  await seedReference(db.db, { cityCountries: ['US', 'GB', 'CA'] });
  await importYcStartups(db.db);
  await generateEcosystem(db.db, { startups: 60, seed: 7 });
  storage = new LocalDiskStorage(uploads);
  summary = await seedReports(db.db, storage, NOW);
});
afterAll(async () => {
  await db?.drop();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('seeded reports', () => {
  it('stores two reports with an English and a Turkish PDF each: the first free, the second paid', async () => {
    expect(summary).toBe('2 reports, 4 PDF versions (2 free), 2 categories, 16 images');
    const stored = await db.db.select().from(reports).orderBy(asc(reports.sortOrder));
    expect(stored.map((r) => [r.seoUrl, r.fileName, r.titleEn, r.titleTr])).toEqual([
      [
        'turkiye-startup-ecosystem-in-numbers-2026',
        'turkiye-startup-ecosystem-2026',
        'Türkiye startup ecosystem in numbers',
        'Rakamlarla Türkiye girişim ekosistemi',
      ],
      [
        'who-funds-startups-rounds-and-investors-2026',
        'who-funds-startups-2026',
        'Who funds startups: rounds and investors',
        'Girişimlere kim yatırım yapıyor: turlar ve yatırımcılar',
      ],
    ]);
    expect(stored.every((r) => r.publishedAt.getTime() === NOW.getTime())).toBe(true);
    const types = await db.db.select().from(reportTypes).orderBy(asc(reportTypes.sortOrder));
    expect(types.map((t) => [t.nameEn, t.nameTr])).toEqual([
      ['Ecosystem report', 'Ekosistem raporu'],
      ['Investment report', 'Yatırım raporu'],
      ['Sector report', 'Sektör raporu'],
      ['Data set', 'Veri seti'],
    ]);
    expect(stored.map((r) => types.find((t) => t.id === r.typeId)?.nameEn)).toEqual([
      'Ecosystem report',
      'Investment report',
    ]);

    const versions = await db.db
      .select()
      .from(reportVersions)
      .orderBy(asc(reportVersions.reportId), asc(reportVersions.sortOrder));
    expect(
      versions.map((v) => [
        v.reportId,
        v.name,
        v.language,
        v.isFree,
        v.priceUsdMinor,
        v.priceTryMinor,
        v.fileType,
      ]),
    ).toEqual([
      [stored[0]!.id, '2026 edition', 'en', true, 0, 0, 'pdf'],
      [stored[0]!.id, '2026 edition', 'tr', true, 0, 0, 'pdf'],
      [stored[1]!.id, '2026 edition', 'en', false, 4900, 199000, 'pdf'],
      [stored[1]!.id, '2026 edition', 'tr', false, 4900, 199000, 'pdf'],
    ]);
    for (const v of versions) {
      expect(v.fileKey).toMatch(new RegExp(`^private/reports/${v.reportId}/${v.id}-[0-9a-f]{24}\\.pdf$`));
      const file = await storage.get(v.fileKey!);
      expect(file!.bytes.length).toBe(v.fileSize);
      expect(v.fileSize).toBeLessThan(300_000);
      expect(file!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(file!.bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
      const title = stored.find((r) => r.id === v.reportId)!;
      expect(pdf.getTitle()).toBe(v.language === 'tr' ? title.titleTr : title.titleEn);
    }
  });

  it('fills two categories with names, covers and three gallery images per language', async () => {
    const categories = await db.db.select().from(reportCategories).orderBy(asc(reportCategories.sortOrder));
    expect(categories.map((c) => [c.seoUrl, c.targetCountryIds])).toEqual([
      ['ecosystem', [TURKEY_ID]],
      ['investment', [TURKEY_ID, 840]],
    ]);
    const locales = await db.db.select().from(reportCategoryLocales).orderBy(asc(reportCategoryLocales.id));
    expect(locales.map((l) => [l.categoryId, l.language, l.name])).toEqual([
      [categories[0]!.id, 'en', 'Ecosystem'],
      [categories[0]!.id, 'tr', 'Ekosistem'],
      [categories[1]!.id, 'en', 'Investment'],
      [categories[1]!.id, 'tr', 'Yatırım'],
    ]);
    for (const l of locales) {
      expect(l.description.length).toBeGreaterThan(20);
      expect(l.coverImageKey).toBe(`reports/categories/${l.categoryId}/${l.language}/cover.webp`);
      const cover = await storage.get(l.coverImageKey!);
      expect(await sharp(cover!.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 675,
      });
    }
    const images = await db.db
      .select()
      .from(reportCategoryImages)
      .orderBy(
        asc(reportCategoryImages.categoryId),
        asc(reportCategoryImages.language),
        asc(reportCategoryImages.sortOrder),
      );
    expect(images).toHaveLength(12);
    for (const category of categories)
      for (const language of ['en', 'tr']) {
        const mine = images.filter((i) => i.categoryId === category.id && i.language === language);
        expect(mine.map((i) => i.imageKey)).toEqual(
          [1, 2, 3].map((n) => `reports/categories/${category.id}/${language}/gallery-${n}.webp`),
        );
        for (const image of mine) {
          const file = await storage.get(image.imageKey);
          expect(await sharp(file!.bytes).metadata()).toMatchObject({
            format: 'webp',
            width: 1200,
            height: 900,
          });
        }
      }
  });

  it('computes the figures the reports print from the data (a hidden startup no longer counts)', async () => {
    const [hidden] = await db.db
      .select({ id: startups.id })
      .from(startups)
      .where(eq(startups.countryId, TURKEY_ID))
      .orderBy(asc(startups.id))
      .limit(1);
    await db.db.update(startups).set({ isVisible: false }).where(eq(startups.id, hidden!.id));
    try {
      const figures = await reportFigures(db.db, NOW);
      const [turkish] = await db.db
        .select({ n: count() })
        .from(startups)
        .where(sql`${startups.countryId} = ${TURKEY_ID} and ${startups.isVisible}`);
      expect(figures.ecosystem.startups).toBe(59);
      expect(figures.ecosystem.startups).toBe(turkish!.n);
      expect(figures.ecosystem.sampleStartups).toBe(59);

      const [direct] = rows<{ rounds: number; usd: number; undated: number }>(
        await db.db.execute(sql`
          select count(*)::int as rounds, coalesce(sum(r.amount_usd), 0)::float8 as usd,
            count(*) filter (where r.announced_date is null)::int as undated
          from funding_rounds r join startups s on s.id = r.startup_id
          where s.is_visible and (r.announced_date is null or r.announced_date <= '2026-11-20')`),
      );
      expect(figures.investors.rounds).toBe(direct!.rounds);
      expect(figures.investors.fundingUsd).toBe(Number(direct!.usd));
      expect(figures.investors.undatedRounds).toBe(direct!.undated);
      expect(figures.investors.byYear.reduce((s, y) => s + y.rounds, 0) + direct!.undated).toBe(
        direct!.rounds,
      );
      // The YC rounds are the real ones: Y Combinator leads the investors named in rounds.
      expect(figures.investors.topInvestorsByRounds[0]!.name).toBe('Y Combinator');
      expect(figures.investors.bySource.map((s) => s.source)).toEqual(['yc', 'generated']);

      const [topCity] = rows<{ name: string; n: number }>(
        await db.db.execute(sql`
          select c.name_en as name, count(*)::int as n from startups s join ref_cities c on c.id = s.city_id
          where s.is_visible and s.country_id = ${TURKEY_ID} group by 1 order by 2 desc, 1 limit 1`),
      );
      expect(figures.ecosystem.citiesByStartups.top[0]).toMatchObject({
        label: { en: topCity!.name },
        startups: topCity!.n,
      });
      const cityTotal =
        figures.ecosystem.citiesByStartups.top.reduce((s, c) => s + c.startups, 0) +
        (figures.ecosystem.citiesByStartups.rest?.startups ?? 0);
      expect(cityTotal).toBe(59);
      expect(figures.ecosystem.stages.reduce((s, st) => s + st.startups, 0)).toBe(59);
    } finally {
      await db.db.update(startups).set({ isVisible: true }).where(eq(startups.id, hidden!.id));
    }
  });

  it('writes the store summaries from the same figures', async () => {
    const figures = await reportFigures(db.db, NOW);
    const [first] = await db.db.select().from(reports).orderBy(asc(reports.sortOrder)).limit(1);
    expect(first!.summaryEn).toContain(
      `${figures.ecosystem.startups} startups in ${figures.ecosystem.cities} cities`,
    );
    expect(first!.summaryTr).toContain(
      `${figures.ecosystem.cities} şehrinde ${figures.ecosystem.startups} girişim`,
    );
  });

  it('leaves the store as it is when run again', async () => {
    const before = await db.db.select({ n: count() }).from(reportVersions);
    expect(await seedReports(db.db, storage, NOW)).toBe(
      '0 reports, 0 PDF versions (0 free), 0 categories, 0 images',
    );
    expect(await db.db.select({ n: count() }).from(reportVersions)).toEqual(before);
    expect(await db.db.select({ n: count() }).from(reportCategories)).toEqual([{ n: 2 }]);
    expect(await db.db.select({ n: count() }).from(reportTypes)).toEqual([{ n: 4 }]);
  });
});

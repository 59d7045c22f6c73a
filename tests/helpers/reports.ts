/**
 * A small report store for tests (issue 16 §2): one type, two categories (one inactive), reports
 * with free and paid versions whose files are real (tiny) PDFs in the configured storage.
 */
import { PDFDocument } from 'pdf-lib';
import type { Db } from '@/server/db/client';
import { getStorage } from '@/server/storage';
import {
  reportCategories,
  reportCategoryImages,
  reportCategoryLocales,
  reports,
  reportTypes,
  reportVersions,
} from '@/modules/reports/schema';

export async function tinyPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(text);
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

export interface ReportFixture {
  typeId: number;
  categoryId: number;
  /** The free report: versions en, tr (free). */
  free: { id: number; seoUrl: string; en: number; tr: number };
  /** Paid reports, each with an EN version (USD 49, TRY 1,990) and a TR one. */
  paid: { id: number; seoUrl: string; en: number; tr: number }[];
  /** A report of the inactive category (hidden everywhere). */
  hiddenVersionId: number;
}

/**
 * Creates the fixture: `paidCount` paid reports (default 5, enough to pass a 3-download quota),
 * target country `countryId`.
 */
export async function reportFixture(db: Db, countryId: number, paidCount = 5): Promise<ReportFixture> {
  const storage = await getStorage();
  const [type] = await db
    .insert(reportTypes)
    .values({ nameEn: 'Ecosystem report', nameTr: 'Ekosistem raporu' })
    .returning();
  const [other] = await db
    .insert(reportTypes)
    .values({ nameEn: 'Data set', nameTr: 'Veri seti' })
    .returning();
  const [category] = await db
    .insert(reportCategories)
    .values({ seoUrl: 'ecosystem', targetCountryIds: [countryId], sortOrder: 1 })
    .returning();
  const [hidden] = await db
    .insert(reportCategories)
    .values({ seoUrl: 'hidden', targetCountryIds: [], isActive: false })
    .returning();
  await db.insert(reportCategoryLocales).values([
    {
      categoryId: category!.id,
      language: 'en',
      name: 'Ecosystem',
      description: 'Ecosystem numbers',
      coverImageKey: 'reports/categories/1/en/cover.webp',
    },
    {
      categoryId: category!.id,
      language: 'tr',
      name: 'Ekosistem',
      description: 'Ekosistem rakamları',
      coverImageKey: 'reports/categories/1/tr/cover.webp',
    },
    { categoryId: hidden!.id, language: 'en', name: 'Hidden', description: '' },
  ]);
  await db.insert(reportCategoryImages).values([
    { categoryId: category!.id, language: 'en', imageKey: 'reports/categories/1/en/gallery-1.webp' },
    { categoryId: category!.id, language: 'tr', imageKey: 'reports/categories/1/tr/gallery-1.webp' },
  ]);

  async function report(seoUrl: string, categoryId: number, typeId: number, isFree: boolean, order: number) {
    const [r] = await db
      .insert(reports)
      .values({
        seoUrl,
        fileName: seoUrl,
        categoryId,
        typeId,
        titleEn: `Report ${seoUrl}`,
        titleTr: `Rapor ${seoUrl}`,
        summaryEn: 'Summary',
        summaryTr: 'Özet',
        sortOrder: order,
      })
      .returning();
    const ids: Record<'en' | 'tr', number> = { en: 0, tr: 0 };
    for (const language of ['en', 'tr'] as const) {
      const [v] = await db
        .insert(reportVersions)
        .values({
          reportId: r!.id,
          name: '2026 edition',
          language,
          isFree,
          priceUsdMinor: isFree ? 0 : 4900,
          priceTryMinor: isFree ? 0 : 199000,
          fileType: 'pdf',
        })
        .returning();
      const key = `private/reports/${r!.id}/${v!.id}.pdf`;
      const bytes = await tinyPdf(`${seoUrl} ${language}`);
      await storage.put(key, bytes, 'application/pdf');
      const { eq } = await import('drizzle-orm');
      await db
        .update(reportVersions)
        .set({ fileKey: key, fileSize: bytes.length })
        .where(eq(reportVersions.id, v!.id));
      ids[language] = v!.id;
    }
    return { id: r!.id, seoUrl, ...ids };
  }

  const free = await report('free-numbers', category!.id, type!.id, true, 0);
  const paid = [];
  for (let i = 0; i < paidCount; i++)
    paid.push(await report(`paid-${i + 1}`, category!.id, i === 0 ? other!.id : type!.id, false, i + 1));
  const hiddenReport = await report('hidden-report', hidden!.id, type!.id, true, 0);
  return { typeId: type!.id, categoryId: category!.id, free, paid, hiddenVersionId: hiddenReport.en };
}

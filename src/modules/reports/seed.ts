/**
 * The `reports` seed step (issue 16 §2 "The seed ships two real reports generated from the
 * platform's own data at seed time … so the store is not empty and every figure in them is true
 * of the data"): four report types, two categories (ecosystem: Türkiye; investment: Türkiye and the
 * United States) with names, descriptions, covers and galleries in English and Turkish, and two
 * reports whose PDFs are rendered now from the database:
 * - "Türkiye startup ecosystem in numbers", versions en and tr, free;
 * - "Who funds startups: rounds and investors", versions en and tr, US$49 / ₺1,990.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { FileStorage } from '@/server/storage';
import { TURKEY_ID } from '@/modules/reference/seed';
import { countries } from '@/modules/reference/schema';
import { reportFigures, type ReportFigures } from './report-figures';
import { renderReportImages } from './report-images';
import { renderReportPdf } from './report-pdf';
import { reportSummary } from './report-content';
import { reportWords, type ReportKind, type ReportLocale } from './report-text';
import {
  reportCategories,
  reportCategoryImages,
  reportCategoryLocales,
  reports,
  reportTypes,
  reportVersions,
} from './schema';

const LOCALES: ReportLocale[] = ['en', 'tr'];
const USA_ID = 840;

const TYPES = [
  { nameEn: 'Ecosystem report', nameTr: 'Ekosistem raporu' },
  { nameEn: 'Investment report', nameTr: 'Yatırım raporu' },
  { nameEn: 'Sector report', nameTr: 'Sektör raporu' },
  { nameEn: 'Data set', nameTr: 'Veri seti' },
];

interface Plan {
  kind: ReportKind;
  category: {
    seoUrl: string;
    countryIds: number[];
    name: Record<ReportLocale, string>;
    description: Record<ReportLocale, string>;
  };
  type: string;
  seoUrl: (year: number) => string;
  fileName: (year: number) => string;
  price: { isFree: boolean; usdMinor: number; tryMinor: number };
}

const PLANS: Plan[] = [
  {
    kind: 'ecosystem',
    category: {
      seoUrl: 'ecosystem',
      countryIds: [TURKEY_ID],
      name: { en: 'Ecosystem', tr: 'Ekosistem' },
      description: {
        en: 'Reports on startup ecosystems: where the startups are, what they do and how they are funded.',
        tr: 'Girişim ekosistemleri üzerine raporlar: girişimlerin nerede olduğu, ne yaptığı ve nasıl finanse edildiği.',
      },
    },
    type: 'Ecosystem report',
    seoUrl: (year) => `turkiye-startup-ecosystem-in-numbers-${year}`,
    fileName: (year) => `turkiye-startup-ecosystem-${year}`,
    price: { isFree: true, usdMinor: 0, tryMinor: 0 },
  },
  {
    kind: 'investors',
    category: {
      seoUrl: 'investment',
      countryIds: [TURKEY_ID, USA_ID],
      name: { en: 'Investment', tr: 'Yatırım' },
      description: {
        en: 'Reports on funding rounds and the investors behind them.',
        tr: 'Yatırım turları ve arkalarındaki yatırımcılar üzerine raporlar.',
      },
    },
    type: 'Investment report',
    seoUrl: (year) => `who-funds-startups-rounds-and-investors-${year}`,
    fileName: (year) => `who-funds-startups-${year}`,
    price: { isFree: false, usdMinor: 4900, tryMinor: 199000 },
  },
];

const summaryLine = (
  reportCount: number,
  versions: number,
  free: number,
  categories: number,
  images: number,
) =>
  `${reportCount} reports, ${versions} PDF versions (${free} free), ${categories} categories, ${images} images`;

/** Whether `table` has a row whose `column` is `value`. */
async function rowExists(
  tx: Db,
  table: typeof reports | typeof reportCategories,
  column: typeof reports.seoUrl | typeof reportCategories.seoUrl,
  value: string,
): Promise<boolean> {
  return (await tx.select({ id: table.id }).from(table).where(eq(column, value)).limit(1)).length > 0;
}

/** The ids of the report types (created when missing), by English name. */
async function ensureTypes(tx: Db): Promise<Map<string, number>> {
  const names = TYPES.map((t) => t.nameEn);
  const existing = await tx
    .select({ id: reportTypes.id, nameEn: reportTypes.nameEn })
    .from(reportTypes)
    .where(inArray(reportTypes.nameEn, names));
  const missing = TYPES.map((t, i) => ({ ...t, sortOrder: i })).filter(
    (t) => !existing.some((e) => e.nameEn === t.nameEn),
  );
  const created = missing.length
    ? await tx
        .insert(reportTypes)
        .values(missing)
        .returning({ id: reportTypes.id, nameEn: reportTypes.nameEn })
    : [];
  return new Map([...existing, ...created].map((t) => [t.nameEn, t.id]));
}

type Images = Awaited<ReturnType<typeof renderReportImages>>;

/** Inserts `plan`'s category with its locales and stores its images; returns its id. */
async function createCategory(
  tx: Db,
  storage: FileStorage,
  plan: Plan,
  sortOrder: number,
  images: Images[],
  knownCountries: Set<number>,
): Promise<number> {
  const [category] = await tx
    .insert(reportCategories)
    .values({
      seoUrl: plan.category.seoUrl,
      targetCountryIds: plan.category.countryIds.filter((id) => knownCountries.has(id)),
      sortOrder,
    })
    .returning({ id: reportCategories.id });
  const categoryId = category!.id;
  for (const [l, language] of LOCALES.entries()) {
    const folder = `reports/categories/${categoryId}/${language}`;
    await storage.put(`${folder}/cover.webp`, images[l]!.cover, 'image/webp');
    await tx.insert(reportCategoryLocales).values({
      categoryId,
      language,
      name: plan.category.name[language],
      description: plan.category.description[language],
      coverImageKey: `${folder}/cover.webp`,
    });
    for (const [n, bytes] of images[l]!.gallery.entries()) {
      const key = `${folder}/gallery-${n + 1}.webp`;
      await storage.put(key, bytes, 'image/webp');
      await tx.insert(reportCategoryImages).values({ categoryId, language, imageKey: key, sortOrder: n });
    }
  }
  return categoryId;
}

/** Inserts `plan`'s report and its en and tr versions, storing each PDF under its version. */
async function createReport(
  tx: Db,
  storage: FileStorage,
  input: {
    plan: Plan;
    index: number;
    categoryId: number;
    typeId: number;
    figures: ReportFigures;
    pdfs: Buffer[];
    now: Date;
  },
): Promise<void> {
  const { plan, figures, pdfs, now } = input;
  const year = now.getUTCFullYear();
  const [report] = await tx
    .insert(reports)
    .values({
      seoUrl: plan.seoUrl(year),
      fileName: plan.fileName(year),
      categoryId: input.categoryId,
      typeId: input.typeId,
      titleEn: reportWords('en')[plan.kind].title,
      titleTr: reportWords('tr')[plan.kind].title,
      summaryEn: reportSummary(figures, plan.kind, 'en', now),
      summaryTr: reportSummary(figures, plan.kind, 'tr', now),
      publishedAt: now,
      sortOrder: input.index,
    })
    .returning({ id: reports.id });
  for (const [l, language] of LOCALES.entries()) {
    const [version] = await tx
      .insert(reportVersions)
      .values({
        reportId: report!.id,
        // The edition's name is the same in both languages' versions (schema.ts).
        name: reportWords('en').edition(year),
        language,
        isFree: plan.price.isFree,
        priceUsdMinor: plan.price.usdMinor,
        priceTryMinor: plan.price.tryMinor,
        fileType: 'pdf',
        sortOrder: l,
      })
      .returning({ id: reportVersions.id });
    const key = `private/reports/${report!.id}/${version!.id}-${randomBytes(12).toString('hex')}.pdf`;
    await storage.put(key, pdfs[l]!, 'application/pdf');
    await tx
      .update(reportVersions)
      .set({ fileKey: key, fileSize: pdfs[l]!.length })
      .where(eq(reportVersions.id, version!.id));
  }
}

/**
 * Seeds the report store from the data in `tx` as of `now` (UTC; the edition is the year of
 * `now`): renders the two reports' PDFs (en, tr) and their category images, stores them in
 * `storage` (PDFs under `private/reports/<reportId>/<versionId>-<random>.pdf`, images under
 * `reports/categories/<categoryId>/<language>/{cover,gallery-<n>}.webp`) and writes the rows.
 * A category whose seoUrl exists is reused as it is (its texts and images untouched); a report
 * whose seoUrl exists is left alone. Run inside the step's transaction: files written before a
 * rollback stay in storage, unreferenced.
 * @returns a one-line summary ("2 reports, 4 PDF versions (2 free), 2 categories, 16 images").
 * @throws what the database, the renderers or the storage throw.
 */
export async function seedReports(tx: Db, storage: FileStorage, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  // Only what is missing is rendered: an existing category keeps its images, a report its files.
  const todo = await Promise.all(
    PLANS.map(async (plan) => ({
      category: !(await rowExists(tx, reportCategories, reportCategories.seoUrl, plan.category.seoUrl)),
      report: !(await rowExists(tx, reports, reports.seoUrl, plan.seoUrl(year))),
    })),
  );
  if (todo.every((t) => !t.category && !t.report)) return summaryLine(0, 0, 0, 0, 0);
  const figures = await reportFigures(tx, now);
  const meta = { generatedAt: now };
  const rendered = await Promise.all(
    PLANS.map(async (plan, i) => {
      const [pdfs, images] = await Promise.all([
        todo[i]!.report ? Promise.all(LOCALES.map((l) => renderReportPdf(figures, plan.kind, l, meta))) : [],
        todo[i]!.category
          ? Promise.all(LOCALES.map((l) => renderReportImages(figures, plan.kind, l, meta)))
          : [],
      ]);
      return { pdfs, images };
    }),
  );
  const knownCountries = new Set(
    (
      await tx
        .select({ id: countries.id })
        .from(countries)
        .where(inArray(countries.id, [TURKEY_ID, USA_ID]))
    ).map((c) => c.id),
  );
  const typeIds = await ensureTypes(tx);
  const counts = { reports: 0, versions: 0, free: 0, categories: 0, images: 0 };

  for (const [index, plan] of PLANS.entries()) {
    const { pdfs, images } = rendered[index]!;
    const [existing] = await tx
      .select({ id: reportCategories.id })
      .from(reportCategories)
      .where(eq(reportCategories.seoUrl, plan.category.seoUrl));
    let categoryId = existing?.id;
    if (categoryId === undefined) {
      categoryId = await createCategory(tx, storage, plan, index, images, knownCountries);
      counts.categories += 1;
      counts.images += images.reduce((sum, set) => sum + 1 + set.gallery.length, 0);
    }
    if (!todo[index]!.report) continue;
    await createReport(tx, storage, {
      plan,
      index,
      categoryId,
      typeId: typeIds.get(plan.type)!,
      figures,
      pdfs,
      now,
    });
    counts.reports += 1;
    counts.versions += pdfs.length;
    if (plan.price.isFree) counts.free += pdfs.length;
  }
  return summaryLine(counts.reports, counts.versions, counts.free, counts.categories, counts.images);
}

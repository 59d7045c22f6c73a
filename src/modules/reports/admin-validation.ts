/**
 * Report management input (issue 16 §2; D §3 report, report category; D §7 Reports management
 * calls): one schema per input for the API (JSON or multipart text fields), the services and the
 * browser forms, so all refuse the same input with the same catalogue keys (`errors.report.*`,
 * `errors.validation.*`). Whole numbers and switches also accept their text form ("12", "true"):
 * multipart fields and form inputs arrive as text. Prices are minor units (cents, kuruş); the
 * forms take major units ("12.50") through {@link versionForm}.
 */
import { z } from 'zod';
import { int32 } from '@/lib/int32';

export const REPORT_LANGUAGES = ['en', 'tr'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Largest report file an admin may upload, in bytes (50 MB; the API's body limit for it: src/server/api/uploads.ts). */
export const REPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Largest price, in minor units (1,000,000.00 of either currency). */
export const MAX_REPORT_PRICE_MINOR = 100_000_000;
/** Gallery images per category and language. */
export const GALLERY_MAX_IMAGES = 24;
/** Rows of one download-list page, at most. */
export const DOWNLOADS_MAX_PAGE_SIZE = 100;

/** A whole number (JSON number or its decimal text) within `min`…`max`. */
const wholeNumber = (min: number, max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[+-]?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    int32().min(min, message).max(max, message),
  );

/** A switch: a JSON boolean, or the text `true` / `false` (multipart). */
const switchValue = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** An id of another row (1 or more); a missing id is "required". */
const refId = (message = 'validation.required') =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber(1, 2_147_483_647, message));

const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'report.date_invalid')
  // A real day: 2026-02-31 would parse as 3 March.
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, 'report.date_invalid');

const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** Lower-case words joined by single hyphens (`turkiye-ecosystem-2026`): the public address. */
export const SEO_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const seoUrl = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(120)
  .regex(SEO_URL_PATTERN, 'report.seo_url_invalid');

const sortOrder = wholeNumber(0, 100_000).default(0);

/** A category's name and description in one language (reportCategoryLocales). */
export const categoryLocaleInput = z.object({
  language: z.enum(REPORT_LANGUAGES),
  name: required(120),
  description: z.string().trim().max(2000).default(''),
});

/**
 * A report category (create and update; D §7 "Category create sends targetCountryIds as ids"):
 * its address, target countries (`ref_countries` ids), order, active switch and exactly one
 * locale per language, English first.
 */
export const categoryInput = z
  .object({
    seoUrl: seoUrl.describe('The public address (`/reports/{seoUrl}`)'),
    targetCountryIds: z
      .array(wholeNumber(1, 999))
      .max(250)
      .default([])
      .describe('Ids of the countries the reports are about (GET /apiCommon/Country/List)'),
    sortOrder,
    isActive: switchValue.default(true),
    locales: z
      .array(categoryLocaleInput)
      .length(REPORT_LANGUAGES.length)
      .describe('One per language (en, tr): name and description'),
  })
  .superRefine((v, ctx) => {
    REPORT_LANGUAGES.forEach((language) => {
      if (v.locales.filter((l) => l.language === language).length !== 1)
        ctx.addIssue({ code: 'custom', path: ['locales'], message: 'report.locales_invalid' });
    });
  });
export type CategoryInput = z.input<typeof categoryInput>;

/** A report type (yearly report, sector report, data set…). */
export const typeInput = z.object({
  nameEn: required(80),
  nameTr: required(80),
  sortOrder,
  isActive: switchValue.default(true),
});
export type TypeInput = z.input<typeof typeInput>;

/** Letters, digits and single `.`, `_` or `-` between them: the base of downloaded files' names. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;

/** A report (D §3 "index, seoUrl, fileName, category, type, … order, is-active"). */
export const reportInput = z.object({
  categoryId: refId(),
  typeId: refId(),
  seoUrl: seoUrl.describe('The public address (`/report/{seoUrl}`)'),
  fileName: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(120)
    .regex(FILE_NAME_PATTERN, 'report.file_name_invalid')
    .describe('Base of the downloaded files’ names, without extension'),
  titleEn: required(200),
  titleTr: required(200),
  summaryEn: z.string().trim().max(4000).default(''),
  summaryTr: z.string().trim().max(4000).default(''),
  publishedAt: z
    .preprocess(blankAsMissing, day.optional())
    .describe('Publication date, YYYY-MM-DD (UTC); today when left out'),
  sortOrder,
  isActive: switchValue.default(true),
});
export type ReportInput = z.input<typeof reportInput>;

/** The price rule: a paid version has a price in both currencies. */
function priceRule(
  v: { isFree: boolean; priceUsdMinor: number; priceTryMinor: number },
  ctx: z.RefinementCtx,
) {
  if (v.isFree) return;
  for (const field of ['priceUsdMinor', 'priceTryMinor'] as const)
    if (v[field] < 1) ctx.addIssue({ code: 'custom', path: [field], message: 'report.price_required' });
}

const price = wholeNumber(0, MAX_REPORT_PRICE_MINOR, 'report.price_invalid').default(0);

/** A version's own fields (everything but the report and the file). */
export const versionFields = z.object({
  name: required(120).describe('Edition name, e.g. "2026 edition"; the same in both languages'),
  language: z.enum(REPORT_LANGUAGES).describe('The language the file is written in'),
  isFree: switchValue.default(false),
  priceUsdMinor: price.describe('Cents; ignored when free'),
  priceTryMinor: price.describe('Kuruş; ignored when free'),
  sortOrder,
});

/** A version (D §3 "versions (language, price, is-free, file type, file)"); the file comes beside it. */
export const versionInput = versionFields.superRefine(priceRule);
export type VersionInput = z.input<typeof versionInput>;
export type VersionValues = z.output<typeof versionInput>;

/** A new version: its fields and its report. */
export const newVersionInput = versionFields.extend({ reportId: refId() }).superRefine(priceRule);
export type NewVersionInput = z.input<typeof newVersionInput>;

/** "12.50", "12,50" or "12" → 1250 minor units; other text unchanged (refused by the number check). */
export function majorToMinor(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return 0;
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : value;
}

/** Minor units as the forms show them: 1250 → "12.50", 1200 → "12". */
export const minorToMajor = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

const majorPrice = z.preprocess(
  majorToMinor,
  int32().min(0, 'report.price_invalid').max(MAX_REPORT_PRICE_MINOR, 'report.price_invalid'),
);

/**
 * The browser's version form: prices typed in major units (the same field names, so the API's
 * field errors land on them), the report, and the file (required for a new version, 50 MB at most).
 */
export const versionForm = (options: { fileRequired: boolean }) =>
  versionFields
    .extend({
      reportId: refId(),
      priceUsdMinor: majorPrice,
      priceTryMinor: majorPrice,
      file: z.custom<FileList | File[] | null | undefined>(() => true),
    })
    .superRefine(priceRule)
    .superRefine((v, ctx) => {
      const file = v.file?.[0];
      if (!file && options.fileRequired)
        ctx.addIssue({ code: 'custom', path: ['file'], message: 'report.file_required' });
      if (file && file.size > REPORT_FILE_MAX_BYTES)
        ctx.addIssue({ code: 'custom', path: ['file'], message: 'report.file_too_big' });
    });

/** Filters of the download list and its Excel export: a report and a date range (UTC days, inclusive). */
export const downloadFilterInput = z
  .object({
    reportId: z.preprocess(blankAsMissing, wholeNumber(1, 2_147_483_647).optional()),
    from: z.preprocess(blankAsMissing, day.optional()).describe('First day, YYYY-MM-DD (UTC)'),
    to: z.preprocess(blankAsMissing, day.optional()).describe('Last day, YYYY-MM-DD (UTC), inclusive'),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.date_range_invalid' });
  });
export type DownloadFilterInput = z.input<typeof downloadFilterInput>;

/** Appointing or removing a report admin (FULL_ACCESS on `rapor-admin`) by e-mail; super admins only. */
export const reportAdminInput = z.object({
  email: z.string().trim().toLowerCase().email('payment.email_invalid').max(254),
  isReportAdmin: switchValue,
});
export type ReportAdminInput = z.input<typeof reportAdminInput>;

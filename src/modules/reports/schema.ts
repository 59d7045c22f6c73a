/**
 * The report store (issue 16 §2; D §3 "Report: index, seoUrl, fileName, category, type, versions
 * (language, price, is-free, file type, file), order, is-active. Report category:
 * targetCountryIds, reportCategoryLocales (id, language), cover images and gallery images per
 * language"; D §2 admin report-management: category, report-type, report-version, report-list;
 * decision 0020 §6).
 *
 * - A **category** groups reports by subject ("Ecosystem", "Investment") with the countries they
 *   are about, a name and description per language, a cover image and a gallery per language.
 * - A **type** is a reference list (yearly report, sector report, data set…), EN/TR names.
 * - A **report** (`/report/{seoUrl}`) belongs to a category and a type, has a title and summary
 *   per language, an order and an active switch.
 * - A **version** is one file of a report: its edition name, language (en/tr), price in USD and
 *   TRY (minor units) or free, file type (pdf/xlsx) and the private storage key of the file.
 *   Files are served only through short-lived signed links (./downloads.ts).
 * - **Purchases** (from verified payment webhooks) and **downloads** (each counted download, for
 *   the admin download list and the premium monthly quota audit).
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';

export const reportCategories = pgTable(
  'report_categories',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    /** Ids of `ref_countries` the category's reports are about. */
    targetCountryIds: integer('target_country_ids').array().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_categories_seo_url_uq').on(t.seoUrl)],
);

/** reportCategoryLocales: a category's name, description and cover image in one language. */
export const reportCategoryLocales = pgTable(
  'report_category_locales',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => reportCategories.id, { onDelete: 'cascade' }),
    /** `en` or `tr`. */
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Public storage key of the cover image (webp), or null. */
    coverImageKey: text('cover_image_key'),
  },
  (t) => [uniqueIndex('report_category_locales_uq').on(t.categoryId, t.language)],
);

/** Gallery images of a category, per language (page previews of the report). */
export const reportCategoryImages = pgTable(
  'report_category_images',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => reportCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** Public storage key (webp). */
    imageKey: text('image_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('report_category_images_idx').on(t.categoryId, t.language, t.sortOrder)],
);

export const reportTypes = pgTable('report_types', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    seoUrl: text('seo_url').notNull(),
    /** The base of downloaded files' names (`turkiye-startup-ecosystem-2026`). */
    fileName: text('file_name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => reportCategories.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => reportTypes.id, { onDelete: 'restrict' }),
    titleEn: text('title_en').notNull(),
    titleTr: text('title_tr').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryTr: text('summary_tr').notNull().default(''),
    /** Publication date (UTC). */
    publishedAt: ts('published_at').notNull().defaultNow(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_seo_url_uq').on(t.seoUrl),
    index('reports_category_idx').on(t.categoryId, t.sortOrder),
  ],
);

export const reportVersions = pgTable(
  'report_versions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The edition's name ("2026 edition", "Summary"), the same in both languages' versions. */
    name: text('name').notNull(),
    /** `en` or `tr`: the language the file is written in. */
    language: text('language').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    /** Prices in minor units (cents, kuruş); ignored when free. */
    priceUsdMinor: integer('price_usd_minor').notNull().default(0),
    priceTryMinor: integer('price_try_minor').notNull().default(0),
    /** `pdf` or `xlsx`. */
    fileType: text('file_type').notNull(),
    /** Private storage key (`private/reports/…`), or null before the file is uploaded. */
    fileKey: text('file_key'),
    fileSize: integer('file_size').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_versions_uq').on(t.reportId, t.name, t.language)],
);

/** A version bought by a user (from a verified payment webhook); refunds revoke it. */
export const reportPurchases = pgTable(
  'report_purchases',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => reportVersions.id, { onDelete: 'cascade' }),
    paymentRequestId: text('payment_request_id').notNull(),
    purchasedAt: ts('purchased_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.versionId] })],
);

/**
 * One row per download granted (a signed link handed out): who, which version, why it was
 * allowed (`free`, `purchase`, `premium` — the last counted in downloadedReportCount), when.
 */
export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => reportVersions.id, { onDelete: 'cascade' }),
    /** `free`, `purchase` or `premium`. */
    basis: text('basis').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('report_downloads_created_idx').on(t.createdAt),
    index('report_downloads_user_idx').on(t.userId, t.versionId, t.createdAt),
  ],
);

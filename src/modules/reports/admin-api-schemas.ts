/**
 * What report management's routers share (./admin-api.ts and its parts): the views of ./admin.ts
 * as zod schemas for the OpenAPI document, the multipart bodies, the standard failure answers,
 * the tag and base path, and reading an uploaded file part.
 */
import { z } from '@hono/zod-openapi';
import { envelopeOf, errorEnvelope, json } from '@/server/api/envelope';
import { coercedInt32 } from '@/lib/int32';
import { REPORT_LANGUAGES, reportInput, versionFields } from './admin-validation';

const language = z.enum(REPORT_LANGUAGES);

export const failures = {
  400: { ...json(errorEnvelope), description: 'Invalid input, each field named in `data.fields`' },
  401: { ...json(errorEnvelope), description: 'Not signed in' },
  403: {
    ...json(errorEnvelope),
    description: 'Neither a super admin nor a report admin (FULL_ACCESS on rapor-admin)',
  },
};
export const notFound = { 404: { ...json(errorEnvelope), description: 'Not found' } };
export const conflict = (description: string) => ({ 409: { ...json(errorEnvelope), description } });
export const fileFailures = {
  413: { ...json(errorEnvelope), description: "'The report file is too big (50 MB at most)'" },
  415: { ...json(errorEnvelope), description: 'Not a PDF or an Excel workbook (.xlsx), read from the bytes' },
};

export const idParam = z.object({ id: coercedInt32({ min: 1 }) });
export const deleted = {
  200: { ...json(envelopeOf(z.object({ deleted: z.literal(true) }))), description: 'Deleted' },
};

const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });

export const categoryView = z
  .object({
    id: z.number().int(),
    seoUrl: z.string(),
    targetCountryIds: z.array(z.number().int()),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
    locales: z.array(
      z.object({
        id: z.number().int().describe('The locale id (`LocaleId` of an image upload)'),
        language,
        name: z.string(),
        description: z.string(),
        coverUrl: z.string().nullable(),
      }),
    ),
    gallery: z.array(z.object({ id: z.number().int(), language, url: z.string(), thumbUrl: z.string() })),
    reportCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReportCategoryAdmin');

export const typeView = z
  .object({
    id: z.number().int(),
    nameEn: z.string(),
    nameTr: z.string(),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
    reportCount: z.number().int(),
  })
  .openapi('ReportTypeAdmin');

export const reportView = z
  .object({
    id: z.number().int(),
    seoUrl: z.string(),
    fileName: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    titleEn: z.string(),
    titleTr: z.string(),
    summaryEn: z.string(),
    summaryTr: z.string(),
    publishedAt: z.string().describe('YYYY-MM-DD (UTC)'),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
    versionCount: z.number().int(),
    salesCount: z.number().int().describe('Purchases and downloads of its versions'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReportAdmin');
export const reportPage = paged(reportView);

export const versionView = z
  .object({
    id: z.number().int(),
    reportId: z.number().int(),
    reportTitle: z.string(),
    name: z.string(),
    language,
    isFree: z.boolean(),
    priceUsdMinor: z.number().int().describe('Cents'),
    priceTryMinor: z.number().int().describe('Kuruş'),
    fileType: z.enum(['pdf', 'xlsx']),
    fileSize: z.number().int().describe('Bytes'),
    hasFile: z.boolean(),
    sortOrder: z.number().int(),
    purchaseCount: z.number().int(),
    downloadCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReportVersionAdmin');
export const versionPage = paged(versionView);

export const downloadRow = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    userName: z.string(),
    email: z.string(),
    reportId: z.number().int(),
    reportTitle: z.string(),
    versionId: z.number().int(),
    versionName: z.string(),
    language,
    basis: z.enum(['free', 'purchase', 'premium']),
    createdAt: z.string(),
  })
  .openapi('ReportDownloadRow');
export const downloadPage = paged(downloadRow);

export const reportAdminRow = z.object({ userId: z.string(), name: z.string(), email: z.string() });

const file = z.any().describe('The report file: PDF or Excel workbook (.xlsx), at most 50 MB');

/** A version's multipart fields (text parts; prices in minor units) and its file. */
export const versionMultipart = versionFields.extend({ file: file.optional() });
export const newVersionMultipart = versionMultipart.extend({ reportId: coercedInt32({ min: 1 }) });

/** A report's multipart fields, optionally with a version to add (`version`, JSON text) and its `file`. */
export const reportMultipart = reportInput.extend({
  version: z
    .string()
    .max(4000)
    .optional()
    .describe('JSON of a version to add with `file`: name, language, isFree, priceUsdMinor, priceTryMinor'),
  file: file.optional(),
});

/** The download list's filters and page. */
export const downloadQuery = z.object({
  reportId: z.string().max(12).optional().describe('A report id'),
  from: z.string().max(10).optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.string().max(10).optional().describe('Last day, YYYY-MM-DD (UTC), inclusive'),
  pageIndex: coercedInt32({ min: 1 }).default(1),
  pageSize: coercedInt32({ min: 1, max: 100 }).default(20),
});

export const xlsxResponse = {
  200: {
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: z.string().openapi({ format: 'binary' }),
      },
    },
    description: 'The download list as an Excel workbook',
  },
};

export const tags = ['Report management'];
export const BASE = '/api/v2/reports/management';
export const answer = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  200: { ...json(envelopeOf(schema)), description },
});
export const multipartBody = <T extends z.ZodTypeAny>(schema: T) => ({
  required: true,
  content: { 'multipart/form-data': { schema } },
});

/** The bytes of an uploaded file part, or undefined when the part is missing or empty. */
export async function bytesOf(part: unknown): Promise<Buffer | undefined> {
  if (!(part instanceof File) || part.size === 0) return undefined;
  return Buffer.from(await part.arrayBuffer());
}

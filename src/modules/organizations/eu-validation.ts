/**
 * Input of EU ecosystem management (issue 17 §1 eu-ecosystem-management): one zod schema per
 * input, shared by the API, the services, the import and the browser form, so all refuse the same
 * input with the same catalogue keys (`errors.validation.*`, `errors.euOrganization.*`). Numbers
 * also arrive as text (form inputs, imported cells): "12", "41,01" (decimal comma) are read as
 * numbers; blank text counts as missing.
 */
import { z } from 'zod';
import { isValidWebLink } from '@/lib/links';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import { isEuCountryId } from './eu-countries';

export const EU_STATUSES = ['pending', 'approved'] as const;
export type EuStatus = (typeof EU_STATUSES)[number];

/** Largest import file, in bytes (2 MB), and most rows one import takes (read synchronously). */
export const EU_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EU_IMPORT_MAX_ROWS = 2000;
/** Most organizations one bulk approval takes. */
export const EU_BULK_MAX = 500;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Text → number ("41,0082" with a decimal comma too); numbers pass; anything else stays for zod to refuse. */
const numberish = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = v.trim().replace(',', '.');
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : v;
};

/**
 * A website: `https://` is added when the scheme is missing (`station-f.com`); then it must be a
 * public http(s) address ('validation.link'). Blank → null.
 */
export function normalizeWebsite(value: string): string {
  const text = value.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}
const website = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? normalizeWebsite(v) : v),
  z
    .string()
    .max(300, 'validation.link')
    .refine((v) => isValidWebLink(v) && /^https?:/i.test(v), 'validation.link')
    .nullable(),
);

const coordinate = (max: number, key: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : numberish(v)),
    z.number(key).min(-max, key).max(max, key).nullable(),
  );

const requiredId = (key: string, test: (id: number) => boolean) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : numberish(v)),
    z
      .number('validation.required')
      .int(key)
      .refine((id) => test(id), key),
  );

/**
 * An EU ecosystem organization (create and edit): name, `organizationType` item, European country
 * (./eu-countries.ts), city, website, EN/TR descriptions, optional WGS 84 latitude/longitude
 * (both or neither).
 */
export const euOrganizationInput = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(200, 'euOrganization.name_long'),
    typeId: requiredId('euOrganization.type_invalid', (id) => isTypeOf('organizationType', id)).describe(
      'An `organizationType` item id (GET /apiCommon/Type/GetTypeList?parentId=29)',
    ),
    countryId: requiredId('euOrganization.country_invalid', isEuCountryId).describe(
      'ISO 3166 numeric code of a European country (GET /api/v2/eu-organizations/countries)',
    ),
    city: z.string().trim().max(120, 'euOrganization.city_long').default(''),
    website: website.default(null).describe('http(s) address; https:// is added when missing'),
    descriptionEn: z.string().trim().max(2000, 'euOrganization.description_long').default(''),
    descriptionTr: z.string().trim().max(2000, 'euOrganization.description_long').default(''),
    latitude: coordinate(90, 'euOrganization.latitude_range').default(null).describe('Degrees, −90…90'),
    longitude: coordinate(180, 'euOrganization.longitude_range').default(null).describe('Degrees, −180…180'),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude === null ? 'latitude' : 'longitude'],
        message: 'euOrganization.coordinates_pair',
      });
  });
export type EuOrganizationInput = z.input<typeof euOrganizationInput>;
export type EuOrganizationValues = z.output<typeof euOrganizationInput>;

/** The admin list's search, filters and page. */
export const euListQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Words of the name or the city'),
  countryId: z.preprocess((v) => (blank(v) ? undefined : numberish(v)), z.number().int().optional()),
  typeId: z.preprocess((v) => (blank(v) ? undefined : numberish(v)), z.number().int().optional()),
  status: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(EU_STATUSES).optional()),
  pageIndex: z.preprocess(numberish, z.number().int().min(1).max(100_000)).default(1),
  pageSize: z.preprocess(numberish, z.number().int().min(1).max(100)).default(20),
});
export type EuListQuery = z.input<typeof euListQuery>;

/** Organizations chosen for a bulk approval. */
export const euIdsInput = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1, 'euOrganization.none_chosen')
    .max(EU_BULK_MAX)
    .describe('Organization ids'),
});

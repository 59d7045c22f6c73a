/**
 * The startup filter (spec public-and-account §2 "Filter panels", §4 "Filter apply",
 * "Dependent filter fields", "Premium block"). Pure code shared by the page, the filter
 * panel in the browser and the REST API: one zod schema validates both the address
 * (path segment + query) and a JSON body, so address → filter → address is lossless.
 */
import { int32 } from '@/lib/int32';
import { z } from 'zod';
import { TYPE_LISTS, type TypeListKey } from '@/modules/reference/data/type-lists';
import { CURRENCY_CODES } from '@/lib/format';
import { slugify } from '@/lib/text';
import type { Locale } from '@/i18n/locales';
import {
  applyDependentRules,
  buildAddress,
  DEFAULT_STARTUP_SORT,
  PARAM,
  SLUG_SEPARATOR,
  STARTUP_SORTS,
  type AddressState,
  type StartupSort,
} from './filter-address';

// The zod-free half (address building, dependent rules, premium groups) lives in
// ./filter-address.ts so the browser's filter panel does not ship zod (issue 13 §5).
export {
  applyDependentRules,
  buildAddress,
  DEFAULT_STARTUP_SORT,
  EMPTY_FILTER,
  isFilterEmpty,
  PREMIUM_FILTERS,
  premiumFiltersUsed,
  SLUG_SEPARATOR,
  STARTUP_SORTS,
  VISITOR_LIMITED_KEYS,
  type AddressState,
  type StartupSort,
} from './filter-address';

const ids = z.array(int32().nonnegative()).max(200).default([]);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'filter.invalid_date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'filter.invalid_date')
  .optional();
const amount = z.number().nonnegative().max(1e15).optional();
const currency = z.enum(CURRENCY_CODES as [string, ...string[]]).optional();

/**
 * Orders of the startup list. `realFirst` (the default, issue 13 §4): real records (the YC data
 * and startups users added) before generated sample data, then most funded, then newest id.
 */

/** The typed filter object; every list holds reference ids, dates are UTC `YYYY-MM-DD`. */
export const startupFilterSchema = z
  .object({
    q: z.string().trim().max(100).optional().describe('Text in name or tagline (min 2 characters)'),
    sectors: ids.describe('startupSector ids'),
    programs: ids.describe('startup program ids'),
    stages: ids.describe('startupStage ids (premium)'),
    incorporated: z.boolean().optional().describe('premium'),
    employeeCounts: ids.describe('employeeCount ids (premium)'),
    foundedFrom: isoDate.describe('foundation date from (premium)'),
    foundedTo: isoDate.describe('foundation date to (premium)'),
    businessModels: ids.describe('premium'),
    revenueModels: ids.describe('premium'),
    technologies: ids.describe('premium'),
    hasPatent: z.boolean().optional().describe('premium'),
    hasGovernmentSupport: z.boolean().optional().describe('premium'),
    governmentSupports: ids.describe('premium'),
    hasInvestment: z.boolean().optional().describe('premium'),
    tours: ids.describe('investmentTour ids (premium)'),
    valuationCurrency: currency,
    valuationMin: amount,
    valuationMax: amount,
    amountCurrency: currency,
    amountMin: amount,
    amountMax: amount,
    announcedFrom: isoDate,
    announcedTo: isoDate,
    seekingStatuses: ids.describe('investmentSeekingStatus ids (premium)'),
    seekingCurrency: currency,
    seekingMin: amount,
    seekingMax: amount,
    investors: ids.describe(
      'organization ids: startups any of them invested in, in a known round or not (portfolio)',
    ),
    countries: ids.describe('country ids (ISO 3166 numeric)'),
    cities: ids.describe('city ids; only with exactly one country'),
  })
  .strict();

export type StartupFilter = z.infer<typeof startupFilterSchema>;
export type StartupFilterInput = z.input<typeof startupFilterSchema>;

/* ---------- address codec ---------- */

/** The built-in sectors' address words in `locale` (id → slug), for building addresses on the server. */
export function sectorSlugs(locale: Locale) {
  const list = TYPE_LISTS.find((c) => c.key === ('startupSector' satisfies TypeListKey))!;
  return list.items.map(([en, tr], i) => ({
    id: list.id * 1000 + i + 1,
    slug: slugify(locale === 'tr' ? tr : en),
  }));
}

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Parses the startup-list address: the optional path segment holds sector slugs (in the
 * page's language), the query holds every other filter plus `page`, `sort` and `view`.
 * @returns the filter (dependent rules applied) or the zod error naming invalid fields.
 */
export function parseStartupAddress(
  segment: string | undefined,
  searchParams: SearchParamsInput,
  locale: Locale,
): { success: true; state: AddressState } | { success: false; error: z.ZodError } {
  const get = (name: string) =>
    searchParams instanceof URLSearchParams
      ? (searchParams.get(name) ?? undefined)
      : first(searchParams[name]);
  const raw: Record<string, unknown> = {};
  if (segment) {
    // Slugs of the page's language win; the other language's slugs are accepted too (language switch).
    const other: Locale = locale === 'tr' ? 'en' : 'tr';
    const bySlug = new Map([...sectorSlugs(other), ...sectorSlugs(locale)].map((s) => [s.slug, s.id]));
    raw.sectors = decodeURIComponent(segment)
      .split(SLUG_SEPARATOR)
      .filter(Boolean)
      // A sector without an address word (added by an admin, issue 17 §1 types) is written as its id.
      .map((slug) => bySlug.get(slug) ?? (/^\d{1,9}$/.test(slug) ? Number(slug) : -1));
  }
  const shape = startupFilterSchema.shape;
  for (const [key, param] of Object.entries(PARAM) as Array<[keyof typeof PARAM, string]>) {
    const value = get(param);
    if (value === undefined || value === '') continue;
    const def = shape[key];
    if (def instanceof z.ZodDefault)
      raw[key] = value.split(',').map((v) => (/^\d+$/.test(v) ? Number(v) : -1));
    else if (['incorporated', 'hasPatent', 'hasGovernmentSupport', 'hasInvestment'].includes(key))
      raw[key] = value === 'true' ? true : value === 'false' ? false : value;
    else if (/Min$|Max$/.test(key)) raw[key] = /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    else raw[key] = value;
  }
  const parsed = startupFilterSchema.safeParse(raw);
  if (!parsed.success) return { success: false, error: parsed.error };
  const pageValue = Number(get('page') ?? '1');
  const sortValue = get('sort');
  return {
    success: true,
    state: {
      filter: applyDependentRules(parsed.data),
      page: Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1,
      sort: STARTUP_SORTS.includes(sortValue as StartupSort)
        ? (sortValue as StartupSort)
        : DEFAULT_STARTUP_SORT,
      view: get('view') === 'table' ? 'table' : 'list',
    },
  };
}

/**
 * Builds the address of a filter state in `locale`: `{ segment, query }` where `segment` is the
 * sector slugs joined by `_` (or undefined) and `query` the remaining parameters in a fixed
 * order. Defaults (page 1, sort realFirst, view list) are left out. See buildAddress.
 */
export function buildStartupAddress(
  state: Partial<AddressState> & { filter: StartupFilter },
  locale: Locale,
) {
  return buildAddress(state, new Map(sectorSlugs(locale).map((x) => [x.id, x.slug])));
}

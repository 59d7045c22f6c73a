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

const ids = z.array(int32().nonnegative()).max(200).default([]);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'filter.invalid_date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'filter.invalid_date')
  .optional();
const amount = z.number().nonnegative().max(1e15).optional();
const currency = z.enum(CURRENCY_CODES as [string, ...string[]]).optional();

export const STARTUP_SORTS = ['newest', 'name', 'funding', 'lastRound'] as const;
export type StartupSort = (typeof STARTUP_SORTS)[number];

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
    investors: ids.describe('organization ids: startups with a funding round by any of them (portfolio)'),
    countries: ids.describe('country ids (ISO 3166 numeric)'),
    cities: ids.describe('city ids; only with exactly one country'),
  })
  .strict();

export type StartupFilter = z.infer<typeof startupFilterSchema>;
export type StartupFilterInput = z.input<typeof startupFilterSchema>;

export const EMPTY_FILTER: StartupFilter = startupFilterSchema.parse({});

/**
 * Applies the dependent-field rules of spec §4: no government support removes supports; no
 * investment removes tour, currencies, ranges and dates; seeking currency and range only with
 * a seeking status; cities only with exactly one country. Returns a new filter.
 */
export function applyDependentRules(filter: StartupFilter): StartupFilter {
  const next = { ...filter };
  if (next.hasGovernmentSupport === false) next.governmentSupports = [];
  if (next.hasInvestment === false) {
    next.tours = [];
    for (const key of INVESTMENT_DETAIL_KEYS) delete next[key];
  }
  if (next.seekingStatuses.length === 0) {
    delete next.seekingCurrency;
    delete next.seekingMin;
    delete next.seekingMax;
  }
  if (next.countries.length !== 1) next.cities = [];
  return next;
}

const INVESTMENT_DETAIL_KEYS = [
  'valuationCurrency',
  'valuationMin',
  'valuationMax',
  'amountCurrency',
  'amountMin',
  'amountMax',
  'announcedFrom',
  'announcedTo',
] as const;

/** Premium filter groups by the name the notice shows (spec §2: items marked P). */
export const PREMIUM_FILTERS: Record<string, Array<keyof StartupFilter>> = {
  stage: ['stages'],
  incorporated: ['incorporated'],
  employeeCount: ['employeeCounts'],
  foundationDate: ['foundedFrom', 'foundedTo'],
  businessModels: ['businessModels'],
  revenueModels: ['revenueModels'],
  technologies: ['technologies'],
  patents: ['hasPatent'],
  governmentSupport: ['hasGovernmentSupport', 'governmentSupports'],
  investment: ['hasInvestment', 'tours', ...INVESTMENT_DETAIL_KEYS],
  investmentSeeking: ['seekingStatuses', 'seekingCurrency', 'seekingMin', 'seekingMax'],
};

/** Multi-selects where a visitor may pick at most one option (spec §5). */
export const VISITOR_LIMITED_KEYS = ['sectors', 'programs', 'investors', 'countries', 'cities'] as const;

const isUsed = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';

/**
 * Names of the premium filter groups that `filter` uses, in PREMIUM_FILTERS order.
 * `gated`: the groups that need a package now (premium settings' filterList; none when premium is off).
 */
export function premiumFiltersUsed(
  filter: StartupFilter,
  gated: readonly string[] = Object.keys(PREMIUM_FILTERS),
): string[] {
  return Object.entries(PREMIUM_FILTERS)
    .filter(([name, keys]) => gated.includes(name) && keys.some((k) => isUsed(filter[k])))
    .map(([name]) => name);
}

/** True when any filter is chosen (the Clear button is disabled otherwise). */
export function isFilterEmpty(filter: StartupFilter): boolean {
  return (Object.keys(filter) as Array<keyof StartupFilter>).every((k) => !isUsed(filter[k]));
}

/* ---------- address codec ---------- */

/** Query parameter names of the address, by filter key. */
const PARAM: Record<Exclude<keyof StartupFilter, 'sectors'>, string> = {
  q: 'q',
  programs: 'programs',
  stages: 'stage',
  incorporated: 'incorporated',
  employeeCounts: 'employees',
  foundedFrom: 'foundedFrom',
  foundedTo: 'foundedTo',
  businessModels: 'businessModels',
  revenueModels: 'revenueModels',
  technologies: 'technologies',
  hasPatent: 'patents',
  hasGovernmentSupport: 'govSupport',
  governmentSupports: 'govSupports',
  hasInvestment: 'investment',
  tours: 'tour',
  valuationCurrency: 'valuationCurrency',
  valuationMin: 'valuationMin',
  valuationMax: 'valuationMax',
  amountCurrency: 'amountCurrency',
  amountMin: 'amountMin',
  amountMax: 'amountMax',
  announcedFrom: 'announcedFrom',
  announcedTo: 'announcedTo',
  seekingStatuses: 'seeking',
  seekingCurrency: 'seekingCurrency',
  seekingMin: 'seekingMin',
  seekingMax: 'seekingMax',
  investors: 'investor',
  countries: 'country',
  cities: 'city',
};

/** Separator between sector slugs in the path segment: `/startups/fintech_gaming`. */
export const SLUG_SEPARATOR = '_';

function sectorSlugs(locale: Locale) {
  const list = TYPE_LISTS.find((c) => c.key === ('startupSector' satisfies TypeListKey))!;
  return list.items.map(([en, tr], i) => ({
    id: list.id * 1000 + i + 1,
    slug: slugify(locale === 'tr' ? tr : en),
  }));
}

export interface AddressState {
  filter: StartupFilter;
  page: number;
  sort: StartupSort;
  view: 'list' | 'table';
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
      .map((slug) => bySlug.get(slug) ?? -1);
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
      sort: STARTUP_SORTS.includes(sortValue as StartupSort) ? (sortValue as StartupSort) : 'newest',
      view: get('view') === 'table' ? 'table' : 'list',
    },
  };
}

/**
 * Builds the address of a filter state: `{ segment, query }` where `segment` is the sector
 * slugs joined by `_` (or undefined) and `query` the remaining parameters in a fixed order.
 * Defaults (page 1, sort newest, view list) are left out.
 */
export function buildStartupAddress(
  state: Partial<AddressState> & { filter: StartupFilter },
  locale: Locale,
) {
  const { filter } = state;
  const slugById = new Map(sectorSlugs(locale).map((s) => [s.id, s.slug]));
  const segment = filter.sectors.length
    ? filter.sectors.map((id) => slugById.get(id) ?? String(id)).join(SLUG_SEPARATOR)
    : undefined;
  const query = new URLSearchParams();
  for (const [key, param] of Object.entries(PARAM) as Array<[keyof typeof PARAM, string]>) {
    const value = filter[key];
    if (!isUsed(value)) continue;
    query.set(param, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (state.sort && state.sort !== 'newest') query.set('sort', state.sort);
  if (state.view && state.view !== 'list') query.set('view', state.view);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  return { segment, query };
}

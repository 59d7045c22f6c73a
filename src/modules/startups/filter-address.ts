/**
 * The zod-free half of the startup filter (spec public-and-account §2 "Filter panels", §4
 * "Filter apply", "Dependent filter fields", "Premium block"): sorts, the empty filter, the
 * dependent-field rules, premium groups and the address builder. Imported by the browser's
 * filter panel; the zod schema and the address parser stay in ./filter.ts (server, API), so
 * zod and the reference type lists never reach a visitor's browser (issue 13 §5).
 */
import type { StartupFilter } from './filter';

export type { StartupFilter };

/** List orders (spec §2 startup list); `realFirst`: imported records before sample data, most funded first. */
export const STARTUP_SORTS = ['realFirst', 'newest', 'name', 'funding', 'lastRound'] as const;
export type StartupSort = (typeof STARTUP_SORTS)[number];
export const DEFAULT_STARTUP_SORT: StartupSort = 'realFirst';

/** The filter with nothing chosen (equals `startupFilterSchema.parse({})`; a unit test checks it). */
export const EMPTY_FILTER: StartupFilter = {
  sectors: [],
  programs: [],
  stages: [],
  employeeCounts: [],
  businessModels: [],
  revenueModels: [],
  technologies: [],
  governmentSupports: [],
  tours: [],
  seekingStatuses: [],
  investors: [],
  countries: [],
  cities: [],
};

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

/** Query parameter names of the address, by filter key. */
export const PARAM: Record<Exclude<keyof StartupFilter, 'sectors'>, string> = {
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

export interface AddressState {
  filter: StartupFilter;
  page: number;
  sort: StartupSort;
  view: 'list' | 'table';
}

/**
 * Builds the address of a filter state: `{ segment, query }` where `segment` is the sector
 * slugs joined by `_` (or undefined) and `query` the remaining parameters in a fixed order.
 * Defaults (page 1, sort realFirst, view list) are left out. `slugById`: sector id → slug in
 * the page's language (the server derives it from the type list; the browser from the sector
 * options it was given); an id without a slug is written as the number.
 */
export function buildAddress(
  state: Partial<AddressState> & { filter: StartupFilter },
  slugById: ReadonlyMap<number, string>,
) {
  const { filter } = state;
  const segment = filter.sectors.length
    ? filter.sectors.map((id) => slugById.get(id) ?? String(id)).join(SLUG_SEPARATOR)
    : undefined;
  const query = new URLSearchParams();
  for (const [key, param] of Object.entries(PARAM) as Array<[keyof typeof PARAM, string]>) {
    const value = filter[key];
    if (!isUsed(value)) continue;
    query.set(param, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (state.sort && state.sort !== DEFAULT_STARTUP_SORT) query.set('sort', state.sort);
  if (state.view && state.view !== 'list') query.set('view', state.view);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  return { segment, query };
}

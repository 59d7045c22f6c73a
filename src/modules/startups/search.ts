/**
 * Startup discovery queries (spec public-and-account §2 startup list, §4 filter rules and
 * premium block, §7 Company/Search, v2 list, fuzzy search; §9 page sizes).
 */
import { containsPattern, prefixPattern } from '@/lib/like';
import { and, asc, eq, exists, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { PaymentRequiredError, ValidationError } from '@/server/errors';
import { normalizeSearchText, searchTermOf } from '@/lib/text';
import {
  fundingRoundInvestors,
  fundingRounds,
  startupFacets as f,
  startupInvestors,
  startups,
} from './schema';
import {
  applyDependentRules,
  premiumFiltersUsed,
  VISITOR_LIMITED_KEYS,
  type StartupFilter,
  DEFAULT_STARTUP_SORT,
  type StartupSort,
} from './filter';
import { summarizeStartups, type StartupSummary } from './summaries';
import { cachedResult } from './search-cache';
import {
  AMOUNT_CURRENCY_BASE,
  currencyKey,
  idsOfList,
  sameRoundKeys,
  VALUATION_CURRENCY_BASE,
} from './facet-keys';
import type { TypeListKey } from '@/modules/reference/data/type-lists';
import { gatedFilterGroups, getPremiumSettings } from '@/modules/access/premium';

export const STARTUP_PAGE_SIZE = 10;
export const FUZZY_LIMIT = 30;
export const SEARCH_MIN_LENGTH = 2;
/**
 * Lists count their matches up to this many (issue 14 "Counts that do not cost the query"): past
 * it the exact total would cost the whole query, so the list says "10,000+" (`countCapped`).
 * Exports count their own rows exactly.
 */
export const COUNT_CAP = 10_000;

export interface Paged<T> {
  data: T[];
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  /** True when more than `totalCount` (then COUNT_CAP) match: the list shows "10,000+". */
  countCapped: boolean;
  /** Set when the viewer sees only the first N results (premium settings' free startup count). */
  limitedTo?: number;
}

/**
 * Checks the viewer's right to use `filter`: premium groups need a premium package or admin
 * (402 `premium.payment_required` naming them); a visitor may pick at most one option in
 * the limited multi-selects (400 `filter.max_one_anonymous`).
 */
export function assertFilterAllowed(ctx: Ctx, filter: StartupFilter, gated?: readonly string[]): void {
  const premium = premiumFiltersUsed(filter, gated);
  if (premium.length && !ctx.viewer.isPremium && !ctx.viewer.isAdmin) {
    throw new PaymentRequiredError('premium.payment_required', { filters: premium.join(', ') });
  }
  if (!ctx.viewer.isAuthenticated) {
    const fields = Object.fromEntries(
      VISITOR_LIMITED_KEYS.filter((k) => filter[k].length > 1).map((k) => [k, 'filter.max_one_anonymous']),
    );
    if (Object.keys(fields).length) throw new ValidationError('filter.max_one_anonymous', fields);
  }
}

/** Conditions that test the key array: evaluated after the scalar ones (see filterConditions). */
const keyTests = new WeakSet<SQL>();
/** `filter_keys && {keys}` (false for no keys: nothing can match). */
const anyKey = (keys: number[]) => {
  if (!keys.length) return sql`false`;
  const test = sql`${f.filterKeys} && ${sql.raw(`'{${keys.map((v) => Math.trunc(v)).join(',')}}'::int[]`)}`;
  keyTests.add(test);
  return test;
};
/** "Any of" a reference list: its ids among the startup's keys (ids of other lists match nothing). */
const anyOf = (list: TypeListKey, ids: number[]) => anyKey(idsOfList(list, ids));
/** A currency among the rounds' amount or valuation currencies. */
const currencyIn = (base: number, code: string) => {
  const key = currencyKey(code);
  return key === undefined ? sql`false` : anyKey([base + key]);
};

/**
 * SQL conditions of a (rule-normalized) filter on `startup_facets` (the narrow filter table of
 * visible startups, decision 0017).
 */
export function filterConditions(filter: StartupFilter): SQL[] {
  const c: SQL[] = [];
  const { term, matchesNothing } = searchTermOf(filter.q);
  if (matchesNothing) c.push(sql`false`);
  if (term) c.push(sql`${f.searchText} like ${containsPattern(term)}`);
  if (filter.sectors.length) c.push(anyOf('startupSector', filter.sectors));
  if (filter.programs.length) c.push(anyOf('acceleratorProgramOrganization', filter.programs));
  if (filter.stages.length) c.push(inArray(f.stageId, filter.stages));
  if (filter.incorporated !== undefined) c.push(eq(f.incorporated, filter.incorporated));
  if (filter.employeeCounts.length) c.push(inArray(f.employeeCountId, filter.employeeCounts));
  if (filter.foundedFrom) c.push(gte(f.foundationDate, filter.foundedFrom));
  if (filter.foundedTo) c.push(lte(f.foundationDate, filter.foundedTo));
  if (filter.businessModels.length) c.push(anyOf('businessModel', filter.businessModels));
  if (filter.revenueModels.length) c.push(anyOf('revenueModel', filter.revenueModels));
  if (filter.technologies.length) c.push(anyOf('technology', filter.technologies));
  if (filter.hasPatent !== undefined) c.push(eq(f.hasPatent, filter.hasPatent));
  if (filter.hasGovernmentSupport !== undefined)
    c.push(eq(f.hasGovernmentSupport, filter.hasGovernmentSupport));
  if (filter.governmentSupports.length) c.push(anyOf('governmentSupport', filter.governmentSupports));
  if (filter.hasInvestment !== undefined) c.push(eq(f.hasInvestment, filter.hasInvestment));
  c.push(...roundConditions(filter));
  if (filter.seekingStatuses.length) c.push(inArray(f.investmentSeekingStatusId, filter.seekingStatuses));
  if (filter.seekingCurrency) c.push(eq(f.seekingInvestmentCurrency, filter.seekingCurrency));
  if (filter.seekingMin !== undefined) c.push(gte(f.seekingInvestmentAmount, filter.seekingMin));
  if (filter.seekingMax !== undefined) c.push(lte(f.seekingInvestmentAmount, filter.seekingMax));
  if (filter.investors.length) {
    // An investor of the startup (issue 13 §1): named without a round, or listed on one of its rounds.
    c.push(
      or(
        exists(
          sql`(select 1 from ${startupInvestors} where ${and(eq(startupInvestors.startupId, f.startupId), inArray(startupInvestors.organizationId, filter.investors))})`,
        ),
        exists(
          sql`(select 1 from ${fundingRounds} join ${fundingRoundInvestors} on ${fundingRoundInvestors.roundId} = ${fundingRounds.id} where ${and(eq(fundingRounds.startupId, f.startupId), inArray(fundingRoundInvestors.organizationId, filter.investors))})`,
        ),
      )!,
    );
  }
  if (filter.countries.length) c.push(inArray(f.countryId, filter.countries));
  if (filter.cities.length) c.push(inArray(f.cityId, filter.cities));
  // Scalars first: a key test costs about a microsecond a row (reading the array), a scalar one a
  // few nanoseconds, and the planner prices them alike, so it keeps the written order. It still
  // moves an equality with a constant (`country_id = 792`) after the rest, so this helps only the
  // other scalar tests; the GIN index (decision 0017) is what keeps the key tests cheap.
  return [...c.filter((x) => !keyTests.has(x)), ...c.filter((x) => keyTests.has(x))];
}

/**
 * Round filters (spec §2 investment group: round, amount, valuation, announced date), answered
 * from the startup's round summary (issue 14; columns kept by the funding_rounds triggers):
 * each condition on its own is exact from the summary (a tour among the startup's tours, a
 * currency among its rounds' currencies, the largest amount ≥ min, the smallest ≤ max, the last
 * round on or after `from`, the first on or before `to`). Two or more conditions must hold for
 * the same round, which the summary cannot prove: round type + currency + amount are answered from
 * the per-round keys (facet-keys.ts); other combinations are narrowed by the summary and confirmed
 * by a semi-join over that startup's rounds.
 */
function roundConditions(filter: StartupFilter): SQL[] {
  const { tours, amountCurrency, amountMin, amountMax, valuationCurrency, valuationMin, valuationMax } =
    filter;
  const { announcedFrom: from, announcedTo: to } = filter;
  const has = (value: unknown) => value !== undefined && value !== null && value !== '';
  // [asked, the condition on the summary, the same condition on one round]
  const pairs: Array<[boolean, () => SQL, () => SQL]> = [
    [tours.length > 0, () => anyOf('investmentTour', tours), () => inArray(fundingRounds.tourId, tours)],
    [
      has(amountCurrency),
      () => currencyIn(AMOUNT_CURRENCY_BASE, amountCurrency!),
      () => eq(fundingRounds.amountCurrency, amountCurrency!),
    ],
    [has(amountMin), () => gte(f.roundAmountMax, amountMin!), () => gte(fundingRounds.amount, amountMin!)],
    [has(amountMax), () => lte(f.roundAmountMin, amountMax!), () => lte(fundingRounds.amount, amountMax!)],
    [
      has(valuationCurrency),
      () => currencyIn(VALUATION_CURRENCY_BASE, valuationCurrency!),
      () => eq(fundingRounds.valuationCurrency, valuationCurrency!),
    ],
    [
      has(valuationMin),
      () => gte(f.roundValuationMax, valuationMin!),
      () => gte(fundingRounds.preMoneyValuation, valuationMin!),
    ],
    [
      has(valuationMax),
      () => lte(f.roundValuationMin, valuationMax!),
      () => lte(fundingRounds.preMoneyValuation, valuationMax!),
    ],
    [has(from), () => gte(f.lastRoundDate, from!), () => gte(fundingRounds.announcedDate, from!)],
    [has(to), () => lte(f.firstRoundDate, to!), () => lte(fundingRounds.announcedDate, to!)],
  ];
  const asked = pairs.filter(([isAsked]) => isAsked);
  const summary = asked.map(([, onSummary]) => onSummary());
  const round = asked.map(([, , onRound]) => onRound());
  if (round.length < 2) return summary;
  const sameRound = exists(
    sql`(select 1 from ${fundingRounds} where ${and(eq(fundingRounds.startupId, f.startupId), ...round)})`,
  );
  // Round type, amount currency and amount bounds together (the combination the filter panel's
  // investment group asks most): the per-round keys answer it, exactly where the bounds cover
  // whole decades of amounts; a candidate whose amount falls in a bound's decade is checked
  // against its rounds (see facet-keys.ts).
  const keyed =
    amountCurrency && !has(valuationCurrency) && !has(valuationMin) && !has(valuationMax) && !from && !to
      ? sameRoundKeys({ tours, currency: amountCurrency, min: amountMin, max: amountMax })
      : undefined;
  if (keyed) {
    const { candidates, proven } = keyed;
    if (proven.length === candidates.length) return [anyKey(candidates)];
    return [anyKey(candidates), proven.length ? or(anyKey(proven), sameRound)! : sameRound];
  }
  return [...summary, sameRound];
}

// Each order matches one index of startup_facets exactly (including NULLS LAST), so a page is an index scan.
const ORDER: Record<StartupSort, SQL[]> = {
  // Real records first: `false` (not generated) sorts before `true` (startups_sort_real_first_idx).
  realFirst: [
    sql`${f.generated} asc`,
    sql`${f.totalFundingUsd} desc nulls last`,
    sql`${f.startupId} desc nulls last`,
  ],
  newest: [sql`${f.createdAt} desc nulls last`, sql`${f.startupId} desc nulls last`],
  name: [asc(f.name), asc(f.startupId)],
  funding: [sql`${f.totalFundingUsd} desc nulls last`, sql`${f.startupId} desc nulls last`],
  lastRound: [sql`${f.lastRoundDate} desc nulls last`, sql`${f.startupId} desc nulls last`],
};

/** The ORDER BY terms of a list order (each backed by one partial index; see schema.ts). */
export function startupListOrder(sort: StartupSort): SQL[] {
  return ORDER[sort];
}

export interface SearchStartupsInput {
  filter: StartupFilter;
  /** 1-based page. */
  page: number;
  pageSize?: number;
  sort?: StartupSort;
}

/**
 * Lists visible startups matching `filter` for the viewer; by default real records first (the
 * YC data and startups users added, before generated sample data), then most funded (issue 13 §4).
 * @returns a page of summaries with the total count, capped at COUNT_CAP (`countCapped` then true).
 * @throws PaymentRequiredError (402) for premium filters without a package, ValidationError (400)
 *         for more than one option in a limited multi-select as a visitor.
 */
export async function searchStartups(ctx: Ctx, input: SearchStartupsInput): Promise<Paged<StartupSummary>> {
  const filter = applyDependentRules(input.filter);
  const settings = await getPremiumSettings(ctx.db);
  assertFilterAllowed(ctx, filter, gatedFilterGroups(settings));
  const pageSize = input.pageSize ?? STARTUP_PAGE_SIZE;
  const sort = input.sort ?? DEFAULT_STARTUP_SORT;
  const key = JSON.stringify(['list', ctx.locale, filter, input.page, pageSize, sort]);
  const result = await cachedResult(ctx.db, key, () => runSearch(ctx, filter, input.page, pageSize, sort));
  const free =
    settings.premiumEnable &&
    settings.limitedFreeStartupPresenter &&
    !ctx.viewer.isPremium &&
    !ctx.viewer.isAdmin;
  if (!free) return result;
  // Viewers without a package see the first freeStartupCount results of any list.
  const shown = Math.max(0, settings.freeStartupCount - (input.page - 1) * pageSize);
  return { ...result, data: result.data.slice(0, shown), limitedTo: settings.freeStartupCount };
}

async function runSearch(
  ctx: Ctx,
  filter: StartupFilter,
  page: number,
  pageSize: number,
  sort: StartupSort,
): Promise<Paged<StartupSummary>> {
  const where = and(...filterConditions(filter));
  // The page's summaries are read as soon as its ids arrive, while the count still runs.
  const [data, [count]] = await Promise.all([
    ctx.db
      .select({ id: f.startupId })
      .from(f)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .then((rows) =>
        summarizeStartups(
          ctx,
          rows.map((r) => r.id),
        ),
      ),
    // Counts at most COUNT_CAP + 1 rows: the scan stops there however many match. The count
    // does not depend on the page, the order or the language, so it is kept for the filter alone
    // (the next page or another order of the same filter does not count again).
    cachedResult(ctx.db, JSON.stringify(['count', filter]), () =>
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(
        ctx.db
          .select({ one: sql`1`.as('one') })
          .from(f)
          .where(where)
          .limit(COUNT_CAP + 1)
          .as('capped'),
      ),
    ),
  ]);
  const matched = count?.n ?? 0;
  return {
    data,
    pageIndex: page,
    pageSize,
    totalCount: Math.min(matched, COUNT_CAP),
    countCapped: matched > COUNT_CAP,
  };
}

export interface FuzzyHit {
  id: number;
  name: string;
  seoUrl: string;
  tagline: string | null;
  logoUrl: string | null;
}

/**
 * Fuzzy startup search by name and tagline in English and Turkish, regardless of case and
 * diacritics (`sirket` finds `Şirket`): substring matches first, then trigram word similarity.
 * @param query at least 2 characters (400 `search.min_length` otherwise)
 * @param limit at most 30 hits
 */
export async function fuzzySearchStartups(ctx: Ctx, query: string, limit = FUZZY_LIMIT): Promise<FuzzyHit[]> {
  const term = normalizeSearchText(query);
  if (term.length < SEARCH_MIN_LENGTH)
    throw new ValidationError('search.min_length', { query: 'search.min_length' });
  const max = Math.min(limit, FUZZY_LIMIT);
  return cachedResult(ctx.db, JSON.stringify(['fuzzy', ctx.locale, term, max]), () =>
    runFuzzySearch(ctx, term, max),
  );
}

async function runFuzzySearch(ctx: Ctx, term: string, max: number): Promise<FuzzyHit[]> {
  const columns = {
    id: startups.id,
    name: startups.name,
    seoUrl: startups.seoUrl,
    tagline:
      ctx.locale === 'tr'
        ? sql<string | null>`coalesce(${startups.taglineTr}, ${startups.tagline})`
        : startups.tagline,
    logoUrl: startups.logoUrl,
  };
  const hits: FuzzyHit[] = [];
  const seen = new Set<number>();
  const add = (rows: FuzzyHit[]) => {
    for (const row of rows) {
      if (seen.has(row.id) || hits.length >= max) continue;
      seen.add(row.id);
      hits.push(row);
    }
  };
  // Three index-backed passes, best matches first: prefix (btree), substring (trigram), similar words (trigram).
  add(
    await ctx.db
      .select(columns)
      .from(startups)
      .where(and(eq(startups.isVisible, true), sql`${startups.searchText} like ${prefixPattern(term)}`))
      .orderBy(asc(startups.searchText))
      .limit(max),
  );
  if (hits.length < max) {
    add(
      await ctx.db
        .select(columns)
        .from(startups)
        .where(and(eq(startups.isVisible, true), sql`${startups.searchText} like ${containsPattern(term)}`))
        .limit(max * 2),
    );
  }
  if (hits.length < max) {
    add(
      await ctx.db
        .select(columns)
        .from(startups)
        .where(and(eq(startups.isVisible, true), sql`${term} <% ${startups.searchText}`))
        .orderBy(sql`word_similarity(${term}, ${startups.searchText}) desc`, asc(startups.name))
        .limit(max),
    );
  }
  return hits;
}

/** Summaries of the visible startups among `ids` (at most 100), in request order. */
export async function getVisibleStartupSummaries(ctx: Ctx, ids: number[]): Promise<StartupSummary[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: startups.id })
    .from(startups)
    .where(and(eq(startups.isVisible, true), inArray(startups.id, ids.slice(0, 100))));
  const visible = new Set(rows.map((r) => r.id));
  return summarizeStartups(
    ctx,
    ids.filter((id) => visible.has(id)),
  );
}

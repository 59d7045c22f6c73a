import { describe, expect, it } from 'vitest';
import {
  applyDependentRules,
  buildStartupAddress,
  EMPTY_FILTER,
  isFilterEmpty,
  parseStartupAddress,
  premiumFiltersUsed,
  startupFilterSchema,
  type AddressState,
} from './filter';
import { TYPE_LISTS, typeIdByName } from '@/modules/reference/data/type-lists';
import { buildAddress } from './filter-address';
import { slugify } from '@/lib/text';

const fintech = typeIdByName('startupSector', 'Fintech');
const gaming = typeIdByName('startupSector', 'Gaming');

const roundTrip = (state: AddressState, locale: 'en' | 'tr') => {
  const { segment, query } = buildStartupAddress(state, locale);
  const parsed = parseStartupAddress(segment, query, locale);
  if (!parsed.success) throw parsed.error;
  return parsed.state;
};

describe('startup filter address', () => {
  it('puts sectors in the path in the page language and the rest in the query', () => {
    const filter = startupFilterSchema.parse({ sectors: [fintech, gaming], countries: [792], cities: [5] });
    expect(buildStartupAddress({ filter }, 'en')).toMatchObject({ segment: 'fintech_gaming' });
    const tr = buildStartupAddress({ filter, page: 3, sort: 'funding', view: 'table' }, 'tr');
    expect(tr.segment).toBe('finansal-teknoloji_oyun');
    expect(tr.query.toString()).toBe('country=792&city=5&sort=funding&view=table&page=3');
  });

  it('is lossless for every field in both languages', () => {
    const filter = applyDependentRules(
      startupFilterSchema.parse({
        q: 'şirket',
        sectors: [fintech],
        programs: [27002],
        stages: [11003, 11004],
        incorporated: false,
        employeeCounts: [12001],
        foundedFrom: '2019-01-01',
        foundedTo: '2022-12-31',
        businessModels: [14001],
        revenueModels: [15002],
        technologies: [16001, 16006],
        hasPatent: true,
        hasGovernmentSupport: true,
        governmentSupports: [17001],
        hasInvestment: true,
        tours: [19002],
        valuationCurrency: 'EUR',
        valuationMin: 1000000,
        valuationMax: 2500000.5,
        amountCurrency: 'TRY',
        amountMin: 0,
        amountMax: 9000000,
        announcedFrom: '2020-02-02',
        announcedTo: '2024-03-03',
        seekingStatuses: [18001],
        seekingCurrency: 'USD',
        seekingMin: 100000,
        seekingMax: 500000,
        investors: [5],
        countries: [792],
        cities: [12],
      }),
    );
    for (const locale of ['en', 'tr'] as const) {
      const state: AddressState = { filter, page: 4, sort: 'lastRound', view: 'table' };
      expect(roundTrip(state, locale)).toEqual(state);
    }
    expect(roundTrip({ filter: EMPTY_FILTER, page: 1, sort: 'realFirst', view: 'list' }, 'en')).toEqual({
      filter: EMPTY_FILTER,
      page: 1,
      sort: 'realFirst',
      view: 'list',
    });
    // The default order is left out of the address; any other one is kept.
    expect(buildStartupAddress({ filter: EMPTY_FILTER, sort: 'realFirst' }, 'en').query.toString()).toBe('');
    expect(buildStartupAddress({ filter: EMPTY_FILTER, sort: 'newest' }, 'en').query.toString()).toBe(
      'sort=newest',
    );
  });

  it('accepts the other language slug and rejects unknown ones', () => {
    const parsed = parseStartupAddress('fintech', {}, 'tr');
    expect(parsed.success && parsed.state.filter.sectors).toEqual([fintech]);
    expect(parseStartupAddress('no-such-sector', {}, 'en').success).toBe(false);
    expect(parseStartupAddress(undefined, { stage: 'abc' }, 'en').success).toBe(false);
    expect(parseStartupAddress(undefined, { foundedFrom: '2020-13-45' }, 'en').success).toBe(false);
  });

  it('reads a sector added by an admin (no address word) from its id, with known slugs beside it', () => {
    const parsed = parseStartupAddress(`fintech_${13_050}`, {}, 'en');
    expect(parsed.success && parsed.state.filter.sectors).toEqual([fintech, 13_050]);
    expect(buildAddress({ filter: { ...EMPTY_FILTER, sectors: [13_050] } }, new Map()).segment).toBe('13050');
  });

  it('falls back to page 1, real data first and list for bad paging values', () => {
    const parsed = parseStartupAddress(undefined, { page: '-2', sort: 'random', view: 'grid' }, 'en');
    expect(parsed.success && parsed.state).toMatchObject({ page: 1, sort: 'realFirst', view: 'list' });
  });
});

describe('dependent fields (spec §4)', () => {
  it('no government support removes chosen supports', () => {
    const f = applyDependentRules(
      startupFilterSchema.parse({ hasGovernmentSupport: false, governmentSupports: [17001] }),
    );
    expect(f.governmentSupports).toEqual([]);
  });

  it('no investment removes tour, currencies, ranges and dates', () => {
    const f = applyDependentRules(
      startupFilterSchema.parse({
        hasInvestment: false,
        tours: [19001],
        amountCurrency: 'USD',
        amountMin: 1,
        valuationCurrency: 'EUR',
        valuationMax: 5,
        announcedFrom: '2020-01-01',
      }),
    );
    expect(f).toEqual({ ...EMPTY_FILTER, hasInvestment: false });
  });

  it('seeking amount and currency only with a seeking status', () => {
    const without = applyDependentRules(startupFilterSchema.parse({ seekingCurrency: 'USD', seekingMin: 5 }));
    expect(without.seekingCurrency).toBeUndefined();
    expect(without.seekingMin).toBeUndefined();
    const withStatus = applyDependentRules(
      startupFilterSchema.parse({ seekingStatuses: [18001], seekingCurrency: 'USD' }),
    );
    expect(withStatus.seekingCurrency).toBe('USD');
  });

  it('cities only with exactly one country', () => {
    expect(applyDependentRules(startupFilterSchema.parse({ cities: [1] })).cities).toEqual([]);
    expect(
      applyDependentRules(startupFilterSchema.parse({ countries: [792, 840], cities: [1] })).cities,
    ).toEqual([]);
    expect(applyDependentRules(startupFilterSchema.parse({ countries: [792], cities: [1] })).cities).toEqual([
      1,
    ]);
  });
});

describe('premium and empty filters', () => {
  it('names the premium groups used', () => {
    expect(premiumFiltersUsed(startupFilterSchema.parse({ sectors: [fintech], countries: [792] }))).toEqual(
      [],
    );
    expect(
      premiumFiltersUsed(
        startupFilterSchema.parse({ stages: [11001], hasInvestment: true, seekingStatuses: [18001] }),
      ),
    ).toEqual(['stage', 'investment', 'investmentSeeking']);
    expect(premiumFiltersUsed(startupFilterSchema.parse({ hasPatent: false }))).toEqual(['patents']);
  });

  it('knows when nothing is chosen', () => {
    expect(isFilterEmpty(EMPTY_FILTER)).toBe(true);
    expect(isFilterEmpty(startupFilterSchema.parse({ incorporated: false }))).toBe(false);
  });
});

describe('the zod-free half the browser uses (filter-address.ts)', () => {
  it('has the same empty filter as the schema', () => {
    expect(EMPTY_FILTER).toEqual(startupFilterSchema.parse({}));
  });

  it('builds the same address from the sector options as the server does from the type list', () => {
    const list = TYPE_LISTS.find((l) => l.key === 'startupSector')!;
    for (const locale of ['en', 'tr'] as const) {
      // What getStartupFilterOptions gives the panel: ids and names in the page's language.
      const sectors = list.items.map(([en, tr], i) => ({
        id: list.id * 1000 + i + 1,
        name: locale === 'tr' ? tr : en,
      }));
      const slugs = new Map(sectors.map((o) => [o.id, slugify(o.name)]));
      const filter = { ...EMPTY_FILTER, sectors: sectors.slice(0, 3).map((o) => o.id), countries: [792] };
      const fromServer = buildStartupAddress({ filter, sort: 'name' }, locale);
      const fromBrowser = buildAddress({ filter, sort: 'name' }, slugs);
      expect(fromBrowser.segment).toBe(fromServer.segment);
      expect(fromBrowser.query.toString()).toBe(fromServer.query.toString());
    }
  });
});

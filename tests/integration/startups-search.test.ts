/**
 * @database-engine: runs on PGlite and PostgreSQL: filters as array operators and EXISTS, pg_trgm search and capped counts.
 */
/** Startup discovery against a real database: import counts, filters, premium refusal, search. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../scripts/seed-database';
import {
  createTestDb,
  ctxFor,
  PREMIUM_VIEWER,
  SIGNED_IN_VIEWER,
  TEST_CITY_COUNTRIES,
  type TestDb,
} from '../helpers/db';
import { fuzzySearchStartups, searchStartups } from '@/modules/startups/search';
import { getStartup } from '@/modules/startups/detail';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { getEcosystemCounts } from '@/modules/startups/stats';
import { EMPTY_FILTER, startupFilterSchema, type StartupFilterInput } from '@/modules/startups/filter';
import { fundingRounds, startups } from '@/modules/startups/schema';
import { organizations } from '@/modules/organizations/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { PaymentRequiredError, ValidationError, NotFoundError } from '@/server/errors';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { startups: 300, seed: 7, reference: { cityCountries: TEST_CITY_COUNTRIES } });
});
afterAll(async () => {
  await db?.drop();
});

const f = (input: StartupFilterInput) => startupFilterSchema.parse(input);
const allIds = async (input: StartupFilterInput) => {
  const result = await searchStartups(ctxFor(db, PREMIUM_VIEWER), {
    filter: f(input),
    page: 1,
    pageSize: 5000,
  });
  return new Set(result.data.map((s) => s.id));
};
const idsWhere = async (condition: ReturnType<typeof sql>) => {
  const rows = await db.db
    .select({ id: startups.id })
    .from(startups)
    .where(and(eq(startups.isVisible, true), condition));
  return new Set(rows.map((r) => r.id));
};

describe('import', () => {
  it('imports every real startup with rounds, investors and founders', async () => {
    const [yc] = await db.db.select({ n: count() }).from(startups).where(eq(startups.source, 'yc'));
    expect(yc!.n).toBe(688);
    const [generated] = await db.db
      .select({ n: count() })
      .from(startups)
      .where(eq(startups.source, 'generated'));
    expect(generated!.n).toBe(300);
    const ycOrg = await db.db.select().from(organizations).where(eq(organizations.name, 'Y Combinator'));
    expect(ycOrg[0]?.typeId).toBe(typeIdByName('organizationType', 'Accelerator'));
  });

  it('parses Dropbox and Stripe with their funding and investors', async () => {
    const dropbox = await getStartup(ctxFor(db), 'dropbox');
    expect(dropbox.name).toBe('Dropbox');
    expect(dropbox.rounds.length).toBeGreaterThan(0);
    // Issue 13 §1: only Y Combinator is known to be in a round (the YC one); the others are the startup's.
    expect(dropbox.rounds.flatMap((r) => r.investors.map((i) => i.name))).toEqual(['Y Combinator']);
    expect(dropbox.rounds[0]!.amount).toBe(15_000);
    expect(dropbox.investors).toHaveLength(19);
    expect(dropbox.investors.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Sequoia Capital', 'Goldman Sachs', 'BlackRock', 'Y Combinator']),
    );
    expect(dropbox.investors.filter((i) => i.inRound).map((i) => i.name)).toEqual(['Y Combinator']);
    expect(dropbox.team.map((m) => `${m.name} ${m.surname}`)).toContain('Drew Houston');
    expect(dropbox.country).toBe('United States of America');
    const stripe = await getStartup(ctxFor(db, undefined, 'tr'), 'stripe');
    expect(stripe.country).toBe('ABD');
    const total = stripe.rounds.reduce((sum, r) => sum + (r.amount ?? 0), 0);
    expect(stripe.totalFunding).toEqual(total ? [{ amount: total, currency: 'USD' }] : []);
  });

  it('counts the home figures', async () => {
    const counts = await getEcosystemCounts(ctxFor(db));
    expect(counts.startups).toBe(988);
    expect(counts.founders).toBeGreaterThan(998);
    expect(counts.investors).toBeGreaterThan(766);
    expect(counts.fundingRounds).toBeGreaterThan(1000);
  });
});

describe('filters return exactly the matching startups', () => {
  it('sector, country and city', async () => {
    const fintech = typeIdByName('startupSector', 'Fintech');
    expect(await allIds({ sectors: [fintech] })).toEqual(
      await idsWhere(sql`${startups.sectorIds} @> array[${fintech}]::int[]`),
    );
    const us = await allIds({ countries: [840] });
    expect(us).toEqual(await idsWhere(sql`${startups.countryId} = 840`));
    const [sf] = await db.db
      .execute(sql`select id from ref_cities where country_id = 840 and name_en = 'San Francisco' limit 1`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<{ id: number }>);
    expect(await allIds({ countries: [840], cities: [sf!.id] })).toEqual(
      await idsWhere(sql`${startups.cityId} = ${sf!.id}`),
    );
  });

  it('premium filters: stage, technologies, patents, support, investment, seeking', async () => {
    const mvp = typeIdByName('startupStage', 'MVP');
    expect(await allIds({ stages: [mvp] })).toEqual(await idsWhere(sql`${startups.stageId} = ${mvp}`));
    const ai = typeIdByName('technology', 'Artificial intelligence');
    expect(await allIds({ technologies: [ai] })).toEqual(
      await idsWhere(sql`${ai} = any(${startups.technologyIds})`),
    );
    expect(await allIds({ hasPatent: true })).toEqual(await idsWhere(sql`${startups.hasPatent}`));
    const bigg = typeIdByName('governmentSupport', 'TÜBİTAK BiGG 1512');
    expect(await allIds({ hasGovernmentSupport: true, governmentSupports: [bigg] })).toEqual(
      await idsWhere(
        sql`${startups.hasGovernmentSupport} and ${bigg} = any(${startups.governmentSupportIds})`,
      ),
    );
    const seed = typeIdByName('investmentTour', 'Seed');
    const expected = await idsWhere(
      sql`exists (select 1 from ${fundingRounds} r where r.startup_id = ${startups.id} and r.tour_id = ${seed} and r.amount_currency = 'TRY' and r.amount >= 1000000)`,
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(
      await allIds({ hasInvestment: true, tours: [seed], amountCurrency: 'TRY', amountMin: 1_000_000 }),
    ).toEqual(expected);
    const seeking = typeIdByName('investmentSeekingStatus', 'Actively seeking');
    expect(
      await allIds({ seekingStatuses: [seeking], seekingCurrency: 'USD', seekingMax: 5_000_000 }),
    ).toEqual(
      await idsWhere(
        sql`${startups.investmentSeekingStatusId} = ${seeking} and ${startups.seekingInvestmentCurrency} = 'USD' and ${startups.seekingInvestmentAmount} <= 5000000`,
      ),
    );
    expect(await allIds({ foundedFrom: '2020-01-01', foundedTo: '2021-12-31' })).toEqual(
      await idsWhere(sql`${startups.foundationDate} between '2020-01-01' and '2021-12-31'`),
    );
  });

  it('every other filter key, one by one, against the same condition in SQL', async () => {
    const cases: Array<[StartupFilterInput, ReturnType<typeof sql>]> = [
      [
        { programs: [typeIdByName('acceleratorProgramOrganization', 'Y Combinator')] },
        sql`${typeIdByName('acceleratorProgramOrganization', 'Y Combinator')} = any(${startups.programIds})`,
      ],
      [{ incorporated: true }, sql`${startups.incorporated} = true`],
      [{ incorporated: false }, sql`${startups.incorporated} = false`],
      [
        { employeeCounts: [typeIdByName('employeeCount', '11–50')] },
        sql`${startups.employeeCountId} = ${typeIdByName('employeeCount', '11–50')}`,
      ],
      [
        { businessModels: [typeIdByName('businessModel', 'B2B')] },
        sql`${typeIdByName('businessModel', 'B2B')} = any(${startups.businessModelIds})`,
      ],
      [
        { revenueModels: [typeIdByName('revenueModel', 'Subscription')] },
        sql`${typeIdByName('revenueModel', 'Subscription')} = any(${startups.revenueModelIds})`,
      ],
      [{ hasPatent: false }, sql`not ${startups.hasPatent}`],
      [{ hasGovernmentSupport: false }, sql`not ${startups.hasGovernmentSupport}`],
      [{ hasInvestment: true }, sql`${startups.hasInvestment}`],
      [{ hasInvestment: false }, sql`not ${startups.hasInvestment}`],
      [
        { valuationCurrency: 'USD', valuationMin: 1_000_000, valuationMax: 50_000_000 },
        sql`exists (select 1 from ${fundingRounds} r where r.startup_id = ${startups.id} and r.valuation_currency = 'USD' and r.pre_money_valuation between 1000000 and 50000000)`,
      ],
      [
        { amountCurrency: 'EUR', amountMax: 500_000 },
        sql`exists (select 1 from ${fundingRounds} r where r.startup_id = ${startups.id} and r.amount_currency = 'EUR' and r.amount <= 500000)`,
      ],
      [
        { announcedFrom: '2021-01-01', announcedTo: '2022-06-30' },
        sql`exists (select 1 from ${fundingRounds} r where r.startup_id = ${startups.id} and r.announced_date between '2021-01-01' and '2022-06-30')`,
      ],
      [{ q: 'Öde' }, sql`${startups.searchText} like '%ode%'`],
      [
        { countries: [792], stages: [typeIdByName('startupStage', 'Growth')] },
        sql`${startups.countryId} = 792 and ${startups.stageId} = ${typeIdByName('startupStage', 'Growth')}`,
      ],
    ];
    for (const [input, condition] of cases) {
      const expected = await idsWhere(condition);
      expect(expected.size, JSON.stringify(input)).toBeGreaterThan(0);
      expect(await allIds(input), JSON.stringify(input)).toEqual(expected);
    }
  });

  it('investor: the startups that investor invested in, in a known round or not (portfolio)', async () => {
    const [sequoia] = await db.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Sequoia Capital'));
    const expected = await idsWhere(
      sql`(exists (select 1 from funding_rounds r join funding_round_investors i on i.round_id = r.id where r.startup_id = ${startups.id} and i.organization_id = ${sequoia!.id}) or exists (select 1 from startup_investors si where si.startup_id = ${startups.id} and si.organization_id = ${sequoia!.id}))`,
    );
    expect(expected.size).toBeGreaterThan(5);
    const got = await allIds({ investors: [sequoia!.id] });
    expect(got).toEqual(expected);
    const dropbox = await getStartup(ctxFor(db), 'dropbox');
    expect(got.has(dropbox.id)).toBe(true);
  });

  it('hides startups whose visibility is off', async () => {
    const stripe = await getStartup(ctxFor(db), 'stripe');
    // The list result is cached now; the write below must invalidate it.
    expect(
      (await searchStartups(ctxFor(db), { filter: f({ q: 'stripe' }), page: 1 })).data.map((s) => s.seoUrl),
    ).toContain('stripe');
    await db.db.update(startups).set({ isVisible: false }).where(eq(startups.id, stripe.id));
    notifyStartupsChanged(db.db);
    await expect(getStartup(ctxFor(db), 'stripe')).rejects.toBeInstanceOf(NotFoundError);
    expect((await fuzzySearchStartups(ctxFor(db), 'stripe')).map((h) => h.seoUrl)).not.toContain('stripe');
    expect(
      (await searchStartups(ctxFor(db), { filter: f({ q: 'stripe' }), page: 1 })).data.map((s) => s.seoUrl),
    ).not.toContain('stripe');
    await db.db.update(startups).set({ isVisible: true }).where(eq(startups.id, stripe.id));
    notifyStartupsChanged(db.db);
  });
});

describe('access rules', () => {
  it('refuses a premium filter to a visitor and a non-premium user with 402 naming the filters', async () => {
    for (const viewer of [undefined, SIGNED_IN_VIEWER]) {
      const error = await searchStartups(ctxFor(db, viewer), {
        filter: f({ stages: [typeIdByName('startupStage', 'MVP')], hasPatent: true }),
        page: 1,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentRequiredError);
      expect((error as PaymentRequiredError).params.filters).toBe('stage, patents');
    }
  });

  it('lets a visitor pick one option only', async () => {
    const fintech = typeIdByName('startupSector', 'Fintech');
    const gaming = typeIdByName('startupSector', 'Gaming');
    await expect(
      searchStartups(ctxFor(db), { filter: f({ sectors: [fintech, gaming] }), page: 1 }),
    ).rejects.toBeInstanceOf(ValidationError);
    const result = await searchStartups(ctxFor(db, SIGNED_IN_VIEWER), {
      filter: f({ sectors: [fintech, gaming] }),
      page: 1,
    });
    expect(result.totalCount).toBeGreaterThan(0);
  });

  it('pages by 10 with a total count', async () => {
    const page1 = await searchStartups(ctxFor(db), { filter: EMPTY_FILTER, page: 1 });
    const page2 = await searchStartups(ctxFor(db), { filter: EMPTY_FILTER, page: 2 });
    expect(page1.data).toHaveLength(10);
    expect(page1.totalCount).toBe(988);
    expect(page2.data[0]!.id).not.toBe(page1.data[0]!.id);
  });
});

describe('fuzzy search', () => {
  it('matches regardless of case and Turkish diacritics', async () => {
    const hits = await fuzzySearchStartups(ctxFor(db), 'sirket');
    expect(hits.length).toBeGreaterThan(0);
    expect(
      hits.every((h) => /şirket/i.test(h.name) || /sirket/i.test(h.name) || (h.tagline ?? '').length > 0),
    ).toBe(true);
    expect(hits[0]!.name.toLocaleLowerCase('tr')).toContain('şirket');
    expect((await fuzzySearchStartups(ctxFor(db), 'DROPBOX'))[0]!.name).toBe('Dropbox');
    expect((await fuzzySearchStartups(ctxFor(db), 'dropbx'))[0]!.name).toBe('Dropbox');
  });

  it('needs two characters and returns at most 30 hits', async () => {
    await expect(fuzzySearchStartups(ctxFor(db), 'a')).rejects.toBeInstanceOf(ValidationError);
    expect((await fuzzySearchStartups(ctxFor(db), 'app')).length).toBeLessThanOrEqual(30);
  });
});

describe('counts past the cap (issue 14)', () => {
  it('says "10,000+" instead of counting every match, and stays exact below the cap', async () => {
    const fintech = f({ sectors: [typeIdByName('startupSector', 'Fintech')] });
    const exact = await searchStartups(ctxFor(db, PREMIUM_VIEWER), { filter: fintech, page: 1 });
    await db.db.execute(sql`
      insert into startups (name, seo_url, search_text)
      select 'Cap sample ' || g, 'cap-sample-' || g, 'cap sample ' || g from generate_series(1, 10000) g`);
    notifyStartupsChanged(db.db);
    const all = await searchStartups(ctxFor(db), { filter: EMPTY_FILTER, page: 1 });
    expect(all).toMatchObject({ totalCount: 10_000, countCapped: true });
    expect(all.data.length).toBeGreaterThan(0);
    // A filter matching fewer keeps its exact figure (the new rows have no sector).
    const again = await searchStartups(ctxFor(db, PREMIUM_VIEWER), { filter: fintech, page: 1 });
    expect(again).toMatchObject({ totalCount: exact.totalCount, countCapped: false });
    expect(exact.totalCount).toBeGreaterThan(0);
  });
});

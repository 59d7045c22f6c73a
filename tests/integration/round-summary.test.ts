/**
 * The startup round summary (issue 14 "Counts that do not cost the query"): the funding_rounds
 * triggers keep each startup's round columns right on every insert, update and delete, and the
 * round filters answered from them find exactly the startups a semi-join over all rounds finds.
 * @database-engine: runs on PGlite and PostgreSQL: triggers keep the round summary; two concurrent transactions add rounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { and, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { seedDatabase } from '../../scripts/seed-database';
import { createTestDb, ctxFor, PREMIUM_VIEWER, TEST_CITY_COUNTRIES, type TestDb } from '../helpers/db';
import { searchStartups } from '@/modules/startups/search';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { startupFilterSchema, type StartupFilterInput } from '@/modules/startups/filter';
import { fundingRounds, startups } from '@/modules/startups/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, {
    startups: 400,
    seed: 11,
    skipRealData: true,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
});
afterAll(async () => {
  await db?.drop();
});

const seed = typeIdByName('investmentTour', 'Seed');
const seriesA = typeIdByName('investmentTour', 'Series A');

const found = async (input: StartupFilterInput) => {
  notifyStartupsChanged(db.db);
  const result = await searchStartups(ctxFor(db, PREMIUM_VIEWER), {
    filter: startupFilterSchema.parse(input),
    page: 1,
    pageSize: 5000,
  });
  return new Set(result.data.map((s) => s.id));
};
/** The startups with one round meeting every condition (the old semi-join). */
const semiJoin = async (...round: SQL[]) => {
  const rows = await db.db
    .select({ id: startups.id })
    .from(startups)
    .where(
      and(
        eq(startups.isVisible, true),
        exists(
          db.db
            .select({ one: sql`1` })
            .from(fundingRounds)
            .where(and(eq(fundingRounds.startupId, startups.id), ...round)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
};
const summaryOf = async (id: number) =>
  (
    await db.db
      .select({
        hasInvestment: startups.hasInvestment,
        totalFundingUsd: startups.totalFundingUsd,
        tours: startups.roundTourIds,
        currencies: startups.roundAmountCurrencies,
        amountMin: startups.roundAmountMin,
        amountMax: startups.roundAmountMax,
        first: startups.firstRoundDate,
        last: startups.lastRoundDate,
      })
      .from(startups)
      .where(eq(startups.id, id))
  )[0]!;

describe('round filters from the summary', () => {
  it('a bulk seed stores the summary the triggers compute: refreshing every startup rewrites no row', async () => {
    const versions = async () =>
      new Map(
        (await db.db.select({ id: startups.id, v: sql<string>`xmin::text` }).from(startups)).map((r) => [
          r.id,
          r.v,
        ]),
      );
    const before = await versions();
    await db.db.execute(sql`select startup_round_summary_refresh(array(select id from startups))`);
    const after = await versions();
    const rewritten = [...before].filter(([id, v]) => after.get(id) !== v).map(([id]) => id);
    expect(rewritten).toEqual([]);
    expect(before.size).toBeGreaterThanOrEqual(400);
  });

  it('find what a semi-join over all rounds finds, alone and combined on the same round', async () => {
    const cases: Array<[StartupFilterInput, SQL[]]> = [
      [{ tours: [seed] }, [inArray(fundingRounds.tourId, [seed])]],
      [{ amountCurrency: 'TRY' }, [eq(fundingRounds.amountCurrency, 'TRY')]],
      [{ amountMin: 1_000_000 }, [gte(fundingRounds.amount, 1_000_000)]],
      [{ amountMax: 50_000 }, [lte(fundingRounds.amount, 50_000)]],
      [{ announcedFrom: '2022-01-01' }, [gte(fundingRounds.announcedDate, '2022-01-01')]],
      [{ announcedTo: '2019-12-31' }, [lte(fundingRounds.announcedDate, '2019-12-31')]],
      [
        { tours: [seed], amountCurrency: 'TRY', amountMin: 1_000_000 },
        [
          inArray(fundingRounds.tourId, [seed]),
          eq(fundingRounds.amountCurrency, 'TRY'),
          gte(fundingRounds.amount, 1_000_000),
        ],
      ],
      [
        { amountCurrency: 'USD', amountMin: 100_000, amountMax: 2_000_000 },
        [
          eq(fundingRounds.amountCurrency, 'USD'),
          gte(fundingRounds.amount, 100_000),
          lte(fundingRounds.amount, 2_000_000),
        ],
      ],
      // Round type + currency + amount from the per-round keys: bounds on whole decades (exact)
      // and inside a decade (the keys narrow, the rounds confirm), one or two types, no amount.
      [
        { tours: [seed, seriesA], amountCurrency: 'USD', amountMin: 2_500_000, amountMax: 40_000_000 },
        [
          inArray(fundingRounds.tourId, [seed, seriesA]),
          eq(fundingRounds.amountCurrency, 'USD'),
          gte(fundingRounds.amount, 2_500_000),
          lte(fundingRounds.amount, 40_000_000),
        ],
      ],
      [
        { tours: [seed], amountCurrency: 'TRY', amountMax: 750_000 },
        [
          inArray(fundingRounds.tourId, [seed]),
          eq(fundingRounds.amountCurrency, 'TRY'),
          lte(fundingRounds.amount, 750_000),
        ],
      ],
      [
        { tours: [seriesA], amountCurrency: 'EUR' },
        [inArray(fundingRounds.tourId, [seriesA]), eq(fundingRounds.amountCurrency, 'EUR')],
      ],
      [
        { amountCurrency: 'TRY', amountMin: 0, amountMax: 99_999.99 },
        [
          eq(fundingRounds.amountCurrency, 'TRY'),
          gte(fundingRounds.amount, 0),
          lte(fundingRounds.amount, 99_999.99),
        ],
      ],
      [
        { tours: [seed], amountCurrency: 'USD', amountMin: 5_000_000, amountMax: 1_000_000 },
        [
          inArray(fundingRounds.tourId, [seed]),
          eq(fundingRounds.amountCurrency, 'USD'),
          gte(fundingRounds.amount, 5_000_000),
          lte(fundingRounds.amount, 1_000_000),
        ],
      ],
      [
        { tours: [seriesA], announcedFrom: '2021-01-01', announcedTo: '2023-12-31' },
        [
          inArray(fundingRounds.tourId, [seriesA]),
          gte(fundingRounds.announcedDate, '2021-01-01'),
          lte(fundingRounds.announcedDate, '2023-12-31'),
        ],
      ],
    ];
    for (const [filter, round] of cases) {
      const expected = await semiJoin(...round);
      expect(await found(filter), JSON.stringify(filter)).toEqual(expected);
    }
    // The combined cases are not empty by accident.
    expect((await semiJoin(inArray(fundingRounds.tourId, [seed]))).size).toBeGreaterThan(10);
  });

  it('puts a huge amount in its own decade (counted from digits: log() rounds 99,999,999,999,999.98 up)', async () => {
    const [startup] = await db.db
      .insert(startups)
      .values({ name: 'Decade Edge', seoUrl: 'decade-edge', searchText: 'decade edge' })
      .returning({ id: startups.id });
    await db.db.insert(fundingRounds).values({
      startupId: startup!.id,
      tourId: seed,
      amount: 99_999_999_999_999.98,
      amountCurrency: 'USD',
      announcedDate: '2024-01-01',
    });
    expect(await found({ tours: [seed], amountCurrency: 'USD', amountMin: 1e14 })).not.toContain(startup!.id);
    expect(await found({ tours: [seed], amountCurrency: 'USD', amountMin: 9e13 })).toContain(startup!.id);
    await db.db.delete(startups).where(eq(startups.id, startup!.id));
  });

  // PostgreSQL only: the embedded database has one connection, so writes never overlap there.
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'counts both rounds when two transactions add rounds to one startup at once (the later one waits)',
    async () => {
      const [startup] = await db.db
        .insert(startups)
        .values({ name: 'Concurrent Rounds', seoUrl: 'concurrent-rounds', searchText: 'concurrent rounds' })
        .returning({ id: startups.id });
      const id = startup!.id;
      const client = postgres(db.url!, { max: 3, onnotice: () => undefined });
      const first = await client.reserve();
      const second = await client.reserve();
      try {
        const addRound = (sqlOf: typeof first, amount: number) =>
          sqlOf`insert into funding_rounds (startup_id, tour_id, amount, amount_currency, amount_usd, announced_date)
                values (${id}, ${seed}, ${amount}, 'USD', ${amount}, '2024-01-01')`;
        await first`begin`;
        await addRound(first, 1_000);
        await second`begin`;
        const later = addRound(second, 2_000_000).then(() => second`commit`);
        // The second insert's summary refresh waits for the first transaction's lock on the startup.
        const deadline = Date.now() + 5_000;
        for (;;) {
          const [waiting] = await client`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`;
          if (waiting!.n > 0) break;
          if (Date.now() > deadline) throw new Error('the second transaction never waited');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await first`commit`;
        await later;
      } finally {
        first.release();
        second.release();
        await client.end();
      }
      expect(await summaryOf(id)).toMatchObject({
        hasInvestment: true,
        totalFundingUsd: 2_001_000,
        amountMin: 1_000,
        amountMax: 2_000_000,
      });
      // The list's filter table follows: the 2,000,000 USD round is found, the 1,000 one too.
      expect(await found({ tours: [seed], amountCurrency: 'USD', amountMin: 1_500_000 })).toContain(id);
      expect(await found({ tours: [seed], amountCurrency: 'USD', amountMax: 5_000 })).toContain(id);
    },
  );

  it('is kept on every round write: insert, update, delete', async () => {
    const [startup] = await db.db
      .insert(startups)
      .values({ name: 'Summary Test', seoUrl: 'summary-test', searchText: 'summary test' })
      .returning({ id: startups.id });
    const id = startup!.id;
    expect(await summaryOf(id)).toMatchObject({ hasInvestment: false, tours: [], amountMax: null });
    const inserted = await db.db
      .insert(fundingRounds)
      .values([
        {
          startupId: id,
          tourId: seed,
          amount: 500_000,
          amountCurrency: 'TRY',
          amountUsd: 15_000,
          announcedDate: '2021-03-01',
        },
        {
          startupId: id,
          tourId: seriesA,
          amount: 2_000_000,
          amountCurrency: 'USD',
          amountUsd: 2_000_000,
          announcedDate: '2023-06-01',
        },
      ])
      .returning({ id: fundingRounds.id });
    expect(await summaryOf(id)).toMatchObject({
      hasInvestment: true,
      totalFundingUsd: 2_015_000,
      currencies: expect.arrayContaining(['TRY', 'USD']),
      amountMin: 500_000,
      amountMax: 2_000_000,
      first: '2021-03-01',
      last: '2023-06-01',
    });
    expect([...(await summaryOf(id)).tours].sort()).toEqual([seed, seriesA].sort());
    expect(await found({ tours: [seriesA], amountCurrency: 'USD', amountMin: 1_000_000 })).toContain(id);
    // The Series A round becomes a smaller TRY round: the USD filter no longer finds the startup.
    await db.db
      .update(fundingRounds)
      .set({ amountCurrency: 'TRY', amount: 900_000, amountUsd: 27_000 })
      .where(eq(fundingRounds.id, inserted[1]!.id));
    expect(await summaryOf(id)).toMatchObject({
      currencies: ['TRY'],
      amountMax: 900_000,
      totalFundingUsd: 42_000,
    });
    expect(await found({ tours: [seriesA], amountCurrency: 'USD', amountMin: 1_000_000 })).not.toContain(id);
    // The two rounds swap currencies but keep their amounts in USD: the summary stays the same,
    // yet which type was raised in which currency changed, and the list must say so.
    await db.db
      .update(fundingRounds)
      .set({ amountCurrency: 'USD' })
      .where(eq(fundingRounds.id, inserted[1]!.id));
    await db.db
      .update(fundingRounds)
      .set({ amountCurrency: 'TRY' })
      .where(eq(fundingRounds.id, inserted[0]!.id));
    expect(await found({ tours: [seriesA], amountCurrency: 'USD' })).toContain(id);
    await db.db
      .update(fundingRounds)
      .set({ amountCurrency: 'TRY' })
      .where(eq(fundingRounds.id, inserted[1]!.id));
    expect(await found({ tours: [seriesA], amountCurrency: 'USD' })).not.toContain(id);
    expect(await found({ tours: [seriesA], amountCurrency: 'TRY', amountMin: 900_000 })).toContain(id);
    await db.db.delete(fundingRounds).where(eq(fundingRounds.startupId, id));
    expect(await summaryOf(id)).toMatchObject({
      hasInvestment: false,
      totalFundingUsd: 0,
      tours: [],
      currencies: [],
      amountMax: null,
      first: null,
      last: null,
    });
    expect(await found({ tours: [seed] })).not.toContain(id);
  });
});

/**
 * The narrow filter table of the startup list (issue 14, decision 0017): `startup_facets` holds
 * one row per visible startup, kept by the triggers of migration 0024 on every write to
 * `startups` and to its rounds, so a list answered from it shows what the startups table says.
 * @database-engine: runs on PGlite and PostgreSQL: startup_facets is kept by triggers; checked through xmin (MVCC).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../../scripts/seed-database';
import { createTestDb, ctxFor, PREMIUM_VIEWER, TEST_CITY_COUNTRIES, type TestDb } from '../helpers/db';
import { searchStartups } from '@/modules/startups/search';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { startupFilterSchema, type StartupFilterInput } from '@/modules/startups/filter';
import { fundingRounds, startupFacets, startups } from '@/modules/startups/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, {
    startups: 200,
    seed: 5,
    skipRealData: true,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
});
afterAll(async () => {
  await db?.drop();
});

const listed = async (input: StartupFilterInput) => {
  notifyStartupsChanged(db.db);
  const result = await searchStartups(ctxFor(db, PREMIUM_VIEWER), {
    filter: startupFilterSchema.parse(input),
    page: 1,
    pageSize: 5000,
  });
  return result.data.map((s) => s.id);
};

/** Ids whose facet row is missing, left over, or disagrees with its startup's row. */
const mismatches = async () => {
  const visible = await db.db
    .select({
      id: startups.id,
      key: sql<string>`row(country_id, city_id, stage_id, has_investment, total_funding_usd, last_round_date,
        round_amount_max, name, search_text, array(select k from unnest(sector_ids) k order by k),
        array(select k from unnest(round_tour_ids) k order by k), source = 'generated')::text`,
    })
    .from(startups)
    .where(eq(startups.isVisible, true));
  const facets = await db.db
    .select({
      id: startupFacets.startupId,
      key: sql<string>`row(country_id, city_id, stage_id, has_investment, total_funding_usd, last_round_date,
        round_amount_max, name, search_text, array(select k from unnest(filter_keys) k where k between 13001 and 13999 order by k),
        array(select k from unnest(filter_keys) k where k between 19001 and 19999 order by k), generated)::text`,
    })
    .from(startupFacets);
  const expected = new Map(visible.map((r) => [r.id, r.key]));
  const actual = new Map(facets.map((r) => [r.id, r.key]));
  return [...new Set([...expected.keys(), ...actual.keys()])].filter(
    (id) => expected.get(id) !== actual.get(id),
  );
};

describe('startup_facets follows startups', () => {
  it('after the seed every visible startup has its facet row and no other row is there', async () => {
    expect(await mismatches()).toEqual([]);
    const [{ n }] = (await db.db.select({ n: sql<number>`count(*)::int` }).from(startupFacets)) as [
      { n: number },
    ];
    const [{ v }] = (await db.db
      .select({ v: sql<number>`count(*)::int` })
      .from(startups)
      .where(eq(startups.isVisible, true))) as [{ v: number }];
    expect(n).toBe(v);
  });

  it('an edit, a new round, hiding, showing and deleting a startup change the list at once', async () => {
    const [target] = await db.db
      .select({ id: startups.id, countryId: startups.countryId })
      .from(startups)
      .where(eq(startups.countryId, 792))
      .limit(1);
    expect(target).toBeDefined();
    const id = target!.id;
    const germany = 276;
    expect(await listed({ countries: [792] })).toContain(id);

    // An edit of a filtered column moves the startup between lists.
    await db.db.update(startups).set({ countryId: germany, cityId: null }).where(eq(startups.id, id));
    expect(await listed({ countries: [792] })).not.toContain(id);
    expect(await listed({ countries: [germany] })).toContain(id);

    // A new round (its summary is written to startups by the round triggers) reaches the facets.
    const seriesC = typeIdByName('investmentTour', 'Series C');
    await db.db.insert(fundingRounds).values({
      startupId: id,
      tourId: seriesC,
      amount: 987_654_321,
      amountCurrency: 'EUR',
      announcedDate: '2026-01-15',
    });
    expect(
      await listed({ tours: [seriesC], amountCurrency: 'EUR', amountMin: 987_000_000, countries: [germany] }),
    ).toEqual([id]);

    // Hidden startups leave the list; shown again, they come back.
    await db.db.update(startups).set({ isVisible: false }).where(eq(startups.id, id));
    expect(await listed({ countries: [germany] })).not.toContain(id);
    await db.db.update(startups).set({ isVisible: true }).where(eq(startups.id, id));
    expect(await listed({ countries: [germany] })).toContain(id);

    // A deleted startup's facet row goes with it.
    await db.db.delete(startups).where(eq(startups.id, id));
    expect(await db.db.select().from(startupFacets).where(eq(startupFacets.startupId, id))).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it('a write that changes nothing the list reads leaves the facet row as it was (no dead copy)', async () => {
    const [row] = await db.db
      .select({ id: startups.id })
      .from(startups)
      .where(eq(startups.isVisible, true))
      .limit(1);
    const version = async () =>
      (
        await db.db
          .select({ v: sql<string>`xmin::text` })
          .from(startupFacets)
          .where(eq(startupFacets.startupId, row!.id))
      )[0]?.v;
    const before = await version();
    await db.db
      .update(startups)
      .set({ description: 'A new description only.' })
      .where(eq(startups.id, row!.id));
    expect(await version()).toBe(before);
  });
});

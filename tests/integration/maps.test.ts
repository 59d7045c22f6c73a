/**
 * The Türkiye ecosystem maps (issue 18 §1): the counts per province equal what the lists behind
 * them hold (the startup list filtered by Türkiye and the province; /tech-centers filtered by the
 * type, Türkiye and the province); a hidden startup leaves the map at once; the public support
 * map's seeded institutions (a KOSGEB centre in every province, the 26 development agencies);
 * the API calls, their 404 in English and Turkish.
 * @database-engine: runs on PGlite and PostgreSQL: province lists use a window function ordered by Turkish names.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';
import { ctxFor, PREMIUM_VIEWER } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { generateTechCenters } = await import('@/modules/organizations/generate');
const { generateEcosystem } = await import('@/modules/startups/generate');
const { seedInstitutions, universityProvince } = await import('@/modules/organizations/institutions-seed');
const { searchStartups } = await import('@/modules/startups/search');
const { EMPTY_FILTER } = await import('@/modules/startups/filter-address');
const { searchTechCenters } = await import('@/modules/organizations/tech-centers');
const { techCenterFilterSchema } = await import('@/modules/organizations/tech-center-filter');
const { startups } = await import('@/modules/startups/schema');
const { notifyStartupsChanged } = await import('@/modules/startups/search-cache');
const { chosenCategories, getProvinceActors, getProvinceMap, mapCategories, STARTUPS } =
  await import('@/modules/maps/province-map');

type Envelope<T> = { data: T; message: string | null };

beforeAll(async () => {
  const db = testDb().db;
  await generateEcosystem(db, { startups: 300, roundsPerStartup: 1 });
  await generateTechCenters(db);
  await seedInstitutions(db);
}, 120_000);

async function fullMap(scope: 'all' | 'gov' | 'types' = 'all') {
  const ctx = ctxFor(testDb(), PREMIUM_VIEWER);
  const categories = await mapCategories(ctx, scope);
  return { ctx, categories, map: await getProvinceMap(ctx, categories, categories) };
}

describe('the Türkiye ecosystem map', () => {
  it('counts per province and category what the startup list and /tech-centers list for it', async () => {
    const { ctx, map } = await fullMap();
    expect(map.provinces).toHaveLength(81);
    const istanbul = map.provinces.find((p) => p.name === 'İstanbul')!;
    expect(istanbul.slug).toBe('istanbul');
    expect(istanbul.counts[STARTUPS]).toBeGreaterThan(50);
    // Every province with startups, and a few with none, against the startup list's count.
    const checked = map.provinces.filter(
      (p) => p.counts[STARTUPS]! > 0 || ['Bayburt', 'Hakkari'].includes(p.name),
    );
    for (const p of checked) {
      const list = await searchStartups(ctx, {
        filter: { ...EMPTY_FILTER, countries: [TURKEY_ID], cities: [p.cityId] },
        page: 1,
      });
      expect([p.name, p.counts[STARTUPS]]).toEqual([p.name, list.totalCount]);
    }
    // Organizations: each category with any actor, in its three biggest provinces and one without.
    for (const category of map.categories.filter((c) => c.typeId && c.total > 0)) {
      const ranked = [...map.provinces].sort((a, b) => b.counts[category.key]! - a.counts[category.key]!);
      for (const p of [...ranked.slice(0, 3), ranked.at(-1)!]) {
        const list = await searchTechCenters(ctx, {
          filter: techCenterFilterSchema.parse({
            types: [category.typeId],
            country: TURKEY_ID,
            city: p.cityId,
          }),
          page: 1,
        });
        expect([category.key, p.name, p.counts[category.key]]).toEqual([
          category.key,
          p.name,
          list.totalCount,
        ]);
      }
    }
    // The national total of a category is the sum over its provinces; the largest total is `max`.
    const total = map.provinces.reduce((sum, p) => sum + p.counts[STARTUPS]!, 0);
    expect(map.categories.find((c) => c.key === STARTUPS)!.total).toBe(total);
    expect(map.max).toBe(Math.max(...map.provinces.map((p) => p.total)));
  });

  it('sums only the chosen categories; an empty choice counts nothing', async () => {
    const ctx = ctxFor(testDb());
    const categories = await mapCategories(ctx, 'all');
    const chosen = chosenCategories(categories, 'startups,science-park,nonsense', 'all');
    expect(chosen.map((c) => c.key)).toEqual(['startups', 'science-park']);
    const map = await getProvinceMap(ctx, categories, chosen);
    const ankara = map.provinces.find((p) => p.slug === 'ankara')!;
    expect(ankara.total).toBe(ankara.counts.startups! + ankara.counts['science-park']!);
    expect(map.categories.filter((c) => c.chosen).map((c) => c.key)).toEqual(['startups', 'science-park']);
    expect((await getProvinceMap(ctx, categories, [])).max).toBe(0);
    // Nothing asked: every category; the types map starts with incubators, accelerators, parks.
    expect(chosenCategories(categories, undefined, 'all')).toHaveLength(categories.length);
    const types = await mapCategories(ctx, 'types');
    expect(chosenCategories(types, '', 'types')).toEqual([]);
    expect(chosenCategories(types, undefined, 'types').map((c) => c.key)).toEqual([
      'incubation-center',
      'science-park',
      'accelerator',
    ]);
  });

  it('a province lists its first startups and organizations, as many as the map counts', async () => {
    const ctx = ctxFor(testDb(), PREMIUM_VIEWER);
    const categories = await mapCategories(ctx, 'all');
    const chosen = chosenCategories(categories, 'startups,science-park,university', 'all');
    const actors = await getProvinceActors(ctx, 'istanbul', chosen);
    const map = await getProvinceMap(ctx, categories, chosen);
    const istanbul = map.provinces.find((p) => p.slug === 'istanbul')!;
    expect(actors.province.name).toBe('İstanbul');
    for (const group of actors.groups) expect(group.totalCount).toBe(istanbul.counts[group.key]);
    const parks = actors.groups.find((g) => g.key === 'science-park')!;
    expect(parks.organizations!.map((o) => o.name)).toContain('İTÜ ARI Teknokent');
    expect(actors.groups.find((g) => g.key === STARTUPS)!.startups).toHaveLength(12);
    // By id too; an unknown province is a 404.
    expect((await getProvinceActors(ctx, String(istanbul.cityId), chosen)).province.slug).toBe('istanbul');
    await expect(getProvinceActors(ctx, 'atlantis', chosen)).rejects.toMatchObject({ status: 404 });
  });

  it('a hidden startup leaves the map at once', async () => {
    const db = testDb().db;
    const { map: before } = await fullMap();
    const izmir = before.provinces.find((p) => p.slug === 'izmir')!;
    const [one] = await db
      .select({ id: startups.id })
      .from(startups)
      .where(eq(startups.cityId, izmir.cityId))
      .limit(1);
    await db.update(startups).set({ isVisible: false }).where(eq(startups.id, one!.id));
    notifyStartupsChanged(db);
    const { map: after } = await fullMap();
    expect(after.provinces.find((p) => p.slug === 'izmir')!.counts[STARTUPS]).toBe(
      izmir.counts[STARTUPS]! - 1,
    );
  });
});

describe('the public support institutions map', () => {
  it('offers development agencies, KOSGEB, TÜBİTAK and technology zones; KOSGEB in all 81 provinces', async () => {
    const { map } = await fullMap('gov');
    expect(map.categories.map((c) => c.key)).toEqual([
      'science-park',
      'development-agency',
      'kosgeb-service-centre',
      'tubitak-unit',
    ]);
    expect(map.provinces.filter((p) => p.counts['kosgeb-service-centre'] === 1)).toHaveLength(81);
    expect(map.categories.find((c) => c.key === 'development-agency')!.total).toBe(26);
    expect(map.provinces.every((p) => p.total >= 1)).toBe(true);
  });

  it('places universities by the province in their name or a known seat; running the step again adds nothing', async () => {
    const provinces = ['İstanbul', 'Ankara', 'Kocaeli', 'Van'];
    expect(universityProvince('Istanbul Technical University', provinces)).toBe('İstanbul');
    expect(universityProvince('Kocaeli University', provinces)).toBe('Kocaeli');
    expect(universityProvince('Bilkent University', provinces)).toBe('Ankara');
    expect(universityProvince('Vanderbilt University', provinces)).toBeUndefined();
    expect(await seedInstitutions(testDb().db)).toBe('0 public institutions and 0 universities');
  });
});

describe('the map calls', () => {
  it('answer the counts and a province, and 404 an unknown province in the viewer’s language', async () => {
    const res = await apiRequest('GET', '/api/v2/maps/provinces?scope=gov&show=development-agency');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope<{ provinces: Array<{ slug: string; total: number }> }>;
    expect(body.data.provinces).toHaveLength(81);
    expect(body.data.provinces.reduce((sum, p) => sum + p.total, 0)).toBe(26);

    const one = await apiRequest('GET', '/api/v2/maps/provinces/ankara?show=startups,development-agency');
    const province = (await one.json()) as Envelope<{
      groups: Array<{ key: string; totalCount: number; organizations?: Array<{ name: string }> }>;
    }>;
    expect(province.data.groups.map((g) => g.key)).toEqual(['startups', 'development-agency']);
    expect(province.data.groups[1]!.organizations!.map((o) => o.name)).toEqual(['Ankara Kalkınma Ajansı']);

    const en = await apiRequest('GET', '/api/v2/maps/provinces/atlantis');
    expect([en.status, ((await en.json()) as Envelope<null>).message]).toEqual([404, 'No such province.']);
    const tr = await apiRequest('GET', '/api/v2/maps/provinces/atlantis', undefined, {
      'accept-language': 'tr',
    });
    expect(((await tr.json()) as Envelope<null>).message).toBe('Böyle bir il yok.');
  });
});

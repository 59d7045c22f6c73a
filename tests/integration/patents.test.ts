/**
 * Patents (issue 18 §3) on a small hand-built set: organization and startup patents share one id
 * sequence, so an id names one patent; only patents of visible startups and of approved, visible
 * organizations are public; the most mature come first; each filter (sector, TRL, needs, owner
 * type, city, text without diacritics) narrows the list as a user expects; the filter offers only
 * cities and owner types that have patents; the API answers the list and one patent, with its 404
 * in English and Turkish; the Data menu has "Patentler" in Turkish only; the sample seed gives
 * every sample tech center patents with every field.
 * @database-engine: runs on PGlite and PostgreSQL: patents share one sequence; the list is a raw UNION ALL with array operators and collation order.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { cityIdsByName } = await import('@/modules/reference/reference');
const { typeIdByName, typeIdsOf } = await import('@/modules/reference/data/type-lists');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { organizationPatents, organizations } = await import('@/modules/organizations/schema');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { startupPatents } = await import('@/modules/startups/schema');
const { getPatent, patentFilterFacets, searchAllPatents } = await import('@/modules/patents/patents');
const { patentFilterSchema, parsePatentQuery } = await import('@/modules/patents/filter');
const { seedOrganizationPatents } = await import('@/modules/patents/seed');
const { generateTechCenters } = await import('@/modules/organizations/generate');
const { seedSite } = await import('@/modules/site/seed');
const { getSiteChrome } = await import('@/modules/site/chrome');

type Envelope<T> = { data: T; message: string | null };
const TTO = typeIdByName('organizationType', 'Technology transfer office');
const PARK = typeIdByName('organizationType', 'Science park');
const FINTECH = typeIdByName('startupSector', 'Fintech');
const HEALTH = typeIdByName('startupSector', 'Health tech');
const [LICENSING, INVESTMENT] = typeIdsOf('patentNeed');
const ids: Record<string, number> = {};
const city: Record<string, number> = {};
const filter = (f: Partial<Parameters<typeof searchAllPatents>[1]>) => patentFilterSchema.parse(f);
const names = async (f: Parameters<typeof filter>[0], locale: 'en' | 'tr' = 'en') =>
  (await searchAllPatents(ctxFor(testDb(), undefined, locale), filter(f))).data.map((p) => p.name);

beforeAll(async () => {
  const db = testDb().db;
  const cities = await cityIdsByName(db, TURKEY_ID);
  Object.assign(city, { eskisehir: cities.get('Eskişehir')!, istanbul: cities.get('İstanbul')! });
  const [tto, park, hidden, pending] = await createOrganizations(db, [
    { name: 'Porsuk TTO', typeId: TTO, countryId: TURKEY_ID, cityId: city.eskisehir },
    { name: 'Boğaz Teknopark', typeId: PARK, countryId: TURKEY_ID, cityId: city.istanbul },
    { name: 'Gizli Park', typeId: PARK, countryId: TURKEY_ID, cityId: city.istanbul },
    { name: 'Onay Bekleyen Ofis', typeId: TTO, countryId: TURKEY_ID, cityId: city.istanbul },
  ]);
  await db.update(organizations).set({ isVisible: false }).where(eq(organizations.id, hidden!));
  await db.update(organizations).set({ isApproved: false }).where(eq(organizations.id, pending!));
  const patent = (
    organizationId: number,
    name: string,
    more: Partial<typeof organizationPatents.$inferInsert>,
  ) => ({
    organizationId,
    name,
    applicationNumbers: [`TR 2022/${name.length}0001`],
    ...more,
  });
  const [sensor, battery, hiddenOne, pendingOne] = await db
    .insert(organizationPatents)
    .values([
      patent(tto!, 'Akıllı sulama vanası', {
        trl: 7,
        needIds: [LICENSING!],
        sectorIds: [HEALTH],
        inventorName: 'Prof. Dr. Ayşe Işık',
        applicationNumbers: ['TR 2021/012345', 'PCT/TR2022/050001'],
        value: 2_500_000,
        valueCurrency: 'TRY',
        problemSolved: 'Tarımda su israfı',
        protectionStartDate: '2021-04-01',
        protectionEndDate: '2041-04-01',
        technologicalAdvantage: 'Güneş enerjili',
        targetMarketIds: typeIdsOf('targetMarket').slice(0, 2),
        marketSize: 40_000_000,
        marketSizeCurrency: 'USD',
      }),
      patent(park!, 'Batarya soğutma modülü', { trl: 4, needIds: [INVESTMENT!], sectorIds: [FINTECH] }),
      patent(hidden!, 'Gizli buluş', { trl: 9 }),
      patent(pending!, 'Bekleyen buluş', { trl: 9 }),
    ])
    .returning({ id: organizationPatents.id });
  const [şirket, gizli] = await insertStartupSeeds(
    db,
    [
      {
        startup: {
          name: 'Şirket Robotik',
          sectorIds: [FINTECH],
          countryId: TURKEY_ID,
          cityId: city.istanbul,
        },
        patents: [{ name: 'Şirket ödeme yöntemi', applicationNumber: 'TR 2020/000777' }],
      },
      {
        startup: { name: 'Gizli Girişim', sectorIds: [FINTECH], isVisible: false },
        patents: [{ name: 'Görünmez yöntem', applicationNumber: 'TR 2020/000888' }],
      },
    ] as never,
    new Set(),
  );
  const [startupPatent] = await db
    .select({ id: startupPatents.id })
    .from(startupPatents)
    .where(eq(startupPatents.startupId, şirket!));
  Object.assign(ids, {
    tto,
    park,
    şirket,
    gizli,
    sensor: sensor!.id,
    battery: battery!.id,
    hiddenOne: hiddenOne!.id,
    pendingOne: pendingOne!.id,
    startupPatent: startupPatent!.id,
  });
});

describe('patent ids', () => {
  it('come from one sequence, so an id names one patent whichever owner it has', async () => {
    const all = [ids.sensor, ids.battery, ids.hiddenOne, ids.pendingOne, ids.startupPatent];
    expect(new Set(all).size).toBe(all.length);
    const ctx = ctxFor(testDb());
    expect((await getPatent(ctx, ids.startupPatent!)).owner).toMatchObject({
      kind: 'startup',
      name: 'Şirket Robotik',
    });
    expect((await getPatent(ctx, ids.sensor!)).owner).toMatchObject({
      kind: 'organization',
      name: 'Porsuk TTO',
      type: 'Technology transfer office',
      location: 'Eskişehir, Türkiye',
    });
  });
});

describe('the patent list', () => {
  it('shows public owners’ patents only, the most mature first and startup patents after', async () => {
    const page = await searchAllPatents(ctxFor(testDb()), filter({}));
    expect(page.data.map((p) => p.name)).toEqual([
      'Akıllı sulama vanası',
      'Batarya soğutma modülü',
      'Şirket ödeme yöntemi',
    ]);
    expect(page.totalCount).toBe(3);
    // A startup's patent takes its startup's sectors and city.
    expect(page.data[2]).toMatchObject({
      applicationNumbers: ['TR 2020/000777'],
      sectors: ['Fintech'],
      trl: null,
      owner: { kind: 'startup', location: 'İstanbul, Türkiye', seoUrl: expect.any(String) },
    });
  });

  it('narrows by sector, TRL, needs, owner type and city', async () => {
    expect(await names({ sectors: [FINTECH] })).toEqual(['Batarya soğutma modülü', 'Şirket ödeme yöntemi']);
    // A TRL or needs leave startup patents out: they state neither.
    expect(await names({ minTrl: 5 })).toEqual(['Akıllı sulama vanası']);
    expect(await names({ needs: [INVESTMENT!] })).toEqual(['Batarya soğutma modülü']);
    expect(await names({ owner: 'startup' })).toEqual(['Şirket ödeme yöntemi']);
    expect(await names({ owner: 'organization' })).toEqual([
      'Akıllı sulama vanası',
      'Batarya soğutma modülü',
    ]);
    expect(await names({ owner: TTO })).toEqual(['Akıllı sulama vanası']);
    expect(await names({ city: city.istanbul })).toEqual(['Batarya soğutma modülü', 'Şirket ödeme yöntemi']);
    expect(await names({ city: city.istanbul, owner: 'startup', sectors: [HEALTH] })).toEqual([]);
  });

  it('finds text regardless of Turkish letters and case: name, inventor, application number, owner', async () => {
    expect(await names({ q: 'sirket odeme' })).toEqual(['Şirket ödeme yöntemi']);
    expect(await names({ q: 'AKILLI' })).toEqual(['Akıllı sulama vanası']);
    expect(await names({ q: 'ayse isik' })).toEqual(['Akıllı sulama vanası']);
    expect(await names({ q: 'PCT/TR2022' })).toEqual(['Akıllı sulama vanası']);
    expect(await names({ q: 'boğaz' })).toEqual(['Batarya soğutma modülü']);
    // One character is not a search; a % is not a wildcard.
    expect(await names({ q: 'a' })).toHaveLength(3);
    expect(await names({ q: '%%' })).toEqual([]);
  });

  it('offers the cities and owner types that have public patents', async () => {
    const facets = await patentFilterFacets(ctxFor(testDb(), undefined, 'tr'));
    expect(facets.cities.map((c) => c.name)).toEqual(['Eskişehir', 'İstanbul']);
    expect(facets.ownerTypes.map((c) => c.name)).toEqual(['Teknoloji transfer ofisi', 'Teknopark']);
  });

  it('reads the address the page writes, dropping what is not valid', () => {
    expect(parsePatentQuery({ sector: '1,x,2', trl: '12', owner: 'startup', city: '-3', page: '2' })).toEqual(
      {
        filter: {
          q: undefined,
          sectors: [1, 2],
          needs: [],
          minTrl: undefined,
          owner: 'startup',
          city: undefined,
        },
        page: 2,
      },
    );
    expect(parsePatentQuery({ owner: '29003', trl: '6' }).filter).toMatchObject({ owner: 29003, minTrl: 6 });
  });
});

describe('a patent', () => {
  it('has every field, with names in the viewer’s language', async () => {
    const p = await getPatent(ctxFor(testDb(), undefined, 'tr'), ids.sensor!);
    expect(p).toMatchObject({
      name: 'Akıllı sulama vanası',
      applicationNumbers: ['TR 2021/012345', 'PCT/TR2022/050001'],
      inventorName: 'Prof. Dr. Ayşe Işık',
      value: 2_500_000,
      valueCurrency: 'TRY',
      trl: 7,
      needs: ['Lisans ortağı'],
      sectors: ['Sağlık teknolojileri'],
      targetMarkets: ['Türkiye', 'Avrupa'],
      problemSolved: 'Tarımda su israfı',
      protectionStartDate: '2021-04-01',
      protectionEndDate: '2041-04-01',
      technologicalAdvantage: 'Güneş enerjili',
      marketSize: 40_000_000,
      marketSizeCurrency: 'USD',
      owner: { kind: 'organization', type: 'Teknoloji transfer ofisi' },
    });
  });

  it('of a hidden or unapproved owner, or an unknown id, is not found', async () => {
    const ctx = ctxFor(testDb());
    for (const id of [ids.hiddenOne!, ids.pendingOne!, 9_999_999])
      await expect(getPatent(ctx, id)).rejects.toMatchObject({ status: 404, key: 'patent.not_found' });
    const [hiddenStartupPatent] = await testDb()
      .db.select({ id: startupPatents.id })
      .from(startupPatents)
      .where(eq(startupPatents.startupId, ids.gizli!));
    await expect(getPatent(ctx, hiddenStartupPatent!.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the patent calls', () => {
  it('answer the list with its filter and one patent, and 404 in the viewer’s language', async () => {
    const list = await apiRequest('GET', '/api/v2/patents?owner=organization&trl=5');
    expect(list.status).toBe(200);
    const body = (await list.json()) as Envelope<{
      data: Array<{ id: number }>;
      totalCount: number;
      pageSize: number;
    }>;
    expect([body.data.totalCount, body.data.pageSize, body.data.data[0]!.id]).toEqual([1, 12, ids.sensor]);

    const one = await apiRequest('GET', `/api/v2/patents/${ids.startupPatent}`);
    expect(((await one.json()) as Envelope<{ name: string }>).data.name).toBe('Şirket ödeme yöntemi');

    const en = await apiRequest('GET', `/api/v2/patents/${ids.hiddenOne}`);
    expect([en.status, ((await en.json()) as Envelope<null>).message]).toEqual([404, 'No such patent.']);
    const tr = await apiRequest('GET', '/api/v2/patents/9999999', undefined, { 'accept-language': 'tr' });
    expect(((await tr.json()) as Envelope<null>).message).toBe('Böyle bir patent yok.');
    expect((await apiRequest('GET', '/api/v2/patents/abc')).status).toBe(400);
  });
});

describe('the menu and the seed', () => {
  it('shows Patents in the Turkish Data menu only', async () => {
    const db = testDb().db;
    await seedSite(db);
    const data = async (locale: 'en' | 'tr') =>
      (await getSiteChrome(db, locale)).header.find((m) => m.key === 'data')!.links.map((l) => l.href);
    expect(await data('tr')).toContain('/tr/patentler');
    expect((await data('en')).some((href) => href.includes('patent'))).toBe(false);
  });

  it('gives the sample tech centers patents with every field', async () => {
    const db = testDb().db;
    await generateTechCenters(db);
    expect(await seedOrganizationPatents(db)).toBe('16 patents of 12 sample tech centers');
    const seeded = await searchAllPatents(ctxFor(testDb()), filter({ owner: 'organization', q: 'sensör' }));
    expect(seeded.totalCount).toBeGreaterThan(0);
    const full = await getPatent(ctxFor(testDb()), seeded.data[0]!.id);
    for (const key of [
      'inventorName',
      'value',
      'trl',
      'needsDescription',
      'problemSolved',
      'protectionStartDate',
      'protectionEndDate',
      'technologicalAdvantage',
      'marketSize',
    ] as const)
      expect(full[key], key).not.toBeNull();
    expect(full.needs.length * full.sectors.length * full.targetMarkets.length).toBeGreaterThan(0);
  });
});

/**
 * The global search (issue 18 §4) on a small hand-built set: "sirket" finds "Şirket" and
 * "istanbul" "İstanbul" in every kind (people, startups, organizations, programs, providers,
 * jobs); only public entries (verified people, visible startups, approved visible organizations
 * and their programs, visible providers, open jobs); prefix matches before substring matches;
 * groups and their limits; two characters search prefixes only and one is refused in the
 * viewer's language; the /search tabs' pages and counts.
 * @database-engine: runs on PGlite and PostgreSQL: the header search runs pg_trgm and orders Turkish names.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { cityIdsByName } = await import('@/modules/reference/reference');
const { typeIdByName, typeIdsOf } = await import('@/modules/reference/data/type-lists');
const { normalizeSearchText } = await import('@/lib/text');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { organizations, programs } = await import('@/modules/organizations/schema');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { providers } = await import('@/modules/providers/schema');
const { jobs } = await import('@/modules/jobs/schema');
const { countKinds, globalSearch, searchKind } = await import('@/modules/search/global-search');

type Envelope<T> = { data: T; message: string | null };
const PARK = typeIdByName('organizationType', 'Science park');
const names = (hits: Array<{ name: string }>) => hits.map((h) => h.name);

beforeAll(async () => {
  const db = testDb().db;
  const istanbul = (await cityIdsByName(db, TURKEY_ID)).get('İstanbul')!;
  const [park, pending] = await createOrganizations(db, [
    { name: 'İstanbul Teknopark', typeId: PARK, countryId: TURKEY_ID, cityId: istanbul },
    { name: 'İstanbul Bekleyen Merkez', typeId: PARK },
  ]);
  await db.update(organizations).set({ isApproved: false }).where(eq(organizations.id, pending!));
  await db.insert(programs).values([
    {
      organizationId: park!,
      seoUrl: 'sirket-hizlandirma',
      name: 'Şirket Hızlandırma Programı',
      typeId: typeIdsOf('programType')[0]!,
    },
    {
      organizationId: park!,
      seoUrl: 'gizli-program',
      name: 'Şirket Gizli Program',
      typeId: typeIdsOf('programType')[0]!,
      isVisible: false,
    },
    {
      organizationId: pending!,
      seoUrl: 'bekleyen-program',
      name: 'Şirket Bekleyen Program',
      typeId: typeIdsOf('programType')[0]!,
    },
  ]);
  const [şirket] = await insertStartupSeeds(
    db,
    [
      { startup: { name: 'Şirket Ödeme', tagline: 'Payments for small shops', countryId: TURKEY_ID } },
      { startup: { name: 'Büyük Şirket Lojistik', tagline: 'Freight' } },
      { startup: { name: 'Gizli Şirket', isVisible: false } },
      ...['Alfa', 'Beta', 'Gama', 'Delta', 'Epsilon', 'Zeta'].map((w) => ({
        startup: { name: `Şirketim ${w}` },
      })),
    ] as never,
    new Set(),
  );
  const person = (id: string, name: string, surname: string, title: string, verified = true) => ({
    id,
    name,
    surname,
    title,
    verified,
  });
  const people = [
    person('u1', 'Şule', 'Işık', 'Şirket kurucusu'),
    person('u2', 'İsmail', 'Şirketçi', 'Yazılımcı'),
    person('u3', 'Sirket', 'Doğrulanmamış', 'Kurucu', false),
  ];
  await db.insert(users).values(
    people.map((p) => ({
      id: p.id,
      name: p.name,
      surname: p.surname,
      email: `${p.id}@example.com`,
      emailVerified: p.verified,
    })),
  );
  await db.insert(profiles).values(
    people.map((p) => ({
      userId: p.id,
      seoUrl: p.id,
      title: p.title,
      // Each chose to be listed (profiles/listing.ts); the unverified one stays out all the same.
      isListed: true,
      searchText: normalizeSearchText(p.name, p.surname, p.title),
    })),
  );
  await db.insert(providers).values([
    {
      seoUrl: 'sirket-hukuk',
      name: 'Şirket Hukuk Bürosu',
      slogan: 'Kuruluş ve sözleşmeler',
      searchText: normalizeSearchText('Şirket Hukuk Bürosu'),
    },
    {
      seoUrl: 'gizli-hukuk',
      name: 'Şirket Gizli Hukuk',
      isVisible: false,
      searchText: normalizeSearchText('Şirket Gizli Hukuk'),
    },
  ]);
  const job = (seoUrl: string, title: string, publishedOn: string, expiresOn: string) => ({
    seoUrl,
    startupId: şirket!,
    countryId: TURKEY_ID,
    cityId: istanbul,
    professionId: typeIdsOf('profession')[0]!,
    payPlanId: typeIdsOf('payPlan')[0]!,
    publishedOn,
    expiresOn,
    title,
    description: 'Ekibe katılın.',
    searchText: normalizeSearchText(title, 'Şirket Ödeme'),
  });
  await db
    .insert(jobs)
    .values([
      job('sirket-gelistirici', 'Şirket için yazılım geliştirici', '2026-01-01', '2099-01-01'),
      job('sirket-eski', 'Şirket eski ilan', '2020-01-01', '2020-02-01'),
    ]);
});

describe('the header search', () => {
  it('finds "Şirket" for "sirket" in every kind, public entries only, grouped', async () => {
    const found = await globalSearch(ctxFor(testDb()), 'sirket');
    // Both have a word beginning with it; the unverified user is left out.
    expect(names(found.people).sort()).toEqual(['İsmail Şirketçi', 'Şule Işık']);
    expect(found.people.find((p) => p.seoUrl === 'u1')).toMatchObject({
      kind: 'person',
      seoUrl: 'u1',
      subtitle: 'Şirket kurucusu',
      image: null,
    });
    // Five a group, prefix matches first in name order: "Büyük Şirket Lojistik" contains it only.
    expect(names(found.startups)).toEqual([
      'Şirket Ödeme',
      'Şirketim Alfa',
      'Şirketim Beta',
      'Şirketim Delta',
      'Şirketim Epsilon',
    ]);
    expect(found.ecosystem.map((h) => [h.kind, h.name])).toEqual([
      ['program', 'Şirket Hızlandırma Programı'],
      ['provider', 'Şirket Hukuk Bürosu'],
      ['job', 'Şirket için yazılım geliştirici'],
    ]);
    expect(found.ecosystem[0]!.subtitle).toBe('İstanbul Teknopark');
    expect(found.ecosystem[2]!.subtitle).toBe('Şirket Ödeme');
  });

  it('matches whatever the case and Turkish letters: İSTANBUL, istanbul, Istanbul', async () => {
    for (const text of ['istanbul', 'İSTANBUL', 'Istanbul', 'ıstanbul']) {
      const found = await globalSearch(ctxFor(testDb(), undefined, 'tr'), text);
      expect(found.ecosystem.map((h) => [h.name, h.subtitle])).toEqual([['İstanbul Teknopark', 'Teknopark']]);
    }
    expect(names((await globalSearch(ctxFor(testDb()), 'SULE ISIK')).people)).toEqual(['Şule Işık']);
  });

  it('finds substrings from 3 characters, prefixes only with 2, and refuses 1', async () => {
    expect(names((await globalSearch(ctxFor(testDb()), 'lojistik')).startups)).toEqual([
      'Büyük Şirket Lojistik',
    ]);
    expect(names((await globalSearch(ctxFor(testDb()), 'bu')).startups)).toEqual(['Büyük Şirket Lojistik']);
    expect(names((await globalSearch(ctxFor(testDb()), 'ik')).startups)).toEqual([]);
    await expect(globalSearch(ctxFor(testDb()), ' ş ')).rejects.toMatchObject({ status: 400 });
    expect((await globalSearch(ctxFor(testDb()), 'sirket', 2)).startups).toHaveLength(2);
  });
});

describe('the results page', () => {
  it('pages a tab, prefix matches first, and counts every kind', async () => {
    const startups = await searchKind(ctxFor(testDb()), 'startup', 'şirket');
    expect(names(startups.data)).toEqual([
      'Şirket Ödeme',
      'Şirketim Alfa',
      'Şirketim Beta',
      'Şirketim Delta',
      'Şirketim Epsilon',
      'Şirketim Gama',
      'Şirketim Zeta',
      'Büyük Şirket Lojistik',
    ]);
    expect(startups.totalCount).toBe(8);
    expect(await countKinds(ctxFor(testDb()), 'sirket')).toEqual({
      person: 2,
      startup: 8,
      organization: 0,
      program: 1,
      provider: 1,
      job: 1,
    });
  });
});

describe('the search calls', () => {
  it('answer the groups, a tab and the legacy list; fewer than 2 characters is a 400 in the viewer’s language', async () => {
    const grouped = await apiRequest('GET', '/api/v2/search?q=sirket&size=3');
    const body = (await grouped.json()) as Envelope<{
      people: unknown[];
      startups: unknown[];
      ecosystem: unknown[];
    }>;
    expect([body.data.people.length, body.data.startups.length, body.data.ecosystem.length]).toEqual([
      2, 3, 3,
    ]);

    const tab = await apiRequest('GET', '/api/v2/search/program?q=hizlandirma');
    expect(((await tab.json()) as Envelope<{ data: Array<{ seoUrl: string }> }>).data.data[0]!.seoUrl).toBe(
      'sirket-hizlandirma',
    );

    const legacy = await apiRequest('GET', '/api/v2/search/legacy?text=istanbul');
    expect(((await legacy.json()) as Envelope<unknown[]>).data).toEqual([
      expect.objectContaining({
        text: 'İstanbul Teknopark',
        searchResultType: 4,
        url: expect.stringMatching(/^\/tech-center\//),
      }),
    ]);

    const en = await apiRequest('GET', '/api/v2/search?q=s');
    expect(en.status).toBe(400);
    const tr = await apiRequest('GET', '/api/v2/search?q=s', undefined, { 'accept-language': 'tr' });
    expect(((await tr.json()) as Envelope<null>).message).toMatch(/2/);
  });
});

describe('lookups and type search', () => {
  it('looks up exactly by the beginning of the name, or fuzzily with a typo; never more than 10 exact', async () => {
    const { lookupEntries } = await import('@/modules/search/lookup');
    const ctx = ctxFor(testDb());
    expect(names(await lookupEntries(ctx, 'startup', 'sirketim', 'exact', 50))).toEqual([
      'Şirketim Alfa',
      'Şirketim Beta',
      'Şirketim Delta',
      'Şirketim Epsilon',
      'Şirketim Gama',
      'Şirketim Zeta',
    ]);
    // Exact: the name begins with the text; "lojistik" is inside a name, so only fuzzy finds it.
    expect(await lookupEntries(ctx, 'startup', 'lojistik', 'exact')).toEqual([]);
    expect(names(await lookupEntries(ctx, 'startup', 'lojistik', 'fuzzy'))).toEqual([
      'Büyük Şirket Lojistik',
    ]);
    // One letter too many still finds the technopark fuzzily, and the unapproved one never.
    expect(names(await lookupEntries(ctx, 'organization', 'teknoparkk', 'fuzzy'))).toEqual([
      'İstanbul Teknopark',
    ]);
    expect(names(await lookupEntries(ctx, 'person', 'ISMAIL', 'exact'))).toEqual(['İsmail Şirketçi']);

    const call = await apiRequest('GET', '/api/v2/lookup/startup?q=sirketim&mode=exact&size=3');
    expect(((await call.json()) as Envelope<unknown[]>).data).toHaveLength(3);
  });

  it('finds reference items by either language’s name, within the given lists', async () => {
    const { searchTypes } = await import('@/modules/search/lookup');
    const { TYPE_LIST_IDS } = await import('@/modules/reference/data/type-list-ids');
    const tr = ctxFor(testDb(), undefined, 'tr');
    const sectors = await searchTypes(tr, 'saglik', [TYPE_LIST_IDS.startupSector]);
    expect(sectors.length).toBeGreaterThan(0);
    expect(sectors.every((s) => s.parentId === TYPE_LIST_IDS.startupSector)).toBe(true);
    expect(sectors.map((s) => s.name).join(' ')).toMatch(/Sağlık/);
    // The same items by their English name, answered in English.
    const en = await searchTypes(ctxFor(testDb()), 'health', [TYPE_LIST_IDS.startupSector]);
    expect(en.map((s) => s.id)).toEqual(expect.arrayContaining(sectors.map((s) => s.id).slice(0, 1)));

    const call = await apiRequest(
      'GET',
      `/api/v2/search/types?q=sağlık&parentTypeIds=${TYPE_LIST_IDS.startupSector}&size=2`,
    );
    expect(((await call.json()) as Envelope<unknown[]>).data.length).toBeLessThanOrEqual(2);
  });
});

describe('lookup limits (P §7: user, startup and organization lookups limited to 10)', () => {
  it('answers at most 10 exact matches however many match or are asked for', async () => {
    const { lookupEntries } = await import('@/modules/search/lookup');
    // 14 startups whose names begin with "Limitli", beside the file's other entries.
    await insertStartupSeeds(
      testDb().db,
      Array.from({ length: 14 }, (_, i) => ({ startup: { name: `Limitli Girişim ${i + 1}` } })) as never,
      new Set(),
    );
    const exact = await lookupEntries(ctxFor(testDb()), 'startup', 'limitli', 'exact', 50);
    expect(exact).toHaveLength(10);
    expect(exact.every((hit) => hit.name.startsWith('Limitli Girişim'))).toBe(true);
    const call = await apiRequest('GET', '/api/v2/lookup/startup?q=limitli&mode=exact&size=10');
    expect(((await call.json()) as Envelope<unknown[]>).data).toHaveLength(10);
    // Fuzzy lookups may give more (up to 30) and find all 14.
    expect(await lookupEntries(ctxFor(testDb()), 'startup', 'limitli', 'fuzzy', 50)).toHaveLength(14);
  });
});

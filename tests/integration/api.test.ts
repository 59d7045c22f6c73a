/**
 * @database-engine: runs on PGlite and PostgreSQL: fuzzy name search runs pg_trgm (<%, word_similarity).
 */
/** HTTP-level tests of the reference and startup API: envelope, paths, errors in EN and TR. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed-database';
import { createTestDb, TEST_CITY_COUNTRIES, type TestDb } from '../helpers/db';
import { setDbHandle } from '@/server/db/client';
import { getApi } from '@/app/_api/app';
import { typeIdByName, TYPE_LIST_IDS } from '@/modules/reference/data/type-lists';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { startups: 50, seed: 3, reference: { cityCountries: TEST_CITY_COUNTRIES } });
  setDbHandle(db);
});
afterAll(async () => db?.drop());

const call = async (method: string, path: string, body?: unknown, locale = 'en') => {
  const res = await getApi().fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      data: any;
      status: { code: number; value: string };
      message: string | null;
    },
  };
};

describe('reference data', () => {
  it('lists countries with Turkish names and Turkish provinces and districts', async () => {
    const countries = await call('GET', '/apiCommon/Country/List', undefined, 'tr');
    expect(countries.status).toBe(200);
    expect(countries.body.status).toEqual({ code: 200, value: 'OK' });
    expect(countries.body.data[0]).toMatchObject({ id: 792, name: 'Türkiye' });
    expect(countries.body.data.length).toBeGreaterThan(240);
    const cities = await call('GET', '/apiCommon/City/List?countryId=792');
    expect(cities.body.data).toHaveLength(81);
    const istanbul = cities.body.data.find((c: { name: string }) => c.name === 'İstanbul');
    const counties = await call('GET', `/apiCommon/County/List?cityId=${istanbul.id}`);
    expect(counties.body.data.map((c: { name: string }) => c.name)).toContain('Kadıköy');
    const top = await call('GET', '/apiCommon/country/TopCountryList');
    expect(top.body.data[0].id).toBe(792);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const res = await call('GET', '/apiCommon/City/List?countryId=abc');
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty('countryId');
    expect(res.body.message).toBe('Please fill all the required fields.');
  });

  it('searches universities 15 a page regardless of diacritics', async () => {
    const res = await call('POST', '/apiCommon/University/Search', { searchText: 'bogazici' });
    expect(res.body.data.pageSize).toBe(15);
    expect(res.body.data.data.some((u: { name: string }) => /Bo[gğ]azi[cç]i/i.test(u.name))).toBe(true);
  });

  it('serves typed lists, the list of a child and content', async () => {
    const stages = await call(
      'GET',
      `/apiCommon/Type/GetTypeList?parentId=${TYPE_LIST_IDS.startupStage}`,
      undefined,
      'tr',
    );
    expect(stages.body.data.map((s: { name: string }) => s.name).slice(0, 3)).toEqual([
      'Fikir',
      'Prototip',
      'MVP',
    ]);
    const byChild = await call(
      'GET',
      `/apiCommon/Type/GetTypeListByChildId?id=${typeIdByName('investmentTour', 'Seed')}`,
    );
    expect(byChild.body.data.map((s: { name: string }) => s.name)).toContain('Series E');
    expect((await call('GET', '/apiCommon/Type/GetTypeListByChildId?id=999999')).status).toBe(404);
    const content = await call('GET', '/apiCommon/Content/GetContent?id=data-sources');
    expect(content.body.data.body).toContain('CC BY-SA 4.0');
  });
});

describe('startups', () => {
  it('gets a startup by seoUrl and id; unknown is 404 in the viewer language', async () => {
    const bySlug = await call('GET', '/apiCommon/Company/Get/dropbox');
    expect(bySlug.body.data.name).toBe('Dropbox');
    const byId = await call('GET', `/api/v2/startups/${bySlug.body.data.id}`);
    expect(byId.body.data.seoUrl).toBe('dropbox');
    const missing = await call('GET', '/api/v2/startups/seo/no-such-startup', undefined, 'tr');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      data: null,
      status: { code: 404, value: 'startup.not_found' },
      message: 'Bulunamadı',
    });
  });

  it('reads a seoUrl of digits as a seoUrl, never as an id (the YC startup "42"; spec P§2)', async () => {
    const bySeoUrl = await call('GET', '/api/v2/startups/seo/42');
    expect(bySeoUrl.status).toBe(200);
    expect(bySeoUrl.body.data).toMatchObject({ name: '42', seoUrl: '42' });
    // The startup whose id is 42 is another company, reached by its id only.
    const byId = await call('GET', '/api/v2/startups/42');
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(42);
    expect(byId.body.data.seoUrl).not.toBe('42');
    const forty2 = await call('GET', `/api/v2/startups/${bySeoUrl.body.data.id}`);
    expect(forty2.body.data.name).toBe('42');
  });

  it('searches 10 a page and refuses premium filters with 402', async () => {
    const page = await call('POST', '/apiCommon/Company/Search', { filter: { countries: [840] } });
    expect(page.body.data.pageSize).toBe(10);
    expect(page.body.data.data).toHaveLength(10);
    expect(page.body.data.totalCount).toBeGreaterThan(400);
    const premium = await call(
      'POST',
      '/api/v2/startups/list?currentPage=1',
      { stages: [typeIdByName('startupStage', 'MVP')] },
      'tr',
    );
    expect(premium.status).toBe(402);
    expect(premium.body.status.value).toBe('premium.payment_required');
    expect(premium.body.message).toBe('Premium filtre(ler)i kullanmak için ödeme gerekiyor: stage');
    const bad = await call('POST', '/api/v2/startups/list', { countries: ['x'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toContain('countries.0');
  });

  it('fuzzy search needs 2 characters and finds names without diacritics', async () => {
    const short = await call('GET', '/api/v2/startups/search?query=a&mode=fuzzy');
    expect(short.status).toBe(400);
    const hits = await call('GET', '/api/v2/startups/search?query=stripe&mode=fuzzy&limit=30');
    expect(hits.body.data[0].name).toBe('Stripe');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await getApi().fetch(new Request('http://localhost/api/openapi.json'));
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/apiCommon/Country/List',
        '/apiCommon/Company/Search',
        '/api/v2/startups/list',
      ]),
    );
  });
});

describe('founders', () => {
  it('names a YC startup’s sole founder "Founder" and two founders "Co-founder"; migration 0042 corrects older rows', async () => {
    const fs = await import('node:fs');
    const { sql } = await import('drizzle-orm');
    const { rowsOf } = await import('@/server/db/rows');
    const teams = async () =>
      rowsOf<{ startup_id: number; seo_url: string; members: number; position_id: number }>(
        await db.db.execute(sql`
          select m.startup_id, s.seo_url, count(*) over (partition by m.startup_id)::int as members, m.position_id
          from startup_team_members m join startups s on s.id = m.startup_id
          where s.source = 'yc' order by m.id`),
      );
    const before = await teams();
    const sole = before.filter((r) => r.members === 1);
    expect(sole.length).toBeGreaterThan(50);
    expect(new Set(sole.map((r) => r.position_id))).toEqual(new Set([22001]));
    expect(new Set(before.filter((r) => r.members > 1).map((r) => r.position_id))).toEqual(new Set([22002]));
    const page = await call('GET', `/api/v2/startups/seo/${sole[0]!.seo_url}`);
    expect(page.body.data.team.map((m: { position: string | null }) => m.position)).toEqual(['Founder']);

    // A database imported before: sole founders stored as co-founders.
    await db.db.execute(sql`update startup_team_members set position_id = 22002
      where startup_id in (${sql.join(
        sole.map((r) => sql`${r.startup_id}`),
        sql`, `,
      )})`);
    await db.db.execute(sql.raw(fs.readFileSync('drizzle/0042_sole_founders.sql', 'utf8')));
    expect(await teams()).toEqual(before);
  });
});

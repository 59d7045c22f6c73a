/**
 * Issue 12 §2: bad input gets a 4xx in the envelope, in the viewer's language, never a 500 —
 * the exact calls the probe found answering 500, and text search where `%` and `_` used to act
 * as wildcards.
 */
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed-database';
import { TEST_CITY_COUNTRIES } from '../helpers/db';
import { apiTestDb, ORIGIN } from '../helpers/api';

const testDb = apiTestDb();
let seeded = false;
async function seed() {
  if (seeded) return;
  await seedDatabase(testDb().db, {
    startups: 40,
    seed: 12,
    skipRealData: true,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
  seeded = true;
}

async function call(
  method: string,
  path: string,
  init: { body?: string; contentType?: string; locale?: string } = {},
) {
  const { getApi } = await import('@/app/_api/app');
  const headers: Record<string, string> = { origin: ORIGIN, 'accept-language': init.locale ?? 'en' };
  if (init.contentType) headers['content-type'] = init.contentType;
  const res = await getApi().fetch(new Request(`${ORIGIN}${path}`, { method, headers, body: init.body }));
  const body = (await res.json()) as {
    data: { data?: unknown[]; totalCount?: number; fields?: Record<string, string> } | null;
    status: { code: number; value: string };
    message: string | null;
  };
  return { status: res.status, body };
}

describe('framework refusals in the envelope', () => {
  it('answers malformed JSON with 400 in English and Turkish', async () => {
    const en = await call('POST', '/apiCommon/Company/Search', {
      body: '{bad json',
      contentType: 'application/json',
    });
    expect(en.status).toBe(400);
    expect(en.body.status).toEqual({ code: 400, value: 'generic.malformed_body' });
    expect(en.body.message).toBe('The request body is not valid JSON.');
    const tr = await call('POST', '/apiCommon/Company/Search', {
      body: '{bad json',
      contentType: 'application/json',
      locale: 'tr',
    });
    expect(tr.body.message).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('answers a wrong content type with 415 naming it', async () => {
    const res = await call('POST', '/apiCommon/Company/Search', { body: 'q=a', contentType: 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('This call does not accept that content type (text/plain).');
  });

  it('answers a JSON body over 1 MB with 413 before reading it', async () => {
    const res = await call('POST', '/apiCommon/Company/Search', {
      body: JSON.stringify({ searchText: 'x'.repeat(2 * 1024 * 1024) }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too big.');
  });

  it('answers a body-less call that needs a body with 400, not 500', async () => {
    const res = await call('POST', '/api/v2/startups/by-ids');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers uploads sent as JSON or empty with 4xx, even to a visitor', async () => {
    for (const path of ['/api/v2/users/me/cv', '/apiCommon/User/UpdateProfilePhoto']) {
      for (const init of [
        { body: '{"file":"x"}', contentType: 'application/json' },
        { body: '', contentType: 'multipart/form-data' },
        {},
      ]) {
        const res = await call('POST', path, init);
        expect(res.status, `${path} ${JSON.stringify(init)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(init)}`).toBeLessThan(500);
      }
    }
  });
});

describe('ids beyond the integer column range', () => {
  it.each([
    '/apiCommon/City/List?countryId=0xffffffff',
    '/apiCommon/County/List?cityId=0xabad1dea',
    '/apiCommon/ServiceProviders/Get/0xabad1dea',
    '/api/v2/startups/99999999999',
    '/apiCommon/Company/Get/99999999999',
    '/apiCommon/Organizer/Get?seoUrl=99999999999',
  ])('%s answers 400 or 404', async (path) => {
    await seed();
    const res = await call('GET', path);
    expect([400, 404]).toContain(res.status);
    expect(res.body.status.code).toBe(res.status);
  });

  it('names the out-of-range field', async () => {
    const res = await call('GET', '/apiCommon/City/List?countryId=99999999999');
    expect(res.status).toBe(400);
    expect(res.body.data?.fields).toHaveProperty('countryId');
  });
});

describe('text search treats % and _ as text', () => {
  it('finds nothing for wildcard-only searches but still finds real names', async () => {
    await seed();
    const all = await call('POST', '/apiCommon/Company/Search', {
      body: JSON.stringify({}),
      contentType: 'application/json',
    });
    expect(all.body.data?.totalCount).toBeGreaterThan(0);
    for (const q of ['%%', '__', '%_', '\\%']) {
      const res = await call('POST', '/apiCommon/Company/Search', {
        body: JSON.stringify({ searchText: q }),
        contentType: 'application/json',
      });
      expect(res.status, q).toBe(200);
      expect(res.body.data?.totalCount, q).toBe(0);
    }
    const { startups } = await import('@/modules/startups/schema');
    const [one] = await testDb().db.select({ name: startups.name }).from(startups).limit(1);
    const found = await call('POST', '/apiCommon/Company/Search', {
      body: JSON.stringify({ searchText: one!.name.slice(0, 6) }),
      contentType: 'application/json',
    });
    expect(found.body.data?.totalCount).toBeGreaterThan(0);
  });

  it('does not list every provider or university for %', async () => {
    await seed();
    const providers = await call('POST', '/apiCommon/ServiceProviders/Search', {
      body: JSON.stringify({ Text: '%%' }),
      contentType: 'application/json',
    });
    expect(providers.status).toBe(200);
    expect(providers.body.data?.totalCount ?? providers.body.data?.data?.length ?? 0).toBe(0);
    const universities = await call('POST', '/apiCommon/University/Search', {
      body: JSON.stringify({ searchText: '%_' }),
      contentType: 'application/json',
    });
    expect(universities.status).toBe(200);
    expect(universities.body.data?.totalCount).toBe(0);
  });
});

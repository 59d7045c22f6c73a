/**
 * The benchmark's premium session (issue 14 "The benchmark"): the account `npm run bench` signs
 * in with is accepted by the server as a premium viewer, and a refused or non-premium session
 * fails loudly instead of being measured as a visitor.
 */
import { describe, expect, it } from 'vitest';
import { apiTestDb, ORIGIN, privateOutbox } from '../helpers/api';

privateOutbox();
const testDb = apiTestDb();
const { getApi } = await import('@/app/_api/app');
const { resolveViewer } = await import('@/server/viewer');
const { BENCH_ACCOUNT, assertPremiumSession, ensureBenchPremiumUser, signInForBench } =
  await import('../../scripts/bench-session');

const fetchApi = (request: Request) => getApi().fetch(request);

describe("the benchmark's premium session", () => {
  it('signs in over HTTP and is taken as a premium viewer; a second set-up changes nothing', async () => {
    const id = await ensureBenchPremiumUser(testDb().db);
    expect(await ensureBenchPremiumUser(testDb().db)).toBe(id);
    const cookie = await signInForBench(fetchApi, ORIGIN);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    await expect(assertPremiumSession(fetchApi, ORIGIN, cookie)).resolves.toBeUndefined();
    expect(await resolveViewer(new Headers({ cookie }))).toMatchObject({
      isAuthenticated: true,
      isPremium: true,
      userId: id,
    });
  });

  it('fails loudly on a cookie the server does not accept (the old fault: a visitor measured as premium)', async () => {
    await expect(assertPremiumSession(fetchApi, ORIGIN, 'better-auth.session_token=bench')).rejects.toThrow(
      /premium session is not accepted/,
    );
  });

  it('fails loudly when sign-in is refused', async () => {
    await expect(
      signInForBench(fetchApi, ORIGIN, { email: BENCH_ACCOUNT.email, password: 'Wrong!pass77' }),
    ).rejects.toThrow(/sign-in as bench\.premium@example\.com refused \(HTTP 401/);
  });
});

describe("the benchmark's load figures", () => {
  it('reports true percentiles (p95 of 1…100 ms is 95 ms, not autocannon’s p97.5)', async () => {
    const { percentile } = await import('../../scripts/bench-load');
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99)]).toEqual([50, 95, 99]);
    expect(percentile([], 95)).toBe(0);
  });

  it('varies Company/Search bodies; a visitor’s bodies are valid and use no premium filter', async () => {
    const { searchBodies } = await import('../../scripts/bench-load');
    const { companySearchBodySchema } = await import('@/modules/startups/validation');
    const { premiumFiltersUsed } = await import('@/modules/startups/filter-address');
    const next = searchBodies('visitor', 7);
    const bodies = Array.from({ length: 200 }, () => next());
    expect(new Set(bodies).size).toBeGreaterThan(150);
    for (const body of bodies) {
      const parsed = companySearchBodySchema.parse(JSON.parse(body));
      expect(premiumFiltersUsed(parsed.filter)).toEqual([]);
      expect(parsed.filter.sectors.length).toBeLessThanOrEqual(1);
    }
    const premium = Array.from({ length: 200 }, searchBodies('premium', 7)).map((b) =>
      companySearchBodySchema.parse(JSON.parse(b)),
    );
    expect(premium.some((b) => premiumFiltersUsed(b.filter).length > 0)).toBe(true);
  });
});

/**
 * Issue 13 §2 and §4: every record says where it comes from and when it last changed (API), a
 * startup a user creates is the user's (not sample data), and the startup list puts real records
 * first by default — index-backed — while the other orders keep working.
 * @database-engine: runs on PGlite and PostgreSQL: the list order must be index-backed (EXPLAIN with enable_sort off).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed-database';
import { apiRequest, apiTestDb, signedInCookie } from '../helpers/api';
import { ctxFor, TEST_CITY_COUNTRIES } from '../helpers/db';
import { EMPTY_FILTER } from '@/modules/startups/filter';
import { searchStartups, startupListOrder } from '@/modules/startups/search';
import { startupFacets, startups } from '@/modules/startups/schema';
import { organizations, programs } from '@/modules/organizations/schema';
import { providers } from '@/modules/providers/schema';
import { profiles } from '@/modules/profiles/schema';

const testDb = apiTestDb();
type Envelope = { data: Record<string, unknown> & { source: string; updatedAt: string } };
const get = async (path: string, cookie?: string) => {
  const res = await apiRequest('GET', path, undefined, cookie ? { cookie } : {});
  expect(res.status, path).toBe(200);
  return ((await res.json()) as Envelope).data;
};
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

beforeAll(async () => {
  await seedDatabase(testDb().db, {
    startups: 60,
    talents: 10,
    seed: 9,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
});

describe('provenance in the API', () => {
  it('says a YC startup comes from the dataset and a generated one is sample data, with update times', async () => {
    const dropbox = await get('/api/v2/startups/seo/dropbox');
    expect(dropbox.source).toBe('yc');
    expect(dropbox.updatedAt).toMatch(isoTime);
    const [sample] = await testDb()
      .db.select({ id: startups.id })
      .from(startups)
      .where(eq(startups.source, 'generated'))
      .limit(1);
    const generated = await get(`/api/v2/startups/public/${sample!.id}`);
    expect(generated.source).toBe('generated');
    expect(generated.updatedAt).toMatch(isoTime);
  });

  it('says where organizations, programs, providers and talents come from', async () => {
    const db = testDb().db;
    const [investor] = await db.select().from(organizations).where(eq(organizations.name, 'Sequoia Capital'));
    expect((await get(`/apiCommon/Organizer/Get?seoUrl=${investor!.seoUrl}`)).source).toBe('yc');
    const [center] = await db.select().from(organizations).where(eq(organizations.name, 'Anadolu Teknopark'));
    const techCenter = await get(`/apiCommon/Organizer/Get?seoUrl=${center!.seoUrl}`);
    expect(techCenter).toMatchObject({ source: 'generated', updatedAt: expect.stringMatching(isoTime) });
    const [program] = await db.select().from(programs).limit(1);
    expect(await get(`/apiCommon/Program/Get?programSeoUrl=${program!.seoUrl}`)).toMatchObject({
      source: 'generated',
      updatedAt: expect.stringMatching(isoTime),
    });
    const [provider] = await db.select().from(providers).limit(1);
    expect(await get(`/apiCommon/ServiceProviders/Get/${provider!.id}`)).toMatchObject({
      source: 'generated',
      updatedAt: expect.stringMatching(isoTime),
    });
    const [talent] = await db.select().from(profiles).where(eq(profiles.source, 'generated')).limit(1);
    expect(await get(`/api/v2/talents/${talent!.seoUrl}`)).toMatchObject({
      source: 'generated',
      updatedAt: expect.stringMatching(isoTime),
    });
  });

  it('marks a startup a user creates as added by a user, not sample data', async () => {
    const cookie = await signedInCookie(testDb(), 'maker@example.com');
    const res = await apiRequest(
      'POST',
      '/apiCommon/Company/Post',
      { name: 'Çay Ocağı Robotik', sectorIds: [13001], teamMembers: [{ name: 'Deniz', surname: 'Kaya' }] },
      { cookie },
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number; seoUrl: string } };
    const created = await get(`/api/v2/startups/seo/${data.seoUrl}`, cookie);
    expect(created.source).toBe('user');
    const [row] = await testDb().db.select().from(startups).where(eq(startups.id, data.id));
    expect(row!.source).toBe('user');
  });
});

describe('default startup order (real records first)', () => {
  it('lists the YC startups before the generated ones, most funded first', async () => {
    const ctx = ctxFor(testDb());
    const page = await searchStartups(ctx, { filter: EMPTY_FILTER, page: 1 });
    const [top] = await testDb()
      .db.select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(and(eq(startups.isVisible, true), eq(startups.source, 'yc')))
      .orderBy(desc(startups.totalFundingUsd), desc(startups.id))
      .limit(1);
    expect(page.data[0]!.name).toBe(top!.name);
    const sources = await testDb()
      .db.select({ id: startups.id, source: startups.source })
      .from(startups)
      .where(
        sql`${startups.id} in (${sql.join(
          page.data.map((s) => sql`${s.id}`),
          sql`, `,
        )})`,
      );
    expect(sources.every((s) => s.source === 'yc')).toBe(true);

    // The last real startup comes right before the first generated one.
    const real = (
      await testDb()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(startups)
        .where(and(eq(startups.isVisible, true), sql`${startups.source} <> 'generated'`))
    )[0]!.n;
    const boundary = await searchStartups(ctx, {
      filter: EMPTY_FILTER,
      page: Math.floor(real / 10) + 1,
    });
    const names = boundary.data.map((s) => s.name);
    const generatedNames = new Set(
      (
        await testDb()
          .db.select({ name: startups.name })
          .from(startups)
          .where(eq(startups.source, 'generated'))
      ).map((r) => r.name),
    );
    const firstGenerated = names.findIndex((n) => generatedNames.has(n));
    expect(firstGenerated).toBe(real % 10);
  });

  it('keeps the other orders: newest first lists the most recently created startup', async () => {
    const ctx = ctxFor(testDb());
    const newest = await searchStartups(ctx, { filter: EMPTY_FILTER, page: 1, sort: 'newest' });
    const [latest] = await testDb()
      .db.select({ name: startups.name })
      .from(startups)
      .where(eq(startups.isVisible, true))
      .orderBy(desc(startups.createdAt), desc(startups.id))
      .limit(1);
    expect(newest.data[0]!.name).toBe(latest!.name);
    const byName = await searchStartups(ctx, { filter: EMPTY_FILTER, page: 1, sort: 'name' });
    const names = byName.data.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('serves the default order from its index (no sort step)', async () => {
    const db = testDb().db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: startupFacets.startupId })
        .from(startupFacets)
        .orderBy(...startupListOrder('realFirst'))
        .limit(10);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
        Record<string, string>
      >;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('startup_facets_real_first_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

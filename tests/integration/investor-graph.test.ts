/**
 * The investor-relation graph (issue 18 §2) on a small hand-built ecosystem: nodes and edges match
 * the rounds (an investor in two startups links both; edge size = rounds together; a known
 * investor without a round counts once); hidden startups stay out; the layout is computed once and
 * stored, a change marks it stale and queues its refresh; filters by sector, country and years;
 * the shortest path; co-investors; the API calls, their 404 in English and Turkish.
 * @database-engine: runs on PGlite and PostgreSQL: the graph fingerprint and co-investor lists are raw SQL (hashtext, array_agg, collation order).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb } from '../helpers/api';
import { ctxFor } from '../helpers/db';

const testDb = apiTestDb({ reference: true });
const { TURKEY_ID } = await import('@/modules/reference/seed');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');
const { createOrganizations } = await import('@/modules/organizations/organizations');
const { insertStartupSeeds } = await import('@/modules/startups/bulk-insert');
const { startups } = await import('@/modules/startups/schema');
const { organizations } = await import('@/modules/organizations/schema');
const { notifyStartupsChanged } = await import('@/modules/startups/search-cache');
const { findGraphPath, getCoInvestors, getInvestorGraph, refreshInvestorGraph } =
  await import('@/modules/graph/graph');
const { layoutGraph } = await import('@/modules/graph/layout');
const { matchNodes } = await import('@/modules/graph/match');
const { investorGraphLayouts } = await import('@/modules/graph/schema');

type Envelope<T> = { data: T; message: string | null };
const VC = typeIdByName('organizationType', 'Venture capital');
const FINTECH = typeIdByName('startupSector', 'Fintech');
const HEALTH = typeIdByName('startupSector', 'Health tech');
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = testDb().db;
  const [boğaz, ege, yalnız, tur, gizliFon] = await createOrganizations(db, [
    { name: 'Boğaz Ventures', typeId: VC },
    { name: 'Ege Capital', typeId: VC },
    { name: 'Yalnız Melek', typeId: VC },
    { name: 'Tur Yatırım', typeId: VC },
    { name: 'Gizli Fon', typeId: VC },
  ]);
  Object.assign(ids, { boğaz, ege, yalnız, tur, gizliFon });
  // A hidden investor organization never shows in the graph or among co-investors.
  await db.update(organizations).set({ isVisible: false }).where(eq(organizations.id, gizliFon!));
  const round = (date: string, investorIds: number[]) => ({
    announcedDate: date,
    amount: 500_000,
    amountCurrency: 'USD',
    investorIds,
  });
  const [şirket, kapadokya, gizli, tek] = await insertStartupSeeds(
    db,
    [
      // Boğaz in two rounds of Şirket, Ege in one: Boğaz–Şirket weighs 2.
      {
        startup: { name: 'Şirket Ödeme', sectorIds: [FINTECH], countryId: TURKEY_ID },
        rounds: [round('2021-03-01', [boğaz!, ege!]), round('2023-06-01', [boğaz!])],
        investorIds: [boğaz!, ege!],
      },
      // Boğaz again: an investor in two startups links both. Tur is known only from the round;
      // the hidden Gizli Fon too.
      {
        startup: { name: 'Kapadokya Sağlık', sectorIds: [HEALTH], countryId: 840 },
        rounds: [round('2024-01-15', [boğaz!, tur!, gizliFon!])],
        investorIds: [boğaz!],
      },
      // Hidden: stays out of the graph.
      {
        startup: { name: 'Gizli Girişim', sectorIds: [FINTECH], isVisible: false },
        rounds: [round('2022-01-01', [ege!])],
        investorIds: [ege!],
      },
      // A known investor without a known round; not connected to the others.
      { startup: { name: 'Tek Başına', sectorIds: [HEALTH] }, investorIds: [yalnız!] },
    ] as never,
    new Set(),
  );
  Object.assign(ids, { şirket, kapadokya, gizli, tek });
  expect(await refreshInvestorGraph(db)).toMatch(/^7 nodes, 5 edges in/);
}, 60_000);

describe('the investor graph', () => {
  it('has the investors and visible startups of the rounds, edges sized by rounds together', async () => {
    const graph = await getInvestorGraph(ctxFor(testDb()));
    expect(graph.stale).toBe(false);
    expect(graph.nodes.map((n) => n.label).sort()).toEqual(
      [
        'Boğaz Ventures',
        'Ege Capital',
        'Kapadokya Sağlık',
        'Tek Başına',
        'Tur Yatırım',
        'Yalnız Melek',
        'Şirket Ödeme',
      ].sort(),
    );
    expect(graph.edges).toEqual(
      [
        { source: `i${ids.boğaz}`, target: `s${ids.kapadokya}`, size: 1 },
        { source: `i${ids.boğaz}`, target: `s${ids.şirket}`, size: 2 },
        { source: `i${ids.ege}`, target: `s${ids.şirket}`, size: 1 },
        { source: `i${ids.tur}`, target: `s${ids.kapadokya}`, size: 1 },
        { source: `i${ids.yalnız}`, target: `s${ids.tek}`, size: 1 },
      ].sort((a, b) =>
        a.source === b.source ? a.target.localeCompare(b.target) : a.source.localeCompare(b.source),
      ),
    );
    const boğaz = graph.nodes.find((n) => n.id === `i${ids.boğaz}`)!;
    expect([boğaz.kind, boğaz.degree, boğaz.seoUrl]).toEqual(['investor', 2, 'bogaz-ventures']);
    expect(boğaz.size).toBeGreaterThan(graph.nodes.find((n) => n.id === `i${ids.ege}`)!.size);
    const şirket = graph.nodes.find((n) => n.id === `s${ids.şirket}`)!;
    expect([şirket.years, şirket.sectors, şirket.country]).toEqual([[2021, 2023], [FINTECH], TURKEY_ID]);
    for (const n of graph.nodes) expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
  });

  it('lays the same data out the same way every time', async () => {
    const nodes = [
      { id: 'i1', label: 'A', seoUrl: 'a', kind: 'investor' as const, size: 3, degree: 2 },
      { id: 's1', label: 'B', seoUrl: 'b', kind: 'startup' as const, size: 2, degree: 1 },
      { id: 's2', label: 'C', seoUrl: 'c', kind: 'startup' as const, size: 2, degree: 1 },
    ];
    const edges = [
      { source: 'i1', target: 's1', size: 1 },
      { source: 'i1', target: 's2', size: 1 },
    ];
    expect(await layoutGraph(nodes, edges)).toEqual(await layoutGraph(nodes, edges));
  });

  it('filters by sector, country and years, keeping each startup’s investors and positions', async () => {
    const ctx = ctxFor(testDb());
    const all = await getInvestorGraph(ctx);
    const fintech = await getInvestorGraph(ctx, { sector: FINTECH });
    expect(fintech.nodes.map((n) => n.label).sort()).toEqual([
      'Boğaz Ventures',
      'Ege Capital',
      'Şirket Ödeme',
    ]);
    expect(fintech.nodes.find((n) => n.label === 'Ege Capital')).toEqual(
      all.nodes.find((n) => n.label === 'Ege Capital'),
    );
    const usa = await getInvestorGraph(ctx, { country: 840 });
    expect(usa.nodes.map((n) => n.label).sort()).toEqual([
      'Boğaz Ventures',
      'Kapadokya Sağlık',
      'Tur Yatırım',
    ]);
    // Degrees count the edges the filter keeps: Boğaz backs one startup in the USA.
    expect(usa.nodes.find((n) => n.label === 'Boğaz Ventures')!.degree).toBe(1);
    const recent = await getInvestorGraph(ctx, { yearFrom: 2023, yearTo: 2024 });
    expect(
      recent.nodes
        .filter((n) => n.kind === 'startup')
        .map((n) => n.label)
        .sort(),
    ).toEqual(['Kapadokya Sağlık', 'Şirket Ödeme']);
    expect(recent.edges).toHaveLength(4);
  });

  it('finds the shortest chain between two nodes, and none between unconnected ones', async () => {
    const ctx = ctxFor(testDb());
    const path = await findGraphPath(ctx, `i${ids.ege}`, `s${ids.kapadokya}`);
    expect(path.map((n) => n.label)).toEqual([
      'Ege Capital',
      'Şirket Ödeme',
      'Boğaz Ventures',
      'Kapadokya Sağlık',
    ]);
    expect(await findGraphPath(ctx, `i${ids.ege}`, `s${ids.tek}`)).toEqual([]);
    await expect(findGraphPath(ctx, `s${ids.gizli}`, `s${ids.tek}`)).rejects.toMatchObject({ status: 404 });
  });

  it('names an investor’s co-investors with the startups they share', async () => {
    expect(await getCoInvestors(ctxFor(testDb()), ids.boğaz!)).toEqual([
      { id: ids.ege, name: 'Ege Capital', seoUrl: 'ege-capital', sharedStartups: 1 },
      { id: ids.tur, name: 'Tur Yatırım', seoUrl: 'tur-yatirim', sharedStartups: 1 },
    ]);
    expect(await getCoInvestors(ctxFor(testDb()), ids.yalnız!)).toEqual([]);
  });

  it('finds nodes by name regardless of case and Turkish letters', async () => {
    const { nodes } = await getInvestorGraph(ctxFor(testDb()));
    expect(matchNodes(nodes, 'sirket').map((n) => n.label)).toEqual(['Şirket Ödeme']);
    expect(matchNodes(nodes, 'BOĞAZ').map((n) => n.label)).toEqual(['Boğaz Ventures']);
    expect(matchNodes(nodes, 'ş')).toEqual([]);
  });

  it('a new round marks the layout stale and queues one refresh; the refresh stores a new layout', async () => {
    const db = testDb().db;
    await db.update(startups).set({ isVisible: true }).where(eq(startups.id, ids.gizli!));
    notifyStartupsChanged(db);
    const stale = await getInvestorGraph(ctxFor(testDb()));
    expect(stale.stale).toBe(true);
    expect(stale.nodes.some((n) => n.label === 'Gizli Girişim')).toBe(false);
    const queued = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'investor-graph'`,
    );
    const rows = Array.isArray(queued) ? queued : (queued as { rows: Array<{ n: number }> }).rows;
    expect((rows as Array<{ n: number }>)[0]!.n).toBe(1);
    expect(await refreshInvestorGraph(db)).toMatch(/^8 nodes, 6 edges/);
    expect(await refreshInvestorGraph(db)).toBe('up to date');
    expect(await db.select({ id: investorGraphLayouts.id }).from(investorGraphLayouts)).toHaveLength(1);
    notifyStartupsChanged(db);
    const fresh = await getInvestorGraph(ctxFor(testDb()));
    expect([fresh.stale, fresh.nodes.some((n) => n.label === 'Gizli Girişim')]).toEqual([false, true]);
  });
});

describe('the graph calls', () => {
  it('answer the graph, a path and co-investors, and 404 a node not in the graph (EN, TR)', async () => {
    const res = await apiRequest('GET', `/api/v2/graph/investor-relations?sector=${HEALTH}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await res.json()) as Envelope<{ nodes: Array<{ label: string }> }>;
    expect(body.data.nodes.map((n) => n.label).sort()).toEqual([
      'Boğaz Ventures',
      'Kapadokya Sağlık',
      'Tek Başına',
      'Tur Yatırım',
      'Yalnız Melek',
    ]);
    const path = await apiRequest('GET', `/api/v2/graph/path?from=i${ids.ege}&to=i${ids.boğaz}`);
    expect(((await path.json()) as Envelope<{ nodes: unknown[] }>).data.nodes).toHaveLength(3);
    const co = await apiRequest('GET', `/api/v2/investors/${ids.ege}/co-investors`);
    expect(((await co.json()) as Envelope<Array<{ name: string }>>).data.map((c) => c.name)).toEqual([
      'Boğaz Ventures',
    ]);
    expect((await apiRequest('GET', '/api/v2/graph/path?from=x1&to=s1')).status).toBe(400);
    const en = await apiRequest('GET', '/api/v2/graph/path?from=i999999&to=s1');
    expect([en.status, ((await en.json()) as Envelope<null>).message]).toEqual([
      404,
      'This startup or investor is not in the graph.',
    ]);
    const tr = await apiRequest('GET', '/api/v2/graph/path?from=i999999&to=s1', undefined, {
      'accept-language': 'tr',
    });
    expect(((await tr.json()) as Envelope<null>).message).toBe('Bu girişim ya da yatırımcı grafikte yok.');
  });
});

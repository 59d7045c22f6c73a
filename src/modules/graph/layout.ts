/**
 * Builds the investor-relation graph (issue 18 §2) from the funding data and lays it out with
 * ForceAtlas2 (graphology-layout-forceatlas2), on the server, in a queue job or the seed — never
 * in a request (a few seconds for a few thousand nodes).
 *
 * Nodes: every visible startup with at least one known investor (`s<id>`) and every organization
 * that invested in one (`i<id>`). Edges: investor–startup, `size` = the rounds they share (a known
 * investor of the startup with no known round counts 1). Node size: investors 3 + 2.2·log2(1 + startups
 * backed), at most 18, startups 2 + log10(1 + total funding in USD / 100,000), so hubs stand out without
 * hiding everything else. At most 3,500 startups (the best funded) and 1,500 investors (those
 * backing most of them) are drawn. The starting positions come from a seeded generator, so the
 * same data always gives the same picture.
 */
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { organizations } from '@/modules/organizations/schema';
import { fundingRoundInvestors, fundingRounds, startupInvestors, startups } from '@/modules/startups/schema';
import type { GraphEdge, GraphNode } from './types';

/** ForceAtlas2 iterations: enough for a settled picture of a few thousand nodes. */
export const LAYOUT_ITERATIONS = 200;

/** The graph's nodes and edges without positions, read from the database. */
export async function readGraphData(
  db: Db,
): Promise<{ nodes: Omit<GraphNode, 'x' | 'y'>[]; edges: GraphEdge[] }> {
  const [links, roundLinks, startupRows, investorRows] = await Promise.all([
    db
      .select({ startupId: startupInvestors.startupId, organizationId: startupInvestors.organizationId })
      .from(startupInvestors)
      .innerJoin(startups, and(eq(startups.id, startupInvestors.startupId), eq(startups.isVisible, true))),
    db
      .select({
        startupId: fundingRounds.startupId,
        organizationId: fundingRoundInvestors.organizationId,
        rounds: sql<number>`count(*)::int`,
      })
      .from(fundingRoundInvestors)
      .innerJoin(fundingRounds, eq(fundingRounds.id, fundingRoundInvestors.roundId))
      .innerJoin(startups, and(eq(startups.id, fundingRounds.startupId), eq(startups.isVisible, true)))
      .groupBy(fundingRounds.startupId, fundingRoundInvestors.organizationId),
    db
      .select({
        id: startups.id,
        name: startups.name,
        seoUrl: startups.seoUrl,
        sectorIds: startups.sectorIds,
        countryId: startups.countryId,
        totalFundingUsd: startups.totalFundingUsd,
        // Written out with aliases: Drizzle leaves a one-table query's columns unqualified in the
        // select list, where `id` would mean the subquery's own table.
        years: sql<number[]>`coalesce((select array_agg(distinct extract(year from fr.announced_date)::int)
          from funding_rounds fr where fr.startup_id = "startups"."id" and fr.announced_date is not null), '{}')`,
      })
      .from(startups)
      .where(
        and(
          eq(startups.isVisible, true),
          sql`(exists (select 1 from startup_investors si where si.startup_id = "startups"."id")
            or exists (select 1 from funding_round_investors fri join funding_rounds fr on fr.id = fri.round_id
              where fr.startup_id = "startups"."id"))`,
        ),
      ),
    db
      .select({ id: organizations.id, name: organizations.name, seoUrl: organizations.seoUrl })
      .from(organizations)
      .where(
        and(
          eq(organizations.isVisible, true),
          eq(organizations.isApproved, true),
          sql`${organizations.id} in (select organization_id from startup_investors
            union select organization_id from funding_round_investors)`,
        ),
      ),
  ]);
  const startupById = new Map(startupRows.map((s) => [s.id, s]));
  const investorById = new Map(investorRows.map((o) => [o.id, o]));
  const edgeSize = new Map<string, number>();
  const key = (startupId: number, organizationId: number) => `i${organizationId}|s${startupId}`;
  for (const l of links) edgeSize.set(key(l.startupId, l.organizationId), 1);
  for (const r of roundLinks) edgeSize.set(key(r.startupId, r.organizationId), Math.max(1, r.rounds));
  let edges: GraphEdge[] = [];
  for (const [k, size] of edgeSize) {
    const [source, target] = k.split('|') as [string, string];
    if (!investorById.has(Number(source.slice(1))) || !startupById.has(Number(target.slice(1)))) continue;
    edges.push({ source, target, size });
  }
  // Degrees over every link, before the cap: "backed N startups" counts them all.
  const degree = new Map<string, number>();
  for (const { source, target } of edges) {
    degree.set(source, (degree.get(source) ?? 0) + 1);
    degree.set(target, (degree.get(target) ?? 0) + 1);
  }
  edges = capped(edges, (id) => Number(startupById.get(Number(id.slice(1)))?.totalFundingUsd ?? 0));
  const drawn = new Set(edges.flatMap((e) => [e.source, e.target]));
  edges.sort((a, b) =>
    a.source === b.source ? a.target.localeCompare(b.target) : a.source.localeCompare(b.source),
  );
  const nodes: Omit<GraphNode, 'x' | 'y'>[] = [
    ...[...investorById.values()]
      .filter((o) => drawn.has(`i${o.id}`))
      .map((o) => {
        const d = degree.get(`i${o.id}`)!;
        return {
          id: `i${o.id}`,
          label: o.name,
          seoUrl: o.seoUrl,
          kind: 'investor' as const,
          size: round(Math.min(18, 3 + 2.2 * Math.log2(1 + d))),
          degree: d,
        };
      }),
    ...[...startupById.values()]
      .filter((s) => drawn.has(`s${s.id}`))
      .map((s) => ({
        id: `s${s.id}`,
        label: s.name,
        seoUrl: s.seoUrl,
        kind: 'startup' as const,
        size: round(2 + Math.log10(1 + Number(s.totalFundingUsd ?? 0) / 100_000)),
        degree: degree.get(`s${s.id}`)!,
        sectors: s.sectorIds ?? [],
        country: s.countryId,
        years: s.years ?? [],
      })),
  ].sort((a, b) => a.id.localeCompare(b.id));
  return { nodes, edges };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Most startups and investors drawn: a bigger ecosystem shows its best-funded part (issue 18 §2: 5,000 nodes stay smooth). */
export const MAX_STARTUP_NODES = 3500;
export const MAX_INVESTOR_NODES = 1500;

/**
 * The edges among the {@link MAX_STARTUP_NODES} best-funded startups (`fundingOf`, USD) and the
 * {@link MAX_INVESTOR_NODES} investors with the most of them; all edges when both fit.
 */
function capped(edges: GraphEdge[], fundingOf: (startupKey: string) => number): GraphEdge[] {
  const startupKeys = [...new Set(edges.map((e) => e.target))];
  let kept = edges;
  if (startupKeys.length > MAX_STARTUP_NODES) {
    const top = new Set(
      startupKeys
        .sort((a, b) => fundingOf(b) - fundingOf(a) || a.localeCompare(b))
        .slice(0, MAX_STARTUP_NODES),
    );
    kept = kept.filter((e) => top.has(e.target));
  }
  const backed = new Map<string, number>();
  for (const e of kept) backed.set(e.source, (backed.get(e.source) ?? 0) + 1);
  if (backed.size > MAX_INVESTOR_NODES) {
    const top = new Set(
      [...backed.keys()]
        .sort((a, b) => backed.get(b)! - backed.get(a)! || a.localeCompare(b))
        .slice(0, MAX_INVESTOR_NODES),
    );
    kept = kept.filter((e) => top.has(e.source));
  }
  return kept;
}

/** mulberry32: a small seeded generator of numbers in [0, 1) (also the graph benchmark's data). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Iterations run between two yields to the event loop (the server keeps answering meanwhile). */
const CHUNK = 10;

/**
 * Positions for `nodes` joined by `edges`: seeded random start in a disc, then
 * {@link LAYOUT_ITERATIONS} ForceAtlas2 iterations (Barnes–Hut above 2,000 nodes, hubs dissuaded)
 * in chunks of {@link CHUNK}, yielding to the event loop between chunks: the layout runs in a
 * server process that also answers requests. Output: the nodes with x and y (2 decimals), in input
 * order; the same input gives the same output.
 */
export async function layoutGraph(
  nodes: Omit<GraphNode, 'x' | 'y'>[],
  edges: GraphEdge[],
  seed = 20261127,
): Promise<GraphNode[]> {
  const graph = new Graph({ type: 'undirected' });
  const random = seeded(seed);
  const radius = Math.sqrt(nodes.length) * 10;
  for (const n of nodes) {
    const angle = random() * 2 * Math.PI;
    const r = radius * Math.sqrt(random());
    graph.addNode(n.id, { x: r * Math.cos(angle), y: r * Math.sin(angle), size: n.size });
  }
  for (const e of edges) graph.mergeEdge(e.source, e.target, { weight: e.size });
  if (graph.order > 1) {
    const settings = { ...forceAtlas2.inferSettings(graph), outboundAttractionDistribution: true };
    for (let done = 0; done < LAYOUT_ITERATIONS; done += CHUNK) {
      forceAtlas2.assign(graph, { iterations: Math.min(CHUNK, LAYOUT_ITERATIONS - done), settings });
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return nodes.map((n) => {
    const { x, y } = graph.getNodeAttributes(n.id) as { x: number; y: number };
    return { ...n, x: round(x), y: round(y) } as GraphNode;
  });
}

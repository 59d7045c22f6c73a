/**
 * The investor-relation graph (issue 18 §2; spec public §2 /investor-relation-map, §3 graph nodes
 * and edges): reading the stored layout with filters, keeping it fresh through the queue, the
 * shortest path between two nodes, and an investor's co-investors.
 *
 * Freshness: the layout row records the fingerprint of the data it was computed from (counts and
 * sums of the investor links, rounds and visible startups, and the newest name change). A read
 * whose current fingerprint differs queues one `investor-graph` job (a singleton) and serves the
 * stored layout, marked `stale`, until the job has stored the new one (at most one job per five
 * minutes). The fingerprint and the layout are kept in the shared result cache (key prefix
 * `graph:`), emptied when startup or page data changes in any process; one read at a time.
 */
import { desc, ne, sql } from 'drizzle-orm';
import Graph from 'graphology';
import { bidirectional } from 'graphology-shortest-path';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { enqueue } from '@/server/queue';
import { dataChanged } from '@/server/data-changes';
import { NotFoundError } from '@/server/errors';
import { cachedResult, GRAPH_RESULT_PREFIX } from '@/modules/startups/search-cache';
import { investorGraphLayouts } from './schema';
import { layoutGraph, readGraphData } from './layout';
import type { GraphEdge, GraphNode, InvestorGraph } from './types';

/** The queue job's singleton key: one layout computation queued at a time. */
const JOB_KEY = 'investor-graph';

/**
 * A short text that changes when the graph's data does: investor links, round investors, visible
 * startups, and the newest update of a startup or organization (names are node labels).
 */
export async function graphFingerprint(db: Db): Promise<string> {
  const [row] = rowsOf<{ f: string }>(
    await db.execute(sql`select concat_ws('|',
      (select count(*) || ':' || coalesce(sum(startup_id::bigint * 7919 + organization_id), 0) from startup_investors),
      (select count(*) || ':' || coalesce(sum(round_id::bigint * 7919 + organization_id), 0) from funding_round_investors),
      (select count(*) || ':' || coalesce(sum(hashtext(id || ':' || startup_id || ':' || coalesce(announced_date::text, ''))::bigint), 0) from funding_rounds),
      (select count(*) || ':' || coalesce(sum(id::bigint), 0) || ':' || coalesce(sum(total_funding_usd), 0) from startups where is_visible),
      (select count(*) || ':' || coalesce(sum(id::bigint), 0) from organizations where is_visible and is_approved),
      (select coalesce(max(updated_at)::text, '') from startups),
      (select coalesce(max(updated_at)::text, '') from organizations)) as f`),
  );
  return row?.f ?? '';
}

/**
 * Computes the layout now and stores it (the queue job and the seed). Skipped when the newest
 * stored layout already has the data's fingerprint. Older layouts are deleted in the same
 * transaction. Returns a summary ("2,140 nodes, 3,905 edges in 4.1 s" or "up to date").
 */
export async function refreshInvestorGraph(db: Db): Promise<string> {
  const fingerprint = await graphFingerprint(db);
  const [latest] = await db
    .select({ fingerprint: investorGraphLayouts.fingerprint })
    .from(investorGraphLayouts)
    .orderBy(desc(investorGraphLayouts.id))
    .limit(1);
  if (latest?.fingerprint === fingerprint) return 'up to date';
  const started = Date.now();
  const { nodes, edges } = await readGraphData(db);
  const laidOut = await layoutGraph(nodes, edges);
  const durationMs = Date.now() - started;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(investorGraphLayouts)
      .values({
        fingerprint,
        nodes: laidOut,
        edges,
        nodeCount: nodes.length,
        edgeCount: edges.length,
        durationMs,
      })
      .returning({ id: investorGraphLayouts.id });
    await tx.delete(investorGraphLayouts).where(ne(investorGraphLayouts.id, row!.id));
  });
  // Readers here at once; other processes' caches empty on their next `pages` change or TTL.
  dataChanged(db, 'pages');
  return `${nodes.length} nodes, ${edges.length} edges in ${(durationMs / 1000).toFixed(1)} s`;
}

interface StoredLayout {
  nodes: GraphNode[];
  edges: GraphEdge[];
  builtAt: string | null;
  stale: boolean;
}

/** One read of the layout at a time per database (a page asks for it more than once). */
const inFlight = new WeakMap<Db, Promise<StoredLayout>>();

/** The newest layout and whether the data moved on since (queueing its refresh when it did). */
function storedLayout(db: Db): Promise<StoredLayout> {
  let pending = inFlight.get(db);
  if (!pending) {
    pending = cachedResult(db, `${GRAPH_RESULT_PREFIX}layout`, async () => {
      const [[latest], fingerprint] = await Promise.all([
        db.select().from(investorGraphLayouts).orderBy(desc(investorGraphLayouts.id)).limit(1),
        graphFingerprint(db),
      ]);
      const stale = latest?.fingerprint !== fingerprint;
      // At most one computation queued per key and five minutes (pg-boss throttling).
      if (stale) await enqueue(db, 'investor-graph', {}, { singletonKey: JOB_KEY, singletonSeconds: 300 });
      return {
        nodes: latest?.nodes ?? [],
        edges: latest?.edges ?? [],
        builtAt: latest?.builtAt.toISOString() ?? null,
        stale,
      };
    }).finally(() => inFlight.delete(db));
    inFlight.set(db, pending);
  }
  return pending;
}

/** Filters of the graph page and call; all optional. Years are UTC calendar years of rounds. */
export interface GraphFilter {
  sector?: number;
  country?: number;
  yearFrom?: number;
  yearTo?: number;
}

/** A whole number of an address value within [min, max], else undefined. */
function intParam(value: string | string[] | undefined, min: number, max: number): number | undefined {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The filter of the graph page's address (`sector`, `country`, `yearFrom`, `yearTo`); values out
 * of range are dropped, as the API's query schema refuses them.
 */
export function parseGraphFilter(query: Record<string, string | string[] | undefined>): GraphFilter {
  return {
    sector: intParam(query.sector, 1, 2_147_483_647),
    country: intParam(query.country, 1, 999),
    yearFrom: intParam(query.yearFrom, 1900, 2100),
    yearTo: intParam(query.yearTo, 1900, 2100),
  };
}

/**
 * The graph (`GET /api/v2/graph/investor-relations`): every node and edge, or with a filter the
 * startups that match (a sector among theirs, their country, a round in the years) with their
 * investors and the edges between them. Coordinates are the stored layout's, so a filtered view
 * keeps each node where it was.
 */
export async function getInvestorGraph(ctx: Ctx, filter: GraphFilter = {}): Promise<InvestorGraph> {
  return filterGraph(await storedLayout(ctx.db), filter);
}

/**
 * The part of `graph` a filter keeps (see getInvestorGraph); `graph` itself when the filter is
 * empty. Each node's `degree` is recounted over the kept edges.
 */
export function filterGraph(graph: InvestorGraph, filter: GraphFilter): InvestorGraph {
  const { sector, country, yearFrom, yearTo } = filter;
  if (sector === undefined && country === undefined && yearFrom === undefined && yearTo === undefined)
    return graph;
  const keep = new Set(
    graph.nodes
      .filter(
        (n) =>
          n.kind === 'startup' &&
          (sector === undefined || n.sectors?.includes(sector)) &&
          (country === undefined || n.country === country) &&
          (yearFrom === undefined && yearTo === undefined
            ? true
            : (n.years ?? []).some((y) => y >= (yearFrom ?? -Infinity) && y <= (yearTo ?? Infinity))),
      )
      .map((n) => n.id),
  );
  const edges = graph.edges.filter((e) => keep.has(e.target));
  const degree = new Map<string, number>();
  for (const e of edges) {
    keep.add(e.source);
    degree.set(e.source, (degree.get(e.source) ?? 0) + 1);
    degree.set(e.target, (degree.get(e.target) ?? 0) + 1);
  }
  return {
    ...graph,
    nodes: graph.nodes.filter((n) => keep.has(n.id)).map((n) => ({ ...n, degree: degree.get(n.id) ?? 0 })),
    edges,
  };
}

/** The graph of the stored layout for path finding, built once per layout per process. */
const pathGraphs = new WeakMap<GraphNode[], Graph>();
function pathGraph(layout: StoredLayout): Graph {
  let graph = pathGraphs.get(layout.nodes);
  if (!graph) {
    graph = new Graph({ type: 'undirected' });
    for (const n of layout.nodes) graph.addNode(n.id);
    for (const e of layout.edges) graph.mergeEdge(e.source, e.target);
    pathGraphs.set(layout.nodes, graph);
  }
  return graph;
}

/**
 * The shortest chain of investments between two nodes (`GET /api/v2/graph/path?from=&to=`): how
 * an investor is connected to a startup, two investors through shared startups, and so on.
 * @returns the nodes along the way (both ends included), or an empty list when they are not
 *   connected.
 * @throws NotFoundError 'graph.node_not_found' when either node is not in the graph.
 */
export async function findGraphPath(ctx: Ctx, from: string, to: string): Promise<GraphNode[]> {
  const layout = await storedLayout(ctx.db);
  const graph = pathGraph(layout);
  if (!graph.hasNode(from) || !graph.hasNode(to)) throw new NotFoundError('graph.node_not_found');
  const path = bidirectional(graph, from, to) ?? [];
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  return path.map((id) => byId.get(id)!);
}

export interface CoInvestor {
  id: number;
  name: string;
  seoUrl: string;
  /** Visible startups both backed. */
  sharedStartups: number;
}

/**
 * The investors who backed the same visible startups as organization `organizationId`, most
 * shared first, then by name (`GET /api/v2/investors/{id}/co-investors`).
 */
export async function getCoInvestors(ctx: Ctx, organizationId: number, limit = 20): Promise<CoInvestor[]> {
  // Every (startup, investor) pair: known investors and round investors, visible startups only.
  const rows = rowsOf<{ id: number; name: string; seoUrl: string; sharedStartups: number }>(
    await ctx.db.execute(sql`
      with links as (
        select si.startup_id, si.organization_id from startup_investors si
        union
        select fr.startup_id, fri.organization_id
          from funding_round_investors fri join funding_rounds fr on fr.id = fri.round_id
      ),
      visible_links as (
        select l.startup_id, l.organization_id from links l
          join startups s on s.id = l.startup_id and s.is_visible
      )
      select o.id, o.name, o.seo_url as "seoUrl", count(*)::int as "sharedStartups"
        from visible_links theirs
        join visible_links mine on mine.startup_id = theirs.startup_id and mine.organization_id = ${organizationId}
        join organizations o on o.id = theirs.organization_id and o.is_visible and o.is_approved
       where theirs.organization_id <> ${organizationId}
       group by o.id, o.name, o.seo_url
       order by count(*) desc, o.name, o.id
       limit ${limit}`),
  );
  return rows.map((r) => ({ ...r, sharedStartups: Number(r.sharedStartups) }));
}

/**
 * The investor-relation graph's shapes (spec public-and-account §3 "a graph has nodes (id, label,
 * x, y, size) and edges (source, target, size)"), shared by the server and the browser.
 */

/** A node: a startup (`s<id>`) or an investor organization (`i<id>`). */
export interface GraphNode {
  id: string;
  label: string;
  /** Layout coordinates (ForceAtlas2 units; the renderer fits them to the view). */
  x: number;
  y: number;
  /** Drawn size: investors by number of startups backed, startups by funding (USD, log scale). */
  size: number;
  kind: 'startup' | 'investor';
  seoUrl: string;
  /** Startups only: sector ids (startupSector), ISO numeric country, years of their rounds (UTC). */
  sectors?: number[];
  country?: number | null;
  years?: number[];
  /** Investors: startups backed; startups: investors. */
  degree: number;
}

/** An edge between an investor and a startup; `size` = rounds together (at least 1). */
export interface GraphEdge {
  source: string;
  target: string;
  size: number;
}

export interface InvestorGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** When the layout was computed (UTC ISO-8601); null when none exists yet. */
  builtAt: string | null;
  /** True when the data changed since and a new layout is being computed. */
  stale: boolean;
}

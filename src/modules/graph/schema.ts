/**
 * The investor-relation graph's layout (issue 18 §2; spec public §3 "a graph has nodes (id, label,
 * x, y, size) and edges (source, target, size)"): computed on the server by a queue job
 * (./layout.ts) and stored whole, one row per computation; readers take the newest. `fingerprint`
 * names the data it was computed from (./graph.ts `graphFingerprint`): when the data's
 * fingerprint differs, a new computation is queued and the stored layout is served meanwhile.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { GraphEdge, GraphNode } from './types';

export const investorGraphLayouts = pgTable(
  'investor_graph_layouts',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    nodeCount: integer('node_count').notNull(),
    edgeCount: integer('edge_count').notNull(),
    nodes: jsonb('nodes').$type<GraphNode[]>().notNull(),
    edges: jsonb('edges').$type<GraphEdge[]>().notNull(),
    /** How long the layout took, milliseconds. */
    durationMs: integer('duration_ms').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('investor_graph_layouts_built_idx').on(t.builtAt)],
);

/**
 * The investor graph's rows of `npm run bench` (issue 18 §2: "drawn with a WebGL renderer
 * (sigma.js) so 5,000 nodes stay smooth"; layout "computed once on the server"). Run alone with
 * `npm run bench -- --graph-only` (no database, no server).
 *
 * A synthetic graph at the page's cap (src/modules/graph/layout.ts: 1,500 investors and 3,500
 * startups; each startup backed by 1–6 investors picked with a preference for the busy ones, so
 * hubs form as in real funding data; seeded, the same graph every run) is:
 * 1. laid out with the server's own `layoutGraph` (ForceAtlas2): `layoutSeconds`;
 * 2. drawn in Debian's Chromium (the journeys' flags: headless, no GPU, so WebGL runs on the
 *    CPU — a pessimistic stand-in for a visitor's machine) by sigma with the page's settings, then
 *    the camera zooms and pans for about five seconds while every frame is timed:
 *    `firstRenderMs` (the Sigma constructor's synchronous first draw), `frames`, and the frame
 *    interval's p50 and p95 in ms (`frameP50Ms`, `frameP95Ms`).
 * Output: {@link GraphBench}. Throws when Chromium cannot create a WebGL context.
 */
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { layoutGraph, MAX_INVESTOR_NODES, MAX_STARTUP_NODES, seeded } from '@/modules/graph/layout';
import type { GraphEdge, GraphNode } from '@/modules/graph/types';
import { percentile } from './bench-load';
import { CHROMIUM_LAUNCH } from './chromium';

export interface GraphBench {
  nodes: number;
  edges: number;
  layoutSeconds: number;
  firstRenderMs: number;
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
}

/** The synthetic graph at the page's node cap, without positions. */
export function syntheticGraph(): { nodes: Omit<GraphNode, 'x' | 'y'>[]; edges: GraphEdge[] } {
  const random = seeded(182);
  const investors = Array.from({ length: MAX_INVESTOR_NODES }, (_, i) => `i${i + 1}`);
  const degree = new Map<string, number>();
  const edges: GraphEdge[] = [];
  for (let s = 1; s <= MAX_STARTUP_NODES; s += 1) {
    const picked = new Set<string>();
    const wanted = 1 + Math.floor(random() ** 2 * 6);
    while (picked.size < wanted) {
      // Squared uniform: low indexes (the busy investors) come up far more often.
      const investor = investors[Math.floor(random() ** 2 * investors.length)]!;
      picked.add(investor);
    }
    for (const investor of picked) {
      edges.push({ source: investor, target: `s${s}`, size: 1 + Math.floor(random() * 3) });
      degree.set(investor, (degree.get(investor) ?? 0) + 1);
    }
  }
  const nodes: Omit<GraphNode, 'x' | 'y'>[] = [
    ...investors
      .filter((id) => degree.has(id))
      .map((id) => ({
        id,
        label: `Investor ${id.slice(1)}`,
        kind: 'investor' as const,
        size: Math.min(18, 3 + 2.2 * Math.log2(1 + degree.get(id)!)),
        seoUrl: id,
        degree: degree.get(id)!,
        sectors: [],
        country: null,
        years: [],
      })),
    ...Array.from({ length: MAX_STARTUP_NODES }, (_, i) => ({
      id: `s${i + 1}`,
      label: `Startup ${i + 1}`,
      kind: 'startup' as const,
      size: 2 + Math.log10(1 + (random() * 50_000_000) / 100_000),
      seoUrl: `s${i + 1}`,
      degree: 0,
      sectors: [],
      country: null,
      years: [],
    })),
  ];
  return { nodes, edges };
}

/** What runs in the page: the graph drawn as the investor-graph page draws it, then timed. */
const HARNESS = `
import Graph from 'graphology';
import Sigma from 'sigma';
import { NodePointProgram } from 'sigma/rendering';
window.runBench = async (data) => {
  const g = new Graph({ type: 'undirected' });
  for (const n of data.nodes) g.addNode(n.id, { x: n.x, y: n.y, size: n.size, label: n.label, color: n.kind === 'investor' ? '#b45309' : '#2563eb' });
  for (const e of data.edges) g.mergeEdge(e.source, e.target, { size: Math.min(4, 0.5 + e.size / 2), color: '#cbd5e1' });
  const started = performance.now();
  const sigma = new Sigma(g, document.getElementById('graph'), { labelRenderedSizeThreshold: 9, renderEdgeLabels: false, hideEdgesOnMove: true, hideLabelsOnMove: true, defaultNodeType: 'point', nodeProgramClasses: { point: NodePointProgram } });
  const firstRenderMs = performance.now() - started;
  const intervals = [];
  let last = performance.now();
  let running = true;
  const tick = (now) => { intervals.push(now - last); last = now; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const camera = sigma.getCamera();
  for (const to of [
    { x: 0.3, y: 0.3, ratio: 0.3 }, { x: 0.7, y: 0.6, ratio: 0.25 }, { x: 0.5, y: 0.5, ratio: 1 },
    { x: 0.2, y: 0.8, ratio: 0.5 }, { x: 0.5, y: 0.5, ratio: 1.4 }, { x: 0.5, y: 0.5, ratio: 1 },
  ]) await camera.animate(to, { duration: 800 });
  running = false;
  sigma.kill();
  return { firstRenderMs, intervals: intervals.slice(1) };
};
`;

/** Lays out and draws the synthetic graph; see the module comment. */
export async function measureGraphRendering(): Promise<GraphBench> {
  const { nodes, edges } = syntheticGraph();
  const layoutStarted = performance.now();
  const laidOut = await layoutGraph(nodes, edges);
  const layoutSeconds = (performance.now() - layoutStarted) / 1000;

  const bundle = await build({
    stdin: { contents: HARNESS, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><div id="graph" style="width:1280px;height:800px"></div></body></html>`,
    );
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const result = (await page.evaluate(
      (data) => (window as unknown as { runBench: (d: unknown) => Promise<unknown> }).runBench(data),
      { nodes: laidOut, edges },
    )) as { firstRenderMs: number; intervals: number[] };
    const sorted = [...result.intervals].sort((a, b) => a - b);
    return {
      nodes: laidOut.length,
      edges: edges.length,
      layoutSeconds,
      firstRenderMs: result.firstRenderMs,
      frames: sorted.length,
      frameP50Ms: percentile(sorted, 50),
      frameP95Ms: percentile(sorted, 95),
    };
  } finally {
    await browser.close();
  }
}

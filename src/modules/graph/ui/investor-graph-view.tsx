'use client';
/**
 * The investor-relation graph in the browser (issue 18 §2): fetches the laid-out graph through the
 * API client, draws it with sigma.js (WebGL; loaded in an effect, never on the server, where it
 * cannot load) and offers what works without the drawing too: finding a node by name, its
 * neighbourhood (the drawing dims everything else and the camera moves to it) with a link to its
 * page, and the shortest chain of investments between two nodes.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { api, handledByCaller } from '@/ui/api/client';
import type { GraphEdge, GraphNode, InvestorGraph } from '../types';
import { NodeSearch } from './node-search';

const COLOURS = { investor: '#7c3aed', startup: '#0284c7' } as const;
const DIMMED = '#e2e8f0';

export interface GraphQuery {
  sector?: number;
  country?: number;
  yearFrom?: number;
  yearTo?: number;
}

type Renderer = import('sigma').default;

export function InvestorGraphView({ query }: { query: GraphQuery }) {
  const t = useTranslations('investorGraph');
  const [graph, setGraph] = useState<InvestorGraph | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<GraphNode | null>(null);
  const [drawable, setDrawable] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const renderer = useRef<Renderer | null>(null);
  const selectedRef = useRef<string | null>(null);
  const neighbours = useRef<Set<string>>(new Set());

  useEffect(() => {
    let alive = true;
    // A failure has shown its notice (the API client); the view says so instead of loading for ever.
    api.GET('/api/v2/graph/investor-relations', { params: { query } }).then(
      ({ data }) => {
        if (!alive) return;
        if (data) setGraph(data.data as InvestorGraph);
        else setFailed(true);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [query]);

  const byId = useMemo(() => new Map((graph?.nodes ?? []).map((n) => [n.id, n])), [graph]);
  const adjacency = useMemo(() => adjacencyOf(graph?.edges ?? []), [graph]);
  const counts = useMemo(
    () => ({
      investors: graph?.nodes.filter((n) => n.kind === 'investor').length ?? 0,
      startups: graph?.nodes.filter((n) => n.kind === 'startup').length ?? 0,
    }),
    [graph],
  );

  // Draw once the data is here; redraw when it changes.
  useEffect(() => {
    if (!graph || !graph.nodes.length || !container.current) return;
    let killed = false;
    void (async () => {
      const [{ default: Graph }, { default: Sigma }, { NodePointProgram }] = await Promise.all([
        import('graphology'),
        import('sigma'),
        import('sigma/rendering'),
      ]);
      if (killed || !container.current) return;
      const g = new Graph({ type: 'undirected' });
      for (const n of graph.nodes)
        g.addNode(n.id, { x: n.x, y: n.y, size: n.size, label: n.label, color: COLOURS[n.kind] });
      for (const e of graph.edges)
        g.mergeEdge(e.source, e.target, { size: Math.min(4, 0.5 + e.size / 2), color: '#cbd5e1' });
      try {
        const sigma = new Sigma(g, container.current, {
          labelRenderedSizeThreshold: 9,
          renderEdgeLabels: false,
          // At the 5,000-node cap, on a CPU renderer (npm run bench -- --graph-only; docs/benchmark.md):
          // only the nodes are drawn while the camera moves (frame p50 320 → 120 ms), and each node
          // is one point, not triangles (120 → 50 ms).
          hideEdgesOnMove: true,
          hideLabelsOnMove: true,
          defaultNodeType: 'point',
          nodeProgramClasses: { point: NodePointProgram },
          nodeReducer: (node, data) => {
            const focus = selectedRef.current;
            if (!focus || node === focus || neighbours.current.has(node))
              return { ...data, highlighted: node === focus };
            return { ...data, color: DIMMED, label: '' };
          },
          edgeReducer: (edge, data) => {
            const focus = selectedRef.current;
            if (!focus || g.hasExtremity(edge, focus)) return data;
            return { ...data, hidden: true };
          },
        });
        sigma.on('clickNode', ({ node }) => {
          const picked = graph.nodes.find((n) => n.id === node);
          if (picked) setSelected(picked);
        });
        sigma.on('clickStage', () => setSelected(null));
        renderer.current = sigma;
      } catch {
        setDrawable(false);
      }
    })().catch(() => setDrawable(false));
    return () => {
      killed = true;
      renderer.current?.kill();
      renderer.current = null;
    };
  }, [graph]);

  // Focus the selected node's neighbourhood and move the camera to it.
  useEffect(() => {
    selectedRef.current = selected?.id ?? null;
    neighbours.current = new Set(selected ? (adjacency.get(selected.id) ?? []) : []);
    const sigma = renderer.current;
    if (!sigma) return;
    sigma.refresh({ skipIndexation: true });
    const shown = selected ? sigma.getNodeDisplayData(selected.id) : undefined;
    if (shown) void sigma.getCamera().animate({ x: shown.x, y: shown.y, ratio: 0.35 }, { duration: 500 });
    else if (!selected) void sigma.getCamera().animate({ x: 0.5, y: 0.5, ratio: 1 }, { duration: 300 });
  }, [selected, adjacency]);

  const kindLabel = (kind: GraphNode['kind']) => (kind === 'investor' ? t('investor') : t('startup'));
  const linked = selected
    ? (adjacency.get(selected.id) ?? [])
        .map((id) => byId.get(id)!)
        .sort((a, b) => b.degree - a.degree)
        .slice(0, 12)
    : [];

  if (failed)
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        {t('failed')}
      </p>
    );
  if (!graph) return <p className="mt-4 text-sm text-slate-600">{t('loading')}</p>;
  return (
    <div className="mt-4" data-testid="investor-graph">
      <p className="text-sm text-slate-700" data-testid="graph-counts">
        {t('counts', counts)}
      </p>
      {graph.stale ? (
        <p role="status" className="mt-1 text-sm text-amber-800">
          {t('stale')}
        </p>
      ) : null}
      {graph.nodes.length === 0 ? (
        <p className="mt-3 rounded-lg bg-white p-6 text-center text-slate-600">{t('empty')}</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <div
              ref={container}
              role="img"
              aria-label={t('canvasLabel', counts)}
              className="relative h-[28rem] w-full overflow-hidden rounded-xl border border-slate-200 bg-white lg:h-[36rem]"
            />
            {!drawable ? <p className="mt-2 text-sm text-amber-800">{t('noWebgl')}</p> : null}
            <ul className="mt-2 flex gap-4 text-xs text-slate-700">
              {(['investor', 'startup'] as const).map((kind) => (
                <li key={kind} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-full"
                    style={{ backgroundColor: COLOURS[kind] }}
                  />
                  {kind === 'investor' ? t('legendInvestor') : t('legendStartup')}
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 space-y-4">
            <NodeSearch
              nodes={graph.nodes}
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              noMatch={t('noMatch')}
              kindLabel={kindLabel}
              onPick={setSelected}
              testId="graph-search"
            />
            {selected ? (
              <section
                aria-labelledby="graph-selected-title"
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid="graph-selected"
              >
                <p className="text-xs font-semibold text-slate-600 uppercase">{kindLabel(selected.kind)}</p>
                <h2 id="graph-selected-title" className="text-lg font-bold">
                  {selected.label}
                </h2>
                <p className="text-sm text-slate-700">
                  {selected.kind === 'investor'
                    ? t('backed', { count: selected.degree })
                    : t('investors', { count: selected.degree })}
                </p>
                <NodeLink
                  node={selected}
                  className="mt-2 inline-block text-sm font-semibold text-sky-800 underline"
                >
                  {selected.kind === 'investor' ? t('openInvestor') : t('openStartup')}
                </NodeLink>
                <h3 className="mt-3 text-sm font-semibold text-slate-800">{t('neighbours')}</h3>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {linked.map((n) => (
                    <li key={n.id}>
                      <button
                        type="button"
                        onClick={() => setSelected(n)}
                        className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
                      >
                        {n.label}
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => setSelected(null)}
                  className="mt-3 text-sm text-slate-600 underline hover:text-slate-900"
                >
                  {t('clearSelection')}
                </button>
              </section>
            ) : null}
            <PathFinder nodes={graph.nodes} kindLabel={kindLabel} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The link to a node's page: a startup's, or the investor organization's. */
function NodeLink({
  node,
  className,
  children,
}: {
  node: GraphNode;
  className?: string;
  children: React.ReactNode;
}) {
  return node.kind === 'startup' ? (
    <Link href={{ pathname: '/startup/[seoUrl]', params: { seoUrl: node.seoUrl } }} className={className}>
      {children}
    </Link>
  ) : (
    <Link
      href={{
        pathname: '/tech-center/[seoUrl]/[[...fromHeader]]',
        params: { seoUrl: node.seoUrl, fromHeader: [] },
      }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** "How are they connected?": two searches and the shortest chain between the picks. */
function PathFinder({
  nodes,
  kindLabel,
}: {
  nodes: readonly GraphNode[];
  kindLabel: (kind: GraphNode['kind']) => string;
}) {
  const t = useTranslations('investorGraph');
  const [from, setFrom] = useState<GraphNode | null>(null);
  const [to, setTo] = useState<GraphNode | null>(null);
  const [path, setPath] = useState<GraphNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the answer to the latest question counts (an earlier one may arrive later).
  const asked = useRef(0);
  const find = async () => {
    if (!from || !to) return;
    const question = ++asked.current;
    setFailed(false);
    const { data } = await api.GET('/api/v2/graph/path', {
      params: { query: { from: from.id, to: to.id } },
      ...handledByCaller(),
    });
    if (question !== asked.current) return;
    if (data) setPath(data.data.nodes as GraphNode[]);
    else setFailed(true);
  };
  return (
    <section
      aria-labelledby="graph-path-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="graph-path"
    >
      <h2 id="graph-path-title" className="text-base font-bold">
        {t('pathTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('pathLead')}</p>
      <div className="mt-2 space-y-2">
        {(
          [
            [t('pathFrom'), setFrom],
            [t('pathTo'), setTo],
          ] as const
        ).map(([label, set]) => (
          <NodeSearch
            key={label}
            nodes={nodes}
            label={label}
            placeholder={t('searchPlaceholder')}
            noMatch={t('noMatch')}
            kindLabel={kindLabel}
            onPick={(n) => {
              set(n);
              setPath(null);
            }}
            onClear={() => {
              set(null);
              setPath(null);
            }}
          />
        ))}
      </div>
      <button
        type="button"
        disabled={!from || !to}
        onClick={() => void find()}
        className="mt-3 rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
      >
        {t('pathFind')}
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('pathFailed')}
        </p>
      ) : null}
      {path ? (
        path.length === 0 ? (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {t('pathNone')}
          </p>
        ) : (
          <div role="status" className="mt-2">
            <p className="text-sm text-slate-700">{t('pathSteps', { count: path.length - 1 })}</p>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm" data-testid="graph-path-steps">
              {path.map((n) => (
                <li key={n.id}>
                  <NodeLink node={n} className="text-sky-800 underline">
                    {n.label}
                  </NodeLink>{' '}
                  <span className="text-xs text-slate-600">({kindLabel(n.kind)})</span>
                </li>
              ))}
            </ol>
          </div>
        )
      ) : null}
    </section>
  );
}

/** Each node's neighbours. */
function adjacencyOf(edges: readonly GraphEdge[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { source, target } of edges) {
    out.set(source, [...(out.get(source) ?? []), target]);
    out.set(target, [...(out.get(target) ?? []), source]);
  }
  return out;
}

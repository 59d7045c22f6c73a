/**
 * Load measurement for `npm run bench` (issue 14 "The benchmark"): autocannon with every
 * response's latency kept, so p50/p95/p99 are true percentiles (autocannon's own summary has
 * p97.5, not p95), plus the server's Node CPU per request and its resident memory.
 *
 * CPU and memory are read from Linux's /proc for the server process and all its descendants
 * (`tsx` runs the server in a child process): CPU in milliseconds (utime + stime), RSS in bytes.
 * On a system without /proc they are reported as null.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { typeIdsOf } from '@/modules/reference/data/type-lists';
import { STARTUP_SORTS } from '@/modules/startups/filter-address';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

/** The p-th percentile (0–100) of `values` (nearest rank); 0 for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** CPU time (ms) and RSS (bytes) of `rootPid` and every process below it; null without /proc. */
export function processTreeUsage(rootPid: number): { cpuMs: number; rssBytes: number } | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, { ppid: number; ticks: number; rssPages: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended while we read
    }
    // Fields after the command name (which may hold spaces) start at field 3 (state).
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(entry), {
      ppid: Number(rest[1]),
      ticks: Number(rest[11]) + Number(rest[12]),
      rssPages: Number(rest[21]),
    });
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops += 1) {
      if (p === rootPid) return true;
      p = stats.get(p)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  let pages = 0;
  for (const [pid, s] of stats) {
    if (!inTree(pid)) continue;
    ticks += s.ticks;
    pages += s.rssPages;
  }
  return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, rssBytes: pages * PAGE_BYTES };
}

export interface LoadRow {
  title: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Server CPU (all cores) per answered request, ms; null without /proc. */
  cpuMsPerRequest: number | null;
  /** Server RSS at the end of the row, MB. */
  rssMB: number | null;
}

export interface LoadOptions {
  title: string;
  origin: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The same body on every request. */
  body?: string;
  /** A new body for every request (varied queries: nothing answered from a result cache). */
  nextBody?: () => string;
  /** A new address for every request (pages nobody asked for before: nothing from a page cache). */
  nextPath?: () => string;
  seconds: number;
  connections?: number;
  serverPid?: number;
  /** Called with each RSS sample (bytes), every 250 ms during the row. */
  onRss?: (bytes: number) => void;
}

/** Runs one row of load; prints and returns it. */
export async function runLoad(opts: LoadOptions): Promise<LoadRow> {
  const latencies: number[] = [];
  const before = opts.serverPid ? processTreeUsage(opts.serverPid) : null;
  const sampler = setInterval(() => {
    const usage = opts.serverPid ? processTreeUsage(opts.serverPid) : null;
    if (usage) opts.onRss?.(usage.rssBytes);
  }, 250);
  const request: autocannon.Request = {
    method: opts.method ?? 'GET',
    path: opts.path,
    headers: opts.headers,
    body: opts.body,
  };
  if (opts.nextBody) {
    const nextBody = opts.nextBody;
    request.setupRequest = (req) => ({ ...req, body: nextBody() });
  }
  if (opts.nextPath) {
    const nextPath = opts.nextPath;
    request.setupRequest = (req) => ({ ...req, path: nextPath() });
  }
  let answered = 0;
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${opts.origin}${opts.path}`,
        connections: opts.connections ?? 10,
        duration: opts.seconds,
        requests: [request],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      answered += 1;
      if (statusCode >= 400) failed += 1;
      latencies.push(responseTime);
    });
  });
  clearInterval(sampler);
  const after = opts.serverPid ? processTreeUsage(opts.serverPid) : null;
  const row: LoadRow = {
    title: opts.title,
    reqPerSec: Math.round(answered / opts.seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + failed,
    cpuMsPerRequest: before && after && answered ? round((after.cpuMs - before.cpuMs) / answered) : null,
    rssMB: after ? Math.round(after.rssBytes / 2 ** 20) : null,
  };
  console.log(
    `  ${row.title}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, ` +
      `CPU ${row.cpuMsPerRequest ?? '–'} ms/req, RSS ${row.rssMB ?? '–'} MB, errors ${row.errors}`,
  );
  return row;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A stream of different Company/Search bodies (a seeded generator, so runs compare). Visitors
 * use only the free filters with one option each (spec §5); premium viewers add premium groups
 * (stage, technologies, investment, round amount).
 */
export function searchBodies(kind: 'visitor' | 'premium', seed = 1): () => string {
  let state = seed >>> 0;
  const rand = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const sectors = typeIdsOf('startupSector');
  const stages = typeIdsOf('startupStage');
  const technologies = typeIdsOf('technology');
  const tours = typeIdsOf('investmentTour');
  const countries = [792, 840, 826, 276, 250, 356, 124];
  const words = ['pay', 'data', 'cloud', 'health', 'lojistik', 'yapay', 'green', 'ai', 'market', 'bank'];
  return () => {
    const filter: Record<string, unknown> = {};
    if (rand() < 0.8) filter.sectors = [pick(sectors)];
    if (rand() < 0.6) filter.countries = [pick(countries)];
    if (kind === 'premium') {
      if (rand() < 0.4) filter.stages = [pick(stages), pick(stages)];
      if (rand() < 0.3) filter.technologies = [pick(technologies)];
      if (rand() < 0.3) filter.tours = [pick(tours)];
      if (rand() < 0.2) Object.assign(filter, { amountCurrency: 'USD', amountMin: Math.round(rand() * 5e6) });
      if (rand() < 0.2) filter.hasInvestment = true;
    }
    return JSON.stringify({
      filter,
      ...(rand() < 0.2 ? { searchText: pick(words) } : {}),
      pageIndex: 1 + Math.floor(rand() * 5),
      orderColumnName: pick(STARTUP_SORTS),
    });
  };
}

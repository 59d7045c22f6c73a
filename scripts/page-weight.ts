/**
 * JavaScript weight of a page's first view (issue 13 §5): every script chunk a visitor's
 * browser loads for the page — the `<script src>` tags and the client-component chunks named in
 * the page's React Server Components payload — fetched once each and gzipped (level 6, what a
 * compressing proxy sends). `<script noModule>` polyfills are left out (modern browsers skip
 * them). Target: ≤ 150 KB on /, /startups and a startup's page.
 *
 * `pageWeight(origin, path)` → `{ path, scripts, rawKB, gzipKB }` (KB = 1,000 bytes).
 * Standalone against a running server: `npx tsx scripts/page-weight.ts http://localhost:3000 / /startups`.
 * Throws when the page does not answer 200.
 */
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

export interface PageWeight {
  path: string;
  scripts: number;
  rawKB: number;
  gzipKB: number;
}

const CHUNK = /(?:\/_next\/)?static\/(?:chunks|[\w-]+)\/[\w./~-]+?\.js/g;

/** Measures the first-view JavaScript of `path` on the server at `origin` (no cookies: a visitor). */
export async function pageWeight(origin: string, path: string): Promise<PageWeight> {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  // Legacy-browser polyfills (`<script noModule>`) are skipped by every browser that runs modules.
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((m) => m[1]),
  );
  const chunks = new Set<string>();
  for (const match of html.matchAll(CHUNK)) {
    if (noModule.has(match[0])) continue;
    const name = match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`;
    chunks.add(name);
  }
  let raw = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const file = await fetch(`${origin}${chunk}`, { headers: { 'accept-encoding': 'identity' } });
    if (!file.ok) continue;
    const body = Buffer.from(await file.arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 6 }).length;
  }
  return {
    path,
    scripts: chunks.size,
    rawKB: Math.round(raw / 100) / 10,
    gzipKB: Math.round(gzip / 100) / 10,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  const rows = [];
  for (const path of paths.length ? paths : ['/', '/startups']) rows.push(await pageWeight(origin, path));
  console.table(rows);
}

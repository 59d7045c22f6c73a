#!/usr/bin/env node
/**
 * Compiles the production server (scripts/serve.ts and what it imports from src/) into
 * `.next/atlas-server/serve.mjs` with esbuild, so `npm start` runs plain JavaScript instead of
 * transpiling TypeScript through tsx on every start (issue 14 "Start fast": ≤ 2 s after build).
 * Packages stay in node_modules (not bundled); the code that loads on demand (the seed's
 * generators, the admin set-up, exceljs) stays in chunks of its own and loads only when used.
 * Input: none (run from the project root). Output: the folder above; exit code 1 on failure.
 */
import fs from 'node:fs';
import { build } from 'esbuild';

/**
 * Packages are loaded from node_modules at run time, except JSON files of packages, which are
 * bundled: Node imports JSON only with an import attribute the sources do not write.
 */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const OUT = '.next/atlas-server';
try {
  fs.rmSync(OUT, { recursive: true, force: true });
  await build({
    entryPoints: { serve: 'scripts/serve.ts' },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [packagesStayExternal],
    tsconfig: 'tsconfig.json',
    // Maps beside the code for debugging (NODE_OPTIONS=--enable-source-maps); off by default, as
    // turning them on costs about 0.3 s of every start.
    sourcemap: 'linked',
    logLevel: 'warning',
    // React's JSX in the few .tsx modules the server reaches (none render on this path).
    jsx: 'automatic',
  });
} catch {
  process.exit(1);
}

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so browsers get the small formatter without the ICU
// parser (about 9 KB gzipped less on every page; issue 13 §5). Every catalogue import must come
// from src/i18n/messages so it goes through next-intl's catalog loader.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // PGlite ships WASM and must be loaded from node_modules, never bundled (ARCHITECTURE.md pitfalls).
  serverExternalPackages: ['@electric-sql/pglite', 'proper-lockfile', 'postgres', 'pg-boss', 'pg', 'iyzipay'],
  poweredByHeader: false,
  typedRoutes: false,
  // .ci/run type-checks the project (`npm run typecheck`) before the journeys build it, and sets
  // SKIP_BUILD_TYPECHECK=1 so that build does not check the same files again (about 90 s on CI).
  // Every other build (`npm start`, a plain `npm test`) still stops on a type error.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // Each route's code loads with its first request instead of all of them before the server
    // listens (about 0.4 s of every start; issue 14 "Start fast").
    preloadEntriesOnStart: false,
    // CI builds a fresh clone once: Turbopack's build cache would be written to disk (about 20 s
    // on the 2-core CI machine) for no later build to read. Local builds keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

export default withNextIntl(nextConfig);

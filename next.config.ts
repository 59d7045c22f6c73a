import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM and must be loaded from node_modules, never bundled (ARCHITECTURE.md pitfalls).
  serverExternalPackages: ['@electric-sql/pglite', 'proper-lockfile', 'postgres'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default withNextIntl(nextConfig);

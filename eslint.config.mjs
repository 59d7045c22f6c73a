import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'var/**',
      'drizzle/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_' }],
      // Pages are linked with next-intl's Link; the rule mistakes the API routes under src/app/api for pages.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Logos, avatars and patent photos are stored already resized (src/server/images.ts) and served as plain
    // <img loading="lazy">: next/image's client component would add ~8 KB to every public page
    // (docs/decisions/0013-page-weight.md). Other images still go through the rule.
    files: [
      'src/modules/startups/ui/startup-logo.tsx',
      'src/ui/avatar.tsx',
      'src/modules/patents/ui/patent-card.tsx',
    ],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];
export default config;

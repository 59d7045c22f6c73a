import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the module schemas; migrations are applied by scripts/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});

import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/helpers/slowest-first';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Tests sign up and in many times from one address; tests/integration/abuse-limits.test.ts turns the limits on.
    // Files the seed and uploads write (report PDFs, images) go to a scratch folder, not ./var/uploads.
    env: { AUTH_RATE_LIMIT: 'off', UPLOAD_DIR: path.join(os.tmpdir(), `atlas-test-uploads-${process.pid}`) },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One migrated PGlite database, dumped once; each test file loads it (tests/helpers/db.ts).
    globalSetup: ['tests/helpers/pglite-template.ts'],
    pool: 'forks',
    // The slowest files first (tests/helpers/slowest-first.ts), from durations measured in CI.
    sequence: { sequencer: SlowestFirst },
    maxWorkers: 2,
  },
});

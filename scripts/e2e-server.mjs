#!/usr/bin/env node
/**
 * Server for the end-to-end tests: its own embedded database (var/e2e-db, seeded once with
 * the real data and 300 generated startups), a fresh production build, port 3100.
 */
import { spawnSync, spawn } from 'node:child_process';

const env = {
  ...process.env,
  PGLITE_DATA_DIR: process.env.E2E_DATA_DIR ?? 'var/e2e-db',
  DATABASE_URL: '',
  SEED_STARTUPS: '300',
  PUBLIC_ORIGIN: 'http://localhost:3100',
  NEXT_TELEMETRY_DISABLED: '1',
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-tests-only-secret-0123456789abcdef',
  OUTBOX_DIR: 'var/e2e-outbox',
  // The journeys sign up and in many times from one address; the limits are tested in tests/integration/auth.test.ts.
  AUTH_RATE_LIMIT: 'off',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'E2e!Admin-Pass8x',
};
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('node_modules/.bin/tsx', ['scripts/seed.ts', '--if-empty']);
if (process.env.E2E_SKIP_BUILD !== '1') run('node_modules/.bin/next', ['build']);
const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
  stdio: 'inherit',
  env: { ...env, PORT: '3100', NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
/**
 * `npm test`: every test. Unit and integration tests on in-memory PGlite, the integration
 * tests again on a real PostgreSQL server (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), then the end-to-end journeys in Chromium.
 * Without a reachable PostgreSQL the second step is skipped with a notice, except in CI
 * (CI=true), where it fails.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
};

const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

run('unit and integration tests (PGlite)', 'node_modules/.bin/vitest', ['run']);
if (reachable) {
  run('integration tests (PostgreSQL)', 'node_modules/.bin/vitest', ['run', 'tests/integration'], {
    TEST_DATABASE: 'postgres',
  });
} else if (process.env.CI) {
  console.error(`✖ PostgreSQL is not reachable at ${pgUrl.host}; CI needs it.`);
  process.exit(1);
} else {
  console.log(`\n⚠ PostgreSQL not reachable at ${pgUrl.host}: integration tests on PostgreSQL skipped.`);
}
run('end-to-end tests (Chromium)', 'node_modules/.bin/playwright', ['test']);

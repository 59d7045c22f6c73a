#!/usr/bin/env node
/**
 * `npm test`: every test, in phases (docs/testing.md says what belongs where):
 *   1. unit tests (src/**\/*.test.ts), once;
 *   2. the integration tests whose outcome depends on the database engine (their header says
 *      `@database-engine`) on in-memory PGlite, the product's default database;
 *   3. every integration test (tests/integration) on a real PostgreSQL server
 *      (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): the engine-dependent
 *      ones for the second engine, the others once, on the faster engine (decision 0026);
 *   4. the journeys' production build and seed; 5. the end-to-end journeys in Chromium (on
 *      PGlite, as `npm start` runs).
 * Without a reachable PostgreSQL, step 2 runs every integration test on PGlite instead and step 3
 * is skipped with a notice, except in CI (CI=true), where it fails. Each phase's wall time and
 * the runners' JSON reports go to var/ci/ (scripts/ci-timings.mjs prints them as a table;
 * `.ci/run` does at its end).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CI_DIR, recordPhase } from './ci-timings.mjs';

// `.ci/run` keeps its own phases (install, lint…) in the same folder; alone, npm test starts afresh.
if (!process.env.CI_PHASES_KEEP) fs.rmSync(CI_DIR, { recursive: true, force: true });
fs.mkdirSync(CI_DIR, { recursive: true });

const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  recordPhase(label, (Date.now() - started) / 1000, r.status === 0);
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
};
const vitestReport = (pass) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(CI_DIR, `vitest-${pass}.json`)}`,
];

/** The integration test files whose header declares `@database-engine` (docs/testing.md). */
const engineDependent = fs
  .readdirSync('tests/integration')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('tests/integration', f))
  .filter((f) => fs.readFileSync(f, 'utf8').slice(0, 4000).includes('@database-engine'))
  .sort();

const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

if (!reachable && process.env.CI) {
  console.error(`✖ PostgreSQL is not reachable at ${pgUrl.host}; CI needs it.`);
  process.exit(1);
}
run('unit', 'node_modules/.bin/vitest', ['run', 'src', ...vitestReport('unit')]);
run('integration (PGlite)', 'node_modules/.bin/vitest', [
  'run',
  ...(reachable ? engineDependent : ['tests/integration']),
  ...vitestReport('pglite'),
]);
if (reachable) {
  run(
    'integration (PostgreSQL)',
    'node_modules/.bin/vitest',
    ['run', 'tests/integration', ...vitestReport('postgres')],
    { TEST_DATABASE: 'postgres' },
  );
} else {
  console.log(
    `\n⚠ PostgreSQL not reachable at ${pgUrl.host}: every integration test ran on PGlite; none on PostgreSQL.`,
  );
}
run('build', process.execPath, ['scripts/e2e-server.mjs', '--prepare']);
run('journeys', 'node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
  E2E_PREPARED: '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(CI_DIR, 'journeys.json'),
});

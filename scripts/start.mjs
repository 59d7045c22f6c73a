#!/usr/bin/env node
/**
 * `npm start`: migrate, seed when the database is empty, build, then serve on
 * http://localhost:$PORT (default 3000). Each step stops the start on failure.
 * Set SKIP_BUILD=1 to reuse an existing production build.
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import crypto from 'node:crypto';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// Sessions need a secret: without AUTH_SECRET a random one is made once and kept in var/ (never committed).
if (!process.env.AUTH_SECRET) {
  const file = 'var/auth-secret';
  if (!fs.existsSync(file)) {
    fs.mkdirSync('var', { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}
const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(bin('tsx'), ['scripts/seed.ts', '--if-empty']);
if (!(process.env.SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID'))) run(bin('next'), ['build']);
// scripts/serve.ts: Next behind the anonymous page cache, bound to HOSTNAME_BIND (default localhost).
const server = spawn(bin('tsx'), ['scripts/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

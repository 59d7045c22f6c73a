#!/usr/bin/env node
/**
 * `npm start`: build when the sources changed since the last build, then serve on
 * http://localhost:$PORT (default 3000); the server migrates and seeds an empty database itself
 * (scripts/prepare-database.ts) before it listens. Each step stops the start on failure.
 * The build is reused when `.next/atlas-build-stamp` matches a hash of the build's inputs
 * (src/, public/, the configs, package-lock.json and NEXT_PUBLIC_* variables), so a built,
 * seeded clone starts without building (timings in docs/benchmark.md, "Start"). SKIP_BUILD=1 reuses
 * any existing build; FORCE_BUILD=1 always builds. The server itself (scripts/serve.ts) runs
 * compiled by esbuild (scripts/build-server.mjs, under a second), rebuilt when src/ or scripts/ change.
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

const STAMP = '.next/atlas-build-stamp';
/**
 * Hashes of what the production build is made from (`build`) and of what the server bundle is
 * made from (`server`: the same plus `scripts/`), read in one pass over the files.
 */
function buildInputsHashes() {
  const hash = crypto.createHash('sha256');
  const walk = (target, dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(target, file);
      else if (entry.isFile()) {
        target.update(`${file}\0`);
        target.update(fs.readFileSync(file));
      }
    }
  };
  walk(hash, 'src');
  walk(hash, 'public');
  for (const file of [
    'next.config.ts',
    'postcss.config.mjs',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
  ])
    if (fs.existsSync(file)) {
      hash.update(`${file}\0`);
      hash.update(fs.readFileSync(file));
    }
  for (const name of Object.keys(process.env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${name}=${process.env[name]}\0`);
  const server = hash.copy();
  walk(server, 'scripts');
  return { build: hash.digest('hex'), server: server.digest('hex') };
}
const built = fs.existsSync('.next/BUILD_ID');
const { build: inputs, server: serverInputs } = buildInputsHashes();
const current = built && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === inputs;
if (process.env.FORCE_BUILD === '1' || !built || (process.env.SKIP_BUILD !== '1' && !current)) {
  run(bin('next'), ['build']);
  fs.writeFileSync(STAMP, inputs);
} else {
  console.log('Using the existing production build (its sources have not changed).');
}
// scripts/serve.ts compiled to plain JavaScript (scripts/build-server.mjs), rebuilt when src/ or
// scripts/ changed: starting it needs no TypeScript transpiling (issue 14 "Start fast").
const SERVER = '.next/atlas-server/serve.mjs';
const SERVER_STAMP = '.next/atlas-server-stamp';
if (
  !fs.existsSync(SERVER) ||
  !fs.existsSync(SERVER_STAMP) ||
  fs.readFileSync(SERVER_STAMP, 'utf8').trim() !== serverInputs
) {
  run(process.execPath, ['scripts/build-server.mjs']);
  fs.writeFileSync(SERVER_STAMP, serverInputs);
}
// Next behind the anonymous page cache, bound to HOSTNAME_BIND (default localhost).
const server = spawn(process.execPath, [SERVER], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
/**
 * Server for the end-to-end tests: its own embedded database (var/e2e-db, seeded once with
 * the real data and 300 generated startups), a fresh production build, port 3100.
 * It also starts two local OpenID Connect issuers (oauth2-mock-server) for social sign-in:
 * "Google" on port 3191 signs Oya Demir in; "GitHub" on port 3192 refuses every request
 * (access_denied), so the journeys see both outcomes. LinkedIn and Facebook stay unconfigured
 * and their buttons hidden.
 */
import { spawn } from 'node:child_process';
import { OAuth2Server } from 'oauth2-mock-server';

const SOCIAL_USER = {
  sub: 'e2e-oidc-oya',
  email: 'oya.demir@e2e.test',
  email_verified: true,
  name: 'Oya Demir',
  given_name: 'Oya',
  family_name: 'Demir',
};

async function startIssuer(port, refuse) {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  issuer.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, SOCIAL_USER));
  issuer.service.on('beforeUserinfo', (response) => {
    response.body = SOCIAL_USER;
  });
  if (refuse)
    issuer.service.on('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
  await issuer.start(port, '127.0.0.1');
  return `http://127.0.0.1:${port}/.well-known/openid-configuration`;
}
const googleDiscovery = await startIssuer(3191, false);
const githubDiscovery = await startIssuer(3192, true);

const env = {
  ...process.env,
  PGLITE_DATA_DIR: process.env.E2E_DATA_DIR ?? 'var/e2e-db',
  DATABASE_URL: '',
  SEED_STARTUPS: '300',
  PUBLIC_ORIGIN: 'http://localhost:3100',
  NEXT_TELEMETRY_DISABLED: '1',
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-tests-only-secret-0123456789abcdef',
  OUTBOX_DIR: 'var/e2e-outbox',
  UPLOAD_DIR: 'var/e2e-uploads',
  // The journeys sign up and in many times from one address; the limits are tested in tests/integration/auth.test.ts.
  AUTH_RATE_LIMIT: 'off',
  // The contact-form journeys send from one address, run after run on the kept database (the limit: tests/integration/contact-form.test.ts).
  CONTACT_FORM_LIMIT: '1000',
  // One JSON line per request would bury the journeys' own report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Signed-in class pages say hit or miss (tests/e2e/signed-in-pages.spec.ts; decision 0016).
  PAGE_CACHE_REPORT: 'on',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'E2e!Admin-Pass8x',
  OAUTH_GOOGLE_CLIENT_ID: 'atlas-e2e',
  OAUTH_GOOGLE_CLIENT_SECRET: 'atlas-e2e-secret',
  OAUTH_GOOGLE_DISCOVERY_URL: googleDiscovery,
  OAUTH_GITHUB_CLIENT_ID: 'atlas-e2e',
  OAUTH_GITHUB_CLIENT_SECRET: 'atlas-e2e-secret',
  OAUTH_GITHUB_DISCOVERY_URL: githubDiscovery,
  OAUTH_LINKEDIN_CLIENT_ID: '',
  OAUTH_FACEBOOK_CLIENT_ID: '',
};
// Asynchronous on purpose: the seed step signs the admin up through better-auth, which reads the
// issuers' discovery documents from this process — a synchronous spawn would deadlock.
const run = (cmd, args) =>
  new Promise((resolve) => {
    spawn(cmd, args, { stdio: 'inherit', env }).on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
// `--prepare` (npm test's build phase): seed and build, then stop, so the journeys' phase times
// only the journeys; Playwright then starts this script with E2E_PREPARED=1, which only serves.
const prepareOnly = process.argv.includes('--prepare');
if (process.env.E2E_PREPARED !== '1') {
  await run('node_modules/.bin/tsx', ['scripts/seed.ts', '--if-empty']);
  if (process.env.E2E_SKIP_BUILD !== '1') await run('node_modules/.bin/next', ['build']);
  // The server as `npm start` runs it: compiled by scripts/build-server.mjs.
  await run(process.execPath, ['scripts/build-server.mjs']);
}
if (prepareOnly) process.exit(0);
const server = spawn(process.execPath, ['.next/atlas-server/serve.mjs'], {
  stdio: 'inherit',
  env: { ...env, PORT: '3100', NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

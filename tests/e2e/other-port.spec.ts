/**
 * Issue 13 §1: the product started with `npm start` on a port other than 3000 (and no
 * PUBLIC_ORIGIN) accepts sign-in from its own pages, and its mails link to that port.
 * Starts a second server (`PORT=4010 npm start`, reusing the journeys' production build, its
 * own fresh embedded database and outbox), then registers in the browser, follows the
 * verification link from the mail and signs in; then stops it and starts it again (issue 14
 * "Start fast": a stop closes the embedded database, so the next start takes no lock over).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { mailTo } from './helpers';

const PORT = 4010;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = 'var/e2e-port-db';
const OUTBOX = 'var/e2e-port-outbox';

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });

/** Starts `npm start` on PORT over the second server's embedded database; resolves once it is ready. */
async function startServer(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    SKIP_BUILD: '1',
    DATABASE_URL: '',
    PGLITE_DATA_DIR: DATA_DIR,
    OUTBOX_DIR: OUTBOX,
    UPLOAD_DIR: 'var/e2e-port-uploads',
    SEED_STARTUPS: '20',
    AUTH_SECRET: 'e2e-port-test-only-secret-0123456789abcdef',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.PUBLIC_ORIGIN;
  output = '';
  server = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 220_000;
  while (!/Startup Atlas ready on /.test(output)) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.rmSync(OUTBOX, { recursive: true, force: true });
  await startServer();
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('PORT=4010 npm start: the banner names the port, sign-up mails link to it, verify and sign in work', async ({
  page,
}) => {
  expect(output).toContain(`Startup Atlas ready on ${ORIGIN}`);
  const email = `port.${Date.now()}@example.com`;
  await page.goto(`${ORIGIN}/register`);
  await page.getByLabel('Name', { exact: true }).fill('Deniz');
  await page.getByLabel('Surname', { exact: true }).fill('Kaya');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByLabel(/I have read and approve/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('register-done')).toContainText(email);

  const link = (await mailTo(email, { outbox: OUTBOX })).text.match(/https?:\/\/\S+/)![0];
  expect(new URL(link).origin).toBe(ORIGIN);
  await page.goto(link);
  await expect(page.getByTestId('verification-done')).toBeVisible();

  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a stopped server closes its embedded database: the next start takes no lock over', async () => {
  test.setTimeout(240_000);
  const stopped = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server!.pid!, 'SIGTERM');
  await stopped;
  // The lock and its owner note go once the database is closed (npm may exit before its server).
  await expect
    .poll(() => fs.existsSync(`${DATA_DIR}.lock`) || fs.existsSync(`${DATA_DIR}.owner`), { timeout: 10_000 })
    .toBe(false);
  await startServer();
  expect(output).not.toContain('Taking over the lock');
  const response = await fetch(`${ORIGIN}/startups`);
  expect(response.status).toBe(200);
});

/**
 * Integration tests through the HTTP API: a fresh database set as the process database for
 * the file, and a request helper with a same-origin Origin header (better-auth and the
 * cross-site check require one). Modules load lazily, so a test file may set environment
 * variables (OUTBOX_DIR, CAPTCHA) before the first call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TestDb, TestDbOptions } from './db';

export const ORIGIN = 'http://localhost:3000';

/**
 * A mail outbox of this file's own (OUTBOX_DIR, set at once: call it before the mail module
 * loads), removed after the file's tests. Returns its folder.
 */
export function privateOutbox(): string {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-outbox-'));
  process.env.OUTBOX_DIR = outbox;
  afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
  return outbox;
}

/**
 * Opens a test database for this file (beforeAll) and drops it afterwards; returns a getter.
 * `{ reference: true }`: the database starts with the reference tables filled (tests/helpers/db.ts).
 */
export function apiTestDb(options: TestDbOptions = {}): () => TestDb {
  let db: TestDb | undefined;
  beforeAll(async () => {
    const { createTestDb } = await import('./db');
    const { setDbHandle } = await import('@/server/db/client');
    db = await createTestDb(options);
    setDbHandle(db);
  });
  afterAll(async () => db?.drop());
  return () => db!;
}

/** One request to the API app; `body` is sent as JSON. */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { getApi } = await import('@/app/_api/app');
  return getApi().fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/**
 * Registers `email` (password 'Kapadokya!52'), marks it verified and signs in.
 * @returns the session cookie (`name=value`) for the `cookie` header.
 */
export async function signedInCookie(
  db: TestDb,
  email: string,
  person: { name: string; surname: string } = { name: 'Ayşe', surname: 'Demir' },
): Promise<string> {
  const password = 'Kapadokya!52';
  const { users } = await import('@/modules/identity/schema');
  const { eq } = await import('drizzle-orm');
  await apiRequest('POST', '/api/auth/sign-up/email', { ...person, email, password, acceptTerms: true });
  await db.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await apiRequest('POST', '/api/auth/sign-in/email', { email, password });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * A signed-in session cookie for a new verified user `email` who holds FULL_ACCESS on
 * `entityId` when given (`admin`: super admin; `yc-admin`: admin of a source; `rapor-admin`:
 * report admin) — the audiences of the admin role matrices.
 */
export async function cookieWithAccess(db: TestDb, email: string, entityId?: string): Promise<string> {
  const cookie = await signedInCookie(db, email);
  if (entityId) {
    const { users } = await import('@/modules/identity/schema');
    const { eq } = await import('drizzle-orm');
    const { grantAccessInternal } = await import('@/modules/access/access');
    const [user] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await grantAccessInternal(db.db, { userId: user!.id, entityId, scopes: ['FULL_ACCESS'] });
  }
  return cookie;
}

/**
 * The outbox after the queued mail of `db` (default: the process database) has been sent (a server's workers do
 * this by themselves within seconds; tests run the mail queue at once, src/server/workers.ts).
 */
export async function deliveredOutbox(db?: import('@/server/db/client').Db) {
  const { getDb } = await import('@/server/db/client');
  const { runQueuedJobs } = await import('@/server/workers');
  const { readOutbox } = await import('@/server/mail');
  await runQueuedJobs(db ?? (await getDb()), 'mail');
  return readOutbox();
}

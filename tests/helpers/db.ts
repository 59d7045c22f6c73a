/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database
 * on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) when
 * TEST_DATABASE=postgres. Migrated with the committed migrations; dropped afterwards. Both
 * start as a copy of the one migrated database tests/helpers/pglite-template.ts made for this
 * run (a PGlite dump loads in about 1 s, a PostgreSQL template copies in well under one;
 * creating and migrating one takes about 5), or are migrated here when the run has none.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import postgres from 'postgres';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { migrateDb } from '@/server/db/migrate';
import { ANONYMOUS_VIEWER, type Ctx, type Viewer } from '@/server/context';
import type { Locale } from '@/i18n/locales';

export interface TestDb extends DbHandle {
  drop: () => Promise<void>;
  /** The PostgreSQL database's URL (another process may open it); undefined for PGlite. */
  url?: string;
}

export interface TestDbOptions {
  /**
   * Start with the reference tables filled as `seedReference(db, { cityCountries: [] })` fills
   * them (every country, Türkiye's provinces and districts, currencies, languages, types,
   * universities, contents): a copy of the run's reference template.
   */
  reference?: boolean;
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const template = inject(options.reference ? 'pgliteReferenceTemplate' : 'pgliteTemplate');
    if (template && fs.existsSync(template)) {
      const handle = await openPglite(undefined, new Blob([fs.readFileSync(template)]));
      return { ...handle, drop: handle.close };
    }
  } else {
    const template = inject(options.reference ? 'postgresReferenceTemplate' : 'postgresTemplate');
    if (template) return postgresDb(template);
  }
  // Without the run's templates (a file run outside Vitest's set-up): migrated and seeded here.
  const db = await createEmptyTestDb();
  await migrateDb(db);
  if (options.reference) await seedTestReference(db);
  return db;
}

/**
 * The reference tables as the API tests use them (`{ reference: true }`; the run's reference
 * template is filled by this too): every country, Türkiye's cities only.
 */
export async function seedTestReference(handle: DbHandle): Promise<void> {
  const { seedReference } = await import('@/modules/reference/seed');
  await seedReference(handle.db, { cityCountries: [] });
}

/**
 * A new database with no table at all (in-memory PGlite, or a new PostgreSQL database on
 * TEST_DATABASE_URL with TEST_DATABASE=postgres), for tests of migrating itself.
 */
export async function createEmptyTestDb(): Promise<TestDb> {
  if (process.env.TEST_DATABASE === 'postgres') return postgresDb();
  const handle = await openPglite();
  return { ...handle, drop: handle.close };
}

/** A new PostgreSQL database on TEST_DATABASE_URL, empty or a copy of `template`; dropped by its `drop`. */
async function postgresDb(template?: string): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `atlas_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(base, { max: 1, onnotice: () => undefined });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Copies of a database a test file has filled once (say, fully seeded), so its tests need not
 * fill one each. PGlite: the database is dumped and each copy loads the dump. PostgreSQL: the
 * database is closed and becomes the template of each copy (`create database … template`).
 * Input: a database from createTestDb, filled and not used afterwards. Output: `copy()` opens a
 * new database with the same rows and sequences; `drop()` removes the source (call it after
 * the file's tests).
 */
export async function snapshotTestDb(
  source: TestDb,
): Promise<{ copy: () => Promise<TestDb>; drop: () => Promise<void> }> {
  if (source.kind === 'pglite') {
    const client = (source.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
      .$client;
    const dump = await client.dumpDataDir('none');
    await source.drop();
    return {
      copy: async () => {
        const handle = await openPglite(undefined, dump);
        return { ...handle, drop: handle.close };
      },
      drop: async () => undefined,
    };
  }
  // A template database takes no connection while it is copied: the source's pool closes first.
  await source.close();
  const template = new URL(source.url!).pathname.slice(1);
  return { copy: () => postgresDb(template), drop: source.drop };
}

export const PREMIUM_VIEWER: Viewer = {
  userId: 'premium-user',
  isAuthenticated: true,
  access: [],
  packages: ['personal-monthly'],
  isPremium: true,
  isAdmin: false,
};
export const SIGNED_IN_VIEWER: Viewer = {
  userId: 'plain-user',
  isAuthenticated: true,
  access: [],
  packages: [],
  isPremium: false,
  isAdmin: false,
};

export function ctxFor(db: DbHandle, viewer: Viewer = ANONYMOUS_VIEWER, locale: Locale = 'en'): Ctx {
  return { db: db.db, viewer, locale };
}

/** Countries whose cities the test reference seed loads (the YC data's countries). */
export const TEST_CITY_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'BH',
  'BE',
  'BR',
  'CZ',
  'FR',
  'DE',
  'HK',
  'IN',
  'PT',
  'ES',
];

/** The viewer of a signed-in user as the server resolves it (access rows, active packages). */
export async function viewerOf(db: DbHandle, userId: string): Promise<Viewer> {
  const { holdsPremium, loadViewerAccess } = await import('@/modules/access/access');
  const { isAdmin } = await import('@/modules/access/permissions');
  const { access, packages } = await loadViewerAccess(db.db, userId);
  return {
    userId,
    isAuthenticated: true,
    access,
    packages,
    isPremium: holdsPremium(packages),
    isAdmin: isAdmin(access),
  };
}

/**
 * Being listed as a talent is the person's choice (decision 0025; profiles/listing.ts): a new
 * account — an admin's too — shows in no talent directory, home page or header search, and its
 * talent page answers 404, even with a full profile; switching on without a title and one more
 * section answers 400 naming what is missing, in English and Turkish, and stores nothing; with
 * both, switching on shows the person everywhere and switching off hides them again; a listed
 * person who is locked or leaving is hidden; seeded sample talents are listed (the generator and
 * the migration that added the switch); the home page shows listed people only.
 * @database-engine: runs on PGlite and PostgreSQL: a migration is replayed through raw SQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, apiTestDb, cookieWithAccess, signedInCookie } from '../helpers/api';

const testDb = apiTestDb({ reference: true });
const { eq, sql } = await import('drizzle-orm');
const { users } = await import('@/modules/identity/schema');
const { profiles } = await import('@/modules/profiles/schema');
const { generateTalents } = await import('@/modules/profiles/generate');

type Envelope<T> = { data: T; message: string | null };
type Fields = { fields: Record<string, string> };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;
const call = (cookie: string, method: string, p: string, body?: unknown, lang = 'en') =>
  apiRequest(method, p, body, { cookie, 'accept-language': lang });

const EN = {
  message: 'Add a title and one more section to your profile before you are listed.',
  title: 'Add a title.',
  section: 'Add one more section: about me, a work experience, an education, a skill or a profession.',
};
const TR = {
  message: 'Listelenmeden önce profilinize bir unvan ve bir bölüm daha ekleyin.',
  title: 'Bir unvan ekleyin.',
  section: 'Bir bölüm daha ekleyin: hakkımda, bir iş deneyimi, bir eğitim, bir yetenek ya da bir meslek.',
};

let person = '';
let personSeo = '';
let personId = '';
let admin = '';
let adminSeo = '';
let samples: Array<{ userId: string; seoUrl: string }> = [];

/** The seoUrls of the talent directory (first page of 50), the home page and the header search. */
const directory = async () =>
  (
    await json<{ data: Array<{ seoUrl: string }> }>(
      await apiRequest('POST', '/api/v2/talents/list?pageSize=50', {}),
    )
  ).data.data.map((t) => t.seoUrl);
const home = async () =>
  (
    await json<{ talents: Array<{ seoUrl: string }> }>(await apiRequest('GET', '/api/v2/home/index-page'))
  ).data.talents.map((t) => t.seoUrl);
const headerSearch = async (q: string) =>
  (
    await json<{ people: Array<{ seoUrl: string }> }>(
      await apiRequest('GET', `/api/v2/search?q=${encodeURIComponent(q)}`),
    )
  ).data.people.map((p) => p.seoUrl);
const talentPage = async (seoUrl: string) => (await apiRequest('GET', `/api/v2/talents/${seoUrl}`)).status;
const storedListing = async (userId: string) =>
  (await testDb().db.select({ on: profiles.isListed }).from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.on;

/** Where `seoUrl` shows (searched by `name`): directory, home page, header search, talent page. */
const visibility = async (seoUrl: string, name: string) => ({
  directory: (await directory()).includes(seoUrl),
  home: (await home()).includes(seoUrl),
  search: (await headerSearch(name)).includes(seoUrl),
  page: await talentPage(seoUrl),
});
const HIDDEN = { directory: false, home: false, search: false, page: 404 };
const SHOWN = { directory: true, home: true, search: true, page: 200 };

/** The viewer's own profile (GET /api/v2/users/me creates it). */
const me = async (cookie: string) =>
  (
    await json<{ userId: string; seoUrl: string; isListed: boolean }>(
      await call(cookie, 'GET', '/api/v2/users/me'),
    )
  ).data;

beforeAll(async () => {
  const db = testDb().db;
  // The generator places sample talents in Turkish cities.
  await generateTalents(db, { count: 3, seed: 7 });
  samples = await db
    .select({ userId: profiles.userId, seoUrl: profiles.seoUrl })
    .from(profiles)
    .where(eq(profiles.source, 'generated'));
  person = await signedInCookie(testDb(), 'nazli@example.com', { name: 'Nazlı', surname: 'Karadeniz' });
  ({ seoUrl: personSeo, userId: personId } = await me(person));
  admin = await cookieWithAccess(testDb(), 'yonetici@example.com', 'admin');
  await db
    .update(users)
    .set({ name: 'Oğuz', surname: 'Yöneticioğlu' })
    .where(eq(users.email, 'yonetici@example.com'));
  adminSeo = (await me(admin)).seoUrl;
});

describe('a new account', () => {
  it('is not listed: not in the directory, on the home page or in the search; its page is 404', async () => {
    expect(await me(person)).toMatchObject({ isListed: false });
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);
    // Nor in the talents' own text search or by its address.
    expect(
      (await json<unknown[]>(await apiRequest('GET', '/api/v2/talents/search?text=karadeniz'))).data,
    ).toEqual([]);
    const bySeo = await apiRequest('POST', '/api/v2/talents/by-seo-urls', { seoUrls: [personSeo] });
    expect((await json<unknown[]>(bySeo)).data).toEqual([]);
  });

  it('cannot switch on without a title and one more section: 400 naming what is missing, nothing stored', async () => {
    const en = await call(person, 'PUT', '/api/v2/users/me/listing', { listed: true });
    expect(en.status).toBe(400);
    const enBody = await json<Fields>(en);
    expect(enBody.message).toBe(EN.message);
    expect(enBody.data.fields).toEqual({ title: EN.title, section: EN.section });
    const tr = await call(person, 'PUT', '/api/v2/users/me/listing', { listed: true }, 'tr');
    expect(tr.status).toBe(400);
    const trBody = await json<Fields>(tr);
    expect(trBody.message).toBe(TR.message);
    expect(trBody.data.fields).toEqual({ title: TR.title, section: TR.section });

    // A title alone is not enough: only the section is missing now.
    expect((await call(person, 'PUT', '/api/v2/users/me', { title: 'Veri mühendisi' })).status).toBe(200);
    const titleOnly = await call(person, 'PUT', '/api/v2/users/me/listing', { listed: true }, 'tr');
    expect(titleOnly.status).toBe(400);
    expect((await json<Fields>(titleOnly)).data.fields).toEqual({ section: TR.section });

    expect(await storedListing(personId)).toBe(false);
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);
  });

  it('with a title and a section: still unlisted until switched on; then shown everywhere, and hidden again when switched off', async () => {
    expect((await call(person, 'PUT', '/api/v2/users/me', { about: 'Veri hatları kuruyorum.' })).status).toBe(
      200,
    );
    // A full profile is not listed by itself: listing is the person's choice.
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);

    const on = await call(person, 'PUT', '/api/v2/users/me/listing', { listed: true });
    expect(on.status, await on.clone().text()).toBe(200);
    expect((await json<{ listed: boolean }>(on)).data).toEqual({ listed: true });
    expect(await me(person)).toMatchObject({ isListed: true });
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(SHOWN);
    const page = await json<{ title: string; about: string; source: string }>(
      await apiRequest('GET', `/api/v2/talents/${personSeo}`),
    );
    expect(page.data).toMatchObject({ title: 'Veri mühendisi', source: 'user' });
    expect(JSON.stringify(page)).not.toContain('nazli@example.com');

    const off = await call(person, 'PUT', '/api/v2/users/me/listing', { listed: false });
    expect(off.status).toBe(200);
    expect((await json<{ listed: boolean }>(off)).data).toEqual({ listed: false });
    expect(await storedListing(personId)).toBe(false);
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);
  });

  it('visitors cannot switch anyone on (401)', async () => {
    expect((await apiRequest('PUT', '/api/v2/users/me/listing', { listed: true })).status).toBe(401);
  });
});

describe('an admin account', () => {
  it('is not listed by default, even with a title and a section', async () => {
    expect(
      (await call(admin, 'PUT', '/api/v2/users/me', { title: 'Platform yöneticisi', about: 'Yönetirim.' }))
        .status,
    ).toBe(200);
    expect(await me(admin)).toMatchObject({ isListed: false });
    expect(await visibility(adminSeo, 'Yöneticioğlu')).toEqual(HIDDEN);
  });
});

describe('a listed person', () => {
  it('is hidden while locked or leaving, and shown again when neither', async () => {
    expect((await call(person, 'PUT', '/api/v2/users/me/listing', { listed: true })).status).toBe(200);
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(SHOWN);
    const db = testDb().db;
    await db.update(users).set({ locked: true }).where(eq(users.id, personId));
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);
    await db
      .update(users)
      .set({ locked: false, deletionRequestedAt: new Date() })
      .where(eq(users.id, personId));
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(HIDDEN);
    await db.update(users).set({ deletionRequestedAt: null }).where(eq(users.id, personId));
    expect(await visibility(personSeo, 'Karadeniz')).toEqual(SHOWN);
  });
});

describe('seeded sample talents', () => {
  it('are listed: in the directory and with a talent page', async () => {
    expect(samples).toHaveLength(3);
    const listed = await directory();
    for (const s of samples) {
      expect(await storedListing(s.userId)).toBe(true);
      expect(listed).toContain(s.seoUrl);
      expect(await talentPage(s.seoUrl)).toBe(200);
    }
  });

  it('made before the switch existed are listed by its migration', async () => {
    const db = testDb().db;
    const sample = samples[0]!;
    await db.update(profiles).set({ isListed: false }).where(eq(profiles.userId, sample.userId));
    expect(await talentPage(sample.seoUrl)).toBe(404);
    // The statement of the migration that added profiles.is_listed, run again on this database.
    const dir = path.join(import.meta.dirname, '../../drizzle');
    const migration = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((text) => /ADD COLUMN (IF NOT EXISTS )?"is_listed"/.test(text));
    const update = migration
      ?.split('--> statement-breakpoint')
      .flatMap((s) => s.split('\n'))
      .find((line) => /^UPDATE "profiles" SET "is_listed" = true/.test(line.trim()));
    expect(update, 'the migration lists the generated profiles').toBeDefined();
    await db.execute(sql.raw(update!));
    expect(await storedListing(sample.userId)).toBe(true);
    expect(await talentPage(sample.seoUrl)).toBe(200);
    // Real accounts stay as they chose.
    expect(await storedListing((await me(admin)).userId)).toBe(false);
  });
});

describe('the home page', () => {
  it('shows listed people only', async () => {
    const listedSeo = new Set(
      (
        await testDb()
          .db.select({ seoUrl: profiles.seoUrl })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.userId))
          .where(eq(profiles.isListed, true))
      ).map((r) => r.seoUrl),
    );
    const shown = await home();
    expect(shown.length).toBeGreaterThan(0);
    for (const seoUrl of shown) expect(listedSeo, seoUrl).toContain(seoUrl);
    expect(shown).not.toContain(adminSeo);
  });
});

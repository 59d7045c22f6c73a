/**
 * Talent discovery (issue 4; spec §2 talent filter, §7 talent list/search, §9 page size 9):
 * each filter, premium gating (402) and the visitor limit (400), privacy of e-mail and phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { updateProfile } from '@/modules/profiles/profile';
import { addProfession, saveProfileList } from '@/modules/profiles/lists';
import { setListing } from '@/modules/profiles/listing';
import { getTalent, searchTalents, searchTalentsByText } from '@/modules/profiles/talents';
import { parseTalentQuery, talentFilterSchema, buildTalentQuery } from '@/modules/profiles/talent-filter';
import { grantPackage, grantAccessInternal } from '@/modules/access/access';
import { typeId } from '@/modules/reference/data/type-list-ids';
import { ANONYMOUS_VIEWER } from '@/server/context';

let db: TestDb;
const f = (input: object) => talentFilterSchema.parse(input);
const as = async (userId: string | null) =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER);

beforeAll(async () => {
  db = await createTestDb({ reference: true });
  await db.db.insert(users).values([
    { id: 'can', name: 'Can', surname: 'Demir', email: 'can@example.com', emailVerified: true },
    { id: 'ece', name: 'Ece', surname: 'Aydın', email: 'ece@example.com', emailVerified: true },
    { id: 'hidden', name: 'Gizli', surname: 'Kişi', email: 'gizli@example.com', emailVerified: false },
    { id: 'viewer', name: 'Viewer', surname: 'User', email: 'viewer@example.com', emailVerified: true },
    { id: 'admin', name: 'Admin', surname: 'User', email: 'admin@example.com', emailVerified: true },
  ]);
  await grantAccessInternal(db.db, { userId: 'admin', entityId: 'admin', scopes: ['FULL_ACCESS'] });
  const can = await as('can');
  await updateProfile(can, {
    title: 'Backend developer',
    phoneCountry: 'TR',
    phone: '05321234567',
    countryId: 792,
    workingPlanIds: [typeId('jobWorkingPlan', 2)],
    employmentTypeIds: [typeId('employmentType', 1)],
    salaryMin: 50000,
    salaryMax: 80000,
    salaryCurrency: 'TRY',
    shareMin: 1,
    shareMax: 3,
  });
  await saveProfileList(can, 'skill', [{ skillId: typeId('skill', 1) }, { skillId: typeId('skill', 2) }]);
  await saveProfileList(can, 'language', [{ languageId: 0 }, { languageId: 1 }]);
  await addProfession(can, typeId('profession', 1));
  // Being listed is each person's choice (profiles/listing.ts): the three switch it on.
  await setListing(can, true);
  const ece = await as('ece');
  await updateProfile(ece, {
    title: 'Designer',
    about: 'Product designer.',
    countryId: 276,
    employmentTypeIds: [typeId('employmentType', 2)],
  });
  await saveProfileList(ece, 'language', [{ languageId: 1 }]);
  await setListing(ece, true);
  const hidden = await as('hidden');
  await updateProfile(hidden, {
    title: 'Unverified',
    about: 'Not verified yet.',
    employmentTypeIds: [typeId('employmentType', 1)],
  });
  // Listed by choice, yet an unverified e-mail keeps the profile out of every list.
  await setListing(hidden, true);
  await grantPackage(await as('admin'), {
    userId: 'viewer',
    packageKey: 'talent-search-personal',
    months: 1,
  });
}, 60_000);
afterAll(async () => db?.drop());

const seoUrls = (page: { data: Array<{ seoUrl: string }> }) => page.data.map((t) => t.seoUrl).sort();

describe('talent list', () => {
  it('lists verified users only, 9 a page, and never shows e-mail or phone', async () => {
    const page = await searchTalents(await as(null), { filter: f({}), page: 1 });
    expect(page).toMatchObject({ pageSize: 9, totalCount: 2 });
    expect(seoUrls(page)).toEqual(['can-demir', 'ece-aydin']);
    expect(JSON.stringify(page)).not.toMatch(/example\.com|532/);
    const detail = await getTalent(await as(null), 'can-demir');
    expect(detail).toMatchObject({
      title: 'Backend developer',
      country: 'Türkiye',
      shareMin: 1,
      shareMax: 3,
    });
    expect(JSON.stringify(detail)).not.toMatch(/example\.com|\+90/);
    await expect(getTalent(await as(null), 'gizli-kisi')).rejects.toMatchObject({ status: 404 });
  });

  it('filters by country, working plan and profession (free filters)', async () => {
    const visitor = await as(null);
    expect(seoUrls(await searchTalents(visitor, { filter: f({ country: 276 }), page: 1 }))).toEqual([
      'ece-aydin',
    ]);
    expect(
      seoUrls(
        await searchTalents(visitor, { filter: f({ workingPlans: [typeId('jobWorkingPlan', 2)] }), page: 1 }),
      ),
    ).toEqual(['can-demir']);
    expect(
      seoUrls(
        await searchTalents(visitor, { filter: f({ professions: [typeId('profession', 1)] }), page: 1 }),
      ),
    ).toEqual(['can-demir']);
  });

  it('the search text finds a name or a title, in the address too (issue 13 §1)', async () => {
    const visitor = await as(null);
    expect(seoUrls(await searchTalents(visitor, { filter: f({ q: 'AYDIN' }), page: 1 }))).toEqual([
      'ece-aydin',
    ]);
    expect(seoUrls(await searchTalents(visitor, { filter: f({ q: 'backend' }), page: 1 }))).toEqual([
      'can-demir',
    ]);
    expect((await searchTalents(visitor, { filter: f({ q: '%_' }), page: 1 })).totalCount).toBe(0);
    const { filter } = parseTalentQuery({ q: ' Ece ', country: '276' });
    expect(filter.q).toBe('Ece');
    expect(buildTalentQuery(filter)).toEqual({ q: 'Ece', country: '276' });
  });

  it('a visitor may pick one option per limited multi-select (400)', async () => {
    const filter = f({ professions: [typeId('profession', 1), typeId('profession', 2)] });
    await expect(searchTalents(await as(null), { filter, page: 1 })).rejects.toMatchObject({
      status: 400,
      key: 'filter.max_one_anonymous',
    });
    expect((await searchTalents(await as('ece'), { filter, page: 1 })).totalCount).toBe(1);
  });

  it('premium filters (skills, salary, share, languages) answer 402 without a package; talent-search-personal and admins pass', async () => {
    const premiumFilter = f({ skills: [typeId('skill', 2)] });
    await expect(searchTalents(await as('ece'), { filter: premiumFilter, page: 1 })).rejects.toMatchObject({
      status: 402,
      key: 'premium.payment_required',
      params: { filters: 'skills' },
    });
    expect(seoUrls(await searchTalents(await as('viewer'), { filter: premiumFilter, page: 1 }))).toEqual([
      'can-demir',
    ]);
    expect(seoUrls(await searchTalents(await as('admin'), { filter: premiumFilter, page: 1 }))).toEqual([
      'can-demir',
    ]);
  });

  it('salary: minimum at least (Greater), maximum at most (Less), in one currency; share likewise; all languages required', async () => {
    const viewer = await as('viewer');
    const run = async (input: object) => seoUrls(await searchTalents(viewer, { filter: f(input), page: 1 }));
    expect(await run({ salaryMin: 40000, salaryMax: 90000, salaryCurrency: 'TRY' })).toEqual(['can-demir']);
    expect(await run({ salaryMin: 60000, salaryCurrency: 'TRY' })).toEqual([]);
    expect(await run({ salaryMin: 40000, salaryCurrency: 'USD' })).toEqual([]);
    expect(await run({ shareMin: 0.5, shareMax: 5 })).toEqual(['can-demir']);
    expect(await run({ shareMax: 2 })).toEqual([]);
    expect(await run({ languages: [1] })).toEqual(['can-demir', 'ece-aydin']);
    expect(await run({ languages: [0, 1] })).toEqual(['can-demir']);
  });

  it('text search is case- and diacritic-insensitive and needs 2 characters', async () => {
    expect((await searchTalentsByText(await as(null), 'AYDIN')).map((t) => t.seoUrl)).toEqual(['ece-aydin']);
    expect((await searchTalentsByText(await as(null), 'backend')).map((t) => t.seoUrl)).toEqual([
      'can-demir',
    ]);
    await expect(searchTalentsByText(await as(null), 'a')).rejects.toMatchObject({ status: 400 });
  });

  it('the page address and the filter convert both ways', () => {
    const filter = f({ country: 792, city: 34, skills: [3001, 3002], salaryMin: 100, salaryCurrency: 'EUR' });
    const query = buildTalentQuery(filter, 2);
    expect(query).toEqual({
      country: '792',
      city: '34',
      skill: '3001,3002',
      salaryMin: '100',
      currency: 'EUR',
      page: '2',
    });
    expect(parseTalentQuery(query)).toEqual({ filter, page: 2 });
    // A city without a country is dropped.
    expect(parseTalentQuery({ city: '34' }).filter.city).toBeUndefined();
  });
});

/**
 * Personal profile and its lists (issue 4; spec §3 "User / talent", §4 "Profile lists", §5
 * validation rules, §8 messages): every rule with its message in English and Turkish, list
 * row semantics and the ownership of rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ctxFor, viewerOf, type TestDb } from '../helpers/db';
import { users } from '@/modules/identity/schema';
import { getMyProfile, updateProfile } from '@/modules/profiles/profile';
import {
  addProfession,
  deleteProfileListRow,
  getProfessions,
  removeProfession,
  saveProfileList,
} from '@/modules/profiles/lists';
import { typeId } from '@/modules/reference/data/type-list-ids';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { translateError } from '@/server/i18n';
import type { Locale } from '@/i18n/locales';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(users).values([
    { id: 'ayse', name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', emailVerified: true },
    { id: 'ayse2', name: 'Ayşe', surname: 'Yılmaz', email: 'ayse2@example.com', emailVerified: true },
    { id: 'mehmet', name: 'Mehmet', surname: 'Kaya', email: 'mehmet@example.com', emailVerified: true },
  ]);
});
afterAll(async () => db?.drop());

const as = async (userId: string | null, locale: Locale = 'en') =>
  ctxFor(db, userId ? await viewerOf(db, userId) : ANONYMOUS_VIEWER, locale);

/** The messages of a failed call's fields, in `locale`. */
async function fieldMessages(call: Promise<unknown>, locale: Locale) {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { fields: Record<string, string>; params: Record<string, string> } | null;
  expect(error).not.toBeNull();
  return Object.fromEntries(
    Object.entries(error!.fields).map(([k, v]) => [k, translateError(v, error!.params, locale)]),
  );
}

describe('profile', () => {
  it('is created on first use with a unique seoUrl from the name; e-mail comes from the account', async () => {
    const first = await getMyProfile(await as('ayse'));
    const second = await getMyProfile(await as('ayse2'));
    expect([first.seoUrl, second.seoUrl]).toEqual(['ayse-yilmaz', 'ayse-yilmaz-2']);
    expect(first.email).toBe('ayse@example.com');
    await expect(getMyProfile(await as(null))).rejects.toMatchObject({ status: 401 });
  });

  it('saves valid personal information: E.164 phone, sanitized about, social links, salary and share', async () => {
    const saved = await updateProfile(await as('ayse'), {
      title: 'Full-stack developer',
      gender: 'female',
      birthday: '1994-05-17',
      phoneCountry: 'TR',
      phone: '0532 123 45 67',
      about: '<p>Merhaba <b>dünya</b><script>alert(1)</script><a href="https://ayse.dev">site</a></p>',
      employmentTypeIds: [typeId('employmentType', 1)],
      workingPlanIds: [typeId('jobWorkingPlan', 1)],
      salaryMin: 60000,
      salaryMax: 90000,
      salaryCurrency: 'TRY',
      shareMin: 0.5,
      shareMax: 2,
      openToWork: true,
      socialLinks: { linkedin: 'https://www.linkedin.com/in/ayse', github: 'https://github.com/ayse' },
    });
    expect(saved).toMatchObject({
      phone: '+905321234567',
      birthday: '1994-05-17',
      salaryCurrency: 'TRY',
      shareMax: 2,
      socialLinks: { linkedin: 'https://www.linkedin.com/in/ayse', github: 'https://github.com/ayse' },
    });
    expect(saved.about).toBe(
      '<p>Merhaba <b>dünya</b><a href="https://ayse.dev" rel="nofollow noopener noreferrer">site</a></p>',
    );
    // 0001-01-01 counts as empty; a social link set to null is removed.
    const cleared = await updateProfile(await as('ayse'), {
      birthday: '0001-01-01',
      socialLinks: { github: null },
    });
    expect(cleared.birthday).toBeNull();
    expect(cleared.socialLinks).toEqual({ linkedin: 'https://www.linkedin.com/in/ayse' });
  });

  it('refuses bad input with the spec messages in English and Turkish, saving nothing', async () => {
    const bad = {
      phoneCountry: 'TR',
      phone: '12345',
      employmentTypeIds: [],
      socialLinks: { twitter: 'https://facebook.com/ayse' },
      salaryMin: 100,
      salaryMax: 50,
      shareMax: 120,
      title: 'Should not be saved',
    };
    expect(await fieldMessages(updateProfile(await as('ayse'), bad), 'en')).toEqual({
      phone: 'Phone number must be correct!',
      employmentTypeIds: 'You must choose at least 1 employment types',
      'socialLinks.twitter': 'Please enter a valid Twitter URL.',
      salaryMax: 'The minimum cannot be more than the maximum.',
      salaryCurrency: 'This field required.',
      shareMax: 'Enter a percentage between 0 and 100.',
    });
    expect(await fieldMessages(updateProfile(await as('ayse', 'tr'), bad), 'tr')).toMatchObject({
      phone: 'Telefon numarası doğru olmalı!',
      employmentTypeIds: 'En az 1 çalışma türü seçmelisiniz',
      'socialLinks.twitter': 'Lütfen geçerli bir Twitter adresi girin.',
    });
    expect((await getMyProfile(await as('ayse'))).title).toBe('Full-stack developer');
  });
});

describe('profile lists', () => {
  it('creates rows without id, updates rows with id, ignores fully empty rows', async () => {
    const ctx = await as('ayse');
    const created = await saveProfileList(ctx, 'experience', [
      { title: 'Developer', companyName: 'Papara', startDate: '2019-01-01', endDate: '2021-06-30' },
      { title: '', companyName: '', description: '', startDate: '0001-01-01', stillWorking: false },
    ]);
    expect(created).toHaveLength(1);
    const updated = await saveProfileList(ctx, 'experience', [
      {
        id: created[0]!.id as number,
        title: 'Senior developer',
        companyName: 'Papara',
        stillWorking: true,
        endDate: '2022-01-01',
      },
      { title: 'Intern', companyName: 'Getir', startDate: '2018-06-01', endDate: '2018-09-01' },
    ]);
    expect(updated.map((r) => [r.title, r.endDate])).toEqual([
      ['Senior developer', null],
      ['Intern', '2018-09-01'],
    ]);
  });

  it('refuses a start after the end and missing required fields, in both languages', async () => {
    const rows = [{ title: 'Lead', companyName: '', startDate: '2023-05-01', endDate: '2022-01-01' }];
    expect(await fieldMessages(saveProfileList(await as('ayse'), 'experience', rows), 'en')).toEqual({
      '0.endDate': 'The start date cannot be after the end date.',
      '0.companyName': 'This field required.',
    });
    expect(await fieldMessages(saveProfileList(await as('ayse'), 'experience', rows), 'tr')).toEqual({
      '0.endDate': 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
      '0.companyName': 'Bu alan zorunludur.',
    });
    // The school is required for an education row; its error is keyed by the field the form shows.
    const school = [{ department: 'Physics', startDate: '2010-09-01' }];
    expect(await fieldMessages(saveProfileList(await as('ayse'), 'education', school), 'en')).toEqual({
      '0.schoolName': 'This field required.',
    });
  });

  it('saves education, languages and skills with reference ids; a duplicate language is refused', async () => {
    const ctx = await as('ayse');
    const education = await saveProfileList(ctx, 'education', [
      {
        schoolName: 'Orta Doğu Teknik Üniversitesi',
        department: 'Computer Engineering',
        degreeId: typeId('schoolDegree', 2),
        startDate: '2012-09-01',
        endDate: '2016-06-30',
      },
    ]);
    expect(education[0]).toMatchObject({ department: 'Computer Engineering' });
    await saveProfileList(ctx, 'language', [{ languageId: 0, levelId: typeId('languageLevel', 1) }]);
    await expect(saveProfileList(ctx, 'language', [{ languageId: 0 }])).rejects.toMatchObject({
      status: 409,
    });
    const skills = await saveProfileList(ctx, 'skill', [
      { skillId: typeId('skill', 1), levelId: typeId('knowledgeLevel', 2) },
      { isSoft: true, skillId: typeId('softSkill', 1) },
    ]);
    expect(skills).toHaveLength(2);
    await expect(saveProfileList(ctx, 'skill', [{ skillId: typeId('softSkill', 1) }])).rejects.toMatchObject({
      status: 400,
    });
  });

  it("another user's rows cannot be changed or deleted ('You don't have rights to edit this …')", async () => {
    const [row] = await saveProfileList(await as('ayse'), 'education', []).then((r) => r);
    const mehmet = await as('mehmet', 'tr');
    const attempt = saveProfileList(mehmet, 'education', [{ id: row!.id as number, schoolName: 'Hacked' }]);
    await expect(attempt).rejects.toMatchObject({ status: 403, key: 'profile.edit_forbidden.education' });
    expect(translateError('profile.edit_forbidden.education', {}, 'en')).toBe(
      "You don't have rights to edit this education",
    );
    await expect(deleteProfileListRow(mehmet, 'education', row!.id as number)).rejects.toMatchObject({
      status: 403,
      key: 'profile.delete_forbidden.education',
    });
    await expect(saveProfileList(await as(null), 'education', [])).rejects.toMatchObject({ status: 401 });
    // The owner deletes it; the list is empty again.
    await deleteProfileListRow(await as('ayse'), 'education', row!.id as number);
    expect(await saveProfileList(await as('ayse'), 'education', [])).toEqual([]);
  });

  it('professions: add (idempotent) and remove; unknown ids refused', async () => {
    const ctx = await as('ayse');
    await addProfession(ctx, typeId('profession', 3));
    await addProfession(ctx, typeId('profession', 3));
    expect(await addProfession(ctx, typeId('profession', 1))).toEqual([
      typeId('profession', 1),
      typeId('profession', 3),
    ]);
    await expect(addProfession(ctx, typeId('skill', 1))).rejects.toMatchObject({ status: 400 });
    expect(await removeProfession(ctx, typeId('profession', 1))).toEqual([typeId('profession', 3)]);
    expect(await getProfessions(db.db, 'mehmet')).toEqual([]);
  });
});

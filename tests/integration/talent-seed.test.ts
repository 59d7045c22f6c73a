/**
 * The `talents` seed step (issue 13 §5): about 1,000 sample talents that the talent search finds
 * with its filters, marked as sample data, that can neither sign in nor receive mail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-outbox-'));
process.env.OUTBOX_DIR = outbox;

const { and, count, eq, inArray, sql } = await import('drizzle-orm');
const { seedDatabase, SEED_STEPS } = await import('../../scripts/seed-database');
const { apiRequest, apiTestDb, deliveredOutbox } = await import('../helpers/api');
const { ctxFor, PREMIUM_VIEWER, TEST_CITY_COUNTRIES } = await import('../helpers/db');
const { accounts, users } = await import('@/modules/identity/schema');
const { profileLanguages, profileProfessions, profiles, profileSkills } =
  await import('@/modules/profiles/schema');
const { searchTalents } = await import('@/modules/profiles/talents');
const { talentFilterSchema } = await import('@/modules/profiles/talent-filter');
const { seedSteps } = await import('@/modules/platform/schema');
const { cities, universities } = await import('@/modules/reference/schema');
const { sendMail, readOutbox } = await import('@/server/mail');
const { typeIdByName } = await import('@/modules/reference/data/type-lists');

const testDb = apiTestDb();
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

beforeAll(async () => {
  const started = Date.now();
  await seedDatabase(testDb().db, {
    startups: 20,
    seed: 4,
    skipRealData: true,
    reference: { cityCountries: TEST_CITY_COUNTRIES },
  });
  // The whole seed (reference data included) stays quick: the talents are bulk inserts.
  expect(Date.now() - started).toBeLessThan(60_000);
});

const premium = () => ctxFor(testDb(), PREMIUM_VIEWER);
const search = (input: object, page = 1) =>
  searchTalents(premium(), { filter: talentFilterSchema.parse(input), page });

describe('talents seed step', () => {
  it('records the step and lists 1,000 talents marked as sample data', async () => {
    const db = testDb().db;
    const [step] = await db.select().from(seedSteps).where(eq(seedSteps.step, 'talents'));
    expect(step!.summary).toBe('1000 sample talents');
    // The talents step runs right before the reports; steps added later (site, contents) follow.
    expect(SEED_STEPS.slice(SEED_STEPS.indexOf('talents'), SEED_STEPS.indexOf('talents') + 2)).toEqual([
      'talents',
      'reports',
    ]);
    const bySource = await db
      .select({ source: profiles.source, n: count() })
      .from(profiles)
      .groupBy(profiles.source);
    expect(bySource).toEqual([{ source: 'generated', n: 1000 }]);
    const page = await search({});
    expect(page.totalCount).toBe(1000);
    expect(page.data).toHaveLength(9);
    for (const talent of page.data) {
      expect(talent.title).toBeTruthy();
      expect(talent.skills.length).toBeGreaterThan(0);
      expect(talent.professions.length).toBeGreaterThan(0);
    }
    // Mostly in Türkiye, with Turkish universities mostly.
    expect((await search({ country: 792 })).totalCount).toBeGreaterThan(850);
    const [turkish] = await db
      .execute(
        sql`select count(*)::int as n from profile_educations e join ref_universities u on u.id = e.university_id where u.country_id = 792`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<{ n: number }>);
    const [all] = await db
      .execute(sql`select count(*)::int as n from profile_educations`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<{ n: number }>);
    expect(turkish!.n / all!.n).toBeGreaterThan(0.7);
    // No CV, and nobody's talent page shows a phone.
    const withCv = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.cvUrl} is not null`);
    expect(withCv[0]!.n).toBe(0);
  });

  it('finds exactly the matching talents with mixed filters', async () => {
    const db = testDb().db;
    const [istanbul] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.countryId, 792), eq(cities.nameTr, 'İstanbul')));
    const engineering = typeIdByName('profession', 'Engineering');
    const typescript = typeIdByName('skill', 'TypeScript');
    const python = typeIdByName('skill', 'Python');
    const filter = {
      country: 792,
      city: istanbul!.id,
      professions: [engineering],
      skills: [typescript, python],
      languages: [0, 1],
    };
    const expected = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(
        and(
          eq(profiles.countryId, 792),
          eq(profiles.cityId, istanbul!.id),
          sql`exists (select 1 from ${profileProfessions} p where p.user_id = ${profiles.userId} and p.profession_id = ${engineering})`,
          sql`exists (select 1 from ${profileSkills} s where s.user_id = ${profiles.userId} and s.skill_id in (${typescript}, ${python}))`,
          sql`(select count(*) from ${profileLanguages} l where l.user_id = ${profiles.userId} and l.language_id in (0, 1)) = 2`,
        ),
      );
    expect(expected.length).toBeGreaterThan(5);
    const found = await search(filter);
    expect(found.totalCount).toBe(expected.length);
    const all = [];
    for (let page = 1; page <= Math.ceil(found.totalCount / 9); page += 1)
      all.push(...(await search(filter, page)).data);
    const seoUrls = await db
      .select({ seoUrl: profiles.seoUrl })
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          expected.map((e) => e.userId),
        ),
      );
    expect(new Set(all.map((t) => t.seoUrl))).toEqual(new Set(seoUrls.map((r) => r.seoUrl)));

    // Salary in lira with a job search status and a working plan.
    const salary = await search({
      salaryCurrency: 'TRY',
      salaryMin: 60_000,
      jobSearchStatus: typeIdByName('jobSearchStatus', 'Open to offers'),
      workingPlans: [typeIdByName('jobWorkingPlan', 'Remote')],
    });
    const [salaryExpected] = await db
      .select({ n: count() })
      .from(profiles)
      .where(
        and(
          eq(profiles.salaryCurrency, 'TRY'),
          sql`${profiles.salaryMin} >= 60000`,
          eq(profiles.jobSearchStatusId, typeIdByName('jobSearchStatus', 'Open to offers')),
          sql`${typeIdByName('jobWorkingPlan', 'Remote')} = any(${profiles.workingPlanIds})`,
        ),
      );
    expect(salaryExpected!.n).toBeGreaterThan(0);
    expect(salary.totalCount).toBe(salaryExpected!.n);

    // A school of the reference list.
    const [school] = await db
      .select({ id: universities.id, n: count() })
      .from(universities)
      .innerJoin(sql`profile_educations e`, sql`e.university_id = ${universities.id}`)
      .where(eq(universities.countryId, 792))
      .groupBy(universities.id)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect((await search({ schools: [school!.id] })).totalCount).toBe(school!.n);
  });

  it('seeds users who cannot sign in and get no e-mail', async () => {
    const db = testDb().db;
    const sample = await db
      .select()
      .from(users)
      .where(sql`${users.id} like 'sample-talent-%'`);
    expect(sample).toHaveLength(1000);
    expect(sample.every((u) => u.email.endsWith('.invalid'))).toBe(true);
    const [withAccount] = await db
      .select({ n: count() })
      .from(accounts)
      .where(sql`${accounts.userId} like 'sample-talent-%'`);
    expect(withAccount!.n).toBe(0);

    const { email } = sample[0]!;
    const signIn = await apiRequest('POST', '/api/auth/sign-in/email', { email, password: 'Kapadokya!52' });
    expect(signIn.status).toBe(401);
    await apiRequest('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    await apiRequest('POST', '/api/auth/send-verification-email', { email });
    // Whatever asks for a mail to a sample user (an invitation, a notice), none is sent.
    await sendMail({
      kind: 'team-invitation',
      to: email,
      subject: 'Davet',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
    });
    expect((await deliveredOutbox()).filter((m) => m.to === email)).toEqual([]);
    await sendMail({
      kind: 'team-invitation',
      to: 'real.person@example.com',
      subject: 'Davet',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
    });
    expect(readOutbox().filter((m) => m.to === 'real.person@example.com')).toHaveLength(1);
  });
});

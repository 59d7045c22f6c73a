/**
 * The sample jobs of the first seed (issue 15 §2 "Generated jobs in the seed for the generated
 * startups"): every job keeps the job rules, sits in its startup's city, pays in the startup's
 * currency (TRY in Türkiye), has a unique seoUrl, comes out the same for the same seed, and the
 * public list has open jobs while some have expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/db';
import { todayUtc } from '@/lib/format';
import { normalizeSearchText, slugify } from '@/lib/text';
import { generateJobs } from '@/modules/jobs/generate';
import { jobProblems } from '@/modules/jobs/job-rules';
import { countOpenJobs } from '@/modules/jobs/jobs';
import { jobs } from '@/modules/jobs/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { seedReference, TURKEY_ID } from '@/modules/reference/seed';
import { cities } from '@/modules/reference/schema';
import { generateEcosystem } from '@/modules/startups/generate';
import { startups } from '@/modules/startups/schema';

const SEED = 17;
const US = 840;
const GERMANY = 276;
const DAY = 86_400_000;
let db: TestDb;
/** Startups moved abroad (id → country) and hidden before the jobs are generated. */
const abroad = new Map<number, number>();
let hidden: number[] = [];
let eligible = 0;

const allJobs = () => db.db.select().from(jobs).orderBy(asc(jobs.id));
/** What the generator decides for a job, without the id, the seoUrl and the creation time. */
const decided = async () =>
  (await allJobs()).map(({ id: _id, seoUrl: _seoUrl, createdAt: _c, updatedAt: _u, ...rest }) => rest);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY;

beforeAll(async () => {
  db = await createTestDb();
  await seedReference(db.db, { cityCountries: ['TR', 'US', 'GB', 'DE'] });
  await generateEcosystem(db.db, { startups: 160, roundsPerStartup: 1, seed: SEED });
  const ids = (await db.db.select({ id: startups.id }).from(startups).orderBy(asc(startups.id))).map(
    (r) => r.id,
  );
  // A few startups abroad (the generator places its startups in Türkiye) and a few hidden ones.
  const [usCity] = await db.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.countryId, US))
    .limit(1);
  const [deCity] = await db.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.countryId, GERMANY))
    .limit(1);
  for (const [i, id] of ids.slice(0, 40).entries()) {
    const [countryId, cityId] = i % 2 === 0 ? [US, usCity!.id] : [GERMANY, deCity!.id];
    await db.db.update(startups).set({ countryId, cityId }).where(eq(startups.id, id));
    abroad.set(id, countryId);
  }
  hidden = ids.slice(40, 50);
  await db.db.update(startups).set({ isVisible: false }).where(inArray(startups.id, hidden));
  eligible = ids.length - hidden.length;
  expect((await generateJobs(db.db, { seed: SEED })).jobs).toBe((await allJobs()).length);
});
afterAll(async () => {
  await db?.drop();
});

describe('generated jobs', () => {
  it('posts 1–3 jobs at about 40% of the visible generated startups', async () => {
    const rows = await allJobs();
    const perStartup = new Map<number, number>();
    for (const job of rows) perStartup.set(job.startupId, (perStartup.get(job.startupId) ?? 0) + 1);
    expect(perStartup.size / eligible).toBeGreaterThan(0.25);
    expect(perStartup.size / eligible).toBeLessThan(0.55);
    for (const n of perStartup.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of perStartup.values()) expect(n).toBeLessThanOrEqual(3);
    expect(hidden.filter((id) => perStartup.has(id))).toEqual([]);
  });

  it('keeps every job rule, in the startup’s own country and city', async () => {
    const rows = await allJobs();
    expect(rows.length).toBeGreaterThan(40);
    for (const job of rows) {
      expect(jobProblems(job), job.title).toEqual({});
      expect(job.source).toBe('generated');
      expect(job.createdByUserId).toBeNull();
      expect(job.technicalSkillIds.length).toBeGreaterThanOrEqual(2);
      expect(job.technicalSkillIds.length).toBeLessThanOrEqual(5);
      expect(job.socialSkillIds.length).toBeLessThanOrEqual(2);
      expect(job.workingPlanIds.length).toBeGreaterThanOrEqual(1);
      expect(job.workingPlanIds.length).toBeLessThanOrEqual(2);
      for (const text of [job.title, job.description, job.responsibilities ?? '', job.requirements ?? ''])
        expect(text).not.toMatch(/<[a-z/!]/i);
      expect(job.description.split('\n').length).toBeGreaterThanOrEqual(3);
      if (job.minShare !== null) {
        expect(job.minShare).toBeGreaterThanOrEqual(0.1);
        expect(job.maxShare!).toBeLessThanOrEqual(2);
      }
    }
    const misplaced = await db.db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .leftJoin(cities, and(eq(cities.id, jobs.cityId), eq(cities.countryId, jobs.countryId)))
      .where(
        sql`${isNull(cities.id)} or ${jobs.countryId} <> ${startups.countryId} or ${jobs.cityId} <> ${startups.cityId}`,
      );
    expect(misplaced).toEqual([]);
    // Mostly full-time and monthly, with other kinds too.
    const share = (test: (job: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((j) => j.employmentTypeId === typeIdByName('employmentType', 'Full-time'))).toBeGreaterThan(
      0.6,
    );
    expect(share((j) => j.payPlanId === typeIdByName('payPlan', 'Monthly'))).toBeGreaterThan(0.5);
    expect(share((j) => j.payPlanId !== typeIdByName('payPlan', 'Monthly'))).toBeGreaterThan(0);
    expect(share((j) => j.minWage === null)).toBeGreaterThan(0);
    expect(share((j) => j.minShare !== null)).toBeGreaterThan(0);
  });

  it('gives each job a unique seoUrl from its title and id, and the search text of title, startup and description', async () => {
    const rows = await db.db
      .select({ job: jobs, startupName: startups.name })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId));
    expect(new Set(rows.map((r) => r.job.seoUrl)).size).toBe(rows.length);
    for (const { job, startupName } of rows) {
      expect(job.seoUrl).toBe(`${slugify(job.title)}-${job.id}`);
      expect(job.searchText).toBe(normalizeSearchText(job.title, startupName, job.description));
    }
  });

  it('pays in TRY in Türkiye (40,000–150,000 a month), in EUR in Germany and in USD in the US', async () => {
    const rows = await allJobs();
    const monthly = typeIdByName('payPlan', 'Monthly');
    const paid = rows.filter((j) => j.minWage !== null);
    const turkish = paid.filter((j) => j.countryId === TURKEY_ID);
    expect(turkish.length).toBeGreaterThan(10);
    for (const job of turkish) {
      expect(job.minWageCurrency).toBe('TRY');
      if (job.maxWage !== null) expect(job.maxWageCurrency).toBe('TRY');
      if (job.payPlanId === monthly) {
        expect(job.minWage).toBeGreaterThanOrEqual(40_000);
        expect(job.maxWage ?? job.minWage!).toBeLessThanOrEqual(150_000);
      }
    }
    const foreign = paid.filter((j) => j.countryId !== TURKEY_ID);
    expect(foreign.length).toBeGreaterThan(0);
    for (const job of foreign) {
      expect(abroad.get(job.startupId)).toBe(job.countryId);
      expect(job.minWageCurrency).toBe(job.countryId === GERMANY ? 'EUR' : 'USD');
      if (job.payPlanId === typeIdByName('payPlan', 'Yearly')) {
        expect(job.minWage).toBeGreaterThanOrEqual(50_000);
        expect(job.maxWage ?? job.minWage!).toBeLessThanOrEqual(180_000);
      }
    }
    // Titles match the profession, some of the Turkish startups post in Turkish.
    const engineering = rows.filter((j) => j.professionId === typeIdByName('profession', 'Engineering'));
    expect(engineering.length).toBeGreaterThan(0);
    for (const job of engineering)
      expect(job.title).toMatch(/Engineer|Developer|Geliştirici|Mühendisi|Intern/);
    expect(rows.some((j) => /Kıdemli|Geliştirici|Uzmanı|Yöneticisi|Tasarımcısı/.test(j.title))).toBe(true);
    expect(
      rows.filter((j) => abroad.has(j.startupId)).every((j) => !/Kıdemli|Geliştirici|Uzmanı/.test(j.title)),
    ).toBe(true);
  });

  it('has jobs open today and some already expired, dated within the last 60 days', async () => {
    const today = todayUtc();
    const rows = await allJobs();
    const open = rows.filter((j) => j.publishedOn <= today && j.expiresOn >= today);
    const expired = rows.filter((j) => j.expiresOn < today);
    expect(open.length + expired.length).toBe(rows.length);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length / rows.length).toBeLessThan(0.3);
    for (const job of rows) {
      expect(daysBetween(job.publishedOn, today)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(job.publishedOn, today)).toBeLessThanOrEqual(60);
      expect(daysBetween(job.publishedOn, job.expiresOn)).toBeGreaterThanOrEqual(30);
      expect(daysBetween(job.publishedOn, job.expiresOn)).toBeLessThanOrEqual(90);
    }
    // The public list shows the open ones.
    expect(await countOpenJobs(db.db)).toBe(open.length);
  });

  it('makes the same jobs for the same seed and other ones for another seed', async () => {
    const first = await decided();
    await db.db.delete(jobs);
    await generateJobs(db.db, { seed: SEED });
    const again = await decided();
    expect(again.map((j) => j.title)).toEqual(first.map((j) => j.title));
    expect(again).toEqual(first);
    await db.db.delete(jobs);
    await generateJobs(db.db, { seed: SEED + 1 });
    expect((await decided()).map((j) => j.title)).not.toEqual(first.map((j) => j.title));
  });
});

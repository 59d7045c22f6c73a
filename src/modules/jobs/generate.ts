/**
 * Sample jobs of the first seed (issue 15 §2 "Generated jobs in the seed for the generated
 * startups"): about 40% of the generated, visible startups with a country and a city post one to
 * three jobs each, so /jobs has open positions to show and filter from the first start.
 *
 * Each job keeps the rules of `jobProblems` (job-rules.ts) (D §5): the startup's own country and
 * city, a profession with a real-looking title for it ("Senior Backend Engineer", "Product Designer",
 * "Growth Marketing Manager"; Turkish titles such as "Kıdemli Yazılım Geliştirici" for about a
 * third of the Turkish startups), plain-text description, responsibilities and requirements (lines,
 * no HTML), 2–5 technical skills of the role and 0–2 social skills, 1–2 working plans, an employment
 * type (mostly Full-time) and a pay plan (mostly Monthly; some Yearly and Hourly).
 *
 * Money: Turkish startups pay in TRY (monthly 40,000–150,000 TRY; yearly ×12, hourly ÷160), others
 * in EUR (euro area) or USD (yearly 50,000–180,000; monthly ÷12, hourly ÷2,000); seniority places
 * the range in that band. About a fifth of the jobs show no wage; some offer a share range of
 * 0.1–2 % (percent). Dates are UTC `YYYY-MM-DD` relative to the run date: published within the last
 * 60 days, expiring 30–90 days after publication, about 10% already expired, the rest open today.
 *
 * Deterministic: the same seed and the same startups (in id order) give the same jobs (titles,
 * texts, skills, pay); only the dates follow the run date. Rows are `source = 'generated'` with no
 * creator; ids come from the jobs sequence so the seoUrl is `${slugify(title)}-${id}` as for
 * `createJob` (job-writes.ts). The roles, texts and wage bands are the tables of data/job-texts.ts.
 */
import { Faker, base, en, tr } from '@faker-js/faker';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { todayUtc } from '@/lib/format';
import { normalizeSearchText, slugify } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cities } from '@/modules/reference/schema';
import { TYPE_LISTS, typeIdByName, typeIdsOf } from '@/modules/reference/data/type-lists';
import { startups } from '@/modules/startups/schema';
import { jobs } from './schema';
import {
  ABOUT,
  BAND,
  EURO_AREA,
  EXPERIENCE,
  EXTRA_REQUIREMENTS,
  PERKS,
  PROFESSIONS,
  SENIORITY,
  TRY_MONTHLY,
  YEARLY,
  type Role,
  type Seniority,
} from './data/job-texts';

export interface GenerateJobsOptions {
  seed?: number;
  /** Jobs of each hiring startup, inclusive bounds (default 1–3). */
  perStartup?: { min: number; max: number };
  /** Share of the eligible startups that are hiring, 0–1 (default 0.4). */
  hiringShare?: number;
  /** The run date, UTC `YYYY-MM-DD` (default today): publication and expiration are relative to it. */
  today?: string;
}

type Lang = 'en' | 'tr';
const DAY = 86_400_000;

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const round = (value: number, step: number) => Math.round(value / step) * step;
const nameOfType = (list: 'skill' | 'softSkill' | 'jobWorkingPlan', id: number, lang: Lang) => {
  const item = TYPE_LISTS.find((c) => c.key === list)!.items[(id % 1000) - 1]!;
  return lang === 'tr' ? item[1] : item[0];
};
/** The English article of a title: "an" before a vowel sound ("an iOS Developer", "an SEO Lead"). */
const articleOf = (title: string) => (/^([AEIO]|SEO\b)/i.test(title) ? 'an' : 'a');
/** "A, B and C" / "A, B ve C". */
const listOf = (names: string[], lang: Lang) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${lang === 'tr' ? 've' : 'and'} ${names.at(-1)}`;

/** The title of `role` at `level` in `lang`. */
function titleOf(role: Role, level: Seniority, lang: Lang): string {
  const i = lang === 'tr' ? 1 : 0;
  const base = role.title[i];
  switch (level) {
    case 'intern':
      return lang === 'tr' ? `Stajyer ${base}` : `${base} Intern`;
    case 'junior':
      return `Junior ${base}`;
    case 'mid':
      return base;
    case 'senior':
      return lang === 'tr' ? `Kıdemli ${base}` : `Senior ${base}`;
    case 'lead':
      return role.lead?.[i] ?? (lang === 'tr' ? `Kıdemli ${base} (Takım Lideri)` : `Lead ${base}`);
  }
}

/** Reads `count` ids from the jobs sequence, ascending. */
async function reserveJobIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: number;
  }>;
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Generates the sample jobs of the generated, visible startups that have a country and a city of
 * that country, into `db` (in chunks of 1,000 rows). Needs the reference data and the startups.
 * Output: `{ jobs }`, the number of jobs written.
 */
export async function generateJobs(db: Db, options: GenerateJobsOptions = {}): Promise<{ jobs: number }> {
  const faker = new Faker({ locale: [tr, en, base], seed: options.seed ?? 20261121 });
  const today = options.today ?? todayUtc();
  const hiringShare = Math.max(0, Math.min(1, options.hiringShare ?? 0.4));
  const minJobs = Math.max(1, Math.floor(options.perStartup?.min ?? 1));
  const maxJobs = Math.max(minJobs, Math.floor(options.perStartup?.max ?? 3));

  const hiring = await db
    .select({
      id: startups.id,
      name: startups.name,
      countryId: startups.countryId,
      cityId: startups.cityId,
      cityEn: cities.nameEn,
      cityTr: cities.nameTr,
    })
    .from(startups)
    // The inner join keeps only cities of the startup's country (the job's place rule).
    .innerJoin(cities, and(eq(cities.id, startups.cityId), eq(cities.countryId, startups.countryId)))
    .where(and(eq(startups.source, 'generated'), eq(startups.isVisible, true), isNotNull(startups.countryId)))
    .orderBy(asc(startups.id));

  const professions = PROFESSIONS.map((p) => ({ value: p, weight: p.weight }));
  const softSkills = typeIdsOf('softSkill');
  const [onSite, remote, hybrid] = ['On-site', 'Remote', 'Hybrid'].map((n) =>
    typeIdByName('jobWorkingPlan', n),
  ) as [number, number, number];
  const employment = (name: string) => typeIdByName('employmentType', name);
  const payPlan = (name: 'Hourly' | 'Monthly' | 'Yearly') => typeIdByName('payPlan', name);

  const rows: Array<Omit<typeof jobs.$inferInsert, 'id' | 'seoUrl'>> = [];
  const now = Date.now();
  for (const startup of hiring) {
    if (!faker.datatype.boolean({ probability: hiringShare })) continue;
    const turkish = startup.countryId === TURKEY_ID;
    const lang: Lang = turkish && faker.datatype.boolean({ probability: 0.35 }) ? 'tr' : 'en';
    const currency = turkish ? 'TRY' : EURO_AREA.has(startup.countryId!) ? 'EUR' : 'USD';
    const city = lang === 'tr' ? startup.cityTr : startup.cityEn;
    const titles = new Set<string>();
    const count = faker.number.int({ min: minJobs, max: maxJobs });
    for (let j = 0; j < count; j += 1) {
      // One posting per title and startup: a repeat draws again (a few times at most).
      let profession = faker.helpers.weightedArrayElement(professions);
      let role = faker.helpers.arrayElement(profession.roles);
      let level = faker.helpers.weightedArrayElement(SENIORITY);
      for (let attempt = 0; attempt < 4 && titles.has(titleOf(role, level, lang)); attempt += 1) {
        profession = faker.helpers.weightedArrayElement(professions);
        role = faker.helpers.arrayElement(profession.roles);
        level = faker.helpers.weightedArrayElement(SENIORITY);
      }
      if (role.manager && (level === 'intern' || level === 'junior')) level = 'mid';
      const title = titleOf(role, level, lang);
      titles.add(title);

      const technicalSkillIds = faker.helpers
        .arrayElements(role.skills, { min: 2, max: Math.min(5, role.skills.length) })
        .map((name) => typeIdByName('skill', name))
        .sort((a, b) => a - b);
      const socialSkillIds = faker.helpers
        .arrayElements(softSkills, { min: 0, max: 2 })
        .sort((a, b) => a - b);
      const firstPlan = faker.helpers.weightedArrayElement([
        { value: hybrid, weight: 45 },
        { value: onSite, weight: 35 },
        { value: remote, weight: 20 },
      ]);
      const workingPlanIds = [
        firstPlan,
        ...(faker.helpers.maybe(
          () => [faker.helpers.arrayElement([onSite, remote, hybrid].filter((p) => p !== firstPlan))],
          {
            probability: 0.3,
          },
        ) ?? []),
      ].sort((a, b) => a - b);

      const employmentType =
        level === 'intern'
          ? 'Internship'
          : faker.helpers.weightedArrayElement([
              { value: 'Full-time', weight: 85 },
              { value: 'Part-time', weight: 6 },
              { value: 'Contract', weight: 5 },
              { value: 'Freelance', weight: 4 },
            ]);
      const plan: 'Hourly' | 'Monthly' | 'Yearly' =
        employmentType === 'Internship'
          ? 'Monthly'
          : employmentType === 'Part-time' || employmentType === 'Freelance'
            ? faker.helpers.weightedArrayElement([
                { value: 'Hourly', weight: 60 },
                { value: 'Monthly', weight: 40 },
              ])
            : faker.helpers.weightedArrayElement([
                { value: 'Monthly', weight: turkish ? 85 : 50 },
                { value: 'Yearly', weight: turkish ? 15 : 45 },
                { value: 'Hourly', weight: 5 },
              ]);

      // Wages: where the level sits in the band, then the plan's unit (TRY bands are monthly, others yearly).
      const [bandLow, bandHigh] = turkish ? TRY_MONTHLY : YEARLY;
      const [from, to] = BAND[level];
      const position = faker.number.float({ min: from, max: to });
      const low = bandLow + (bandHigh - bandLow) * position;
      const high = Math.min(bandHigh, low * faker.number.float({ min: 1.15, max: 1.4 }));
      const perPlan = (amount: number) => {
        if (turkish) {
          if (plan === 'Monthly') return round(amount, 1000);
          if (plan === 'Yearly') return round(amount * 12, 10_000);
          return round(amount / 160, 10);
        }
        if (plan === 'Yearly') return round(amount, 1000);
        if (plan === 'Monthly') return round(amount / 12, 100);
        return round(amount / 2000, 1);
      };
      const wage = faker.helpers.weightedArrayElement([
        { value: 'range', weight: 75 },
        { value: 'min', weight: 5 },
        { value: 'none', weight: 20 },
      ]);
      const minWage = wage === 'none' ? null : perPlan(low);
      const maxWage = wage === 'range' ? Math.max(minWage!, perPlan(high)) : null;

      // Shares (percent): now and then, more often for senior people; never for interns.
      const offersShares =
        level !== 'intern' &&
        faker.datatype.boolean({ probability: level === 'senior' || level === 'lead' ? 0.3 : 0.08 });
      const minShare = offersShares ? faker.number.float({ min: 0.1, max: 1, fractionDigits: 2 }) : null;
      const maxShare =
        minShare === null
          ? null
          : Math.min(2, Math.round((minShare + faker.number.float({ min: 0.1, max: 1 })) * 20) / 20);

      // Dates: about 10% expired (published 31–60 days ago), the rest open today.
      const expired = faker.datatype.boolean({ probability: 0.1 });
      let publishedOn: string;
      let expiresOn: string;
      if (expired) {
        const expiredAgo = faker.number.int({ min: 1, max: 29 });
        expiresOn = addDays(today, -expiredAgo);
        publishedOn = addDays(expiresOn, -faker.number.int({ min: 30, max: 60 - expiredAgo }));
      } else {
        const publishedAgo = faker.number.int({ min: 0, max: 59 });
        publishedOn = addDays(today, -publishedAgo);
        expiresOn = addDays(publishedOn, faker.number.int({ min: Math.max(30, publishedAgo + 1), max: 90 }));
      }
      const createdAt = new Date(
        Math.min(
          now,
          Date.parse(`${publishedOn}T00:00:00Z`) + faker.number.int({ min: 7, max: 18 }) * 3_600_000,
        ),
      );

      const t = lang === 'tr' ? 1 : 0;
      const plans = listOf(
        workingPlanIds.map((id) => nameOfType('jobWorkingPlan', id, lang)),
        lang,
      );
      const description = [
        lang === 'tr'
          ? `${startup.name}, ${city} ofisindeki ${profession.team[1]} ekibi için ${title} arıyor.`
          : `${startup.name} is hiring ${articleOf(title)} ${title} for our ${profession.team[0]} team in ${city}.`,
        faker.helpers.arrayElement(ABOUT)[t],
        lang === 'tr' ? `Çalışma modeli: ${plans}.` : `Working model: ${plans}.`,
        ...(minShare !== null
          ? [
              lang === 'tr'
                ? 'Pozisyon hisse opsiyonu içerir.'
                : 'The role comes with an equity (share) package.',
            ]
          : []),
        faker.helpers.arrayElement(PERKS)[t],
      ].join('\n');
      const responsibilities = faker.helpers
        .arrayElements(profession.responsibilities, { min: 3, max: 4 })
        .map((line) => `- ${line[t]}`)
        .join('\n');
      const skillNames = technicalSkillIds.map((id) => nameOfType('skill', id, lang));
      const softNames = socialSkillIds.map((id) => nameOfType('softSkill', id, lang).toLocaleLowerCase(lang));
      const requirements = [
        EXPERIENCE[level][t],
        lang === 'tr'
          ? `${listOf(skillNames, lang)} konularında uygulamalı deneyim`
          : `Hands-on experience with ${listOf(skillNames, lang)}`,
        ...(softNames.length
          ? [
              lang === 'tr'
                ? `Güçlü ${listOf(softNames, lang)} becerileri`
                : `Strong ${listOf(softNames, lang)} skills`,
            ]
          : []),
        ...faker.helpers.arrayElements(EXTRA_REQUIREMENTS, { min: 1, max: 2 }).map((line) => line[t]),
      ]
        .map((line) => `- ${line}`)
        .join('\n');

      rows.push({
        startupId: startup.id,
        countryId: startup.countryId!,
        cityId: startup.cityId!,
        professionId: typeIdByName('profession', profession.name),
        payPlanId: payPlan(plan),
        employmentTypeId: employment(employmentType),
        publishedOn,
        expiresOn,
        minWage,
        minWageCurrency: minWage === null ? null : currency,
        maxWage,
        maxWageCurrency: maxWage === null ? null : currency,
        minShare,
        maxShare,
        workingPlanIds,
        technicalSkillIds,
        socialSkillIds,
        title,
        description,
        responsibilities,
        requirements,
        searchText: normalizeSearchText(title, startup.name, description),
        source: 'generated',
        createdByUserId: null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const ids = await reserveJobIds(db, rows.length);
  await insertInChunks(
    db,
    jobs,
    rows.map((row, i) => ({ ...row, id: ids[i]!, seoUrl: `${slugify(row.title)}-${ids[i]}` })),
  );
  return { jobs: rows.length };
}

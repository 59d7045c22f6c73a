/**
 * Sample talents of the first seed (issue 13 §5): users with public profiles — titles and
 * professions, skills and soft skills with levels, Turkish cities, education at universities of
 * the reference list (world-universities.json; Turkish ones mostly), languages, experience, job
 * search status, working plans, salary and share expectations — so /talents has people to show.
 * No CV, photo, phone or birthday. Marked `generated` like the sample startups (profiles.source).
 *
 * The users can neither sign in nor receive mail: they have no account row (no password, no
 * social login), and their addresses are in the reserved `.invalid` domain (RFC 2606), which
 * lib/mail's sendMail never sends to. Seeded faker: the same seed and count give the same people.
 */
import { Faker, tr, en, base } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { normalizeSearchText, uniqueSlug } from '@/lib/text';
import { SAMPLE_MAIL_DOMAIN } from '@/lib/sample-mail';
import { users } from '@/modules/identity/schema';
import { cityIdsByName } from '@/modules/reference/reference';
import { universities } from '@/modules/reference/schema';
import { TURKEY_ID } from '@/modules/reference/seed';
import { TYPE_LISTS, typeIdByName, typeIdsOf, type TypeListKey } from '@/modules/reference/data/type-lists';
import {
  profileEducations,
  profileExperiences,
  profileLanguages,
  profileProfessions,
  profiles,
  profileSkills,
} from './schema';

export interface GenerateTalentsOptions {
  /** How many talents (default 1,000). */
  count?: number;
  seed?: number;
}

/** Each position with its profession and the skills people in it list (English names of the lists). */
const ROLES: ReadonlyArray<{
  position: string;
  profession: string;
  skills: string[];
  departments: string[];
}> = [
  {
    position: 'Software engineer',
    profession: 'Engineering',
    skills: ['JavaScript', 'TypeScript', 'Python', 'Java', 'Go', 'SQL', 'DevOps'],
    departments: ['Bilgisayar Mühendisliği', 'Yazılım Mühendisliği'],
  },
  {
    position: 'Frontend developer',
    profession: 'Engineering',
    skills: ['JavaScript', 'TypeScript', 'React', 'UI/UX design'],
    departments: ['Bilgisayar Mühendisliği', 'Bilgisayar Programcılığı'],
  },
  {
    position: 'Backend developer',
    profession: 'Engineering',
    skills: ['Node.js', 'Go', 'Java', 'C#', 'SQL', 'Python', 'DevOps'],
    departments: ['Bilgisayar Mühendisliği', 'Elektrik-Elektronik Mühendisliği'],
  },
  {
    position: 'Mobile developer',
    profession: 'Engineering',
    skills: ['Swift', 'Kotlin', 'React', 'JavaScript', 'TypeScript'],
    departments: ['Bilgisayar Mühendisliği', 'Yazılım Mühendisliği'],
  },
  {
    position: 'Data scientist',
    profession: 'Data',
    skills: ['Python', 'SQL', 'Machine learning'],
    departments: ['İstatistik', 'Endüstri Mühendisliği', 'Matematik'],
  },
  {
    position: 'Product manager',
    profession: 'Product',
    skills: ['Product management', 'SQL', 'UI/UX design'],
    departments: ['Endüstri Mühendisliği', 'İşletme'],
  },
  {
    position: 'Designer',
    profession: 'Design',
    skills: ['UI/UX design'],
    departments: ['Grafik Tasarım', 'Endüstriyel Tasarım'],
  },
  {
    position: 'Marketing specialist',
    profession: 'Marketing',
    skills: ['Digital marketing', 'Sales'],
    departments: ['İşletme', 'Halkla İlişkiler ve Tanıtım'],
  },
  {
    position: 'Sales representative',
    profession: 'Sales',
    skills: ['Sales', 'Digital marketing'],
    departments: ['İşletme', 'Uluslararası Ticaret'],
  },
  {
    position: 'Business developer',
    profession: 'Operations',
    skills: ['Sales', 'Financial modelling', 'Product management'],
    departments: ['İktisat', 'İşletme'],
  },
];
const CITY_WEIGHTS: Array<[string, number]> = [
  ['İstanbul', 45],
  ['Ankara', 16],
  ['İzmir', 10],
  ['Bursa', 4],
  ['Kocaeli', 3],
  ['Antalya', 3],
  ['Eskişehir', 3],
  ['Konya', 2],
  ['Kayseri', 2],
  ['Gaziantep', 2],
  ['Trabzon', 2],
  ['Samsun', 1],
  ['Adana', 1],
  ['Erzurum', 1],
];
/** Germany, the Netherlands, the United Kingdom: where Turkish talent abroad often lives. */
const ABROAD_COUNTRY_IDS = [276, 528, 826];
const COMPANY_SUFFIXES = [
  'Teknoloji A.Ş.',
  'Yazılım Ltd. Şti.',
  'Bilişim A.Ş.',
  'Danışmanlık',
  'Holding',
  'E-Ticaret A.Ş.',
  'Lojistik A.Ş.',
  'Bankası',
];
const SENIORITY: ReadonlyArray<Record<'en' | 'tr', string>> = [
  { en: 'Junior', tr: 'Junior' },
  { en: '', tr: '' },
  { en: 'Senior', tr: 'Kıdemli' },
  { en: 'Lead', tr: 'Lider' },
];

const nameOf = (key: TypeListKey, english: string, locale: 'en' | 'tr') => {
  const item = TYPE_LISTS.find((c) => c.key === key)!.items.find(([en]) => en === english)!;
  return locale === 'tr' ? item[1] : item[0];
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

/**
 * Creates `options.count` sample talents (users + profiles + their lists) in bulk.
 * Needs the reference data (Turkish cities, universities). Returns how many were created.
 * @throws Error when the Turkish cities are missing; the database error otherwise.
 */
export async function generateTalents(db: Db, options: GenerateTalentsOptions = {}): Promise<number> {
  const count = options.count ?? 1000;
  if (count <= 0) return 0;
  const faker = new Faker({ locale: [tr, en, base], seed: options.seed ?? 20261121 });
  const cityIdByName = await cityIdsByName(db, TURKEY_ID);
  const weightedCities = CITY_WEIGHTS.filter(([name]) => cityIdByName.has(name)).map(([name, weight]) => ({
    value: cityIdByName.get(name)!,
    weight,
  }));
  if (weightedCities.length === 0)
    throw new Error('Turkish cities are missing: seed the reference data first.');
  const turkishUniversities = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.countryId, TURKEY_ID))
    .orderBy(asc(universities.id));
  const abroadUniversities = await db
    .select({ id: universities.id })
    .from(universities)
    .where(inArray(universities.countryId, [...ABROAD_COUNTRY_IDS, 840]))
    .orderBy(asc(universities.id))
    .limit(200);
  const takenSlugs = new Set((await db.select({ s: profiles.seoUrl }).from(profiles)).map((r) => r.s));

  const jobStatuses = typeIdsOf('jobSearchStatus');
  const workingPlans = typeIdsOf('jobWorkingPlan');
  const employmentTypes = typeIdsOf('employmentType');
  const professions = typeIdsOf('profession');
  const degrees = typeIdsOf('schoolDegree');
  const languageLevels = typeIdsOf('languageLevel');
  const knowledgeLevels = typeIdsOf('knowledgeLevel');
  const softSkills = typeIdsOf('softSkill');
  const softSkillLevels = typeIdsOf('softSkillLevel');
  const graduated = typeIdByName('graduateStatus', 'Graduated');
  const student = typeIdByName('graduateStatus', 'Student');
  const native = typeIdByName('languageLevel', 'Native');
  // Never in the future: people who edit their profile today must list before the sample talents.
  const refDate = new Date(Math.min(Date.parse('2026-11-01T00:00:00Z'), Date.now() - DAY));

  const userRows: Array<typeof users.$inferInsert> = [];
  const profileRows: Array<typeof profiles.$inferInsert> = [];
  const educationRows: Array<typeof profileEducations.$inferInsert> = [];
  const languageRows: Array<typeof profileLanguages.$inferInsert> = [];
  const skillRows: Array<typeof profileSkills.$inferInsert> = [];
  const experienceRows: Array<typeof profileExperiences.$inferInsert> = [];
  const professionRows: Array<typeof profileProfessions.$inferInsert> = [];

  for (let i = 0; i < count; i += 1) {
    const userId = `sample-talent-${String(i + 1).padStart(5, '0')}`;
    const sex = faker.person.sexType();
    const name = faker.person.firstName(sex);
    const surname = faker.person.lastName();
    const locale = faker.datatype.boolean({ probability: 0.7 }) ? 'tr' : 'en';
    const role = faker.helpers.arrayElement(ROLES);
    const years = faker.number.int({ min: 0, max: 18 });
    const seniority =
      SENIORITY[years < 2 ? 0 : years < 5 ? 1 : years < 10 ? 2 : faker.number.int({ min: 2, max: 3 })]!;
    const positionName = nameOf('position', role.position, locale);
    const title = seniority[locale]
      ? `${seniority[locale]} ${positionName.charAt(0).toLocaleLowerCase(locale)}${positionName.slice(1)}`
      : positionName;
    const abroad = faker.datatype.boolean({ probability: 0.06 });
    const statusId = faker.helpers.weightedArrayElement([
      { value: jobStatuses[0]!, weight: 3 },
      { value: jobStatuses[1]!, weight: 5 },
      { value: jobStatuses[2]!, weight: 2 },
    ]);
    const currency = abroad
      ? 'EUR'
      : faker.helpers.weightedArrayElement([
          { value: 'TRY', weight: 8 },
          { value: 'USD', weight: 2 },
        ]);
    // Monthly expectations: TRY net, USD/EUR for remote or abroad work.
    const salaryBase =
      currency === 'TRY'
        ? faker.number.int({ min: 35, max: 120 }) * 1000 * (1 + years / 8)
        : faker.number.int({ min: 15, max: 60 }) * 100 * (1 + years / 10);
    const salaryMin = Math.round(salaryBase / 1000) * 1000;
    const hasSalary = faker.datatype.boolean({ probability: 0.75 });
    const hasShare = faker.datatype.boolean({ probability: 0.25 });
    const shareMin = hasShare ? faker.number.float({ min: 0.1, max: 3, fractionDigits: 1 }) : null;
    const updatedAt = faker.date.between({ from: refDate.getTime() - 365 * DAY, to: refDate });
    userRows.push({
      id: userId,
      name,
      surname,
      email: `${userId}@${SAMPLE_MAIL_DOMAIN}`,
      emailVerified: true,
      locale,
      createdAt: faker.date.between({ from: updatedAt.getTime() - 2 * 365 * DAY, to: updatedAt }),
      updatedAt,
    });
    profileRows.push({
      userId,
      seoUrl: uniqueSlug(`${name} ${surname}`, takenSlugs),
      title,
      gender: sex,
      countryId: abroad ? faker.helpers.arrayElement(ABROAD_COUNTRY_IDS) : TURKEY_ID,
      cityId: abroad ? null : faker.helpers.weightedArrayElement(weightedCities),
      about:
        locale === 'tr'
          ? `${years > 0 ? `${years} yıllık deneyime sahip ` : 'Kariyerinin başında bir '}${title.toLocaleLowerCase('tr')}. ${faker.helpers.arrayElement(['Erken aşama girişimlerde çalışmayı seviyorum.', 'Ürün odaklı ekiplerde yer almak istiyorum.', 'Uzaktan çalışmaya açığım.', 'Türkiye ekosisteminde büyüyen bir ekibe katılmak istiyorum.'])}`
          : `${title}${years > 0 ? ` with ${years} years of experience` : ' at the start of my career'}. ${faker.helpers.arrayElement(['I enjoy early-stage startups.', 'Looking for a product-minded team.', 'Open to remote work.', 'Keen to join a growing team in the Turkish ecosystem.'])}`,
      jobSearchStatusId: statusId,
      openToWork: statusId !== jobStatuses[2],
      workingPlanIds: faker.helpers.arrayElements(workingPlans, { min: 1, max: 2 }),
      employmentTypeIds: faker.helpers.arrayElements(employmentTypes.slice(0, 5), { min: 1, max: 2 }),
      salaryMin: hasSalary ? salaryMin : null,
      salaryMax: hasSalary
        ? Math.round((salaryMin * faker.number.float({ min: 1.1, max: 1.6 })) / 1000) * 1000
        : null,
      salaryCurrency: hasSalary ? currency : null,
      shareMin,
      shareMax:
        shareMin === null
          ? null
          : Math.round((shareMin + faker.number.float({ min: 0.5, max: 5 })) * 10) / 10,
      languageId: locale === 'tr' ? 0 : 1,
      searchText: normalizeSearchText(name, surname, title),
      source: 'generated',
      // Sample talents are listed so the directory has content; they are marked as samples.
      isListed: true,
      updatedAt,
    });

    professionRows.push({ userId, professionId: typeIdByName('profession', role.profession) });
    if (faker.datatype.boolean({ probability: 0.2 })) {
      const other = faker.helpers.arrayElement(professions);
      if (other !== typeIdByName('profession', role.profession))
        professionRows.push({ userId, professionId: other });
    }
    const skills = faker.helpers.arrayElements(role.skills, { min: 1, max: Math.min(5, role.skills.length) });
    skills.forEach((skill) =>
      skillRows.push({
        userId,
        skillId: typeIdByName('skill', skill),
        levelId: knowledgeLevels[Math.min(knowledgeLevels.length - 1, Math.floor(years / 4))]!,
        positionId: typeIdByName('position', role.position),
      }),
    );
    faker.helpers.arrayElements(softSkills, { min: 1, max: 3 }).forEach((skillId) =>
      skillRows.push({
        userId,
        isSoft: true,
        skillId,
        levelId: faker.helpers.arrayElement(softSkillLevels),
      }),
    );

    languageRows.push({ userId, languageId: 0, levelId: abroad ? languageLevels[4]! : native });
    if (faker.datatype.boolean({ probability: 0.85 }))
      languageRows.push({
        userId,
        languageId: 1,
        levelId: faker.helpers.arrayElement(languageLevels.slice(2, 6)),
      });
    if (faker.datatype.boolean({ probability: 0.2 }))
      languageRows.push({
        userId,
        languageId: faker.helpers.arrayElement([2, 3, 5, 6]),
        levelId: faker.helpers.arrayElement(languageLevels.slice(0, 4)),
      });

    const graduationYear = refDate.getUTCFullYear() - years;
    const pool =
      abroad || faker.datatype.boolean({ probability: 0.1 }) ? abroadUniversities : turkishUniversities;
    const isStudent = years === 0 && faker.datatype.boolean({ probability: 0.5 });
    educationRows.push({
      userId,
      universityId: pool.length ? faker.helpers.arrayElement(pool).id : null,
      schoolName: pool.length ? null : 'Anadolu Üniversitesi',
      department: faker.helpers.arrayElement(role.departments),
      degreeId: degrees[2]!,
      graduateStatusId: isStudent ? student : graduated,
      startDate: `${graduationYear - 4}-09-15`,
      endDate: isStudent ? null : `${graduationYear}-06-30`,
    });
    if (years > 3 && faker.datatype.boolean({ probability: 0.3 }))
      educationRows.push({
        userId,
        universityId: turkishUniversities.length ? faker.helpers.arrayElement(turkishUniversities).id : null,
        schoolName: turkishUniversities.length ? null : 'Orta Doğu Teknik Üniversitesi',
        department: faker.helpers.arrayElement(role.departments),
        degreeId: degrees[3]!,
        graduateStatusId: graduated,
        startDate: `${graduationYear}-09-15`,
        endDate: `${graduationYear + 2}-06-30`,
      });

    // Jobs since graduation, the last one current unless actively looking.
    let start = new Date(Date.UTC(graduationYear, 8, 1));
    const jobs = years === 0 ? 0 : faker.number.int({ min: 1, max: Math.min(3, years) });
    for (let j = 0; j < jobs; j += 1) {
      const last = j === jobs - 1;
      const end = last
        ? null
        : faker.date.between({
            from: start,
            to: new Date(Math.min(refDate.getTime(), start.getTime() + 4 * 365 * DAY)),
          });
      experienceRows.push({
        userId,
        title: j === jobs - 1 ? title : positionName,
        companyName: `${faker.person.lastName()} ${faker.helpers.arrayElement(COMPANY_SUFFIXES)}`,
        stillWorking: last && statusId !== jobStatuses[0],
        startDate: isoDay(start),
        // Actively looking: the last job has ended.
        endDate: end
          ? isoDay(end)
          : statusId === jobStatuses[0]
            ? isoDay(faker.date.between({ from: start, to: refDate }))
            : null,
        countryId: abroad ? null : TURKEY_ID,
        employmentTypeId: employmentTypes[0]!,
      });
      if (end) start = end;
    }
  }

  await insertInChunks(db, users, userRows, 1000);
  await insertInChunks(db, profiles, profileRows, 1000);
  await insertInChunks(db, profileProfessions, professionRows, 5000);
  await insertInChunks(db, profileSkills, skillRows, 5000);
  await insertInChunks(db, profileLanguages, languageRows, 5000);
  await insertInChunks(db, profileEducations, educationRows, 2000);
  await insertInChunks(db, profileExperiences, experienceRows, 2000);
  return count;
}

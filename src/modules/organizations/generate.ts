/**
 * Deterministic generator of Turkish host organizations (technoparks, incubation centers,
 * entrepreneurship centers, accelerators) with programs (spec §3 Organization, D §3 Program),
 * for the /tech-centers pages. Invented names, clearly sample data (seeded faker: the same
 * seed gives the same rows). Half of the programs take applications from 2026-10-01 to
 * 2027-06-30, the rest closed in early 2025. Every program asks three questions and is reviewed on
 * three weighted categories.
 */
import { Faker, tr, en, base } from '@faker-js/faker';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { uniqueSlug } from '@/lib/text';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cityIdsByName } from '@/modules/reference/reference';
import { typeIdByName, typeIdsOf } from '@/modules/reference/data/type-lists';
import { createOrganizations } from './organizations';
import { programQuestions, programReviewCategories } from '@/modules/programs/schema';
import { programs } from './schema';

const CENTERS: Array<[string, string, string]> = [
  ['Anadolu Teknopark', 'Science park', 'Ankara'],
  ['Boğaz Kuluçka Merkezi', 'Incubation center', 'İstanbul'],
  ['Ege Girişimcilik Merkezi', 'Entrepreneurship center', 'İzmir'],
  ['Marmara Hızlandırıcı', 'Accelerator', 'İstanbul'],
  ['Uludağ Teknoloji Vadisi', 'Science park', 'Bursa'],
  ['Akdeniz Girişim Evi', 'Incubation center', 'Antalya'],
  ['Erciyes İnovasyon Merkezi', 'Technology transfer office', 'Kayseri'],
  ['Porsuk Teknokent', 'Science park', 'Eskişehir'],
  ['Selçuklu Kuluçka', 'Incubation center', 'Konya'],
  ['Karadeniz Girişim Merkezi', 'Entrepreneurship center', 'Trabzon'],
  ['Antep Yenilik Üssü', 'Accelerator', 'Gaziantep'],
  ['Körfez Teknoloji Parkı', 'Science park', 'Kocaeli'],
];
const QUESTIONS = [
  'Hangi sorunu çözüyorsunuz ve bu sorunu kim yaşıyor?',
  'Bugüne kadar hangi ilerlemeyi kaydettiniz (kullanıcı, gelir, pilot)?',
  'Programdan ne bekliyorsunuz?',
];
/** Review categories with their weights (percent, summing to 100). */
const CATEGORIES: Array<[string, number]> = [
  ['Ekip', 40],
  ['Pazar ve ölçek', 30],
  ['Ürün ve ilerleme', 30],
];
const PROGRAM_WORDS = [
  'Yıldızlar',
  'Tohum',
  'Yükseliş',
  'Açık İnovasyon',
  'Derin Teknoloji',
  'Yeşil Dönüşüm',
];

/** Creates the sample organizations and two programs each; returns how many of each. */
export async function generateTechCenters(
  db: Db,
  seed = 20261121,
): Promise<{ organizations: number; programs: number }> {
  const faker = new Faker({ locale: [tr, en, base], seed });
  const cityId = await cityIdsByName(db, TURKEY_ID);
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '');
  const ids = await createOrganizations(
    db,
    CENTERS.map(([name, type, city], i) => ({
      name,
      typeId: typeIdByName('organizationType', type),
      countryId: TURKEY_ID,
      cityId: cityId.get(city) ?? null,
      website: `https://www.${slug(name)}.example.org`,
      tagline: `${city} için girişim programları ve ofis alanı`,
      description: `${name}, ${city} merkezli bir girişim destek kurumudur: ofis, mentorluk ve yatırımcı ağı sunar.`,
      facilities: 'Ortak çalışma alanı, toplantı odaları, prototip atölyesi',
      address: `${faker.location.street()} No:${faker.number.int({ min: 1, max: 120 })}, ${city}`,
      email: `iletisim@${slug(name)}.example.org`,
      source: 'generated',
      // Newest first on the list: creation times spread over the last year.
      createdAt: new Date(Date.UTC(2025, 10, 1) + i * 27 * 86_400_000),
    })),
  );
  const taken = new Set<string>();
  const rows = ids.flatMap((organizationId, i) =>
    [0, 1].map((k) => {
      const open = (i + k) % 2 === 0;
      const name = `${CENTERS[i]![0]} ${faker.helpers.arrayElement(PROGRAM_WORDS)} ${open ? 2027 : 2025}`;
      return {
        organizationId,
        seoUrl: uniqueSlug(name, taken),
        name,
        typeId: faker.helpers.arrayElement(typeIdsOf('programType')),
        applyStartDate: open ? '2026-10-01' : '2025-01-01',
        applyEndDate: open ? '2027-06-30' : '2025-03-31',
        startDate: open ? '2027-09-01' : '2025-05-01',
        endDate: open ? '2028-02-28' : '2025-10-31',
        description: `${name}: erken aşama girişimler için ${faker.number.int({ min: 8, max: 24 })} haftalık program.`,
        stageIds: faker.helpers.arrayElements(typeIdsOf('startupStage'), { min: 1, max: 3 }),
        sectorIds: faker.helpers.arrayElements(typeIdsOf('startupSector'), { min: 1, max: 4 }),
        targetMarketIds: faker.helpers.arrayElements(typeIdsOf('targetMarket'), { min: 1, max: 2 }),
        technologyIds: faker.helpers.arrayElements(typeIdsOf('technology'), { min: 1, max: 3 }),
        isGrant: k === 1,
        source: 'generated',
      };
    }),
  );
  const inserted = await db.insert(programs).values(rows).returning({ id: programs.id });
  // Every program asks the same three questions and is reviewed on three weighted categories.
  await insertInChunks(
    db,
    programQuestions,
    inserted.flatMap(({ id }) =>
      QUESTIONS.map((question, position) => ({ programId: id, position, question })),
    ),
  );
  await insertInChunks(
    db,
    programReviewCategories,
    inserted.flatMap(({ id }) =>
      CATEGORIES.map(([name, weight], position) => ({ programId: id, position, name, weight })),
    ),
  );
  return { organizations: ids.length, programs: rows.length };
}

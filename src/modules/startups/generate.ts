/**
 * Deterministic generator of a Turkish startup ecosystem (seeded faker: the same seed and
 * size give the same data): startups in Turkish cities with Turkish and English text,
 * funding rounds in TRY/USD/EUR with investors, government supports, patents,
 * investment-seeking data, teams, competitors and updates, with varied taglines and
 * descriptions (generate-text). Clearly marked `generated` (startups, their investor links and
 * the investor organizations).
 */
import { Faker, tr, en, base } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { createOrganizations } from '@/modules/organizations/organizations';
import { createPeople, loadTakenPeopleSlugs } from '@/modules/people/people';
import { TURKEY_ID } from '@/modules/reference/seed';
import { cities } from '@/modules/reference/schema';
import { typeIdByName, typeIdsOf } from '@/modules/reference/data/type-lists';
import { insertStartupSeeds, loadTakenStartupSlugs, type RoundSeed, type StartupSeed } from './bulk-insert';
import { generateStartupTexts } from './generate-text';
import { SECTOR_PHRASES, NAME_PREFIXES, NAME_ROOTS, NAME_SUFFIXES, INVESTOR_NAMES } from './generate-words';

export interface GenerateOptions {
  startups: number;
  /** Average funding rounds per startup (0–30); default 2. */
  roundsPerStartup?: number;
  seed?: number;
  /** Called after each chunk with the number generated so far. */
  onProgress?: (done: number) => void;
}

const CITY_WEIGHTS: Array<[string, number]> = [
  ['İstanbul', 48],
  ['Ankara', 14],
  ['İzmir', 9],
  ['Bursa', 4],
  ['Kocaeli', 4],
  ['Antalya', 3],
  ['Eskişehir', 3],
  ['Konya', 2],
  ['Kayseri', 2],
  ['Gaziantep', 2],
  ['Trabzon', 2],
  ['Sakarya', 2],
  ['Mersin', 1],
  ['Samsun', 1],
  ['Denizli', 1],
  ['Erzurum', 1],
  ['Adana', 1],
];
const TOUR_AMOUNTS: Record<string, [number, number]> = {
  'Pre-seed': [50_000, 300_000],
  Seed: [250_000, 2_000_000],
  'Series A': [2_000_000, 12_000_000],
  'Series B': [10_000_000, 40_000_000],
  'Series C': [30_000_000, 100_000_000],
  'Series D': [60_000_000, 200_000_000],
  'Series E': [100_000_000, 400_000_000],
  Bridge: [200_000, 3_000_000],
  Angel: [25_000, 250_000],
  Grant: [20_000, 300_000],
};
const TOUR_ORDER = [
  'Pre-seed',
  'Angel',
  'Seed',
  'Bridge',
  'Series A',
  'Series B',
  'Series C',
  'Series D',
  'Series E',
];
const USD_TO: Record<string, number> = { USD: 1, EUR: 0.92, TRY: 34 };

/**
 * Generates `options.startups` startups (and their investors and founders) into `db`.
 * Returns the number of startups and funding rounds written.
 */
export async function generateEcosystem(
  db: Db,
  options: GenerateOptions,
): Promise<{ startups: number; rounds: number }> {
  const faker = new Faker({ locale: [tr, en, base], seed: options.seed ?? 20261121 });
  const avgRounds = Math.max(0, Math.min(30, options.roundsPerStartup ?? 2));

  const cityRows = await db
    .select({ id: cities.id, name: cities.nameTr })
    .from(cities)
    .where(eq(cities.countryId, TURKEY_ID));
  const cityIdByName = new Map(cityRows.map((c) => [c.name, c.id]));
  const cityNameById = new Map(cityRows.map((c) => [c.id, c.name]));
  const weightedCities = CITY_WEIGHTS.filter(([name]) => cityIdByName.has(name)).map(([name, weight]) => ({
    value: cityIdByName.get(name)!,
    weight,
  }));
  if (weightedCities.length === 0)
    throw new Error('Turkish cities are missing: seed the reference data first.');

  const investorTypes = [
    typeIdByName('organizationType', 'Venture capital'),
    typeIdByName('organizationType', 'Angel investor'),
    typeIdByName('organizationType', 'Angel investment network'),
    typeIdByName('organizationType', 'Corporate venture capital'),
  ];
  const investorIds = await createOrganizations(
    db,
    INVESTOR_NAMES.map((name, i) => ({
      name,
      typeId: investorTypes[i % investorTypes.length]!,
      countryId: TURKEY_ID,
      source: 'generated',
    })),
  );

  const sectors = typeIdsOf('startupSector');
  const stages = typeIdsOf('startupStage');
  const employeeCounts = typeIdsOf('employeeCount');
  const businessModels = typeIdsOf('businessModel');
  const revenueModels = typeIdsOf('revenueModel');
  const technologies = typeIdsOf('technology');
  const supports = typeIdsOf('governmentSupport');
  const seekingStatuses = typeIdsOf('investmentSeekingStatus');
  const programs = typeIdsOf('acceleratorProgramOrganization').slice(1);
  const investmentTypes = typeIdsOf('investmentType');
  const operating = typeIdByName('operatingStatus', 'Operating');
  const founderPosition = typeIdByName('teamMemberPosition', 'Co-founder');
  const mentorPosition = typeIdByName('teamMemberPosition', 'Mentor');
  const refDate = new Date('2026-11-01T00:00:00Z');
  const isoDate = (d: Date) => d.toISOString().slice(0, 10);

  const takenStartups = await loadTakenStartupSlugs(db);
  const takenPeople = await loadTakenPeopleSlugs(db);
  let rounds = 0;
  const CHUNK = 1000;
  for (let done = 0; done < options.startups; done += CHUNK) {
    const size = Math.min(CHUNK, options.startups - done);
    const seeds: StartupSeed[] = [];
    const founders: Array<{ name: string; surname: string; gender: string }> = [];
    const founderCounts: number[] = [];
    for (let i = 0; i < size; i += 1) {
      const sectorIds = faker.helpers.arrayElements(sectors, { min: 1, max: 2 });
      const phrase = SECTOR_PHRASES[(sectorIds[0]! % 1000) - 1] ?? SECTOR_PHRASES[0]!;
      const name = `${faker.helpers.arrayElement(NAME_PREFIXES)}${faker.helpers.arrayElement(NAME_ROOTS)}${faker.helpers.maybe(() => ` ${faker.helpers.arrayElement(NAME_SUFFIXES)}`, { probability: 0.4 }) ?? ''}`;
      const city = faker.helpers.weightedArrayElement(weightedCities);
      const founded = faker.date.between({ from: '2012-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' });
      const texts = generateStartupTexts(faker, {
        name,
        sectorIndex: (sectorIds[0]! % 1000) - 1,
        city: cityNameById.get(city) ?? 'İstanbul',
        foundedYear: founded.getUTCFullYear(),
      });
      const stageIndex = faker.number.int({ min: 0, max: stages.length - 1 });
      const roundCount = avgRounds === 0 ? 0 : faker.number.int({ min: 0, max: Math.round(avgRounds * 2) });
      const currency = faker.helpers.weightedArrayElement([
        { value: 'TRY', weight: 5 },
        { value: 'USD', weight: 35 / 10 },
        { value: 'EUR', weight: 15 / 10 },
      ]);
      const startupRounds: RoundSeed[] = [];
      let date = new Date(founded);
      for (let r = 0; r < roundCount; r += 1) {
        const tour = TOUR_ORDER[Math.min(r, TOUR_ORDER.length - 1)]!;
        const [lo, hi] = TOUR_AMOUNTS[tour]!;
        const roundCurrency =
          faker.helpers.maybe(() => faker.helpers.arrayElement(['TRY', 'USD', 'EUR']), {
            probability: 0.2,
          }) ?? currency;
        const amountUsd = faker.number.int({ min: lo, max: hi });
        const disclosed = faker.datatype.boolean({ probability: 0.85 });
        const amount = disclosed ? Math.round((amountUsd * USD_TO[roundCurrency]!) / 1000) * 1000 : null;
        date = faker.date.between({
          from: date,
          to: new Date(Math.min(refDate.getTime(), date.getTime() + 600 * 86_400_000)),
        });
        const roundInvestors = faker.helpers.arrayElements(investorIds, { min: 1, max: 3 });
        startupRounds.push({
          announcedDate: isoDate(date),
          tourId: typeIdByName('investmentTour', tour),
          investmentTypeId: faker.helpers.arrayElement(investmentTypes.slice(0, 5)),
          amount,
          amountCurrency: roundCurrency,
          preMoneyValuation:
            amount && faker.datatype.boolean({ probability: 0.6 })
              ? amount * faker.number.int({ min: 4, max: 12 })
              : null,
          shareRatio: faker.datatype.boolean({ probability: 0.5 })
            ? faker.number.float({ min: 2, max: 25, fractionDigits: 1 })
            : null,
          investorIds: roundInvestors,
          leadInvestorId: roundInvestors[0],
        });
      }
      const hasSupport = faker.datatype.boolean({ probability: 0.4 });
      const seekingStatus =
        faker.helpers.maybe(() => faker.helpers.arrayElement(seekingStatuses), { probability: 0.6 }) ?? null;
      const seeking =
        seekingStatus !== null && seekingStatus !== typeIdByName('investmentSeekingStatus', 'Not seeking');
      const teamSize = faker.number.int({ min: 1, max: 4 });
      const team = Array.from({ length: teamSize }, (_, t) => {
        const sex = faker.person.sexType();
        const person = {
          name: faker.person.firstName(sex),
          surname: faker.person.lastName(),
          gender: sex === 'female' ? 'Female' : 'Male',
        };
        founders.push(person);
        return {
          name: person.name,
          surname: person.surname,
          title: t === 0 ? 'CEO & Co-founder' : 'Co-founder',
          positionId: founderPosition,
          sortOrder: t,
          shareValue: Math.round(100 / teamSize),
        };
      });
      founderCounts.push(teamSize);
      const mentors =
        faker.helpers.maybe(
          () => [
            {
              name: faker.person.firstName(),
              surname: faker.person.lastName(),
              title: 'Mentor',
              positionId: mentorPosition,
              isMentor: true,
              sortOrder: 10,
            },
          ],
          { probability: 0.3 },
        ) ?? [];
      seeds.push({
        startup: {
          name,
          officialName: `${name} Teknoloji A.Ş.`,
          ...texts,
          sectorIds,
          stageId: stages[stageIndex]!,
          incorporated: faker.datatype.boolean({ probability: 0.75 }),
          employeeCountId: employeeCounts[Math.min(employeeCounts.length - 1, Math.floor(stageIndex / 1.5))]!,
          foundationDate: isoDate(founded),
          countryId: TURKEY_ID,
          cityId: city,
          website: `https://www.${name
            .toLocaleLowerCase('tr')
            .replace(/ç/g, 'c')
            .replace(/ğ/g, 'g')
            .replace(/ı/g, 'i')
            .replace(/ö/g, 'o')
            .replace(/ş/g, 's')
            .replace(/ü/g, 'u')
            .replace(/[^a-z0-9]/g, '')}.com.tr`,
          operatingStatusId: operating,
          technologyIds: faker.helpers.arrayElements(technologies, { min: 1, max: 3 }),
          businessModelIds: faker.helpers.arrayElements(businessModels, { min: 1, max: 2 }),
          revenueModelIds: faker.helpers.arrayElements(revenueModels, { min: 1, max: 2 }),
          programIds: faker.helpers.arrayElements(programs, { min: 0, max: 2 }),
          targetGroup: faker.helpers.arrayElement([
            'KOBİ’ler / SMEs',
            'Kurumsal şirketler / Enterprises',
            'Tüketiciler / Consumers',
          ]),
          marketSize: faker.number.int({ min: 5, max: 900 }) * 1_000_000,
          marketSizeCurrency: 'USD',
          hasGovernmentSupport: hasSupport,
          investmentSeekingStatusId: seekingStatus,
          investmentSeekingTourId: seeking
            ? typeIdByName('investmentTour', TOUR_ORDER[Math.min(roundCount, TOUR_ORDER.length - 1)]!)
            : null,
          seekingInvestmentAmount: seeking ? faker.number.int({ min: 10, max: 2000 }) * 10_000 : null,
          seekingInvestmentCurrency: seeking ? currency : null,
          currency,
          source: 'generated',
          createdAt: faker.date.between({ from: founded, to: refDate }),
        },
        rounds: startupRounds,
        // The startup's investors: those of its rounds, and now and then an angel whose round is not known.
        investorIds: [
          ...startupRounds.flatMap((r) => r.investorIds),
          ...(faker.helpers.maybe(() => [faker.helpers.arrayElement(investorIds)], { probability: 0.2 }) ??
            []),
        ],
        team: [...team, ...mentors],
        patents: faker.helpers.maybe(
          () => [
            {
              name: `${phrase.tr} yöntemi`,
              applicationNumber: `TR ${faker.number.int({ min: 2015, max: 2026 })}/${faker.string.numeric(6)}`,
            },
          ],
          { probability: 0.2 },
        ),
        governmentSupports: hasSupport
          ? faker.helpers.arrayElements(supports, { min: 1, max: 3 }).map((typeIdValue) => ({
              typeId: typeIdValue,
              supportDate: isoDate(faker.date.between({ from: founded, to: refDate })),
            }))
          : [],
        importantUpdates: faker.helpers.maybe(
          () => [
            {
              text: faker.helpers.arrayElement([
                'Yeni ürün sürümü yayında / New product release is live',
                'İlk yurt dışı müşterimizi kazandık / Won our first customer abroad',
                'Ekibimiz büyüyor / Our team is growing',
              ]),
              updateDate: isoDate(faker.date.between({ from: founded, to: refDate })),
            },
          ],
          { probability: 0.3 },
        ),
        competitors: faker.helpers.maybe(
          () => [
            {
              competitorName: `${faker.helpers.arrayElement(NAME_PREFIXES)}${faker.helpers.arrayElement(NAME_ROOTS)}`,
            },
          ],
          { probability: 0.3 },
        ),
      });
      rounds += roundCount;
    }
    const personIds = await createPeople(db, founders, takenPeople);
    let p = 0;
    seeds.forEach((seed, i) => {
      for (let t = 0; t < founderCounts[i]!; t += 1) seed.team![t]!.personId = personIds[p++]!;
    });
    await insertStartupSeeds(db, seeds, takenStartups);
    options.onProgress?.(done + size);
  }
  return { startups: options.startups, rounds };
}

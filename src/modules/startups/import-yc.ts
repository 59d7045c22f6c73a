/**
 * Import of the real Y Combinator startups 2005–2014 (../shared/data/real, CC BY-SA 4.0,
 * Alice Corona): startups with operating status, year founded, description, sectors and
 * technologies mapped from categories, location, website, founders as team members,
 * investors as organizations (investors of the startup; a round lists only those known to be
 * in it, issue 13 §1) and funding rounds with parsed USD amounts.
 * What the data does not say is left empty (stage, employees); see docs/decisions/0002.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Db } from '@/server/db/client';
import { createOrganizations } from '@/modules/organizations/organizations';
import { createPeople } from '@/modules/people/people';
import { findCountryIdByIso2, findOrCreateCity } from '@/modules/reference/reference';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { foldText } from '@/lib/text';
import { env } from '@/server/env';
import { insertStartupSeeds, loadTakenStartupSlugs, type RoundSeed, type StartupSeed } from './bulk-insert';
import { CATEGORY_MAP, COUNTRY_ALIASES, classifyInvestor } from './import-yc-maps';

/** One row of yc-startups-2005-2014.csv (the columns the import reads). */
export interface YcRow {
  Company: string;
  Satus: string;
  'Year Founded': string;
  Description: string;
  Categories: string;
  Founders: string;
  'Y Combinator Year': string;
  'Y Combinator Session': string;
  Investors: string;
  'Amounts raised in different funding rounds': string;
  'Headquarters (City)': string;
  'Headquarters (Country)': string;
  Website: string;
}

export interface ImportSummary {
  startups: number;
  rounds: number;
  investors: number;
  founders: number;
}

/** What {@link ycRowToSeed} needs from the database, resolved by the caller. */
export interface YcRowContext {
  countryId: number | null;
  cityId: number | null;
  /** The organization id of an investor named in the row (names match case- and accent-insensitively). */
  investorId: (name: string) => number;
  /** The person a founder's full name maps to, split into name and surname. */
  founder: (fullName: string) => { personId: number | null; name: string; surname: string };
}

const YC_INVESTOR = foldText('Y Combinator');

const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Parses one amount of the "Amounts raised" column: `$1200000`, `$3,000,000` → USD units;
 * `undisclosed amount` → null. The column separates rounds with ", " and may use thousands
 * commas inside one amount, so rounds are split on commas followed by a space or `$`/`u`.
 */
export function parseRoundAmounts(value: string): Array<number | null> {
  const parts = value
    .split(/,\s+(?=\$|undisclosed)/i)
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.map((part) => {
    if (/undisclosed/i.test(part)) return null;
    const digits = part.replace(/[^0-9.]/g, '');
    const n = Number(digits);
    return digits && Number.isFinite(n) && n > 0 ? n : null;
  });
}

/** First sentence of a description, at most 160 characters: the tagline. */
export function taglineFrom(description: string): string {
  const first = description.split(/(?<=[.!?])\s/)[0] ?? description;
  return first.length > 160 ? `${first.slice(0, 157)}…` : first;
}

/**
 * Maps one row of the YC CSV to a startup seed (pure: ids come from `ctx`). Investors follow the
 * evidence rule of issue 13 §1: every investor the row names is an investor of the startup
 * (`investorIds`); a round lists only investors known to be in it, and the one thing the data
 * shows is that Y Combinator itself invested in the YC round (the first, dated at Demo Day), so
 * that round lists Y Combinator (when the row names it) and every later round lists nobody.
 * Amounts are USD units (null = undisclosed); the column lists rounds newest first.
 */
export function ycRowToSeed(row: YcRow, ctx: YcRowContext): StartupSeed {
  const founders = splitList(row.Founders);
  // The source names founders without titles: one founder is "Founder", several are "Co-founder".
  const founderPosition = typeIdByName(
    'teamMemberPosition',
    founders.length === 1 ? 'Founder' : 'Co-founder',
  );
  const seedTour = typeIdByName('investmentTour', 'Seed');
  const ycProgram = typeIdByName('acceleratorProgramOrganization', 'Y Combinator');
  const sectorIds = new Set<number>();
  const technologyIds = new Set<number>();
  for (const category of splitList(row.Categories)) {
    const mapped = CATEGORY_MAP[category];
    if (mapped?.sector) sectorIds.add(typeIdByName('startupSector', mapped.sector));
    if (mapped?.technology) technologyIds.add(typeIdByName('technology', mapped.technology));
  }

  const ycYear = Number(row['Y Combinator Year']);
  const session = row['Y Combinator Session'].trim();
  const demoDay = ycYear ? `${ycYear}-${session === 'Summer' ? '08' : '03'}-15` : null;
  const names = splitList(row.Investors);
  const investorIds = [...new Set(names.map((n) => ctx.investorId(n)))];
  const ycInvestorName = names.find((n) => foldText(n) === YC_INVESTOR);
  const ycRoundInvestors = ycInvestorName === undefined ? [] : [ctx.investorId(ycInvestorName)];
  // The column lists rounds newest first (Dropbox ends with its $15,000 YC round): reverse it.
  const amounts = parseRoundAmounts(row['Amounts raised in different funding rounds']).reverse();
  const rounds: RoundSeed[] = amounts.map((amount, i) => ({
    // Only the first round is known: the YC seed at Demo Day. Later rounds' stage and date are not in the data.
    announcedDate: i === 0 ? demoDay : null,
    tourId: i === 0 ? seedTour : null,
    amount,
    amountCurrency: 'USD',
    investorIds: i === 0 ? ycRoundInvestors : [],
  }));

  const status = row.Satus.trim();
  const description = row.Description.trim();
  return {
    startup: {
      name: row.Company.trim(),
      tagline: description ? taglineFrom(description) : null,
      description: description || null,
      sectorIds: [...sectorIds],
      technologyIds: [...technologyIds],
      programIds: [ycProgram],
      foundationDate: /^\d{4}$/.test(row['Year Founded'].trim())
        ? `${row['Year Founded'].trim()}-01-01`
        : null,
      countryId: ctx.countryId,
      cityId: ctx.cityId,
      website: row.Website.trim() || null,
      operatingStatusId: typeIdByName(
        'operatingStatus',
        status === 'Exited' ? 'Exited' : status === 'Dead' ? 'Closed' : 'Operating',
      ),
      currency: 'USD',
      source: 'yc',
      ycBatch: ycYear ? `${session === 'Summer' ? 'S' : 'W'}${ycYear}` : null,
      createdAt: new Date(`${demoDay ?? '2014-12-31'}T00:00:00Z`),
    },
    rounds,
    investorIds,
    // The demo day is the end of the batch: the program date.
    programDates: demoDay ? { [ycProgram]: demoDay } : undefined,
    team: founders.map((full, i) => {
      const person = ctx.founder(full);
      return {
        personId: person.personId,
        name: person.name,
        surname: person.surname,
        title: null,
        positionId: founderPosition,
        sortOrder: i,
      };
    }),
  };
}

/** Reads and imports both CSV files; returns counts. Runs inside the caller's transaction. */
export async function importYcStartups(
  db: Db,
  dataDir = path.resolve(env().SHARED_DATA_DIR, 'real'),
): Promise<ImportSummary> {
  const rows = parse(fs.readFileSync(path.join(dataDir, 'yc-startups-2005-2014.csv')), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as YcRow[];
  const founderRows = parse(fs.readFileSync(path.join(dataDir, 'yc-founders-2005-2014.csv')), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as Array<{ Founder: string; Company: string; Gender: string }>;
  const genderByFounder = new Map(founderRows.map((f) => [foldText(f.Founder.trim()), f.Gender || null]));

  // Investors: one organization per distinct name (case- and accent-insensitive).
  const investorNames = new Map<string, string>();
  for (const row of rows)
    for (const name of splitList(row.Investors)) investorNames.set(foldText(name), name);
  const investorList = [...investorNames.entries()];
  const investorIds = await createOrganizations(
    db,
    investorList.map(([, name]) => ({ name, typeId: classifyInvestor(name), source: 'yc' })),
  );
  const investorIdByKey = new Map(investorList.map(([key], i) => [key, investorIds[i]!]));

  // Founders: one person per founder name appearing in a startup row.
  const founderKeys = new Map<string, { name: string; surname: string; gender: string | null }>();
  for (const row of rows) {
    for (const full of splitList(row.Founders)) {
      const key = foldText(full);
      if (founderKeys.has(key)) continue;
      const [name, ...rest] = full.split(/\s+/);
      founderKeys.set(key, {
        name: name ?? full,
        surname: rest.join(' '),
        gender: genderByFounder.get(key) ?? null,
      });
    }
  }
  const founderList = [...founderKeys.entries()];
  const personIds = await createPeople(
    db,
    founderList.map(([, p]) => p),
  );
  const personIdByKey = new Map(founderList.map(([key], i) => [key, personIds[i]!]));

  const countryCache = new Map<string, number | undefined>();
  const cityCache = new Map<string, number>();
  const seeds: StartupSeed[] = [];
  for (const row of rows) {
    const countryName = row['Headquarters (Country)'].trim();
    let countryId: number | undefined;
    if (countryName) {
      if (!countryCache.has(countryName)) {
        const iso2 = COUNTRY_ALIASES[countryName];
        countryCache.set(countryName, iso2 ? await findCountryIdByIso2(db, iso2) : undefined);
      }
      countryId = countryCache.get(countryName);
    }
    const cityName = row['Headquarters (City)'].trim();
    let cityId: number | undefined;
    if (countryId !== undefined && cityName) {
      const key = `${countryId}:${cityName.toLowerCase()}`;
      if (!cityCache.has(key)) cityCache.set(key, await findOrCreateCity(db, countryId, cityName));
      cityId = cityCache.get(key);
    }
    seeds.push(
      ycRowToSeed(row, {
        countryId: countryId ?? null,
        cityId: cityId ?? null,
        investorId: (name) => investorIdByKey.get(foldText(name))!,
        founder: (full) => {
          const person = founderKeys.get(foldText(full))!;
          return { ...person, personId: personIdByKey.get(foldText(full)) ?? null };
        },
      }),
    );
  }
  await insertStartupSeeds(db, seeds, await loadTakenStartupSlugs(db));
  return {
    startups: seeds.length,
    rounds: seeds.reduce((n, s) => n + (s.rounds?.length ?? 0), 0),
    investors: investorIds.length,
    founders: personIds.length,
  };
}

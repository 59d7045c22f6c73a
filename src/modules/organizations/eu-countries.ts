/**
 * The countries of the EU ecosystem map (issue 17 §1 eu-ecosystem-management; spec public §2
 * /ecosystem-map-eu): the EU, the rest of the EEA, the United Kingdom, Switzerland, Türkiye, the
 * Western Balkans, Ukraine and Moldova. `id` is the ISO 3166-1 numeric code, the id of the
 * country in ref_countries (Kosovo: 983, the code i18n-iso-countries and so ref_countries use);
 * names are those of ref_countries (i18n-iso-countries' EN and TR names); `aliases` are other
 * names an imported file may use. Pure data; no database.
 */
import { foldText } from '@/lib/text';

export type EuCountryGroup = 'eu' | 'eea' | 'other';

export interface EuCountry {
  id: number;
  iso2: string;
  iso3: string;
  nameEn: string;
  nameTr: string;
  group: EuCountryGroup;
  aliases?: readonly string[];
}

const c = (
  id: number,
  iso2: string,
  iso3: string,
  nameEn: string,
  nameTr: string,
  group: EuCountryGroup,
  aliases?: string[],
): EuCountry => ({ id, iso2, iso3, nameEn, nameTr, group, aliases });

/** Every country an EU ecosystem organization may be in, by English name within each group. */
export const EU_COUNTRIES: readonly EuCountry[] = [
  c(40, 'AT', 'AUT', 'Austria', 'Avusturya', 'eu'),
  c(56, 'BE', 'BEL', 'Belgium', 'Belçika', 'eu'),
  c(100, 'BG', 'BGR', 'Bulgaria', 'Bulgaristan', 'eu'),
  c(191, 'HR', 'HRV', 'Croatia', 'Hırvatistan', 'eu'),
  c(196, 'CY', 'CYP', 'Cyprus', 'Güney Kıbrıs Rum Kesimi', 'eu', ['Kıbrıs']),
  c(203, 'CZ', 'CZE', 'Czech Republic', 'Çek Cumhuriyeti', 'eu', ['Czechia', 'Çekya']),
  c(208, 'DK', 'DNK', 'Denmark', 'Danimarka', 'eu'),
  c(233, 'EE', 'EST', 'Estonia', 'Estonya', 'eu'),
  c(246, 'FI', 'FIN', 'Finland', 'Finlandiya', 'eu'),
  c(250, 'FR', 'FRA', 'France', 'Fransa', 'eu'),
  c(276, 'DE', 'DEU', 'Germany', 'Almanya', 'eu', ['Deutschland']),
  c(300, 'GR', 'GRC', 'Greece', 'Yunanistan', 'eu'),
  c(348, 'HU', 'HUN', 'Hungary', 'Macaristan', 'eu'),
  c(372, 'IE', 'IRL', 'Ireland', 'İrlanda', 'eu'),
  c(380, 'IT', 'ITA', 'Italy', 'İtalya', 'eu'),
  c(428, 'LV', 'LVA', 'Latvia', 'Letonya', 'eu'),
  c(440, 'LT', 'LTU', 'Lithuania', 'Litvanya', 'eu'),
  c(442, 'LU', 'LUX', 'Luxembourg', 'Lüksemburg', 'eu'),
  c(470, 'MT', 'MLT', 'Malta', 'Malta', 'eu'),
  c(528, 'NL', 'NLD', 'Netherlands', 'Hollanda', 'eu', ['The Netherlands', 'Holland', 'Nederland']),
  c(616, 'PL', 'POL', 'Poland', 'Polonya', 'eu'),
  c(620, 'PT', 'PRT', 'Portugal', 'Portekiz', 'eu'),
  c(642, 'RO', 'ROU', 'Romania', 'Romanya', 'eu'),
  c(703, 'SK', 'SVK', 'Slovakia', 'Slovakya', 'eu'),
  c(705, 'SI', 'SVN', 'Slovenia', 'Slovenya', 'eu'),
  c(724, 'ES', 'ESP', 'Spain', 'İspanya', 'eu', ['España']),
  c(752, 'SE', 'SWE', 'Sweden', 'İsveç', 'eu'),
  c(352, 'IS', 'ISL', 'Iceland', 'İzlanda', 'eea'),
  c(438, 'LI', 'LIE', 'Liechtenstein', 'Liechtenstein', 'eea', ['Lihtenştayn']),
  c(578, 'NO', 'NOR', 'Norway', 'Norveç', 'eea'),
  c(826, 'GB', 'GBR', 'United Kingdom', 'Birleşik Krallık', 'other', [
    'UK',
    'Great Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'İngiltere',
  ]),
  c(756, 'CH', 'CHE', 'Switzerland', 'İsviçre', 'other', ['Schweiz', 'Suisse']),
  c(792, 'TR', 'TUR', 'Türkiye', 'Türkiye', 'other', ['Turkey', 'Turkiye']),
  c(8, 'AL', 'ALB', 'Albania', 'Arnavutluk', 'other'),
  c(70, 'BA', 'BIH', 'Bosnia and Herzegovina', 'Bosna Hersek', 'other', ['Bosnia', 'Bosna-Hersek']),
  c(499, 'ME', 'MNE', 'Montenegro', 'Karadağ', 'other'),
  c(807, 'MK', 'MKD', 'The Republic of North Macedonia', 'Kuzey Makedonya', 'other', ['North Macedonia']),
  c(688, 'RS', 'SRB', 'Serbia', 'Sırbistan', 'other'),
  c(983, 'XK', 'XKX', 'Kosovo', 'Kosova', 'other'),
  c(804, 'UA', 'UKR', 'Ukraine', 'Ukrayna', 'other'),
  c(498, 'MD', 'MDA', 'Moldova, Republic of', 'Moldova', 'other', ['Moldova', 'Republic of Moldova']),
];

const BY_ID = new Map(EU_COUNTRIES.map((country) => [country.id, country]));

/** True when `id` is a country of the EU ecosystem map. */
export function isEuCountryId(id: unknown): id is number {
  return typeof id === 'number' && BY_ID.has(id);
}

/** The country with ISO numeric `id`, or undefined. */
export function euCountryById(id: number): EuCountry | undefined {
  return BY_ID.get(id);
}

/** Folded lookup key: Turkish letters and accents folded, punctuation as spaces ("Çek Cumhuriyeti" → "cek cumhuriyeti"). */
const keyOf = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_TEXT = new Map<string, EuCountry>();
for (const country of EU_COUNTRIES)
  for (const text of [
    country.nameEn,
    country.nameTr,
    country.iso2,
    country.iso3,
    String(country.id),
    ...(country.aliases ?? []),
  ])
    BY_TEXT.set(keyOf(text), country);

/**
 * The country `text` names: its English or Turkish name (accents and case ignored), an alias,
 * its ISO alpha-2 or alpha-3 code or its numeric code (`040` or `40`). Undefined when none.
 */
export function findEuCountry(text: string): EuCountry | undefined {
  const key = keyOf(text);
  if (!key) return undefined;
  return BY_TEXT.get(key) ?? (/^\d+$/.test(key) ? BY_ID.get(Number(key)) : undefined);
}

/** The country's name in `locale`. */
export const euCountryName = (country: EuCountry, locale: 'en' | 'tr') =>
  locale === 'tr' ? country.nameTr : country.nameEn;

/**
 * Normalizing one file row into the values a startup stores (issue 17 §3 "Values are
 * normalized"). Pure once given a {@link ReferenceIndex} (./reference-index.ts loads it).
 *
 * Rules (what fails a row, what only drops a value):
 * - **Row errors** (outcome `failed`, nothing written): no name; a name over 120 characters; a
 *   website that breaks the link rules of spec public §5 (the website is the first duplicate key,
 *   so a wrong one would create a duplicate); a founding year or date that is not a real day,
 *   before 1800 or in the future (year 3000); a country that matches no country by English or
 *   Turkish name, alias or ISO alpha-2/alpha-3 code.
 * - **Warnings** (the value is dropped, the row imported): a social link that is not a link to
 *   its network's listed hosts (spec §5, e.g. a Twitter column pointing elsewhere); a city not in
 *   the country's list (reference cities are not created by an import), or a city without a
 *   country that matches no single city; a category the admin mapped to nothing or left
 *   unmapped; an operating status word not recognized. An acquirer name is kept
 *   (`acquirerName`, at most 200 characters) and makes the status Acquired when no status is given.
 * Websites without a protocol get `https://`; Twitter handles (`@name`) become
 * `https://twitter.com/name`; years become `YYYY-01-01` (UTC); countries and cities match
 * case-, Turkish-letter- and diacritic-insensitively (İstanbul = Istanbul = istanbul).
 */
import { isValidSocialLink, isValidWebLink } from '@/lib/links';
import { normalizeSearchText } from '@/lib/text';
import { sanitizeRichText } from '@/lib/rich-text';
import type { ColumnMapping, ImportField } from './fields';

/** Why a row failed or was skipped, or what was dropped or changed: `field` and a message code. */
export interface Reason {
  field: string;
  /** Message key under `dataAddTool.reasons` (EN/TR). */
  code: string;
  /** Shown in the message: the offending value, another row's number, a network name. */
  value?: string;
}

export interface SectorChoice {
  id: number;
  nameEn: string;
  nameTr: string;
}

/** What normalization needs to know of the reference lists (./reference-index.ts). */
export interface ReferenceIndex {
  /** The country id of a name, alias or ISO code, or undefined. */
  countryOf(text: string): number | undefined;
  /** The city id of a name within a country, or undefined. */
  cityOf(countryId: number, text: string): number | undefined;
  /** The only city of that name among the loaded countries, with its country, or undefined. */
  cityAnywhere(text: string): { countryId: number; cityId: number } | undefined;
  /** Operating status ids by meaning. */
  status: { operating: number; exited: number; closed: number; acquired: number };
}

/** The startup columns an import writes. */
export interface StartupValues {
  website: string | null;
  foundationDate: string | null;
  countryId: number | null;
  cityId: number | null;
  sectorIds: number[];
  tagline: string | null;
  taglineTr: string | null;
  description: string | null;
  descriptionTr: string | null;
  officialName: string | null;
  twitter: string | null;
  linkedin: string | null;
  facebook: string | null;
  instagram: string | null;
  operatingStatusId: number | null;
  acquirerName: string | null;
}

/** One file row, normalized. */
export interface NormalizedRow {
  rowNumber: number;
  /** The name as written (trimmed). */
  name: string;
  /** The duplicate key of the name: folded, punctuation-free (lib/text normalizeSearchText). */
  nameKey: string;
  /** The website's host, lower case, without `www.`; null without a valid website. */
  domain: string | null;
  /** Only the fields the file gave a value for (an empty cell never erases a stored value). */
  values: Partial<StartupValues>;
  errors: Reason[];
  warnings: Reason[];
}

/** Category value (folded) → sector type id, or null for "ignore". */
export type CategoryMapping = Record<string, number | null>;

export const NAME_MAX = 120;

/** The folded key of a category value (the category mapping's keys are compared this way). */
export const categoryKey = (value: string) => normalizeSearchText(value);

/** The distinct category values of a sectors cell (`A, B; C | D`). */
export function splitCategories(cell: string): string[] {
  return cell
    .split(/[,;|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A link written without a protocol (`acme.com`, `www.acme.com/x`) gets `https://`. */
export function withProtocol(value: string): string {
  const v = value.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return v;
  return `https://${v.replace(/^\/+/, '')}`;
}

/** The duplicate key of a website: its host in lower case without `www.`; null when it is no valid link. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(withProtocol(website)).hostname.toLowerCase().replace(/^www\./, '');
    return host || null;
  } catch {
    return null;
  }
}

/**
 * A founding year or date as YYYY-MM-DD (UTC): `2012` → `2012-01-01`; `2012-05-01`,
 * `2012-05-01T…`, `01.05.2012` (Turkish), `2012/5/1` → that day. 'invalid' for anything else,
 * a day that does not exist, a year before 1800; 'future' for a day after `today` (YYYY-MM-DD).
 */
export function parseFoundation(value: string, today: string): string | 'invalid' | 'future' {
  const v = value.trim().replace(/\.0+$/, '');
  let y: number;
  let m = 1;
  let d = 1;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})$/.exec(v))) y = Number(match[1]);
  else if ((match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(v)))
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return 'invalid';
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso || y < 1800)
    return 'invalid';
  return iso > today ? 'future' : iso;
}

const STATUS_WORDS: Record<'operating' | 'exited' | 'closed' | 'acquired', string[]> = {
  operating: [
    'operating',
    'active',
    'open',
    'live',
    'running',
    'alive',
    'faaliyette',
    'aktif',
    'acik',
    'faal',
  ],
  exited: [
    'exited',
    'exit',
    'ipo',
    'public',
    'went public',
    'listed',
    'cikis yapti',
    'cikis',
    'halka acik',
    'halka arz',
  ],
  closed: [
    'closed',
    'dead',
    'defunct',
    'shut down',
    'shutdown',
    'inactive',
    'out of business',
    'kapandi',
    'kapali',
    'kapatildi',
    'faaliyette degil',
  ],
  acquired: ['acquired', 'was acquired', 'merged', 'acquisition', 'satin alindi', 'satildi', 'devralindi'],
};

/** The operating status id of a status word (EN or TR), or undefined. */
export function statusOf(text: string, status: ReferenceIndex['status']): number | undefined {
  const key = normalizeSearchText(text);
  for (const [meaning, words] of Object.entries(STATUS_WORDS))
    if (words.includes(key)) return status[meaning as keyof typeof STATUS_WORDS];
  return undefined;
}

const SOCIAL_FIELDS = ['twitter', 'linkedin', 'facebook', 'instagram'] as const;
const SOCIAL_LABEL = {
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** A social cell as a link: Twitter handles (`@acme`, `acme`) become https://twitter.com/acme. */
function socialLink(network: (typeof SOCIAL_FIELDS)[number], value: string): string {
  const v = value.trim();
  if (network === 'twitter' && /^@?[A-Za-z0-9_]{1,15}$/.test(v))
    return `https://twitter.com/${v.replace(/^@/, '')}`;
  return withProtocol(v);
}

/** Plain text as is; HTML (starting with `<`) through the rich-text allow-list of spec §5. */
const longText = (value: string) =>
  value.trim().startsWith('<') ? sanitizeRichText(value) || null : value.trim();

/**
 * Normalizes data row `rowNumber` (1-based) of a file with `mapping` (our field → column index)
 * and `categories` (folded category → sector id or null). `today` is YYYY-MM-DD (UTC).
 * Output: the values to store, the duplicate keys, row errors and warnings.
 */
export function normalizeRow(
  cells: readonly string[],
  rowNumber: number,
  mapping: ColumnMapping,
  categories: CategoryMapping,
  ref: ReferenceIndex,
  today: string,
): NormalizedRow {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const errors: Reason[] = [];
  const warnings: Reason[] = [];
  const values: Partial<StartupValues> = {};

  const name = cell('name').replace(/\s+/g, ' ');
  if (!name) errors.push({ field: 'name', code: 'name_required' });
  else if (name.length > NAME_MAX)
    errors.push({ field: 'name', code: 'name_too_long', value: String(NAME_MAX) });

  let domain: string | null = null;
  const website = cell('website');
  if (website) {
    const link = withProtocol(website);
    if (isValidWebLink(link)) {
      values.website = link;
      domain = domainOf(link);
    } else errors.push({ field: 'website', code: 'website_invalid', value: website });
  }

  const founded = cell('foundationDate');
  if (founded) {
    const day = parseFoundation(founded, today);
    if (day === 'invalid') errors.push({ field: 'foundationDate', code: 'founded_invalid', value: founded });
    else if (day === 'future')
      errors.push({ field: 'foundationDate', code: 'founded_future', value: founded });
    else values.foundationDate = day;
  }

  const countryText = cell('country');
  const cityText = cell('city');
  if (countryText) {
    const countryId = ref.countryOf(countryText);
    if (countryId === undefined)
      errors.push({ field: 'country', code: 'country_unknown', value: countryText });
    else {
      values.countryId = countryId;
      if (cityText) {
        const cityId = ref.cityOf(countryId, cityText);
        if (cityId === undefined) warnings.push({ field: 'city', code: 'city_unknown', value: cityText });
        else values.cityId = cityId;
      }
    }
  } else if (cityText) {
    const found = ref.cityAnywhere(cityText);
    if (found) {
      values.countryId = found.countryId;
      values.cityId = found.cityId;
    } else warnings.push({ field: 'city', code: 'city_needs_country', value: cityText });
  }

  const sectorCell = cell('sectors');
  if (sectorCell) {
    const ids: number[] = [];
    for (const value of splitCategories(sectorCell)) {
      const mapped = categories[categoryKey(value)];
      if (mapped === undefined) warnings.push({ field: 'sectors', code: 'category_unmapped', value });
      else if (mapped !== null && !ids.includes(mapped)) ids.push(mapped);
    }
    if (ids.length) values.sectorIds = ids;
  }

  for (const field of ['tagline', 'taglineTr', 'officialName'] as const) {
    const v = cell(field).replace(/\s+/g, ' ');
    if (v) values[field] = v;
  }
  for (const field of ['description', 'descriptionTr'] as const) {
    const v = cell(field);
    if (v) {
      const text = longText(v);
      if (text) values[field] = text;
    }
  }

  for (const network of SOCIAL_FIELDS) {
    const v = cell(network);
    if (!v) continue;
    const link = socialLink(network, v);
    if (isValidSocialLink(network, link)) values[network] = link;
    else warnings.push({ field: network, code: 'social_invalid', value: `${SOCIAL_LABEL[network]}: ${v}` });
  }

  const statusText = cell('operatingStatus');
  const acquirer = cell('acquirer');
  if (statusText) {
    const id = statusOf(statusText, ref.status);
    if (id === undefined)
      warnings.push({ field: 'operatingStatus', code: 'status_unknown', value: statusText });
    else values.operatingStatusId = id;
  }
  if (acquirer) {
    if (values.operatingStatusId === undefined) values.operatingStatusId = ref.status.acquired;
    values.acquirerName = acquirer.slice(0, 200);
  }

  return {
    rowNumber,
    name,
    nameKey: normalizeSearchText(name),
    domain,
    values,
    errors,
    warnings,
  };
}

/**
 * The data-add tool's target fields and the suggestions of the mapping step (issue 17 §3
 * "a column-mapping step with suggestions by name similarity (EN and TR)"). Pure: no database.
 *
 * - {@link IMPORT_FIELDS}: the startup fields a file column can fill, each with English and
 *   Turkish synonyms of the column names other databases use (`Company`, `Şirket`,
 *   `Girişim Adı` → name; `Homepage`, `Web Sitesi` → website; …).
 * - {@link suggestMapping}: for each field the file column whose name is most like one of its
 *   synonyms (a column serves one field), or nothing below the threshold.
 * - {@link similarity}: the Sørensen–Dice coefficient of two folded texts' letter pairs, 0…1.
 */
import { normalizeSearchText } from '@/lib/text';

/**
 * Our fields, in the order the mapping screen lists them. `foundationDate` takes a year or a
 * date; `sectors` a list of categories (mapped to sector types); `operatingStatus` a status
 * word; `acquirer` the acquirer's name (kept in `startups.acquirer_name`; the status becomes
 * Acquired when the row gives none).
 */
export const IMPORT_FIELDS = [
  'name',
  'website',
  'foundationDate',
  'country',
  'city',
  'sectors',
  'tagline',
  'taglineTr',
  'description',
  'descriptionTr',
  'officialName',
  'twitter',
  'linkedin',
  'facebook',
  'instagram',
  'operatingStatus',
  'acquirer',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields a startup row stores (what startup_fact_sources names), by import field. */
export const STORED_FIELD: Partial<Record<ImportField, string>> = {
  website: 'website',
  foundationDate: 'foundationDate',
  country: 'countryId',
  city: 'cityId',
  sectors: 'sectorIds',
  tagline: 'tagline',
  taglineTr: 'taglineTr',
  description: 'description',
  descriptionTr: 'descriptionTr',
  officialName: 'officialName',
  twitter: 'twitter',
  linkedin: 'linkedin',
  facebook: 'facebook',
  instagram: 'instagram',
  operatingStatus: 'operatingStatusId',
};

/** Column names (EN and TR) other databases use for each field; compared folded. */
export const FIELD_SYNONYMS: Record<ImportField, readonly string[]> = {
  name: [
    'name',
    'company',
    'company name',
    'startup',
    'startup name',
    'organization name',
    'organization',
    'şirket',
    'şirket adı',
    'girişim',
    'girişim adı',
    'firma',
    'firma adı',
    'ad',
    'isim',
  ],
  website: [
    'website',
    'web site',
    'homepage',
    'home page',
    'url',
    'web',
    'site',
    'web sitesi',
    'internet sitesi',
  ],
  foundationDate: [
    'founded',
    'year founded',
    'founded year',
    'founding year',
    'founded date',
    'founded on',
    'foundation date',
    'established',
    'kuruluş',
    'kuruluş yılı',
    'kuruluş tarihi',
    'kurulum yılı',
  ],
  country: [
    'country',
    'country hq',
    'hq country',
    'headquarters country',
    'headquarters',
    'ülke',
    'merkez ülke',
  ],
  city: ['city', 'city hq', 'hq city', 'headquarters city', 'location', 'şehir', 'il', 'merkez şehir'],
  sectors: [
    'sector',
    'sectors',
    'market',
    'markets',
    'market categories',
    'categories',
    'category',
    'industry',
    'industries',
    'vertical',
    'sektör',
    'sektörler',
    'kategori',
    'kategoriler',
    'endüstri',
  ],
  tagline: ['tagline', 'slogan', 'short description', 'one liner', 'pitch', 'kısa açıklama'],
  taglineTr: ['tagline tr', 'slogan tr', 'türkçe slogan', 'kısa açıklama tr'],
  description: [
    'description',
    'about',
    'long description',
    'summary',
    'overview',
    'açıklama',
    'hakkında',
    'tanım',
  ],
  descriptionTr: ['description tr', 'türkçe açıklama', 'açıklama tr'],
  officialName: ['legal name', 'official name', 'registered name', 'ticari unvan', 'unvan', 'resmi ad'],
  twitter: ['twitter', 'twitter url', 'x', 'x url', 'twitter hesabı'],
  linkedin: ['linkedin', 'linkedin url', 'linkedin hesabı'],
  facebook: ['facebook', 'facebook url', 'facebook hesabı'],
  instagram: ['instagram', 'instagram url', 'instagram hesabı'],
  operatingStatus: [
    'status',
    'operating status',
    'company status',
    'state',
    'durum',
    'faaliyet durumu',
    'şirket durumu',
  ],
  acquirer: ['acquirer', 'acquired by', 'acquirer name', 'buyer', 'satın alan', 'alıcı'],
};

const fold = (text: string) => normalizeSearchText(text);

function pairs(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(' '))
    if (word.length === 1) out.push(word);
    else for (let i = 0; i < word.length - 1; i += 1) out.push(word.slice(i, i + 2));
  return out;
}

/**
 * How alike two texts are, 0 (nothing shared) … 1 (equal once folded): case, Turkish letters,
 * other diacritics and punctuation are ignored (`Şirket Adı` = `sirket adi`).
 */
export function similarity(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  const px = pairs(x);
  const py = pairs(y);
  const counts = new Map<string, number>();
  for (const p of px) counts.set(p, (counts.get(p) ?? 0) + 1);
  let shared = 0;
  for (const p of py) {
    const n = counts.get(p) ?? 0;
    if (n > 0) {
      shared += 1;
      counts.set(p, n - 1);
    }
  }
  return (2 * shared) / (px.length + py.length);
}

/** The best score of `column` against a field's synonyms (1 for an exact synonym). */
export function fieldScore(field: ImportField, column: string): number {
  let best = 0;
  for (const synonym of FIELD_SYNONYMS[field]) best = Math.max(best, similarity(column, synonym));
  return best;
}

/** Scores under this are not suggested. */
export const SUGGESTION_THRESHOLD = 0.7;

/** A mapping: our field → the file column's index (0-based), or absent when not imported. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/**
 * The suggested mapping of a file's columns: the best (field, column) pairs first, each column
 * used once, each field once, scores at least {@link SUGGESTION_THRESHOLD}.
 * Input: the header row's names in order. Output: field → column index.
 */
export function suggestMapping(columns: readonly string[]): ColumnMapping {
  const candidates: Array<{ field: ImportField; column: number; score: number }> = [];
  IMPORT_FIELDS.forEach((field) => {
    columns.forEach((name, column) => {
      const score = fieldScore(field, name);
      if (score >= SUGGESTION_THRESHOLD) candidates.push({ field, column, score });
    });
  });
  // Best first; on a tie the field listed first and then the leftmost column win.
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      IMPORT_FIELDS.indexOf(a.field) - IMPORT_FIELDS.indexOf(b.field) ||
      a.column - b.column,
  );
  const mapping: ColumnMapping = {};
  const usedColumns = new Set<number>();
  for (const c of candidates) {
    if (mapping[c.field] !== undefined || usedColumns.has(c.column)) continue;
    mapping[c.field] = c.column;
    usedColumns.add(c.column);
  }
  return mapping;
}

/**
 * A mapping read from stored or sent JSON: known fields with a column index inside the file;
 * anything else dropped. A column may serve one field only (the first listed keeps it).
 */
export function cleanMapping(value: unknown, columnCount: number): ColumnMapping {
  const out: ColumnMapping = {};
  if (!value || typeof value !== 'object') return out;
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = (value as Record<string, unknown>)[field];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= columnCount) continue;
    if (used.has(index)) continue;
    used.add(index);
    out[field] = index;
  }
  return out;
}

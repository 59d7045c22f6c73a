/**
 * Importing EU ecosystem organizations from a CSV or XLSX file (issue 17 §1
 * eu-ecosystem-management "import"): columns name, type, country (English or Turkish name, ISO
 * alpha-2/alpha-3 or numeric code), city, website, description (English; `description_tr` for
 * Turkish), lat, lng — English or Turkish headers, any order, any case. The file is read with the
 * data-add tool's reader (../imports/parse-file.ts: type from the bytes, UTF-8 or Windows-1254
 * CSV with `,` `;` or tab, the first worksheet of a workbook).
 *
 * Kept simple and synchronous: at most 2 MB and 2,000 rows, read and stored within the request.
 * `dryRun` answers the preview — each row as it would be stored, `create` / `update` / `error`
 * with the reasons per field — and writes nothing. The real run stores every valid row in one
 * transaction (all or nothing) and skips the rows in error. A row whose (country, name) exists
 * (case ignored) updates it; its blank cells keep the stored values. New rows are `pending`
 * unless `approve` is set (then new and updated rows are approved); their source is
 * `import:<file name>`. Every stored row gets an audit_log row in that transaction.
 */
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { PayloadTooLargeError, ValidationError } from '@/server/errors';
import { translateError } from '@/server/i18n';
import { foldText } from '@/lib/text';
import { loadTypes } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { requireAdminRole } from '@/modules/admin/access';
import { parseImportFile, sniffImportFile } from '@/modules/imports/parse-file';
import type { Locale } from '@/i18n/locales';
import { euOrganizations } from './schema';
import { euCountryName, findEuCountry } from './eu-countries';
import {
  EU_IMPORT_MAX_BYTES,
  EU_IMPORT_MAX_ROWS,
  euOrganizationInput,
  type EuOrganizationValues,
} from './eu-validation';
import { announceEuChange, auditEu, euConflict } from './eu-organizations';

type Field =
  | 'name'
  | 'type'
  | 'country'
  | 'city'
  | 'website'
  | 'descriptionEn'
  | 'descriptionTr'
  | 'latitude'
  | 'longitude';

/** Header names each field is recognised by (folded: lower case, Turkish letters as ASCII, words by spaces). */
const HEADERS: Record<Field, readonly string[]> = {
  name: [
    'name',
    'organization',
    'organisation',
    'organization name',
    'ad',
    'adi',
    'isim',
    'kurum',
    'kurum adi',
  ],
  type: ['type', 'organization type', 'kind', 'category', 'tur', 'tip', 'kurum turu'],
  country: ['country', 'country code', 'country iso', 'ulke', 'ulke kodu'],
  city: ['city', 'town', 'sehir', 'il', 'kent'],
  website: ['website', 'web site', 'web', 'url', 'homepage', 'site', 'web sitesi', 'internet sitesi'],
  descriptionEn: [
    'description',
    'description en',
    'english description',
    'aciklama en',
    'ingilizce aciklama',
  ],
  descriptionTr: ['description tr', 'turkish description', 'aciklama', 'aciklama tr', 'turkce aciklama'],
  latitude: ['lat', 'latitude', 'enlem'],
  longitude: ['lng', 'lon', 'long', 'longitude', 'boylam'],
};

const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Column index of each recognised field (the first matching header wins). */
export function mapHeaders(columns: readonly string[]): Partial<Record<Field, number>> {
  const found: Partial<Record<Field, number>> = {};
  columns.forEach((column, i) => {
    const key = fold(column);
    for (const [field, names] of Object.entries(HEADERS) as Array<[Field, readonly string[]]>)
      if (found[field] === undefined && names.includes(key)) found[field] = i;
  });
  return found;
}

/** One row of the preview / report. `row`: the data row's number (the header is row 0). */
export interface EuImportRow {
  row: number;
  name: string;
  countryId: number | null;
  countryName: string;
  typeId: number | null;
  typeName: string;
  city: string;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  action: 'create' | 'update' | 'error';
  /** Field → message in the viewer's language (`action` 'error' only). */
  errors: Record<string, string>;
}

export interface EuImportResult {
  fileName: string;
  dryRun: boolean;
  approve: boolean;
  totalRows: number;
  createCount: number;
  updateCount: number;
  errorCount: number;
  rows: EuImportRow[];
}

/** A file name fit for the `source` column: its base name, at most 120 characters. */
export function importSourceName(fileName: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/')).trim() || 'file';
  return base.slice(0, 120);
}

interface Planned {
  row: EuImportRow;
  values?: EuOrganizationValues;
  existingId?: number;
}

/** The organizationType items by folded EN and TR name and by id (active items only: new choices). */
async function typeLookup(db: Db, locale: Locale) {
  const items = (await loadTypes(db)).filter(
    (t) => t.parentId === TYPE_LIST_IDS.organizationType && t.active,
  );
  const byText = new Map<string, (typeof items)[number]>();
  for (const item of items) {
    byText.set(fold(item.nameEn), item);
    byText.set(fold(item.nameTr), item);
    byText.set(String(item.id), item);
  }
  return {
    find: (text: string) => byText.get(fold(text)),
    name: (id: number) => {
      const item = items.find((t) => t.id === id);
      return item ? (locale === 'tr' ? item.nameTr : item.nameEn) : '';
    },
  };
}

/** Plans every row: matched country and type, validated values, create or update, or the errors. */
async function planRows(db: Db, columns: string[], rows: string[][], locale: Locale): Promise<Planned[]> {
  const at = mapHeaders(columns);
  if (at.name === undefined)
    throw new ValidationError('euOrganization.import_no_name_column', {
      file: 'euOrganization.import_no_name_column',
    });
  const types = await typeLookup(db, locale);
  // The stored organizations of the file's countries, by (country, lower-case name): one query.
  const countryIds = [
    ...new Set(
      rows.map((cells) => findEuCountry(at.country === undefined ? '' : (cells[at.country] ?? ''))?.id),
    ),
  ].filter((id): id is number => id !== undefined);
  const stored = new Map(
    (countryIds.length
      ? await db.select().from(euOrganizations).where(inArray(euOrganizations.countryId, countryIds))
      : []
    ).map((row) => [`${row.countryId}:${row.name.toLowerCase()}`, row]),
  );
  const seen = new Map<string, number>();
  const planned: Planned[] = [];
  const message = (key: string, params: Record<string, string | number> = {}) =>
    translateError(key, params, locale);
  for (const [index, cells] of rows.entries()) {
    const cell = (field: Field) => (at[field] === undefined ? '' : (cells[at[field]!] ?? '').trim());
    const errors: Record<string, string> = {};
    const name = cell('name');
    const countryText = cell('country');
    const country = countryText ? findEuCountry(countryText) : undefined;
    if (!countryText) errors.country = message('validation.required');
    else if (!country) errors.country = message('euOrganization.country_unknown', { value: countryText });
    const typeText = cell('type');
    const type = typeText ? types.find(typeText) : undefined;
    if (typeText && !type) errors.type = message('euOrganization.type_unknown', { value: typeText });

    let existing: typeof euOrganizations.$inferSelect | undefined;
    if (country && name) {
      const key = `${country.id}:${name.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) errors.name = message('euOrganization.duplicate_in_file', { row: first });
      else seen.set(key, index + 1);
      existing = stored.get(key);
    }
    // An update keeps the stored value of every blank cell.
    const keep = <T>(text: string, stored: T | undefined, value: unknown = text) =>
      text === '' && existing ? stored : value;
    const parsed = euOrganizationInput.safeParse({
      name,
      typeId: type?.id ?? (typeText ? -1 : existing?.typeId),
      countryId: country?.id,
      city: keep(cell('city'), existing?.city),
      website: keep(cell('website'), existing?.website),
      descriptionEn: keep(cell('descriptionEn'), existing?.descriptionEn),
      descriptionTr: keep(cell('descriptionTr'), existing?.descriptionTr),
      latitude: keep(cell('latitude'), existing?.latitude),
      longitude: keep(cell('longitude'), existing?.longitude),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        const target = field === 'typeId' ? 'type' : field === 'countryId' ? 'country' : field;
        errors[target] ??= message(issue.message.includes('.') ? issue.message : 'generic.invalid_field');
      }
    const values = parsed.success ? parsed.data : undefined;
    const action = Object.keys(errors).length > 0 ? 'error' : existing ? 'update' : 'create';
    const typeId = values?.typeId ?? type?.id ?? null;
    planned.push({
      row: {
        row: index + 1,
        name,
        countryId: country?.id ?? null,
        countryName: country ? euCountryName(country, locale) : countryText,
        typeId,
        typeName: typeId ? types.name(typeId) : typeText,
        city: values?.city ?? cell('city'),
        website: values?.website ?? (cell('website') || null),
        latitude: values?.latitude ?? null,
        longitude: values?.longitude ?? null,
        action,
        errors,
      },
      values: action === 'error' ? undefined : values,
      existingId: existing?.id,
    });
  }
  return planned;
}

/**
 * Previews (`dryRun`) or runs an import of `bytes` (a CSV or XLSX file named `fileName`).
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'; PayloadTooLargeError
 *   'euOrganization.import_too_big' (over 2 MB); ValidationError 'euOrganization.import_too_many_rows'
 *   (over 2,000 rows), 'euOrganization.import_no_name_column', the reader's 'import.file_*' keys;
 *   UnsupportedMediaTypeError 'import.file_type'; 409 'euOrganization.duplicate' when another
 *   write took a (country, name) meanwhile (nothing stored).
 */
export async function importEuOrganizations(
  ctx: Ctx,
  file: { bytes: Buffer; fileName: string },
  options: { dryRun: boolean; approve: boolean },
): Promise<EuImportResult> {
  const actor = requireAdminRole(ctx, 'super');
  if (file.bytes.length > EU_IMPORT_MAX_BYTES)
    throw new PayloadTooLargeError('euOrganization.import_too_big');
  const parsed = await parseImportFile(file.bytes, await sniffImportFile(file.bytes));
  if (parsed.rows.length > EU_IMPORT_MAX_ROWS)
    throw new ValidationError(
      'euOrganization.import_too_many_rows',
      { file: 'euOrganization.import_too_many_rows' },
      { max: EU_IMPORT_MAX_ROWS },
    );
  const fileName = importSourceName(file.fileName);
  const source = `import:${fileName}`;
  const planned = await planRows(ctx.db, parsed.columns, parsed.rows, ctx.locale);
  const result: EuImportResult = {
    fileName,
    dryRun: options.dryRun,
    approve: options.approve,
    totalRows: planned.length,
    createCount: planned.filter((p) => p.row.action === 'create').length,
    updateCount: planned.filter((p) => p.row.action === 'update').length,
    errorCount: planned.filter((p) => p.row.action === 'error').length,
    rows: planned.map((p) => p.row),
  };
  const valid = planned.filter((p) => p.values);
  if (options.dryRun || valid.length === 0) return result;
  try {
    await ctx.db.transaction(async (tx) => {
      for (const { row, values, existingId } of valid) {
        const v = values!;
        let id = existingId;
        if (id !== undefined) {
          await tx
            .update(euOrganizations)
            .set({ ...v, source, ...(options.approve ? { status: 'approved' } : {}) })
            .where(eq(euOrganizations.id, id));
        } else {
          const [created] = await tx
            .insert(euOrganizations)
            .values({
              ...v,
              source,
              status: options.approve ? 'approved' : 'pending',
              createdByUserId: actor,
            })
            .returning({ id: euOrganizations.id });
          id = created!.id;
        }
        await auditEu(tx, actor, 'admin.eu_organization.import', `eu-organization:${id}`, {
          file: fileName,
          row: row.row,
          action: row.action,
          approved: options.approve,
          values: v,
        });
      }
    });
  } catch (error) {
    for (let e: unknown = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++)
      if ((e as { code?: unknown }).code === '23505') throw euConflict('euOrganization.duplicate');
    throw error;
  }
  announceEuChange(ctx.db);
  return result;
}

/**
 * EU ecosystem management (issue 17 §1 "eu-ecosystem-management: the EU organizations shown on
 * the EU map (add, edit, approve, import)"; D §6 "Super admin: … EU ecosystem"): the admin list
 * with search, filters and paging; add, edit, approve (one or many), delete; and the public read
 * of approved organizations the EU map uses (spec public §2 /ecosystem-map-eu). The CSV/XLSX
 * import is in ./eu-import.ts.
 *
 * An organization is unique by (country, name), names compared without case. New ones are
 * `pending` until approved. Every write is a super admin's, with its audit_log row in the same
 * transaction; committed writes empty this process's rendered pages (the map's page later).
 */
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged } from '@/server/data-changes';
import { DomainError, NotFoundError } from '@/server/errors';
import { containsPattern } from '@/lib/like';
import { getTypeNameIndex, loadTypes } from '@/modules/reference/reference';
import { TYPE_LIST_IDS } from '@/modules/reference/data/type-list-ids';
import { parseAdminInput } from '@/modules/reference/types-admin-validation';
import { requireAdminRole, writeAudit } from '@/modules/admin/access';
import type { Locale } from '@/i18n/locales';
import { euOrganizations } from './schema';
import { EU_COUNTRIES, euCountryById, euCountryName, type EuCountryGroup } from './eu-countries';
import {
  euIdsInput,
  euListQuery,
  euOrganizationInput,
  type EuListQuery,
  type EuOrganizationInput,
  type EuOrganizationValues,
  type EuStatus,
} from './eu-validation';

/** An organization as the admin screen shows it (dates ISO 8601, UTC). */
export interface EuOrganizationAdmin {
  id: number;
  name: string;
  typeId: number;
  typeName: string;
  countryId: number;
  countryName: string;
  city: string;
  website: string | null;
  descriptionEn: string;
  descriptionTr: string;
  latitude: number | null;
  longitude: number | null;
  status: EuStatus;
  source: string;
  createdAt: string;
  updatedAt: string;
}

/** An approved organization as the EU map reads it, in the viewer's language. */
export interface EuOrganizationPublic {
  id: number;
  name: string;
  typeId: number;
  typeName: string;
  countryId: number;
  countryName: string;
  city: string;
  website: string | null;
  description: string;
  latitude: number | null;
  longitude: number | null;
}

type Row = typeof euOrganizations.$inferSelect;

const entity = (id: number) => `eu-organization:${id}`;

/** 409 with the field named. */
export const euConflict = (key: string, field?: string, params: Record<string, string | number> = {}) =>
  new DomainError(409, key, params, field ? { [field]: key } : undefined);

/** Writes the audit row of an EU ecosystem change (in the change's transaction). */
export const auditEu = (
  tx: Db,
  actor: string,
  action: string,
  entityId: string,
  details: Record<string, unknown>,
) => writeAudit(tx, actor, action, entityId, details);

/** After a committed write: this process's rendered pages (the EU map) are stale. */
export const announceEuChange = (db: Db) => dataChanged(db, 'pages');

function toAdmin(row: Row, typeNames: Map<number, string>, locale: Locale): EuOrganizationAdmin {
  const country = euCountryById(row.countryId);
  return {
    id: row.id,
    name: row.name,
    typeId: row.typeId,
    typeName: typeNames.get(row.typeId) ?? '',
    countryId: row.countryId,
    countryName: country ? euCountryName(country, locale) : String(row.countryId),
    city: row.city,
    website: row.website,
    descriptionEn: row.descriptionEn,
    descriptionTr: row.descriptionTr,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status === 'approved' ? 'approved' : 'pending',
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The admin list, by name: search in name and city, filters by country, type and status;
 * `pageSize` ≤ 100. Output: the page (API.md "Paged lists") plus `pendingCount`, the number of
 * organizations waiting for approval in all.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'; ValidationError for a bad query.
 */
export async function listEuOrganizations(ctx: Ctx, query: EuListQuery) {
  requireAdminRole(ctx, 'super');
  const q = parseAdminInput(euListQuery, query);
  const conditions: SQL[] = [];
  if (q.q) {
    const pattern = containsPattern(q.q);
    conditions.push(or(ilike(euOrganizations.name, pattern), ilike(euOrganizations.city, pattern))!);
  }
  if (q.countryId !== undefined) conditions.push(eq(euOrganizations.countryId, q.countryId));
  if (q.typeId !== undefined) conditions.push(eq(euOrganizations.typeId, q.typeId));
  if (q.status) conditions.push(eq(euOrganizations.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], typeNames] = await Promise.all([
    ctx.db
      .select()
      .from(euOrganizations)
      .where(where)
      .orderBy(asc(euOrganizations.name), asc(euOrganizations.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(euOrganizations).where(where),
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(euOrganizations)
    .where(eq(euOrganizations.status, 'pending'));
  return {
    data: rows.map((r) => toAdmin(r, typeNames, ctx.locale)),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    totalCount: total?.n ?? 0,
    pendingCount: pending?.n ?? 0,
  };
}

/**
 * One organization.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'euOrganization.not_found'.
 */
export async function getEuOrganization(ctx: Ctx, id: number): Promise<EuOrganizationAdmin> {
  requireAdminRole(ctx, 'super');
  return loadAdmin(ctx, id);
}

async function loadAdmin(ctx: Ctx, id: number): Promise<EuOrganizationAdmin> {
  const [row] = await ctx.db.select().from(euOrganizations).where(eq(euOrganizations.id, id));
  if (!row) throw new NotFoundError('euOrganization.not_found');
  return toAdmin(row, await getTypeNameIndex(ctx.db, ctx.locale), ctx.locale);
}

/** The ids of the stored `organizationType` items (active or not). */
export async function organizationTypeIds(db: Db): Promise<Set<number>> {
  const parent = TYPE_LIST_IDS.organizationType;
  return new Set((await loadTypes(db)).filter((t) => t.parentId === parent).map((t) => t.id));
}

/** The id of another organization of `countryId` named `name` (case ignored), if any. */
export async function findEuDuplicate(
  db: Db,
  countryId: number,
  name: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: euOrganizations.id })
    .from(euOrganizations)
    .where(
      and(
        eq(euOrganizations.countryId, countryId),
        sql`lower(${euOrganizations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(euOrganizations.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Validated values, with the type checked against the stored list. */
async function valuesOf(db: Db, input: EuOrganizationInput): Promise<EuOrganizationValues> {
  const v = parseAdminInput(euOrganizationInput, input);
  if (!(await organizationTypeIds(db)).has(v.typeId))
    throw new DomainError(400, 'euOrganization.type_invalid', {}, { typeId: 'euOrganization.type_invalid' });
  return v;
}

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * Adds an organization (pending until approved; source `admin`).
 * @throws UnauthorizedError; ForbiddenError; ValidationError (fields named); 409
 *   'euOrganization.duplicate' (same name in the same country).
 */
export async function createEuOrganization(
  ctx: Ctx,
  input: EuOrganizationInput,
): Promise<EuOrganizationAdmin> {
  const actor = requireAdminRole(ctx, 'super');
  const v = await valuesOf(ctx.db, input);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (await findEuDuplicate(tx, v.countryId, v.name))
        throw euConflict('euOrganization.duplicate', 'name');
      const [row] = await tx
        .insert(euOrganizations)
        .values({ ...v, status: 'pending', source: 'admin', createdByUserId: actor })
        .returning({ id: euOrganizations.id });
      await auditEu(tx, actor, 'admin.eu_organization.create', entity(row!.id), { ...v });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw euConflict('euOrganization.duplicate', 'name');
    throw error;
  }
  announceEuChange(ctx.db);
  return loadAdmin(ctx, id);
}

/**
 * Replaces an organization's fields (its status and source stay).
 * @throws as {@link createEuOrganization}; NotFoundError 'euOrganization.not_found'.
 */
export async function updateEuOrganization(
  ctx: Ctx,
  id: number,
  input: EuOrganizationInput,
): Promise<EuOrganizationAdmin> {
  const actor = requireAdminRole(ctx, 'super');
  const v = await valuesOf(ctx.db, input);
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(euOrganizations)
        .where(eq(euOrganizations.id, id))
        .for('update');
      if (!before) throw new NotFoundError('euOrganization.not_found');
      if (await findEuDuplicate(tx, v.countryId, v.name, id))
        throw euConflict('euOrganization.duplicate', 'name');
      await tx.update(euOrganizations).set(v).where(eq(euOrganizations.id, id));
      const from = Object.fromEntries(Object.keys(v).map((k) => [k, before[k as keyof Row]]));
      await auditEu(tx, actor, 'admin.eu_organization.update', entity(id), { from, to: v });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw euConflict('euOrganization.duplicate', 'name');
    throw error;
  }
  announceEuChange(ctx.db);
  return loadAdmin(ctx, id);
}

/**
 * Approves the chosen organizations (one or up to 500); already approved ones are counted as
 * such and left alone; unknown ids are ignored.
 * @throws UnauthorizedError; ForbiddenError; ValidationError 'euOrganization.none_chosen'.
 * @returns how many were approved now.
 */
export async function approveEuOrganizations(
  ctx: Ctx,
  input: { ids: number[] },
): Promise<{ approved: number }> {
  const actor = requireAdminRole(ctx, 'super');
  const { ids } = parseAdminInput(euIdsInput, input);
  const approved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(euOrganizations)
      .set({ status: 'approved' })
      .where(and(inArray(euOrganizations.id, [...new Set(ids)]), eq(euOrganizations.status, 'pending')))
      .returning({ id: euOrganizations.id, name: euOrganizations.name });
    for (const row of rows)
      await auditEu(tx, actor, 'admin.eu_organization.approve', entity(row.id), {
        name: row.name,
        bulk: ids.length > 1,
      });
    return rows.length;
  });
  announceEuChange(ctx.db);
  return { approved };
}

/**
 * Deletes an organization.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'euOrganization.not_found'.
 */
export async function deleteEuOrganization(ctx: Ctx, id: number): Promise<void> {
  const actor = requireAdminRole(ctx, 'super');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(euOrganizations).where(eq(euOrganizations.id, id)).returning();
    if (!row) throw new NotFoundError('euOrganization.not_found');
    await auditEu(tx, actor, 'admin.eu_organization.delete', entity(id), {
      name: row.name,
      countryId: row.countryId,
      status: row.status,
      source: row.source,
    });
  });
  announceEuChange(ctx.db);
}

/**
 * `GET /api/v2/eu-organizations?countryId=`: the approved organizations (of one country when
 * asked), by country then name, in the viewer's language. Anyone may read them.
 */
export async function listApprovedEuOrganizations(
  ctx: Ctx,
  countryId?: number,
): Promise<EuOrganizationPublic[]> {
  const [rows, typeNames] = await Promise.all([
    ctx.db
      .select()
      .from(euOrganizations)
      .where(
        and(
          eq(euOrganizations.status, 'approved'),
          countryId === undefined ? undefined : eq(euOrganizations.countryId, countryId),
        ),
      )
      .orderBy(asc(euOrganizations.countryId), asc(euOrganizations.name)),
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  return rows.map((row) => {
    const country = euCountryById(row.countryId);
    return {
      id: row.id,
      name: row.name,
      typeId: row.typeId,
      typeName: typeNames.get(row.typeId) ?? '',
      countryId: row.countryId,
      countryName: country ? euCountryName(country, ctx.locale) : String(row.countryId),
      city: row.city,
      website: row.website,
      description: ctx.locale === 'tr' ? row.descriptionTr || row.descriptionEn : row.descriptionEn,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  });
}

/**
 * The countries of the EU map in the viewer's language, by name, each with its number of
 * approved organizations, in all (`approvedCount`) and per organization type id (`byType`, only
 * the types it has; the map's category switches, issue 18 §1)
 * (`GET /api/v2/eu-organizations/countries`).
 */
export async function listEuCountries(ctx: Ctx): Promise<
  Array<{
    id: number;
    iso2: string;
    name: string;
    group: EuCountryGroup;
    approvedCount: number;
    byType: Record<string, number>;
  }>
> {
  const counts = await ctx.db
    .select({ countryId: euOrganizations.countryId, typeId: euOrganizations.typeId, n: count() })
    .from(euOrganizations)
    .where(eq(euOrganizations.status, 'approved'))
    .groupBy(euOrganizations.countryId, euOrganizations.typeId);
  const byCountry = new Map<number, Record<string, number>>();
  for (const r of counts) {
    const types = byCountry.get(r.countryId) ?? {};
    types[String(r.typeId)] = r.n;
    byCountry.set(r.countryId, types);
  }
  return EU_COUNTRIES.map((c) => {
    const byType = byCountry.get(c.id) ?? {};
    return {
      id: c.id,
      iso2: c.iso2,
      name: euCountryName(c, ctx.locale),
      group: c.group,
      approvedCount: Object.values(byType).reduce((sum, n) => sum + n, 0),
      byType,
    };
  }).sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
}

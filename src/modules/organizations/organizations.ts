/**
 * Organizations service (spec public-and-account §3 "Organization"). The keystone needs the
 * investors of the imported startups; the dashboard issue adds the rest.
 */
import { containsPattern } from '@/lib/like';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { ValidationError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { normalizeSearchText, uniqueSlug } from '@/lib/text';
import { organizations } from './schema';

export interface NewOrganization {
  name: string;
  /** ref_types id in the organizationType list. */
  typeId: number;
  website?: string | null;
  countryId?: number | null;
  cityId?: number | null;
  /** Optional texts and contact of generated sample organizations. */
  tagline?: string | null;
  description?: string | null;
  facilities?: string | null;
  address?: string | null;
  email?: string | null;
  createdAt?: Date;
  /** Provenance (lib/provenance): `yc`, `generated`; absent → `user`. */
  source?: string;
}

export interface OrganizationSummary {
  id: number;
  name: string;
  seoUrl: string;
  typeId: number;
  logoUrl: string | null;
}

/**
 * Creates organizations in bulk with unique seoUrls; returns their ids in input order.
 * Input names are trusted (seed and import scripts). Throws the database error.
 */
export async function createOrganizations(db: Db, rows: NewOrganization[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const existing = await db.select({ seoUrl: organizations.seoUrl }).from(organizations);
  const taken = new Set(existing.map((r) => r.seoUrl));
  const values = rows.map((r) => ({
    ...r,
    website: r.website ?? null,
    countryId: r.countryId ?? null,
    cityId: r.cityId ?? null,
    seoUrl: uniqueSlug(r.name, taken),
    searchText: normalizeSearchText(r.name, r.tagline),
  }));
  await insertInChunks(db, organizations, values);
  const created = await db
    .select({ id: organizations.id, seoUrl: organizations.seoUrl })
    .from(organizations)
    .where(
      inArray(
        organizations.seoUrl,
        values.map((v) => v.seoUrl),
      ),
    );
  const idBySlug = new Map(created.map((r) => [r.seoUrl, r.id]));
  return values.map((v) => idBySlug.get(v.seoUrl)!);
}

/** The columns of an OrganizationSummary. */
const summaryColumns = {
  id: organizations.id,
  name: organizations.name,
  seoUrl: organizations.seoUrl,
  typeId: organizations.typeId,
  logoUrl: organizations.logoUrl,
};

/** Summaries of the given organizations, keyed by id (for startup pages and lists). */
export async function getOrganizationSummaries(
  db: Db,
  ids: number[],
): Promise<Map<number, OrganizationSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Number of organizations of the given types (home page counts: investors). */
export async function countOrganizations(db: Db, typeIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations)
    .where(inArray(organizations.typeId, typeIds));
  return row?.n ?? 0;
}

/**
 * Organizations whose name contains `name` (case- and diacritic-insensitive; 2+ characters),
 * approved and visible, at most `limit` (spec §7 "organization lookup … limited to 10").
 * @throws ValidationError `search.min_length` for shorter input.
 */
export async function lookupOrganizations(db: Db, name: string, limit = 10): Promise<OrganizationSummary[]> {
  const term = normalizeSearchText(name);
  if (term.length < 2) throw new ValidationError('search.min_length', { name: 'search.min_length' });
  return db
    .select(summaryColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.isApproved, true),
        eq(organizations.isVisible, true),
        sql`${organizations.searchText} like ${containsPattern(term)}`,
      ),
    )
    .orderBy(organizations.name)
    .limit(Math.min(limit, 10));
}

/** Organization types that host startups: what a startup's "incubation centers attended" may name. */
export const INCUBATION_ORGANIZATION_TYPES = [
  'Incubation center',
  'Science park',
  'Entrepreneurship center',
  'Accelerator',
  'Technology transfer office',
  'University',
].map((name) => typeIdByName('organizationType', name));

/** Approved host organizations (INCUBATION_ORGANIZATION_TYPES) by name, at most `limit`: `{ id, name }`. */
export async function listHostOrganizations(
  db: Db,
  limit: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(inArray(organizations.typeId, INCUBATION_ORGANIZATION_TYPES), eq(organizations.isApproved, true)),
    )
    .orderBy(asc(organizations.name))
    .limit(limit);
}

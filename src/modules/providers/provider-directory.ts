/**
 * Service providers for the public pages (spec public-and-account §2 "/providers and
 * /providers/{seoUrl}: service provider list and detail"; dashboard-and-operations §3 Provider;
 * §4 hidden providers are not listed). Visitors see visible providers only; their managers and
 * admins also open hidden ones. Names of lists and places in the viewer's language.
 */
import { containsPattern } from '@/lib/like';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { searchTermOf } from '@/lib/text';
import { entityKey, hasScope } from '@/modules/access/permissions';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import { providers, providerTeamMembers } from './schema';

/** Providers per page of /providers. */
export const PROVIDER_PAGE_SIZE = 9;

export interface ProviderQuery {
  /** ref_types ids in `serviceIndustry` (any of them). */
  industryIds?: number[];
  countryId?: number | null;
  cityId?: number | null;
  /** Words of the name or slogan (2+ characters). */
  text?: string | null;
  /** 1-based. */
  page?: number;
}

export interface ProviderCard {
  id: number;
  seoUrl: string;
  name: string;
  slogan: string | null;
  industries: string[];
  city: string | null;
  country: string | null;
}

/** One page of visible providers, newest first, and the total. */
export async function searchProviders(
  ctx: Ctx,
  query: ProviderQuery,
): Promise<{ data: ProviderCard[]; totalCount: number; page: number; pageSize: number }> {
  const page = Math.max(1, query.page ?? 1);
  const where: SQL[] = [eq(providers.isVisible, true)];
  if (query.industryIds?.length) where.push(arrayOverlaps(providers.serviceIndustryIds, query.industryIds));
  if (query.countryId) where.push(eq(providers.countryId, query.countryId));
  if (query.cityId) where.push(eq(providers.cityId, query.cityId));
  const { term: words, matchesNothing } = searchTermOf(query.text);
  if (matchesNothing && (query.text ?? '').trim().length >= 2) where.push(sql`false`);
  if (words.length >= 2) where.push(ilike(providers.searchText, containsPattern(words)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(providers)
      .where(condition)
      .orderBy(desc(providers.createdAt), desc(providers.id))
      .limit(PROVIDER_PAGE_SIZE)
      .offset((page - 1) * PROVIDER_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(providers).where(condition),
  ]);
  const [names, places] = await Promise.all([
    getTypeNameIndex(ctx.db, ctx.locale),
    getPlaceNames(
      ctx.db,
      rows.flatMap((r) => (r.countryId ? [r.countryId] : [])),
      rows.flatMap((r) => (r.cityId ? [r.cityId] : [])),
      ctx.locale,
    ),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      seoUrl: r.seoUrl,
      name: r.name,
      slogan: r.slogan,
      industries: r.serviceIndustryIds.flatMap((id) => names.get(id) ?? []),
      city: r.cityId ? (places.cities.get(r.cityId) ?? null) : null,
      country: r.countryId ? (places.countries.get(r.countryId) ?? null) : null,
    })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: PROVIDER_PAGE_SIZE,
  };
}

export type ProviderDetail = ProviderCard &
  Omit<typeof providers.$inferSelect, 'searchText' | 'createdByUserId'> & {
    companySize: string | null;
    teamMembers: Array<{
      id: number;
      name: string;
      surname: string | null;
      title: string | null;
      isFounder: boolean;
    }>;
  };

/**
 * One provider by seoUrl or id: visible ones for everybody, hidden ones for their managers and
 * admins. Every column but the search key and creator, with `source` (provenance: `generated`
 * sample data or `user`) and `updatedAt` (UTC). @throws NotFoundError.
 */
export async function getProvider(
  ctx: Ctx,
  key: { seoUrl: string } | { id: number },
): Promise<ProviderDetail> {
  const [row] = await ctx.db
    .select()
    .from(providers)
    .where('id' in key ? eq(providers.id, key.id) : eq(providers.seoUrl, key.seoUrl));
  const mayManage =
    row && (ctx.viewer.isAdmin || hasScope(ctx.viewer.access, entityKey('provider', row.id), 'READ'));
  if (!row || (!row.isVisible && !mayManage)) throw new NotFoundError('provider.not_found');
  const [names, places, team] = await Promise.all([
    getTypeNameIndex(ctx.db, ctx.locale),
    getPlaceNames(ctx.db, row.countryId ? [row.countryId] : [], row.cityId ? [row.cityId] : [], ctx.locale),
    ctx.db
      .select({
        id: providerTeamMembers.id,
        name: providerTeamMembers.name,
        surname: providerTeamMembers.surname,
        title: providerTeamMembers.title,
        isFounder: providerTeamMembers.isFounder,
      })
      .from(providerTeamMembers)
      .where(eq(providerTeamMembers.providerId, row.id))
      .orderBy(asc(providerTeamMembers.sortOrder)),
  ]);
  const rest: Omit<typeof row, 'searchText' | 'createdByUserId'> & Partial<typeof row> = { ...row };
  delete rest.searchText;
  delete rest.createdByUserId;
  return {
    ...rest,
    industries: row.serviceIndustryIds.flatMap((id) => names.get(id) ?? []),
    city: row.cityId ? (places.cities.get(row.cityId) ?? null) : null,
    country: row.countryId ? (places.countries.get(row.countryId) ?? null) : null,
    companySize: row.companySizeId ? (names.get(row.companySizeId) ?? null) : null,
    teamMembers: team,
  };
}

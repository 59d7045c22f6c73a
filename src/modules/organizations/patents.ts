/**
 * Patent search across organizations (dashboard-and-operations §7 "POST OrganizerPatent/Search";
 * §3 Patent fields; spec public-and-account §1 "patents"). Only patents of approved, visible
 * organizations are found; names of lists in the viewer's language; 10 a page, by name.
 */
import { containsPattern } from '@/lib/like';
import { and, arrayOverlaps, asc, count, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { getTypeNameIndex } from '@/modules/reference/reference';
import { organizationPatents, organizations } from './schema';

export const PATENT_PAGE_SIZE = 10;

export interface PatentQuery {
  sectorIds?: number[];
  targetMarketIds?: number[];
  needIds?: number[];
  /** Technology readiness level at least this (1–9). */
  minTrl?: number | null;
  /** Words of the name, an application number or the inventor (2+ characters). */
  text?: string | null;
  /** 1-based. */
  page?: number;
}

/** One page of patents and the total. */
export async function searchPatents(ctx: Ctx, query: PatentQuery) {
  const page = Math.max(1, query.page ?? 1);
  const where: SQL[] = [eq(organizations.isApproved, true), eq(organizations.isVisible, true)];
  if (query.sectorIds?.length) where.push(arrayOverlaps(organizationPatents.sectorIds, query.sectorIds));
  if (query.targetMarketIds?.length)
    where.push(arrayOverlaps(organizationPatents.targetMarketIds, query.targetMarketIds));
  if (query.needIds?.length) where.push(arrayOverlaps(organizationPatents.needIds, query.needIds));
  if (query.minTrl) where.push(gte(organizationPatents.trl, query.minTrl));
  const text = query.text?.trim().replace(/[%_\\]/g, '') ?? '';
  if (text.length >= 2) {
    const like = containsPattern(text);
    where.push(
      or(
        ilike(organizationPatents.name, like),
        ilike(organizationPatents.inventorName, like),
        ilike(sql`array_to_string(${organizationPatents.applicationNumbers}, ' ')`, like),
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total], names] = await Promise.all([
    ctx.db
      .select({
        p: organizationPatents,
        organizationName: organizations.name,
        organizationSeoUrl: organizations.seoUrl,
      })
      .from(organizationPatents)
      .innerJoin(organizations, eq(organizations.id, organizationPatents.organizationId))
      .where(condition)
      .orderBy(asc(organizationPatents.name), asc(organizationPatents.id))
      .limit(PATENT_PAGE_SIZE)
      .offset((page - 1) * PATENT_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(organizationPatents)
      .innerJoin(organizations, eq(organizations.id, organizationPatents.organizationId))
      .where(condition),
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const list = (ids: number[]) => ids.flatMap((id) => names.get(id) ?? []);
  return {
    data: rows.map(({ p, organizationName, organizationSeoUrl }) => ({
      id: p.id,
      name: p.name,
      applicationNumbers: p.applicationNumbers,
      inventorName: p.inventorName,
      trl: p.trl,
      value: p.value,
      valueCurrency: p.valueCurrency,
      needs: list(p.needIds),
      sectors: list(p.sectorIds),
      targetMarkets: list(p.targetMarketIds),
      protectionStartDate: p.protectionStartDate,
      protectionEndDate: p.protectionEndDate,
      organization: { name: organizationName, seoUrl: organizationSeoUrl },
    })),
    totalCount: total?.n ?? 0,
    page,
    pageSize: PATENT_PAGE_SIZE,
  };
}

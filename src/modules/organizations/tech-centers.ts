/**
 * Ecosystem organizations for the public pages (spec public-and-account §2 /tech-centers,
 * /tech-center/{seoUrl} with tabs summary, programs, portfolio; §3 Organization; §9 6 a page,
 * newest first, institutions before investors). Only approved, visible organizations are
 * public. A program is open when today (UTC) is within its apply dates (an open end counts).
 */
import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/like';
import { searchTermOf } from '@/lib/text';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { todayUtc } from '@/lib/format';
import { recordSourceOf, type RecordSource } from '@/lib/provenance';
import { applyState } from '@/modules/programs/applications';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import { fundingRoundInvestors, fundingRounds, startupInvestors, startups } from '@/modules/startups/schema';
import { organizations, programs } from './schema';
import { TECH_CENTER_PAGE_SIZE, type TechCenterFilter } from './tech-center-filter';
import { publicOrganizationLists, type PublicOrganizationLists } from './organization-details';

export interface TechCenterSummary {
  id: number;
  seoUrl: string;
  name: string;
  tagline: string | null;
  type: string | null;
  logoUrl: string | null;
  location: string | null;
  openPrograms: number;
}

/** Whether applications to `p` are open on `day` (YYYY-MM-DD; an open end counts as open). */
export const isOpenOn = (p: { applyStartDate: string | null; applyEndDate: string | null }, day: string) =>
  applyState(p, day) === 'open';
/** SQL: program `p` is visible and open today. */
const isOpen = (day: string) =>
  and(
    eq(programs.isVisible, true),
    sql`(${programs.applyStartDate} is null or ${programs.applyStartDate} <= ${day})`,
    sql`(${programs.applyEndDate} is null or ${programs.applyEndDate} >= ${day})`,
  );
/**
 * Organization types that are investors rather than the institutions the page is about
 * (technoparks, incubators, accelerators, universities…; issue 13 §1): listed after them.
 */
export const INVESTOR_ORGANIZATION_TYPES: readonly number[] = [
  'Angel investment network',
  'Angel investor',
  'Corporate venture capital',
  'Investment company',
  'Private equity',
  'Venture capital',
].map((name) => typeIdByName('organizationType', name));

/** SQL: 1 for an investor organization, 0 for an institution (the list's first order key). */
const investorRank = sql`case when ${inArray(organizations.typeId, [...INVESTOR_ORGANIZATION_TYPES])} then 1 else 0 end`;

function conditions(filter: TechCenterFilter, day: string): SQL[] {
  const c: SQL[] = [eq(organizations.isApproved, true), eq(organizations.isVisible, true)];
  const { term, matchesNothing } = searchTermOf(filter.q);
  if (matchesNothing) c.push(sql`false`);
  if (term) c.push(sql`${organizations.searchText} like ${containsPattern(term)}`);
  if (filter.types.length) c.push(inArray(organizations.typeId, filter.types));
  if (filter.country) c.push(eq(organizations.countryId, filter.country));
  if (filter.city) c.push(eq(organizations.cityId, filter.city));
  if (filter.hasOpenProgram !== undefined) {
    const program: SQL[] = [eq(programs.organizationId, organizations.id), isOpen(day)!];
    if (filter.hasOpenProgram) {
      if (filter.stages.length) program.push(arrayOverlaps(programs.stageIds, filter.stages));
      if (filter.sectors.length) program.push(arrayOverlaps(programs.sectorIds, filter.sectors));
      if (filter.markets.length) program.push(arrayOverlaps(programs.targetMarketIds, filter.markets));
      if (filter.programTypes.length) program.push(inArray(programs.typeId, filter.programTypes));
    }
    const exists = sql`exists (select 1 from ${programs} where ${and(...program)})`;
    c.push(filter.hasOpenProgram ? exists : sql`not ${exists}`);
  }
  return c;
}

/**
 * One page of organizations matching `filter`, 6 a page: institutions (technoparks, incubators,
 * accelerators…) before investors, newest first within each (spec §9 "6 descending").
 * Output: `{ data, pageIndex, pageSize, totalCount }`.
 */
export async function searchTechCenters(
  ctx: Ctx,
  input: { filter: TechCenterFilter; page: number },
): Promise<{ data: TechCenterSummary[]; pageIndex: number; pageSize: number; totalCount: number }> {
  const day = todayUtc();
  const where = and(...conditions(input.filter, day));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(organizations)
      .where(where)
      .orderBy(asc(investorRank), desc(organizations.createdAt), desc(organizations.id))
      .limit(TECH_CENTER_PAGE_SIZE)
      .offset((input.page - 1) * TECH_CENTER_PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(where),
  ]);
  return {
    data: await summarize(ctx, rows, day),
    pageIndex: input.page,
    pageSize: TECH_CENTER_PAGE_SIZE,
    totalCount: count?.n ?? 0,
  };
}

async function summarize(
  ctx: Ctx,
  rows: Array<typeof organizations.$inferSelect>,
  day: string,
): Promise<TechCenterSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [names, places, open] = await Promise.all([
    getTypeNameIndex(ctx.db, ctx.locale),
    getPlaceNames(
      ctx.db,
      rows.flatMap((r) => (r.countryId ? [r.countryId] : [])),
      rows.flatMap((r) => (r.cityId ? [r.cityId] : [])),
      ctx.locale,
    ),
    ctx.db
      .select({ id: programs.organizationId, n: sql<number>`count(*)::int` })
      .from(programs)
      .where(and(inArray(programs.organizationId, ids), isOpen(day)))
      .groupBy(programs.organizationId),
  ]);
  const openBy = new Map(open.map((o) => [o.id, o.n]));
  return rows.map((r) => ({
    id: r.id,
    seoUrl: r.seoUrl,
    name: r.name,
    tagline: r.tagline,
    type: names.get(r.typeId) ?? null,
    logoUrl: r.logoUrl,
    location:
      [r.cityId && places.cities.get(r.cityId), r.countryId && places.countries.get(r.countryId)]
        .filter(Boolean)
        .join(', ') || null,
    openPrograms: openBy.get(r.id) ?? 0,
  }));
}

export interface PortfolioEntry {
  startup: { name: string; seoUrl: string; logoUrl: string | null };
  round: string | null;
  /** `YYYY-MM-DD` or null. */
  date: string | null;
  amount: number | null;
  currency: string;
  isLead: boolean;
  /** False for an investment whose round is not known (issue 13 §1): round, date and amount are null. */
  inRound: boolean;
}

/**
 * The visible startups `organizationId` invested in: one entry per round it is known to be in,
 * newest first, then the startups it invested in without a known round (by name).
 */
export async function getPortfolio(ctx: Ctx, organizationId: number): Promise<PortfolioEntry[]> {
  const [rows, names, withoutRound] = await Promise.all([
    ctx.db
      .select({
        name: startups.name,
        seoUrl: startups.seoUrl,
        logoUrl: startups.logoUrl,
        tourId: fundingRounds.tourId,
        date: fundingRounds.announcedDate,
        amount: fundingRounds.amount,
        currency: fundingRounds.amountCurrency,
        isLead: fundingRoundInvestors.isLead,
      })
      .from(fundingRoundInvestors)
      .innerJoin(fundingRounds, eq(fundingRounds.id, fundingRoundInvestors.roundId))
      .innerJoin(startups, eq(startups.id, fundingRounds.startupId))
      .where(and(eq(fundingRoundInvestors.organizationId, organizationId), eq(startups.isVisible, true)))
      .orderBy(sql`${fundingRounds.announcedDate} desc nulls last`, asc(startups.name)),
    getTypeNameIndex(ctx.db, ctx.locale),
    ctx.db
      .select({
        name: startups.name,
        seoUrl: startups.seoUrl,
        logoUrl: startups.logoUrl,
        currency: startups.currency,
      })
      .from(startupInvestors)
      .innerJoin(startups, eq(startups.id, startupInvestors.startupId))
      .where(
        and(
          eq(startupInvestors.organizationId, organizationId),
          eq(startups.isVisible, true),
          sql`not exists (select 1 from ${fundingRounds} join ${fundingRoundInvestors} on ${fundingRoundInvestors.roundId} = ${fundingRounds.id} where ${fundingRounds.startupId} = ${startups.id} and ${fundingRoundInvestors.organizationId} = ${organizationId})`,
        ),
      )
      .orderBy(asc(startups.name)),
  ]);
  return [
    ...rows.map((r) => ({
      startup: { name: r.name, seoUrl: r.seoUrl, logoUrl: r.logoUrl },
      round: r.tourId ? (names.get(r.tourId) ?? null) : null,
      date: r.date,
      amount: r.amount,
      currency: r.currency,
      isLead: r.isLead,
      inRound: true,
    })),
    ...withoutRound.map((r) => ({
      startup: { name: r.name, seoUrl: r.seoUrl, logoUrl: r.logoUrl },
      round: null,
      date: null,
      amount: null,
      currency: r.currency,
      isLead: false,
      inRound: false,
    })),
  ];
}

export interface TechCenterDetail extends TechCenterSummary, PublicOrganizationLists {
  email: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  /** Sanitized rich text. */
  about: string | null;
  facilities: string | null;
  address: string | null;
  coverUrl: string | null;
  /** Provenance (lib/provenance): `yc` (investors of the real data), `generated` or `user`. */
  source: RecordSource;
  /** Last change of the organization, UTC ISO-8601. */
  updatedAt: string;
  socialLinks: Record<'linkedin' | 'twitter' | 'facebook' | 'instagram', string | null>;
  programs: Array<{
    seoUrl: string;
    name: string;
    type: string | null;
    applyStartDate: string | null;
    applyEndDate: string | null;
    isOpen: boolean;
  }>;
  portfolio: PortfolioEntry[];
}

/**
 * A public organization with its programs and portfolio. `key`: a number is its id, a string its
 * seoUrl and nothing else (spec P§2 "/tech-center/{seoUrl}": a seoUrl of digits is not an id).
 * @throws NotFoundError (404 `organization.not_found`) for unknown, unapproved or hidden ones.
 */
export async function getTechCenter(ctx: Ctx, key: string | number): Promise<TechCenterDetail> {
  const [row] = await ctx.db
    .select()
    .from(organizations)
    .where(
      and(
        typeof key === 'number' ? eq(organizations.id, key) : eq(organizations.seoUrl, key),
        eq(organizations.isApproved, true),
        eq(organizations.isVisible, true),
      ),
    );
  if (!row) throw new NotFoundError('organization.not_found');
  const day = todayUtc();
  const [[summary], list, portfolio, names, lists] = await Promise.all([
    summarize(ctx, [row], day),
    ctx.db
      .select()
      .from(programs)
      .where(and(eq(programs.organizationId, row.id), eq(programs.isVisible, true)))
      .orderBy(sql`${programs.applyEndDate} desc nulls first`),
    getPortfolio(ctx, row.id),
    getTypeNameIndex(ctx.db, ctx.locale),
    publicOrganizationLists(ctx, row),
  ]);
  return {
    ...summary!,
    email: row.email,
    phone: row.phone,
    website: row.website,
    description: row.description,
    about: row.about,
    facilities: row.facilities,
    address: row.address,
    coverUrl: row.coverUrl,
    source: recordSourceOf(row.source),
    updatedAt: row.updatedAt.toISOString(),
    socialLinks: {
      linkedin: row.linkedin,
      twitter: row.twitter,
      facebook: row.facebook,
      instagram: row.instagram,
    },
    programs: list.map((p) => ({
      seoUrl: p.seoUrl,
      name: p.name,
      type: names.get(p.typeId) ?? null,
      applyStartDate: p.applyStartDate,
      applyEndDate: p.applyEndDate,
      isOpen: isOpenOn(p, day),
    })),
    portfolio,
    ...lists,
  };
}

export interface ProgramDetail {
  seoUrl: string;
  name: string;
  type: string | null;
  organization: { name: string; seoUrl: string };
  startDate: string | null;
  endDate: string | null;
  applyStartDate: string | null;
  applyEndDate: string | null;
  isOpen: boolean;
  investmentType: string | null;
  /** In `investmentCurrency`; share percent 0–100. */
  minInvestment: number | null;
  maxInvestment: number | null;
  investmentCurrency: string | null;
  minShare: number | null;
  maxShare: number | null;
  isGrant: boolean;
  description: string | null;
  facilities: string | null;
  conditions: string | null;
  awards: string | null;
  evaluationCriteria: string | null;
  prerequisites: string | null;
  stages: string[];
  sectors: string[];
  targetMarkets: string[];
  technologies: string[];
  /** Provenance (lib/provenance): `generated` or `user`. */
  source: RecordSource;
  /** Last change of the program, UTC ISO-8601. */
  updatedAt: string;
}

/**
 * A visible program of an approved organization by seoUrl (dashboard §2 /program/{seoUrl};
 * §3 Program fields), names in the viewer's language. @throws NotFoundError.
 */
export async function getProgram(ctx: Ctx, seoUrl: string): Promise<ProgramDetail> {
  const [row] = await ctx.db
    .select({ p: programs, orgName: organizations.name, orgSeoUrl: organizations.seoUrl })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(
      and(
        eq(programs.seoUrl, seoUrl),
        eq(programs.isVisible, true),
        eq(organizations.isApproved, true),
        eq(organizations.isVisible, true),
      ),
    );
  if (!row) throw new NotFoundError('program.not_found');
  const names = await getTypeNameIndex(ctx.db, ctx.locale);
  const list = (ids: number[]) => ids.flatMap((id) => names.get(id) ?? []);
  const p = row.p;
  const day = todayUtc();
  return {
    seoUrl: p.seoUrl,
    name: p.name,
    type: names.get(p.typeId) ?? null,
    organization: { name: row.orgName, seoUrl: row.orgSeoUrl },
    startDate: p.startDate,
    endDate: p.endDate,
    applyStartDate: p.applyStartDate,
    applyEndDate: p.applyEndDate,
    isOpen: isOpenOn(p, day),
    investmentType: p.investmentTypeId ? (names.get(p.investmentTypeId) ?? null) : null,
    minInvestment: p.minInvestment,
    maxInvestment: p.maxInvestment,
    investmentCurrency: p.investmentCurrency,
    minShare: p.minShare,
    maxShare: p.maxShare,
    isGrant: p.isGrant,
    description: p.description,
    facilities: p.facilities,
    conditions: p.conditions,
    awards: p.awards,
    evaluationCriteria: p.evaluationCriteria,
    prerequisites: p.prerequisites,
    stages: list(p.stageIds),
    sectors: list(p.sectorIds),
    targetMarkets: list(p.targetMarketIds),
    technologies: list(p.technologyIds),
    source: recordSourceOf(p.source),
    updatedAt: p.updatedAt.toISOString(),
  };
}

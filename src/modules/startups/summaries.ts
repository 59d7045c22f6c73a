/**
 * Startup summaries for cards and the table view (spec §3 "List view column groups":
 * basic info, about startup, detailed info, seeking investment, investments). Names of
 * reference items and places are resolved in the viewer's language.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { richTextToPlain } from '@/lib/rich-text';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import { fundingRounds, startups } from './schema';

export interface MoneyAmount {
  /** Units of the currency. */
  amount: number;
  /** ISO 4217. */
  currency: string;
}

export interface StartupSummary {
  id: number;
  seoUrl: string;
  name: string;
  tagline: string | null;
  description: string | null;
  logoUrl: string | null;
  website: string | null;
  sectors: string[];
  stage: string | null;
  city: string | null;
  country: string | null;
  /** `YYYY-MM-DD` UTC. */
  foundationDate: string | null;
  employeeCount: string | null;
  incorporated: boolean | null;
  businessModels: string[];
  revenueModels: string[];
  technologies: string[];
  programs: string[];
  operatingStatus: string | null;
  /** Who acquired it, when known (shown with an Acquired or Exited status). */
  acquirerName: string | null;
  hasPatent: boolean;
  hasGovernmentSupport: boolean;
  investmentSeekingStatus: string | null;
  seekingInvestment: MoneyAmount | null;
  /** Sum of disclosed round amounts, one entry per currency (largest first). */
  totalFunding: MoneyAmount[];
  roundCount: number;
  lastRoundDate: string | null;
}

/** Summaries of the given startups, in the order of `ids`. */
export async function summarizeStartups(ctx: Ctx, ids: number[]): Promise<StartupSummary[]> {
  if (ids.length === 0) return [];
  const tr = ctx.locale === 'tr';
  const rowsQuery = ctx.db
    .select({
      id: startups.id,
      seoUrl: startups.seoUrl,
      name: startups.name,
      tagline: tr
        ? sql<string | null>`coalesce(${startups.taglineTr}, ${startups.tagline})`
        : startups.tagline,
      description: tr
        ? sql<string | null>`coalesce(${startups.descriptionTr}, ${startups.description})`
        : startups.description,
      logoUrl: startups.logoUrl,
      website: startups.website,
      sectorIds: startups.sectorIds,
      stageId: startups.stageId,
      cityId: startups.cityId,
      countryId: startups.countryId,
      foundationDate: startups.foundationDate,
      employeeCountId: startups.employeeCountId,
      incorporated: startups.incorporated,
      businessModelIds: startups.businessModelIds,
      revenueModelIds: startups.revenueModelIds,
      technologyIds: startups.technologyIds,
      programIds: startups.programIds,
      operatingStatusId: startups.operatingStatusId,
      acquirerName: startups.acquirerName,
      hasPatent: startups.hasPatent,
      hasGovernmentSupport: startups.hasGovernmentSupport,
      seekingStatusId: startups.investmentSeekingStatusId,
      seekingAmount: startups.seekingInvestmentAmount,
      seekingCurrency: startups.seekingInvestmentCurrency,
      lastRoundDate: startups.lastRoundDate,
    })
    .from(startups)
    .where(inArray(startups.id, ids));
  const totalsQuery = ctx.db
    .select({
      startupId: fundingRounds.startupId,
      currency: fundingRounds.amountCurrency,
      amount: sql<number>`coalesce(sum(${fundingRounds.amount}), 0)::float8`,
      rounds: sql<number>`count(*)::int`,
    })
    .from(fundingRounds)
    .where(inArray(fundingRounds.startupId, ids))
    .groupBy(fundingRounds.startupId, fundingRounds.amountCurrency);
  // Rows and totals in parallel; place and type names come from per-process caches once warm.
  const [rows, totals, names] = await Promise.all([
    rowsQuery,
    totalsQuery,
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const places = await getPlaceNames(
    ctx.db,
    rows.flatMap((r) => (r.countryId === null ? [] : [r.countryId])),
    rows.flatMap((r) => (r.cityId === null ? [] : [r.cityId])),
    ctx.locale,
  );
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const list = (values: number[]) => values.map((v) => names.get(v)).filter((v): v is string => Boolean(v));
  const byId = new Map(
    rows.map((r) => {
      const own = totals.filter((t) => t.startupId === r.id);
      const summary: StartupSummary = {
        id: r.id,
        seoUrl: r.seoUrl,
        name: r.name,
        tagline: r.tagline,
        // Lists show plain text; the detail page renders the rich text.
        description: r.description?.trimStart().startsWith('<')
          ? richTextToPlain(r.description)
          : r.description,
        logoUrl: r.logoUrl,
        website: r.website,
        sectors: list(r.sectorIds),
        stage: name(r.stageId),
        city: r.cityId === null ? null : (places.cities.get(r.cityId) ?? null),
        country: r.countryId === null ? null : (places.countries.get(r.countryId) ?? null),
        foundationDate: r.foundationDate,
        employeeCount: name(r.employeeCountId),
        incorporated: r.incorporated,
        businessModels: list(r.businessModelIds),
        revenueModels: list(r.revenueModelIds),
        technologies: list(r.technologyIds),
        programs: list(r.programIds),
        operatingStatus: name(r.operatingStatusId),
        acquirerName: r.acquirerName,
        hasPatent: r.hasPatent,
        hasGovernmentSupport: r.hasGovernmentSupport,
        investmentSeekingStatus: name(r.seekingStatusId),
        seekingInvestment:
          r.seekingAmount !== null && r.seekingCurrency
            ? { amount: r.seekingAmount, currency: r.seekingCurrency }
            : null,
        totalFunding: own
          .filter((t) => t.amount > 0)
          .map((t) => ({ amount: t.amount, currency: t.currency }))
          .sort((a, b) => b.amount - a.amount),
        roundCount: own.reduce((n, t) => n + t.rounds, 0),
        lastRoundDate: r.lastRoundDate,
      };
      return [r.id, summary] as const;
    }),
  );
  return ids.map((id) => byId.get(id)).filter((s): s is StartupSummary => Boolean(s));
}

/**
 * Bulk insertion of startups with their child collections, used by the real-data import and
 * the deterministic generator. Derived columns (hasInvestment, totals, search key) are
 * computed here, in one place, from the child rows.
 */
import type { Db } from '@/server/db/client';
import { insertInChunks } from '@/server/db/batch';
import { toUsd } from '@/lib/format';
import { normalizeSearchText, uniqueSlug } from '@/lib/text';
import {
  fundingRoundInvestors,
  fundingRounds,
  startupCompetitors,
  startupAccelerationPrograms,
  startupGovernmentSupports,
  startupImportantUpdates,
  startupInvestors,
  startupPatents,
  startups,
  startupTeamMembers,
} from './schema';

type StartupInsert = typeof startups.$inferInsert;

export interface RoundSeed {
  announcedDate?: string | null;
  tourId?: number | null;
  investmentTypeId?: number | null;
  amount?: number | null;
  amountCurrency: string;
  preMoneyValuation?: number | null;
  valuationCurrency?: string | null;
  shareRatio?: number | null;
  investorIds: number[];
  leadInvestorId?: number | null;
}

export interface StartupSeed {
  startup: Omit<
    StartupInsert,
    | 'id'
    | 'seoUrl'
    | 'searchText'
    | 'hasInvestment'
    | 'totalFundingUsd'
    | 'lastRoundDate'
    | 'firstRoundDate'
    | 'roundTourIds'
    | 'roundAmountCurrencies'
    | 'roundValuationCurrencies'
    | 'roundAmountMin'
    | 'roundAmountMax'
    | 'roundValuationMin'
    | 'roundValuationMax'
    | 'hasPatent'
    | 'governmentSupportIds'
  > & { hasGovernmentSupport?: boolean };
  rounds?: RoundSeed[];
  /**
   * Every known investor of the startup, with or without a known round (issue 13 §1): stored in
   * startup_investors with the startup's `source`. A round's `investorIds` list only investors
   * known to be in that round.
   */
  investorIds?: number[];
  team?: Array<Omit<typeof startupTeamMembers.$inferInsert, 'id' | 'startupId'>>;
  patents?: Array<{ name: string; applicationNumber: string }>;
  governmentSupports?: Array<{ typeId: number; supportDate?: string | null }>;
  importantUpdates?: Array<{ text: string; updateDate: string }>;
  competitors?: Array<{ competitorName: string; competitorWebsite?: string | null }>;
  /** Dates of the programs in `startup.programIds` (YYYY-MM-DD by program id); absent → no date. */
  programDates?: Record<number, string>;
}

const present = <T>(values: Array<T | null | undefined>): T[] =>
  values.filter((v): v is T => v !== null && v !== undefined);
/** Distinct values in ascending order, as PostgreSQL's array_agg(DISTINCT …) gives them. */
const sortedUnique = <T extends string | number>(values: T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Derived startup columns from its rounds, patents and supports. The round columns are the ones
 * the funding_rounds triggers of migration 0021 compute, with the same values, so inserting the
 * rounds afterwards leaves the row as it is (the trigger skips rows it would not change; a
 * rewrite of every row would double the table on a bulk seed).
 */
export function deriveStartupColumns(seed: StartupSeed) {
  const rounds = seed.rounds ?? [];
  const dates = present(rounds.map((r) => r.announcedDate)).sort();
  const amounts = present(rounds.map((r) => r.amount));
  const valuations = present(rounds.map((r) => r.preMoneyValuation));
  const supports = seed.governmentSupports ?? [];
  return {
    hasInvestment: rounds.length > 0,
    // The sum of the rounds' amount_usd (each rounded to whole dollars), as the trigger sums it.
    totalFundingUsd: rounds.reduce(
      (sum, r) => sum + (r.amount ? Math.round(toUsd(r.amount, r.amountCurrency)) : 0),
      0,
    ),
    lastRoundDate: dates.at(-1) ?? null,
    firstRoundDate: dates[0] ?? null,
    roundTourIds: sortedUnique(present(rounds.map((r) => r.tourId))),
    roundAmountCurrencies: sortedUnique(rounds.map((r) => r.amountCurrency)),
    roundValuationCurrencies: sortedUnique(present(rounds.map((r) => r.valuationCurrency))),
    roundAmountMin: amounts.length ? Math.min(...amounts) : null,
    roundAmountMax: amounts.length ? Math.max(...amounts) : null,
    roundValuationMin: valuations.length ? Math.min(...valuations) : null,
    roundValuationMax: valuations.length ? Math.max(...valuations) : null,
    hasPatent: (seed.patents ?? []).length > 0,
    hasGovernmentSupport: seed.startup.hasGovernmentSupport ?? supports.length > 0,
    governmentSupportIds: [...new Set(supports.map((s) => s.typeId))],
    searchText: normalizeSearchText(seed.startup.name, seed.startup.tagline, seed.startup.taglineTr),
  };
}

/**
 * Inserts startups and every child collection; returns the new startup ids in input order.
 * seoUrls are made from the names, unique against the database (Turkish letters transliterated).
 */
export async function insertStartupSeeds(
  db: Db,
  seeds: StartupSeed[],
  takenSlugs: Set<string>,
): Promise<number[]> {
  const ids: number[] = [];
  const CHUNK = 1000;
  for (let offset = 0; offset < seeds.length; offset += CHUNK) {
    const chunk = seeds.slice(offset, offset + CHUNK);
    const rows = chunk.map((seed) => ({
      ...seed.startup,
      ...deriveStartupColumns(seed),
      seoUrl: uniqueSlug(seed.startup.name, takenSlugs),
    }));
    const inserted = await db.insert(startups).values(rows).returning({ id: startups.id });
    const chunkIds = inserted.map((r) => r.id);
    ids.push(...chunkIds);
    await insertChildren(db, chunk, chunkIds);
  }
  return ids;
}

async function insertChildren(db: Db, chunk: StartupSeed[], ids: number[]): Promise<void> {
  const roundRows: Array<typeof fundingRounds.$inferInsert> = [];
  const roundInvestors: Array<{ investorIds: number[]; lead?: number | null }> = [];
  chunk.forEach((seed, i) => {
    (seed.rounds ?? []).forEach((r, order) => {
      roundRows.push({
        startupId: ids[i]!,
        announcedDate: r.announcedDate ?? null,
        tourId: r.tourId ?? null,
        investmentTypeId: r.investmentTypeId ?? null,
        amount: r.amount ?? null,
        amountCurrency: r.amountCurrency,
        amountUsd: r.amount ? Math.round(toUsd(r.amount, r.amountCurrency)) : null,
        preMoneyValuation: r.preMoneyValuation ?? null,
        valuationCurrency: r.valuationCurrency ?? (r.preMoneyValuation ? r.amountCurrency : null),
        shareRatio: r.shareRatio ?? null,
        sortOrder: order,
      });
      roundInvestors.push({ investorIds: r.investorIds, lead: r.leadInvestorId });
    });
  });
  for (let i = 0; i < roundRows.length; i += 2000) {
    const inserted = await db
      .insert(fundingRounds)
      .values(roundRows.slice(i, i + 2000))
      .returning({ id: fundingRounds.id });
    const links = inserted.flatMap((row, j) => {
      const spec = roundInvestors[i + j]!;
      return [...new Set(spec.investorIds)].map((organizationId) => ({
        roundId: row.id,
        organizationId,
        isLead: spec.lead === organizationId,
      }));
    });
    if (links.length) await insertInChunks(db, fundingRoundInvestors, links, 5000);
  }
  const investors = chunk.flatMap((seed, i) =>
    [...new Set(seed.investorIds ?? [])].map((organizationId) => ({
      startupId: ids[i]!,
      organizationId,
      source: seed.startup.source ?? 'user',
    })),
  );
  if (investors.length) await insertInChunks(db, startupInvestors, investors, 5000);
  const each = <T>(pick: (s: StartupSeed) => T[] | undefined) =>
    chunk.flatMap((seed, i) => (pick(seed) ?? []).map((row) => ({ ...row, startupId: ids[i]! })));
  const team = each((s) => s.team);
  if (team.length) await insertInChunks(db, startupTeamMembers, team, 2000);
  const patents = each((s) => s.patents);
  if (patents.length) await insertInChunks(db, startupPatents, patents, 2000);
  const supports = each((s) => s.governmentSupports);
  if (supports.length) await insertInChunks(db, startupGovernmentSupports, supports, 2000);
  const updates = each((s) => s.importantUpdates);
  if (updates.length) await insertInChunks(db, startupImportantUpdates, updates, 2000);
  const programs = chunk.flatMap((seed, i) =>
    (seed.startup.programIds ?? []).map((typeId) => ({
      startupId: ids[i]!,
      typeId,
      programDate: seed.programDates?.[typeId] ?? null,
    })),
  );
  if (programs.length) await insertInChunks(db, startupAccelerationPrograms, programs, 2000);
  const competitors = each((s) => s.competitors);
  if (competitors.length) await insertInChunks(db, startupCompetitors, competitors, 2000);
}

/** The seoUrls already taken, to keep new ones unique. */
export async function loadTakenStartupSlugs(db: Db): Promise<Set<string>> {
  const rows = await db.select({ seoUrl: startups.seoUrl }).from(startups);
  return new Set(rows.map((r) => r.seoUrl));
}

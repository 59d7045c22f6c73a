/** Home-page counts (spec §3 "Home data"): startups, investors, founders, funding rounds, total funding. */
import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { countOrganizations } from '@/modules/organizations/organizations';
import { countPeople } from '@/modules/people/people';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { fundingRounds, startups } from './schema';
import { cachedResult } from './search-cache';

export interface EcosystemCounts {
  startups: number;
  investors: number;
  founders: number;
  fundingRounds: number;
  /** Disclosed round amounts converted to USD at the fixed reference rates (lib/format). */
  totalFundingUsd: number;
}

const INVESTOR_TYPES = [
  'Angel investment network',
  'Angel investor',
  'Corporate venture capital',
  'Investment company',
  'Private equity',
  'Venture capital',
  'Accelerator',
].map((n) => typeIdByName('organizationType', n));

/** Counts over visible startups and every investor organization (cached like list results). */
export async function getEcosystemCounts(ctx: Ctx): Promise<EcosystemCounts> {
  return cachedResult(ctx.db, 'ecosystem-counts', () => countEcosystem(ctx));
}

async function countEcosystem(ctx: Ctx): Promise<EcosystemCounts> {
  const [[s], [r], investors, founders] = await Promise.all([
    ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${startups.totalFundingUsd}), 0)::float8`,
      })
      .from(startups)
      .where(eq(startups.isVisible, true)),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fundingRounds)
      .innerJoin(startups, eq(startups.id, fundingRounds.startupId))
      .where(eq(startups.isVisible, true)),
    countOrganizations(ctx.db, INVESTOR_TYPES),
    countPeople(ctx.db),
  ]);
  return {
    startups: s?.n ?? 0,
    investors,
    founders,
    fundingRounds: r?.n ?? 0,
    totalFundingUsd: s?.total ?? 0,
  };
}

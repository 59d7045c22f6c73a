/**
 * Report 2's figures, "Who funds startups: rounds and investors": every counted round of every
 * visible startup (counting rules in ./report-figures.ts) by year, stage, data source and startup
 * country, the most active investors, the investor pairs that invest together most, and how many
 * investors the rounds name.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { RECORD_SOURCES, type RecordSource } from '@/lib/provenance';
import { rowsOf } from '@/server/db/rows';
import {
  countedRound,
  fundingByYear,
  groupStartups,
  percentOf,
  rankGroups,
  roundTotals,
  type Label,
  type RankedGroups,
  type YearFunding,
} from './report-queries';

export interface InvestorFigures {
  rounds: number;
  disclosedRounds: number;
  /** USD. */
  fundingUsd: number;
  /** USD; null without any disclosed round. */
  medianRoundUsd: number | null;
  /** Startups with at least one counted round. */
  fundedStartups: number;
  /** Distinct organizations named in counted rounds or linked to visible startups as investors. */
  investors: number;
  /** Rounds naming at least one investor. */
  roundsWithInvestors: number;
  /** Rounds naming two or more investors; percent 0–100 of `roundsWithInvestors`. */
  coInvestedRounds: number;
  coInvestedPercent: number;
  /** Rounds and USD by where the startup's record comes from (lib/provenance), zeros left out. */
  bySource: Array<{ source: RecordSource; rounds: number; fundingUsd: number; percent: number }>;
  /** Dated rounds by year (every year of the range); `undatedRounds` have no date. */
  byYear: YearFunding[];
  undatedRounds: number;
  /** By round stage (`investmentTour`), most rounds first; label null = no stage recorded. */
  byStage: Array<{ label: Label | null; rounds: number; fundingUsd: number }>;
  /** The 10 investors named in the most rounds (visible organizations only). */
  topInvestorsByRounds: Array<{ name: string; rounds: number; leadRounds: number; startups: number }>;
  /** The 10 investors linked to the most startups (`startup_investors`). */
  topInvestorsByStartups: Array<{ name: string; startups: number }>;
  /** The 8 investor pairs named together in the most rounds. */
  topPairs: Array<{ first: string; second: string; rounds: number }>;
  /** Rounds by how many investors they name: 0, 1, 2, 3 and 4 (meaning four or more). */
  investorsPerRound: Array<{ investors: number; rounds: number }>;
  /** Countries of the startups, top 8 by disclosed funding. */
  countries: RankedGroups;
}

/** Report 2's figures as of `asOf` (`YYYY-MM-DD`, UTC). Read only. */
export async function investorFigures(db: Db, asOf: string): Promise<InvestorFigures> {
  const all = sql`true`;
  const counted = countedRound(asOf);
  const totals = await roundTotals(db, asOf, all);
  const [named] = rowsOf<{ investors: number; with_investors: number; co: number }>(
    await db.execute(sql`
      with k as (
        select r.id, (select count(*) from funding_round_investors f where f.round_id = r.id)::int as n
        from funding_rounds r join startups s on s.id = r.startup_id where s.is_visible and ${counted}
      )
      select (select count(*)::int from (
          select f.organization_id from funding_round_investors f join k on k.id = f.round_id
          union
          select si.organization_id from startup_investors si join startups s on s.id = si.startup_id
          where s.is_visible) o) as investors,
        (select count(*)::int from k where n > 0) as with_investors,
        (select count(*)::int from k where n > 1) as co`),
  );
  const perRound = rowsOf<{ bucket: number; rounds: number }>(
    await db.execute(sql`
      select least(coalesce(x.n, 0), 4)::int as bucket, count(*)::int as rounds
      from funding_rounds r join startups s on s.id = r.startup_id
      left join (select round_id, count(*)::int as n from funding_round_investors group by 1) x on x.round_id = r.id
      where s.is_visible and ${counted} group by 1`),
  );
  const sources = rowsOf<{ source: string; rounds: number; usd: number }>(
    await db.execute(sql`
      select s.source, count(*)::int as rounds, coalesce(sum(r.amount_usd), 0)::float8 as usd
      from funding_rounds r join startups s on s.id = r.startup_id
      where s.is_visible and ${counted} group by 1`),
  );
  const stages = rowsOf<{ name_en: string | null; name_tr: string | null; rounds: number; usd: number }>(
    await db.execute(sql`
      select t.name_en, t.name_tr, count(*)::int as rounds, coalesce(sum(r.amount_usd), 0)::float8 as usd
      from funding_rounds r join startups s on s.id = r.startup_id left join ref_types t on t.id = r.tour_id
      where s.is_visible and ${counted} group by 1, 2 order by rounds desc, t.name_en nulls last`),
  );
  const byRounds = rowsOf<{ name: string; rounds: number; lead: number; startups: number }>(
    await db.execute(sql`
      select o.name, count(*)::int as rounds, count(*) filter (where f.is_lead)::int as lead,
        count(distinct r.startup_id)::int as startups
      from funding_round_investors f join funding_rounds r on r.id = f.round_id
      join startups s on s.id = r.startup_id join organizations o on o.id = f.organization_id
      where s.is_visible and o.is_visible and ${counted}
      group by o.id, o.name order by rounds desc, o.name, o.id limit 10`),
  );
  const byStartups = rowsOf<{ name: string; startups: number }>(
    await db.execute(sql`
      select o.name, count(*)::int as startups
      from startup_investors si join startups s on s.id = si.startup_id
      join organizations o on o.id = si.organization_id
      where s.is_visible and o.is_visible
      group by o.id, o.name order by startups desc, o.name, o.id limit 10`),
  );
  const pairs = rowsOf<{ first: string; second: string; rounds: number }>(
    await db.execute(sql`
      select oa.name as first, ob.name as second, count(*)::int as rounds
      from funding_round_investors a
      join funding_round_investors b on b.round_id = a.round_id and b.organization_id > a.organization_id
      join funding_rounds r on r.id = a.round_id join startups s on s.id = r.startup_id
      join organizations oa on oa.id = a.organization_id join organizations ob on ob.id = b.organization_id
      where s.is_visible and oa.is_visible and ob.is_visible and ${counted}
      group by a.organization_id, b.organization_id, oa.name, ob.name
      order by rounds desc, oa.name, ob.name limit 8`),
  );
  const byYear = await fundingByYear(db, asOf, all);
  const countries = await groupStartups(db, asOf, sql`s.country_id`, all, sql`ref_countries`);
  const withInvestors = Number(named?.with_investors ?? 0);
  const co = Number(named?.co ?? 0);
  const bucket = (n: number) => Number(perRound.find((r) => Number(r.bucket) === n)?.rounds ?? 0);
  return {
    ...totals,
    investors: Number(named?.investors ?? 0),
    roundsWithInvestors: withInvestors,
    coInvestedRounds: co,
    coInvestedPercent: percentOf(co, withInvestors),
    bySource: RECORD_SOURCES.map((source) => {
      const rows = sources.filter(
        (r) => (RECORD_SOURCES.includes(r.source as RecordSource) ? r.source : 'user') === source,
      );
      const rounds = rows.reduce((sum, r) => sum + Number(r.rounds), 0);
      const fundingUsd = rows.reduce((sum, r) => sum + Number(r.usd), 0);
      return { source, rounds, fundingUsd, percent: percentOf(rounds, totals.rounds) };
    }).filter((s) => s.rounds > 0),
    byYear: byYear.years,
    undatedRounds: byYear.undated,
    byStage: stages.map((r) => ({
      label: r.name_en === null ? null : { en: r.name_en, tr: r.name_tr ?? r.name_en },
      rounds: Number(r.rounds),
      fundingUsd: Number(r.usd),
    })),
    topInvestorsByRounds: byRounds.map((r) => ({
      name: r.name,
      rounds: Number(r.rounds),
      leadRounds: Number(r.lead),
      startups: Number(r.startups),
    })),
    topInvestorsByStartups: byStartups.map((r) => ({ name: r.name, startups: Number(r.startups) })),
    topPairs: pairs.map((r) => ({ first: r.first, second: r.second, rounds: Number(r.rounds) })),
    investorsPerRound: [0, 1, 2, 3, 4].map((n) => ({ investors: n, rounds: bucket(n) })),
    countries: rankGroups(countries, 'fundingUsd', 8),
  };
}

/**
 * The figures of the two seeded reports (issue 16 §2 "every figure in them is true of the data"),
 * computed with SQL from the database at one moment: report 1 "Türkiye startup ecosystem in
 * numbers" (startups located in Türkiye: cities, sectors, founding years, stages, funding) and
 * report 2 "Who funds startups: rounds and investors" (every round of the database: years, stages,
 * investors, co-investment, countries, data sources). The PDFs and images print these values only.
 *
 * Counting rules, the same in both: only visible startups (`is_visible`); a round counts when it
 * is undated or dated on or before the as-of day; amounts are the rounds' `amount_usd` (converted
 * at the fixed rates of lib/format `USD_PER_UNIT`), undisclosed amounts count as rounds but add
 * nothing; a startup's main sector is the first of its `sector_ids`; hidden organizations are
 * never named (they still count in totals).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { USD_PER_UNIT } from '@/lib/format';
import { TURKEY_ID } from '@/modules/reference/seed';
import { investorFigures, type InvestorFigures } from './report-investor-figures';
import { rowsOf } from '@/server/db/rows';
import {
  everyYear,
  fundingByYear,
  groupStartups,
  percentOf,
  rankGroups,
  roundTotals,
  type Label,
  type RankedGroups,
  type YearFunding,
} from './report-queries';

export type { GroupRow, Label, RankedGroups, YearFunding } from './report-queries';
export type { InvestorFigures } from './report-investor-figures';

/** The startups of one country (report 1: Türkiye, `country_id` = 792; the innovation-index monitor: its setting). */
export interface EcosystemFigures {
  country: Label;
  startups: number;
  /** Of `startups`, those of the seed's generated sample data (`source = 'generated'`). */
  sampleStartups: number;
  /** Distinct cities the startups are in (a missing city not counted). */
  cities: number;
  fundedStartups: number;
  /** `fundedStartups` of `startups`, percent 0–100. */
  fundedPercent: number;
  rounds: number;
  disclosedRounds: number;
  /** USD. */
  fundingUsd: number;
  /** Median of the disclosed round amounts, USD; null without any. */
  medianRoundUsd: number | null;
  /** Distinct organizations linked to the startups as investors (`startup_investors`). */
  investors: number;
  /** Percent 0–100 of `startups`. */
  governmentSupportPercent: number;
  patentPercent: number;
  /** Top 10 cities by startups. */
  citiesByStartups: RankedGroups;
  /** Top 10 cities by disclosed funding (cities without funding left out of `top`). */
  citiesByFunding: RankedGroups;
  /** Top 12 main sectors by startups. */
  sectorsByStartups: RankedGroups;
  /** Top 10 main sectors by disclosed funding. */
  sectorsByFunding: RankedGroups;
  /** Every year from the first to the last founding year, zeros included. */
  foundingYears: Array<{ year: number; startups: number }>;
  foundingYearUnknown: number;
  /** Counted rounds by year of the announced date, every year of the range. */
  fundingByYear: YearFunding[];
  undatedRounds: number;
  /** Every startup stage in list order, then the startups without one (label null) when any. */
  stages: Array<{ label: Label | null; startups: number; percent: number }>;
}

/** Everything the two reports print; see the module comment for the counting rules. */
export interface ReportFigures {
  /** The as-of day (UTC, `YYYY-MM-DD`): rounds dated later are left out. */
  asOf: string;
  /** USD per unit of the currencies that amounts were converted from (stated in the reports). */
  usdPerUnit: { EUR: number; TRY: number; GBP: number };
  ecosystem: EcosystemFigures;
  investors: InvestorFigures;
}

/**
 * The ecosystem figures of the startups located in one country (report 1 for Türkiye; the
 * innovation-index monitor for the country of its setting, issue 18 §6).
 * Input: `countryId` — ISO 3166-1 numeric (ref_countries.id); `asOf` — `YYYY-MM-DD` (UTC), rounds
 * dated later are left out. Output: {@link EcosystemFigures} (counts, USD, percents 0–100, years;
 * names EN/TR; the country named by its code when it is not listed). Read only; throws what the
 * database throws.
 */
export async function countryFigures(db: Db, asOf: string, countryId: number): Promise<EcosystemFigures> {
  const inCountry = sql`s.country_id = ${countryId}`;
  const [base] = rowsOf<{
    name_en: string | null;
    name_tr: string | null;
    startups: number;
    sample: number;
    cities: number;
    gov: number;
    patent: number;
    investors: number;
    unknown_year: number;
  }>(
    await db.execute(sql`
      select (select name_en from ref_countries where id = ${countryId}) as name_en,
        (select name_tr from ref_countries where id = ${countryId}) as name_tr,
        count(*)::int as startups, count(*) filter (where s.source = 'generated')::int as sample,
        count(distinct s.city_id)::int as cities,
        count(*) filter (where s.has_government_support)::int as gov,
        count(*) filter (where s.has_patent)::int as patent,
        count(*) filter (where s.foundation_date is null)::int as unknown_year,
        (select count(distinct si.organization_id)::int from startup_investors si
          join startups s on s.id = si.startup_id where s.is_visible and ${inCountry}) as investors
      from startups s where s.is_visible and ${inCountry}`),
  );
  const startups = Number(base?.startups ?? 0);
  const totals = await roundTotals(db, asOf, inCountry);
  const cities = await groupStartups(db, asOf, sql`s.city_id`, inCountry, sql`ref_cities`);
  const sectors = await groupStartups(db, asOf, sql`s.sector_ids[1]`, inCountry, sql`ref_types`);
  const stageOrder = rowsOf<{ id: number; name_en: string; name_tr: string; startups: number }>(
    await db.execute(sql`
      select t.id, t.name_en, t.name_tr, count(s.id)::int as startups
      from ref_types t join ref_types p on p.id = t.parent_id and p.key = 'startupStage'
      left join startups s on s.stage_id = t.id and s.is_visible and ${inCountry}
      group by t.id, t.name_en, t.name_tr, t.sort_order order by t.sort_order, t.id`),
  );
  // Startups without a stage (or with one outside the list): the rest of the total.
  const noStage = startups - stageOrder.reduce((sum, r) => sum + Number(r.startups), 0);
  const founding = rowsOf<{ year: number; startups: number }>(
    await db.execute(sql`
      select extract(year from s.foundation_date)::int as year, count(*)::int as startups
      from startups s where s.is_visible and ${inCountry} and s.foundation_date is not null group by 1`),
  ).map((r) => ({ year: Number(r.year), startups: Number(r.startups) }));
  const byYear = await fundingByYear(db, asOf, inCountry);
  return {
    country: {
      en: base?.name_en ?? String(countryId),
      tr: base?.name_tr ?? base?.name_en ?? String(countryId),
    },
    startups,
    sampleStartups: Number(base?.sample ?? 0),
    cities: Number(base?.cities ?? 0),
    ...totals,
    fundedPercent: percentOf(totals.fundedStartups, startups),
    investors: Number(base?.investors ?? 0),
    governmentSupportPercent: percentOf(Number(base?.gov ?? 0), startups),
    patentPercent: percentOf(Number(base?.patent ?? 0), startups),
    citiesByStartups: rankGroups(cities, 'startups', 10),
    citiesByFunding: rankGroups(cities, 'fundingUsd', 10),
    sectorsByStartups: rankGroups(sectors, 'startups', 12),
    sectorsByFunding: rankGroups(sectors, 'fundingUsd', 10),
    foundingYears: everyYear(founding, (year) => ({ year, startups: 0 })),
    foundingYearUnknown: Number(base?.unknown_year ?? 0),
    fundingByYear: byYear.years,
    undatedRounds: byYear.undated,
    stages: [
      ...stageOrder.map((r) => ({
        label: { en: r.name_en, tr: r.name_tr },
        startups: Number(r.startups),
        percent: percentOf(Number(r.startups), startups),
      })),
      ...(noStage > 0 ? [{ label: null, startups: noStage, percent: percentOf(noStage, startups) }] : []),
    ],
  };
}

/**
 * Every figure of the two seeded reports, read from `db` as of `now` (UTC day).
 * Output: {@link ReportFigures} — counts, USD amounts, percents 0–100, years; names in EN and TR.
 * Read only; a few aggregate queries over startups and rounds (well under a second on the seed's
 * 2,700 startups). Throws what the database throws.
 */
export async function reportFigures(db: Db, now: Date): Promise<ReportFigures> {
  const asOf = now.toISOString().slice(0, 10);
  return {
    asOf,
    usdPerUnit: { EUR: USD_PER_UNIT.EUR, TRY: USD_PER_UNIT.TRY, GBP: USD_PER_UNIT.GBP },
    ecosystem: await countryFigures(db, asOf, TURKEY_ID),
    investors: await investorFigures(db, asOf),
  };
}

/**
 * The queries and shapes shared by the two reports' figures (./report-figures.ts,
 * ./report-investor-figures.ts): counted rounds, startups grouped by a column, rankings with the
 * rest summed, years with gaps filled. Counting rules in ./report-figures.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/** A name in English and Turkish. */
export interface Label {
  en: string;
  tr: string;
}

/** Startups of one city, sector or country with their counted rounds. */
export interface GroupRow {
  /** The group's name; null when the startups record none (no city, no sector…). */
  label: Label | null;
  startups: number;
  /** Startups with at least one counted round. */
  fundedStartups: number;
  rounds: number;
  /** Sum of the disclosed amounts, USD. */
  fundingUsd: number;
}

/** The first groups of a ranking and the sum of the rest (null when nothing is left). */
export interface RankedGroups {
  top: GroupRow[];
  rest: {
    groups: number;
    startups: number;
    fundedStartups: number;
    rounds: number;
    fundingUsd: number;
  } | null;
}

export interface YearFunding {
  year: number;
  rounds: number;
  /** USD. */
  fundingUsd: number;
}

/** Percent 0–100 of `part` in `whole`, one decimal; 0 when `whole` is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** SQL condition: round `r` is counted as of `asOf`. */
export const countedRound = (asOf: string) =>
  sql`(r.announced_date is null or r.announced_date <= ${asOf}::date)`;

type GroupQueryRow = {
  key: number | null;
  name_en: string | null;
  name_tr: string | null;
  startups: number;
  funded: number;
  rounds: number;
  usd: number;
};

/**
 * Visible startups matching `where`, grouped by `key` (an expression on `s`), with their counted
 * rounds; names from `names` (a table with id, name_en, name_tr).
 */
export async function groupStartups(
  db: Db,
  asOf: string,
  key: SQL,
  where: SQL,
  names: SQL,
): Promise<GroupRow[]> {
  const rows = rowsOf<GroupQueryRow>(
    await db.execute(sql`
      with f as (
        select r.startup_id, count(*)::int as rounds, coalesce(sum(r.amount_usd), 0)::float8 as usd
        from funding_rounds r where ${countedRound(asOf)} group by 1
      ), g as (
        select ${key} as key, count(*)::int as startups, count(f.startup_id)::int as funded,
          coalesce(sum(f.rounds), 0)::int as rounds, coalesce(sum(f.usd), 0)::float8 as usd
        from startups s left join f on f.startup_id = s.id
        where s.is_visible and ${where} group by 1
      )
      select g.key, n.name_en, n.name_tr, g.startups, g.funded, g.rounds, g.usd
      from g left join ${names} n on n.id = g.key`),
  );
  return rows.map((r) => ({
    label: r.key === null || r.name_en === null ? null : { en: r.name_en, tr: r.name_tr ?? r.name_en },
    startups: Number(r.startups),
    fundedStartups: Number(r.funded),
    rounds: Number(r.rounds),
    fundingUsd: Number(r.usd),
  }));
}

/**
 * The first `limit` groups by `by` (ties by English name, unnamed last), the rest summed.
 * Groups whose `by` is 0 are left out of the top and counted in the rest.
 */
export function rankGroups(groups: GroupRow[], by: 'startups' | 'fundingUsd', limit: number): RankedGroups {
  const sorted = [...groups].sort(
    (a, b) =>
      b[by] - a[by] ||
      (a.label === null ? 1 : 0) - (b.label === null ? 1 : 0) ||
      (a.label?.en ?? '').localeCompare(b.label?.en ?? ''),
  );
  const top = sorted.filter((g) => g[by] > 0).slice(0, limit);
  const rest = sorted.filter((g) => !top.includes(g));
  if (rest.length === 0) return { top, rest: null };
  const sum = (field: 'startups' | 'fundedStartups' | 'rounds' | 'fundingUsd') =>
    rest.reduce((total, g) => total + g[field], 0);
  return {
    top,
    rest: {
      groups: rest.length,
      startups: sum('startups'),
      fundedStartups: sum('fundedStartups'),
      rounds: sum('rounds'),
      fundingUsd: sum('fundingUsd'),
    },
  };
}

/** Years `from`..`to` with the value of each from `values` (0 when absent). */
export function everyYear<T extends { year: number }>(values: T[], zero: (year: number) => T): T[] {
  if (values.length === 0) return [];
  const years = values.map((v) => v.year);
  const byYear = new Map(values.map((v) => [v.year, v]));
  const out: T[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year += 1)
    out.push(byYear.get(year) ?? zero(year));
  return out;
}

/** Counted rounds by announced year and the undated count, for startups matching `where`. */
export async function fundingByYear(
  db: Db,
  asOf: string,
  where: SQL,
): Promise<{ years: YearFunding[]; undated: number }> {
  const rows = rowsOf<{ year: number | null; rounds: number; usd: number }>(
    await db.execute(sql`
      select extract(year from r.announced_date)::int as year, count(*)::int as rounds,
        coalesce(sum(r.amount_usd), 0)::float8 as usd
      from funding_rounds r join startups s on s.id = r.startup_id
      where s.is_visible and ${where} and ${countedRound(asOf)} group by 1`),
  );
  const dated = rows
    .filter((r) => r.year !== null)
    .map((r) => ({ year: Number(r.year), rounds: Number(r.rounds), fundingUsd: Number(r.usd) }));
  return {
    years: everyYear(dated, (year) => ({ year, rounds: 0, fundingUsd: 0 })),
    undated: Number(rows.find((r) => r.year === null)?.rounds ?? 0),
  };
}

/** Totals of the counted rounds of startups matching `where`. */
export async function roundTotals(db: Db, asOf: string, where: SQL) {
  const [row] = rowsOf<{
    rounds: number;
    disclosed: number;
    usd: number;
    funded: number;
    median: number | null;
  }>(
    await db.execute(sql`
      select count(*)::int as rounds, count(r.amount_usd)::int as disclosed,
        coalesce(sum(r.amount_usd), 0)::float8 as usd, count(distinct r.startup_id)::int as funded,
        (percentile_cont(0.5) within group (order by r.amount_usd))::float8 as median
      from funding_rounds r join startups s on s.id = r.startup_id
      where s.is_visible and ${where} and ${countedRound(asOf)}`),
  );
  return {
    rounds: Number(row?.rounds ?? 0),
    disclosedRounds: Number(row?.disclosed ?? 0),
    fundingUsd: Number(row?.usd ?? 0),
    fundedStartups: Number(row?.funded ?? 0),
    medianRoundUsd: row?.median == null ? null : Number(row.median),
  };
}

/**
 * The innovation-index monitor (issue 18 §6 "/azerbaijan-gii and /azerbaijan-gii/dashboard: an
 * innovation-index monitor for one country — its startups, organizations, funding by year and
 * sector, and programs … the country a setting, so the same monitor serves any country"; spec
 * public §1 "A separate innovation-index monitor layout exists for one country").
 *
 * The country is the `home` site setting's `monitorCountryId` (ISO 3166-1 numeric; 792,
 * Türkiye, until a super admin picks another at /admin/management/home, e.g. 31 for Azerbaijan;
 * decision 0024). Every figure comes
 * from the platform's own data with the counting rules of the reports (./report-figures.ts):
 * visible startups located in the country, rounds dated up to today (UTC) or undated, amounts in
 * USD; organizations and programs that the public lists show (approved, visible).
 *
 * Output of {@link getInnovationMonitor}: `{ asOf, countryId, figures, organizations,
 * organizationTypes, programs, openPrograms, programList }` — see {@link InnovationMonitor}.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { rowsOf } from '@/server/db/rows';
import { todayUtc } from '@/lib/format';
import { getSiteSetting } from '@/modules/site/settings';
import { isOpenOn } from '@/modules/organizations/tech-centers';
import { countryFigures, type EcosystemFigures, type Label } from './report-figures';

/** Most programs the monitor lists (open ones first, then the latest deadlines). */
export const MONITOR_PROGRAMS = 12;

export interface MonitorProgram {
  seoUrl: string;
  name: string;
  organization: { name: string; seoUrl: string };
  /** Application window, `YYYY-MM-DD` or null. */
  applyStartDate: string | null;
  applyEndDate: string | null;
  /** Applications open today (UTC). */
  isOpen: boolean;
}

export interface InnovationMonitor {
  /** The as-of day, UTC `YYYY-MM-DD`. */
  asOf: string;
  /** ISO 3166-1 numeric. */
  countryId: number;
  /** Startups, funding (by year, by sector, totals in USD), founding years, stages, cities. */
  figures: EcosystemFigures;
  /** Public organizations located in the country. */
  organizations: number;
  /** Those organizations by type, most first (names EN/TR). */
  organizationTypes: Array<{ label: Label; organizations: number }>;
  /** Public programs of those organizations, and how many take applications today. */
  programs: number;
  openPrograms: number;
  /** Up to {@link MONITOR_PROGRAMS} of them: open first, then by latest application deadline. */
  programList: MonitorProgram[];
}

/**
 * The monitor of the configured country as of today (UTC). Read only: a few aggregate queries
 * (the report's, restricted to one country). Public data only, the same for every viewer.
 * @throws what the database throws.
 */
export async function getInnovationMonitor(ctx: Ctx): Promise<InnovationMonitor> {
  const { monitorCountryId: countryId } = await getSiteSetting(ctx.db, 'home');
  const asOf = todayUtc();
  const publicOrg = sql`o.country_id = ${countryId} and o.is_visible and o.is_approved`;
  const [figures, types, programRows] = await Promise.all([
    countryFigures(ctx.db, asOf, countryId),
    ctx.db.execute(sql`
      select t.name_en, t.name_tr, count(*)::int as n
      from organizations o join ref_types t on t.id = o.type_id
      where ${publicOrg}
      group by t.id, t.name_en, t.name_tr order by n desc, t.name_en`),
    ctx.db.execute(sql`
      select p.seo_url, p.name, p.apply_start_date::text as apply_start_date,
        p.apply_end_date::text as apply_end_date, o.name as org_name, o.seo_url as org_seo_url
      from programs p join organizations o on o.id = p.organization_id
      where p.is_visible and ${publicOrg}`),
  ]);
  const organizationTypes = rowsOf<{ name_en: string; name_tr: string | null; n: number }>(types).map(
    (r) => ({ label: { en: r.name_en, tr: r.name_tr ?? r.name_en }, organizations: Number(r.n) }),
  );
  const programs = rowsOf<{
    seo_url: string;
    name: string;
    apply_start_date: string | null;
    apply_end_date: string | null;
    org_name: string;
    org_seo_url: string;
  }>(programRows).map((r) => ({
    seoUrl: r.seo_url,
    name: r.name,
    organization: { name: r.org_name, seoUrl: r.org_seo_url },
    applyStartDate: r.apply_start_date,
    applyEndDate: r.apply_end_date,
    isOpen: isOpenOn({ applyStartDate: r.apply_start_date, applyEndDate: r.apply_end_date }, asOf),
  }));
  programs.sort(
    (a, b) =>
      Number(b.isOpen) - Number(a.isOpen) ||
      (b.applyEndDate ?? '').localeCompare(a.applyEndDate ?? '') ||
      a.name.localeCompare(b.name),
  );
  return {
    asOf,
    countryId,
    figures,
    organizations: organizationTypes.reduce((sum, t) => sum + t.organizations, 0),
    organizationTypes,
    programs: programs.length,
    openPrograms: programs.filter((p) => p.isOpen).length,
    programList: programs.slice(0, MONITOR_PROGRAMS),
  };
}

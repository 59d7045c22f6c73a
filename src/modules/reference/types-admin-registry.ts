/**
 * Where the platform stores ref_types ids (issue 17 §1 types: "a type in use cannot be deleted,
 * only deactivated"): every column that holds an item of a typed list (spec public §3 "Reference
 * lists"), with the lists it draws from, and how to count the references to an item or to every
 * item of a list (one query per column).
 *
 * `TYPE_REFERENCE_COLUMNS` holds the columns that *own* a choice. Columns that only mirror
 * another (startups.program_ids from startup_acceleration_programs, the round summary, the
 * search facets) are listed in `MIRRORED_TYPE_COLUMNS`: they are not counted (the owner is), but a
 * delete still refuses an item they hold. Every other integer id column of the Drizzle schemas is
 * in `NON_TYPE_ID_COLUMNS` with the table it points to; ./types-admin-registry.test.ts fails when
 * a schema gains an id column that is in none of the three lists.
 *
 * Not covered (not columns): the data-add tool's saved category → sector mappings
 * (import_runs.category_mapping, jsonb) and sector slugs in bookmarked addresses; both only
 * suggest or filter, so a deleted item there means "no match", never a broken record.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { TypeListKey } from './data/type-lists';

/** One stored reference column: SQL table and column names, scalar or int[] and its lists. */
export interface TypeReferenceColumn {
  table: string;
  column: string;
  array: boolean;
  lists: readonly TypeListKey[];
}

const one = (table: string, column: string, ...lists: TypeListKey[]): TypeReferenceColumn => ({
  table,
  column,
  array: false,
  lists,
});
const many = (table: string, column: string, ...lists: TypeListKey[]): TypeReferenceColumn => ({
  table,
  column,
  array: true,
  lists,
});

/** Every column that owns a ref_types choice. */
export const TYPE_REFERENCE_COLUMNS: readonly TypeReferenceColumn[] = [
  // Startups and their child rows.
  one('startups', 'stage_id', 'startupStage'),
  one('startups', 'employee_count_id', 'employeeCount'),
  one('startups', 'operating_status_id', 'operatingStatus'),
  one('startups', 'investment_seeking_status_id', 'investmentSeekingStatus'),
  one('startups', 'investment_seeking_tour_id', 'investmentTour'),
  one('startups', 'investment_seeking_type_id', 'investmentType'),
  many('startups', 'sector_ids', 'startupSector'),
  many('startups', 'technology_ids', 'technology'),
  many('startups', 'business_model_ids', 'businessModel'),
  many('startups', 'revenue_model_ids', 'revenueModel'),
  one('funding_rounds', 'tour_id', 'investmentTour'),
  one('funding_rounds', 'investment_type_id', 'investmentType'),
  one('startup_team_members', 'position_id', 'teamMemberPosition'),
  one('startup_team_members', 'profession_id', 'profession'),
  one('startup_government_supports', 'type_id', 'governmentSupport'),
  one('startup_acceleration_programs', 'type_id', 'acceleratorProgramOrganization'),
  // Organizations, their programs, team members and patents; EU ecosystem organizations.
  one('organizations', 'type_id', 'organizationType'),
  many('organizations', 'angel_investor_network_ids', 'angelInvestorNetwork'),
  one('organization_team_members', 'type_id', 'organizationTeamMemberType'),
  many('organization_patents', 'need_ids', 'patentNeed'),
  many('organization_patents', 'sector_ids', 'startupSector'),
  many('organization_patents', 'target_market_ids', 'targetMarket'),
  one('programs', 'type_id', 'programType'),
  one('programs', 'investment_type_id', 'investmentType'),
  many('programs', 'stage_ids', 'startupStage'),
  many('programs', 'sector_ids', 'startupSector'),
  many('programs', 'target_market_ids', 'targetMarket'),
  many('programs', 'technology_ids', 'technology'),
  one('eu_organizations', 'type_id', 'organizationType'),
  // Service providers.
  one('providers', 'company_size_id', 'employeeCount'),
  many('providers', 'service_industry_ids', 'serviceIndustry'),
  // Jobs and applications.
  one('jobs', 'profession_id', 'profession'),
  one('jobs', 'pay_plan_id', 'payPlan'),
  one('jobs', 'employment_type_id', 'employmentType'),
  many('jobs', 'working_plan_ids', 'jobWorkingPlan'),
  many('jobs', 'technical_skill_ids', 'skill'),
  many('jobs', 'social_skill_ids', 'softSkill'),
  one('job_applications', 'status_id', 'jobApplicationStatus'),
  // Talent profiles.
  one('profiles', 'job_search_status_id', 'jobSearchStatus'),
  many('profiles', 'working_plan_ids', 'jobWorkingPlan'),
  many('profiles', 'employment_type_ids', 'employmentType'),
  one('profile_educations', 'degree_id', 'schoolDegree'),
  one('profile_educations', 'graduate_status_id', 'graduateStatus'),
  one('profile_experiences', 'employment_type_id', 'employmentType'),
  one('profile_languages', 'level_id', 'languageLevel'),
  one('profile_professions', 'profession_id', 'profession'),
  one('profile_skills', 'position_id', 'position'),
  one('profile_skills', 'skill_id', 'skill', 'softSkill'),
  one('profile_skills', 'level_id', 'knowledgeLevel', 'softSkillLevel'),
];

/** Columns that copy ref_types ids kept elsewhere (not counted; a delete still checks them). */
export const MIRRORED_TYPE_COLUMNS: readonly TypeReferenceColumn[] = [
  // Copies of startup_acceleration_programs / startup_government_supports / funding_rounds (editing.ts, bulk-insert.ts, migration 0021).
  many('startups', 'program_ids', 'acceleratorProgramOrganization'),
  many('startups', 'government_support_ids', 'governmentSupport'),
  many('startups', 'round_tour_ids', 'investmentTour'),
  // The startup list's facet table, copied from startups (decision 0017).
  one('startup_facets', 'stage_id', 'startupStage'),
  one('startup_facets', 'employee_count_id', 'employeeCount'),
  one('startup_facets', 'investment_seeking_status_id', 'investmentSeekingStatus'),
];

/**
 * Integer id columns that do not hold ref_types ids, with what they point to. Columns with a
 * foreign key and the place columns (`country_id`, `city_id`, `county_id`: ref_countries,
 * ref_cities, ref_counties) are recognised by the test without being listed.
 */
export const NON_TYPE_ID_COLUMNS: Readonly<Record<string, string>> = {
  'ref_types.parent_id': 'the list an item belongs to',
  'ref_universities.country_id': 'ref_countries',
  'profiles.language_id': 'ref_languages',
  'profile_languages.language_id': 'ref_languages',
  'profile_educations.university_id': 'ref_universities',
  'startup_facets.filter_keys': 'encoded facet keys (./startups/facet-keys.ts), copied from startups',
  'startups.incubation_center_ids': 'organizations',
  'organizations.startup_ids': 'startups',
  'organizations.pending_startup_ids': 'startups',
  'organization_patents.application_numbers': 'patent application numbers',
  'funding_round_investors.organization_id': 'organizations',
  'startup_investors.organization_id': 'organizations',
  'startup_team_members.person_id': 'people',
  'programs.organization_id': 'organizations',
  'reports.type_id': 'report_types (the report store’s own types)',
  'reports.category_id': 'report_categories',
  'report_categories.target_country_ids': 'ref_countries',
  'payment_requests.entity_id': 'payment_products or report_versions',
  'payments.subscription_id': 'subscriptions',
  'subscriptions.entitlement_id': 'premium_entitlements',
  'import_run_rows.startup_id': 'startups',
  'startup_fact_sources.run_id': 'import_runs',
  'site_links.parent_id': 'site_links',
};

/** `lo`…`hi`: the id range of a list's items (category id × 1000 + 1 … + 999). */
export function itemRange(categoryId: number): { lo: number; hi: number } {
  return { lo: categoryId * 1000 + 1, hi: categoryId * 1000 + 999 };
}

/** The columns that may hold items of `list` (owners, or mirrors with `mirrors`). */
export function columnsOfList(list: TypeListKey, mirrors = false): TypeReferenceColumn[] {
  return (mirrors ? MIRRORED_TYPE_COLUMNS : TYPE_REFERENCE_COLUMNS).filter((c) => c.lists.includes(list));
}

const ref = (c: TypeReferenceColumn) => sql`${sql.identifier(c.table)}.${sql.identifier(c.column)}`;
const intArrayOf = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Number of rows of each owner column of `list` that reference each of `itemIds` — one grouped
 * query per column (array columns prefiltered with `&&`, which their GIN indexes serve).
 * Output: item id → references (items without any are absent).
 */
export async function countReferencesOfList(
  db: Db,
  list: TypeListKey,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (itemIds.length === 0) return totals;
  const ids = intArrayOf(itemIds);
  for (const c of columnsOfList(list)) {
    const query = c.array
      ? sql`select u.v as id, count(*)::int as n from ${sql.identifier(c.table)}
            cross join lateral unnest(${ref(c)}) as u(v)
            where ${ref(c)} && ${ids} and u.v = any(${ids}) group by u.v`
      : sql`select ${ref(c)} as id, count(*)::int as n from ${sql.identifier(c.table)}
            where ${ref(c)} = any(${ids}) group by ${ref(c)}`;
    const result = await db.execute(query);
    for (const row of rowsOf<{ id: number; n: number }>(result))
      totals.set(Number(row.id), (totals.get(Number(row.id)) ?? 0) + Number(row.n));
  }
  return totals;
}

/**
 * References to item `id` of `list`: the owner columns' rows (`count`), and whether any mirror
 * column still holds it (`mirrored`; a delete refuses those too). One query per column.
 */
export async function countReferencesOfItem(
  db: Db,
  list: TypeListKey,
  id: number,
): Promise<{ count: number; mirrored: boolean }> {
  const countIn = async (c: TypeReferenceColumn) => {
    const where = c.array ? sql`${ref(c)} @> array[${id}]::int[]` : sql`${ref(c)} = ${id}`;
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${where}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  };
  let count = 0;
  for (const c of columnsOfList(list)) count += await countIn(c);
  let mirrored = false;
  if (count === 0) for (const c of columnsOfList(list, true)) if ((await countIn(c)) > 0) mirrored = true;
  return { count, mirrored };
}

/** Rows of `db.execute` on either driver (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

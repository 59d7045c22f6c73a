/**
 * Patents of startups and organizations (issue 18 §3; spec D §3 "Patent: name, application
 * numbers, inventor name, photo, value and currency, technology readiness level, needs and
 * description, problem solved, protection start and end date, technological advantage, sectors,
 * target markets, market size"; public §1 "patents (Turkish locale only)" for the menu).
 *
 * Both kinds in one list: organization patents carry every D §3 field; startup patents carry
 * what the startup form asks for (name and application number, public §3) and take their
 * sectors and city from their startup. Only patents of visible startups and of approved,
 * visible organizations are public. Ids come from one sequence (migration 0037), so an id names
 * one patent whichever owner it has.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { rowsOf } from '@/server/db/rows';
import { containsPattern } from '@/lib/like';
import { foldText } from '@/lib/text';
import { getPlaceNames, getTypeNameIndex } from '@/modules/reference/reference';
import { PATENT_LIST_PAGE_SIZE, type PatentFilter } from './filter';

/** The owner of a patent, with the link to its page. */
export interface PatentOwner {
  kind: 'startup' | 'organization';
  id: number;
  name: string;
  seoUrl: string;
  logoUrl: string | null;
  /** The organization's type in the viewer's language (null for a startup). */
  type: string | null;
  /** "City, Country" in the viewer's language, or null. */
  location: string | null;
}

/** A patent as listed: what a card shows. */
export interface PatentCard {
  id: number;
  name: string;
  applicationNumbers: string[];
  inventorName: string | null;
  photoUrl: string | null;
  /** Technology readiness level 1–9, or null. */
  trl: number | null;
  needs: string[];
  sectors: string[];
  /** UTC dates `YYYY-MM-DD`, or null. */
  protectionStartDate: string | null;
  protectionEndDate: string | null;
  owner: PatentOwner;
}

/** A patent with every field (the detail page and `GET /api/v2/patents/{id}`). */
export interface PatentDetail extends PatentCard {
  /** In `valueCurrency` (ISO 4217), or null. */
  value: number | null;
  valueCurrency: string | null;
  needsDescription: string | null;
  problemSolved: string | null;
  technologicalAdvantage: string | null;
  targetMarkets: string[];
  /** In `marketSizeCurrency` (ISO 4217), or null. */
  marketSize: number | null;
  marketSizeCurrency: string | null;
}

/** One page of patents: `totalCount` over every page, `page` 1-based. */
export interface PatentPage {
  data: PatentCard[];
  totalCount: number;
  page: number;
  pageSize: number;
}

interface Row {
  id: number;
  ownerKind: 'startup' | 'organization';
  ownerId: number;
  ownerName: string;
  ownerSeoUrl: string;
  ownerLogoUrl: string | null;
  ownerTypeId: number | null;
  cityId: number | null;
  countryId: number | null;
  name: string;
  applicationNumbers: string[];
  inventorName: string | null;
  photoUrl: string | null;
  trl: number | null;
  needIds: number[] | null;
  sectorIds: number[] | null;
  protectionStartDate: string | null;
  protectionEndDate: string | null;
  value: number | null;
  valueCurrency: string | null;
  needsDescription: string | null;
  problemSolved: string | null;
  technologicalAdvantage: string | null;
  targetMarketIds: number[] | null;
  marketSize: number | null;
  marketSizeCurrency: string | null;
}

/** Text folded in SQL as foldText folds it in JS (Turkish letters, then lower case). */
const folded = (expr: SQL) => sql`lower(translate(${expr}, 'ÇçĞğİıÖöŞşÜüÂâÎîÛû', 'ccggiioossuuaaiiuu'))`;

const intList = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** The columns of an organization patent row (alias p, organization o). */
const ORGANIZATION_COLUMNS = sql`p.id, 'organization' AS "ownerKind", o.id AS "ownerId", o.name AS "ownerName",
  o.seo_url AS "ownerSeoUrl", o.logo_url AS "ownerLogoUrl", o.type_id AS "ownerTypeId", o.city_id AS "cityId",
  o.country_id AS "countryId", p.name, p.application_numbers AS "applicationNumbers",
  p.inventor_name AS "inventorName", p.photo_url AS "photoUrl", p.trl, p.need_ids AS "needIds",
  p.sector_ids AS "sectorIds", p.protection_start_date::text AS "protectionStartDate",
  p.protection_end_date::text AS "protectionEndDate", p.value::float8 AS value, p.value_currency AS "valueCurrency",
  p.needs_description AS "needsDescription", p.problem_solved AS "problemSolved",
  p.technological_advantage AS "technologicalAdvantage", p.target_market_ids AS "targetMarketIds",
  p.market_size::float8 AS "marketSize", p.market_size_currency AS "marketSizeCurrency"`;

/** The same columns for a startup patent row (alias p, startup s): the D §3 extras are null. */
const STARTUP_COLUMNS = sql`p.id, 'startup' AS "ownerKind", s.id AS "ownerId", s.name AS "ownerName",
  s.seo_url AS "ownerSeoUrl", s.logo_url AS "ownerLogoUrl", NULL::int AS "ownerTypeId", s.city_id AS "cityId",
  s.country_id AS "countryId", p.name, ARRAY[p.application_number] AS "applicationNumbers",
  NULL::text AS "inventorName", NULL::text AS "photoUrl", NULL::int AS trl, NULL::int[] AS "needIds",
  s.sector_ids AS "sectorIds", NULL::text AS "protectionStartDate", NULL::text AS "protectionEndDate",
  NULL::float8 AS value, NULL::text AS "valueCurrency", NULL::text AS "needsDescription",
  NULL::text AS "problemSolved", NULL::text AS "technologicalAdvantage", NULL::int[] AS "targetMarketIds",
  NULL::float8 AS "marketSize", NULL::text AS "marketSizeCurrency"`;

const ORGANIZATION_FROM = sql`FROM organization_patents p JOIN organizations o ON o.id = p.organization_id
  WHERE o.is_approved AND o.is_visible`;
const STARTUP_FROM = sql`FROM startup_patents p JOIN startups s ON s.id = p.startup_id WHERE s.is_visible`;

/**
 * The public patents matching `filter`, as one `UNION ALL` of the two owners' branches, each
 * with the filter's conditions (a branch that cannot match — startups when needs, a TRL or an
 * organization owner are asked for — is left out).
 */
function matching(filter: PatentFilter): SQL {
  const text = foldText(filter.q?.trim() ?? '');
  const like = text.length >= 2 ? containsPattern(text) : null;
  const branches: SQL[] = [];
  if (filter.owner !== 'startup') {
    const where: SQL[] = [];
    if (typeof filter.owner === 'number') where.push(sql`o.type_id = ${filter.owner}`);
    if (filter.sectors.length) where.push(sql`p.sector_ids && ${intList(filter.sectors)}`);
    if (filter.needs.length) where.push(sql`p.need_ids && ${intList(filter.needs)}`);
    if (filter.minTrl) where.push(sql`p.trl >= ${filter.minTrl}`);
    if (filter.city) where.push(sql`o.city_id = ${filter.city}`);
    if (like)
      where.push(sql`(${folded(sql`p.name`)} LIKE ${like} OR ${folded(sql`coalesce(p.inventor_name, '')`)} LIKE ${like}
        OR ${folded(sql`array_to_string(p.application_numbers, ' ')`)} LIKE ${like} OR ${folded(sql`o.name`)} LIKE ${like})`);
    branches.push(
      sql`SELECT ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM}${sql.join(
        where.map((w) => sql` AND ${w}`),
        sql``,
      )}`,
    );
  }
  const startupsCanMatch =
    (filter.owner === undefined || filter.owner === 'startup') && !filter.needs.length && !filter.minTrl;
  if (startupsCanMatch) {
    const where: SQL[] = [];
    if (filter.sectors.length) where.push(sql`s.sector_ids && ${intList(filter.sectors)}`);
    if (filter.city) where.push(sql`s.city_id = ${filter.city}`);
    if (like)
      where.push(sql`(${folded(sql`p.name`)} LIKE ${like} OR ${folded(sql`p.application_number`)} LIKE ${like}
        OR ${folded(sql`s.name`)} LIKE ${like})`);
    branches.push(
      sql`SELECT ${STARTUP_COLUMNS} ${STARTUP_FROM}${sql.join(
        where.map((w) => sql` AND ${w}`),
        sql``,
      )}`,
    );
  }
  return branches.length
    ? sql.join(branches, sql` UNION ALL `)
    : sql`SELECT ${STARTUP_COLUMNS} ${STARTUP_FROM} AND false`;
}

/** Turns rows into cards or details with names in the viewer's language. */
async function present(ctx: Ctx, rows: Row[]): Promise<PatentDetail[]> {
  const [names, places] = await Promise.all([
    getTypeNameIndex(ctx.db, ctx.locale),
    getPlaceNames(
      ctx.db,
      rows.flatMap((r) => (r.countryId ? [r.countryId] : [])),
      rows.flatMap((r) => (r.cityId ? [r.cityId] : [])),
      ctx.locale,
    ),
  ]);
  const list = (ids: number[] | null) => (ids ?? []).flatMap((id) => names.get(id) ?? []);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    applicationNumbers: r.applicationNumbers,
    inventorName: r.inventorName,
    photoUrl: r.photoUrl,
    trl: r.trl,
    needs: list(r.needIds),
    sectors: list(r.sectorIds),
    protectionStartDate: r.protectionStartDate,
    protectionEndDate: r.protectionEndDate,
    value: r.value,
    valueCurrency: r.valueCurrency,
    needsDescription: r.needsDescription,
    problemSolved: r.problemSolved,
    technologicalAdvantage: r.technologicalAdvantage,
    targetMarkets: list(r.targetMarketIds),
    marketSize: r.marketSize,
    marketSizeCurrency: r.marketSizeCurrency,
    owner: {
      kind: r.ownerKind,
      id: r.ownerId,
      name: r.ownerName,
      seoUrl: r.ownerSeoUrl,
      logoUrl: r.ownerLogoUrl,
      type: r.ownerTypeId ? (names.get(r.ownerTypeId) ?? null) : null,
      location:
        [r.cityId && places.cities.get(r.cityId), r.countryId && places.countries.get(r.countryId)]
          .filter(Boolean)
          .join(', ') || null,
    },
  }));
}

const cardOf = (d: PatentDetail): PatentCard => ({
  id: d.id,
  name: d.name,
  applicationNumbers: d.applicationNumbers,
  inventorName: d.inventorName,
  photoUrl: d.photoUrl,
  trl: d.trl,
  needs: d.needs,
  sectors: d.sectors,
  protectionStartDate: d.protectionStartDate,
  protectionEndDate: d.protectionEndDate,
  owner: d.owner,
});

/**
 * One page of public patents matching `filter`, most mature first (TRL high to low, patents
 * without a TRL last), then by name and id; PATENT_LIST_PAGE_SIZE a page.
 * Input: the filter of ./filter.ts and a 1-based page (beyond the last: an empty page).
 */
export async function searchAllPatents(ctx: Ctx, filter: PatentFilter, page = 1): Promise<PatentPage> {
  const at = Math.max(1, Math.min(page, 100_000));
  const source = matching(filter);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .execute(
        sql`SELECT * FROM (${source}) AS m ORDER BY m.trl DESC NULLS LAST, lower(m.name), m.id LIMIT ${PATENT_LIST_PAGE_SIZE} OFFSET ${(at - 1) * PATENT_LIST_PAGE_SIZE}`,
      )
      .then((r) => rowsOf<Row>(r)),
    ctx.db
      .execute(sql`SELECT count(*)::int AS n FROM (${source}) AS m`)
      .then((r) => rowsOf<{ n: number }>(r)),
  ]);
  return {
    data: (await present(ctx, rows)).map(cardOf),
    totalCount: total?.n ?? 0,
    page: at,
    pageSize: PATENT_LIST_PAGE_SIZE,
  };
}

/**
 * A public patent with every field, by id (either owner).
 * @throws NotFoundError 'patent.not_found' when there is none, or its owner is hidden or unapproved.
 */
export async function getPatent(ctx: Ctx, id: number): Promise<PatentDetail> {
  const rows = rowsOf<Row>(
    await ctx.db.execute(
      sql`SELECT ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM} AND p.id = ${id}
        UNION ALL SELECT ${STARTUP_COLUMNS} ${STARTUP_FROM} AND p.id = ${id} LIMIT 1`,
    ),
  );
  if (!rows.length) throw new NotFoundError('patent.not_found');
  return (await present(ctx, rows))[0]!;
}

/** What the filter offers: the cities and the organization types that have public patents. */
export async function patentFilterFacets(
  ctx: Ctx,
): Promise<{ cities: Array<{ id: number; name: string }>; ownerTypes: Array<{ id: number; name: string }> }> {
  const [cityRows, typeRows, names] = await Promise.all([
    ctx.db
      .execute(
        sql`SELECT DISTINCT o.city_id AS id ${ORGANIZATION_FROM} AND o.city_id IS NOT NULL
          UNION SELECT DISTINCT s.city_id ${STARTUP_FROM} AND s.city_id IS NOT NULL`,
      )
      .then((r) => rowsOf<{ id: number }>(r)),
    ctx.db
      .execute(sql`SELECT DISTINCT o.type_id AS id ${ORGANIZATION_FROM}`)
      .then((r) => rowsOf<{ id: number }>(r)),
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const places = await getPlaceNames(
    ctx.db,
    [],
    cityRows.map((r) => r.id),
    ctx.locale,
  );
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, ctx.locale);
  return {
    cities: cityRows
      .flatMap((r) => {
        const name = places.cities.get(r.id);
        return name ? [{ id: r.id, name }] : [];
      })
      .sort(byName),
    ownerTypes: typeRows
      .flatMap((r) => {
        const name = names.get(r.id);
        return name ? [{ id: r.id, name }] : [];
      })
      .sort(byName),
  };
}

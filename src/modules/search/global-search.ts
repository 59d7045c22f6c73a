/**
 * The global search of the header and of /search (issue 18 §4; spec public §3 "Search result: id,
 * name, seoUrl, image, type (people, startups, ecosystem)", §4 "Header search", §5 "at least 2
 * characters"). Six kinds of public entry: people who chose to be listed (profiles/listing.ts), visible startups,
 * approved visible organizations, their visible programs, visible service providers and open jobs.
 *
 * Text is matched on each entry's folded search text (src/lib/text normalizeSearchText: Turkish
 * letters to ASCII, case folded), so "sirket" finds "Şirket" and "istanbul" "İstanbul". Matches
 * whose text begins with the term come first, in name order (a btree `text_pattern_ops` index);
 * then, for terms of 3 characters or more, texts containing it (a trigram index). Each kind is
 * cut at its limit inside the database, and all six run as one statement.
 */
import { LISTED_SQL } from '@/modules/profiles/listing';
import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ValidationError } from '@/server/errors';
import { rowsOf } from '@/server/db/rows';
import { containsPattern, prefixPattern } from '@/lib/like';
import { normalizeSearchText } from '@/lib/text';
import { getTypeNameIndex } from '@/modules/reference/reference';

export const SEARCH_KINDS = ['person', 'startup', 'organization', 'program', 'provider', 'job'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The ecosystem group of the header (spec: organizations, programs, providers, jobs). */
export const ECOSYSTEM_KINDS: readonly SearchKind[] = ['organization', 'program', 'provider', 'job'];

/** Shortest term searched (spec §5 "search minimum 2 characters"). */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group in the header (spec §9 "search default size 10"; the header shows 5). */
export const HEADER_GROUP_SIZE = 5;
/** Hits per page of /search. */
export const RESULTS_PAGE_SIZE = 20;
/** Counts of a tab stop here ("1,000+"). */
export const COUNT_LIMIT = 1000;

/** One hit: what a result row shows and where it leads. */
export interface SearchHit {
  kind: SearchKind;
  /** The entry's id (a user id is text). */
  id: string;
  name: string;
  seoUrl: string;
  /** Logo or photo URL; null: the page shows a placeholder. */
  image: string | null;
  /** The title of a person, a startup's tagline, an organization's type, a program's or job's organization or startup, a provider's slogan. */
  subtitle: string | null;
}

/** The header's three groups (spec "people, startups and ecosystem"). */
export interface GroupedSearch {
  people: SearchHit[];
  startups: SearchHit[];
  ecosystem: SearchHit[];
}

/** What a kind is searched in: its tables, public condition, folded text and hit columns. */
export interface Source {
  from: SQL;
  /** The entry is public (today's date where it matters). */
  where: () => SQL;
  /** The folded search text column. */
  text: SQL;
  /** The entry's id column (an integer; a person's is the user id, text). */
  key: SQL;
  /** id, name, seo_url, image, subtitle, type_id (an organization type to name, else null). */
  columns: (ctx: Ctx) => SQL;
}

const today = () => new Date().toISOString().slice(0, 10);

const SOURCES: Record<SearchKind, Source> = {
  person: {
    from: sql`profiles p JOIN users u ON u.id = p.user_id`,
    where: () => LISTED_SQL,
    text: sql`p.search_text`,
    key: sql`p.user_id`,
    columns: () =>
      sql`p.user_id AS id, btrim(u.name || ' ' || u.surname) AS name, p.seo_url AS "seoUrl",
        p.photo->>'pP_64' AS image, p.title AS subtitle, NULL::int AS "typeId"`,
  },
  startup: {
    from: sql`startups s`,
    where: () => sql`s.is_visible`,
    text: sql`s.search_text`,
    key: sql`s.id`,
    columns: (ctx) =>
      sql`s.id::text AS id, s.name, s.seo_url AS "seoUrl", s.logo_url AS image,
        ${ctx.locale === 'tr' ? sql`coalesce(s.tagline_tr, s.tagline)` : sql`s.tagline`} AS subtitle, NULL::int AS "typeId"`,
  },
  organization: {
    from: sql`organizations o`,
    where: () => sql`o.is_approved AND o.is_visible`,
    text: sql`o.search_text`,
    key: sql`o.id`,
    columns: () =>
      sql`o.id::text AS id, o.name, o.seo_url AS "seoUrl", o.logo_url AS image, NULL::text AS subtitle, o.type_id AS "typeId"`,
  },
  program: {
    from: sql`programs pr JOIN organizations o ON o.id = pr.organization_id`,
    where: () => sql`pr.is_visible AND o.is_approved AND o.is_visible`,
    text: sql`pr.search_text`,
    key: sql`pr.id`,
    columns: () =>
      sql`pr.id::text AS id, pr.name, pr.seo_url AS "seoUrl", o.logo_url AS image, o.name AS subtitle, NULL::int AS "typeId"`,
  },
  provider: {
    from: sql`providers v`,
    where: () => sql`v.is_visible`,
    text: sql`v.search_text`,
    key: sql`v.id`,
    columns: () =>
      sql`v.id::text AS id, v.name, v.seo_url AS "seoUrl", NULL::text AS image, v.slogan AS subtitle, NULL::int AS "typeId"`,
  },
  job: {
    from: sql`jobs j JOIN startups s ON s.id = j.startup_id`,
    // The open jobs of jobs/jobs.ts openJobs: published, not expired, of a visible startup.
    where: () =>
      sql`j.published_on <= ${today()}::date AND j.expires_on >= ${today()}::date AND s.is_visible`,
    text: sql`j.search_text`,
    key: sql`j.id`,
    columns: () =>
      sql`j.id::text AS id, j.title AS name, j.seo_url AS "seoUrl", s.logo_url AS image, s.name AS subtitle, NULL::int AS "typeId"`,
  },
};

export interface Row {
  kind: SearchKind;
  rank: number;
  id: string;
  name: string;
  seoUrl: string;
  image: string | null;
  subtitle: string | null;
  typeId: number | null;
}

/**
 * The folded term of `text`, at least SEARCH_MIN_LENGTH characters.
 * @throws ValidationError 'search.min_length' (field `query`) for shorter or empty text.
 */
export function searchTerm(text: string, field = 'query'): string {
  const term = normalizeSearchText(text);
  if (term.length < SEARCH_MIN_LENGTH)
    throw new ValidationError('search.min_length', { [field]: 'search.min_length' });
  return term;
}

/**
 * The source's rows matching `term`, best first: texts beginning with it (rank 0, in text order);
 * then, for 3+ characters, texts with a word beginning with it (rank 1) and the rest containing it
 * (rank 2).
 */
function matches(ctx: Ctx, kind: SearchKind, term: string, limit: number): SQL {
  const s = SOURCES[kind];
  const head = (rank: number) =>
    sql`SELECT ${kind}::text AS kind, ${sql.raw(String(rank))} AS rank, ${s.columns(ctx)} FROM ${s.from} WHERE ${s.where()}`;
  const prefix = sql`${head(0)} AND ${s.text} LIKE ${prefixPattern(term)} ORDER BY ${s.text} LIMIT ${limit}`;
  if (term.length < 3) return sql`(${prefix})`;
  const notPrefix = sql`${s.text} NOT LIKE ${prefixPattern(term)}`;
  const wordStart = containsPattern(` ${term}`);
  const word = sql`${head(1)} AND ${s.text} LIKE ${wordStart} AND ${notPrefix} LIMIT ${limit}`;
  const rest = sql`${head(2)} AND ${s.text} LIKE ${containsPattern(term)} AND ${notPrefix}
    AND ${s.text} NOT LIKE ${wordStart} LIMIT ${limit}`;
  // Postgres reads the UNION ALL's branches in turn and stops at the limit: with enough better
  // matches the later branches never run.
  return sql`(SELECT * FROM ((${prefix}) UNION ALL (${word}) UNION ALL (${rest})) AS m LIMIT ${limit})`;
}

/** The tables, public condition and columns of `kind` (./lookup.ts searches them too). */
export const sourceOf = (kind: SearchKind): Source => SOURCES[kind];

/** Rows (kind, rank, id, name, seoUrl, image, subtitle, typeId) to hits, organization types named in the viewer's language. */
export async function hitsOf(ctx: Ctx, rows: Row[]): Promise<SearchHit[]> {
  const types = rows.some((r) => r.typeId) ? await getTypeNameIndex(ctx.db, ctx.locale) : null;
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    seoUrl: r.seoUrl,
    image: r.image,
    subtitle: r.typeId ? (types?.get(r.typeId) ?? null) : r.subtitle,
  }));
}

/**
 * The header search: up to `size` (1–10, default HEADER_GROUP_SIZE) people, startups and
 * ecosystem entries (organizations, programs, providers, jobs; prefix matches first) for `text`.
 * @throws ValidationError 'search.min_length' for fewer than 2 characters.
 */
export async function globalSearch(ctx: Ctx, text: string, size = HEADER_GROUP_SIZE): Promise<GroupedSearch> {
  const term = searchTerm(text);
  const limit = Math.max(1, Math.min(10, Math.trunc(size)));
  const rows = rowsOf<Row>(
    await ctx.db.execute(
      sql.join(
        SEARCH_KINDS.map((kind) => matches(ctx, kind, term, limit)),
        sql` UNION ALL `,
      ),
    ),
  );
  const hits = await hitsOf(ctx, rows);
  const of = (kinds: readonly SearchKind[]) => hits.filter((h) => kinds.includes(h.kind));
  const ecosystem = hits
    .map((hit, i) => ({ hit, i, rank: rows[i]!.rank }))
    .filter(({ hit }) => ECOSYSTEM_KINDS.includes(hit.kind))
    // Prefix matches of every kind before substring matches; otherwise kind order, then name order.
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, limit)
    .map(({ hit }) => hit);
  return { people: of(['person']), startups: of(['startup']), ecosystem };
}

/**
 * The public entries of `kind` among `ids` (ids as text; a person's is the user id or the seoUrl), as hits in
 * no particular order; hidden, unapproved or missing ones are left out. For lists (@/modules/lists).
 */
export async function hitsByIds(ctx: Ctx, kind: SearchKind, ids: string[]): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const s = SOURCES[kind];
  const keys = kind === 'person' ? ids : ids.filter((id) => /^\d{1,9}$/.test(id));
  if (keys.length === 0) return [];
  const list = sql.join(
    keys.map((k) => (kind === 'person' ? sql`${k}` : sql`${Number(k)}`)),
    sql`, `,
  );
  // A person is also found by their page's seoUrl (what their page knows them by).
  const match =
    kind === 'person' ? sql`(${s.key} IN (${list}) OR p.seo_url IN (${list}))` : sql`${s.key} IN (${list})`;
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`SELECT ${kind}::text AS kind, 0 AS rank, ${s.columns(ctx)} FROM ${s.from}
      WHERE ${s.where()} AND ${match}`),
  );
  return hitsOf(ctx, rows);
}

/** One page of /search's tab `kind`: prefix matches first, then by folded name; `totalCount` capped at COUNT_LIMIT. */
export async function searchKind(
  ctx: Ctx,
  kind: SearchKind,
  text: string,
  page = 1,
): Promise<{ data: SearchHit[]; totalCount: number; page: number; pageSize: number }> {
  const term = searchTerm(text);
  const at = Math.max(1, Math.min(page, Math.ceil(COUNT_LIMIT / RESULTS_PAGE_SIZE)));
  const s = SOURCES[kind];
  const match = term.length < 3 ? prefixPattern(term) : containsPattern(term);
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`SELECT ${kind}::text AS kind, 0 AS rank, ${s.columns(ctx)} FROM ${s.from}
      WHERE ${s.where()} AND ${s.text} LIKE ${match}
      ORDER BY (${s.text} LIKE ${prefixPattern(term)}) DESC, ${s.text}
      LIMIT ${RESULTS_PAGE_SIZE} OFFSET ${(at - 1) * RESULTS_PAGE_SIZE}`),
  );
  const counts = await countKinds(ctx, text, [kind]);
  return { data: await hitsOf(ctx, rows), totalCount: counts[kind], page: at, pageSize: RESULTS_PAGE_SIZE };
}

/** How many entries of each kind match `text` (each capped at COUNT_LIMIT): the tabs of /search. */
export async function countKinds(
  ctx: Ctx,
  text: string,
  kinds: readonly SearchKind[] = SEARCH_KINDS,
): Promise<Record<SearchKind, number>> {
  const term = searchTerm(text);
  const match = term.length < 3 ? prefixPattern(term) : containsPattern(term);
  const rows = rowsOf<{ kind: SearchKind; n: number }>(
    await ctx.db.execute(
      sql.join(
        kinds.map((kind) => {
          const s = SOURCES[kind];
          return sql`SELECT ${kind}::text AS kind, (SELECT count(*)::int FROM (SELECT 1 FROM ${s.from}
            WHERE ${s.where()} AND ${s.text} LIKE ${match} LIMIT ${COUNT_LIMIT}) AS c) AS n`;
        }),
        sql` UNION ALL `,
      ),
    ),
  );
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const r of rows) counts[r.kind] = r.n;
  return counts;
}

/**
 * The search calls beside the header's (issue 18 §4; spec public §7 "User and startup fuzzy or
 * exact search with size (default 10)", "Full-text search by type with parent type ids",
 * "User, startup and organization lookup by exact search limited to 10"):
 * - {@link lookupEntries}: people, startups or organizations whose folded name begins with the
 *   text (`exact`), or (`fuzzy`) also contains it or has a word like it (trigram word
 *   similarity, so "sirkt" still finds "Şirket"); `size` 1–30, default 10, exact at most 10.
 * - {@link searchTypes}: reference list items (ref_types) of the given lists whose English or
 *   Turkish name contains the text, whatever the case and Turkish letters.
 */
import { sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { rowsOf } from '@/server/db/rows';
import { containsPattern, prefixPattern } from '@/lib/like';
import { normalizeSearchText } from '@/lib/text';
import { loadTypes } from '@/modules/reference/reference';
import { hitsOf, searchTerm, sourceOf, type SearchHit } from './global-search';

export const LOOKUP_KINDS = ['person', 'startup', 'organization'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
export type LookupMode = 'exact' | 'fuzzy';

/**
 * Entries of `kind` matching `text` (see the module comment), best first.
 * @throws ValidationError 'search.min_length' for fewer than 2 characters.
 */
export async function lookupEntries(
  ctx: Ctx,
  kind: LookupKind,
  text: string,
  mode: LookupMode = 'exact',
  size = 10,
): Promise<SearchHit[]> {
  const term = searchTerm(text);
  const limit = Math.max(1, Math.min(mode === 'exact' ? 10 : 30, Math.trunc(size)));
  const s = sourceOf(kind);
  const head = (rank: number) =>
    sql`SELECT ${kind}::text AS kind, ${sql.raw(String(rank))} AS rank, ${s.columns(ctx)} FROM ${s.from} WHERE ${s.where()}`;
  const branches = [
    sql`(${head(0)} AND ${s.text} LIKE ${prefixPattern(term)} ORDER BY ${s.text} LIMIT ${limit})`,
  ];
  if (mode === 'fuzzy') {
    branches.push(
      sql`(${head(1)} AND ${s.text} LIKE ${containsPattern(term)} AND ${s.text} NOT LIKE ${prefixPattern(term)} LIMIT ${limit})`,
      sql`(${head(2)} AND ${term} <% ${s.text} AND ${s.text} NOT LIKE ${containsPattern(term)}
        ORDER BY word_similarity(${term}, ${s.text}) DESC LIMIT ${limit})`,
    );
  }
  const rows = await ctx.db.execute(
    sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS m LIMIT ${limit}`,
  );
  return hitsOf(ctx, rowsOf(rows));
}

/** A reference list item found by name. */
export interface TypeHit {
  id: number;
  /** The list's id (ref_types parent). */
  parentId: number;
  name: string;
}

/**
 * Active items of the lists `parentIds` (all lists when empty) whose name in either language
 * contains `text` (folded), in list then sort order, at most `size` (1–50, default 10).
 * @throws ValidationError 'search.min_length' for fewer than 2 characters.
 */
export async function searchTypes(
  ctx: Ctx,
  text: string,
  parentIds: number[] = [],
  size = 10,
): Promise<TypeHit[]> {
  const term = searchTerm(text);
  const lists = new Set(parentIds);
  return (await loadTypes(ctx.db))
    .filter(
      (t) =>
        t.active &&
        t.parentId !== null &&
        (lists.size === 0 || lists.has(t.parentId)) &&
        (normalizeSearchText(t.nameEn).includes(term) || normalizeSearchText(t.nameTr).includes(term)),
    )
    .slice(0, Math.max(1, Math.min(50, Math.trunc(size))))
    .map((t) => ({ id: t.id, parentId: t.parentId!, name: ctx.locale === 'tr' ? t.nameTr : t.nameEn }));
}

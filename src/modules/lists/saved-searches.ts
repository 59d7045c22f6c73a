/**
 * Saved searches and their e-mail alerts (issue 18 §5 "save any startup, talent or job filter;
 * an e-mail alert (daily or weekly, through the queue) when new entries match; manage and
 * unsubscribe"), as Crunchbase and Wellfound keep them.
 *
 * A saved search is the filter of /startups, /talents or /jobs kept as a canonical query string
 * (the page's own address codec, language-neutral: sectors by id in `sectors=`), with a name and
 * a frequency (daily, weekly, or never: kept without mail).
 *
 * Rules (the server's, whatever the screen shows):
 * - Only the owner reads or changes a saved search; anyone else gets 404
 *   'savedSearches.not_found'. At most {@link MAX_SAVED_SEARCHES} a user; names of
 *   1–{@link SAVED_SEARCH_NAME_MAX} characters without a banned word; a query the page would not
 *   read is refused ('savedSearches.query_invalid'); premium filters need what the list needs.
 * - "New" means added after the search was saved or last checked: a startup by its creation,
 *   a talent by the account's creation, a job by its creation or publication day.
 * - The `saved-search-alerts` schedule (hourly) looks at every due search: daily ones a day after
 *   their last look, weekly ones a week after. Each search is handled in its own transaction
 *   (locked, skipped when another process holds it): its new matches are inserted into
 *   saved_search_matches with ON CONFLICT DO NOTHING, and only the rows that insert returns are
 *   mailed — one mail per search in the owner's language, on the durable mail queue in the same
 *   transaction — so a match is mailed once, whatever retries or second workers do.
 * - Each mail carries the search's unsubscribe link; the page behind it sets the frequency to
 *   never with one button (a mail scanner's GET changes nothing).
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { assertNoBannedWords, viewerSubject } from '@/modules/moderation/banned-words';
import { users } from '@/modules/identity/schema';
import { gatedFilterGroups, getPremiumSettings } from '@/modules/access/premium';
import {
  buildAddress,
  parseStartupAddress,
  sectorSlugs,
  type StartupFilter,
} from '@/modules/startups/filter';
import { assertFilterAllowed } from '@/modules/startups/search';
import { buildTalentQuery, parseTalentQuery } from '@/modules/profiles/talent-filter';
import { assertTalentFilterAllowed } from '@/modules/profiles/talents';
import { buildJobListQuery, parseJobListQuery, toJobFilter } from '@/modules/jobs/ui/job-list-query';
import { savedSearches } from './schema';
import { FREQUENCIES } from './saved-search-schema';

export const SAVED_SEARCH_KINDS = ['startup', 'talent', 'job'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SAVED_SEARCH_FREQUENCIES = FREQUENCIES;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Most saved searches a user keeps. */
export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Longest stored query string (characters). */
export const SAVED_QUERY_MAX = 2000;

/** A saved search as its owner sees it. */
export interface SavedSearchView {
  id: number;
  kind: SavedSearchKind;
  name: string;
  /** The canonical query string (no `?`). */
  query: string;
  frequency: SavedSearchFrequency;
  /** The list page of the search in the viewer's language (path and query). */
  href: string;
  /** UTC ISO-8601. */
  createdAt: string;
  /** UTC ISO-8601 of the alert's last look, or null. */
  lastCheckedAt: string | null;
}

/** A parsed saved query: its canonical string and what the alerts need. */
export type Parsed =
  | { kind: 'startup'; canonical: string; filter: StartupFilter }
  | { kind: 'talent'; canonical: string; filter: ReturnType<typeof parseTalentQuery>['filter'] }
  | { kind: 'job'; canonical: string; filter: ReturnType<typeof toJobFilter> };

const recordOf = (params: URLSearchParams) => {
  const out: Record<string, string> = {};
  for (const [k, v] of params) out[k] = v;
  return out;
};

/**
 * Reads `query` (a list page's query string, with or without `?`; a startup filter's sectors as
 * `sectors=13001,13004`) as a filter of `kind` and rebuilds it canonically (page, sort and view
 * left out). @throws ValidationError 'savedSearches.query_invalid' (field `query`).
 */
export function parseSavedQuery(kind: SavedSearchKind, query: string): Parsed {
  const invalid = () =>
    new ValidationError('savedSearches.query_invalid', { query: 'savedSearches.query_invalid' });
  if (query.length > SAVED_QUERY_MAX) throw invalid();
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const key of ['page', 'sort', 'view']) params.delete(key);
  if (kind === 'startup') {
    const sectors = params.get('sectors');
    params.delete('sectors');
    const segment = sectors ? sectors.split(',').join('_') : undefined;
    const parsed = parseStartupAddress(segment, params, 'en');
    if (!parsed.success) throw invalid();
    const filter = parsed.state.filter;
    return { kind, canonical: startupSavedQuery(filter), filter };
  }
  if (kind === 'talent') {
    const { filter } = parseTalentQuery(recordOf(params));
    return { kind, canonical: new URLSearchParams(buildTalentQuery(filter)).toString(), filter };
  }
  const { query: jobQuery } = parseJobListQuery(recordOf(params));
  return {
    kind,
    canonical: new URLSearchParams(buildJobListQuery(jobQuery)).toString(),
    filter: toJobFilter(jobQuery),
  };
}

/** The saved-query string of a startup-list filter (sectors as `sectors=` ids, then the page's own parameters). */
export function startupSavedQuery(filter: StartupFilter): string {
  const out = new URLSearchParams();
  if (filter.sectors.length) out.set('sectors', filter.sectors.join(','));
  for (const [k, v] of buildAddress({ filter }, new Map()).query) out.set(k, v);
  return out.toString();
}

/** The list page of a saved query in `locale`: `/startups/fintech?country=792`, `/tr/yetenekler?skill=3001`. */
export function savedSearchHref(kind: SavedSearchKind, canonical: string, locale: Locale): string {
  const params = new URLSearchParams(canonical);
  if (kind === 'startup') {
    const sectors = (params.get('sectors') ?? '').split(',').filter(Boolean).map(Number);
    params.delete('sectors');
    const slugs = new Map(sectorSlugs(locale).map((s) => [s.id, s.slug]));
    const segment = sectors.map((id) => slugs.get(id) ?? String(id)).join('_');
    const path = localizedPath('/startups/[[...filter]]', locale, segment ? { filter: segment } : {});
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  }
  const path = localizedPath(kind === 'talent' ? '/talents' : '/jobs', locale);
  return canonical ? `${path}?${canonical}` : path;
}

function ownerOf(ctx: Ctx): string {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) throw new UnauthorizedError();
  return ctx.viewer.userId;
}

function checkedName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed)
    throw new ValidationError('savedSearches.name_required', { name: 'savedSearches.name_required' });
  if (trimmed.length > SAVED_SEARCH_NAME_MAX)
    throw new ValidationError(
      'savedSearches.name_too_long',
      { name: 'savedSearches.name_too_long' },
      { max: SAVED_SEARCH_NAME_MAX },
    );
  return trimmed;
}

/** Refuses a filter the viewer may not use on its list (premium groups; see the list services). */
export async function assertAllowed(ctx: Ctx, parsed: Parsed): Promise<void> {
  if (parsed.kind === 'startup') {
    const settings = await getPremiumSettings(ctx.db);
    assertFilterAllowed(ctx, parsed.filter, gatedFilterGroups(settings));
  } else if (parsed.kind === 'talent') await assertTalentFilterAllowed(ctx, parsed.filter);
}

type Row = typeof savedSearches.$inferSelect;

function toView(row: Row, locale: Locale): SavedSearchView {
  const kind = row.kind as SavedSearchKind;
  return {
    id: row.id,
    kind,
    name: row.name,
    query: row.query,
    frequency: row.frequency as SavedSearchFrequency,
    href: savedSearchHref(kind, row.query, locale),
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}

/** The viewer's saved searches, newest first. @throws UnauthorizedError. */
export async function mySavedSearches(ctx: Ctx): Promise<SavedSearchView[]> {
  const userId = ownerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((r) => toView(r, ctx.locale));
}

/**
 * Saves a filter of `kind` for the viewer. Input: `query` as the list page's query string,
 * `name` (1–80 characters), `frequency` (default weekly). The first alert looks one period later
 * for entries added after now. Output: the saved search.
 * @throws UnauthorizedError; ValidationError 'savedSearches.query_invalid', name errors,
 *   'moderation.banned_word', 'savedSearches.too_many' ({max}); PaymentRequiredError for premium filters.
 */
export async function saveSearch(
  ctx: Ctx,
  input: { kind: SavedSearchKind; query: string; name: string; frequency?: SavedSearchFrequency },
): Promise<SavedSearchView> {
  const userId = ownerOf(ctx);
  const parsed = parseSavedQuery(input.kind, input.query);
  const name = checkedName(input.name);
  await assertAllowed(ctx, parsed);
  await assertNoBannedWords(ctx.db, { name }, viewerSubject(ctx));
  const row = await ctx.db.transaction(async (tx) => {
    // Counted under the user's row lock, so two tabs cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw new ValidationError('savedSearches.too_many', {}, { max: MAX_SAVED_SEARCHES });
    const [created] = await tx
      .insert(savedSearches)
      .values({
        userId,
        kind: input.kind,
        name,
        query: parsed.canonical,
        frequency: input.frequency ?? 'weekly',
        unsubscribeToken: randomBytes(24).toString('base64url'),
      })
      .returning();
    return created!;
  });
  return toView(row, ctx.locale);
}

async function ownRow(ctx: Ctx, id: number): Promise<Row> {
  const userId = ownerOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new NotFoundError('savedSearches.not_found');
  return row;
}

/**
 * Renames a saved search or changes its frequency (owner only).
 * @throws UnauthorizedError; NotFoundError 'savedSearches.not_found'; name errors; 'moderation.banned_word'.
 */
export async function updateSavedSearch(
  ctx: Ctx,
  id: number,
  input: { name?: string; frequency?: SavedSearchFrequency },
): Promise<SavedSearchView> {
  const row = await ownRow(ctx, id);
  const set: Partial<Row> = {};
  if (input.name !== undefined) {
    set.name = checkedName(input.name);
    await assertNoBannedWords(ctx.db, { name: set.name }, viewerSubject(ctx));
  }
  if (input.frequency !== undefined) set.frequency = input.frequency;
  if (!Object.keys(set).length) return toView(row, ctx.locale);
  const [updated] = await ctx.db
    .update(savedSearches)
    .set(set)
    .where(eq(savedSearches.id, row.id))
    .returning();
  return toView(updated!, ctx.locale);
}

/** Deletes a saved search and its recorded matches (owner only). @throws UnauthorizedError; NotFoundError. */
export async function deleteSavedSearch(ctx: Ctx, id: number): Promise<void> {
  const row = await ownRow(ctx, id);
  await ctx.db.delete(savedSearches).where(eq(savedSearches.id, row.id));
}

/**
 * Stops the alert of the saved search whose mail carried `token` (frequency never; the search
 * stays saved). Public: the token is the right. Output: the search's name.
 * @throws NotFoundError 'savedSearches.unsubscribe_invalid' for an unknown token.
 */
export async function unsubscribeSavedSearch(db: Db, token: string): Promise<{ name: string }> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'never' })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ name: savedSearches.name });
  if (!row) throw new NotFoundError('savedSearches.unsubscribe_invalid');
  return row;
}

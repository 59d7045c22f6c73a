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
import { and, asc, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx, Viewer } from '@/server/context';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { enqueue } from '@/server/queue';
import { NotFoundError, PaymentRequiredError, UnauthorizedError, ValidationError } from '@/server/errors';
import { escapeHtml } from '@/lib/html';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { assertNoBannedWords, viewerSubject } from '@/modules/moderation/banned-words';
import { users } from '@/modules/identity/schema';
import { holdsPremium, loadViewerAccess } from '@/modules/access/access';
import { isAdmin } from '@/modules/access/permissions';
import { gatedFilterGroups, getPremiumSettings } from '@/modules/access/premium';
import {
  buildAddress,
  parseStartupAddress,
  sectorSlugs,
  type StartupFilter,
} from '@/modules/startups/filter';
import { assertFilterAllowed, filterConditions } from '@/modules/startups/search';
import { startupFacets, startups } from '@/modules/startups/schema';
import { buildTalentQuery, parseTalentQuery } from '@/modules/profiles/talent-filter';
import { assertTalentFilterAllowed, talentConditions } from '@/modules/profiles/talents';
import { profiles } from '@/modules/profiles/schema';
import { jobConditions } from '@/modules/jobs/jobs';
import { jobs } from '@/modules/jobs/schema';
import { buildJobListQuery, parseJobListQuery, toJobFilter } from '@/modules/jobs/ui/job-list-query';
import { todayUtc } from '@/lib/format';
import { savedSearchMatches, savedSearches } from './schema';
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
/** New matches named in one alert mail; the rest are counted. */
export const ALERT_LIST_SIZE = 10;
/** New matches recorded per search and look (the mail names the first {@link ALERT_LIST_SIZE}). */
const MATCHES_PER_LOOK = 200;
/** Searches handled per run of the schedule (the next hour takes the rest). */
const SEARCHES_PER_RUN = 500;
const HOUR_MS = 3600_000;
/** How long after its last look a search is due: an hour early, so the hourly run never slips a period. */
const PERIOD_MS: Record<Exclude<SavedSearchFrequency, 'never'>, number> = {
  daily: 24 * HOUR_MS - HOUR_MS,
  weekly: 7 * 24 * HOUR_MS - HOUR_MS,
};

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
type Parsed =
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
async function assertAllowed(ctx: Ctx, parsed: Parsed): Promise<void> {
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

/* ---------- alerts ---------- */

/** A new match of a saved search: its entity id, name and page. */
export interface AlertMatch {
  entityId: string;
  name: string;
  href: string;
}

/** Entries of `parsed` added after `since` (at most MATCHES_PER_LOOK, newest first). */
async function newEntries(db: Db, parsed: Parsed, since: Date, locale: Locale): Promise<AlertMatch[]> {
  if (parsed.kind === 'startup') {
    const rows = await db
      .select({ id: startupFacets.startupId, name: startups.name, seoUrl: startups.seoUrl })
      .from(startupFacets)
      .innerJoin(startups, eq(startups.id, startupFacets.startupId))
      .where(and(...filterConditions(parsed.filter), gt(startupFacets.createdAt, since)))
      .orderBy(desc(startupFacets.createdAt), desc(startupFacets.startupId))
      .limit(MATCHES_PER_LOOK);
    return rows.map((r) => ({
      entityId: String(r.id),
      name: r.name,
      href: localizedPath('/startup/[seoUrl]', locale, { seoUrl: r.seoUrl }),
    }));
  }
  if (parsed.kind === 'talent') {
    const rows = await db
      .select({ id: users.id, name: users.name, surname: users.surname, seoUrl: profiles.seoUrl })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(...talentConditions(parsed.filter), gt(users.createdAt, since)))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(MATCHES_PER_LOOK);
    return rows.map((r) => ({
      entityId: r.id,
      name: `${r.name} ${r.surname}`.trim(),
      href: localizedPath('/talent/[seoUrl]', locale, { seoUrl: r.seoUrl }),
    }));
  }
  const sinceDay = since.toISOString().slice(0, 10);
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, seoUrl: jobs.seoUrl, startup: startups.name })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(
      and(
        ...jobConditions(parsed.filter, todayUtc()),
        or(gt(jobs.createdAt, since), gt(jobs.publishedOn, sinceDay)),
      ),
    )
    .orderBy(desc(jobs.publishedOn), desc(jobs.id))
    .limit(MATCHES_PER_LOOK);
  return rows.map((r) => ({
    entityId: String(r.id),
    name: `${r.title} — ${r.startup}`,
    href: localizedPath('/job/[seoUrl]', locale, { seoUrl: r.seoUrl }),
  }));
}

/** The alert owner as a viewer (their access and packages now), for the premium rules. */
async function ownerViewer(db: Db, userId: string): Promise<Viewer> {
  const { access, packages } = await loadViewerAccess(db, userId);
  return {
    userId,
    isAuthenticated: true,
    access,
    packages,
    isPremium: holdsPremium(packages),
    isAdmin: isAdmin(access),
  };
}

const TEXT: Record<
  Locale,
  {
    subject: (name: string, n: number) => string;
    intro: (name: string, n: number) => string;
    more: (n: number) => string;
    all: string;
    footer: string;
  }
> = {
  en: {
    subject: (name, n) => `${n} new for your saved search “${name}”`,
    intro: (name, n) =>
      `${n === 1 ? 'One new entry matches' : `${n} new entries match`} your saved search “${name}” on Startup Atlas.`,
    more: (n) => `…and ${n} more.`,
    all: 'See the whole search',
    footer: 'To stop alerts for this search, open',
  },
  tr: {
    subject: (name, n) => `“${name}” kayıtlı aramanıza ${n} yeni sonuç`,
    intro: (name, n) => `Startup Atlas’taki “${name}” kayıtlı aramanıza uyan ${n} yeni kayıt var.`,
    more: (n) => `…ve ${n} tane daha.`,
    all: 'Aramanın tamamını görün',
    footer: 'Bu aramanın bildirimlerini durdurmak için açın',
  },
};

/** The alert mail of a search with its new matches, in `locale`. */
function alertMail(
  search: { name: string; kind: SavedSearchKind; query: string; unsubscribeToken: string },
  matches: AlertMatch[],
  locale: Locale,
): { subject: string; text: string; html: string } {
  const t = TEXT[locale];
  const origin = env().PUBLIC_ORIGIN;
  const listed = matches.slice(0, ALERT_LIST_SIZE);
  const rest = matches.length - listed.length;
  const all = `${origin}${savedSearchHref(search.kind, search.query, locale)}`;
  const stop = `${origin}${localizedPath('/saved-searches/unsubscribe', locale, {}, { token: search.unsubscribeToken })}`;
  const text = [
    t.intro(search.name, matches.length),
    '',
    ...listed.map((m) => `- ${m.name}: ${origin}${m.href}`),
    ...(rest > 0 ? [t.more(rest)] : []),
    '',
    `${t.all}: ${all}`,
    '',
    `${t.footer}: ${stop}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(t.intro(search.name, matches.length))}</p>` +
    `<ul>${listed.map((m) => `<li><a href="${escapeHtml(origin + m.href)}">${escapeHtml(m.name)}</a></li>`).join('')}</ul>` +
    (rest > 0 ? `<p>${escapeHtml(t.more(rest))}</p>` : '') +
    `<p><a href="${escapeHtml(all)}">${escapeHtml(t.all)}</a></p>` +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t.footer)}: <a href="${escapeHtml(stop)}">${escapeHtml(stop)}</a></p>`;
  return { subject: t.subject(search.name, matches.length), text, html };
}

/**
 * Looks at saved search `id` as of `now` in its own transaction: skipped when another process
 * holds it or it is no longer due; else its new entries are recorded (once each) and, when any
 * is new, one alert mail is queued in the same transaction. Output: the matches mailed.
 */
export async function checkSavedSearch(db: Db, id: number, now = new Date()): Promise<AlertMatch[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        s: savedSearches,
        email: users.email,
        locale: users.locale,
        locked: users.locked,
        leaving: users.deletionRequestedAt,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(eq(savedSearches.id, id))
      .for('update', { of: savedSearches, skipLocked: true });
    if (!row || row.s.frequency === 'never') return [];
    const since = row.s.lastCheckedAt ?? row.s.createdAt;
    const period = PERIOD_MS[row.s.frequency as 'daily' | 'weekly'];
    if (now.getTime() - since.getTime() < period) return [];
    await tx.update(savedSearches).set({ lastCheckedAt: now }).where(eq(savedSearches.id, id));
    if (row.locked || row.leaving) return [];
    const kind = row.s.kind as SavedSearchKind;
    const locale: Locale = row.locale === 'tr' ? 'tr' : 'en';
    let parsed: Parsed;
    let found: AlertMatch[];
    try {
      parsed = parseSavedQuery(kind, row.s.query);
      // The owner's rights now: a premium filter whose package ended sends nothing.
      await assertAllowed({ db: tx, viewer: await ownerViewer(tx, row.s.userId), locale }, parsed);
      found = await newEntries(tx, parsed, since, locale);
    } catch (error) {
      if (error instanceof ValidationError || error instanceof PaymentRequiredError) return [];
      throw error;
    }
    if (!found.length) return [];
    const inserted = await tx
      .insert(savedSearchMatches)
      .values(found.map((m) => ({ savedSearchId: id, entityId: m.entityId, matchedAt: now })))
      .onConflictDoNothing()
      .returning({ entityId: savedSearchMatches.entityId });
    const fresh = new Set(inserted.map((r) => r.entityId));
    const mailed = found.filter((m) => fresh.has(m.entityId));
    if (!mailed.length) return [];
    const mail = alertMail({ ...row.s, kind }, mailed, locale);
    await enqueue(tx, 'mail', { kind: 'saved-search-alert', to: row.email, ...mail });
    return mailed;
  });
}

/**
 * The `saved-search-alerts` schedule: checks every due search as of `now` (at most
 * SEARCHES_PER_RUN a run, the longest waiting first). Output: how many alert mails were queued.
 */
export async function runSavedSearchAlerts(db: Db, now = new Date()): Promise<number> {
  const dueBefore = (frequency: 'daily' | 'weekly'): SQL =>
    and(
      eq(savedSearches.frequency, frequency),
      lte(
        sql`coalesce(${savedSearches.lastCheckedAt}, ${savedSearches.createdAt})`,
        sql`${new Date(now.getTime() - PERIOD_MS[frequency]).toISOString()}::timestamptz`,
      ),
    )!;
  const due = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(or(dueBefore('daily'), dueBefore('weekly')))
    .orderBy(sql`coalesce(${savedSearches.lastCheckedAt}, ${savedSearches.createdAt})`, asc(savedSearches.id))
    .limit(SEARCHES_PER_RUN);
  let mails = 0;
  for (const { id } of due) if ((await checkSavedSearch(db, id, now)).length) mails += 1;
  return mails;
}

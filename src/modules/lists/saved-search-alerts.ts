/**
 * The saved-search e-mail alerts (issue 18 §5; the rules are in ./saved-searches.ts's module
 * comment): the hourly `saved-search-alerts` schedule finds the due searches, and each is looked
 * at in its own transaction — new matches recorded once in saved_search_matches (ON CONFLICT DO
 * NOTHING) and one mail queued, in the owner's language, with only the rows that insert returned.
 */
import { and, asc, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@/server/context';
import type { Db } from '@/server/db/client';
import { env } from '@/server/env';
import { enqueue } from '@/server/queue';
import { PaymentRequiredError, ValidationError } from '@/server/errors';
import { escapeHtml } from '@/lib/html';
import { todayUtc } from '@/lib/format';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { users } from '@/modules/identity/schema';
import { holdsPremium, loadViewerAccess } from '@/modules/access/access';
import { isAdmin } from '@/modules/access/permissions';
import { filterConditions } from '@/modules/startups/search';
import { startupFacets, startups } from '@/modules/startups/schema';
import { talentConditions } from '@/modules/profiles/talents';
import { profiles } from '@/modules/profiles/schema';
import { jobConditions } from '@/modules/jobs/jobs';
import { jobs } from '@/modules/jobs/schema';
import { savedSearchMatches, savedSearches } from './schema';
import {
  assertAllowed,
  parseSavedQuery,
  savedSearchHref,
  type Parsed,
  type SavedSearchFrequency,
  type SavedSearchKind,
} from './saved-searches';

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

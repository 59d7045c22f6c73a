/**
 * Banned mails (issue 17 §1 banned-mails; spec dashboard §6 "Super admin: banned mails and
 * words"): addresses and domains the super admins list (a domain covers its subdomains), plus
 * the disposable-mail domains of the `disposable-email-domains` blocklist (npm package
 * `disposable-email-domains-js`, CC0), switchable by the site setting `disposableMails` (on by
 * default). Refused at registration (src/server/auth.ts) and at every invitation by e-mail
 * (team, premium package seats, program jury) with 'This e-mail address cannot be used. Please
 * use another address.' (`moderation.mail_refused`); each refusal is a `spam_events` row
 * (`banned_mail` or `disposable_mail`).
 *
 * The list is cached per process and emptied everywhere on change, as banned words are
 * (./banned-words.ts); the switch is a site setting (src/modules/site/settings.ts, cached and
 * announced as `settings`).
 */
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged, dataGeneration, onDataChange } from '@/server/data-changes';
import { ValidationError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { getSiteSetting, saveSiteSetting } from '@/modules/site/settings';
import { bannedMails } from './schema';
import { matchBannedMail, matchDisposableMail, parseMailPatterns } from './mail-rules';
import { audit, likePattern, pageOf, parseInput, requireAdminRole, type Paged } from './admin-access';
import { announceModerationChange } from './banned-words';
import { recordSpamEvent, type SpamSubject } from './spam';
import {
  bannedMailsInput,
  disposableSwitchInput,
  idsInput,
  type BannedMailsInput,
  type IdsInput,
  type ListQuery,
} from './validation';

/** The error (and field) key of a refused address. */
export const MAIL_REFUSED_KEY = 'moderation.mail_refused';
const TTL_MS = 5 * 60_000;

const globalCache = globalThis as unknown as {
  __atlasBannedMails?: WeakMap<Db, { at: number; patterns: Promise<Set<string>> }>;
  __atlasDisposableDomains?: ReadonlySet<string>;
};
const cache = (globalCache.__atlasBannedMails ??= new WeakMap());
onDataChange('banned-mails', (db, change) => {
  if (change === 'moderation') cache.delete(db);
});

/** The disposable-mail domains (about 9,000; loaded once per process). */
export function disposableDomains(): ReadonlySet<string> {
  return (globalCache.__atlasDisposableDomains ??= disposableEmailBlocklistSet());
}

/** The banned patterns of `db` (cached per process). */
async function bannedPatterns(db: Db): Promise<Set<string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.patterns;
  const generation = dataGeneration();
  const patterns = db
    .select({ pattern: bannedMails.pattern })
    .from(bannedMails)
    .then((rows) => new Set(rows.map((r) => r.pattern)));
  const entry = { at: Date.now(), patterns };
  cache.set(db, entry);
  patterns.then(
    () => generation !== dataGeneration() && cache.get(db) === entry && cache.delete(db),
    () => cache.get(db) === entry && cache.delete(db),
  );
  return patterns;
}

/** Why an address is refused: a listed address or domain, or a disposable-mail domain. */
export interface MailRefusal {
  kind: 'banned_mail' | 'disposable_mail';
  /** The pattern or disposable domain it falls under. */
  match: string;
}

/**
 * Whether `email` may be used: null, or why not (the banned list first, then — when the
 * `disposableMails` setting is on — the disposable-mail list).
 */
export async function checkMail(db: Db, email: string): Promise<MailRefusal | null> {
  const banned = matchBannedMail(email, await bannedPatterns(db));
  if (banned) return { kind: 'banned_mail', match: banned };
  if (!(await getSiteSetting(db, 'disposableMails')).enabled) return null;
  const disposable = matchDisposableMail(email, disposableDomains());
  return disposable ? { kind: 'disposable_mail', match: disposable } : null;
}

/**
 * Refuses an address that is banned or disposable: records a `spam_events` row (kind
 * `banned_mail` / `disposable_mail`, the address, `detail` `<context>: <match>`) and throws.
 * Call it with the process database, before the write's transaction (see ./spam.ts).
 * Input: the address; who tried (the inviter's user id; nothing at registration); where
 * (`registration`, `invitation.team`, …, the spam row's detail); the field to name (default `email`).
 * @throws ValidationError 'moderation.mail_refused' with `{ [field]: 'moderation.mail_refused' }`.
 */
export async function assertMailAllowed(
  db: Db,
  email: string,
  options: { who?: SpamSubject; context: string; field?: string },
): Promise<void> {
  const refusal = await checkMail(db, email);
  if (!refusal) return;
  await recordMailRefusal(db, email, refusal, options);
  const field = options.field ?? 'email';
  throw new ValidationError(MAIL_REFUSED_KEY, { [field]: MAIL_REFUSED_KEY });
}

/** Records the spam event of a refused address (used where the refusal is thrown differently, e.g. better-auth). */
export async function recordMailRefusal(
  db: Db,
  email: string,
  refusal: MailRefusal,
  options: { who?: SpamSubject; context: string },
): Promise<void> {
  await recordSpamEvent(
    db,
    refusal.kind,
    { ...options.who, email: options.who?.email ?? email },
    `${options.context}: ${refusal.match}`,
  );
}

/** A banned address or domain as the admin screen lists it. */
export interface BannedMailView {
  id: number;
  pattern: string;
  kind: 'address' | 'domain';
  createdBy: string | null;
  /** UTC ISO-8601. */
  createdAt: string;
}

const viewOf = (r: {
  id: number;
  pattern: string;
  createdAt: Date;
  name?: string | null;
  surname?: string | null;
}): BannedMailView => ({
  id: r.id,
  pattern: r.pattern,
  kind: r.pattern.includes('@') ? 'address' : 'domain',
  createdBy: r.name ? `${r.name} ${r.surname ?? ''}`.trim() : null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The banned addresses and domains, newest first, searched by `q`, 50 a page by default, with
 * the disposable-mail switch and the size of that list. Super admins only.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'.
 */
export async function listBannedMails(
  ctx: Ctx,
  query: ListQuery = {},
): Promise<Paged<BannedMailView> & { disposable: { enabled: boolean; domainCount: number } }> {
  requireAdminRole(ctx, 'super');
  const { pageIndex, pageSize, offset } = pageOf(query, 50, 200);
  const like = likePattern(query.q?.toLowerCase());
  const where = like ? ilike(bannedMails.pattern, like) : undefined;
  const [rows, [total], setting] = await Promise.all([
    ctx.db
      .select({
        id: bannedMails.id,
        pattern: bannedMails.pattern,
        createdAt: bannedMails.createdAt,
        name: users.name,
        surname: users.surname,
      })
      .from(bannedMails)
      .leftJoin(users, eq(users.id, bannedMails.createdByUserId))
      .where(where)
      .orderBy(desc(bannedMails.createdAt), desc(bannedMails.id))
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(bannedMails).where(where),
    getSiteSetting(ctx.db, 'disposableMails'),
  ]);
  return {
    data: rows.map(viewOf),
    pageIndex,
    pageSize,
    totalCount: total?.n ?? 0,
    disposable: { enabled: setting.enabled, domainCount: disposableDomains().size },
  };
}

/**
 * Bans addresses and/or domains (`patterns`: separated by commas, spaces or line breaks; `@x.com`
 * and `*.x.com` mean the domain). Already listed ones are skipped and named. Audited
 * (`admin.banned_mail.add`) in the insert's transaction.
 * @throws UnauthorizedError; ForbiddenError; ValidationError `patterns` → 'validation.required',
 *   'moderation.list_too_long' or 'moderation.mail_pattern_invalid' (param `entries`).
 */
export async function addBannedMails(
  ctx: Ctx,
  input: BannedMailsInput,
): Promise<{ added: BannedMailView[]; existing: string[] }> {
  const actor = requireAdminRole(ctx, 'super');
  const v = parseInput(bannedMailsInput, input);
  const { patterns, invalid } = parseMailPatterns(v.patterns);
  if (invalid.length)
    throw new ValidationError(
      'moderation.mail_pattern_invalid',
      { patterns: 'moderation.mail_pattern_invalid' },
      { entries: invalid.slice(0, 10).join(', ') },
    );
  if (!patterns.length) throw new ValidationError('validation.required', { patterns: 'validation.required' });
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(bannedMails)
      .values(patterns.map((pattern) => ({ pattern, createdByUserId: actor })))
      .onConflictDoNothing({ target: bannedMails.pattern })
      .returning();
    if (rows.length) {
      await audit(tx, actor, 'admin.banned_mail.add', 'banned-mails', {
        patterns: rows.map((r) => r.pattern),
      });
      await announceModerationChange(tx);
    }
    return rows;
  });
  if (inserted.length) dataChanged(ctx.db, 'moderation');
  const added = new Set(inserted.map((r) => r.pattern));
  return { added: inserted.map(viewOf), existing: patterns.filter((p) => !added.has(p)) };
}

/**
 * Deletes banned addresses/domains by id (one or many; unknown ids ignored). Audited
 * (`admin.banned_mail.delete`). Output: how many were deleted.
 * @throws UnauthorizedError; ForbiddenError; ValidationError `ids`.
 */
export async function deleteBannedMails(ctx: Ctx, input: IdsInput): Promise<{ deleted: number }> {
  const actor = requireAdminRole(ctx, 'super');
  const { ids } = parseInput(idsInput, input);
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(bannedMails)
      .where(inArray(bannedMails.id, ids))
      .returning({ id: bannedMails.id, pattern: bannedMails.pattern });
    if (rows.length) {
      await audit(tx, actor, 'admin.banned_mail.delete', 'banned-mails', {
        patterns: rows.map((r) => r.pattern),
        ids: rows.map((r) => r.id),
      });
      await announceModerationChange(tx);
    }
    return rows.length;
  });
  if (deleted) dataChanged(ctx.db, 'moderation');
  return { deleted };
}

/**
 * Turns the disposable-mail check on or off (site setting `disposableMails`, audited as
 * `admin.site.setting` by the settings module in the same transaction). Super admins only.
 * @throws UnauthorizedError; ForbiddenError; ValidationError `enabled`.
 */
export async function setDisposableMailCheck(
  ctx: Ctx,
  input: { enabled: boolean },
): Promise<{ enabled: boolean }> {
  const actor = requireAdminRole(ctx, 'super');
  const { enabled } = parseInput(disposableSwitchInput, input);
  return saveSiteSetting(ctx.db, 'disposableMails', { enabled }, actor);
}

/**
 * Banned words (issue 17 §1 banned-words; spec dashboard §6 "Super admin: banned mails and
 * words"): the super admins' list, and the check every write of user-written text makes —
 * names, taglines, descriptions, job posts, messages, the contact form — refusing a text that
 * holds a listed word with the field named ('This text contains a word that is not allowed:
 * "{word}"', key `moderation.banned_word`) and recording the attempt in `spam_events`.
 *
 * The list is compiled once per process (./words.ts) and emptied in every process when it
 * changes: the writers send `NOTIFY atlas_data_changed, 'moderation'` in their transaction
 * (decision 0015; the table has no trigger) and announce the change to their own process after
 * the commit. A five-minute lifetime is the safety net for a lost notice.
 */
import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged, dataGeneration, onDataChange } from '@/server/data-changes';
import { ValidationError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { bannedWords } from './schema';
import { compileMatcher, findBannedWord, foldText, parseEntries, type Matcher } from './words';
import { audit, likePattern, pageOf, parseInput, requireAdminRole, type Paged } from './admin-access';
import { recordSpamEvent, type SpamSubject } from './spam';
import {
  bannedWordsInput,
  idsInput,
  type BannedWordsInput,
  type IdsInput,
  type ListQuery,
} from './validation';

/** The field key of a refused text. */
export const BANNED_WORD_KEY = 'moderation.banned_word';
const TTL_MS = 5 * 60_000;

// One compiled list per database, on globalThis (the Next bundle and the API share a process).
const globalCache = globalThis as unknown as {
  __atlasBannedWords?: WeakMap<Db, { at: number; matcher: Promise<Matcher> }>;
};
const cache = (globalCache.__atlasBannedWords ??= new WeakMap());
onDataChange('banned-words', (db, change) => {
  if (change === 'moderation') cache.delete(db);
});

/** The compiled banned-word list of `db` (cached per process; see the module comment). */
export async function bannedWordMatcher(db: Db): Promise<Matcher> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.matcher;
  const generation = dataGeneration();
  const matcher = db
    .select({ folded: bannedWords.folded })
    .from(bannedWords)
    .then((rows) => compileMatcher(rows.map((r) => r.folded)));
  const entry = { at: Date.now(), matcher };
  cache.set(db, entry);
  // A failed read, or one that overlapped a change, is not kept.
  matcher.then(
    () => generation !== dataGeneration() && cache.get(db) === entry && cache.delete(db),
    () => cache.get(db) === entry && cache.delete(db),
  );
  return matcher;
}

/** A field value to check: text (HTML is read as a reader sees it: words.ts visibleText), a list of texts, or nothing. */
export type CheckedValue = string | readonly (string | null | undefined)[] | null | undefined;

/**
 * The fields of `values` that hold a banned word: `fields` (field → `moderation.banned_word`),
 * `found` (field → the word as the text wrote it) and `words` (those words, each once, in field
 * order). A list value's items are checked each; its fields are named `<field>.<index>`.
 */
export async function findBannedWords(
  db: Db,
  values: Record<string, CheckedValue>,
): Promise<{ fields: Record<string, string>; found: Record<string, string>; words: string[] }> {
  const fields: Record<string, string> = {};
  const found: Record<string, string> = {};
  const words: string[] = [];
  const entries = Object.entries(values).flatMap(([field, value]) =>
    value == null
      ? []
      : typeof value === 'string'
        ? [[field, value] as const]
        : value.flatMap((v, i) => (v ? [[`${field}.${i}`, v] as const] : [])),
  );
  if (!entries.some(([, v]) => v.trim())) return { fields, found, words };
  const matcher = await bannedWordMatcher(db);
  if (!matcher.size) return { fields, found, words };
  for (const [field, value] of entries) {
    const match = findBannedWord(matcher, value);
    if (!match) continue;
    fields[field] = BANNED_WORD_KEY;
    found[field] = match.text;
    if (!words.includes(match.text)) words.push(match.text);
  }
  return { fields, found, words };
}

/**
 * Refuses user-written text holding a banned word: a ValidationError `moderation.banned_word`
 * naming each such field (param `word`: the words found, as written, comma-separated) after
 * recording one `spam_events` row (kind `banned_word`, detail `field: word`) per field.
 * Call it with the process database before the write's transaction opens (the spam row must
 * not be rolled back with the refused write; on the embedded database a second writer would
 * wait for the open transaction).
 * Input: field → value (see {@link CheckedValue}); who wrote it. Output: nothing when clean.
 * @throws ValidationError 'moderation.banned_word'.
 */
export async function assertNoBannedWords(
  db: Db,
  values: Record<string, CheckedValue>,
  who: SpamSubject = {},
): Promise<void> {
  const { fields, found, words } = await findBannedWords(db, values);
  if (!words.length) return;
  for (const [field, word] of Object.entries(found)) {
    await recordSpamEvent(db, 'banned_word', who, `${field}: ${word}`);
  }
  throw new ValidationError(BANNED_WORD_KEY, fields, { word: words.join(', ') });
}

/** The who of a signed-in viewer's write, for {@link assertNoBannedWords}. */
export const viewerSubject = (ctx: Ctx): SpamSubject => ({ userId: ctx.viewer.userId });

/** A banned word as the admin screen lists it. */
export interface BannedWordView {
  id: number;
  word: string;
  folded: string;
  createdBy: string | null;
  /** UTC ISO-8601. */
  createdAt: string;
}

/**
 * The banned words, newest first, searched by `q` (in the word as typed or folded: `ISTANBUL`
 * finds `İstanbul`), 50 a page by default. Super admins only.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'.
 */
export async function listBannedWords(ctx: Ctx, query: ListQuery = {}): Promise<Paged<BannedWordView>> {
  requireAdminRole(ctx, 'super');
  const { pageIndex, pageSize, offset } = pageOf(query, 50, 200);
  const like = likePattern(query.q);
  const folded = likePattern(query.q === undefined ? undefined : foldText(query.q));
  const where = like ? or(ilike(bannedWords.word, like), ilike(bannedWords.folded, folded!)) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: bannedWords.id,
        word: bannedWords.word,
        folded: bannedWords.folded,
        createdAt: bannedWords.createdAt,
        name: users.name,
        surname: users.surname,
      })
      .from(bannedWords)
      .leftJoin(users, eq(users.id, bannedWords.createdByUserId))
      .where(where)
      .orderBy(desc(bannedWords.createdAt), desc(bannedWords.id))
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(bannedWords).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      word: r.word,
      folded: r.folded,
      createdBy: r.name === null ? null : `${r.name} ${r.surname ?? ''}`.trim(),
      createdAt: r.createdAt.toISOString(),
    })),
    pageIndex,
    pageSize,
    totalCount: total?.n ?? 0,
  };
}

/** Sends the moderation data-change notice in `tx` (every process hears it when `tx` commits). */
export async function announceModerationChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify('atlas_data_changed', 'moderation')`);
}

/**
 * Bans one or many words or phrases (`words`: separated by commas, semicolons or line breaks;
 * case and dotted/dotless i do not matter). Words already listed are skipped and named.
 * Audited (`admin.banned_word.add`, the words added) in the insert's transaction.
 * Output: the rows added and the entries that were already listed.
 * @throws UnauthorizedError; ForbiddenError; ValidationError `words` → 'validation.required',
 *   'moderation.list_too_long' or 'moderation.word_invalid' (param `entries`: the refused ones).
 */
export async function addBannedWords(
  ctx: Ctx,
  input: BannedWordsInput,
): Promise<{ added: BannedWordView[]; existing: string[] }> {
  const actor = requireAdminRole(ctx, 'super');
  const v = parseInput(bannedWordsInput, input);
  const { entries, invalid } = parseEntries(v.words);
  if (invalid.length)
    throw new ValidationError(
      'moderation.word_invalid',
      { words: 'moderation.word_invalid' },
      { entries: invalid.slice(0, 10).join(', ') },
    );
  if (!entries.length) throw new ValidationError('validation.required', { words: 'validation.required' });
  const result = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bannedWords)
      .values(entries.map((e) => ({ word: e.word, folded: e.folded, createdByUserId: actor })))
      .onConflictDoNothing({ target: bannedWords.folded })
      .returning();
    const addedFolded = new Set(inserted.map((r) => r.folded));
    const existing = entries.filter((e) => !addedFolded.has(e.folded)).map((e) => e.word);
    if (inserted.length) {
      await audit(tx, actor, 'admin.banned_word.add', 'banned-words', {
        words: inserted.map((r) => r.word),
      });
      await announceModerationChange(tx);
    }
    return { inserted, existing };
  });
  if (result.inserted.length) dataChanged(ctx.db, 'moderation');
  return {
    added: result.inserted.map((r) => ({
      id: r.id,
      word: r.word,
      folded: r.folded,
      createdBy: null,
      createdAt: r.createdAt.toISOString(),
    })),
    existing: result.existing,
  };
}

/**
 * Deletes banned words by id (one or many; unknown ids are ignored). Audited
 * (`admin.banned_word.delete`, the words) in the delete's transaction.
 * Output: how many were deleted.
 * @throws UnauthorizedError; ForbiddenError; ValidationError `ids`.
 */
export async function deleteBannedWords(ctx: Ctx, input: IdsInput): Promise<{ deleted: number }> {
  const actor = requireAdminRole(ctx, 'super');
  const { ids } = parseInput(idsInput, input);
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(bannedWords)
      .where(inArray(bannedWords.id, ids))
      .returning({ id: bannedWords.id, word: bannedWords.word });
    if (rows.length) {
      await audit(tx, actor, 'admin.banned_word.delete', 'banned-words', {
        words: rows.map((r) => r.word),
        ids: rows.map((r) => r.id),
      });
      await announceModerationChange(tx);
    }
    return rows.length;
  });
  if (deleted) dataChanged(ctx.db, 'moderation');
  return { deleted };
}

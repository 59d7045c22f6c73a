/**
 * A signed-in user's lists of startups, people and organizations (issue 18 §5; spec public §2
 * `/user/dashboard/lists`), as Crunchbase and Dealroom keep them: named lists, an entry added
 * from any card or page, a note per entry, a read-only share link, an Excel file of the list.
 *
 * Rules (the server's, whatever the screen shows):
 * - Only the owner reads or changes a list; anyone else gets 404 'lists.not_found' (a list's
 *   existence is not revealed). A shared list is read through its token alone, without notes.
 * - Names: 1–{@link LIST_NAME_MAX} characters, no banned word; at most {@link MAX_LISTS} lists a
 *   user and {@link MAX_LIST_ITEMS} entries a list; notes at most {@link NOTE_MAX} characters.
 * - A person is named by user id or by their page's seoUrl; lists store the user id.
 * - Only public entries can be added (a visible startup, a verified person not leaving, an
 *   approved visible organization): else 404 'lists.entry_not_found'. Adding an entry already in
 *   the list keeps it once (its note is replaced when a note is given).
 * - An entry hidden later stays in the list but is shown as unavailable to the owner and left
 *   out of the shared view and the Excel file.
 * Every write runs in one transaction and moves the list's `updatedAt`.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError, UnauthorizedError, ValidationError } from '@/server/errors';
import { assertNoBannedWords, viewerSubject } from '@/modules/moderation/banned-words';
import { users } from '@/modules/identity/schema';
import { hitsByIds, type SearchHit } from '@/modules/search/global-search';
import { userListItems, userLists } from './schema';

export const LIST_ENTRY_KINDS = ['startup', 'person', 'organization'] as const;
export type ListEntryKind = (typeof LIST_ENTRY_KINDS)[number];

/** Most lists a user keeps. */
export const MAX_LISTS = 50;
/** Most entries a list holds. */
export const MAX_LIST_ITEMS = 500;
export const LIST_NAME_MAX = 80;
export const NOTE_MAX = 500;

/** A list on the lists page: its size per kind and whether it is shared. */
export interface ListSummary {
  id: number;
  name: string;
  itemCount: number;
  counts: Record<ListEntryKind, number>;
  /** The share token when shared read-only by link, else null. */
  shareToken: string | null;
  /** UTC ISO-8601. */
  updatedAt: string;
}

/** One entry of a list as its owner sees it. */
export interface ListItemView {
  id: number;
  kind: ListEntryKind;
  entityId: string;
  note: string;
  /** UTC ISO-8601. */
  addedAt: string;
  /** The entry's name, page and picture; null when it is no longer public. */
  entry: SearchHit | null;
}

/** A list with its entries (newest first). */
export interface ListView extends ListSummary {
  items: ListItemView[];
}

function ownerOf(ctx: Ctx): string {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) throw new UnauthorizedError();
  return ctx.viewer.userId;
}

/** The trimmed name. @throws ValidationError 'lists.name_required' / 'lists.name_too_long' (field `name`). */
function checkedName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new ValidationError('lists.name_required', { name: 'lists.name_required' });
  if (trimmed.length > LIST_NAME_MAX)
    throw new ValidationError('lists.name_too_long', { name: 'lists.name_too_long' }, { max: LIST_NAME_MAX });
  return trimmed;
}

/** The trimmed note. @throws ValidationError 'lists.note_too_long' (field `note`). */
function checkedNote(note: string): string {
  const trimmed = note.trim();
  if (trimmed.length > NOTE_MAX)
    throw new ValidationError('lists.note_too_long', { note: 'lists.note_too_long' }, { max: NOTE_MAX });
  return trimmed;
}

/** The viewer's list `listId`, locked for the transaction. @throws NotFoundError 'lists.not_found'. */
async function ownList(tx: Db, userId: string, listId: number) {
  const [list] = await tx
    .select()
    .from(userLists)
    .where(and(eq(userLists.id, listId), eq(userLists.userId, userId)))
    .for('update');
  if (!list) throw new NotFoundError('lists.not_found');
  return list;
}

const touch = (tx: Db, listId: number) =>
  tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, listId));

/** The viewer's lists, last changed first. @throws UnauthorizedError. */
export async function myLists(ctx: Ctx): Promise<ListSummary[]> {
  return summariesOf(ctx);
}

/** The viewer's lists (only `onlyId` when given) with their counts. @throws UnauthorizedError. */
async function summariesOf(ctx: Ctx, onlyId?: number): Promise<ListSummary[]> {
  const userId = ownerOf(ctx);
  const lists = await ctx.db
    .select()
    .from(userLists)
    .where(
      onlyId === undefined
        ? eq(userLists.userId, userId)
        : and(eq(userLists.userId, userId), eq(userLists.id, onlyId)),
    )
    .orderBy(desc(userLists.updatedAt), desc(userLists.id));
  if (lists.length === 0) return [];
  const counts = await ctx.db
    .select({ listId: userListItems.listId, kind: userListItems.kind, n: count() })
    .from(userListItems)
    .where(
      inArray(
        userListItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .groupBy(userListItems.listId, userListItems.kind);
  return lists.map((l) => {
    const mine = counts.filter((c) => c.listId === l.id);
    const byKind = Object.fromEntries(
      LIST_ENTRY_KINDS.map((k) => [k, mine.find((c) => c.kind === k)?.n ?? 0]),
    ) as Record<ListEntryKind, number>;
    return {
      id: l.id,
      name: l.name,
      itemCount: mine.reduce((n, c) => n + c.n, 0),
      counts: byKind,
      shareToken: l.shareToken,
      updatedAt: l.updatedAt.toISOString(),
    };
  });
}

/**
 * Creates a list named `name`. Output: its id.
 * @throws UnauthorizedError; ValidationError 'lists.name_required' | 'lists.name_too_long' |
 *   'lists.too_many' | a banned word's error.
 */
export async function createList(ctx: Ctx, name: string): Promise<number> {
  const userId = ownerOf(ctx);
  const checked = checkedName(name);
  await assertNoBannedWords(ctx.db, { name: checked }, viewerSubject(ctx));
  return ctx.db.transaction(async (tx) => {
    // Serializes a user's list creations, so two at once cannot pass the limit.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(userLists)
      .where(eq(userLists.userId, userId));
    if (n >= MAX_LISTS) throw new ValidationError('lists.too_many', undefined, { max: MAX_LISTS });
    const [row] = await tx
      .insert(userLists)
      .values({ userId, name: checked })
      .returning({ id: userLists.id });
    return row!.id;
  });
}

/** Renames list `listId`. @throws as {@link createList}, and NotFoundError 'lists.not_found'. */
export async function renameList(ctx: Ctx, listId: number, name: string): Promise<void> {
  const userId = ownerOf(ctx);
  const checked = checkedName(name);
  await assertNoBannedWords(ctx.db, { name: checked }, viewerSubject(ctx));
  await ctx.db.transaction(async (tx) => {
    await ownList(tx, userId, listId);
    await tx.update(userLists).set({ name: checked, updatedAt: new Date() }).where(eq(userLists.id, listId));
  });
}

/** Deletes list `listId` with its entries. @throws UnauthorizedError; NotFoundError 'lists.not_found'. */
export async function deleteList(ctx: Ctx, listId: number): Promise<void> {
  const userId = ownerOf(ctx);
  const deleted = await ctx.db
    .delete(userLists)
    .where(and(eq(userLists.id, listId), eq(userLists.userId, userId)))
    .returning({ id: userLists.id });
  if (deleted.length === 0) throw new NotFoundError('lists.not_found');
}

/**
 * Shares list `listId` read-only by link (`shared` true: a new random token unless it has one)
 * or stops sharing it (the old link stops working). Output: the token or null.
 * @throws UnauthorizedError; NotFoundError 'lists.not_found'.
 */
export async function setListSharing(ctx: Ctx, listId: number, shared: boolean): Promise<string | null> {
  const userId = ownerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const list = await ownList(tx, userId, listId);
    const token = shared ? (list.shareToken ?? randomBytes(18).toString('base64url')) : null;
    await tx.update(userLists).set({ shareToken: token }).where(eq(userLists.id, listId));
    return token;
  });
}

/**
 * Adds a public entry to list `listId`, with an optional note (kept once: a second add replaces
 * the note when one is given). Output: the entry's item id.
 * @throws UnauthorizedError; NotFoundError 'lists.not_found' | 'lists.entry_not_found';
 *   ValidationError 'lists.too_many_items' | 'lists.note_too_long'.
 */
export async function addListItem(
  ctx: Ctx,
  listId: number,
  entry: { kind: ListEntryKind; entityId: string; note?: string },
): Promise<number> {
  const userId = ownerOf(ctx);
  const note = entry.note === undefined ? undefined : checkedNote(entry.note);
  const [found] = await hitsByIds(ctx, entry.kind, [entry.entityId]);
  if (!found) throw new NotFoundError('lists.entry_not_found');
  return ctx.db.transaction(async (tx) => {
    await ownList(tx, userId, listId);
    const [existing] = await tx
      .select({ id: userListItems.id })
      .from(userListItems)
      .where(
        and(
          eq(userListItems.listId, listId),
          eq(userListItems.kind, entry.kind),
          eq(userListItems.entityId, found.id),
        ),
      );
    if (existing) {
      if (note !== undefined)
        await tx.update(userListItems).set({ note }).where(eq(userListItems.id, existing.id));
      await touch(tx, listId);
      return existing.id;
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(userListItems)
      .where(eq(userListItems.listId, listId));
    if (n >= MAX_LIST_ITEMS)
      throw new ValidationError('lists.too_many_items', undefined, { max: MAX_LIST_ITEMS });
    const [row] = await tx
      .insert(userListItems)
      .values({ listId, kind: entry.kind, entityId: found.id, note: note ?? '' })
      .returning({ id: userListItems.id });
    await touch(tx, listId);
    return row!.id;
  });
}

/** Sets the note of entry `itemId` of list `listId`. @throws as {@link addListItem}; NotFoundError 'lists.item_not_found'. */
export async function setListItemNote(ctx: Ctx, listId: number, itemId: number, note: string): Promise<void> {
  const userId = ownerOf(ctx);
  const checked = checkedNote(note);
  await ctx.db.transaction(async (tx) => {
    await ownList(tx, userId, listId);
    const updated = await tx
      .update(userListItems)
      .set({ note: checked })
      .where(and(eq(userListItems.id, itemId), eq(userListItems.listId, listId)))
      .returning({ id: userListItems.id });
    if (updated.length === 0) throw new NotFoundError('lists.item_not_found');
    await touch(tx, listId);
  });
}

/** Removes entry `itemId` from list `listId`. @throws UnauthorizedError; NotFoundError 'lists.not_found' | 'lists.item_not_found'. */
export async function removeListItem(ctx: Ctx, listId: number, itemId: number): Promise<void> {
  const userId = ownerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await ownList(tx, userId, listId);
    const removed = await tx
      .delete(userListItems)
      .where(and(eq(userListItems.id, itemId), eq(userListItems.listId, listId)))
      .returning({ id: userListItems.id });
    if (removed.length === 0) throw new NotFoundError('lists.item_not_found');
    await touch(tx, listId);
  });
}

/** The entries of `listId` with their public pages (null when no longer public), newest first. */
async function itemsOf(ctx: Ctx, listId: number): Promise<ListItemView[]> {
  const rows = await ctx.db
    .select()
    .from(userListItems)
    .where(eq(userListItems.listId, listId))
    .orderBy(desc(userListItems.addedAt), desc(userListItems.id));
  const found = new Map<string, SearchHit>();
  for (const kind of LIST_ENTRY_KINDS) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.entityId);
    for (const hit of await hitsByIds(ctx, kind, ids)) found.set(`${kind}:${hit.id}`, hit);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ListEntryKind,
    entityId: r.entityId,
    note: r.note,
    addedAt: r.addedAt.toISOString(),
    entry: found.get(`${r.kind}:${r.entityId}`) ?? null,
  }));
}

/** The viewer's list `listId` with its entries. @throws UnauthorizedError; NotFoundError 'lists.not_found'. */
export async function getList(ctx: Ctx, listId: number): Promise<ListView> {
  const [summary] = await summariesOf(ctx, listId);
  if (!summary) throw new NotFoundError('lists.not_found');
  return { ...summary, items: await itemsOf(ctx, listId) };
}

/** A list as its share link shows it: name, owner's first name, public entries without notes. */
export interface SharedListView {
  name: string;
  ownerName: string;
  /** UTC ISO-8601. */
  updatedAt: string;
  entries: SearchHit[];
}

/** The list shared under `token`, for anyone with the link. @throws NotFoundError 'lists.not_found' (unknown or no longer shared). */
export async function getSharedList(ctx: Ctx, token: string): Promise<SharedListView> {
  const [list] = await ctx.db
    .select({ id: userLists.id, name: userLists.name, updatedAt: userLists.updatedAt, ownerName: users.name })
    .from(userLists)
    .innerJoin(users, eq(users.id, userLists.userId))
    .where(eq(userLists.shareToken, token));
  if (!list || token.length < 20) throw new NotFoundError('lists.not_found');
  const items = await itemsOf(ctx, list.id);
  return {
    name: list.name,
    ownerName: list.ownerName,
    updatedAt: list.updatedAt.toISOString(),
    entries: items.flatMap((i) => (i.entry ? [i.entry] : [])),
  };
}

/**
 * The viewer's lists with whether each holds the entry (kind, entityId): the add-to-list menu of
 * a card or page. @throws UnauthorizedError.
 */
export async function listsHolding(
  ctx: Ctx,
  kind: ListEntryKind,
  entityId: string,
): Promise<Array<{ id: number; name: string; holds: boolean }>> {
  const userId = ownerOf(ctx);
  // A person may be named by their seoUrl: lists hold the user id.
  const stored = kind === 'person' ? ((await hitsByIds(ctx, kind, [entityId]))[0]?.id ?? entityId) : entityId;
  const rows = await ctx.db
    .select({ id: userLists.id, name: userLists.name, item: userListItems.id })
    .from(userLists)
    .leftJoin(
      userListItems,
      and(
        eq(userListItems.listId, userLists.id),
        eq(userListItems.kind, kind),
        eq(userListItems.entityId, stored),
      ),
    )
    .where(eq(userLists.userId, userId))
    .orderBy(asc(userLists.name), asc(userLists.id));
  return rows.map((r) => ({ id: r.id, name: r.name, holds: r.item !== null }));
}

/**
 * Types management (issue 17 §1 "types: every reference type list of P §3 (id, EN/TR name,
 * parent, order, active); a type in use cannot be deleted, only deactivated"; D §6 super admin).
 *
 * Lists (categories) are the ref_types rows without a parent and are fixed by the code
 * (./data/type-list-ids.ts); super admins manage their items: add (the next free id of the
 * list's range, slugs from the names), rename, reorder, activate/deactivate, delete when nothing
 * uses the item (./types-admin-registry.ts counts the references). Inactive items are not offered
 * for new choices (./reference.ts `getTypeList`, `getTypeItems`) but stored references keep their
 * names. Ids are never given to another item while the seed's lists name them. Every write locks
 * its list's row (concurrent adds cannot take one id twice), writes an audit_log row in its
 * transaction and, once committed, empties the reference caches (the ref_types trigger of
 * migration 0022 tells the other processes; decision 0015).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { dataChanged } from '@/server/data-changes';
import { DomainError, NotFoundError } from '@/server/errors';
import { requireAdminRole, writeAudit } from '@/modules/admin/access';
import { uniqueSlug } from '@/lib/text';
import { types } from './schema';
import { isSeededTypeId, TYPE_LISTS, type TypeListKey } from './data/type-lists';
import { countReferencesOfItem, countReferencesOfList, itemRange } from './types-admin-registry';
import {
  parseAdminInput,
  typeActiveInput,
  typeItemInput,
  typeMoveInput,
  typeNamesInput,
  type TypeItemInput,
  type TypeNamesInput,
} from './types-admin-validation';

/** A list (category) as the screen shows it. */
export interface TypeCategoryAdmin {
  id: number;
  key: string;
  nameEn: string;
  nameTr: string;
  itemCount: number;
  activeCount: number;
}

/** An item of a list with its references (`inUse`: rows that store it). */
export interface TypeItemAdmin {
  id: number;
  categoryId: number;
  key: string;
  nameEn: string;
  nameTr: string;
  slugEn: string;
  slugTr: string;
  sortOrder: number;
  active: boolean;
  inUse: number;
}

type TypeRow = typeof types.$inferSelect;

const entity = (id: number) => `ref-type:${id}`;
const conflict = (key: string, params: Record<string, string | number> = {}, field?: string) =>
  new DomainError(409, key, params, field ? { [field]: key } : undefined);

const audit = (tx: Db, actor: string, action: string, id: number, details: Record<string, unknown>) =>
  writeAudit(tx, actor, action, entity(id), details);

/** The acting super admin (D §6 "Super admin: … types"): 401 for visitors, 403 'access.invalid' otherwise. */
const requireSuperAdmin = (ctx: Ctx) => requireAdminRole(ctx, 'super');

/**
 * Every list with its number of items and of active items, in list order.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'.
 */
export async function listTypeCategories(ctx: Ctx): Promise<TypeCategoryAdmin[]> {
  requireSuperAdmin(ctx);
  return ctx.db
    .select({
      id: types.id,
      key: types.key,
      nameEn: types.nameEn,
      nameTr: types.nameTr,
      itemCount: sql<number>`(select count(*)::int from "ref_types" i where i."parent_id" = "ref_types"."id")`,
      activeCount: sql<number>`(select count(*)::int from "ref_types" i where i."parent_id" = "ref_types"."id" and i."active")`,
    })
    .from(types)
    .where(isNull(types.parentId))
    .orderBy(asc(types.sortOrder), asc(types.id));
}

async function categoryOf(db: Db, id: number, lock = false): Promise<TypeRow> {
  const query = db
    .select()
    .from(types)
    .where(and(eq(types.id, id), isNull(types.parentId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('refType.category_not_found');
  return row;
}

async function itemsOf(db: Db, categoryId: number): Promise<TypeRow[]> {
  return db
    .select()
    .from(types)
    .where(eq(types.parentId, categoryId))
    .orderBy(asc(types.sortOrder), asc(types.id));
}

const view = (row: TypeRow, inUse: number): TypeItemAdmin => ({
  id: row.id,
  categoryId: row.parentId ?? 0,
  key: row.key,
  nameEn: row.nameEn,
  nameTr: row.nameTr,
  slugEn: row.slugEn,
  slugTr: row.slugTr,
  sortOrder: row.sortOrder,
  active: row.active,
  inUse,
});

/**
 * One list and its items in order, each with the number of rows that use it.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'refType.category_not_found'.
 */
export async function listTypeItems(
  ctx: Ctx,
  categoryId: number,
): Promise<{ category: TypeCategoryAdmin; items: TypeItemAdmin[] }> {
  requireSuperAdmin(ctx);
  const category = await categoryOf(ctx.db, categoryId);
  const rows = await itemsOf(ctx.db, categoryId);
  const used = await countReferencesOfList(
    ctx.db,
    category.key as TypeListKey,
    rows.map((r) => r.id),
  );
  return {
    category: {
      id: category.id,
      key: category.key,
      nameEn: category.nameEn,
      nameTr: category.nameTr,
      itemCount: rows.length,
      activeCount: rows.filter((r) => r.active).length,
    },
    items: rows.map((r) => view(r, used.get(r.id) ?? 0)),
  };
}

/** The item `id` (not a list) with its row locked, and its list's row. */
async function lockedItem(tx: Db, id: number): Promise<{ item: TypeRow; category: TypeRow }> {
  const [found] = await tx.select({ parentId: types.parentId }).from(types).where(eq(types.id, id));
  if (!found || found.parentId === null) throw new NotFoundError('refType.not_found');
  const category = await categoryOf(tx, found.parentId, true);
  const [item] = await tx.select().from(types).where(eq(types.id, id)).for('update');
  if (!item) throw new NotFoundError('refType.not_found');
  return { item, category };
}

/** 409 'refType.name_taken' on the field whose name another item of the list already has. */
function checkNamesFree(siblings: TypeRow[], names: { nameEn: string; nameTr: string }, exceptId?: number) {
  const others = siblings.filter((s) => s.id !== exceptId);
  const same = (a: string, b: string, locale: string) =>
    a.trim().toLocaleLowerCase(locale) === b.trim().toLocaleLowerCase(locale);
  if (others.some((s) => same(s.nameEn, names.nameEn, 'en')))
    throw conflict('refType.name_taken', {}, 'nameEn');
  if (others.some((s) => same(s.nameTr, names.nameTr, 'tr')))
    throw conflict('refType.name_taken', {}, 'nameTr');
}

/** The highest id the seed's list `key` gives (ids up to it are never handed out again). */
function seededMaxId(categoryId: number, key: string): number {
  const list = TYPE_LISTS.find((c) => c.key === key);
  return list ? categoryId * 1000 + list.items.length : categoryId * 1000;
}

/** After a committed write: this process's caches now (other processes hear the trigger). */
function announce(db: Db) {
  dataChanged(db, 'reference');
}

async function loadItem(db: Db, id: number): Promise<TypeItemAdmin> {
  const [row] = await db.select().from(types).where(eq(types.id, id));
  if (!row || row.parentId === null) throw new NotFoundError('refType.not_found');
  const [category] = await db.select({ key: types.key }).from(types).where(eq(types.id, row.parentId));
  const { count } = await countReferencesOfItem(db, (category?.key ?? '') as TypeListKey, id);
  return view(row, count);
}

/**
 * Adds an item at the end of list `categoryId`: id = the list's next free id (category × 1000 +
 * n, after both its stored items and the seed's), slugs from the names (unique in the list).
 * @throws UnauthorizedError; ForbiddenError; ValidationError (names required, ≤ 120 characters);
 *   NotFoundError 'refType.category_not_found'; 409 'refType.name_taken' (field named),
 *   'refType.list_full' (999 items).
 */
export async function createTypeItem(
  ctx: Ctx,
  categoryId: number,
  input: TypeItemInput,
): Promise<TypeItemAdmin> {
  const actor = requireSuperAdmin(ctx);
  const v = parseAdminInput(typeItemInput, input);
  const id = await ctx.db.transaction(async (tx) => {
    const category = await categoryOf(tx, categoryId, true);
    const siblings = await itemsOf(tx, categoryId);
    checkNamesFree(siblings, v);
    const { lo, hi } = itemRange(categoryId);
    const [range] = await tx
      .select({ max: sql<number | null>`max(${types.id})` })
      .from(types)
      .where(sql`${types.id} between ${lo} and ${hi}`);
    const next = Math.max(range?.max ?? 0, seededMaxId(categoryId, category.key), lo - 1) + 1;
    if (next > hi) throw conflict('refType.list_full', { max: hi - lo + 1 });
    const slugEn = uniqueSlug(v.nameEn, new Set(siblings.map((s) => s.slugEn)));
    const slugTr = uniqueSlug(v.nameTr, new Set(siblings.map((s) => s.slugTr)));
    const sortOrder = Math.max(0, ...siblings.map((s) => s.sortOrder)) + 1;
    await tx.insert(types).values({
      id: next,
      parentId: categoryId,
      key: slugEn,
      slugEn,
      slugTr,
      nameEn: v.nameEn,
      nameTr: v.nameTr,
      sortOrder,
      active: v.active,
    });
    await audit(tx, actor, 'admin.type.create', next, {
      list: category.key,
      nameEn: v.nameEn,
      nameTr: v.nameTr,
      slugEn,
      slugTr,
      active: v.active,
    });
    return next;
  });
  announce(ctx.db);
  return loadItem(ctx.db, id);
}

/**
 * Renames an item. Its slugs (addresses such as `/startups/fintech`) stay as they are while any
 * row uses it, and always for the seed's items (the startup list's address codec knows those
 * slugs); an added, unused item's slugs follow the new names.
 * @throws UnauthorizedError; ForbiddenError; ValidationError; NotFoundError 'refType.not_found';
 *   409 'refType.name_taken'.
 */
export async function renameTypeItem(ctx: Ctx, id: number, input: TypeNamesInput): Promise<TypeItemAdmin> {
  const actor = requireSuperAdmin(ctx);
  const v = parseAdminInput(typeNamesInput, input);
  await ctx.db.transaction(async (tx) => {
    const { item, category } = await lockedItem(tx, id);
    const siblings = await itemsOf(tx, category.id);
    checkNamesFree(siblings, v, id);
    const { count, mirrored } = await countReferencesOfItem(tx, category.key as TypeListKey, id);
    // Seeded items keep theirs too: the startup list's addresses are built from them (filter.ts).
    const keepSlugs = count > 0 || mirrored || isSeededTypeId(id);
    const others = siblings.filter((s) => s.id !== id);
    const slugEn = keepSlugs ? item.slugEn : uniqueSlug(v.nameEn, new Set(others.map((s) => s.slugEn)));
    const slugTr = keepSlugs ? item.slugTr : uniqueSlug(v.nameTr, new Set(others.map((s) => s.slugTr)));
    await tx
      .update(types)
      .set({ nameEn: v.nameEn, nameTr: v.nameTr, slugEn, slugTr })
      .where(eq(types.id, id));
    await audit(tx, actor, 'admin.type.update', id, {
      list: category.key,
      from: { nameEn: item.nameEn, nameTr: item.nameTr, slugEn: item.slugEn, slugTr: item.slugTr },
      to: { nameEn: v.nameEn, nameTr: v.nameTr, slugEn, slugTr },
    });
  });
  announce(ctx.db);
  return loadItem(ctx.db, id);
}

/**
 * Activates or deactivates an item (an inactive one is not offered for new choices; stored
 * references keep showing it).
 * @throws UnauthorizedError; ForbiddenError; ValidationError; NotFoundError 'refType.not_found'.
 */
export async function setTypeItemActive(
  ctx: Ctx,
  id: number,
  input: { active: boolean },
): Promise<TypeItemAdmin> {
  const actor = requireSuperAdmin(ctx);
  const { active } = parseAdminInput(typeActiveInput, input);
  await ctx.db.transaction(async (tx) => {
    const { item, category } = await lockedItem(tx, id);
    if (item.active === active) return;
    await tx.update(types).set({ active }).where(eq(types.id, id));
    await audit(tx, actor, active ? 'admin.type.activate' : 'admin.type.deactivate', id, {
      list: category.key,
      nameEn: item.nameEn,
    });
  });
  announce(ctx.db);
  return loadItem(ctx.db, id);
}

/**
 * Moves an item one place up or down in its list; the list is renumbered 1…n in the new order.
 * Moving the first item up (or the last down) changes nothing.
 * @throws UnauthorizedError; ForbiddenError; ValidationError; NotFoundError 'refType.not_found'.
 * @returns the list's items in their new order.
 */
export async function moveTypeItem(
  ctx: Ctx,
  id: number,
  input: { direction: 'up' | 'down' },
): Promise<{ category: TypeCategoryAdmin; items: TypeItemAdmin[] }> {
  const actor = requireSuperAdmin(ctx);
  const { direction } = parseAdminInput(typeMoveInput, input);
  const categoryId = await ctx.db.transaction(async (tx) => {
    const { category } = await lockedItem(tx, id);
    const order = await itemsOf(tx, category.id);
    const at = order.findIndex((r) => r.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return category.id;
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [i, row] of order.entries())
      if (row.sortOrder !== i + 1)
        await tx
          .update(types)
          .set({ sortOrder: i + 1 })
          .where(eq(types.id, row.id));
    await audit(tx, actor, 'admin.type.move', id, {
      list: category.key,
      direction,
      from: at + 1,
      to: to + 1,
    });
    return category.id;
  });
  announce(ctx.db);
  return listTypeItems(ctx, categoryId);
}

/**
 * Deletes an item nothing uses.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'refType.not_found'; 409
 *   'refType.in_use' with `count` ('This type is in use and cannot be deleted; deactivate it
 *   instead.').
 */
export async function deleteTypeItem(ctx: Ctx, id: number): Promise<void> {
  const actor = requireSuperAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    const { item, category } = await lockedItem(tx, id);
    const { count, mirrored } = await countReferencesOfItem(tx, category.key as TypeListKey, id);
    if (count > 0 || mirrored) throw conflict('refType.in_use', { count: Math.max(count, 1) });
    await tx.delete(types).where(eq(types.id, id));
    await audit(tx, actor, 'admin.type.delete', id, {
      list: category.key,
      nameEn: item.nameEn,
      nameTr: item.nameTr,
      slugEn: item.slugEn,
      slugTr: item.slugTr,
    });
  });
  announce(ctx.db);
}

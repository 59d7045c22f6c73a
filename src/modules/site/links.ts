/**
 * The site's header menus, footer link groups and social buttons (issue 17 §1 "header, footer":
 * labels and links per language, order, external links open in a new tab; spec public §2
 * "Header and footer"; D §2 admin routes `header`, `footer`; D §6 super admin). Rows of
 * `site_links` (see its doc comment in ./schema.ts): a top-level row is a header menu, a footer
 * group or a social button; a header menu's or footer group's children are its links.
 *
 * Super admins only (401 visitors, 403 'access.invalid' others). Every write runs in one
 * transaction with its audit row (`admin.site.link.<create|update|activate|move|delete>`, entity
 * `site-link:<id>`) and the data-change notice that empties every process's header/footer and
 * page caches when it commits (./settings.ts `announceSiteChange`); this process's caches empty
 * right after the commit.
 */
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { requireAdminRole, writeAudit } from '@/modules/admin/access';
import { siteLinks } from './schema';
import { announceSiteChange, siteSettingsChanged } from './settings';
import { linkInput, type LinkArea, type LinkInput, type LinkValues } from './validation';

/** A row of `site_links` as the admin screens show it. */
export interface SiteLinkView {
  id: number;
  area: LinkArea;
  parentId: number | null;
  /** The built-in header menu this row is (`data`, `pricing`, …), else null. */
  menuKey: string | null;
  labelEn: string;
  labelTr: string;
  urlEn: string;
  urlTr: string;
  external: boolean;
  icon: string | null;
  sortOrder: number;
  active: boolean;
  updatedAt: string;
}

/**
 * The acting super admin's id.
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) for others.
 */
export function requireSiteAdmin(ctx: Ctx): string {
  return requireAdminRole(ctx, 'super');
}

const entity = (id: number) => `site-link:${id}`;

function viewOf(row: typeof siteLinks.$inferSelect): SiteLinkView {
  return {
    id: row.id,
    area: row.area as LinkArea,
    parentId: row.parentId,
    menuKey: row.menuKey,
    labelEn: row.labelEn,
    labelTr: row.labelTr,
    urlEn: row.urlEn,
    urlTr: row.urlTr,
    external: row.external,
    icon: row.icon,
    sortOrder: row.sortOrder,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields of a row an audit entry records. */
const auditFields = (row: typeof siteLinks.$inferSelect | LinkValues) => ({
  area: row.area,
  parentId: row.parentId,
  labelEn: row.labelEn,
  labelTr: row.labelTr,
  urlEn: row.urlEn,
  urlTr: row.urlTr,
  external: row.external,
  icon: row.icon,
  active: row.active,
});

/**
 * Every row of `areas` (default all), parents before their children, each level in order.
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function listSiteLinks(ctx: Ctx, areas: readonly LinkArea[] = []): Promise<SiteLinkView[]> {
  requireSiteAdmin(ctx);
  const rows = await ctx.db
    .select()
    .from(siteLinks)
    .where(areas.length ? inArray(siteLinks.area, [...areas]) : undefined)
    .orderBy(asc(siteLinks.sortOrder), asc(siteLinks.id));
  return rows.map(viewOf);
}

/** The validated input, or a ValidationError naming each field ('Please enter a valid X URL.' named). */
function parseLink(input: unknown): LinkValues {
  const parsed = linkInput.safeParse(input);
  if (parsed.success) {
    const v = parsed.data;
    // Social buttons always leave the site; their label is the network's accessible name.
    return v.area === 'social' ? { ...v, external: true } : v;
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.includes('.') ? issue.message : 'generic.invalid_field';
  }
  const icon = (input as { icon?: unknown } | null)?.icon;
  // 'Please enter a valid X URL.' names the network (failWithFields reads it from the field name).
  for (const [field, key] of Object.entries(fields))
    if (key === 'validation.social_link' && typeof icon === 'string') {
      delete fields[field];
      fields[`${field}.${icon}`] = key;
    }
  return failWithFields(fields);
}

/**
 * The parent a link may go under: a top-level row of the same area (a header menu or a footer
 * group; social buttons have none). @throws ValidationError `parentId` 'site.parent_invalid'.
 */
async function checkParent(tx: Db, v: LinkValues): Promise<void> {
  if (v.parentId === null) return;
  const [parent] = await tx
    .select({ area: siteLinks.area, parentId: siteLinks.parentId })
    .from(siteLinks)
    .where(eq(siteLinks.id, v.parentId))
    .for('update');
  if (!parent || parent.area !== v.area || parent.parentId !== null || v.area === 'social')
    failWithFields({ parentId: 'site.parent_invalid' });
}

/** The next free place at the end of the siblings under `parentId` in `area`. */
async function nextSortOrder(tx: Db, area: string, parentId: number | null): Promise<number> {
  const [last] = await tx
    .select({ n: max(siteLinks.sortOrder) })
    .from(siteLinks)
    .where(
      and(
        eq(siteLinks.area, area),
        parentId === null ? isNull(siteLinks.parentId) : eq(siteLinks.parentId, parentId),
      ),
    );
  return (last?.n ?? -1) + 1;
}

async function getRow(db: Db, id: number, lock = false) {
  const query = db.select().from(siteLinks).where(eq(siteLinks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('site.link_not_found');
  return row;
}

/** Runs a write with its audit row and the notice, then empties this process's caches. */
async function write<T>(ctx: Ctx, run: (tx: Db) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const value = await run(tx as unknown as Db);
    await announceSiteChange(tx as unknown as Db);
    return value;
  });
  siteSettingsChanged(ctx.db);
  return result;
}

async function audit(tx: Db, actor: string, action: string, id: number, details: Record<string, unknown>) {
  await writeAudit(tx, actor, `admin.site.link.${action}`, entity(id), details);
}

/**
 * Adds a header menu or link, a footer group or link, or a social button at the end of its
 * siblings (see `linkInput` in ./validation.ts for the rules).
 * Output: the new row.
 * @throws UnauthorizedError; ForbiddenError; ValidationError with field keys ('validation.required',
 *   'site.path_invalid', 'site.external_invalid', 'validation.social_link' naming the network,
 *   'site.icon_required', 'site.group_no_url', 'site.parent_invalid').
 */
export async function createSiteLink(ctx: Ctx, input: LinkInput): Promise<SiteLinkView> {
  const actor = requireSiteAdmin(ctx);
  const v = parseLink(input);
  return write(ctx, async (tx) => {
    await checkParent(tx, v);
    const sortOrder = await nextSortOrder(tx, v.area, v.parentId);
    const [row] = await tx
      .insert(siteLinks)
      .values({ ...v, menuKey: null, sortOrder })
      .returning();
    await audit(tx, actor, 'create', row!.id, auditFields(v));
    return viewOf(row!);
  });
}

/**
 * Replaces a row's labels, addresses, new-tab switch, icon, active switch and parent (a link may
 * move to another menu or group of its area, at the end). The area, the built-in menu key and a
 * menu's own level (top-level or link) do not change.
 * @throws as {@link createSiteLink}; NotFoundError 'site.link_not_found'; ValidationError
 *   `area` 'site.area_fixed', `parentId` 'site.parent_invalid' (a menu with links made a link).
 */
export async function updateSiteLink(ctx: Ctx, id: number, input: LinkInput): Promise<SiteLinkView> {
  const actor = requireSiteAdmin(ctx);
  const v = parseLink(input);
  return write(ctx, async (tx) => {
    const before = await getRow(tx, id, true);
    if (before.area !== v.area) failWithFields({ area: 'site.area_fixed' });
    if ((before.parentId === null) !== (v.parentId === null) || v.parentId === id)
      failWithFields({ parentId: 'site.parent_invalid' });
    await checkParent(tx, v);
    const sortOrder =
      before.parentId === v.parentId ? before.sortOrder : await nextSortOrder(tx, v.area, v.parentId);
    const [row] = await tx
      .update(siteLinks)
      .set({ ...v, sortOrder, updatedAt: new Date() })
      .where(eq(siteLinks.id, id))
      .returning();
    await audit(tx, actor, 'update', id, { from: auditFields(before), to: auditFields(v) });
    return viewOf(row!);
  });
}

/**
 * Shows (active) or hides a row; a hidden menu or group hides its links too.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'site.link_not_found'.
 */
export async function setSiteLinkActive(ctx: Ctx, id: number, active: boolean): Promise<SiteLinkView> {
  const actor = requireSiteAdmin(ctx);
  return write(ctx, async (tx) => {
    const before = await getRow(tx, id, true);
    const [row] = await tx
      .update(siteLinks)
      .set({ active, updatedAt: new Date() })
      .where(eq(siteLinks.id, id))
      .returning();
    await audit(tx, actor, 'activate', id, { from: before.active, to: active });
    return viewOf(row!);
  });
}

/**
 * Moves a row one place up or down among its siblings (same area and parent); the siblings'
 * order is renumbered 0, 1, 2 … on the way. At the first (last) place, `up` (`down`) changes
 * nothing. Output: the siblings in their new order.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'site.link_not_found'.
 */
export async function moveSiteLink(ctx: Ctx, id: number, direction: 'up' | 'down'): Promise<SiteLinkView[]> {
  const actor = requireSiteAdmin(ctx);
  return write(ctx, async (tx) => {
    const row = await getRow(tx, id, true);
    const siblings = await tx
      .select()
      .from(siteLinks)
      .where(
        and(
          eq(siteLinks.area, row.area),
          row.parentId === null ? isNull(siteLinks.parentId) : eq(siteLinks.parentId, row.parentId),
        ),
      )
      .orderBy(asc(siteLinks.sortOrder), asc(siteLinks.id))
      .for('update');
    const from = siblings.findIndex((s) => s.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < siblings.length) {
      const [moved] = siblings.splice(from, 1);
      siblings.splice(to, 0, moved!);
    }
    const now = new Date();
    for (const [index, sibling] of siblings.entries()) {
      if (sibling.sortOrder === index) continue;
      sibling.sortOrder = index;
      await tx
        .update(siteLinks)
        .set({ sortOrder: index, updatedAt: now })
        .where(eq(siteLinks.id, sibling.id));
    }
    await audit(tx, actor, 'move', id, {
      direction,
      from,
      to: Math.max(0, Math.min(siblings.length - 1, to)),
    });
    return siblings.map(viewOf);
  });
}

/**
 * Deletes a row and, for a menu or group, its links.
 * Output: how many rows went.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'site.link_not_found'.
 */
export async function deleteSiteLink(ctx: Ctx, id: number): Promise<{ deleted: number }> {
  const actor = requireSiteAdmin(ctx);
  return write(ctx, async (tx) => {
    const row = await getRow(tx, id, true);
    const children = await tx
      .delete(siteLinks)
      .where(eq(siteLinks.parentId, id))
      .returning({ id: siteLinks.id, labelEn: siteLinks.labelEn, urlEn: siteLinks.urlEn });
    await tx.delete(siteLinks).where(eq(siteLinks.id, id));
    await audit(tx, actor, 'delete', id, {
      ...auditFields(row),
      menuKey: row.menuKey,
      children,
    });
    return { deleted: 1 + children.length };
  });
}

/** The number of rows (the seed checks the table is empty). */
export async function countSiteLinks(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(siteLinks);
  return row?.n ?? 0;
}

/**
 * Startup moderation of the admin area (issue 17 §1 "startups: search, hide/show, delete (with
 * reason, audited), bulk actions"; D §6 "Admin: startup … management; can delete startups").
 * Admins (role `admin`) only. Each action takes 1…100 ids and runs in one transaction with one
 * audit row per startup (`admin.startup.hide`, `admin.startup.show`, `admin.startup.delete`);
 * the discovery caches empty after it commits (every process, decision 0015).
 * - hide: `is_visible` off, `admin_hidden_at` and the reason set — the owner's visibility switch
 *   then refuses to show it ('An admin hid this startup; contact support.');
 * - show: visible again, the admin's hiding cleared;
 * - delete: the startups module's own delete (child rows, access rows, image files); the audit
 *   row keeps a snapshot (id, name, seoUrl, reason).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { containsPattern } from '@/lib/like';
import { normalizeSearchText } from '@/lib/text';
import { startups } from '@/modules/startups/schema';
import { afterStartupsDeleted, deleteStartupRows } from '@/modules/startups/editing';
import { notifyStartupsChanged } from '@/modules/startups/search-cache';
import { entityKey } from '@/modules/access/permissions';
import { pageOf, requireAdminRole, writeAudit, type Paged } from './access';
import {
  parseInput,
  startupIdsInput,
  startupListQuery,
  startupReasonInput,
  type StartupListQuery,
  type StartupReasonInput,
} from './validation';

/** One startup of the admin list. Dates UTC ISO-8601. */
export interface AdminStartupRow {
  id: number;
  name: string;
  seoUrl: string;
  source: string;
  isVisible: boolean;
  /** When an admin hid it (null: not hidden by an admin). */
  adminHiddenAt: string | null;
  adminHiddenReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const ORDER = {
  newest: [desc(startups.createdAt), desc(startups.id)],
  oldest: [asc(startups.createdAt), asc(startups.id)],
  name: [asc(startups.name), asc(startups.id)],
  updated: [desc(startups.updatedAt), desc(startups.id)],
} as const;

/**
 * Startups for the admin list: `q` matches part of the name or taglines (folded as the public
 * search folds them), part of the seoUrl, or the id exactly;
 * `visibility` all, visible, hidden (by anyone) or adminHidden; `source` exactly; `sort` newest
 * (default), oldest, name, updated; `pageIndex` from 1, `pageSize` default 20, at most 100.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'; ValidationError for bad input.
 */
export async function listStartupsForAdmin(
  ctx: Ctx,
  query: StartupListQuery = {},
): Promise<Paged<AdminStartupRow>> {
  requireAdminRole(ctx, 'admin');
  const q = parseInput(startupListQuery, query);
  const { pageIndex, pageSize, offset } = pageOf(q);
  const conditions: Array<SQL | undefined> = [];
  if (q.q) {
    const id = /^\d{1,9}$/.test(q.q) ? Number(q.q) : undefined;
    conditions.push(
      or(
        // The folded name and taglines (Turkish letters and case folded, as the public search).
        like(startups.searchText, containsPattern(normalizeSearchText(q.q))),
        ilike(startups.seoUrl, containsPattern(q.q)),
        id !== undefined ? eq(startups.id, id) : undefined,
      ),
    );
  }
  if (q.visibility === 'visible') conditions.push(eq(startups.isVisible, true));
  if (q.visibility === 'hidden') conditions.push(eq(startups.isVisible, false));
  if (q.visibility === 'adminHidden') conditions.push(isNotNull(startups.adminHiddenAt));
  if (q.source) conditions.push(eq(startups.source, q.source));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: startups.id,
        name: startups.name,
        seoUrl: startups.seoUrl,
        source: startups.source,
        isVisible: startups.isVisible,
        adminHiddenAt: startups.adminHiddenAt,
        adminHiddenReason: startups.adminHiddenReason,
        createdAt: startups.createdAt,
        updatedAt: startups.updatedAt,
      })
      .from(startups)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(startups).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      adminHiddenAt: r.adminHiddenAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    pageIndex,
    pageSize,
    totalCount: total?.n ?? 0,
  };
}

/** The distinct `source` values of the startups (the list's source filter; the admins' sources). */
export async function listStartupSources(ctx: Ctx): Promise<string[]> {
  requireAdminRole(ctx, 'admin');
  const rows = await ctx.db
    .selectDistinct({ source: startups.source })
    .from(startups)
    .orderBy(asc(startups.source));
  return rows.map((r) => r.source);
}

/** The startups `ids` (locked for the change), or NotFoundError 'startup.not_found' naming none found. */
async function lockStartups(tx: Db, ids: readonly number[]) {
  const rows = await tx
    .select({
      id: startups.id,
      name: startups.name,
      seoUrl: startups.seoUrl,
      isVisible: startups.isVisible,
      adminHiddenAt: startups.adminHiddenAt,
    })
    .from(startups)
    .where(inArray(startups.id, [...ids]))
    .orderBy(asc(startups.id))
    .for('update');
  if (rows.length !== new Set(ids).size) throw new NotFoundError('startup.not_found');
  return rows;
}

/** What a bulk action did: the ids it changed. */
export interface BulkResult {
  ids: number[];
}

/**
 * Hides startups as an admin, with the reason (kept on the row and in each audit row). A
 * startup already hidden by an admin keeps its first hiding time; the reason is replaced.
 * @throws UnauthorizedError; ForbiddenError; ValidationError 'admin.reason_required',
 *   'admin.nothing_selected', 'admin.too_many_rows'; NotFoundError 'startup.not_found' (nothing written).
 */
export async function hideStartupsAsAdmin(ctx: Ctx, input: StartupReasonInput): Promise<BulkResult> {
  const actor = requireAdminRole(ctx, 'admin');
  const v = parseInput(startupReasonInput, input);
  const now = new Date();
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await lockStartups(tx, v.ids);
    await tx
      .update(startups)
      .set({
        isVisible: false,
        adminHiddenAt: sql`coalesce(${startups.adminHiddenAt}, ${now.toISOString()}::timestamptz)`,
        adminHiddenReason: v.reason,
        updatedAt: now,
      })
      .where(inArray(startups.id, v.ids));
    for (const row of rows)
      await writeAudit(tx, actor, 'admin.startup.hide', entityKey('startup', row.id), {
        name: row.name,
        seoUrl: row.seoUrl,
        reason: v.reason,
        wasVisible: row.isVisible,
      });
    return rows.map((r) => r.id);
  });
  notifyStartupsChanged(ctx.db);
  return { ids: result };
}

/**
 * Shows startups again as an admin: visible, the admin's hiding cleared.
 * @throws as {@link hideStartupsAsAdmin} (no reason needed).
 */
export async function showStartupsAsAdmin(ctx: Ctx, input: { ids: number[] }): Promise<BulkResult> {
  const actor = requireAdminRole(ctx, 'admin');
  const v = parseInput(startupIdsInput, input);
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await lockStartups(tx, v.ids);
    await tx
      .update(startups)
      .set({ isVisible: true, adminHiddenAt: null, adminHiddenReason: null, updatedAt: new Date() })
      .where(inArray(startups.id, v.ids));
    for (const row of rows)
      await writeAudit(tx, actor, 'admin.startup.show', entityKey('startup', row.id), {
        name: row.name,
        seoUrl: row.seoUrl,
        wasVisible: row.isVisible,
        wasAdminHidden: row.adminHiddenAt !== null,
      });
    return rows.map((r) => r.id);
  });
  notifyStartupsChanged(ctx.db);
  return { ids: result };
}

/**
 * Deletes startups as an admin with the reason: the startups module's delete (child rows,
 * access rows; image files after the commit) and one audit row each with a snapshot (id, name,
 * seoUrl, reason) — all in one transaction, so a failure leaves startups and audit untouched.
 * @throws as {@link hideStartupsAsAdmin}.
 */
export async function deleteStartupsAsAdmin(ctx: Ctx, input: StartupReasonInput): Promise<BulkResult> {
  const actor = requireAdminRole(ctx, 'admin');
  const v = parseInput(startupReasonInput, input);
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await lockStartups(tx, v.ids);
    for (const row of rows)
      await writeAudit(tx, actor, 'admin.startup.delete', entityKey('startup', row.id), {
        id: row.id,
        name: row.name,
        seoUrl: row.seoUrl,
        reason: v.reason,
      });
    return deleteStartupRows(tx, v.ids);
  });
  await afterStartupsDeleted(ctx.db, result);
  return { ids: result };
}

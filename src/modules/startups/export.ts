/**
 * Startup export (issue 16 §3; P §7 startups "Export (POST with filterRules, limit, FileType);
 * column list; previous exports list and by id"; P §5 "queryId must be empty or a 24-hex id, else
 * 'Invalid queryId'"; P §6 "startup export need a business or personal package"; P §9 "export
 * limits 1k rows per month (personal) and 5k (enterprise)"; decision 0020 §6).
 *
 * - `previewExport`: how many rows an export would take and what is left this month.
 * - `startExport`: checks the package and filter, counts the rows against the monthly limit and
 *   stores the export in one transaction (two exports at once cannot both pass the limit), and
 *   queues the `startup-export` job.
 * - `runExport` (the job): writes the file (xlsx with exceljs's streaming writer and a "Data
 *   sources" sheet with the CC BY-SA attribution; or UTF-8 CSV), in batches of 500 rows whose
 *   progress is pushed live to the user, stores it (local disk or S3, private key), and notifies.
 * - Files are kept EXPORT_DAYS days; `purgeExpiredExports` (daily schedule) deletes them.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { enqueue } from '@/server/queue';
import { publishLive } from '@/server/live-events';
import { messagesOf } from '@/server/i18n';
import { getStorage, PRIVATE_PREFIX } from '@/server/storage';
import { NotFoundError, PaymentRequiredError, UnauthorizedError, ValidationError } from '@/server/errors';
import { env } from '@/server/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import {
  gatedFilterGroups,
  getPremiumSettings,
  packageLimits,
  poolOwner,
  recordUsage,
  usageMonth,
} from '@/modules/access/premium';
import { premiumUsage } from '@/modules/access/schema';
import { notifyUsers } from '@/modules/notifications/notifications';
import { CONTENTS } from '@/modules/reference/data/contents';
import { startupExports } from './export-schema';
import { csvWriter, xlsxWriter } from './export-writers';
import { cellOf, DEFAULT_EXPORT_COLUMNS, EXPORT_COLUMNS, type ExportColumn } from './export-columns';

export { exportColumns } from './export-columns';
import { startupFacets as f } from './schema';
import { applyDependentRules, DEFAULT_STARTUP_SORT, type StartupFilter, type StartupSort } from './filter';
import { assertFilterAllowed, filterConditions, startupListOrder } from './search';
import { summarizeStartups } from './summaries';

/** Days an export's file is kept. */
export const EXPORT_DAYS = 30;
/** Most rows one export may hold (the enterprise monthly limit). */
export const MAX_EXPORT_ROWS = 5000;
const BATCH = 500;

export interface ExportRequest {
  filterRules: StartupFilter;
  /** Most rows wanted (1 … MAX_EXPORT_ROWS); the file holds min(limit, matching). */
  limit: number;
  fileType: 'xlsx' | 'csv';
  /** Column keys in order; default DEFAULT_EXPORT_COLUMNS. */
  columns?: string[];
  sort?: StartupSort;
  /** P §5: empty or 24 hex characters. */
  queryId?: string | null;
}

/** 'Invalid queryId' unless `queryId` is empty or 24 hex characters (P §5). */
export function assertQueryId(queryId: string | null | undefined): void {
  if (queryId && !/^[0-9a-f]{24}$/i.test(queryId))
    throw new ValidationError('startup.invalid_query_id', { queryId: 'startup.invalid_query_id' });
}

function requirePackage(ctx: Ctx): string {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!ctx.viewer.isPremium) throw new PaymentRequiredError('startup.export_needs_premium');
  return userId;
}

async function matchingCount(ctx: Ctx, filter: StartupFilter, cap: number): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(
    ctx.db
      .select({ one: sql`1`.as('one') })
      .from(f)
      .where(and(...filterConditions(filter)))
      .limit(cap)
      .as('capped'),
  );
  return row?.n ?? 0;
}

/** This month's used rows and the limit of the viewer's pool. */
async function rowAllowance(ctx: Ctx, userId: string) {
  const limit = packageLimits(ctx.viewer.packages).startupRowLimit;
  // The pool the rows are counted in: the enterprise owner's for an invited colleague.
  const owner = await poolOwner(ctx.db, userId, new Date());
  const [usage] = await ctx.db
    .select({ used: premiumUsage.startupDownloadedRow })
    .from(premiumUsage)
    .where(and(eq(premiumUsage.userId, owner), eq(premiumUsage.month, usageMonth())));
  const used = usage?.used ?? 0;
  return { limit, used, remaining: Math.max(0, limit - used) };
}

function checkedFilter(ctx: Ctx, filterRules: StartupFilter) {
  const filter = applyDependentRules(filterRules);
  return getPremiumSettings(ctx.db).then((settings) => {
    assertFilterAllowed(ctx, filter, gatedFilterGroups(settings));
    return filter;
  });
}

/**
 * What an export of `filterRules` up to `limit` rows would take: `{ matching, rows, used,
 * remaining, limit }` ("this export uses 340 of your remaining 660 rows"). `matching` counts up
 * to MAX_EXPORT_ROWS.
 * @throws UnauthorizedError; PaymentRequiredError 'startup.export_needs_premium' or a premium
 *   filter's 402.
 */
export async function previewExport(ctx: Ctx, filterRules: StartupFilter, limit: number) {
  const userId = requirePackage(ctx);
  const filter = await checkedFilter(ctx, filterRules);
  const matching = await matchingCount(ctx, filter, MAX_EXPORT_ROWS);
  const allowance = await rowAllowance(ctx, userId);
  return { matching, rows: Math.min(matching, Math.max(1, Math.min(limit, MAX_EXPORT_ROWS))), ...allowance };
}

/**
 * Accepts an export: counts its rows against this month's limit and queues the file.
 * Output: the export as `getExport` shows it (state `queued`).
 * @throws UnauthorizedError; PaymentRequiredError 'startup.export_needs_premium',
 *   'premium.limit_reached' (nothing counted) or a premium filter's 402; ValidationError
 *   'startup.invalid_query_id', 'startup.export_empty' (no startup matches) or
 *   'generic.invalid_input' naming `columns` / `limit`.
 */
export async function startExport(ctx: Ctx, input: ExportRequest) {
  const userId = requirePackage(ctx);
  assertQueryId(input.queryId);
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > MAX_EXPORT_ROWS)
    throw new ValidationError('generic.invalid_input', { limit: 'generic.invalid_field' });
  const columns = input.columns?.length ? input.columns : DEFAULT_EXPORT_COLUMNS;
  if (
    columns.some((c) => !(EXPORT_COLUMNS as readonly string[]).includes(c)) ||
    new Set(columns).size !== columns.length
  )
    throw new ValidationError('generic.invalid_input', { columns: 'generic.invalid_field' });
  const filter = await checkedFilter(ctx, input.filterRules);
  const rows = Math.min(input.limit, await matchingCount(ctx, filter, input.limit));
  if (rows === 0) throw new ValidationError('startup.export_empty');
  const id = randomBytes(12).toString('hex');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await recordUsage({ ...ctx, db: tx }, 'startupRows', rows, now);
    await tx.insert(startupExports).values({
      id,
      userId,
      filter,
      sort: input.sort ?? DEFAULT_STARTUP_SORT,
      columns,
      fileType: input.fileType,
      locale: ctx.locale,
      rowCount: rows,
      expiresAt: new Date(now.getTime() + EXPORT_DAYS * 86_400_000),
    });
    await enqueue(tx, 'startup-export', { exportId: id });
  });
  return getExport(ctx, id);
}

/** An export as its owner sees it. Dates UTC ISO-8601. */
export interface ExportView {
  id: string;
  state: 'queued' | 'running' | 'ready' | 'failed';
  fileType: 'xlsx' | 'csv';
  rowCount: number;
  rowsWritten: number;
  columns: string[];
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
  fileName: string;
}

const fileNameOf = (row: typeof startupExports.$inferSelect) =>
  `startups-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 6)}.${row.fileType}`;

const toView = (row: typeof startupExports.$inferSelect): ExportView => ({
  id: row.id,
  state: row.state as ExportView['state'],
  fileType: row.fileType as ExportView['fileType'],
  rowCount: row.rowCount,
  rowsWritten: row.rowsWritten,
  columns: row.columns,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
  fileName: fileNameOf(row),
});

/**
 * The viewer's previous exports of the last EXPORT_DAYS days, newest first.
 * @throws UnauthorizedError.
 */
export async function listExports(ctx: Ctx, now = new Date()): Promise<ExportView[]> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select()
    .from(startupExports)
    .where(and(eq(startupExports.userId, ctx.viewer.userId), gt(startupExports.expiresAt, now)))
    .orderBy(desc(startupExports.createdAt))
    .limit(100);
  return rows.map(toView);
}

/**
 * The viewer's export `id` (P §5: the id must be 24 hex characters, 'Invalid queryId').
 * @throws UnauthorizedError; ValidationError 'startup.invalid_query_id'; NotFoundError
 *   'startup.export_not_found' (not theirs, or expired).
 */
export async function getExport(ctx: Ctx, id: string, now = new Date()): Promise<ExportView> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new ValidationError('startup.invalid_query_id');
  const [row] = await ctx.db
    .select()
    .from(startupExports)
    .where(and(eq(startupExports.id, id), eq(startupExports.userId, ctx.viewer.userId)));
  if (!row || row.expiresAt <= now) throw new NotFoundError('startup.export_not_found');
  return toView(row);
}

/**
 * The file of the viewer's ready export `id`.
 * @throws as getExport; NotFoundError 'startup.export_not_found' while it is not ready.
 */
export async function exportFile(ctx: Ctx, id: string) {
  const view = await getExport(ctx, id);
  const [row] = await ctx.db.select().from(startupExports).where(eq(startupExports.id, id));
  const file =
    row?.storageKey && view.state === 'ready' ? await (await getStorage()).get(row.storageKey) : null;
  if (!file) throw new NotFoundError('startup.export_not_found');
  return { fileName: view.fileName, bytes: file.bytes, contentType: file.contentType };
}

/**
 * The `startup-export` job: writes export `exportId`'s file and marks it ready (or failed on the
 * last attempt; a retry starts again from the first row).
 * @throws on a failure (the queue retries).
 */
export async function runExport(db: Db, exportId: string): Promise<void> {
  const [row] = await db.select().from(startupExports).where(eq(startupExports.id, exportId));
  if (!row || row.state === 'ready') return;
  await db
    .update(startupExports)
    .set({ state: 'running', rowsWritten: 0, error: null })
    .where(eq(startupExports.id, exportId));
  const locale = row.locale as Locale;
  const ctx: Ctx = {
    db,
    locale,
    viewer: {
      userId: row.userId,
      isAuthenticated: true,
      access: [],
      packages: [],
      isPremium: true,
      isAdmin: false,
    },
  };
  const ids = (
    await db
      .select({ id: f.startupId })
      .from(f)
      .where(and(...filterConditions(row.filter as StartupFilter)))
      .orderBy(...startupListOrder(row.sort as StartupSort))
      .limit(row.rowCount)
  ).map((r) => r.id);
  const t = messagesOf(locale, 'startupExport');
  const columns = row.columns as ExportColumn[];
  const headers = columns.map((c) => t(`columns.${c}`));
  const writer = row.fileType === 'xlsx' ? xlsxWriter(headers, t('sheet')) : csvWriter(headers);
  for (let start = 0; start < ids.length; start += BATCH) {
    const summaries = await summarizeStartups(ctx, ids.slice(start, start + BATCH));
    for (const s of summaries) await writer.add(columns.map((c) => cellOf(c, s, locale, t('yes'), t('no'))));
    const written = Math.min(ids.length, start + BATCH);
    await db.update(startupExports).set({ rowsWritten: written }).where(eq(startupExports.id, exportId));
    await publishLive(db, [
      {
        userId: row.userId,
        type: 'export',
        data: { id: exportId, rowsWritten: written, rowCount: row.rowCount, state: 'running' },
      },
    ]);
  }
  const content = CONTENTS.find((c) => c.id === 'data-sources')!;
  const bytes = await writer.finish({
    title: t('sourcesTitle'),
    lines: [
      locale === 'tr' ? content.bodyTr : content.bodyEn,
      t('sourcesLicence'),
      `${env().PUBLIC_ORIGIN}${localizedPath('/data-sources', locale)}`,
      t('sourcesExported', { date: new Date().toISOString().slice(0, 10), rows: ids.length }),
    ],
  });
  const key = `${PRIVATE_PREFIX}exports/${row.userId}/${exportId}.${row.fileType}`;
  await (
    await getStorage()
  ).put(
    key,
    bytes,
    row.fileType === 'xlsx'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv; charset=utf-8',
  );
  await db.transaction(async (tx) => {
    await tx
      .update(startupExports)
      .set({ state: 'ready', storageKey: key, rowsWritten: ids.length, finishedAt: new Date() })
      .where(eq(startupExports.id, exportId));
    await publishLive(tx, [
      {
        userId: row.userId,
        type: 'export',
        data: { id: exportId, rowsWritten: ids.length, rowCount: row.rowCount, state: 'ready' },
      },
    ]);
    await notifyUsers(tx, [
      { userId: row.userId, kind: 'export_ready', data: { exportId, rows: ids.length } },
    ]);
  });
}

/** Marks export `exportId` failed (the job's last attempt failed). */
export async function failExport(db: Db, exportId: string, error: string): Promise<void> {
  await db
    .update(startupExports)
    .set({ state: 'failed', error: error.slice(0, 500) })
    .where(eq(startupExports.id, exportId));
}

/**
 * Deletes exports past their EXPORT_DAYS days, files first (the `purge-exports` schedule).
 * Output: how many were deleted.
 */
export async function purgeExpiredExports(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: startupExports.id, key: startupExports.storageKey })
    .from(startupExports)
    .where(lt(startupExports.expiresAt, now))
    .limit(1000);
  const storage = await getStorage();
  for (const row of due) {
    if (row.key) await storage.remove(row.key);
    await db.delete(startupExports).where(eq(startupExports.id, row.id));
  }
  return due.length;
}

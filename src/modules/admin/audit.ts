/**
 * The audit log screen (issue 17 §1 "An audit log screen: who changed what and when, filterable,
 * for every admin action, permission change, payment and deletion"). Super admins only. Every
 * `audit_log` row, newest first, filtered by the actor's e-mail (part of it; `system` for rows
 * written without an actor), the start of the action (`admin.`, `payment.`), the entity id and a
 * range of UTC days; paged, or as an Excel workbook of at most 10,000 rows (the export itself is
 * audited: it copies personal data).
 */
import { and, count, desc, eq, gte, ilike, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { messagesOf } from '@/server/i18n';
import { cooperativeWorkbook } from '@/server/xlsx-writer';
import { containsPattern, prefixPattern } from '@/lib/like';
import { auditLog } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { dayStart, pageOf, requireAdminRole, writeAudit, type Paged } from './access';
import { AUDIT_EXPORT_MAX_ROWS, auditQuery, parseInput, type AuditQuery } from './validation';

/** One audit row. `createdAt` UTC ISO-8601; `actorEmail` null for the system or a purged user. */
export interface AuditRow {
  id: number;
  createdAt: string;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  entityId: string | null;
  details: unknown;
}

function conditions(q: ReturnType<typeof auditQuery.parse>): SQL | undefined {
  const actor = q.actor?.toLowerCase();
  return and(
    actor === 'system' || actor === 'sistem'
      ? isNull(auditLog.actorUserId)
      : actor
        ? or(ilike(users.email, containsPattern(actor)), eq(auditLog.actorUserId, q.actor!))
        : undefined,
    q.action ? like(auditLog.action, prefixPattern(q.action)) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.from ? gte(auditLog.createdAt, dayStart(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, dayStart(q.to, 1)) : undefined,
  );
}

async function loadRows(ctx: Ctx, where: SQL | undefined, page: { limit: number; offset: number }) {
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      action: auditLog.action,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r): AuditRow => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * A page of the audit log (newest first): filters as the module comment; `pageIndex` from 1,
 * `pageSize` default 50, at most 100.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid' (not a super admin); ValidationError
 *   'filter.invalid_date', 'admin.date_range' (field to).
 */
export async function listAuditLog(ctx: Ctx, query: AuditQuery = {}): Promise<Paged<AuditRow>> {
  requireAdminRole(ctx, 'super');
  const q = parseInput(auditQuery, query);
  const where = conditions(q);
  const { pageIndex, pageSize, offset } = pageOf(q, 50);
  const [rows, [total]] = await Promise.all([
    loadRows(ctx, where, { limit: pageSize, offset }),
    ctx.db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where),
  ]);
  return { data: rows, pageIndex, pageSize, totalCount: total?.n ?? 0 };
}

/** A file made for the viewer: its bytes, name and media type. */
export interface ExportedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * The filtered audit log as an Excel workbook (one sheet, a bold frozen header in the viewer's
 * language, dates as date cells in UTC, details as JSON text), newest first, at most
 * {@link AUDIT_EXPORT_MAX_ROWS} rows; audited `admin.audit_log.export`.
 * @throws as {@link listAuditLog}.
 */
export async function exportAuditLog(ctx: Ctx, query: AuditQuery = {}): Promise<ExportedFile> {
  const actor = requireAdminRole(ctx, 'super');
  const q = parseInput(auditQuery, { ...query, pageIndex: undefined, pageSize: undefined });
  const rows = await loadRows(ctx, conditions(q), { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
  const t = messagesOf(ctx.locale, 'adminArea');
  // Streamed, giving the event loop back between rows: 10,000 rows held the process otherwise.
  const workbook = cooperativeWorkbook();
  workbook.book.creator = 'Startup Atlas';
  const sheet = workbook.addWorksheet(t('audit.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    {
      header: t('audit.date'),
      key: 'date',
      width: 20,
      style: { numFmt: ctx.locale === 'tr' ? 'dd.mm.yyyy hh:mm:ss' : 'yyyy-mm-dd hh:mm:ss' },
    },
    { header: t('audit.actor'), key: 'actor', width: 32 },
    { header: t('audit.action'), key: 'action', width: 28 },
    { header: t('audit.entity'), key: 'entity', width: 28 },
    { header: t('audit.details'), key: 'details', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    await workbook.addRow(sheet, {
      date: new Date(r.createdAt),
      actor: r.actorEmail ?? r.actorUserId ?? t('audit.system'),
      action: r.action,
      entity: r.entityId ?? '',
      // A string cell, never a formula (exceljs writes formulas only when given { formula }).
      details: JSON.stringify(r.details ?? {}).slice(0, 32_000),
    });
  const bytes = await workbook.finish();
  await writeAudit(ctx.db, actor, 'admin.audit_log.export', 'audit-log', {
    actor: q.actor ?? null,
    action: q.action ?? null,
    entityId: q.entityId ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    rows: rows.length,
  });
  const today = new Date().toISOString().slice(0, 10);
  return {
    bytes,
    fileName: `audit-log-${today}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/**
 * What every report management service shares (issue 16 §2; D §6 "Reports submenu: super admin
 * or rapor-admin with FULL_ACCESS"): the right check, input parsing into field errors, the
 * audit row and the conflict errors. Not exported from the module: see ./admin.ts.
 */
import type { z } from 'zod';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { DomainError, ForbiddenError, UnauthorizedError, ValidationError } from '@/server/errors';
import { auditLog } from '@/modules/access/schema';
import { isReportAdmin, isSuperAdmin, type Scope } from '@/modules/access/permissions';

/** The route guard of the report management pages (spec §2 guards: any listed pair passes). */
export const REPORT_MANAGEMENT_GUARD = [
  { entityId: 'admin', scope: 'FULL_ACCESS' },
  { entityId: 'rapor-admin', scope: 'FULL_ACCESS' },
] as const satisfies ReadonlyArray<{ entityId: string; scope: Scope }>;

/** True when the viewer may manage reports: a super admin, or FULL_ACCESS on `rapor-admin`. */
export function canManageReports(access: Ctx['viewer']['access']): boolean {
  return isSuperAdmin(access) || isReportAdmin(access);
}

/**
 * The acting user's id when the viewer may manage reports.
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) otherwise.
 */
export function requireReportAdmin(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!canManageReports(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/** Like {@link requireReportAdmin}, for super admins only (appointing report admins). */
export function requireSuperAdmin(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/**
 * `input` parsed by `schema`, or a ValidationError naming each invalid field (dotted path →
 * catalogue key). Its key is the fields' key when they share one, else 'generic.invalid_input'.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.includes('.') ? issue.message : 'generic.invalid_field';
  }
  const keys = [...new Set(Object.values(fields))];
  throw new ValidationError(keys.length === 1 ? keys[0]! : 'generic.invalid_input', fields);
}

/** 409 with the field named (a duplicate address or name; a row still in use). */
export function conflict(key: string, field?: string, params: Record<string, string | number> = {}) {
  return new DomainError(409, key, params, field ? { [field]: key } : undefined);
}

/** The error (or the driver error drizzle wrapped) carrying a SQLSTATE. */
function sqlError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint_name: name, constraint } = e as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        constraint: typeof name === 'string' ? name : typeof constraint === 'string' ? constraint : undefined,
      };
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of a failed statement (`23503` foreign key, `23505` unique), if any. */
export const sqlStateOf = (error: unknown): string | undefined => sqlError(error)?.code;

/** PostgreSQL's unique violation (a concurrent duplicate that passed the check) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = sqlError(error);
  return found?.code === '23505' && (found.constraint === undefined || found.constraint === constraint);
}

/** Writes the audit row of a report management change (in the change's transaction). */
export async function audit(
  tx: Db,
  actor: string,
  action: string,
  entityId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: actor, action, entityId, details });
}

/** Strips the query and fragment of an image address (`…/rp_400.webp?v=1` → `…/rp_400.webp`). */
export const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** A page of a list (API.md "Paged lists"): rows, the 1-based page, its size and the total. */
export interface Paged<T> {
  data: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
}

/** The page and size asked for, within 1… and 1…`maxSize` (default `defaultSize`). */
export function pageOf(
  input: { pageIndex?: number; pageSize?: number },
  defaultSize = 20,
  maxSize = 100,
): { pageIndex: number; pageSize: number; offset: number } {
  const pageIndex = Math.max(1, Math.floor(input.pageIndex ?? 1));
  const pageSize = Math.min(maxSize, Math.max(1, Math.floor(input.pageSize ?? defaultSize)));
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

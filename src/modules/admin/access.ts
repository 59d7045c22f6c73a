/**
 * The admin area's role checks (issue 17 §1; D §6 roles; the roles of ./menu.ts):
 * - for services and REST calls, {@link requireAdminRole}: 401 for visitors, 403 'access.invalid'
 *   for signed-in viewers without the role (as the report admin's calls answer);
 * - for server pages, `guardAdminPage` and `guardAdminArea` in ./page-guards.ts (kept apart
 *   because they use next/navigation, which the API and worker bundle cannot load);
 * - the audit row every admin write adds in its own transaction ({@link writeAudit}), and the
 *   page/size rule of the admin lists ({@link pageOf}).
 */
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { auditLog } from '@/modules/access/schema';
import { adminRoleHeld, type AdminRole } from './menu';

/**
 * The acting user's id when the viewer holds `role`.
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) otherwise.
 */
export function requireAdminRole(ctx: Ctx, role: AdminRole): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!adminRoleHeld(ctx.viewer.access, role)) throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

/**
 * Writes one audit row (actor, action such as `admin.user.lock`, entity id such as `user:<id>`
 * or `startup:<id>`, details as JSON) with `tx`: call it inside the change's transaction.
 */
export async function writeAudit(
  tx: Db,
  actorUserId: string | null,
  action: string,
  entityId: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId, action, entityId, details });
}

/** A page of an admin list (API.md "Paged lists"): rows, the 1-based page, its size and the total. */
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
  const pageIndex = Math.max(1, Math.min(1_000_000, Math.floor(input.pageIndex ?? 1)));
  const pageSize = Math.min(maxSize, Math.max(1, Math.floor(input.pageSize ?? defaultSize)));
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

/** `YYYY-MM-DD` → the start of that UTC day; the day after for an inclusive `to`. */
export const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000);

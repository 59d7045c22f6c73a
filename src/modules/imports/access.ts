/**
 * Who may use the data-add tool (spec dashboard §6 "Super admin: … data-add tools"; issue 17 §3):
 * super admins only (FULL_ACCESS on plain `admin`). Pages answer 404 to everyone else
 * (`requireImportPage`); calls answer 401 to visitors and 403 'access.invalid' to other users.
 */
import type { Ctx } from '@/server/context';
import { ForbiddenError, UnauthorizedError } from '@/server/errors';
import { isSuperAdmin } from '@/modules/access/permissions';

/** The route guard of the data-add tool's pages (spec §2 guards). */
export const IMPORT_GUARD = [{ entityId: 'admin', scope: 'FULL_ACCESS' }] as const;

/**
 * The acting user's id when the viewer is a super admin.
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) otherwise.
 */
export function requireImportAdmin(ctx: Ctx): string {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  if (!isSuperAdmin(ctx.viewer.access)) throw new ForbiddenError('access.invalid');
  return ctx.viewer.userId;
}

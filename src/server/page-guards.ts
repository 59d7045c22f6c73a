/** Route guards of spec §2 for server-rendered pages: a visitor on a protected page gets the 404 page. */
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import type { Ctx } from './context';
import { ForbiddenError, NotFoundError } from './errors';
// Pure permission helpers (decision 0004: server code may read the access module).
import { passesGuard, type Scope } from '@/modules/access/permissions';

/** Renders the 404 page unless the viewer is signed in. */
export function requireSignedIn(ctx: Ctx): asserts ctx is Ctx & { viewer: { userId: string } } {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) notFound();
}

/**
 * Permission guard (spec §2 "Route guards"): the route lists (entity id, scope) entries and
 * the viewer passes when any entry is held; otherwise (and for visitors) the 404 page.
 */
export function requirePermission(
  ctx: Ctx,
  required: ReadonlyArray<{ entityId: string; scope: Scope }>,
): asserts ctx is Ctx & { viewer: { userId: string } } {
  requireSignedIn(ctx);
  if (!passesGuard(ctx.viewer.access, required)) notFound();
}

/** Admin pages (spec §6 "Admin"): FULL_ACCESS on `admin` or a source-prefixed admin entity; else 404. */
export function requireAdmin(ctx: Ctx): asserts ctx is Ctx & { viewer: { userId: string } } {
  requireSignedIn(ctx);
  if (!ctx.viewer.isAdmin) notFound();
}

/** Guest pages (login, register, password and verification pages; spec §2): a signed-in user goes home. */
export function requireGuest(ctx: Ctx): void {
  if (ctx.viewer.isAuthenticated) redirect({ href: '/', locale: ctx.locale });
}

/**
 * The value of `pending`, or the 404 page when it fails with a NotFoundError or a ForbiddenError
 * (pages reveal nothing to those without the right; other errors rethrown).
 */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) notFound();
    throw error;
  }
}

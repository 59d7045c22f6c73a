/**
 * Page guards of the admin area (issue 17 §1; D §2 route guards, D §6 roles): the 404 page for
 * everyone without the role, so the screens reveal nothing to them. Server pages only (they use
 * next/navigation); calls and services use `requireAdminRole` from ./access.ts.
 */
import { notFound } from 'next/navigation';
import type { Ctx } from '@/server/context';
import { adminRoleHeld, holdsAnyAdminRole, type AdminRole } from './menu';

/**
 * Page guard of an admin screen of `role` (D §2 route guards): renders the 404 page (Next's
 * `notFound()`, which throws) unless the viewer is signed in and holds the role. Returns the
 * viewer's user id.
 */
export function guardAdminPage(ctx: Ctx, role: AdminRole): string {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) notFound();
  if (!adminRoleHeld(ctx.viewer.access, role)) notFound();
  return ctx.viewer.userId;
}

/**
 * Guard of the admin area's layout: the 404 page unless the viewer holds at least one admin role
 * (admin, super or reports). Each page still guards its own role.
 */
export function guardAdminArea(ctx: Ctx): string {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) notFound();
  if (!holdsAnyAdminRole(ctx.viewer.access)) notFound();
  return ctx.viewer.userId;
}

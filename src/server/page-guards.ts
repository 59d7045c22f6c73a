/** Route guards of spec §2 for server-rendered pages: a visitor on a protected page gets the 404 page. */
import { notFound } from 'next/navigation';
import type { Ctx } from './context';

/** Renders the 404 page unless the viewer is signed in. */
export function requireSignedIn(ctx: Ctx): asserts ctx is Ctx & { viewer: { userId: string } } {
  if (!ctx.viewer.isAuthenticated || !ctx.viewer.userId) notFound();
}

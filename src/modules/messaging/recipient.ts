/**
 * Who may be offered "Send a message" (dashboard-and-operations §2 talent detail → message
 * detail; §5 "to oneself not allowed"): a profile page shows the link to every signed-in viewer
 * but its owner.
 */
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { profiles } from '@/modules/profiles/schema';

/**
 * Whether the profile `seoUrl` is the viewer's own. False for visitors and for a page rendered
 * for a viewer class (no user id; src/server/viewer-class.ts): there the message page itself says
 * 'You cannot send a message to yourself.'
 */
export async function isOwnProfile(ctx: Ctx, seoUrl: string): Promise<boolean> {
  const me = ctx.viewer.userId;
  if (!me) return false;
  const [row] = await ctx.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.seoUrl, seoUrl), eq(profiles.userId, me)));
  return row !== undefined;
}

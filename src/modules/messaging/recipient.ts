/**
 * Who may be offered "Send a message" (dashboard-and-operations §2 talent detail → message
 * detail; §5 "to oneself not allowed"): a profile page shows the link to every signed-in viewer
 * but its owner; a startup page offers its team members who have accounts.
 */
import { and, arrayOverlaps, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { entityKey } from '@/modules/access/permissions';
import { entityAccess } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { profiles } from '@/modules/profiles/schema';
import { listedCondition } from '@/modules/profiles/listing';

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

/** A startup team member with an account, whom a viewer can message. */
export interface TeamContact {
  name: string;
  surname: string;
  /** Their profile title, when they gave one. */
  title: string | null;
  /** Their profile's seoUrl: the conversation is /dashboard/message-detail/{seoUrl}. */
  seoUrl: string;
  /** The 64 px photo URL, or null. */
  photoUrl: string | null;
  /** They chose to be listed, so their talent page exists (profiles/listing.ts). */
  listed: boolean;
}

/**
 * The accounts on startup `startupId`'s team (issue 15 §3 "Send a message" on startup-team
 * screens): the users who run the startup — holding FULL_ACCESS or WRITE on it (its owner and
 * whoever accepted a team invitation with edit rights; a plain read grant is not listed) — with
 * a profile (their talent page), verified, not locked and not being deleted, by name; at most `limit`
 * (default 12). The viewer is left out (no message to oneself).
 */
export async function listTeamContacts(ctx: Ctx, startupId: number, limit = 12): Promise<TeamContact[]> {
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      title: profiles.title,
      seoUrl: profiles.seoUrl,
      photo: profiles.photo,
      listed: sql<boolean>`${listedCondition()}`,
    })
    .from(entityAccess)
    .innerJoin(users, eq(users.id, entityAccess.userId))
    .innerJoin(profiles, eq(profiles.userId, entityAccess.userId))
    .where(
      and(
        eq(entityAccess.entityId, entityKey('startup', startupId)),
        // The people who run it: a plain read grant (an accountant, an investor) is not the team.
        arrayOverlaps(entityAccess.scopes, ['FULL_ACCESS', 'WRITE']),
        eq(users.emailVerified, true),
        eq(users.locked, false),
        isNull(users.deletionRequestedAt),
        ctx.viewer.userId ? ne(users.id, ctx.viewer.userId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.surname))
    .limit(limit);
  return rows.map((r) => ({
    name: r.name,
    surname: r.surname,
    title: r.title,
    seoUrl: r.seoUrl,
    photoUrl: r.photo?.pP_64 ?? null,
    listed: r.listed,
  }));
}

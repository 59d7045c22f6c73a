/**
 * Being listed is the person's choice (decision 0025; spec P§2 talent list and detail, P§1 home
 * "discover talents"). A profile shows in the talent directory, on the home page, in the header
 * search and at /talent/{seoUrl} only when its owner switched listing on, and only while it has
 * enough to be worth showing: a name, a title and one more section (about me, a work experience,
 * an education, a skill or a profession). New accounts start unlisted; seeded sample talents are
 * listed by the migration that added the switch.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import { users } from '@/modules/identity/schema';
import { ensureProfile, requireUser } from './profile';
import { profileEducations, profileExperiences, profileProfessions, profiles, profileSkills } from './schema';

/**
 * SQL condition on `profiles` joined with `users`: the person chose to be listed, has a title,
 * a verified e-mail, and is neither locked nor leaving. The "one more section" rule is checked
 * when listing is switched on (setListing), so lists stay one indexed condition.
 */
export function listedCondition(): SQL {
  return and(
    eq(profiles.isListed, true),
    sql`coalesce(btrim(${profiles.title}), '') <> ''`,
    eq(users.emailVerified, true),
    eq(users.locked, false),
    isNull(users.deletionRequestedAt),
  )!;
}

/** The same rule as raw SQL for queries written with aliases `p` (profiles) and `u` (users). */
export const LISTED_SQL = sql`p.is_listed AND coalesce(btrim(p.title), '') <> '' AND u.email_verified AND NOT u.locked AND u.deletion_requested_at IS NULL`;

/** What a profile still lacks before it can be listed: `title` and/or `section`. */
export async function listingGaps(db: Db, userId: string): Promise<Array<'title' | 'section'>> {
  const exists = (
    table:
      typeof profileSkills | typeof profileExperiences | typeof profileEducations | typeof profileProfessions,
  ) => sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId})`;
  const [row] = await db
    .select({
      title: profiles.title,
      about: profiles.about,
      experience: exists(profileExperiences),
      education: exists(profileEducations),
      skill: exists(profileSkills),
      profession: exists(profileProfessions),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const gaps: Array<'title' | 'section'> = [];
  if (!row?.title?.trim()) gaps.push('title');
  if (!row || !(row.about?.trim() || row.experience || row.education || row.skill || row.profession))
    gaps.push('section');
  return gaps;
}

/**
 * Switches the viewer's listing on or off. Input: `listed`. Output: `{ listed }`.
 * @throws UnauthorizedError; ValidationError `profile.listing_incomplete` (fields `title` and/or
 *   `section`) when switching on a profile without a title and one more section.
 */
export async function setListing(ctx: Ctx, listed: boolean): Promise<{ listed: boolean }> {
  const userId = requireUser(ctx);
  await ensureProfile(ctx.db, userId);
  if (listed) {
    const gaps = await listingGaps(ctx.db, userId);
    if (gaps.length)
      throw new ValidationError(
        'profile.listing_incomplete',
        Object.fromEntries(gaps.map((g) => [g, `profile.listing_needs_${g}`])),
      );
  }
  await ctx.db
    .update(profiles)
    .set({ isListed: listed, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return { listed };
}

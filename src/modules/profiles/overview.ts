/**
 * The viewer's whole profile (spec §7 Users v2 "fetch user data"; §3 profile fullness rate):
 * personal information, every list, professions and the fullness percentage. Used by
 * `GET /api/v2/users/me` and the `/profile` page.
 */
import type { Ctx } from '@/server/context';
import { getMyProfile, profileFullness, type Profile } from './profile';
import { getProfessions, getProfileList, PROFILE_LISTS, type ProfileList } from './lists';

export interface ProfileOverview extends Profile {
  lists: Record<ProfileList, Array<Record<string, unknown>>>;
  professions: number[];
  /** Percent 0–100. */
  fullness: number;
}

/** @throws UnauthorizedError for visitors. */
export async function getMyProfileOverview(ctx: Ctx): Promise<ProfileOverview> {
  const profile = await getMyProfile(ctx);
  const entries = await Promise.all(
    PROFILE_LISTS.map(async (l) => [l, await getProfileList(ctx.db, profile.userId, l)] as const),
  );
  const lists = Object.fromEntries(entries) as ProfileOverview['lists'];
  const professions = await getProfessions(ctx.db, profile.userId);
  const fullness = profileFullness(profile, {
    education: lists.education.length,
    language: lists.language.length,
    skill: lists.skill.length,
    experience: lists.experience.length,
    professions: professions.length,
  });
  return { ...profile, lists, professions, fullness };
}

/**
 * `/dashboard/score` (issue 15 §5 "the profile-completeness score of the user and each of their
 * startups, with what to add next"): the viewer's profile fullness (spec §3 "profile fullness
 * rate", the parts of `profilePartsDone`) and, for each startup they may edit (WRITE), the share
 * of the parts a visitor and an investor look for that are filled. Percent 0–100.
 */
import { count, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { entityIdsOf } from '@/modules/access/permissions';
import { fundingRounds, startups, startupTeamMembers } from '@/modules/startups/schema';
import { getMyProfileOverview } from './overview';
import { PROFILE_PARTS, profilePartsDone, type ProfilePart } from './profile';

/** The parts of a startup that count for its score, in the order they are suggested. */
export const STARTUP_PARTS = [
  'tagline',
  'description',
  'logo',
  'website',
  'sectors',
  'stage',
  'foundationDate',
  'location',
  'employeeCount',
  'businessModels',
  'team',
  'funding',
  'cover',
  'linkedin',
] as const;
export type StartupPart = (typeof STARTUP_PARTS)[number];

export interface Score<P extends string> {
  /** Percent 0–100 of parts filled. */
  percent: number;
  /** The parts still empty, in suggestion order. */
  missing: P[];
}

const scoreOf = <P extends string>(order: readonly P[], done: Record<P, boolean>): Score<P> => ({
  percent: Math.round((100 * order.filter((p) => done[p]).length) / order.length),
  missing: order.filter((p) => !done[p]),
});

/**
 * The viewer's profile score and their startups' scores.
 * Output: `{ profile, startups: [{ id, name, seoUrl, percent, missing }] }`, startups by name.
 * @throws UnauthorizedError for visitors (through getMyProfileOverview).
 */
export async function getScores(ctx: Ctx): Promise<{
  profile: Score<ProfilePart>;
  startups: Array<Score<StartupPart> & { id: number; name: string; seoUrl: string }>;
}> {
  const overview = await getMyProfileOverview(ctx);
  const profile = scoreOf(
    PROFILE_PARTS,
    profilePartsDone(overview, {
      education: overview.lists.education.length,
      language: overview.lists.language.length,
      skill: overview.lists.skill.length,
      experience: overview.lists.experience.length,
      professions: overview.professions.length,
    }),
  );
  const ids = entityIdsOf(ctx.viewer.access, 'startup', 'WRITE');
  if (!ids.length) return { profile, startups: [] };
  const [rows, teams, rounds] = await Promise.all([
    ctx.db.select().from(startups).where(inArray(startups.id, ids)),
    ctx.db
      .select({ id: startupTeamMembers.startupId, n: count() })
      .from(startupTeamMembers)
      .where(inArray(startupTeamMembers.startupId, ids))
      .groupBy(startupTeamMembers.startupId),
    ctx.db
      .select({ id: fundingRounds.startupId, n: count() })
      .from(fundingRounds)
      .where(inArray(fundingRounds.startupId, ids))
      .groupBy(fundingRounds.startupId),
  ]);
  const has = (list: { id: number; n: number }[], id: number) => (list.find((r) => r.id === id)?.n ?? 0) > 0;
  return {
    profile,
    startups: rows
      .map((s) => ({
        id: s.id,
        name: s.name,
        seoUrl: s.seoUrl,
        ...scoreOf(STARTUP_PARTS, {
          tagline: !!(s.tagline || s.taglineTr),
          description: !!(s.description || s.descriptionTr),
          logo: !!s.logoUrl,
          website: !!s.website,
          sectors: s.sectorIds.length > 0,
          stage: s.stageId != null,
          foundationDate: !!s.foundationDate,
          location: s.countryId != null && s.cityId != null,
          employeeCount: s.employeeCountId != null,
          businessModels: s.businessModelIds.length > 0,
          team: has(teams, s.id),
          funding: has(rounds, s.id) || s.hasInvestment,
          cover: !!s.coverUrl,
          linkedin: !!s.linkedin,
        }),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, ctx.locale)),
  };
}

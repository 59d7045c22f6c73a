/**
 * Incubation applications (issue 15 §5 `/dashboard/incubation-applications`;
 * dashboard-and-operations §2 "Incubation Applications" in the dashboard menu, §3 "Program
 * application"): the applications to tech centers' incubation programs — programs of type
 * Incubation or Pre-incubation (`programType`) — made for the startups the viewer is on the team
 * of (any access row on the startup), or made by the viewer, with their public result.
 * Private statuses, answers and reviews stay with the program's managers.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { UnauthorizedError } from '@/server/errors';
import { entityIdsOf } from '@/modules/access/permissions';
import { organizations, programs } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';
import { typeIdByName } from '@/modules/reference/data/type-lists';
import { getTypeNameIndex } from '@/modules/reference/reference';
import { programApplications, type PublicResult } from './schema';

/** Program types that are incubation (ids in `programType`). */
export const INCUBATION_PROGRAM_TYPES = ['Incubation', 'Pre-incubation'].map((name) =>
  typeIdByName('programType', name),
);

/** One incubation application; dates are UTC ISO-8601 (`appliedAt`) or `YYYY-MM-DD` (program dates). */
export interface IncubationApplication {
  id: number;
  program: {
    name: string;
    seoUrl: string;
    /** Incubation or Pre-incubation, in the viewer's language. */
    type: string;
    startDate: string | null;
    endDate: string | null;
  };
  organization: { name: string; seoUrl: string };
  appliedAt: string;
  publicResult: PublicResult;
}

/** A startup's incubation applications, newest first. */
export interface StartupIncubationApplications {
  startup: { id: number; name: string; seoUrl: string };
  applications: IncubationApplication[];
}

/**
 * The incubation applications the viewer may follow, grouped by startup (startups by name,
 * applications newest first).
 * @throws UnauthorizedError for visitors.
 */
export async function listIncubationApplications(ctx: Ctx): Promise<StartupIncubationApplications[]> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const teamStartups = entityIdsOf(ctx.viewer.access, 'startup');
  const mine = eq(programApplications.applicantUserId, userId);
  const [rows, typeNames] = await Promise.all([
    ctx.db
      .select({
        id: programApplications.id,
        startupId: startups.id,
        startupName: startups.name,
        startupSeoUrl: startups.seoUrl,
        programName: programs.name,
        programSeoUrl: programs.seoUrl,
        programTypeId: programs.typeId,
        startDate: programs.startDate,
        endDate: programs.endDate,
        organizationName: organizations.name,
        organizationSeoUrl: organizations.seoUrl,
        publicResult: programApplications.publicResult,
        createdAt: programApplications.createdAt,
      })
      .from(programApplications)
      .innerJoin(programs, eq(programs.id, programApplications.programId))
      .innerJoin(organizations, eq(organizations.id, programs.organizationId))
      .innerJoin(startups, eq(startups.id, programApplications.companyId))
      .where(
        and(
          inArray(programs.typeId, INCUBATION_PROGRAM_TYPES),
          teamStartups.length ? or(mine, inArray(programApplications.companyId, teamStartups)) : mine,
        ),
      )
      .orderBy(desc(programApplications.createdAt), desc(programApplications.id)),
    getTypeNameIndex(ctx.db, ctx.locale),
  ]);
  const byStartup = new Map<number, StartupIncubationApplications>();
  for (const r of rows) {
    let group = byStartup.get(r.startupId);
    if (!group) {
      group = {
        startup: { id: r.startupId, name: r.startupName, seoUrl: r.startupSeoUrl },
        applications: [],
      };
      byStartup.set(r.startupId, group);
    }
    group.applications.push({
      id: r.id,
      program: {
        name: r.programName,
        seoUrl: r.programSeoUrl,
        type: typeNames.get(r.programTypeId) ?? '',
        startDate: r.startDate,
        endDate: r.endDate,
      },
      organization: { name: r.organizationName, seoUrl: r.organizationSeoUrl },
      appliedAt: r.createdAt.toISOString(),
      publicResult: r.publicResult,
    });
  }
  return [...byStartup.values()].sort((a, b) => a.startup.name.localeCompare(b.startup.name, ctx.locale));
}

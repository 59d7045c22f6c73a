/**
 * Portfolio claims (issue 12 §4; spec public-and-account §3 "Organization … startups",
 * dashboard-and-operations §3 "Organization (organizer) … startups"): an organization may list
 * a startup in its portfolio only with the consent of the startup's team. A startup the saving
 * viewer may edit (WRITE or FULL_ACCESS on it, or an admin) is confirmed at once; any other
 * startup waits in `pendingStartupIds` — shown to the organization's editors and the
 * startup's team, never publicly — until the team confirms or declines the claim.
 */
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Ctx, Viewer } from '@/server/context';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import { auditLog } from '@/modules/access/schema';
import { entityKey, hasScope } from '@/modules/access/permissions';
import { organizations } from './schema';

/** An organization that lists a startup the startup's team has not confirmed yet. */
export interface PortfolioClaim {
  organizationId: number;
  name: string;
  seoUrl: string;
  logoUrl: string | null;
  /** Approved and visible: its /tech-center/{seoUrl} page exists. */
  isPublic: boolean;
}

/**
 * Whether `viewer` speaks for the team of startup `startupId`: an admin, or a holder of WRITE
 * (FULL_ACCESS implies it) on `startup:<id>`. Such a viewer's portfolio links need no claim.
 */
export function maySpeakForStartup(viewer: Viewer, startupId: number): boolean {
  return viewer.isAdmin || hasScope(viewer.access, entityKey('startup', startupId), 'WRITE');
}

/**
 * The confirmed and pending startup lists after `viewer` saves `requested` (startups.id) as an
 * organization's startups, given its `current` lists. Kept confirmed: those already confirmed,
 * and those the viewer may edit (`maySpeakForStartup`); every other requested startup is
 * pending; startups not requested leave both lists. A startup already pending stays pending
 * unless the viewer holds WRITE on it: an admin saving the organization (the form sends
 * pending ones too) must not confirm a claim for the startup's team — that takes the claims
 * endpoint. Pure; ids are deduplicated in order.
 */
export function splitPortfolio(
  viewer: Viewer,
  current: { startupIds: readonly number[]; pendingStartupIds?: readonly number[] },
  requested: readonly number[],
): { startupIds: number[]; pendingStartupIds: number[] } {
  const confirmed = new Set(current.startupIds);
  const alreadyPending = new Set(current.pendingStartupIds ?? []);
  const startupIds: number[] = [];
  const pendingStartupIds: number[] = [];
  for (const id of new Set(requested)) {
    const confirms = alreadyPending.has(id)
      ? hasScope(viewer.access, entityKey('startup', id), 'WRITE')
      : maySpeakForStartup(viewer, id);
    (confirmed.has(id) || confirms ? startupIds : pendingStartupIds).push(id);
  }
  return { startupIds, pendingStartupIds };
}

/** The signed-in viewer's id when they speak for the startup. @throws 401; 403 `access.invalid`. */
function requireStartupTeam(ctx: Ctx, startupId: number): string {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!maySpeakForStartup(ctx.viewer, startupId)) throw new ForbiddenError('access.invalid');
  return userId;
}

const claims = (startupId: number) => arrayContains(organizations.pendingStartupIds, [startupId]);

/**
 * The organizations claiming startup `startupId` (it is in their `pendingStartupIds`), by name.
 * Needs WRITE on the startup or admin.
 * @returns PortfolioClaim[] (empty when there are none).
 * @throws UnauthorizedError (not signed in); ForbiddenError `access.invalid`.
 */
export async function listPortfolioClaims(ctx: Ctx, startupId: number): Promise<PortfolioClaim[]> {
  requireStartupTeam(ctx, startupId);
  const rows = await ctx.db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      seoUrl: organizations.seoUrl,
      logoUrl: organizations.logoUrl,
      isApproved: organizations.isApproved,
      isVisible: organizations.isVisible,
    })
    .from(organizations)
    .where(claims(startupId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map(({ isApproved, isVisible, ...r }) => ({ ...r, isPublic: isApproved && isVisible }));
}

/** One atomic change of a claim with its audit row; NotFoundError when there is no such claim. */
async function answerClaim(
  ctx: Ctx,
  input: { startupId: number; organizationId: number },
  answer: 'confirm' | 'decline',
): Promise<void> {
  const userId = requireStartupTeam(ctx, input.startupId);
  const { startupId, organizationId } = input;
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(organizations)
      .set({
        pendingStartupIds: sql`array_remove(${organizations.pendingStartupIds}, ${startupId}::int)`,
        ...(answer === 'confirm' && {
          startupIds: sql`case when ${startupId}::int = any(${organizations.startupIds}) then ${organizations.startupIds} else array_append(${organizations.startupIds}, ${startupId}::int) end`,
        }),
      })
      .where(and(eq(organizations.id, organizationId), claims(startupId)))
      .returning({ id: organizations.id });
    if (!changed) throw new NotFoundError('organization.claim_not_found');
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: `organization.portfolio_${answer}`,
      entityId: entityKey('startup', startupId),
      details: { organizationId },
    });
  });
}

/**
 * The startup's team confirms organization `organizationId`'s claim on startup `startupId`:
 * the startup moves from the organization's pending list to its public `startupIds`, with an
 * audit row, in one transaction. Needs WRITE on the startup or admin.
 * @throws UnauthorizedError; ForbiddenError `access.invalid`; NotFoundError
 * `organization.claim_not_found` when that organization does not claim that startup.
 */
export async function confirmPortfolioClaim(
  ctx: Ctx,
  input: { startupId: number; organizationId: number },
): Promise<void> {
  await answerClaim(ctx, input, 'confirm');
}

/**
 * The startup's team declines organization `organizationId`'s claim on startup `startupId`:
 * the startup leaves the organization's pending list (never shown publicly), with an audit
 * row, in one transaction. The organization may list it again, which makes a new claim.
 * Needs WRITE on the startup or admin.
 * @throws UnauthorizedError; ForbiddenError `access.invalid`; NotFoundError
 * `organization.claim_not_found` when that organization does not claim that startup.
 */
export async function declinePortfolioClaim(
  ctx: Ctx,
  input: { startupId: number; organizationId: number },
): Promise<void> {
  await answerClaim(ctx, input, 'decline');
}

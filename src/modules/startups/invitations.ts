/**
 * Team invitations (issue 4; spec public-and-account §4 "Invitations": waiting, accepted,
 * denied; permissions are granted only on acceptance; received invitations show 9 a page;
 * §7 Identity "invitations (GET received page 1, pageSize 9; POST approve code; POST reject
 * code)"; dashboard §7 "Invitations and access").
 *
 * A member with STARTUP_IAM_WRITE invites a person who has an account, by e-mail, with the
 * scopes they should get — never more than the inviter holds. The invitee gets an e-mail and
 * answers on /profile/invitations; accepting grants the scopes and adds them to the team.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { enqueue, wakeWorkers } from '@/server/queue';
import { notifyUsers } from '@/modules/notifications/notifications';
import { env } from '@/server/env';
import { escapeHtml } from '@/lib/html';
import { users } from '@/modules/identity/schema';
import { auditLog, entityAccess, invitations } from '@/modules/access/schema';
import {
  entityKey,
  GRANTABLE_STARTUP_SCOPES,
  hasScope,
  parseEntityKey,
  type Scope,
} from '@/modules/access/permissions';
import { assertMailAllowed } from '@/modules/moderation/banned-mails';
import { startups, startupTeamMembers } from './schema';
import { requireStartupScope } from './editing';
import { notifyStartupsChanged } from './search-cache';

export const INVITATION_PAGE_SIZE = 9;
export const INVITATION_STATUSES = ['waiting', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const MAIL = {
  en: {
    subject: (startup: string) => `You are invited to join ${startup} on Startup Atlas`,
    body: (inviter: string, startup: string, url: string) =>
      `${inviter} invited you to the team of ${startup}.\n\nAccept or decline the invitation: ${url}\n`,
  },
  tr: {
    subject: (startup: string) => `Startup Atlas'ta ${startup} ekibine davet edildiniz`,
    body: (inviter: string, startup: string, url: string) =>
      `${inviter} sizi ${startup} ekibine davet etti.\n\nDaveti kabul edin ya da reddedin: ${url}\n`,
  },
} as const;

/**
 * Invites the account with `email` to the startup with `scopes`.
 * @throws UnauthorizedError; ForbiddenError `access.invalid` (no IAM write, or a scope the
 *   inviter does not hold); ValidationError `access.invalid_scope`; NotFoundError
 *   `invitation.user_not_valid` ('User is not valid'); ConflictError `generic.duplicate`
 *   (already a member or already invited); ValidationError `moderation.mail_refused` (a banned
 *   or disposable address, field `email`).
 */
export async function inviteTeammate(
  ctx: Ctx,
  startupId: number,
  input: { email: string; scopes: string[] },
): Promise<{ id: number }> {
  const inviterId = requireStartupScope(ctx, startupId, 'STARTUP_IAM_WRITE');
  const key = entityKey('startup', startupId);
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length || scopes.some((s) => !GRANTABLE_STARTUP_SCOPES.includes(s as Scope)))
    throw new ValidationError('access.invalid_scope', { scopes: 'access.invalid_scope' });
  if (!ctx.viewer.isAdmin && scopes.some((s) => !hasScope(ctx.viewer.access, key, s as Scope)))
    throw new ForbiddenError('access.invalid');
  // Banned and disposable addresses are refused at every invitation (issue 17 §1 banned-mails).
  await assertMailAllowed(ctx.db, input.email, { who: { userId: inviterId }, context: 'invitation.team' });
  const [startup] = await ctx.db
    .select({ name: startups.name })
    .from(startups)
    .where(eq(startups.id, startupId));
  if (!startup) throw new NotFoundError('startup.not_found');
  const [invitee] = await ctx.db
    .select({ id: users.id, locale: users.locale, email: users.email })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()));
  if (!invitee || invitee.id === inviterId) throw new NotFoundError('invitation.user_not_valid');
  const [inviter] = await ctx.db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, inviterId));
  const locale = invitee.locale === 'tr' ? 'tr' : 'en';
  const url = `${env().PUBLIC_ORIGIN}${locale === 'tr' ? '/tr/profilim/davetler' : '/profile/invitations'}`;
  const inviterName = `${inviter?.name ?? ''} ${inviter?.surname ?? ''}`.trim();
  const text = MAIL[locale].body(inviterName, startup.name, url);
  const message = {
    kind: 'team-invitation',
    to: invitee.email,
    subject: MAIL[locale].subject(startup.name),
    text,
    html: text
      .trim()
      .split('\n\n')
      .map(
        (p) =>
          `<p>${escapeHtml(p).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`,
      )
      .join(''),
  };
  const created = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: entityAccess.userId })
      .from(entityAccess)
      .where(and(eq(entityAccess.userId, invitee.id), eq(entityAccess.entityId, key)));
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.entityId, key),
          eq(invitations.inviteeUserId, invitee.id),
          eq(invitations.status, 'waiting'),
        ),
      );
    if (member || pending) throw new ConflictError('generic.duplicate');
    const [row] = await tx
      .insert(invitations)
      .values({
        entityId: key,
        inviterUserId: inviterId,
        inviteeUserId: invitee.id,
        scopes,
        code: randomBytes(24).toString('base64url'),
      })
      .returning({ id: invitations.id });
    await tx.insert(auditLog).values({
      actorUserId: inviterId,
      action: 'invitation.create',
      entityId: key,
      details: { inviteeUserId: invitee.id, scopes },
    });
    // The invitation mail goes with the invitation: queued only if it commits (issue 15 §1); the
    // notice shows in the invitee's list and header count (its e-mail is the mail above).
    await enqueue(tx, 'mail', message);
    await notifyUsers(
      tx,
      [{ userId: invitee.id, kind: 'team_invitation', data: { startupName: startup.name, inviterName } }],
      { email: false },
    );
    return row!;
  });
  wakeWorkers('mail');
  return created;
}

export interface ReceivedInvitation {
  code: string;
  status: InvitationStatus;
  startup: { name: string; seoUrl: string } | null;
  inviter: string;
  scopes: string[];
  /** UTC ISO-8601. */
  createdAt: string;
}

/** The viewer's received invitations with `status`, newest first, 9 a page. */
export async function listReceivedInvitations(
  ctx: Ctx,
  input: { status: InvitationStatus; page: number; pageSize?: number },
): Promise<{ data: ReceivedInvitation[]; pageIndex: number; pageSize: number; totalCount: number }> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const pageSize = Math.min(input.pageSize ?? INVITATION_PAGE_SIZE, 50);
  const where = and(eq(invitations.inviteeUserId, ctx.viewer.userId), eq(invitations.status, input.status));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ inv: invitations, inviterName: users.name, inviterSurname: users.surname })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.inviterUserId))
      .where(where)
      .orderBy(desc(invitations.createdAt))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invitations)
      .where(where),
  ]);
  const ids = rows.flatMap((r) => {
    const k = parseEntityKey(r.inv.entityId);
    return k?.kind === 'startup' ? [k.id] : [];
  });
  const names = ids.length
    ? await ctx.db
        .select({ id: startups.id, name: startups.name, seoUrl: startups.seoUrl })
        .from(startups)
        .where(inArray(startups.id, ids))
    : [];
  const byId = new Map(names.map((s) => [s.id, s]));
  return {
    data: rows.map((r) => {
      const s = byId.get(parseEntityKey(r.inv.entityId)?.id ?? -1);
      return {
        code: r.inv.code,
        status: r.inv.status as InvitationStatus,
        startup: s ? { name: s.name, seoUrl: s.seoUrl } : null,
        inviter: `${r.inviterName} ${r.inviterSurname}`.trim(),
        scopes: r.inv.scopes,
        createdAt: r.inv.createdAt.toISOString(),
      };
    }),
    pageIndex: input.page,
    pageSize,
    totalCount: count?.n ?? 0,
  };
}

/**
 * Accepts or declines a waiting invitation by its code (the invitee only). Accepting grants
 * the scopes (added to any the user holds) and adds the user to the team.
 * @throws UnauthorizedError; NotFoundError `invitation.not_found` for unknown, answered or
 *   someone else's codes.
 */
export async function respondToInvitation(ctx: Ctx, code: string, accept: boolean): Promise<void> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const userId = ctx.viewer.userId;
  await ctx.db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.code, code),
          eq(invitations.inviteeUserId, userId),
          eq(invitations.status, 'waiting'),
        ),
      )
      .for('update');
    if (!inv) throw new NotFoundError('invitation.not_found');
    await tx
      .update(invitations)
      .set({ status: accept ? 'accepted' : 'declined', respondedAt: new Date() })
      .where(eq(invitations.id, inv.id));
    if (accept) {
      const [existing] = await tx
        .select({ scopes: entityAccess.scopes })
        .from(entityAccess)
        .where(and(eq(entityAccess.userId, userId), eq(entityAccess.entityId, inv.entityId)));
      const scopes = [...new Set([...(existing?.scopes ?? []), ...inv.scopes])];
      await tx
        .insert(entityAccess)
        .values({ userId, entityId: inv.entityId, scopes })
        .onConflictDoUpdate({
          target: [entityAccess.userId, entityAccess.entityId],
          set: { scopes, updatedAt: new Date() },
        });
      const startupId = parseEntityKey(inv.entityId)?.id;
      const [me] = await tx
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, userId));
      if (startupId && me) {
        const [already] = await tx
          .select({ id: startupTeamMembers.id })
          .from(startupTeamMembers)
          .where(
            and(
              eq(startupTeamMembers.startupId, startupId),
              eq(startupTeamMembers.name, me.name),
              eq(startupTeamMembers.surname, me.surname),
            ),
          );
        if (!already)
          await tx
            .insert(startupTeamMembers)
            .values({ startupId, name: me.name, surname: me.surname, sortOrder: 1000 });
      }
    }
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: accept ? 'invitation.accept' : 'invitation.decline',
      entityId: inv.entityId,
      details: { scopes: inv.scopes },
    });
  });
  if (accept) notifyStartupsChanged(ctx.db);
}

/** Invitations sent for a startup (members with IAM read see who is waiting). */
export async function listStartupInvitations(ctx: Ctx, startupId: number) {
  requireStartupScope(ctx, startupId, 'STARTUP_IAM_READ');
  const rows = await ctx.db
    .select({
      email: users.email,
      name: users.name,
      surname: users.surname,
      status: invitations.status,
      scopes: invitations.scopes,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeUserId))
    .where(eq(invitations.entityId, entityKey('startup', startupId)))
    .orderBy(desc(invitations.createdAt));
  return rows;
}

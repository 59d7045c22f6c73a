/**
 * Applying to programs (dashboard-and-operations §2 /apply-program/{seoUrl},
 * /dashboard/my-program-applications; §3 "Program application"; §4 "no application after the
 * apply deadline; a startup can apply once per program"; §5 "a chosen startup and all
 * questions answered"; §8 messages; §9 presentation ≤ 5 MB). A founder applies with a startup
 * they hold WRITE on, or one whose managers gave them an apply token. The presentation PDF is
 * stored under a private key and downloaded only through getPresentation.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { storePdf } from '@/server/images';
import { getStorage, PRIVATE_PREFIX } from '@/server/storage';
import { entityIdsOf, entityKey, hasScope } from '@/modules/access/permissions';
import { todayUtc } from '@/lib/format';
import { auditLog } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { organizations, programs } from '@/modules/organizations/schema';
import { startups } from '@/modules/startups/schema';
import {
  programApplicationAnswers,
  programApplications,
  programApplyDelegates,
  programJuryMembers,
  programQuestions,
  type PublicResult,
} from './schema';

/** A visible program of an approved organization, or NotFoundError. */
async function publicProgram(ctx: Ctx, where: { id: number } | { seoUrl: string }) {
  const [row] = await ctx.db
    .select({ p: programs, organizationName: organizations.name })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(
      and(
        'id' in where ? eq(programs.id, where.id) : eq(programs.seoUrl, where.seoUrl),
        eq(programs.isVisible, true),
        eq(organizations.isApproved, true),
      ),
    );
  if (!row) throw new NotFoundError('program.not_found');
  return row;
}

/** 'open', 'not_started' or 'closed' on UTC day `day`. */
export function applyState(
  p: { applyStartDate: string | null; applyEndDate: string | null },
  day = todayUtc(),
) {
  if (p.applyEndDate && p.applyEndDate < day) return 'closed' as const;
  if (p.applyStartDate && p.applyStartDate > day) return 'not_started' as const;
  return 'open' as const;
}

/** Ids of the startups the viewer may apply with: WRITE on them, or an apply token. */
async function applicableStartupIds(ctx: Ctx): Promise<number[]> {
  const ids = entityIdsOf(ctx.viewer.access, 'startup', 'WRITE');
  const delegated = ctx.viewer.userId
    ? await ctx.db
        .select({ id: programApplyDelegates.companyId })
        .from(programApplyDelegates)
        .where(eq(programApplyDelegates.userId, ctx.viewer.userId))
    : [];
  return [...new Set([...ids, ...delegated.map((d) => d.id)])];
}

/** The startups the viewer may apply with, by name. */
async function myStartups(ctx: Ctx): Promise<Array<{ id: number; name: string }>> {
  const ids = await applicableStartupIds(ctx);
  if (!ids.length) return [];
  return ctx.db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(inArray(startups.id, ids))
    .orderBy(asc(startups.name));
}

export interface ApplyForm {
  program: {
    id: number;
    seoUrl: string;
    name: string;
    organizationName: string;
    applyEndDate: string | null;
  };
  state: 'open' | 'not_started' | 'closed';
  questions: Array<{ id: number; question: string }>;
  /** The viewer's startups; `applied` when that startup already applied. Empty for visitors. */
  startups: Array<{ id: number; name: string; applied: boolean }>;
}

/** What /apply-program/{seoUrl} shows. @throws NotFoundError. */
export async function getApplyForm(ctx: Ctx, seoUrl: string): Promise<ApplyForm> {
  const { p, organizationName } = await publicProgram(ctx, { seoUrl });
  const [questions, mine] = await Promise.all([
    ctx.db
      .select({ id: programQuestions.id, question: programQuestions.question })
      .from(programQuestions)
      .where(eq(programQuestions.programId, p.id))
      .orderBy(asc(programQuestions.position)),
    ctx.viewer.userId ? myStartups(ctx) : Promise.resolve([]),
  ]);
  const applied = mine.length
    ? new Set(
        (
          await ctx.db
            .select({ companyId: programApplications.companyId })
            .from(programApplications)
            .where(
              and(
                eq(programApplications.programId, p.id),
                inArray(
                  programApplications.companyId,
                  mine.map((s) => s.id),
                ),
              ),
            )
        ).map((r) => r.companyId),
      )
    : new Set<number>();
  return {
    program: { id: p.id, seoUrl: p.seoUrl, name: p.name, organizationName, applyEndDate: p.applyEndDate },
    state: applyState(p),
    questions,
    startups: mine.map((s) => ({ ...s, applied: applied.has(s.id) })),
  };
}

export interface ApplicationInput {
  companyId?: number | null;
  answers?: Array<{ questionId: number; answer?: string | null }>;
  /** The presentation PDF's bytes (≤ 5 MB), if attached. */
  presentation?: Buffer | null;
}

/**
 * Applies to program `programId` with startup `companyId`.
 * @returns the programApplyId.
 * @throws UnauthorizedError 'program.login_required'; NotFoundError; ValidationError
 * 'program.deadline_passed' | 'program.not_started' | 'program.startup_required' |
 * 'program.answers_required'; ForbiddenError (not the viewer's startup); ConflictError
 * 'program.already_applied'; PayloadTooLargeError / UnsupportedMediaTypeError for the PDF.
 */
export async function applyToProgram(ctx: Ctx, programId: number, input: ApplicationInput): Promise<number> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError('program.login_required');
  const { p } = await publicProgram(ctx, { id: programId });
  const state = applyState(p);
  if (state === 'closed') throw new ValidationError('program.deadline_passed');
  if (state === 'not_started') throw new ValidationError('program.not_started');
  const companyId = input.companyId;
  if (!companyId)
    throw new ValidationError('program.startup_required', { companyId: 'program.startup_required' });
  if (!ctx.viewer.isAdmin && !(await applicableStartupIds(ctx)).includes(companyId))
    throw new ForbiddenError('access.invalid');
  const questions = await ctx.db
    .select({ id: programQuestions.id })
    .from(programQuestions)
    .where(eq(programQuestions.programId, programId));
  const given = new Map((input.answers ?? []).map((a) => [a.questionId, a.answer?.trim() ?? '']));
  const missing = questions.filter((q) => !given.get(q.id));
  if (missing.length)
    throw new ValidationError(
      'program.answers_required',
      Object.fromEntries(missing.map((q) => [`answers.${q.id}`, 'program.answers_required'])),
    );
  const [dup] = await ctx.db
    .select({ id: programApplications.id })
    .from(programApplications)
    .where(and(eq(programApplications.programId, programId), eq(programApplications.companyId, companyId)));
  if (dup) throw new ConflictError('program.already_applied');
  const presentationKey = input.presentation?.length
    ? `${PRIVATE_PREFIX}program-applications/${programId}/${randomUUID()}/presentation.pdf`
    : null;
  if (presentationKey) await storePdf(input.presentation!, presentationKey);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(programApplications)
        .values({ programId, companyId, applicantUserId: userId, presentationKey })
        .returning({ id: programApplications.id });
      await tx
        .insert(programApplicationAnswers)
        .values(
          questions.map((q) => ({ applicationId: row!.id, questionId: q.id, answer: given.get(q.id)! })),
        );
      return row!.id;
    });
  } catch (e) {
    // Two requests at once: the unique index keeps one application per startup and program.
    if (/program_applications_once_uq|unique/i.test(String((e as Error).message ?? e)))
      throw new ConflictError('program.already_applied');
    throw e;
  }
}

/**
 * Application `applicationId` with its program and whether `userId` is on the program's jury
 * (`isJuror` is their user id, or null); undefined when there is no such application.
 */
export async function applicationForUser(db: Db, applicationId: number, userId: string) {
  const [row] = await db
    .select({ a: programApplications, program: programs, isJuror: programJuryMembers.userId })
    .from(programApplications)
    .innerJoin(programs, eq(programs.id, programApplications.programId))
    .leftJoin(
      programJuryMembers,
      and(eq(programJuryMembers.programId, programs.id), eq(programJuryMembers.userId, userId)),
    )
    .where(eq(programApplications.id, applicationId));
  return row;
}

/** Where an application's presentation is downloaded (or null when it has none). */
export function presentationUrl(applicationId: number, key: string | null): string | null {
  return key ? `/api/v2/program-applications/${applicationId}/presentation` : null;
}

/**
 * The presentation PDF of application `applicationId` for its applicant, the program's managers
 * (WRITE on the organization), its jurors and admins.
 * @returns the PDF bytes. @throws UnauthorizedError; NotFoundError for anyone else (nothing
 * revealed) and when there is no presentation.
 */
export async function getPresentation(ctx: Ctx, applicationId: number): Promise<Buffer> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const row = await applicationForUser(ctx.db, applicationId, userId);
  const allowed =
    row &&
    (ctx.viewer.isAdmin ||
      row.a.applicantUserId === userId ||
      row.isJuror !== null ||
      hasScope(ctx.viewer.access, entityKey('organization', row.program.organizationId), 'WRITE'));
  if (!allowed || !row.a.presentationKey) throw new NotFoundError('program.application_not_found');
  const file = await (await getStorage()).get(row.a.presentationKey);
  if (!file) throw new NotFoundError('program.application_not_found');
  return file.bytes;
}

export interface MyApplication {
  id: number;
  program: { name: string; seoUrl: string };
  organizationName: string;
  startup: { name: string; seoUrl: string };
  publicResult: PublicResult;
  /** UTC ISO-8601. */
  appliedAt: string;
}

/** The viewer's own applications, newest first (never the managers' private status). */
export async function listMyApplications(ctx: Ctx): Promise<MyApplication[]> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const rows = await ctx.db
    .select({
      id: programApplications.id,
      programName: programs.name,
      programSeoUrl: programs.seoUrl,
      organizationName: organizations.name,
      startupName: startups.name,
      startupSeoUrl: startups.seoUrl,
      publicResult: programApplications.publicResult,
      createdAt: programApplications.createdAt,
    })
    .from(programApplications)
    .innerJoin(programs, eq(programs.id, programApplications.programId))
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .innerJoin(startups, eq(startups.id, programApplications.companyId))
    .where(eq(programApplications.applicantUserId, userId))
    .orderBy(desc(programApplications.createdAt), desc(programApplications.id));
  return rows.map((r) => ({
    id: r.id,
    program: { name: r.programName, seoUrl: r.programSeoUrl },
    organizationName: r.organizationName,
    startup: { name: r.startupName, seoUrl: r.startupSeoUrl },
    publicResult: r.publicResult,
    appliedAt: r.createdAt.toISOString(),
  }));
}

/**
 * Lets user `userId` apply to programs for startup `companyId` (D §7 "POST
 * Company/SetProgramApplyToken?userId&companyId"): for team members who may not edit the
 * startup. Needs STARTUP_IAM_WRITE on the startup (or admin).
 * @throws UnauthorizedError; ForbiddenError 'access.invalid'; ValidationError
 * 'invitation.user_not_valid' for an unknown user.
 */
export async function setProgramApplyToken(ctx: Ctx, userId: string, companyId: number): Promise<void> {
  const actor = ctx.viewer.userId;
  if (!actor) throw new UnauthorizedError();
  const entityId = entityKey('startup', companyId);
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityId, 'STARTUP_IAM_WRITE'))
    throw new ForbiddenError('access.invalid');
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ValidationError('invitation.user_not_valid', { userId: 'invitation.user_not_valid' });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(programApplyDelegates)
      .values({ companyId, userId, grantedByUserId: actor })
      .onConflictDoNothing();
    await tx.insert(auditLog).values({ actorUserId: actor, action: 'startup.program_apply_token', entityId });
  });
}

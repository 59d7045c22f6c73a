/**
 * Applying to jobs and applicant tracking (issue 15 §2; dashboard-and-operations §3 "Job
 * application", §4 "Job application status changes by the job owner after a confirmation. A job
 * can be applied to once and not after expiry.", §5 "Applying to a job needs a phone number and a
 * LinkedIn link in the profile", §6 "Visitor: cannot message or apply", §8 messages).
 *
 * - Applying: signed in ('You have to login to send a message / apply.'), the job published and
 *   not expired ('This job posting has expired.'), once ('You can apply for a job posting
 *   once.'), a cover note, the profile's phone and LinkedIn link (each missing one named). The
 *   phone, link and CV of the profile are kept with the application as they were.
 * - Only the job's team (any access to its startup, or an admin) sees its applications; a status
 *   change needs WRITE, is audited and notifies the applicant (src/modules/jobs/job-events.ts).
 * - Applicants see their own applications with the status.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@/server/errors';
import { failWithFields } from '@/server/field-errors';
import { assertNoBannedWords } from '@/modules/moderation/banned-words';
import { todayUtc } from '@/lib/format';
import { auditLog } from '@/modules/access/schema';
import { entityIdsOf, entityKey, hasScope, isSuperAdmin } from '@/modules/access/permissions';
import { users } from '@/modules/identity/schema';
import { profiles } from '@/modules/profiles/schema';
import { listedCondition } from '@/modules/profiles/listing';
import { copyCvForApplication } from '@/modules/profiles/cv';
import { getStorage } from '@/server/storage';
import { isTypeOf } from '@/modules/reference/data/type-list-ids';
import { startups } from '@/modules/startups/schema';
import { jobApplications, jobs } from './schema';
import { APPLIED_STATUS, isJobTeam } from './jobs';

export { APPLIED_STATUS } from './jobs';
import { applicationReceived, applicationStatusChanged } from './job-events';

const COVER_NOTE_MAX = 5_000;

/**
 * Applies the viewer to job `jobId` with `coverNote`. Output: the application id.
 * @throws UnauthorizedError 'job.login_required'; NotFoundError 'job.not_found';
 * ConflictError 'job.expired' | 'job.applied_once'; ValidationError 'job.profile_incomplete'
 * with fields phone ('job.phone_missing') and linkedin ('job.linkedin_missing'), or coverNote;
 * ValidationError 'moderation.banned_word' (coverNote holds a banned word).
 */
export async function applyToJob(
  ctx: Ctx,
  jobId: number,
  input: { coverNote?: string | null },
): Promise<number> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError('job.login_required');
  const [job] = await ctx.db
    .select({
      id: jobs.id,
      title: jobs.title,
      startupId: jobs.startupId,
      publishedOn: jobs.publishedOn,
      expiresOn: jobs.expiresOn,
      isVisible: startups.isVisible,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobs.id, jobId));
  const today = todayUtc();
  if (!job || !job.isVisible || job.publishedOn > today) throw new NotFoundError('job.not_found');
  if (job.expiresOn < today) throw new ConflictError('job.expired');
  const [profile] = await ctx.db
    .select({ phone: profiles.phone, socialLinks: profiles.socialLinks })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const linkedin = profile?.socialLinks?.linkedin?.trim() ?? '';
  const missing: Record<string, string> = {};
  if (!profile?.phone) missing.phone = 'job.phone_missing';
  if (!linkedin) missing.linkedin = 'job.linkedin_missing';
  if (Object.keys(missing).length) throw new ValidationError('job.profile_incomplete', missing);
  const coverNote = input.coverNote?.trim() ?? '';
  if (!coverNote) failWithFields({ coverNote: 'validation.required' });
  if (coverNote.length > COVER_NOTE_MAX) failWithFields({ coverNote: 'generic.invalid_field' });
  // The cover note is a message to the startup (issue 17 §1 banned words).
  await assertNoBannedWords(ctx.db, { coverNote }, { userId });
  // The employer's own copy of the CV as it is now (a later change of the profile's CV does not reach it).
  const cvKey = await copyCvForApplication(ctx.db, userId);
  const id = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(jobApplications)
        .values({
          jobId,
          applicantUserId: userId,
          statusId: APPLIED_STATUS,
          coverNote,
          phone: profile!.phone!,
          linkedin,
          cvKey,
        })
        .onConflictDoNothing()
        .returning({ id: jobApplications.id });
      if (!row) throw new ConflictError('job.applied_once');
      await tx.insert(auditLog).values({
        actorUserId: userId,
        action: 'job.apply',
        entityId: entityKey('startup', job.startupId),
        details: { jobId, applicationId: row.id },
      });
      await applicationReceived(tx, {
        jobId,
        jobTitle: job.title,
        startupId: job.startupId,
        applicationId: row.id,
        applicantUserId: userId,
      });
      return row.id;
    })
    .catch(async (error: unknown) => {
      // Nothing half-written: an application that was not stored leaves no CV copy behind.
      if (cvKey) await (await getStorage()).remove(cvKey);
      throw error;
    });
  return id;
}

/** Where the CV sent with application `applicationId` is downloaded (getApplicationCv). */
export function applicationCvPath(applicationId: number): string {
  return `/api/v2/job-applications/${applicationId}/cv`;
}

/**
 * May the viewer read the CVs sent to the startup's jobs? Its team (an access grant on the
 * startup) and the super admin; a source or report admin may see the list but not the files.
 */
function mayReadCvs(ctx: Ctx, startupId: number): boolean {
  return (
    isSuperAdmin(ctx.viewer.access) || entityIdsOf(ctx.viewer.access, 'startup', 'READ').includes(startupId)
  );
}

/**
 * The CV sent with job application `applicationId`, as it was when the person applied (its own
 * copy; decision 0025), for the applicant, the job's startup team and the super admin.
 * Output: the PDF bytes.
 * @throws NotFoundError `generic.not_found` for anyone else, visitors included (nothing revealed),
 *   and when the application has no CV.
 */
export async function getApplicationCv(ctx: Ctx, applicationId: number): Promise<Buffer> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new NotFoundError();
  const [row] = await ctx.db
    .select({
      key: jobApplications.cvKey,
      applicant: jobApplications.applicantUserId,
      startupId: jobs.startupId,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId));
  const allowed = row && (row.applicant === userId || mayReadCvs(ctx, row.startupId));
  const file = allowed && row.key ? await (await getStorage()).get(row.key) : null;
  if (!file) throw new NotFoundError();
  return file.bytes;
}

/** One of the viewer's own applications (/dashboard/applications). */
export interface MyApplication {
  id: number;
  statusId: number;
  coverNote: string;
  /** UTC ISO-8601. */
  createdAt: string;
  statusChangedAt: string;
  job: { id: number; seoUrl: string; title: string; expiresOn: string; isExpired: boolean };
  startup: { id: number; name: string; seoUrl: string; logoUrl: string | null };
}

/** The viewer's applications, newest first. @throws UnauthorizedError. */
export async function listMyApplications(ctx: Ctx): Promise<MyApplication[]> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const today = todayUtc();
  const rows = await ctx.db
    .select({
      id: jobApplications.id,
      statusId: jobApplications.statusId,
      coverNote: jobApplications.coverNote,
      createdAt: jobApplications.createdAt,
      statusChangedAt: jobApplications.statusChangedAt,
      jobId: jobs.id,
      jobSeoUrl: jobs.seoUrl,
      jobTitle: jobs.title,
      expiresOn: jobs.expiresOn,
      startupId: startups.id,
      startupName: startups.name,
      startupSeoUrl: startups.seoUrl,
      startupLogoUrl: startups.logoUrl,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(eq(jobApplications.applicantUserId, userId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map((r) => ({
    id: r.id,
    statusId: r.statusId,
    coverNote: r.coverNote,
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt.toISOString(),
    job: {
      id: r.jobId,
      seoUrl: r.jobSeoUrl,
      title: r.jobTitle,
      expiresOn: r.expiresOn,
      isExpired: r.expiresOn < today,
    },
    startup: { id: r.startupId, name: r.startupName, seoUrl: r.startupSeoUrl, logoUrl: r.startupLogoUrl },
  }));
}

/** An application as the job's team sees it (/dashboard/job-applications). */
export interface ReceivedApplication {
  id: number;
  statusId: number;
  coverNote: string;
  phone: string;
  linkedin: string;
  cvUrl: string | null;
  createdAt: string;
  statusChangedAt: string;
  applicant: {
    userId: string;
    name: string;
    surname: string;
    seoUrl: string | null;
    /** They chose to be listed: only then is there a talent page to link (profiles/listing.ts). */
    listed: boolean;
    title: string | null;
    photoUrl: string | null;
    cityId: number | null;
    countryId: number | null;
  };
}

/**
 * The applications to job `jobId`, newest first, for its team (any access to the startup) and
 * admins. Output: the job's title and startup with the applications.
 * @throws UnauthorizedError; NotFoundError 'job.not_found'; ForbiddenError 'access.invalid'.
 */
export async function listJobApplications(
  ctx: Ctx,
  jobId: number,
): Promise<{
  job: { id: number; title: string; seoUrl: string; startupId: number; canManage: boolean };
  applications: ReceivedApplication[];
}> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [job] = await ctx.db
    .select({ id: jobs.id, title: jobs.title, seoUrl: jobs.seoUrl, startupId: jobs.startupId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new NotFoundError('job.not_found');
  if (!isJobTeam(ctx, job.startupId)) throw new ForbiddenError('access.invalid');
  const rows = await ctx.db
    .select({
      id: jobApplications.id,
      statusId: jobApplications.statusId,
      coverNote: jobApplications.coverNote,
      phone: jobApplications.phone,
      linkedin: jobApplications.linkedin,
      cvKey: jobApplications.cvKey,
      createdAt: jobApplications.createdAt,
      statusChangedAt: jobApplications.statusChangedAt,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      seoUrl: profiles.seoUrl,
      listed: sql<boolean>`coalesce(${listedCondition()}, false)`,
      title: profiles.title,
      photo: profiles.photo,
      image: users.image,
      cityId: profiles.cityId,
      countryId: profiles.countryId,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return {
    job: {
      ...job,
      canManage:
        ctx.viewer.isAdmin || hasScope(ctx.viewer.access, entityKey('startup', job.startupId), 'WRITE'),
    },
    applications: rows.map((r) => ({
      id: r.id,
      statusId: r.statusId,
      coverNote: r.coverNote,
      phone: r.phone,
      linkedin: r.linkedin,
      cvUrl: r.cvKey && mayReadCvs(ctx, job.startupId) ? applicationCvPath(r.id) : null,
      createdAt: r.createdAt.toISOString(),
      statusChangedAt: r.statusChangedAt.toISOString(),
      applicant: {
        userId: r.userId,
        name: r.name,
        surname: r.surname,
        seoUrl: r.seoUrl,
        listed: r.listed,
        title: r.title,
        photoUrl: r.photo?.pP_256 ?? r.image ?? null,
        cityId: r.cityId,
        countryId: r.countryId,
      },
    })),
  };
}

/**
 * Moves application `applicationId` to `statusId` (a `jobApplicationStatus` item): WRITE on the
 * job's startup or admin; audited; the applicant is notified. Setting the current status again
 * changes nothing.
 * @throws UnauthorizedError; NotFoundError; ForbiddenError 'job.edit_forbidden';
 * ValidationError statusId 'generic.invalid_field'.
 */
export async function setApplicationStatus(ctx: Ctx, applicationId: number, statusId: number): Promise<void> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  if (!isTypeOf('jobApplicationStatus', statusId)) failWithFields({ statusId: 'generic.invalid_field' });
  const [row] = await ctx.db
    .select({
      id: jobApplications.id,
      statusId: jobApplications.statusId,
      applicantUserId: jobApplications.applicantUserId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobSeoUrl: jobs.seoUrl,
      startupId: jobs.startupId,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId));
  if (!row) throw new NotFoundError();
  if (!ctx.viewer.isAdmin && !hasScope(ctx.viewer.access, entityKey('startup', row.startupId), 'WRITE'))
    throw new ForbiddenError('job.edit_forbidden');
  if (row.statusId === statusId) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(jobApplications)
      .set({ statusId, statusChangedAt: new Date() })
      .where(and(eq(jobApplications.id, applicationId)));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: 'job.application_status',
      entityId: entityKey('startup', row.startupId),
      details: { jobId: row.jobId, applicationId, from: row.statusId, to: statusId },
    });
    await applicationStatusChanged(tx, {
      applicationId,
      applicantUserId: row.applicantUserId,
      jobId: row.jobId,
      jobTitle: row.jobTitle,
      jobSeoUrl: row.jobSeoUrl,
      statusId,
    });
  });
}

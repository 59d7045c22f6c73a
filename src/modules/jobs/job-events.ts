/**
 * What happens around an application besides the row itself (issue 15 §2, §4): the job's team
 * hears of a new application, the applicant of a status change — as notifications (stored, live,
 * e-mailed through the queue), written inside the caller's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { entityAccess } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { types } from '@/modules/reference/schema';
import { notifyUsers } from '@/modules/notifications/notifications';
import { entityKey } from '@/modules/access/permissions';

/** Notifies the startup's members who may manage its jobs (FULL_ACCESS or WRITE) of a new application. */
export async function applicationReceived(
  tx: Db,
  event: {
    jobId: number;
    jobTitle: string;
    startupId: number;
    applicationId: number;
    applicantUserId: string;
  },
): Promise<void> {
  const [applicant] = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, event.applicantUserId));
  const members = await tx
    .select({ userId: entityAccess.userId, scopes: entityAccess.scopes })
    .from(entityAccess)
    .where(eq(entityAccess.entityId, entityKey('startup', event.startupId)));
  const team = members
    .filter((m) => m.scopes.some((s) => s === 'FULL_ACCESS' || s === 'WRITE'))
    .map((m) => m.userId)
    .filter((id) => id !== event.applicantUserId);
  await notifyUsers(
    tx,
    team.map((userId) => ({
      userId,
      kind: 'job_application_received' as const,
      data: {
        jobId: event.jobId,
        jobTitle: event.jobTitle,
        applicationId: event.applicationId,
        applicantName: `${applicant?.name ?? ''} ${applicant?.surname ?? ''}`.trim(),
      },
    })),
  );
}

/** Notifies the applicant that their application moved to `statusId`. */
export async function applicationStatusChanged(
  tx: Db,
  event: {
    applicationId: number;
    applicantUserId: string;
    jobId: number;
    jobTitle: string;
    jobSeoUrl: string;
    statusId: number;
  },
): Promise<void> {
  const [status] = await tx
    .select({ en: types.nameEn, tr: types.nameTr })
    .from(types)
    .where(eq(types.id, event.statusId));
  await notifyUsers(tx, [
    {
      userId: event.applicantUserId,
      kind: 'job_application_status',
      data: {
        jobId: event.jobId,
        jobTitle: event.jobTitle,
        jobSeoUrl: event.jobSeoUrl,
        applicationId: event.applicationId,
        statusId: event.statusId,
        statusEn: status?.en ?? '',
        statusTr: status?.tr ?? '',
      },
    },
  ]);
}

/**
 * Storage step run after the SQL migrations (scripts/prepare-database.ts), before the profiles'
 * step: each job application whose CV is still an old public address (`/uploads/users/<id>/cv.pdf`)
 * gets a private copy of that file as its own `cvKey` (decision 0025). The old file is what the
 * employer could open until now, so it is the best record of what was sent. Idempotent.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { getStorage, userPrivateFolder } from '@/server/storage';
import { legacyCvKey } from '@/modules/profiles/cv';
import { randomBytes } from 'node:crypto';
import { jobApplications } from './schema';

/** Copies old public CVs of job applications to private keys. Output: how many were copied. */
export async function moveLegacyApplicationCvs(db: Db): Promise<number> {
  const rows = await db
    .select({ id: jobApplications.id, userId: jobApplications.applicantUserId, url: jobApplications.cvUrl })
    .from(jobApplications)
    .where(isNotNull(jobApplications.cvUrl));
  const storage = await getStorage();
  let copied = 0;
  for (const row of rows) {
    const old = legacyCvKey(row.url!);
    const file = old ? await storage.get(old) : null;
    const key = file
      ? `${userPrivateFolder(row.userId)}/applications/${randomBytes(16).toString('hex')}.pdf`
      : null;
    if (file) await storage.put(key!, file.bytes, 'application/pdf');
    await db.update(jobApplications).set({ cvKey: key, cvUrl: null }).where(eq(jobApplications.id, row.id));
    if (file) copied++;
  }
  return copied;
}

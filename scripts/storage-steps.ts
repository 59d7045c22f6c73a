/**
 * Storage steps that follow the SQL migrations (decision 0025): files an older version stored
 * under public addresses are moved to private keys. Each step is idempotent and costs one query
 * when there is nothing left to move. Order matters: job applications copy the old CV files
 * before the profiles' step moves them and deletes the public copies.
 */
import type { Db } from '@/server/db/client';
import { moveLegacyApplicationCvs } from '@/modules/jobs/legacy-cvs';
import { moveLegacyProfileCvs } from '@/modules/profiles/cv';

/** Runs every storage step on `db`. Output: how many files each step moved. */
export async function runStorageSteps(db: Db): Promise<{ applicationCvs: number; profileCvs: number }> {
  const applicationCvs = await moveLegacyApplicationCvs(db);
  const profileCvs = await moveLegacyProfileCvs(db);
  return { applicationCvs, profileCvs };
}

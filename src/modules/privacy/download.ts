/**
 * `GET /api/v2/me/personal-data?format=json|pdf` (issue 17 §2 "Personal-data rights"): the
 * signed-in user's own data as a JSON file or a readable PDF, at most PERSONAL_DATA_LIMIT
 * downloads an hour per user (the project's shared rate limit: building the file reads every
 * module). Each download is recorded in the audit log (`user.personal_data.download`), so a
 * download made with a stolen session can be traced.
 */
import type { Ctx } from '@/server/context';
import { TooManyRequestsError, UnauthorizedError } from '@/server/errors';
import { sharedLimit } from '@/server/rate-limit';
import { auditLog } from '@/modules/access/schema';
import { collectPersonalData } from './personal-data';
import { personalDataPdf } from './personal-data-pdf';

/** Downloads allowed per user per hour. */
export const PERSONAL_DATA_LIMIT = 10;

export type PersonalDataFormat = 'json' | 'pdf';

export interface PersonalDataFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The viewer's personal data as a file: `startup-atlas-personal-data-YYYY-MM-DD.json` (UTF-8,
 * indented) or `….pdf` in the viewer's language.
 * @throws UnauthorizedError (401) for visitors; TooManyRequestsError (429, with the seconds to
 *   wait) past PERSONAL_DATA_LIMIT an hour.
 */
export async function downloadPersonalData(ctx: Ctx, format: PersonalDataFormat): Promise<PersonalDataFile> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const limit = await sharedLimit(ctx.db, {
    name: 'personal-data',
    points: PERSONAL_DATA_LIMIT,
    durationSeconds: 3600,
  }).consume(userId);
  if (!limit.allowed) throw new TooManyRequestsError(limit.retryAfterSeconds);
  await ctx.db.insert(auditLog).values({
    actorUserId: userId,
    action: 'user.personal_data.download',
    entityId: `user:${userId}`,
    details: { format },
  });
  const data = await collectPersonalData(ctx);
  const day = new Date().toISOString().slice(0, 10);
  const fileName = `startup-atlas-personal-data-${day}.${format}`;
  if (format === 'pdf')
    return { fileName, contentType: 'application/pdf', bytes: await personalDataPdf(data, ctx.locale) };
  return {
    fileName,
    contentType: 'application/json; charset=utf-8',
    bytes: new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
  };
}

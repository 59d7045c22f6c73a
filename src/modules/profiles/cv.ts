/**
 * The person's CV, a private file (spec P§3 "CV as PDF"; decision 0025; docs/security.md).
 *
 * - Stored under `private/users/<userId>/cv/<random>.pdf`: never under a public path and never at
 *   an address anyone can guess; served only by GET /api/v2/users/me/cv to its owner.
 * - A job application keeps its own copy (`private/users/<applicant>/applications/<random>.pdf`),
 *   so the employer gets the CV as it was when the person applied, whatever happens to the
 *   profile's CV later (jobs/applications.ts serves it).
 * - Everything under `private/users/<userId>/` goes when the account is purged (userPrivateFolder).
 */
import { randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { NotFoundError } from '@/server/errors';
import { storePdf } from '@/server/images';
import { getStorage, userPrivateFolder } from '@/server/storage';
import { ensureProfile, MY_CV_PATH, requireUser } from './profile';
import { profiles } from './schema';

const randomName = () => randomBytes(16).toString('hex');

/**
 * Stores the viewer's CV (PDF, at most 5 MB) under a new private key, links it on the profile and
 * deletes the one it replaces. Output: the owner's download address (`/api/v2/users/me/cv`).
 * @throws UnauthorizedError; PayloadTooLargeError `file.too_big`; UnsupportedMediaTypeError `file.not_pdf`.
 */
export async function uploadCv(ctx: Ctx, bytes: Buffer): Promise<string> {
  const userId = requireUser(ctx);
  await ensureProfile(ctx.db, userId);
  const key = `${userPrivateFolder(userId)}/cv/${randomName()}.pdf`;
  await storePdf(bytes, key);
  const [before] = await ctx.db
    .select({ key: profiles.cvKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  await ctx.db
    .update(profiles)
    .set({ cvKey: key, cvUrl: null, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  if (before?.key && before.key !== key) await (await getStorage()).remove(before.key);
  return MY_CV_PATH;
}

/**
 * Deletes the viewer's CV (the copies kept with their job applications stay with them).
 * @throws UnauthorizedError.
 */
export async function deleteCv(ctx: Ctx): Promise<void> {
  const userId = requireUser(ctx);
  const [row] = await ctx.db
    .select({ key: profiles.cvKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row?.key) return;
  await ctx.db
    .update(profiles)
    .set({ cvKey: null, cvUrl: null, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  await (await getStorage()).remove(row.key);
}

/**
 * The viewer's own CV. Output: the PDF bytes.
 * @throws NotFoundError `generic.not_found` when there is none, and for a visitor (a private
 *   file's address answers the same to everyone who may not have it).
 */
export async function getMyCv(ctx: Ctx): Promise<Buffer> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new NotFoundError();
  const [row] = await ctx.db
    .select({ key: profiles.cvKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const file = row?.key ? await (await getStorage()).get(row.key) : null;
  if (!file) throw new NotFoundError();
  return file.bytes;
}

/**
 * Copies the current CV of `userId` for a job application being made (the employer's copy).
 * Output: the copy's private key, or null when the person has no CV.
 */
export async function copyCvForApplication(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ key: profiles.cvKey }).from(profiles).where(eq(profiles.userId, userId));
  if (!row?.key) return null;
  const storage = await getStorage();
  const file = await storage.get(row.key);
  if (!file) return null;
  const key = `${userPrivateFolder(userId)}/applications/${randomName()}.pdf`;
  await storage.put(key, file.bytes, 'application/pdf');
  return key;
}

/** The storage key of a CV's old public address (`/uploads/users/<id>/cv.pdf?v=…`, or on S3_PUBLIC_URL). */
export function legacyCvKey(url: string): string | null {
  return /(?:^|\/)(users\/[A-Za-z0-9_-]+\/cv\.pdf)(?:[?#]|$)/.exec(url)?.[1] ?? null;
}

/**
 * Storage step run after the SQL migrations (scripts/prepare-database.ts): every profile CV still
 * at its old public address is copied to a private key, linked as `cvKey`, and the public file is
 * deleted, so the old address answers 404. Idempotent; run the job applications' step
 * (jobs/legacy-cvs.ts) first, as it copies from the same old files. Output: how many were moved.
 */
export async function moveLegacyProfileCvs(db: Db): Promise<number> {
  const rows = await db
    .select({ userId: profiles.userId, url: profiles.cvUrl, key: profiles.cvKey })
    .from(profiles)
    .where(isNotNull(profiles.cvUrl));
  const storage = await getStorage();
  let moved = 0;
  for (const row of rows) {
    const old = legacyCvKey(row.url!);
    const file = old && !row.key ? await storage.get(old) : null;
    const key = file ? `${userPrivateFolder(row.userId)}/cv/${randomName()}.pdf` : row.key;
    if (file) await storage.put(key!, file.bytes, 'application/pdf');
    await db.update(profiles).set({ cvKey: key, cvUrl: null }).where(eq(profiles.userId, row.userId));
    if (old) await storage.remove(old);
    if (file) moved++;
  }
  return moved;
}

/**
 * Report downloads (issue 16 §2; P §6 "report download … need[s] a business or personal
 * package", P/D §9 "3 free … report downloads per month for premium"; D §7 Reports "download by id
 * or by seoUrl and fileName; GET CheckPremiumDownload?ReportId; … download category report";
 * D §8 'Payment required to download this report', 'Download url not valid'; decision 0020 §6).
 *
 * Who may download a version:
 * - a free version: any signed-in user (basis `free`);
 * - a version the user bought and was not refunded: always (basis `purchase`);
 * - a paid version for a premium holder: within the package's monthly quota (3 personal, 10
 *   enterprise), counted in `downloadedReportCount` of the pool (enterprise seats share the
 *   owner's). Downloading the same version again in the same UTC month is not counted again
 *   (basis `premium`);
 * - anyone else: 402 'Payment required to download this report'.
 * Every granted download is a `report_downloads` row, written in the transaction that counts the
 * quota. The file is then fetched through a short-lived signed link (5 minutes): an HMAC-signed
 * path of this app on local disk, a presigned URL on S3 — never a guessable public path.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { authSecret } from '@/server/env';
import { slugify } from '@/lib/text';
import { ForbiddenError, NotFoundError, PaymentRequiredError, UnauthorizedError } from '@/server/errors';
import { getStorage } from '@/server/storage';
import { packageLimits, poolOwner, recordUsage, usageMonth } from '@/modules/access/premium';
import { premiumUsage } from '@/modules/access/schema';
import { ownsVersion } from './purchases';
import { REPORT_CONTENT_TYPES, type ReportFileType } from './admin-files';
import { reportCategories, reportDownloads, reportPurchases, reports, reportVersions } from './schema';

/** Lifetime of a signed download link, in seconds. */
export const DOWNLOAD_LINK_SECONDS = 300;

export type DownloadBasis = 'free' | 'purchase' | 'premium';

/** A granted download: where to fetch the file (valid until `expiresAt`, UTC ISO-8601). */
export interface DownloadLink {
  url: string;
  expiresAt: string;
  fileName: string;
  basis: DownloadBasis;
  /** The premium quota after this download (null when the viewer has no package). */
  quota: { used: number; limit: number; remaining: number } | null;
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The name a version's file is saved under (`turkiye-startups-2026-edition-tr.pdf`). */
export function downloadFileName(
  report: { fileName: string },
  version: { name: string; language: string; fileType: string },
) {
  return `${slugify(report.fileName)}-${slugify(version.name)}-${version.language}.${version.fileType}`;
}

/**
 * A version with its report; `listed` is false when the report or its category is inactive.
 * @throws NotFoundError 'report.not_found' when there is no such version or it has no file.
 */
async function loadVersion(db: Db, versionId: number) {
  const [row] = await db
    .select({ version: reportVersions, report: reports, categoryActive: reportCategories.isActive })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .where(eq(reportVersions.id, versionId));
  if (!row || !row.version.fileKey) throw new NotFoundError('report.not_found');
  return { ...row, fileKey: row.version.fileKey, listed: row.report.isActive && row.categoryActive };
}

/** The viewer's premium quota this month (pool of the enterprise owner for seats), or null. */
async function quotaOf(ctx: Ctx, now: Date) {
  if (!ctx.viewer.userId || !ctx.viewer.isPremium) return null;
  const limit = packageLimits(ctx.viewer.packages).montlyReportDownloadLimit;
  const owner = await poolOwner(ctx.db, ctx.viewer.userId, now);
  const [row] = await ctx.db
    .select({ used: premiumUsage.downloadedReportCount })
    .from(premiumUsage)
    .where(and(eq(premiumUsage.userId, owner), eq(premiumUsage.month, usageMonth(now))));
  const used = row?.used ?? 0;
  return { used, limit, remaining: Math.max(0, limit - used) };
}

/** The versions among `versionIds` the viewer's premium quota already paid for this UTC month. */
async function countedThisMonth(db: Db, userId: string, versionIds: number[], now: Date): Promise<number[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ versionId: reportDownloads.versionId })
    .from(reportDownloads)
    .where(
      and(
        eq(reportDownloads.userId, userId),
        inArray(reportDownloads.versionId, versionIds),
        eq(reportDownloads.basis, 'premium'),
        gte(reportDownloads.createdAt, monthStart(now)),
      ),
    );
  return rows.map((r) => r.versionId);
}

/** The answer of `CheckPremiumDownload?ReportId`: may the viewer download the report's paid versions now. */
export interface PremiumDownloadCheck {
  reportId: number;
  /** True when the premium quota covers a paid version of this report not yet counted this month. */
  canDownload: boolean;
  /** Paid versions already counted this month: downloading them again is free. */
  countedVersionIds: number[];
  isPremium: boolean;
  /** Versions of this report the viewer bought (downloadable regardless of quota). */
  purchasedVersionIds: number[];
  used: number;
  limit: number;
  remaining: number;
}

/**
 * `GET CheckPremiumDownload?ReportId`: the viewer's premium download quota for `reportId` (a
 * report that is not listed, or has no file, has no versions here and nothing to download).
 * @throws UnauthorizedError.
 */
export async function checkPremiumDownload(
  ctx: Ctx,
  reportId: number,
  now = new Date(),
): Promise<PremiumDownloadCheck> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const versions = await ctx.db
    .select({ id: reportVersions.id, purchased: reportPurchases.versionId })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .leftJoin(
      reportPurchases,
      and(
        eq(reportPurchases.versionId, reportVersions.id),
        eq(reportPurchases.userId, userId),
        isNull(reportPurchases.revokedAt),
      ),
    )
    .where(
      and(
        eq(reports.id, reportId),
        eq(reports.isActive, true),
        eq(reportCategories.isActive, true),
        isNotNull(reportVersions.fileKey),
      ),
    );
  const counted = await countedThisMonth(
    ctx.db,
    userId,
    versions.map((v) => v.id),
    now,
  );
  const quota = await quotaOf(ctx, now);
  return {
    reportId,
    canDownload: Boolean(quota && quota.remaining > 0 && versions.length > 0),
    countedVersionIds: counted,
    isPremium: ctx.viewer.isPremium,
    purchasedVersionIds: versions.flatMap((v) => (v.purchased === null ? [] : [v.id])),
    used: quota?.used ?? 0,
    limit: quota?.limit ?? 0,
    remaining: quota?.remaining ?? 0,
  };
}

/**
 * Grants the viewer a download of version `versionId` by the rules above and answers a signed link.
 * Buyers keep their versions when the report or its category is later deactivated.
 * @throws UnauthorizedError (visitors); NotFoundError 'report.not_found' (no such version, no file,
 *   or not listed and not bought); PaymentRequiredError 'report.payment_required' (a paid version
 *   not bought, and no package or the month's quota used up — nothing is counted then).
 */
export async function requestDownload(ctx: Ctx, versionId: number, now = new Date()): Promise<DownloadLink> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const { version, report, fileKey, listed } = await loadVersion(ctx.db, versionId);
  const owned = !version.isFree && (await ownsVersion(ctx.db, userId, versionId));
  if (!listed && !owned) throw new NotFoundError('report.not_found');
  const basis: DownloadBasis = version.isFree ? 'free' : owned ? 'purchase' : 'premium';
  if (basis === 'premium' && !ctx.viewer.isPremium) throw new PaymentRequiredError('report.payment_required');
  await ctx.db.transaction(async (tx) => {
    if (basis === 'premium') {
      // One download of this version at a time per user: two parallel requests cannot both count it.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`report-download:${userId}:${versionId}`}))`,
      );
      if ((await countedThisMonth(tx, userId, [versionId], now)).length === 0) {
        try {
          await recordUsage({ ...ctx, db: tx }, 'report', 1, now);
        } catch (error) {
          if ((error as { key?: string }).key === 'premium.limit_reached')
            throw new PaymentRequiredError('report.payment_required');
          throw error;
        }
      }
    }
    await tx.insert(reportDownloads).values({ userId, versionId, basis, createdAt: now });
  });
  const fileName = downloadFileName(report, version);
  const expires = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000);
  const storage = await getStorage();
  const url = storage.signedUrl
    ? await storage.signedUrl(fileKey, DOWNLOAD_LINK_SECONDS, fileName)
    : `/api/v2/reports/files/${signToken(versionId, expires, fileKey)}`;
  return {
    url,
    expiresAt: expires.toISOString(),
    fileName,
    basis,
    quota: await quotaOf(ctx, now),
  };
}

/**
 * "Download by seoUrl and fileName": version `versionId` of report `seoUrl` (it must be that
 * report's), else the report's first edition (by order) in `language` (the viewer's by default),
 * when `fileName` is the report's file name.
 * @throws NotFoundError 'report.not_found'; ForbiddenError 'report.download_url_invalid' when the
 *   file name does not match; as {@link requestDownload}.
 */
export async function requestDownloadBySeoUrl(
  ctx: Ctx,
  input: { seoUrl: string; fileName: string; language?: string; versionId?: number },
  now = new Date(),
): Promise<DownloadLink> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [report] = await ctx.db
    .select({ id: reports.id, fileName: reports.fileName })
    .from(reports)
    .where(and(eq(reports.seoUrl, input.seoUrl), eq(reports.isActive, true)));
  if (!report) throw new NotFoundError('report.not_found');
  const base = input.fileName.replace(/\.(pdf|xlsx)$/i, '');
  if (base !== report.fileName && !base.startsWith(`${slugify(report.fileName)}-`))
    throw new ForbiddenError('report.download_url_invalid');
  const versionId = await versionOf(ctx.db, report.id, input.language ?? ctx.locale, input.versionId);
  if (!versionId) throw new NotFoundError('report.not_found');
  return requestDownload(ctx, versionId, now);
}

/**
 * "Download category report": the first active report of category `categoryId` (by order), its
 * first edition in `language` (the viewer's by default).
 * @throws NotFoundError 'report.not_found'; as {@link requestDownload}.
 */
export async function requestCategoryDownload(
  ctx: Ctx,
  categoryId: number,
  language?: string,
  now = new Date(),
): Promise<DownloadLink> {
  if (!ctx.viewer.userId) throw new UnauthorizedError();
  const [report] = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .where(
      and(
        eq(reports.categoryId, categoryId),
        eq(reports.isActive, true),
        eq(reportCategories.isActive, true),
      ),
    )
    .orderBy(asc(reports.sortOrder), desc(reports.publishedAt))
    .limit(1);
  const versionId = report && (await versionOf(ctx.db, report.id, language ?? ctx.locale));
  if (!versionId) throw new NotFoundError('report.not_found');
  return requestDownload(ctx, versionId, now);
}

/**
 * Version `versionId` when it belongs to `reportId`, else the report's first edition (by order,
 * then name descending) in `language`; undefined when there is none (no fallback to another language).
 */
async function versionOf(
  db: Db,
  reportId: number,
  language: string,
  versionId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reportVersions.id })
    .from(reportVersions)
    .where(
      and(
        eq(reportVersions.reportId, reportId),
        isNotNull(reportVersions.fileKey),
        versionId === undefined ? eq(reportVersions.language, language) : eq(reportVersions.id, versionId),
      ),
    )
    .orderBy(asc(reportVersions.sortOrder), desc(reportVersions.name))
    .limit(1);
  return row?.id;
}

// --- Signed links on local disk -------------------------------------------------------------

const signingKey = () => createHmac('sha256', authSecret()).update('report-download-links').digest();
const mac = (versionId: number, expiresSeconds: number, fileKey: string) =>
  createHmac('sha256', signingKey()).update(`${versionId}.${expiresSeconds}.${fileKey}`).digest('base64url');

/** `<versionId>.<expiry, Unix seconds>.<HMAC>`; the MAC covers the file's key, so a replaced file voids old links. */
export function signToken(versionId: number, expires: Date, fileKey: string): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${versionId}.${seconds}.${mac(versionId, seconds, fileKey)}`;
}

/**
 * The file behind a signed link (local disk storage), if the link is intact and not expired.
 * @returns bytes, content type and the file name to save under.
 * @throws ForbiddenError 'report.download_url_invalid' ('Download url not valid') for a malformed,
 *   tampered or expired link, or one whose file was replaced or removed.
 */
export async function fileForToken(db: Db, token: string, now = new Date()) {
  const invalid = () => new ForbiddenError('report.download_url_invalid');
  const match = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalid();
  const versionId = Number(match[1]);
  const seconds = Number(match[2]);
  if (seconds * 1000 < now.getTime()) throw invalid();
  let row;
  try {
    row = await loadVersion(db, versionId);
  } catch {
    throw invalid();
  }
  const expected = Buffer.from(mac(versionId, seconds, row.fileKey));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const file = await (await getStorage()).get(row.fileKey);
  if (!file) throw invalid();
  return {
    bytes: file.bytes,
    contentType: REPORT_CONTENT_TYPES[row.version.fileType as ReportFileType] ?? 'application/octet-stream',
    fileName: downloadFileName(row.report, row.version),
  };
}

/**
 * The open jobs of the sitemap (issue 15 §2 "Sitemap: open jobs"): the same jobs as the public
 * list — published by today (UTC), not expired, of a visible startup — in one query, as
 * `listStartupSitemapEntries` does for startups.
 */
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { todayUtc } from '@/lib/format';
import { startups } from '@/modules/startups/schema';
import { jobs } from './schema';
import { openJobs } from './jobs';

/**
 * seoUrls and last update times of the open jobs, oldest id first, at most `limit`.
 * Output: `[{ seoUrl, updatedAt: Date }]`. Nothing is private here: anonymous viewers see them all.
 */
export async function listJobSitemapEntries(
  ctx: Ctx,
  limit = 50_000,
): Promise<Array<{ seoUrl: string; updatedAt: Date }>> {
  const today = todayUtc();
  return ctx.db
    .select({ seoUrl: jobs.seoUrl, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(openJobs(today))
    .orderBy(asc(jobs.id))
    .limit(limit);
}

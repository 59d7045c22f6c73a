/**
 * /sitemap.xml: home, the lists, the static and legal pages (issue 17 §2), every visible startup
 * and every open job (issue 15 §2) in English and Turkish (hreflang pairs).
 */
import type { MetadataRoute } from 'next';
import { getDb } from '@/server/db/client';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { listStartupSitemapEntries } from '@/modules/startups/detail';
import { listJobSitemapEntries } from '@/modules/jobs/job-list-sitemap';
import { absoluteUrl } from '@/ui/seo';
import { CONTENT_PAGES } from '@/modules/content/pages';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const ctx = { db: await getDb(), viewer: ANONYMOUS_VIEWER, locale: 'en' as const };
  const [entries, jobs] = await Promise.all([listStartupSitemapEntries(ctx), listJobSitemapEntries(ctx)]);
  const pair = (href: Parameters<typeof absoluteUrl>[0]) => ({
    url: absoluteUrl(href, 'en'),
    alternates: { languages: { en: absoluteUrl(href, 'en'), tr: absoluteUrl(href, 'tr') } },
  });
  return [
    pair('/'),
    pair('/startups'),
    pair('/data-sources'),
    pair('/jobs'),
    // The static and legal pages (issue 17 §2).
    ...CONTENT_PAGES.map((p) => pair(p.href)),
    ...entries.map((e) => ({
      ...pair({ pathname: '/startup/[seoUrl]', params: { seoUrl: e.seoUrl } }),
      lastModified: e.updatedAt,
    })),
    ...jobs.map((j) => ({
      ...pair({ pathname: '/job/[seoUrl]', params: { seoUrl: j.seoUrl } }),
      lastModified: j.updatedAt,
    })),
  ];
}

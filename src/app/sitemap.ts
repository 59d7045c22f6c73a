/** /sitemap.xml: home, list and every visible startup in English and Turkish (hreflang pairs). */
import type { MetadataRoute } from 'next';
import { getDb } from '@/server/db/client';
import { ANONYMOUS_VIEWER } from '@/server/context';
import { listStartupSitemapEntries } from '@/modules/startups/detail';
import { absoluteUrl } from '@/ui/seo';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await listStartupSitemapEntries({
    db: await getDb(),
    viewer: ANONYMOUS_VIEWER,
    locale: 'en',
  });
  const pair = (href: Parameters<typeof absoluteUrl>[0]) => ({
    url: absoluteUrl(href, 'en'),
    alternates: { languages: { en: absoluteUrl(href, 'en'), tr: absoluteUrl(href, 'tr') } },
  });
  return [
    pair('/'),
    pair('/startups'),
    pair('/data-sources'),
    ...entries.map((e) => ({
      ...pair({ pathname: '/startup/[seoUrl]', params: { seoUrl: e.seoUrl } }),
      lastModified: e.updatedAt,
    })),
  ];
}

/** /robots.txt: everything public may be crawled; the sitemap lists startups. */
import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/apiCommon/'] }],
    sitemap: new URL('/sitemap.xml', env().PUBLIC_ORIGIN).toString(),
  };
}

/**
 * In front of every page (Next.js 16 proxy):
 * - anonymous startup-list pages are answered from the page cache (src/server/page-cache.ts);
 * - locale routing: the browser language and the locale cookie choose the language on the
 *   root page only (spec §1); every other unprefixed address is English, so a visit to /tr
 *   never turns /startups Turkish.
 */
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './server/env';
import { getCachedPage, isCacheable } from './server/page-cache';

const withDetection = createMiddleware({ ...routing, localeDetection: true });
// Elsewhere the cookie is left alone: it remembers the language chosen with the EN/TR switch.
const withoutDetection = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default async function proxy(request: NextRequest) {
  const ttl = env().PAGE_CACHE_TTL_SECONDS;
  if (isCacheable(request.method, request.nextUrl.pathname, request.headers, ttl)) {
    const cached = await getCachedPage(request.nextUrl, request.headers, ttl).catch(() => undefined);
    if (cached) {
      const headers = new Headers(cached.page.headers);
      headers.set('x-page-cache', cached.hit ? 'hit' : 'miss');
      headers.set('cache-control', 'private, no-cache');
      return new NextResponse(cached.page.body, { status: 200, headers });
    }
  }
  return request.nextUrl.pathname === '/' ? withDetection(request) : withoutDetection(request);
}

export const config = {
  // Pages only: not the API, Next internals or files with an extension.
  matcher: ['/((?!api|apiCommon|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)'],
};

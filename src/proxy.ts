/**
 * Locale routing in front of every page (Next.js 16 proxy): the browser language and the
 * locale cookie choose the language on the root page only (spec §1); every other unprefixed
 * address is English, so a visit to /tr never turns /startups Turkish.
 * (Anonymous list pages may already have been answered by the page cache in scripts/serve.ts.)
 */
import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const withDetection = createMiddleware({ ...routing, localeDetection: true });
// Elsewhere the cookie is left alone: it remembers the language chosen with the EN/TR switch.
const withoutDetection = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default function proxy(request: NextRequest) {
  return request.nextUrl.pathname === '/' ? withDetection(request) : withoutDetection(request);
}

export const config = {
  // Pages only: not the API, Next internals or files with an extension.
  matcher: ['/((?!api|apiCommon|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)'],
};

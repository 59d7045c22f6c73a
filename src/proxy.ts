/**
 * In front of every page (Next.js 16 proxy):
 * - locale routing: the browser language and the locale cookie choose the language on the
 *   root page only (spec §1); every other unprefixed address is English, so a visit to /tr
 *   never turns /startups Turkish;
 * - security headers (issue 12 §3): a Content-Security-Policy with a fresh nonce per request
 *   (passed to Next in the request's CSP header, which makes Next put it on its own scripts),
 *   the fixed headers of src/server/security-headers.ts, and the hreflang Link header built on
 *   PUBLIC_ORIGIN rather than on the request's Host.
 * (Anonymous list pages may already have been answered by the page cache in scripts/serve.ts.)
 */
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './server/env';
import {
  contentSecurityPolicy,
  createNonce,
  linkHeaderOnPublicOrigin,
  staticSecurityHeaders,
} from './server/security-headers';

const withDetection = createMiddleware({ ...routing, localeDetection: true });
// Elsewhere the cookie is left alone: it remembers the language chosen with the EN/TR switch.
const withoutDetection = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, { development: env().NODE_ENV === 'development' });
  // Next reads the nonce from the request's CSP header while rendering; the page reads x-nonce.
  // next-intl forwards the request's headers to the page it rewrites to.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  const forwarded = new NextRequest(request, { headers });
  const response = request.nextUrl.pathname === '/' ? withDetection(forwarded) : withoutDetection(forwarded);
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(staticSecurityHeaders())) response.headers.set(name, value);
  const link = response.headers.get('link');
  if (link) response.headers.set('link', linkHeaderOnPublicOrigin(link));
  return response;
}

export const config = {
  // Pages only: not the API, uploads, Next internals or static files (by their extensions). A page
  // address with a dot in it (a catch-all segment) still gets the locale routing and the headers.
  matcher: [
    '/((?!api/|api$|apiCommon|apiJob|apiMessage|apiPayment|uploads/|_next|_vercel|sitemap.xml|robots.txt|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|mjs|css|map|woff2?|ttf|otf|pdf|webmanifest)$).*)',
  ],
};

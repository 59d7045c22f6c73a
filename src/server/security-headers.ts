/**
 * Security headers of every answer (issue 12 §3): a Content-Security-Policy built on a
 * per-request nonce for HTML pages, and the fixed headers for everything else — no framing
 * (frame-ancestors 'none' and X-Frame-Options DENY), Referrer-Policy, nosniff,
 * Permissions-Policy and, when the public origin is https, HSTS.
 * No Node-only APIs: the Next proxy, the Hono API and the page cache all use it.
 */
import { env } from './env';

/** A fresh nonce for one page answer: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Origins images may come from besides this site (an S3 public URL or CDN). */
function imageOrigins(): string[] {
  const { S3_PUBLIC_URL } = env();
  if (!S3_PUBLIC_URL) return [];
  try {
    return [new URL(S3_PUBLIC_URL).origin];
  } catch {
    return [];
  }
}

/**
 * The page CSP for `nonce`: scripts only with the nonce (and what they load, 'strict-dynamic'),
 * no plugins, no framing, no foreign form targets or base URLs. Styles allow inline style
 * attributes (React `style` props). Development adds 'unsafe-eval' for Next's dev runtime.
 */
export function contentSecurityPolicy(nonce: string, options: { development?: boolean } = {}): string {
  const script = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  if (options.development) script.push(`'unsafe-eval'`);
  return [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${["'self'", 'data:', 'blob:', ...imageOrigins()].join(' ')}`,
    `font-src 'self' data:`,
    // blob: for the crop dialog, which reads the cropped image back from an object URL it made.
    `connect-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The nonce inside a CSP header value, if any. */
export const nonceOf = (csp: string | null | undefined): string | undefined =>
  csp?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];

/**
 * Headers every answer carries (pages, API, files). HSTS only when PUBLIC_ORIGIN is https, so
 * a plain-http self-hosted install is not told to refuse http for a year.
 */
export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (env().PUBLIC_ORIGIN.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  }
  return headers;
}

/**
 * The Link header with every URL moved to PUBLIC_ORIGIN (the hreflang alternates next-intl
 * builds from the request's Host, which a client chooses): path and query kept, host replaced.
 */
export function linkHeaderOnPublicOrigin(link: string): string {
  const origin = env().PUBLIC_ORIGIN.replace(/\/+$/, '');
  return link.replace(/<([^>]*)>/g, (_, url: string) => {
    try {
      const parsed = new URL(url, origin);
      return `<${origin}${parsed.pathname}${parsed.search}>`;
    } catch {
      return `<${origin}/>`;
    }
  });
}

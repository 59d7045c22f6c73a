import { describe, expect, it, vi } from 'vitest';

// The configuration these headers are built from (read once by ./env.ts, so set before the import).
vi.stubEnv('PUBLIC_ORIGIN', 'https://atlas.example');
vi.stubEnv('S3_PUBLIC_URL', 'https://cdn.atlas.example/bucket');

describe('security headers', async () => {
  const { contentSecurityPolicy, createNonce, linkHeaderOnPublicOrigin, nonceOf, staticSecurityHeaders } =
    await import('./security-headers');

  it('makes a different nonce each time and a CSP that only runs scripts carrying it', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    const csp = contentSecurityPolicy(a);
    expect(nonceOf(csp)).toBe(a);
    expect(csp).toContain(`script-src 'self' 'nonce-${a}' 'strict-dynamic'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.atlas.example");
    expect(contentSecurityPolicy(a, { development: true })).toContain("'unsafe-eval'");
  });

  it('sends HSTS when the public origin is https', () => {
    expect(staticSecurityHeaders()['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(staticSecurityHeaders()['X-Frame-Options']).toBe('DENY');
  });

  it('moves every Link URL to the public origin, whatever Host the request named', () => {
    const forged =
      '<http://evil-host.example/startups?x=1>; rel="alternate"; hreflang="en", <http://evil-host.example/tr/girisimler>; rel="alternate"; hreflang="tr"';
    expect(linkHeaderOnPublicOrigin(forged)).toBe(
      '<https://atlas.example/startups?x=1>; rel="alternate"; hreflang="en", <https://atlas.example/tr/girisimler>; rel="alternate"; hreflang="tr"',
    );
  });
});

/**
 * Issue 12 §3 in the browser and on the wire: every page type carries a nonce-based CSP that
 * the page keeps working under (the fixtures fail any journey with a CSP report), cannot be
 * framed, and carries the other security headers; a cached page gets a fresh nonce per
 * answer; a request with a forged Host cannot poison the cached hreflang links.
 */
import http from 'node:http';
import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE, signedInUser } from './helpers';

const PAGES = [
  '/',
  '/startups',
  '/tr/girisimler',
  '/startup/stripe',
  '/login',
  '/register',
  '/tech-centers',
  '/providers',
  '/talents',
];

function expectSecurityHeaders(headers: Record<string, string>, page: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, page).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp, page).toContain("frame-ancestors 'none'");
  expect(csp, page).toContain("object-src 'none'");
  expect(headers['x-frame-options'], page).toBe('DENY');
  expect(headers['x-content-type-options'], page).toBe('nosniff');
  expect(headers['referrer-policy'], page).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], page).toContain('camera=()');
}

test('every public page type carries the security headers and works under its CSP', async ({ page }) => {
  for (const path of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expectSecurityHeaders(res!.headers(), path);
    const nonce = res!.headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!;
    // Next put the header's nonce on its scripts, and the page hydrated (a client control responds).
    expect(await page.locator(`script[nonce]`).count(), path).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce),
      path,
    ).toBe(nonce);
  }
  // Hydrated: the language switch is a client component and navigates.
  await page.goto('/startups');
  await page.getByTestId('locale-switch').click();
  await expect(page).toHaveURL(/\/tr\/girisimler/);
});

test('signed-in pages (profile, account deletion) carry them too', async ({ page }) => {
  await signedInUser(page, 'en', 'headers');
  for (const path of ['/profile', '/profile/settings/delete-account', '/profile/settings/change-password']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expectSecurityHeaders(res!.headers(), path);
  }
});

test('a page address with a dot in it gets the headers too (only static files are left out)', async ({
  request,
}) => {
  for (const path of ['/tech-center/no-such.center', '/startups/a.b']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
  }
  const file = await request.get('/avatar-placeholder.svg');
  expect(file.status()).toBe(200);
});

test('the API and uploads carry nosniff, no framing and a data-only CSP', async ({ request }) => {
  const res = await request.get('/apiCommon/Country/List');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('a cached page gets a fresh nonce on every answer', async ({ request }) => {
  const first = await request.get('/startups?page=2');
  const second = await request.get('/startups?page=2');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];
  const a = nonceOf(first.headers()['content-security-policy']);
  const b = nonceOf(second.headers()['content-security-policy']);
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(b).not.toBe(a);
  const html = await second.text();
  expect(html).toContain(`nonce="${b}"`);
  expect(html).not.toContain(`nonce="${a}"`);
});

/** A GET with a Host header of our choosing (browsers and fetch cannot send one). */
function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(BASE);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: 'GET',
        headers: { host, 'x-forwarded-host': host },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('a forged Host cannot poison the cached hreflang links', async ({ request }) => {
  const path = '/startups?page=3';
  const forged = await getWithHost(path, 'evil-host.example');
  expect(forged.status).toBe(200);
  expect(String(forged.headers.link ?? '')).not.toContain('evil-host.example');
  const res = await request.get(path);
  const link = res.headers()['link'] ?? '';
  expect(link).toContain(`<${BASE}/tr/girisimler`);
  expect(link).not.toContain('evil-host.example');
  expect(await res.text()).not.toContain('evil-host.example');
});

plainTest('the login page cannot be framed by another site', async ({ page }) => {
  await page.goto('about:blank');
  await page.setContent(`<iframe id="f" src="${BASE}/login" title="framed"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frame({ url: /\/login/ });
  // Chromium refuses to render it: the frame stays empty (an error page without our form).
  const hasForm = frame
    ? await frame
        .locator('input[type="password"]')
        .count()
        .catch(() => 0)
    : 0;
  expect(hasForm).toBe(0);
});

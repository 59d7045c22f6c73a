/**
 * The journeys' `test`: Playwright's, with an automatic check that a page broke no
 * Content-Security-Policy rule (issue 12 §3). Chromium reports every refused script, style,
 * frame or connection on the console; any such report fails the journey that caused it.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ contentSecurityPolicyGuard: void; sidewaysScrollGuard: void }>({
  /**
   * Issue 13 §3: the page a journey ends on must not scroll sideways at the journey's width
   * (390 px journeys prove the phone layout; every-page.spec.ts sweeps all pages at both sizes).
   */
  sidewaysScrollGuard: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed() || !page.url().startsWith('http')) return;
      const overflow = await page
        .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        .catch(() => 0);
      expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
    },
    { auto: true },
  ],
  contentSecurityPolicyGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { request, type Browser, type Page } from '@playwright/test';

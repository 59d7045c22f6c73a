/**
 * The journeys' `test`: Playwright's, with an automatic check that a page broke no
 * Content-Security-Policy rule (issue 12 §3). Chromium reports every refused script, style,
 * frame or connection on the console; any such report fails the journey that caused it.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
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

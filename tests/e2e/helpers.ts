/** Shared steps of the end-to-end journeys: a verified account made through the API, then signed in. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, type Page } from '@playwright/test';

export const BASE = 'http://localhost:3100';
const OUTBOX = 'var/e2e-outbox';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to `email` whose subject matches `subject`, from the server's outbox folder
 * (default the e2e server's). Mail goes through the server's job queue, so it arrives a moment
 * after the request that asked for it: this waits for it (up to 15 s), then throws.
 */
export async function mailTo(
  email: string,
  { subject = /./, outbox = OUTBOX }: { subject?: RegExp; outbox?: string } = {},
): Promise<OutboxMail> {
  const newest = () => {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail;
      if (mail.to === email && subject.test(mail.subject)) return mail;
    }
    return undefined;
  };
  for (let waited = 0; waited < 15_000; waited += 100) {
    const mail = newest();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} within 15 s`);
}

/** The first link of the newest mail to `email` (see {@link mailTo}). */
export async function mailedLink(email: string, options?: Parameters<typeof mailTo>[1]): Promise<URL> {
  return new URL((await mailTo(email, options)).text.match(/https?:\/\/\S+/)![0]);
}

/** The 6-digit verification code of the newest mail to `email` (see {@link mailTo}). */
export async function mailedCode(email: string): Promise<string> {
  return (await mailTo(email)).text.match(/: (\d{6})\s*$/m)![1]!;
}

/** Registers and verifies `email` through the API. */
export async function verifiedAccount(
  email: string,
  password: string,
  name = 'Elif',
  surname = 'Şahin',
  locale = 'en',
) {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const res = await api.post('/api/auth/sign-up/email', {
    data: { name, surname, email, password, locale, acceptTerms: true },
  });
  expect(res.status()).toBe(200);
  const link = await mailedLink(email);
  expect((await api.get(`${link.pathname}${link.search}`)).ok()).toBe(true);
  await api.dispose();
}

/**
 * Signs `email` in through the API in the page's browser context (its cookie jar is the page's),
 * for journeys whose subject is not signing in: the login form's own journeys are in
 * accounts.spec.ts and first-hour.spec.ts. The page does not move: the journey opens its next
 * page itself. Throws when the sign-in is refused.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE },
  });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
}

/** The super admin of the journeys' server (scripts/e2e-server.mjs), signed in through the API. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin@e2e.test', 'E2e!Admin-Pass8x');
}

/**
 * A new verified user, signed in in the browser through the API ({@link signIn}); returns the
 * address. The page does not move.
 */
export async function signedInUser(page: Page, locale: 'en' | 'tr', prefix = 'user'): Promise<string> {
  const email = `${prefix}.${locale}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await verifiedAccount(email, 'Kapadokya!52', 'Elif', 'Şahin', locale);
  await signIn(page, email, 'Kapadokya!52');
  return email;
}

/** Picks `option` in the multi-select labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * axe-core's serious and critical violations (WCAG 2.x A/AA rules) on the page, or on the part
 * matched by `include`, as "rule: targets" lines; [] when there are none. The one way the
 * journeys run axe (expectAccessible, the sweeps of every-page.spec.ts).
 * The page's own frame runs axe.run (AxeBuilder's legacy mode) and only violations are collected:
 * the default mode opens a blank page for every run to merge the frames' results, which took 2–3
 * of each run's 3 s here while our pages have no frames (decision 0027). A page with a frame
 * takes the default mode, so a frame's content is never left unchecked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails on any serious or critical axe-core violation (axeViolations), naming the rule and the
 * elements. A page caught between two states is checked again, for up to 20 s in all: a toast
 * fading in has text of too little contrast for a few frames, and after a client-side navigation
 * or refresh the title arrives a moment after the content. Both were reported now and then
 * (three journeys in one fresh-clone run, each passing on its retry) although no user sees them.
 * A violation that stays fails.
 */
export async function expectAccessible(page: Page, include?: string) {
  await expect(page).toHaveTitle(/\S/);
  await expect
    .poll(() => axeViolations(page, include), {
      message: 'axe-core serious or critical violations',
      timeout: 20_000,
      intervals: [500, 1000],
    })
    .toEqual([]);
}

/** Fails when `page` scrolls sideways (the 390 px phone rule). */
export async function expectNoSidewaysScroll(page: Page) {
  // On failure, names the innermost elements that reach past the right edge. Polled for a
  // moment: after the viewport narrows, a responsive part (a chart) settles a frame or two later.
  const wideElements = () =>
    page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
      );
      return wide
        .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`,
        );
    });
  await expect.poll(wideElements, { message: 'elements wider than the screen', timeout: 3000 }).toEqual([]);
}

/**
 * A journey's check of the state it reached: axe-core at 1280 px, then no sideways scrolling at
 * 390 px (back to 1280 px after). axe runs once per state: the sweeps of every-page.spec.ts run
 * it on every page at both widths (English at 1280 px, Turkish at 390 px), so a second run here
 * at 390 px found nothing they do not, at about a second a run on the CI machine.
 */
export async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A toast (sonner) with `text` shows: how a saved change is confirmed (issue 13 §4). */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Signed-in discovery pages rendered once per viewer class (issue 14 "Signed-in pages without a
 * full render each time"): two signed-in users of the same class get one cached page, each with
 * their own name in the account menu, in English and Turkish; an owner's page is theirs alone.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createStartupThroughApi } from './api-setup';
import { expectAccessible, signIn, verifiedAccount } from './helpers';

const browserErrors: string[] = [];
test.afterEach(() => {
  expect(browserErrors.filter((e) => /hydrat|#418|#423|#425|Minified React/i.test(e))).toEqual([]);
  browserErrors.length = 0;
});

/**
 * A page in a new browser context of `locale`, a new member signed in on it through the API (the
 * page does not move; every journey here opens its page next).
 */
async function userPage(browser: Browser, name: string, surname: string, locale: 'en' | 'tr'): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'tr' ? 'tr-TR' : 'en-US' });
  const page = await context.newPage();
  // A page whose server HTML differs from the browser's first render logs React's hydration
  // error (#418/#425 in production) and is rendered again from scratch: none may occur.
  page.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => browserErrors.push(`${page.url()}: ${error.message}`));
  const email = `class.${name.toLowerCase()}.${Date.now()}@example.com`.replace(/[^\x20-\x7e]/g, 'x');
  await verifiedAccount(email, 'Kapadokya!52', name, surname, locale);
  await signIn(page, email, 'Kapadokya!52');
  return page;
}

/** Opens the account menu with the keyboard alone and returns the name it shows. */
async function menuName(page: Page, menuLabel: string): Promise<string> {
  const button = page.getByRole('button', { name: menuLabel });
  await button.focus();
  await page.keyboard.press('Enter');
  const name = (await page.getByTestId('account-name').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  return name;
}

test('two members share one cached list page, each with their own name (EN and TR)', async ({ browser }) => {
  const ayse = await userPage(browser, 'Ayşe', 'Yıldız', 'en');
  const omer = await userPage(browser, 'Ömer', 'Doğan', 'tr');
  const address = `/startups?sort=name&page=3&class-test=${Date.now()}`;

  const first = await ayse.goto(address);
  expect(first!.headers()['x-page-cache']).toBe('miss');
  await expect(ayse.getByRole('button', { name: 'AY Account menu' })).toBeVisible();
  expect(await menuName(ayse, 'AY Account menu')).toBe('Ayşe Yıldız');
  // Signed in: no sign-up card for visitors.
  await expect(ayse.getByText('Create a free account')).toBeHidden();

  // Another member of the same class gets the stored page with his own name, not hers.
  const second = await omer.goto(address);
  expect(second!.headers()['x-page-cache']).toBe('hit');
  await expect(omer.getByRole('button', { name: 'ÖD Account menu' })).toBeVisible();
  expect(await menuName(omer, 'ÖD Account menu')).toBe('Ömer Doğan');
  expect(await omer.content()).not.toContain('Ayşe');
  await expect(omer.getByTestId('result-count')).toHaveText(
    await ayse.getByTestId('result-count').innerText(),
  );
  await expectAccessible(omer);

  // Turkish pages: the same, and the page keeps working after hydration (the sort menu navigates).
  const tr = `/tr/girisimler?sort=name&class-test=${Date.now()}`;
  expect((await omer.goto(tr))!.headers()['x-page-cache']).toBe('miss');
  expect((await ayse.goto(tr))!.headers()['x-page-cache']).toBe('hit');
  await expect(ayse.getByRole('heading', { level: 1, name: 'Girişimler' })).toBeVisible();
  expect(await menuName(ayse, 'AY Hesap menüsü')).toBe('Ayşe Yıldız');
  await ayse.getByRole('link', { name: 'Tablo' }).click();
  await expect(ayse).toHaveURL(/view=table/);
  await expect(ayse.getByRole('table')).toBeVisible();
  await expectAccessible(ayse);
  await ayse.context().close();
  await omer.context().close();
});

test('a startup owner gets their own page with Edit, never the shared one', async ({ browser }) => {
  const owner = await userPage(browser, 'Deniz', 'Kaya', 'en');
  const name = `Class Owner ${Date.now()}`;
  const { seoUrl } = await createStartupThroughApi(owner.request, name, {
    founder: { name: 'Deniz', surname: 'Kaya' },
  });
  const answer = await owner.goto(`/startup/${seoUrl}`);
  expect(answer!.headers()['x-page-cache']).toBeUndefined();
  await expect(owner.getByTestId('edit-startup')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'DK Account menu' })).toBeVisible();

  // A member without rights on it: the class page, without Edit.
  const member = await userPage(browser, 'Ece', 'Arslan', 'en');
  const seen = await member.goto(`/startup/${seoUrl}`);
  expect(['miss', 'hit']).toContain(seen!.headers()['x-page-cache']);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(member.getByTestId('edit-startup')).toBeHidden();
  expect(await menuName(member, 'EA Account menu')).toBe('Ece Arslan');
  await owner.context().close();
  await member.context().close();
});

/**
 * The header's global search (issue 18 §4) in Chromium, with the keyboard alone: one character
 * asks for a second; "dropbox" lists Dropbox among the startups and ArrowDown + Enter opens it;
 * ArrowUp reaches "See all results", Escape closes the list, Enter on "See all" opens /search
 * with a tab per kind, and the tabs are links (EN). In Turkish, "istanbul" typed without the dotted
 * capital finds "İstanbul Erken Aşama Fonu" in the ecosystem group and opens its page; a press
 * outside closes the list; /arama pages the organizations' tab. Axe and the 390 px check of
 * /search run in tests/e2e/every-page.spec.ts, and here on the pages visited.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';

const DESKTOP = { width: 1280, height: 900 };

/** Tabs from the top of the page to the header's search box (at most 40 presses). */
async function tabToSearch(page: Page, name: string): Promise<Locator> {
  const box = page.getByRole('banner').getByRole('combobox', { name });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await box.evaluate((el) => el === document.activeElement)) return box;
  }
  throw new Error('the header search box is not reachable with Tab');
}

/** Presses ArrowDown until the highlighted row's text matches `text` (at most 20 presses). */
async function arrowTo(page: Page, box: Locator, text: RegExp) {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('ArrowDown');
    const id = await box.getAttribute('aria-activedescendant');
    if (id && text.test((await page.locator(`[id="${id}"]`).textContent()) ?? '')) return;
  }
  throw new Error(`no row matching ${text}`);
}

test('the header search, keyboard only: a startup, then every result for a text (EN)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const box = await tabToSearch(page, 'Search people, startups and the ecosystem');
  const results = page.getByTestId('global-search-results');

  await page.keyboard.type('d');
  await expect(results).toHaveText('Type at least 2 characters');
  await page.keyboard.type('ropbox');
  const list = page.getByRole('listbox', { name: 'Search people, startups and the ecosystem' });
  await expect(
    list.getByRole('group', { name: 'Startups' }).getByRole('option', { name: /^Dropbox/ }),
  ).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await arrowTo(page, box, /Dropbox/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/startup\/dropbox$/);
  await expect(page.getByRole('heading', { name: 'Dropbox', level: 1 })).toBeVisible();

  // The box keeps the focus, emptied, for the next search. "ay": people first; ArrowUp from the
  // box goes to the last row, "See all results".
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  const again = box;
  await page.keyboard.type('ay');
  await expect(list.getByRole('group', { name: 'People' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('ArrowUp');
  await expect(list).toBeVisible();
  const seeAll = list.getByRole('option', { name: 'See all results for “ay”' });
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await expect(again).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ay$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ay”');
  // The first tab with results is open: people, with the count on its tab.
  const tabs = page.getByRole('navigation', { name: 'Result types' });
  await expect(tabs.getByRole('link', { name: /^People \d+/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-hit').first()).toContainText('Person');
  await expectAccessible(page);

  const organizations = tabs.getByRole('link', { name: /^Organizations \d+/ });
  await organizations.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ay&type=organization$/);
  await expect(organizations).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-hit').first()).toContainText('Organization');
});

test('Türkçe: "istanbul" İstanbul’u bulur, kurumun sayfasını açar; dışarı tıklamak listeyi kapatır', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/tr');
  const box = await tabToSearch(page, 'Kişi, girişim ve ekosistem ara');
  await page.keyboard.type('istanbul');
  const list = page.getByRole('listbox', { name: 'Kişi, girişim ve ekosistem ara' });
  const fund = list
    .getByRole('group', { name: 'Ekosistem' })
    .getByRole('option', { name: /İstanbul Erken Aşama Fonu/ });
  await expect(fund).toBeVisible();
  // A press outside closes the list; typing opens it again.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(list).toBeHidden();
  await box.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' ');
  await page.keyboard.press('Backspace');
  await expect(fund).toBeVisible();
  await arrowTo(page, box, /İstanbul Erken Aşama Fonu/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/teknoloji-merkezi\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İstanbul Erken Aşama Fonu');

  await page.goto('/tr/arama?q=istanbul&type=organization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“istanbul” için arama sonuçları');
  await expect(
    page.getByRole('navigation', { name: 'Sonuç türleri' }).getByRole('link', { name: /^Kurumlar \d+/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-hit').filter({ hasText: 'İstanbul Erken Aşama Fonu' })).toBeVisible();
  await expectAccessible(page);
});

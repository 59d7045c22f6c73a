/**
 * The investor-relation graph (issue 18 §2) in Chromium: a visitor finds Y Combinator by name, sees
 * its neighbourhood and opens its page, whose portfolio tab names its co-investors (EN); with the
 * keyboard alone, the shortest chain between an investor and a startup, then Y Combinator found by
 * name and its page opened (TR). The drawing itself is
 * WebGL (sigma.js): the journey checks it drew its canvases. Axe and 390 px: every-page.spec.ts.
 */
import { expect, test } from './fixtures';

test('a visitor finds Y Combinator in the graph, opens its page and sees its co-investors (EN)', async ({
  page,
}) => {
  await page.goto('/investor-relation-map');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investor relation map');
  // The first view without the script: the most active investors, YC first.
  await expect(page.getByTestId('top-investors').getByRole('row').first()).toContainText('Y Combinator');
  await expect(page.getByTestId('graph-counts')).toHaveText(/^[\d,]+ investors and [\d,]+ startups$/);
  await expect(page.getByTestId('investor-graph').locator('canvas').first()).toBeAttached();
  // Drawn: sigma took its node and edge programs (a failure shows the no-WebGL notice instead).
  await expect(page.getByTestId('investor-graph').locator('canvas')).not.toHaveCount(0);
  await expect(page.getByText('This browser cannot draw the graph')).toHaveCount(0);

  const search = page
    .getByTestId('graph-search')
    .getByRole('combobox', { name: 'Find an investor or startup' });
  await search.fill('y combi');
  await page.getByRole('option', { name: /^Y Combinator\s*Investor$/ }).click();
  const selected = page.getByTestId('graph-selected');
  await expect(selected.getByRole('heading', { level: 2 })).toHaveText('Y Combinator');
  await expect(selected).toContainText(/Backed [\d,]+ startups/);
  await expect(selected.getByRole('listitem').first()).toBeVisible();
  await selected.getByRole('link', { name: "Open the investor's page" }).click();
  await expect(page).toHaveURL(/\/tech-center\/y-combinator$/);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  const coInvestors = page.getByTestId('co-investors');
  await expect(coInvestors.getByRole('heading', { level: 2 })).toHaveText('Co-investors');
  await expect(coInvestors.getByRole('listitem').first()).toContainText(/\d+ startups? together/);
});

test('Türkçe: klavyeyle iki düğüm arasındaki en kısa yatırım zinciri; bir yatırımcıyı adıyla bulup sayfasını açar', async ({
  page,
}) => {
  await page.goto('/tr/yatirimci-iliski-haritasi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yatırımcı ilişki haritası');
  const finder = page.getByTestId('graph-path');
  const from = finder.getByRole('combobox', { name: 'Nereden' });
  await from.focus();
  await page.keyboard.type('y combinator');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue('Y Combinator');
  const to = finder.getByRole('combobox', { name: 'Nereye' });
  await to.focus();
  await page.keyboard.type('dropbox');
  await expect(finder.getByRole('option').first()).toContainText('Dropbox');
  // Nothing is highlighted until an arrow key moves to a suggestion; Enter alone picks nothing.
  await page.keyboard.press('Enter');
  await expect(to).toHaveValue('dropbox');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(to).toHaveValue('Dropbox');
  await page.keyboard.press('Tab');
  await expect(finder.getByRole('button', { name: 'Bağlantıyı bul' })).toBeFocused();
  await page.keyboard.press('Enter');
  const steps = finder.getByTestId('graph-path-steps').getByRole('listitem');
  await expect(steps.first()).toContainText('Y Combinator');
  await expect(steps.last()).toContainText('Dropbox');
  await expect(finder.getByText(/^\d+ adım$/)).toBeVisible();

  // Find an investor by name with the keyboard and open its page.
  const search = page
    .getByTestId('graph-search')
    .getByRole('combobox', { name: 'Yatırımcı ya da girişim bul' });
  await search.focus();
  await page.keyboard.type('y combi');
  await expect(page.getByRole('option', { name: /^Y Combinator\s*Yatırımcı$/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const selected = page.getByTestId('graph-selected');
  await expect(selected.getByRole('heading', { level: 2 })).toHaveText('Y Combinator');
  const open = selected.getByRole('link', { name: 'Yatırımcının sayfasını aç' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/teknoloji-merkezi\/y-combinator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Y Combinator');
});

/**
 * Tech centers in Chromium (issue 5; spec §2 /tech-centers with the organization filter,
 * /tech-center/{seoUrl} tabs, an investor's portfolio): a visitor finds organizations with an
 * open program through the HasOpenProgram question; the program fields appear only after a
 * yes; Y Combinator's portfolio lists its startups with round, date and amount. EN and TR.
 */
import { expect, test } from './fixtures';
import { pick, signedInUser } from './helpers';

test('a visitor finds an organization with an open program and opens its programs; an investor portfolio (English)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Data' }).getByText('Data ▾').click();
  await page
    .getByRole('navigation', { name: 'Data' })
    .getByRole('menuitem', { name: /Tech centers/ })
    .click();
  await expect(page).toHaveURL(/\/tech-centers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech centers');
  await expect(page.getByTestId('tech-center-card')).toHaveCount(6);

  const panel = page.getByTestId('tech-center-filter');
  await expect(panel.getByRole('button', { name: 'Sectors', exact: true })).toHaveCount(0);
  await panel.getByLabel('Yes').check();
  await expect(panel.getByRole('button', { name: 'Sectors', exact: true })).toBeVisible();
  await pick(page, 'Organization types', 'Science park');
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/open=yes/);
  const cards = page.getByTestId('tech-center-card');
  await expect(cards.first()).toContainText('Science park');
  for (const text of await cards.allTextContents()) expect(text).toMatch(/\d+ open programs?/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/tech-center\//);
  await page.getByRole('tab', { name: 'Programs' }).click();
  await expect(page.getByTestId('programs')).toContainText('Open for applications');
  // A program's own page, with its focus in the page language.
  const centerName = await page.getByRole('heading', { level: 1 }).textContent();
  await page
    .getByTestId('programs')
    .getByRole('listitem')
    .filter({ hasText: 'Open for applications' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/program\//);
  await expect(page.getByTestId('program')).toContainText(`A program of ${centerName}`);
  await expect(page.getByTestId('program')).toContainText('Open for applications');
  await expect(page.getByTestId('program')).toContainText('Target markets');

  await page.goto('/tech-center/y-combinator?tab=portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Y Combinator');
  const portfolio = page.getByTestId('portfolio');
  await expect(portfolio.getByRole('row').nth(1)).toBeVisible();
  await expect(portfolio).toContainText('Dropbox');
  // The portfolio page is for signed-in users.
  expect((await page.goto('/profile/tech-center/portfolio/1'))?.status()).toBe(404);
});

test('Türkçe: açık programı olmayan kurumlar, sekmeler ve portföy sayfası', async ({ page }) => {
  await page.goto('/tr/teknoloji-merkezleri');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teknoloji merkezleri');
  const panel = page.getByTestId('tech-center-filter');
  await panel.getByLabel('Hayır').check();
  await expect(panel.getByRole('button', { name: 'Sektörler', exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Filtrele', exact: true }).click();
  await expect(page).toHaveURL(/open=no/);
  const cards = page.getByTestId('tech-center-card');
  await expect(cards.first()).toContainText('Açık program yok');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/tr\/teknoloji-merkezi\//);
  await expect(page.getByRole('tab', { name: 'Özet' })).toHaveAttribute('aria-selected', 'true');
  // Without an open program: the accelerators (listed first) and investors of the real data, with no programs at all.
  await page.getByRole('tab', { name: 'Programlar' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Henüz program yok.');

  await signedInUser(page, 'tr', 'yatirimci');
  await page.goto('/tr/teknoloji-merkezi/y-combinator?tab=portfolio');
  await page.getByRole('link', { name: 'Portföy sayfasını aç' }).click();
  await expect(page).toHaveURL(/\/tr\/profilim\/teknoloji-merkezi\/portfoy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Y Combinator portföyü');
  // Paged, 50 rows a page: YC's hundreds of investments no longer make one heavy page.
  const rows = page.getByTestId('portfolio').getByRole('row');
  await expect(rows).toHaveCount(51);
  const pager = page.getByRole('navigation', { name: /^Sayfa 1 \/ \d+$/ });
  await pager.getByRole('link', { name: /Sonraki/ }).click();
  await expect(page).toHaveURL(/\/portfoy\/\d+\?page=2$/);
  await expect(page.getByRole('navigation', { name: /^Sayfa 2 \/ \d+$/ })).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
});

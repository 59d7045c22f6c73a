/**
 * Patents (issue 18 §3) in Chromium: a visitor narrows the list by technology readiness, opens a
 * patent, reads its fields and goes on to its owner, whose page links back (EN); in Turkish with
 * the keyboard alone: "Patentler" from the Data menu (absent from the English menu), a search
 * without Turkish letters, the patent's page in Turkish; a startup's patent says what it lacks
 * and its startup's page links to it. Axe and the 390 px check of /patents and a patent's page
 * run in tests/e2e/every-page.spec.ts.
 */
import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';

test('a visitor narrows patents by readiness, opens one and goes on to its owner (EN)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/patents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patents');
  await expect(page.getByTestId('patent-count')).toHaveText(/^\d+ patents$/);
  // The most mature first: the first card states its readiness.
  await expect(page.getByTestId('patent-card').first()).toContainText(/TRL \d of 9/);

  await page.waitForLoadState('networkidle');
  const filter = page.getByTestId('patent-filter');
  await filter.getByLabel('Technology readiness').selectOption('8');
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/patents\?trl=8$/);
  const cards = page.getByTestId('patent-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toMatch(/TRL [89] of 9/);

  const first = cards.first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/patent\/patent-detail\/\d+$/);
  const patentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  for (const label of [
    'Application numbers',
    'Inventor',
    'Protection',
    'Needs',
    'Problem solved',
    'Market size',
  ])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expectAccessible(page);

  const owner = page.getByRole('region', { name: 'Owner' }).getByRole('link');
  const ownerName = (await owner.textContent())!;
  await owner.click();
  await expect(page).toHaveURL(/\/tech-center\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownerName);
  // The owner's page lists the patent and links back to it.
  await expect(page.getByTestId('organization-patents').getByRole('link', { name })).toHaveAttribute(
    'href',
    patentUrl,
  );
});

test('Türkçe, yalnız klavyeyle: Veri menüsünden Patentler, Türkçe harfsiz arama, patent sayfası', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The English Data menu has no Patents item (spec: in the Turkish menu only).
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const dataEn = page.getByRole('navigation', { name: 'Data' });
  await dataEn.getByRole('button', { name: 'Data' }).click();
  await expect(dataEn.getByRole('menuitem', { name: /^Startups/ })).toBeVisible();
  await expect(dataEn.getByRole('menuitem', { name: /Patent/ })).toHaveCount(0);

  await page.goto('/tr');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: 'Veri' });
  const trigger = nav.getByRole('button', { name: 'Veri' });
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const menu = nav.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Girişimler/ })).toBeFocused();
  for (const item of [/^Yetenekler/, /^Teknoloji merkezleri/, /^Hizmet sağlayıcılar/, /^Patentler/]) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/patentler$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patentler');

  // "deprem sonrasi" finds "Deprem sonrası …": Turkish letters do not matter.
  const search = page.getByRole('searchbox', { name: 'Patent ara' });
  await search.focus();
  await page.keyboard.type('deprem sonrasi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/patentler\?q=deprem\+sonrasi$/);
  await expect(page.getByTestId('patent-count')).toHaveText('1 patent');
  const link = page.getByTestId('patent-card').getByRole('link', { name: /^Deprem sonrası enkaz/ });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/patent\/patent-detayi\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Deprem sonrası enkaz/);
  await expect(page.getByText(/^TRL \d \/ 9: /).first()).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Buluş sahibi$/ })).toBeVisible();
  const owner = page.getByRole('region', { name: 'Sahibi' });
  await expect(owner).toContainText('Teknoloji transfer ofisi');
  await owner.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/teknoloji-merkezi\/[^/]+$/);
  await expectAccessible(page);
});

test('a startup’s patent says what it lacks, and the startup’s page links to it (EN)', async ({ page }) => {
  await page.goto('/patents?owner=startup');
  const first = page.getByTestId('patent-card').first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/patent\/patent-detail\/\d+$/);
  const patentUrl = new URL(page.url()).pathname;
  await expect(
    page.getByText('The startup has given this patent’s name and application number'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner' })).toContainText('Startup');
  await page.getByRole('region', { name: 'Owner' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/startup\/[^/]+$/);
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', patentUrl);
});

/**
 * The innovation-index monitor (issue 18 §6 "/azerbaijan-gii and /azerbaijan-gii/dashboard … the
 * country a setting") and the home page's media section, in Chromium.
 * EN: a visitor opens the monitor from the header's Insight menu; a super admin points it to
 * Azerbaijan and adds a media item on /admin/management/home (an http link refused first); the
 * visitor reads that the platform holds nothing in Azerbaijan; the admin points it back to Türkiye
 * (the default, so a re-run starts the same) and the visitor reads Türkiye's figures and the
 * dashboard's recharts charts with their tables, and sees the media item on the home page.
 * TR: the Turkish dashboard and summary at 390 px with the keyboard alone. Axe and the 390 px
 * check on every page.
 */
import { expect, test } from './fixtures';
import { checkBothWidths, expectToast, signInAsAdmin } from './helpers';

test('a super admin points the monitor to Azerbaijan and back to Türkiye; a visitor reads its figures and charts; a media item shows on the home page (EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const insight = page.getByRole('navigation', { name: 'Insight' });
  await insight.getByRole('button', { name: 'Insight' }).click();
  await insight.getByRole('menuitem', { name: /^Innovation-index monitor/ }).click();
  await expect(page).toHaveURL(/\/azerbaijan-gii$/);
  await expect(page.getByTestId('monitor-title')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/management/home');
  const form = admin.getByTestId('home-settings-form');
  const country = form.getByLabel('Country of the monitor');
  await country.selectOption({ label: 'Azerbaijan' });
  const media = form.getByRole('group', { name: 'Media item 1' });
  const title = `Seed rounds in numbers ${Date.now() % 100_000}`;
  await media.getByLabel('Title (English)').fill(title);
  await media.getByLabel('Title (Turkish)').fill('Rakamlarla tohum yatırımları');
  await media.getByLabel('Outlet').fill('Ekosistem Bülteni');
  await media.getByLabel('Link (https)').fill('http://news.example.org/seed');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(media.getByText('Enter a full https:// address', { exact: false })).toBeVisible();
  await media.getByLabel('Link (https)').fill('https://news.example.org/seed');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Home page saved.');

  // The platform holds nothing in Azerbaijan: the monitor says so.
  await page.goto('/azerbaijan-gii');
  await expect(page.getByTestId('monitor-title')).toHaveText('Azerbaijan: innovation ecosystem in numbers');
  await expect(page.getByTestId('monitor-empty')).toContainText(
    'no startups, organizations or programs in Azerbaijan',
  );
  await expect(page.getByTestId('monitor-startups')).toHaveText('0');

  // Back to Türkiye (the default), whose data the platform holds.
  await country.selectOption({ label: 'Türkiye' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Home page saved.');
  await adminContext.close();
  await page.goto('/azerbaijan-gii');
  await expect(page.getByTestId('monitor-title')).toHaveText('Türkiye: innovation ecosystem in numbers');
  await expect(page.getByTestId('monitor-empty')).toHaveCount(0);
  const startups = Number((await page.getByTestId('monitor-startups').innerText()).replace(/\D/g, ''));
  expect(startups).toBeGreaterThan(0);
  await expect(page.getByTestId('monitor-sectors-list').getByRole('listitem').first()).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/azerbaijan-gii\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Türkiye: innovation dashboard', level: 1 })).toBeVisible();
  const founded = page.getByTestId('chart-monitor-founded-by-year');
  await expect(founded.locator('.recharts-surface')).toBeVisible();
  await founded.getByText('Figures', { exact: true }).click();
  await expect(founded.getByRole('table')).toBeVisible();
  const sectors = page.getByTestId('chart-monitor-sectors-by-startups');
  await sectors.getByText('Figures', { exact: true }).click();
  const counted = await sectors.locator('tbody td').allInnerTexts();
  expect(counted.reduce((sum, v) => sum + Number(v.replace(/\D/g, '')), 0)).toBe(startups);
  await checkBothWidths(page);

  await page.goto('/');
  const section = page.getByTestId('home-media');
  await expect(section.getByRole('heading', { name: 'In the media', level: 2 })).toBeVisible();
  await expect(section.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    'https://news.example.org/seed',
  );
});

test('Türkçe: izleyici paneli ve özeti 390 px genişlikte yalnızca klavyeyle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tr/azerbaycan-gii/panel');
  await expect(page.getByTestId('monitor-title')).toContainText('inovasyon paneli');
  await expect(
    page.getByTestId('chart-monitor-rounds-by-year').getByRole('heading', { level: 3 }),
  ).toHaveText('Yıllara göre yatırım turları');
  const summaryTab = page.getByRole('link', { name: 'Özet', exact: true });
  await summaryTab.focus();
  await expect(summaryTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tr\/azerbaycan-gii$/);
  await expect(page.getByTestId('monitor-title')).toContainText('rakamlarla inovasyon ekosistemi');
  await expect(page.getByRole('link', { name: 'Özet', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Programlar', level: 2 })).toBeVisible();
  await checkBothWidths(page);
});

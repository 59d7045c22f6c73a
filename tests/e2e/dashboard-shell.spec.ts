/**
 * Issue 15 §5, the dashboard shell: the left menu's new entries, `/dashboard/score` (how complete
 * the profile and each startup are, with what to add next) and `/dashboard/management` (what the
 * user manages, with their rights). Turkish at 390 px (menu closed until opened), English at
 * desktop width; axe on each page.
 */
import { expect, test } from './fixtures';
import { createStartup, expectAccessible, signedInUser } from './helpers';

test('Türkçe, 390 px: menüden Puanım ve Yönetim; girişimin eksikleri ve yetkiler', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Puan Girişimi ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'tr', 'puan');
  await createStartup(page, name, 'Finansal teknoloji', {
    addPath: '/tr/profilim/girisim-ekle',
    name: 'Girişim adı',
    sectors: 'Sektörler',
    create: 'Girişimi oluştur',
    editPath: '/tr/profilim/girisim-duzenle/',
  });
  await page.goto('/tr/panel/mesajlar');
  const menu = page.getByTestId('dashboard-menu');
  await menu.getByRole('button', { name: 'Panel menüsü' }).click();
  await menu.getByRole('link', { name: 'Puanım' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/puanim$/);
  const score = page.getByTestId('score');
  await expect(score.getByRole('heading', { name: 'Puanım', level: 1 })).toBeVisible();
  await expect(score.getByRole('meter', { name: 'Profiliniz' })).toBeVisible();
  const startupMeter = score.getByRole('meter', { name });
  await expect(startupMeter).toBeVisible();
  // Sectors were given at creation; a logo was not.
  const card = score.locator('div', { has: page.getByRole('heading', { name, level: 2 }) }).last();
  await expect(card).toContainText('Logo');
  await expect(card).not.toContainText('Sektörler');
  await expect(card.getByRole('link', { name: `${name} sayfasını tamamlayın` })).toHaveAttribute(
    'href',
    /\/tr\/profilim\/girisim-duzenle\//,
  );
  await expectAccessible(page);

  await page.goto('/tr/panel/yonetim');
  const management = page.getByTestId('management');
  await expect(management.getByRole('heading', { name: 'Girişimler', level: 2 })).toBeVisible();
  await expect(management.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /\/tr\/girisim\//,
  );
  await expect(management).toContainText('FULL_ACCESS');
  await expectAccessible(page);
});

test('English: the dashboard menu lists messages, notifications, jobs and the score', async ({ page }) => {
  await signedInUser(page, 'en', 'shell');
  await page.goto('/dashboard/management');
  await expect(page.getByTestId('management')).toContainText(
    'You do not manage any startup, organization, provider or program yet.',
  );
  const menu = page.getByTestId('dashboard-menu');
  for (const entry of [
    'Messages',
    'Notifications',
    'My Job Applications',
    'Create Job',
    'My Jobs and Applicants',
    'My Score',
    'Management',
  ])
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Management', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
});

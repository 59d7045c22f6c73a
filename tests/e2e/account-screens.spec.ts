/**
 * The account screens in the language their other journeys do not cover (issue 3/4): account
 * deletion and recovery in Turkish; the Admin Panel, package management and invitations in
 * English; the dashboard invitations path in both languages.
 */
import { expect, test } from './fixtures';
import { signedInUser, signInAsAdmin } from './helpers';

test('Türkçe: hesabı sil, 14 gün içinde giriş yap ve kurtar', async ({ page, context }) => {
  const email = await signedInUser(page, 'tr', 'silinecek');
  await page.goto('/tr/profilim/ayarlar/hesabi-sil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesabı sil');
  const form = page.getByTestId('delete-account-form');
  await form.getByLabel('Şifre').fill('Kapadokya!52');
  await form.getByLabel(/14 gün içinde giriş yapmazsam/).check();
  await form.getByRole('button', { name: 'Hesabımı sil' }).click();
  await expect(page).toHaveURL('http://localhost:3100/tr');
  expect((await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token'))).toBeUndefined();

  await page.goto('/tr/giris-yap');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(/\/tr\/hesap-kurtarma$/);
  await expect(page.getByTestId('account-recovery')).toContainText('tarihinde kalıcı olarak silinecek');
  await page.getByRole('button', { name: 'Hesabımı koru' }).click();
  await expect(page.getByTestId('recovered')).toContainText('Tekrar hoş geldiniz');
});

test('the Admin Panel and premium settings in English', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin\/management$/);
  await expect(page.getByTestId('admin-home')).toContainText('Users');
  await page.getByRole('link', { name: 'Premium settings' }).click();
  await expect(page).toHaveURL(/\/admin\/management\/users\/premium-settings$/);
  await expect(page.getByTestId('premium-settings-form').getByLabel('Free startup count')).toBeVisible();
});

test('package management and team invitations in English; the dashboard invitations path in both languages', async ({
  page,
}) => {
  await signedInUser(page, 'en', 'packages');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Packages' }).click();
  await expect(page).toHaveURL(/\/profile\/payment\/package-management$/);
  await expect(page.getByTestId('my-packages')).toContainText('You have no premium package.');

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Team invitations' }).click();
  await expect(page).toHaveURL(/\/profile\/invitations$/);
  await expect(page.getByRole('tab')).toHaveText(['Waiting', 'Accepted', 'Declined']);
  await expect(page.locator('main')).toContainText('No invitations here.');
  await page.getByRole('tab', { name: 'Declined' }).click();
  await expect(page).toHaveURL(/\/profile\/invitations\?status=declined$/);

  await page.goto('/user/dashboard/invite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team invitations');
  await page.goto('/tr/kullanici/panel/davet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ekip davetleri');
  await expect(page.getByRole('tab')).toHaveText(['Bekleyen', 'Kabul edilen', 'Reddedilen']);
});

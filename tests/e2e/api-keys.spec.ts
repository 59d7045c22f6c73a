/**
 * Personal API keys (issue 12 §5, decision 0010): in English a user creates a key on the
 * settings page, sees its secret once, calls the API with it, revokes it after confirming and
 * the same call answers 401; in Turkish the page is reached at its Turkish path and fits a phone.
 */
import { expect, request, test } from './fixtures';
import { BASE, expectAccessible, expectNoSidewaysScroll, signedInUser } from './helpers';

test('API keys in English: create one, see the secret once, use it, revoke it (then 401)', async ({
  page,
}) => {
  // Visitors get the 404 page.
  expect((await page.goto('/profile/settings/api-keys'))?.status()).toBe(404);
  const email = await signedInUser(page, 'en', 'apikeys');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');
  await expect(page.locator('main')).toContainText('You have no API keys yet.');

  const form = page.getByTestId('api-key-form');
  await form.getByLabel('Name', { exact: true }).fill('E2E script');
  await form.getByLabel('Expires after').selectOption({ label: '90 days' });
  await form.getByRole('button', { name: 'Create key' }).click();

  const secretPanel = page.getByTestId('api-key-secret');
  await expect(secretPanel).toContainText('it will not be shown again');
  const secret = await secretPanel.getByLabel('Secret key').inputValue();
  expect(secret).toMatch(/^atlas_[A-Za-z0-9_-]{43}$/);
  // Desktop, with the one-time secret on screen.
  await expectAccessible(page);
  await secretPanel.getByRole('button', { name: 'Copy' }).click();
  // Headless Chromium may refuse the clipboard; the screen says so either way.
  await expect(secretPanel.getByRole('status')).toHaveText(/Copied|Copying did not work/);

  const row = page.getByTestId('api-key-row').filter({ hasText: 'E2E script' });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('Never used');

  // A client without the browser's cookies, authenticated by the key alone.
  const client = await request.newContext({ baseURL: BASE });
  const me = await client.get('/api/v2/users/me', { headers: { 'x-api-key': secret } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);

  // The secret is shown once: after a reload only its start is on the page, and the use is recorded.
  await page.reload();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(page.locator('main')).not.toContainText(secret);
  await expect(row).not.toContainText('Never used');

  // Revoking asks first in a confirm dialog (issue 13 §4); cancelling keeps the key.
  const revokeButton = row.getByRole('button', { name: 'Revoke E2E script' });
  await revokeButton.click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Revoke “E2E script”? Apps using it stop working at once.',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(revokeButton).toBeFocused();
  await revokeButton.click();
  await confirm.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('The key “E2E script” is revoked.')).toBeVisible();
  await expect(page.getByTestId('api-key-row')).toHaveCount(0);

  const after = await client.get('/api/v2/users/me', { headers: { 'x-api-key': secret } });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { status: { value: string } }).status.value).toBe('apiKey.invalid');
  await client.dispose();
});

test('Türkçe: API anahtarları sayfası Türkçe adresinde, telefona sığar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'tr', 'apianahtar');
  await page.goto('/tr');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'API anahtarları' }).click();
  await expect(page).toHaveURL(/\/tr\/profilim\/ayarlar\/api-anahtarlari$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API anahtarları');
  await expect(page.locator('main')).toContainText('Henüz API anahtarınız yok.');
  await expect(page.getByTestId('api-key-form').getByLabel('Ad', { exact: true })).toBeVisible();
  const main = page.locator('main');
  expect(await main.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // With a key created: the secret panel and the key's card also fit the phone.
  const form = page.getByTestId('api-key-form');
  await form.getByLabel('Ad', { exact: true }).fill('Telefon betiği');
  await form.getByRole('button', { name: 'Anahtarı oluştur' }).click();
  await expect(page.getByTestId('api-key-secret')).toBeVisible();
  await expect(page.getByTestId('api-key-row').filter({ hasText: 'Telefon betiği' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

/**
 * Editable table cells on the startup table view (spec §4 "Editable table cell: read mode, edit
 * mode on the edit icon, submit after confirmation; escape restores the value"): only the
 * startups the viewer may edit get the edit icon; the server checks the scope. EN and TR.
 */
import { expect, test } from './fixtures';
import { createStartupThroughApi } from './api-setup';
import { signedInUser } from './helpers';

test('a founder edits the tagline of their startup in the table; Escape restores; visitors see no edit icon (English)', async ({
  page,
  browser,
}) => {
  const name = `Mavi Tekne ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'en', 'founder');
  await createStartupThroughApi(page.request, name);
  await page.goto(`/startups?q=${encodeURIComponent(name)}&view=table`);
  const row = page.getByTestId('startup-table').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit tagline of ${name}` }).click();
  const input = row.getByRole('textbox', { name: `tagline of ${name}` });
  await input.fill('Something else');
  await input.press('Escape');
  await expect(row.getByRole('textbox')).toHaveCount(0);
  await expect(row).not.toContainText('Something else');

  await row.getByRole('button', { name: `Edit tagline of ${name}` }).click();
  await input.fill('Electric boats for the Bosphorus');
  await input.press('Enter');
  const confirm = row.getByRole('group', { name: 'Save this change?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, save' }).click();
  await expect(row).toContainText('Electric boats for the Bosphorus');
  await page.reload();
  await expect(page.getByTestId('startup-table').getByRole('row').filter({ hasText: name })).toContainText(
    'Electric boats for the Bosphorus',
  );

  // A visitor sees the same row without the edit icon.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/startups?q=${encodeURIComponent(name)}&view=table`);
  const visitorRow = other.getByTestId('startup-table').getByRole('row').filter({ hasText: name });
  await expect(visitorRow).toContainText('Electric boats for the Bosphorus');
  await expect(visitorRow.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await visitor.close();
});

test('Türkçe: geçersiz web sitesi hücrede reddedilir, onaydan vazgeçilebilir', async ({ page }) => {
  const name = `Kına Yazılım ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'tr', 'kurucu');
  await createStartupThroughApi(page.request, name);
  await page.goto(`/tr/girisimler?q=${encodeURIComponent(name)}&view=table`);
  const row = page.getByTestId('startup-table').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Düzenle: ${name} web sitesi` }).click();
  const input = row.getByRole('textbox', { name: `${name} web sitesi` });
  await input.fill('http://192.168.1.1/');
  await input.press('Enter');
  const confirm = row.getByRole('group', { name: 'Bu değişiklik kaydedilsin mi?' });
  await confirm.getByRole('button', { name: 'Hayır' }).click();
  await expect(confirm).toHaveCount(0);
  await input.press('Enter');
  await confirm.getByRole('button', { name: 'Evet, kaydet' }).click();
  await expect(row.getByRole('alert')).toHaveText('Bu alan geçerli değil.');
  await input.fill('https://kina.example.com');
  await input.press('Enter');
  await confirm.getByRole('button', { name: 'Evet, kaydet' }).click();
  await expect(row.getByRole('link', { name: 'kina.example.com' })).toBeVisible();
});

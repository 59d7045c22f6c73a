/**
 * Saved searches (issue 18 §5) in Chromium. EN: a signed-in user filters /startups to Fintech,
 * saves the search with a name and a daily alert, finds it on /user/dashboard/lists, opens it
 * (back on the filtered list), changes its alert to weekly and deletes it. TR, keyboard only: a
 * visitor's "Bu aramayı kaydet" on the jobs list offers the login page; a signed-in user saves a
 * talent search from /tr/yetenekler; the unsubscribe page of an unknown link says it is not
 * valid. Axe and the 390 px check on the dialog and the lists page.
 */
import { expect, test } from './fixtures';
import { checkBothWidths, expectAccessible, expectToast, signedInUser } from './helpers';

test('a user saves a startup filter with a daily alert, opens it from the lists page, changes and deletes it (EN)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInUser(page, 'en', 'searches');
  await page.goto('/startups/fintech');
  await page.getByTestId('save-search-button').click();
  const dialog = page.getByTestId('save-search');
  await expect(dialog.getByRole('heading', { name: 'Save this search' })).toBeVisible();
  await expect(dialog.getByLabel('Name of the search')).toHaveValue('Startups');
  await expectAccessible(page);
  await dialog.getByLabel('Name of the search').fill('');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Give the search a name.')).toBeVisible();
  await dialog.getByLabel('Name of the search').fill('Fintech to follow');
  await dialog.getByLabel('E-mail alert').selectOption('daily');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expectToast(page, 'Search saved. Manage it under Lists.');
  await expect(dialog).toBeHidden();

  await page.goto('/user/dashboard/lists');
  const saved = page.getByTestId('saved-search').filter({ hasText: 'Fintech to follow' });
  await expect(saved).toContainText('Startups');
  await expect(saved.getByRole('combobox', { name: 'E-mail alert for Fintech to follow' })).toHaveValue(
    'daily',
  );
  await checkBothWidths(page);
  await saved.getByRole('combobox', { name: 'E-mail alert for Fintech to follow' }).selectOption('weekly');
  await expect(page.getByText('Alert for “Fintech to follow” set to Weekly.')).toBeVisible();
  await saved.getByRole('link', { name: 'Open Fintech to follow' }).click();
  await expect(page).toHaveURL(/\/startups\/fintech$/);
  await expect(page.getByRole('heading', { name: 'Startups', level: 1 })).toBeVisible();

  await page.goto('/user/dashboard/lists');
  await page.getByRole('button', { name: 'Delete Fintech to follow' }).click();
  await expect(page.getByText('Saved search deleted.')).toBeVisible();
  await expect(page.getByTestId('saved-search')).toHaveCount(0);
});

test('Türkçe, yalnızca klavye: ziyaretçiye giriş önerilir; kullanıcı bir yetenek aramasını kaydeder', async ({
  page,
  browser,
}) => {
  // A visitor on the jobs list is offered the login page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/tr/is-ilanlari?q=react');
  await visitor.getByTestId('save-search-button').focus();
  await visitor.keyboard.press('Enter');
  const offer = visitor.getByRole('link', { name: 'Bu aramayı kaydetmek için giriş yapın' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('href', /\/tr\/giris-yap\?redirectUrl=%2Ftr%2Fis-ilanlari%3Fq%3Dreact/);
  await visitorContext.close();

  // A signed-in user saves a talent search with the keyboard alone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'tr', 'aramalar');
  await page.goto('/tr/yetenekler?q=yaz%C4%B1l%C4%B1m');
  await page.getByTestId('save-search-button').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('save-search');
  const name = dialog.getByLabel('Aramanın adı');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Yetenekler: yazılım');
  await checkBothWidths(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('E-posta bildirimi')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Aramayı kaydet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Arama kaydedildi. Listeler sayfasından yönetebilirsiniz.');

  await page.goto('/tr/kullanici/panel/listeler');
  const saved = page.getByTestId('saved-search');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Yetenekler: yazılım');
  await expect(
    saved.getByRole('combobox', { name: 'Yetenekler: yazılım için e-posta bildirimi' }),
  ).toHaveValue('weekly');
  await expect(saved.getByRole('link', { name: 'Yetenekler: yazılım aramasını aç' })).toHaveAttribute(
    'href',
    '/tr/yetenekler?q=yaz%C4%B1l%C4%B1m',
  );
  await checkBothWidths(page);

  // An unknown unsubscribe link is refused after its button is pressed.
  await page.goto('/tr/kayitli-aramalar/abonelikten-cik?token=bilinmeyen');
  await expect(page.getByRole('heading', { name: 'Arama bildirimini durdurun', level: 1 })).toBeVisible();
  // The button is disabled until the page hydrates (UntilHydrated), and a disabled button takes
  // no focus: wait for it as the person would, then press Enter on it.
  const stop = page.getByRole('button', { name: 'E-postaları durdur' });
  await expect(stop).toBeEnabled();
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unsubscribe-result')).toHaveText('Bu bağlantı artık geçerli değil.');
});

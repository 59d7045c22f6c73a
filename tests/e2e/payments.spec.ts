/**
 * Buying premium in Chromium (issue 16 §1 and its journey list; decision 0020): a visitor picks a
 * yearly personal plan, signs up, pays on the test provider's hosted page with the success card,
 * lands on the success page which confirms only after the provider's webhook, and finds the
 * premium filters unlocked and the plans link gone; in Turkish, with the keyboard alone, the
 * decline card lands on the fail page with nothing granted. Every page: axe, 390 px.
 */
import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, mailedLink, signedInUser } from './helpers';

test('a visitor picks the yearly personal plan, signs up, pays with the success card and gets premium (EN)', async ({
  page,
}) => {
  const email = `buyer.${Date.now()}@example.com`;
  await page.goto('/payment-plans');
  await expectAccessible(page);
  const yearly = page.getByTestId('product-personal-year');
  await expect(yearly).toContainText('$120');
  await yearly.getByRole('link', { name: 'Sign up to choose yearly' }).click();
  await expect(page).toHaveURL(/\/register\?redirectUrl=%2Fpayment-plans%3Fproduct%3D\d+$/);

  await page.getByLabel('Name', { exact: true }).fill('Deniz');
  await page.getByLabel('Surname', { exact: true }).fill('Kaya');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByLabel(/I have read and approve/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('register-done')).toContainText(email);
  const link = await mailedLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByTestId('verification-done').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  // Back on the plans with the chosen plan marked.
  await expect(page).toHaveURL(/\/payment-plans\?product=\d+$/);
  await expect(yearly.getByTestId('chosen-plan')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'USD ($)' })).toBeChecked();
  await yearly.getByRole('button', { name: 'Choose yearly' }).click();

  // The test provider's hosted page, marked TEST MODE.
  await expect(page).toHaveURL(/\/payment\/test-checkout\/cs_test_[0-9a-f]{24}$/);
  await expect(page.getByTestId('test-mode')).toContainText('TEST MODE');
  await expect(page.getByTestId('checkout-amount')).toHaveText('$120');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSidewaysScroll(page);
  // A real card is refused in test mode, beside its field.
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $120' }).click();
  await expect(page.getByTestId('test-card-form')).toContainText(
    'use a test card such as 4242 4242 4242 4242',
  );
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $120' }).click();

  // The success page waits for the provider's webhook, then confirms.
  await expect(page).toHaveURL(
    /\/payment-success\?entityType=premium-subscription&entityId=\d+&paymentRequestId=/,
  );
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await expect(status).toContainText(/Your Personal \(yearly\) package is active until \w+ \d+, \d{4}/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Premium now: a premium filter gives results, the plans link is gone, the plans page says so.
  await page.goto('/startups?stage=11003');
  await expect(page.getByTestId('premium-block-page')).toBeHidden();
  await expect(page.getByTestId('startup-card').first()).toContainText('MVP');
  await expect(page.locator('header').getByRole('link', { name: 'Pricing', exact: true })).toHaveCount(0);
  await page.goto('/payment-plans');
  await expect(page.getByTestId('already-premium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose yearly' })).toHaveCount(0);
});

test('Türkçe, yalnız klavyeyle: reddedilen kart başarısız ödeme sayfasına düşer, hiçbir şey verilmez', async ({
  page,
}) => {
  await signedInUser(page, 'tr', 'reddedilen');
  await page.goto('/tr/odeme-planlari');
  await expect(page.getByRole('radio', { name: 'TRY (₺)' })).toBeChecked();
  const monthly = page.getByTestId('product-personal-month');
  await expect(monthly).toContainText('₺420');
  const choose = monthly.getByRole('button', { name: 'Aylık planı seç' });
  await choose.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tr\/odeme\/test-odeme\/cs_test_/);
  await expect(page.getByTestId('test-mode')).toContainText('TEST MODU');
  await expectAccessible(page);
  await page.getByLabel('Kart numarası').focus();
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(
    /\/tr\/odeme-basarisiz\?entityType=premium-subscription&entityId=\d+&paymentRequestId=/,
  );
  await expect(page.getByTestId('payment-fail')).toContainText('Hiçbir ücret alınmadı');
  // Once the provider's webhook has arrived, the page names the reason.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('payment-fail')).toContainText('Kart reddedildi.', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing granted: still offered the plans, premium filters still blocked.
  await page.getByRole('link', { name: 'Ödeme planlarına dön' }).click();
  await expect(
    page.getByTestId('product-personal-month').getByRole('button', { name: 'Aylık planı seç' }),
  ).toBeVisible();
  await page.goto('/tr/girisimler?stage=11003');
  await expect(page.getByTestId('premium-block-page')).toBeVisible();
});

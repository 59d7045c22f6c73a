/**
 * Buying premium in Chromium (issue 16 §1 and its journey list; decision 0020): a visitor picks a
 * yearly personal plan, signs up, pays on the test provider's hosted page with the success card,
 * lands on the success page which confirms only after the provider's webhook, and finds the
 * premium filters unlocked and the plans link gone; in Turkish, with the keyboard alone, the
 * decline card lands on the fail page with nothing granted; the premium buyer exports 50 startups
 * and downloads a paid report, seeing the monthly quota fall. Every page: axe, 390 px.
 */
import { expect, test } from './fixtures';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  expectToast,
  mailedLink,
  signedInUser,
  signInAsAdmin,
} from './helpers';

test('a visitor picks the yearly personal plan, signs up, pays with the success card and gets premium (EN)', async ({
  page,
}) => {
  test.setTimeout(150_000);
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

  // Export 50 startups to Excel from the list; the file is opened and checked.
  await page.goto('/startups');
  await page.getByTestId('export-link').click();
  await expect(page).toHaveURL(/\/dashboard\/exports\?list=%2Fstartups$/);
  await expectAccessible(page);
  await page.getByLabel(/Rows to export/).fill('50');
  await expect(page.getByTestId('export-uses')).toHaveText(
    'This export uses 50 of your remaining 1,000 rows this month (1,000 a month).',
  );
  await page.getByRole('button', { name: 'Export 50 startups' }).click();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    progress.getByRole('link', { name: /^Download startups-.*\.xlsx$/ }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await excel.path())!);
  expect(book.worksheets.map((w) => w.name)).toEqual(['Startups', 'Data sources']);
  expect(book.worksheets[0]!.actualRowCount).toBe(51);
  expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('Name');
  await expect(page.getByTestId('previous-exports').getByRole('row')).toHaveCount(2);

  // Download a paid report with the premium quota; the quota falls from 3 to 2.
  await page.goto('/reports');
  await expectAccessible(page);
  const paidCard = page
    .getByTestId('report-card')
    .filter({ hasText: 'Who funds startups: rounds and investors' });
  await paidCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/report\/who-funds-startups-[a-z0-9-]+$/);
  const quota = page.getByTestId('report-quota');
  await expect(quota).toHaveText(
    '3 premium downloads left this month (of 3). Downloading this version uses one of them.',
  );
  await expect(page.getByTestId('report-gallery').getByRole('img').first()).toBeVisible();
  await expectAccessible(page);
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/-en\.pdf$/);
  expect(
    fs
      .readFileSync((await report.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(quota).toContainText('2 premium downloads left this month (of 3).');
  await page.reload();
  await expect(quota).toContainText('downloading it again is not counted');

  // The membership page: the package, its renewal date, usage; cancelling the renewal.
  await page.goto('/payment-plans');
  await page.getByRole('link', { name: 'See your membership package' }).click();
  await expect(page).toHaveURL(/\/dashboard\/membership-packages$/);
  const subscription = page.getByTestId('subscription');
  await expect(subscription).toContainText('Personal (yearly)');
  await expect(subscription).toContainText('Active');
  await expect(page.getByTestId('subscription-dates')).toContainText(/Renews on \w+ \d+, \d{4}/);
  await expect(page.getByTestId('usage-rowsUsed')).toHaveText('50 / 1,000');
  await expect(page.getByTestId('usage-reportsUsed')).toHaveText('1 / 3');
  await expectAccessible(page);
  await subscription.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = page.getByTestId('cancel-renewal-dialog');
  await expect(dialog).toContainText('You will not be charged again.');
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(subscription.getByRole('status')).toContainText('Cancellation sent to the payment service.');
  await expect(page.getByTestId('subscription-dates')).toContainText(/Ends on .*it will not renew/, {
    timeout: 20_000,
  });

  // Invoice details and the receipt.
  await page.goto('/dashboard/billing-information');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByRole('button', { name: 'Save invoice details' }).click();
  await expectToast(page, 'Invoice details saved.');
  await expectAccessible(page);
  const receipt = page
    .getByTestId('payments-table')
    .getByRole('link', { name: /Download receipt SA-\d{4}-\d{6}/ });
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
  expect(download.suggestedFilename()).toMatch(/^SA-\d{4}-\d{6}\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
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

  // Invoice details: a Turkish company needs its tax office and a 10-digit tax number.
  await page.goto('/tr/panel/fatura-bilgileri');
  await expect(page.getByText('Henüz ödeme yok.')).toBeVisible();
  await page.getByRole('radio', { name: 'Kurumsal', exact: true }).check();
  await page.getByLabel('Şirket adı').fill('Kapadokya Yazılım A.Ş.');
  await page.getByLabel('Vergi numarası (VKN)').fill('12345');
  await page.getByLabel('Şehir').fill('İstanbul');
  await page.getByLabel('Adres').fill('Moda Cad. 12, Kadıköy');
  await page.getByRole('button', { name: 'Fatura bilgilerini kaydet' }).click();
  const form = page.getByTestId('billing-form');
  await expect(form).toContainText('Vergi numarası (VKN): Vergi kimlik numarası (VKN) 10 hanelidir');
  await expect(form).toContainText('Vergi dairesi: Bu alan zorunludur.');
  await page.getByLabel('Vergi dairesi').fill('Kadıköy');
  await page.getByLabel('Vergi numarası (VKN)').fill('1234567890');
  await page.getByRole('button', { name: 'Fatura bilgilerini kaydet' }).click();
  await expectToast(page, 'Fatura bilgileri kaydedildi.');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSidewaysScroll(page);
});

test('an admin changes a price on premium management and the plans page shows it (EN)', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/management');
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Premium management', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/management\/premium-management$/);
  await expectAccessible(page);
  const label = 'USD price of Personal, Monthly';
  const setPrice = async (value: string) => {
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const input = page.getByRole('textbox', { name: label });
    await input.fill(value);
    await input.press('Enter');
    await page
      .getByRole('group', { name: 'Save this change?' })
      .getByRole('button', { name: 'Yes, save' })
      .click();
    await expect(page.getByRole('textbox', { name: label })).toHaveCount(0);
  };
  await setPrice('15.50');
  await page.goto('/payment-plans');
  await expect(page.getByTestId('product-personal-month')).toContainText('$15.50 per month');
  // Put it back for the other journeys.
  await page.goto('/admin/management/premium-management');
  await setPrice('12');
  await page.goto('/payment-plans');
  await expect(page.getByTestId('product-personal-month')).toContainText('$12 per month');
  // The integrations screen: test mode is on, Stripe and iyzico have no keys here.
  await page.goto('/admin/management/payment-integrations');
  await expect(page.getByRole('note')).toContainText('PAYMENT_TEST_PROVIDER=on');
  await expect(page.getByLabel('Provider for USD')).toHaveValue('test');
  await expectAccessible(page);
});

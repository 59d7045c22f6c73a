/**
 * The report store in Chromium (issue 16 §2): in Turkish, a visitor browses /tr/raporlar, filters
 * by type, opens the free seeded report, is asked to sign in, signs in and downloads the Turkish
 * PDF with the keyboard; in English, a member without a package buys the paid report with the test
 * provider's success card, the success page confirms after the webhook and links back, and the
 * bought version downloads. The plan comparison page in both languages. Every page: axe, 390 px.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signedInUser, verifiedAccount } from './helpers';

test('Türkçe: bir ziyaretçi raporlara göz atar, giriş yapar ve ücretsiz raporu klavyeyle indirir', async ({
  page,
}) => {
  await page.goto('/tr/raporlar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raporlar');
  const cards = page.getByTestId('report-card');
  // The two seeded reports (other journeys may add more).
  await expect(cards.filter({ hasText: 'Rakamlarla Türkiye girişim ekosistemi' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Girişimlere kim yatırım yapıyor' })).toHaveCount(1);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Filter by type and country: the investment report is not an ecosystem report; clearing brings it back.
  const filter = page.getByTestId('report-filter');
  await filter.locator('select[name="type"]').selectOption({ label: 'Ekosistem raporu' });
  await filter.locator('select[name="country"]').selectOption({ label: 'Türkiye' });
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/type=\d+&country=792/);
  await expect(cards.filter({ hasText: 'Rakamlarla Türkiye girişim ekosistemi' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Girişimlere kim yatırım yapıyor' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Temizle' }).click();
  await expect(cards.filter({ hasText: 'Girişimlere kim yatırım yapıyor' })).toHaveCount(1);

  const free = cards.filter({ hasText: 'Rakamlarla Türkiye girişim ekosistemi' });
  await free.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/tr\/rapor\/[a-z0-9-]+$/);
  await expect(page.getByTestId('version-price')).toContainText('Ücretsiz');
  await expect(page.getByTestId('report-language')).toHaveValue('tr');
  await expect(page.getByTestId('report-gallery').getByRole('img').first()).toHaveAttribute(
    'alt',
    /sayfa önizlemesi 1 \(Türkçe\)/,
  );
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const reportUrl = page.url();

  // Visitors are asked to sign in and come back to the report.
  const email = `rapor.okur.${Date.now()}@example.com`;
  await verifiedAccount(email, 'Kapadokya!52', 'Elif', 'Şahin', 'tr');
  await page.getByRole('link', { name: 'İndirmek için giriş yapın' }).click();
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Kapadokya!52');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(reportUrl);

  // Keyboard only: focus the download button and press Enter.
  const button = page.getByRole('button', { name: /^PDF indir/ });
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/-tr\.pdf$/);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByTestId('report-actions').getByRole('status')).toContainText('İndirme başladı');
});

test('a member without a package buys the paid report with the success card and downloads it (EN)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'en', 'report.buyer');
  await page.goto('/reports');
  await page
    .getByTestId('report-card')
    .filter({ hasText: 'Who funds startups: rounds and investors' })
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/report\/who-funds-startups-[a-z0-9-]+$/);
  const reportUrl = page.url();
  const actions = page.getByTestId('report-actions');
  // No package: no download button, a buy button and the plans pitch.
  await expect(actions.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expect(actions).toContainText('Premium members download 3 paid reports a month.');
  await actions.getByRole('button', { name: 'Buy for $49' }).click();

  await expect(page).toHaveURL(/\/payment\/test-checkout\/cs_test_[0-9a-f]{24}$/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('$49');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $49' }).click();

  await expect(page).toHaveURL(/\/payment-success\?entityType=report&entityId=\d+&paymentRequestId=/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await expect(status).toContainText('Your report is ready to download.');
  await expectAccessible(page);
  await status.getByRole('link', { name: 'Go to the report' }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(actions).toContainText('You bought this version');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    actions.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The billing page names the report.
  await page.goto('/dashboard/billing-information');
  await expect(page.getByTestId('payments-table')).toContainText(
    `— ${new Date().getUTCFullYear()} edition (EN)`,
  );
});

test('the package comparison page in English and Turkish', async ({ page }) => {
  for (const [path, heading, row] of [
    ['/static/membership-packages', 'Compare membership packages', 'Paid report downloads a month'],
    ['/tr/statik/uyelik-paketleri', 'Üyelik paketlerini karşılaştırın', 'Aylık ücretli rapor indirme'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const table = page.getByTestId('package-comparison').getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(row) })).toContainText('3');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSidewaysScroll(page);
  }
});

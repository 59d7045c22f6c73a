/**
 * Report management in Chromium (issue 16 §2; D §2 admin routes report-management/…; D §6
 * "Reports submenu: super admin or rapor-admin with FULL_ACCESS"): a signed-in user gets the 404
 * page until the super admin appoints them report admin; then, from the account menu's Admin
 * Panel, they create a report type (keyboard only), a category with a target country and a
 * cover, a report in it and its first version with a PDF (a renamed text file is refused), and
 * find it listed. Every report management page passes axe and fits 390 px (EN), the category
 * page in Turkish too.
 */
import { PDFDocument } from 'pdf-lib';
import { adminApi } from './api-setup';
import { expect, test } from './fixtures';
import { checkBothWidths, expectToast, signedInUser, signInAsAdmin } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Türkiye startups');
  doc.addPage([300, 400]);
  return Buffer.from(await doc.save());
}

/** The super admin appoints `email` report admin through the API. */
async function appointReportAdmin(email: string) {
  const admin = await adminApi();
  const res = await admin.put('/api/v2/reports/management/admins', { data: { email, isReportAdmin: true } });
  expect(res.status()).toBe(200);
  await admin.dispose();
}

test('a report admin creates a type, a category, a report and its PDF version, then sees it listed (EN)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = await signedInUser(page, 'en', 'rapor');
  // Not yet a report admin: the screens do not exist for them.
  expect((await page.goto('/admin/management/report-management'))?.status()).toBe(404);
  await appointReportAdmin(email);

  // The account menu's Admin Panel leads a report admin to their area.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin\/management\/report-management$/);
  await expect(page.getByRole('heading', { name: 'Report management', level: 1 })).toBeVisible();
  await checkBothWidths(page);

  // A report type, with the keyboard alone.
  await page
    .getByRole('navigation', { name: 'Report management' })
    .getByRole('link', { name: 'Report types' })
    .click();
  await expect(page.getByRole('heading', { name: 'Report types', level: 1 })).toBeVisible();
  const typeForm = page.getByTestId('type-new-form');
  await typeForm.getByLabel('Name (English)').focus();
  await page.keyboard.type(`Yearly report ${stamp}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Yıllık rapor ${stamp}`);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Type created.');
  await expect(page.getByRole('heading', { name: `Yearly report ${stamp}`, level: 3 })).toBeVisible();
  await checkBothWidths(page);

  // A category about Türkiye, with an English cover.
  const seoUrl = `ecosystem-${stamp}`;
  await page.goto('/admin/management/report-management/category');
  const categoryForm = page.getByTestId('category-new-form');
  await categoryForm.getByLabel('Address (seoUrl)').fill(`Ecosystem ${stamp}`);
  await categoryForm.getByLabel('Name (English)').fill(`Ecosystem ${stamp}`);
  await categoryForm.getByLabel('Name (Turkish)').fill(`Ekosistem ${stamp}`);
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  // The address must be slug-shaped: the message sits beside its field.
  await expect(categoryForm).toContainText('Use lower-case letters, digits and single hyphens');
  await categoryForm.getByLabel('Address (seoUrl)').fill(seoUrl);
  await categoryForm.getByRole('button', { name: 'Target countries', exact: true }).click();
  await page.getByRole('option', { name: 'Türkiye', exact: true }).click();
  await page.keyboard.press('Escape');
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expectToast(page, 'Category created.');
  const category = page.getByTestId(`category-${seoUrl}`);
  await expect(category).toContainText('Target countries: Türkiye');
  await category.getByText(`Cover and gallery of Ecosystem ${stamp}`).click();
  await category
    .getByLabel('Upload the English cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Cover saved.');
  await expect(category.getByRole('img', { name: `Cover of Ecosystem ${stamp} (English)` })).toBeVisible();
  await checkBothWidths(page);

  // A report in the category, from the category's reports page.
  await category.getByRole('link', { name: `Reports of Ecosystem ${stamp} (none yet)` }).click();
  await expect(page.getByRole('heading', { name: `Reports of Ecosystem ${stamp}`, level: 1 })).toBeVisible();
  const reportSeo = `turkiye-startups-${stamp}`;
  const reportForm = page.getByTestId('report-new-form');
  await reportForm.getByLabel('Type', { exact: true }).selectOption({ label: `Yearly report ${stamp}` });
  await reportForm.getByLabel('Title (English)').fill(`Türkiye startups ${stamp}`);
  await reportForm.getByLabel('Title (Turkish)').fill(`Türkiye girişimleri ${stamp}`);
  await reportForm.getByLabel('Address (seoUrl)').fill(reportSeo);
  await reportForm.getByLabel('File name').fill(reportSeo);
  await reportForm.getByRole('button', { name: 'Create report' }).click();
  await expectToast(page, 'Report created.');
  await expect(page.getByTestId(`report-${reportSeo}`)).toContainText('No versions');
  await checkBothWidths(page);

  // Its first version: a renamed text file is refused, the PDF is taken.
  await page.getByRole('link', { name: 'Add its first version (file)' }).click();
  await expect(page).toHaveURL(/\/admin\/management\/report-management\/report-version\?reportId=\d+$/);
  const versionForm = page.getByTestId('version-new-form');
  await expect(versionForm.getByLabel('Report', { exact: true })).toHaveValue(/\d+/);
  await versionForm.getByLabel('Edition name').fill('2026 edition');
  await versionForm.getByLabel('Price (USD)').fill('49');
  await versionForm.getByLabel('Price (TRY)').fill('1990');
  await versionForm
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text\n') });
  await versionForm.getByRole('button', { name: 'Upload version' }).click();
  await expect(versionForm.getByRole('alert')).toContainText(
    'The report file must be a PDF or an Excel workbook (.xlsx).',
  );
  await versionForm
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: await pdf() });
  await versionForm.getByRole('button', { name: 'Upload version' }).click();
  await expectToast(page, 'Version uploaded.');
  const version = page.getByRole('heading', {
    name: `Türkiye startups ${stamp} — 2026 edition (English)`,
    level: 3,
  });
  await expect(version).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: version })).toContainText(
    '$49 · ₺1,990 · Open the PDF file',
  );
  await checkBothWidths(page);

  // Listed among the reports, with its version.
  await page.goto(`/admin/management/report-management/report-list?q=${reportSeo}`);
  await expect(page.getByTestId(`report-${reportSeo}`)).toContainText('1 version');
  await checkBothWidths(page);

  // The download list and its Excel file.
  await page.goto('/admin/management/report-management/download-list');
  await expect(page.getByRole('heading', { name: 'Download list', level: 1 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^report-downloads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await checkBothWidths(page);

  // In Turkish: the categories screen.
  await page.goto('/tr/yonetici/yonetim/rapor-yonetimi/kategori');
  await expect(page.getByRole('heading', { name: 'Rapor kategorileri', level: 1 })).toBeVisible();
  await checkBothWidths(page);
});

test('a super admin sees report management in the Admin Panel, and every report management page passes axe at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto('/admin/management');
  await page.getByRole('link', { name: 'Report management' }).click();
  await expect(page).toHaveURL(/\/admin\/management\/report-management$/);
  await expect(page.getByRole('heading', { name: 'Report admins', level: 2 })).toBeVisible();
  for (const path of [
    '/admin/management/report-management',
    '/admin/management/report-management/category',
    '/admin/management/report-management/report-list',
    '/admin/management/report-management/report-type',
    '/admin/management/report-management/report-version',
    '/admin/management/report-management/download-list',
    '/tr/yonetici/yonetim/rapor-yonetimi/rapor-listesi',
    '/tr/yonetici/yonetim/rapor-yonetimi/indirme-listesi',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await checkBothWidths(page);
  }
  // A category's reports page, when the store has a category.
  await page.goto('/admin/management/report-management/category');
  const link = page.getByRole('link', { name: /^Reports of / }).first();
  if (await link.count()) {
    await link.click();
    await expect(page).toHaveURL(/\/admin\/management\/report-management\/report\/\d+$/);
    await checkBothWidths(page);
  }
});

/**
 * The data-add tool in Chromium (issue 17 §3 and its e2e line "an admin imports a CSV through the
 * mapping screen and finds a new startup on /startups"; D §6 "Super admin: … data-add tools"):
 * a plain user gets 404; the super admin uploads the fixture CSV with foreign column names (plus
 * one row made unique for this run), checks the suggested mapping and the preview's row errors,
 * ignores a category, runs a dry run, starts the import, watches the progress bar finish with the
 * dry run's counts, downloads the Excel report and finds the new startup on /startups and its
 * page's note on imported facts; in Turkish, a semicolon CSV with Turkish column names goes
 * through the same steps on the Turkish screens and its startup is found on /tr/girisimler. The
 * screens pass axe and fit 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { checkBothWidths, expectToast, signedInUser, signInAsAdmin } from './helpers';

const OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;

/** The dry run's counts as shown (outcome → text). */
async function dryRunCounts(page: Page): Promise<Record<(typeof OUTCOMES)[number], string>> {
  const entries = await Promise.all(
    OUTCOMES.map(async (k) => [k, await page.getByTestId(`dry-${k}`).innerText()] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof OUTCOMES)[number], string>;
}

test('a plain user gets 404 on the data-add tool', async ({ page }) => {
  await signedInUser(page, 'en', 'importer');
  expect((await page.goto('/admin/management/data-add-tool'))?.status()).toBe(404);
  expect((await page.goto('/tr/yonetici/yonetim/veri-ekleme-araci'))?.status()).toBe(404);
});

test('a super admin imports a CSV through the mapping screen and finds the new startup on /startups (EN)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Boğaziçi Veri ${stamp}`;
  const fixture = fs.readFileSync(path.resolve('tests/fixtures/imports/foreign-startups.csv'), 'utf8');
  const csv = `${fixture.trimEnd()}\r\n"${name}",https://bogazici-veri-${stamp}.com.tr,2021,Türkiye,İstanbul,"Fintech, Payments",Veriyle ödeme,,@bogazici,Active,\r\n`;

  await signInAsAdmin(page);
  await page.goto('/admin/management/data-add-tool');
  await expect(page.getByRole('heading', { name: 'Data-add tool', level: 1 })).toBeVisible();
  await checkBothWidths(page);

  await page
    .getByTestId('import-upload-form')
    .getByLabel('CSV or Excel file')
    .setInputFiles({
      name: `foreign-startups-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'File uploaded: 13 rows.');
  await expect(page.getByRole('heading', { name: `foreign-startups-${stamp}.csv`, level: 1 })).toBeVisible();

  // The suggested mapping of the foreign column names.
  const mapping = page.getByTestId('import-mapping-form');
  await expect(mapping.getByLabel('Name', { exact: true })).toHaveValue('0');
  await expect(mapping.getByLabel('Website', { exact: true })).toHaveValue('1');
  await expect(mapping.getByLabel('Founding date', { exact: true })).toHaveValue('2');
  await expect(mapping.getByLabel('Country', { exact: true })).toHaveValue('3');
  await expect(mapping.getByLabel('City', { exact: true })).toHaveValue('4');
  await expect(mapping.getByLabel('Sectors', { exact: true })).toHaveValue('5');
  // Travel goes nowhere; Payments stays with Fintech.
  await mapping.getByLabel('Sector for Travel').selectOption({ label: 'Ignore' });
  await expect(mapping.getByLabel('Sector for Payments')).toHaveValue('13001');
  await mapping.getByRole('button', { name: 'Save the mapping' }).click();
  await expectToast(page, 'Mapping saved.');

  // The preview's row errors, with their reasons.
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('preview-row-2')).toContainText('The name is empty.');
  await expect(preview.getByTestId('preview-row-3')).toContainText('is not a valid link');
  await expect(preview.getByTestId('preview-row-4')).toContainText('No country is called “Atlantis”.');
  await expect(preview.getByTestId('preview-row-6')).toContainText('is in the future');
  await expect(preview.getByTestId('preview-row-7')).toContainText('Same startup as row 1.');
  await expect(preview.getByTestId('preview-row-13')).toContainText('Created');
  await checkBothWidths(page);

  // The dry run, then the import with the same counts.
  await page.getByTestId('dry-run').click();
  await expectToast(page, 'Dry run finished.');
  const counts = page.getByTestId('dry-run-counts');
  await expect(counts).toBeVisible();
  const dry = await dryRunCounts(page);
  expect(Number(dry.created)).toBeGreaterThanOrEqual(1);
  expect(dry.failed).toBe('4');
  await page.getByTestId('start-import').click();
  await expectToast(page, 'Import started.');
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('import-status')).toContainText('Done', { timeout: 90_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '13');
  for (const k of OUTCOMES) await expect(page.getByTestId(`count-${k}`)).toHaveText(dry[k]);
  await checkBothWidths(page);

  // The report downloads as an Excel workbook.
  const download = page.waitForEvent('download');
  await page.getByTestId('import-report').click();
  expect((await download).suggestedFilename()).toMatch(/^import-report-\d+-foreign-startups-\d+\.xlsx$/);

  // The new startup is on /startups, and its page says where its facts came from.
  await page.goto(`/startups?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('imported-facts')).toContainText(
    `from ‘foreign-startups-${stamp}.csv’, imported`,
  );
  await expect(page.getByTestId('provenance')).toContainText('Imported from a file');
});

test('Türkçe: bir süper yönetici Türkçe sütun adlı noktalı virgüllü CSV’yi eşleştirme ekranından aktarır ve girişimi /tr/girisimler’de bulur', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Ege Hasat ${stamp}`;
  const file = `ege-girisimler-${stamp}.csv`;
  // A Turkish spreadsheet export: Turkish column names, semicolons, a bad country, a duplicate.
  const csv = [
    'Şirket Adı;Web Sitesi;Kuruluş Yılı;Ülke;Şehir;Kategoriler;Kısa Açıklama;Durum',
    `${name};https://ege-hasat-${stamp}.com.tr;2020;Türkiye;İzmir;Tarım Teknolojileri;Tarlada veriyle hasat;Faaliyette`,
    `Atlantis Tarım ${stamp};https://atlantis-${stamp}.example.com;2019;Atlantis;;Tarım Teknolojileri;;Faaliyette`,
    `${name.toLocaleUpperCase('tr')};https://www.ege-hasat-${stamp}.com.tr/;2020;TR;İzmir;;;`,
  ].join('\r\n');

  await signInAsAdmin(page);
  await page.goto('/tr/yonetici/yonetim/veri-ekleme-araci');
  await expect(page.getByRole('heading', { name: 'Veri ekleme aracı', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'İçe aktarmalar', level: 2 })).toBeVisible();
  await checkBothWidths(page);
  await page
    .getByTestId('import-upload-form')
    .getByLabel('CSV veya Excel dosyası')
    .setInputFiles({ name: file, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  await expectToast(page, 'Dosya yüklendi: 3 satır.');
  await expect(page.getByRole('heading', { name: file, level: 1 })).toBeVisible();

  // The Turkish column names are suggested for our fields.
  const mapping = page.getByTestId('import-mapping-form');
  for (const [field, column] of [
    ['Ad', '0'],
    ['Web sitesi', '1'],
    ['Kuruluş tarihi', '2'],
    ['Ülke', '3'],
    ['Şehir', '4'],
    ['Sektörler', '5'],
    ['Slogan', '6'],
    ['Faaliyet durumu', '7'],
  ] as const)
    await expect(mapping.getByLabel(field, { exact: true }), field).toHaveValue(column);
  await expect(mapping.getByLabel('Tarım Teknolojileri için sektör')).not.toHaveValue('');
  await mapping.getByRole('button', { name: 'Eşleştirmeyi kaydet' }).click();
  await expectToast(page, 'Eşleştirme kaydedildi.');

  // The preview's reasons, in Turkish.
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('preview-row-1')).toContainText('Eklendi');
  await expect(preview.getByTestId('preview-row-2')).toContainText('“Atlantis” adında bir ülke yok.');
  await expect(preview.getByTestId('preview-row-3')).toContainText('1. satırla aynı girişim.');
  await checkBothWidths(page);

  await page.getByTestId('dry-run').click();
  await expectToast(page, 'Deneme çalıştırması bitti.');
  await expect(page.getByTestId('dry-created')).toHaveText('1');
  const dry = await dryRunCounts(page);
  await page.getByTestId('start-import').click();
  await expectToast(page, 'İçe aktarma başladı.');
  await expect(page.getByRole('progressbar', { name: 'İçe aktarma ilerlemesi' })).toBeVisible();
  await expect(page.getByTestId('import-status')).toContainText('Tamamlandı', { timeout: 90_000 });
  for (const k of OUTCOMES) await expect(page.getByTestId(`count-${k}`)).toHaveText(dry[k]);
  await checkBothWidths(page);

  // The new startup is on /tr/girisimler, once, with its Turkish sector and its source.
  await page.goto(`/tr/girisimler?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name, level: 3 })).toHaveCount(1);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Tarım teknolojileri').first()).toBeVisible();
  await expect(page.getByTestId('imported-facts')).toContainText(`‘${file}’ dosyasından`);
});

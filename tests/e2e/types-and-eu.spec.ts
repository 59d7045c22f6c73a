/**
 * Types management and EU ecosystem management in Chromium (issue 17 §1 "types", "eu-ecosystem-
 * management"; D §2 admin routes; D §6 super admin): the super admin adds a sector, finds it among
 * the startup filter's sector options, deactivates it and it is gone from them, then deletes it
 * (unused); adds an EU organization in the dialog and approves it, after which the public read of
 * the EU map lists it; the Turkish pages' labels; a plain user gets the 404 page on both screens.
 * Every screen passes axe and fits 390 px.
 */
import { expect, test, type Page } from './fixtures';
import { BASE, checkBothWidths, expectToast, pick, signedInUser, signInAsAdmin } from './helpers';

const SECTORS = 13;

/** The names of the startup filter's sector options. */
async function sectorOptions(page: Page): Promise<string[]> {
  await page.goto('/startups');
  await page.getByRole('button', { name: 'Sector', exact: true }).click();
  // The sector list's own options (the panel's currency selects have options too), once drawn.
  const list = page.getByRole('listbox', { name: 'Sector', exact: true });
  await expect(list.getByRole('option').first()).toBeVisible();
  const names = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

test('a super admin adds a sector, deactivates it so it leaves the startup filter, and deletes it (EN)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const nameEn = `Orbital logistics ${stamp}`;
  const nameTr = `Yörünge lojistiği ${stamp}`;
  await signInAsAdmin(page);

  await page.goto('/admin/management/types');
  await expect(page.getByRole('heading', { name: 'Types', level: 1 })).toBeVisible();
  await page.getByLabel('List', { exact: true }).selectOption(String(SECTORS));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${SECTORS}$`));
  await checkBothWidths(page);

  // Add it with the keyboard alone.
  const form = page.getByTestId('type-add-form');
  await form.getByLabel('English name').focus();
  await page.keyboard.type(nameEn);
  await page.keyboard.press('Tab');
  await page.keyboard.type(nameTr);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item added.');
  const row = page.getByTestId('type-items').getByRole('row').filter({ hasText: nameEn });
  await expect(row).toContainText(nameTr);
  await expect(row).toContainText(`orbital-logistics-${stamp}`);
  expect(await sectorOptions(page)).toContain(nameEn);
  // Filtering by it works: a sector an admin added goes into the address as its id.
  await pick(page, 'Sector', nameEn);
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/startups/${SECTORS}\\d{3}$`));
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();

  // Deactivate it: gone from the filter's options.
  await page.goto(`/admin/management/types?category=${SECTORS}`);
  await page.getByRole('checkbox', { name: `Active: ${nameEn}` }).uncheck();
  await expect(page.getByRole('status')).toContainText(`“${nameEn}” is inactive`);
  expect(await sectorOptions(page)).not.toContain(nameEn);

  // A sector in use cannot be deleted; this one is unused and goes.
  await page.goto(`/admin/management/types?category=${SECTORS}`);
  await page.getByRole('button', { name: `Delete: ${nameEn}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, `“${nameEn}” deleted.`);
  await expect(page.getByTestId('type-items')).not.toContainText(nameEn);
  await page.getByRole('button', { name: 'Delete: Fintech' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This type is in use and cannot be deleted' }),
  ).toBeVisible();
});

test('a super admin adds an EU organization and approves it; the EU map read lists it (EN)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Porto Launchpad ${stamp}`;
  await signInAsAdmin(page);
  await page.goto('/admin/management/eu-ecosystem-management');
  await expect(page.getByRole('heading', { name: 'EU ecosystem management', level: 1 })).toBeVisible();
  await checkBothWidths(page);

  await page.getByRole('button', { name: 'Add organization', exact: true }).click();
  const form = page.getByTestId('eu-add-form');
  await form.getByLabel('Name', { exact: false }).first().fill(name);
  await form.getByLabel('Type').selectOption({ label: 'Accelerator' });
  await form.getByLabel('Country').selectOption({ label: 'Portugal' });
  await form.getByLabel('City').fill('Porto');
  await form.getByLabel('Website').fill('porto-launchpad.example.org');
  await form.getByLabel('Latitude').fill('41.1579');
  await form.getByLabel('Longitude').fill('-8.6291');
  await form.getByRole('button', { name: 'Add organization' }).click();
  await expectToast(page, 'Organization added; it waits for approval.');

  await page.getByRole('searchbox', { name: 'Search organizations' }).fill(name);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const row = page.getByTestId('eu-organizations').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Portugal');
  await row.getByRole('button', { name: `Approve: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 organization approved.' })).toBeVisible();
  await expect(row).toContainText('Approved');
  await checkBothWidths(page);

  const res = await page.request.get(`${BASE}/api/v2/eu-organizations?countryId=620`);
  const body = (await res.json()) as { data: Array<{ name: string; city: string }> };
  expect(body.data).toContainEqual(expect.objectContaining({ name, city: 'Porto' }));
});

test('the Turkish screens: labels, axe and 390 px (TR)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/tr/yonetici/yonetim/tipler');
  await expect(page.getByRole('heading', { name: 'Tipler', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Liste', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Öğe ekle' })).toBeVisible();
  await checkBothWidths(page);
  await page.goto('/tr/yonetici/yonetim/ab-ekosistem-yonetimi');
  await expect(page.getByRole('heading', { name: 'AB ekosistem yönetimi', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dosyadan içe aktar', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kuruluş ekle', exact: true })).toBeVisible();
  await checkBothWidths(page);
});

test('a plain user gets the 404 page on both screens', async ({ page }) => {
  await signedInUser(page, 'en', 'types');
  for (const path of [
    '/admin/management/types',
    '/admin/management/eu-ecosystem-management',
    '/tr/yonetici/yonetim/tipler',
    '/tr/yonetici/yonetim/ab-ekosistem-yonetimi',
  ])
    expect((await page.goto(path))?.status(), path).toBe(404);
});
